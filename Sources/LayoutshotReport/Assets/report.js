"use strict";
(() => {
  const report = JSON.parse(document.getElementById("report-data").textContent);
  const snapshots = report.snapshots;
  const statuses = [["failed", "Failed"], ["new", "New"], ["removed", "Removed"], ["passed", "Passed"]];
  const views = [["side", "Side by side"], ["swipe", "Swipe"], ["onion", "Onion skin"], ["diff", "Diff"], ["blink", "Blink"]];
  const zooms = [1, 2, 4, 8];
  const changed = snapshots.some(s => s.status !== "passed");
  // Passed snapshots are hidden at first when there is anything to review.
  const state = { shown: new Set(statuses.map(s => s[0]).filter(s => s !== "passed" || !changed)),
                  current: -1, view: "side", zoom: 1, swipe: 50, opacity: 50 };
  let blinkTimer = null;
  // Each failed or new snapshot's name as one argument of `layoutshot approve`, quoted by
  // the same rule as the pull-request comment (PullRequestComment.argument).
  const approveArguments = JSON.parse(document.getElementById("approve-data").textContent);
  const ticked = new Set();
  // The report's own folder, for --from, when its name needs no quoting.
  const reportFolder = (() => {
    const parts = decodeURIComponent(location.pathname).split("/");
    const name = parts.length > 1 ? parts[parts.length - 2] : "";
    return /^[A-Za-z0-9._@=+:,][A-Za-z0-9._@=+:,-]*$/.test(name) ? name : "layoutshot-report";
  })();

  function el(tag, attributes, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attributes || {})) {
      if (value === false || value === null || value === undefined) continue;
      if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value === true ? "" : value);
    }
    for (const child of children.flat()) {
      if (child !== null && child !== undefined) node.append(child instanceof Node ? child : String(child));
    }
    return node;
  }

  // Node names come in backquotes, as in the CLI's messages: show them as code.
  function words(text) {
    return String(text).split("`").map((part, index) => index % 2 ? el("code", {}, part) : part);
  }

  function visible() {
    return snapshots.map((s, i) => i).filter(i => state.shown.has(snapshots[i].status));
  }

  function drawFilters() {
    const nav = document.getElementById("filters");
    nav.replaceChildren(...statuses.map(([status, label]) => el("button", {
      type: "button", "data-filter": status, "aria-pressed": String(state.shown.has(status)),
      onclick: () => { state.shown.has(status) ? state.shown.delete(status) : state.shown.add(status); refresh(); }
    }, el("span", { class: "dot " + status }), label, " ", el("b", {}, report.counts[status]))));
  }

  function drawList() {
    const shown = new Set(visible());
    const list = document.getElementById("list");
    list.replaceChildren(...snapshots.map((s, i) => el("li", { hidden: !shown.has(i), "data-status": s.status },
      approveArguments[s.name] === undefined ? null : el("input", {
        type: "checkbox", "data-tick": i, "aria-label": "Approve " + s.name, title: "Approve", checked: ticked.has(i),
        onchange: event => { event.target.checked ? ticked.add(i) : ticked.delete(i); drawApprove(); } }),
      el("button", { type: "button", "data-index": i, "aria-current": String(i === state.current),
                     title: s.summary, onclick: () => select(i) },
        el("span", { class: "dot " + s.status, "aria-label": s.status }),
        el("span", { class: "name" }, s.name.includes("/") ? el("span", { class: "folder" }, s.name.slice(0, s.name.lastIndexOf("/") + 1)) : null,
          s.name.slice(s.name.lastIndexOf("/") + 1)),
        el("span", { class: "sub" }, s.status === "failed" ? s.kind || "failed" : s.status)))));
    document.getElementById("list-empty").hidden = shown.size > 0;
  }

  // The comment and the command that approve the ticked snapshots, each with a copy button.
  function drawApprove() {
    const panel = document.getElementById("approve");
    const names = snapshots.filter((s, i) => ticked.has(i)).map(s => approveArguments[s.name]).join(" ");
    panel.hidden = names === "";
    panel.replaceChildren(...(names === "" ? [] : [
      el("p", { class: "approve-head" }, "Approve " + ticked.size + " ticked"),
      approveLine("Comment on the pull request", "/layoutshot approve " + names, "comment"),
      approveLine("or run in your checkout", "layoutshot approve " + names + " --from " + reportFolder, "command")]));
  }

  function approveLine(label, text, key) {
    const button = el("button", { type: "button", "data-copy": key, onclick: () => copy(text, button) }, "Copy");
    return el("div", { class: "approve-line" }, el("span", { class: "label" }, label),
      el("pre", {}, el("code", { "data-approve": key }, text)), button);
  }

  // The clipboard API where the page may use it, else a selected text area and the copy command.
  function copy(text, button) {
    const done = () => { button.textContent = "Copied"; setTimeout(() => { button.textContent = "Copy"; }, 2000); };
    const fallback = () => {
      const area = el("textarea", { class: "copy-source", readonly: true });
      area.value = text;
      document.body.append(area);
      area.select();
      try { document.execCommand("copy"); } finally { area.remove(); }
      done();
    };
    if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(text).then(done, fallback);
    else fallback();
  }

  function select(index) {
    state.current = index;
    const snapshot = snapshots[index];
    if (snapshot && !available(snapshot).includes(state.view)) state.view = available(snapshot)[0] || "side";
    try { history.replaceState(null, "", "#" + encodeURIComponent(snapshot ? snapshot.name : "")); } catch (e) { /* file:// may refuse */ }
    // Only the marks move: redrawing a list of thousands on every key would lag.
    document.querySelectorAll('.list button[aria-current="true"]').forEach(b => b.setAttribute("aria-current", "false"));
    const chosen = document.querySelector('.list button[data-index="' + index + '"]');
    if (chosen) chosen.setAttribute("aria-current", "true");
    drawDetail();
    const item = document.querySelector('.list button[aria-current="true"]');
    if (item) item.scrollIntoView({ block: "nearest" });
  }

  function available(s) {
    const both = s.images.reference && s.images.actual;
    return views.map(v => v[0]).filter(v => v === "side" || (v === "diff" ? !!s.images.diff : both));
  }

  function move(step) {
    const order = visible();
    if (order.length === 0) return;
    const at = order.indexOf(state.current);
    const next = at < 0 ? (step > 0 ? 0 : order.length - 1) : Math.min(order.length - 1, Math.max(0, at + step));
    select(order[next]);
  }

  function refresh() {
    drawFilters();
    drawList();
    if (!visible().includes(state.current)) state.current = visible()[0] ?? -1;
    select(state.current);
  }

  function image(path, alt, extra) {
    const img = el("img", Object.assign({ src: path, alt: alt, draggable: "false" }, extra || {}));
    img.addEventListener("load", () => sizeImage(img));
    return img;
  }

  function sizeImage(img) {
    if (img.naturalWidth) img.style.width = img.naturalWidth * state.zoom + "px";
  }

  function drawDetail() {
    clearInterval(blinkTimer);
    const detail = document.getElementById("detail");
    const s = snapshots[state.current];
    if (!s) {
      detail.replaceChildren(el("p", { class: "empty" }, snapshots.length ? "No snapshots match the filters." : "This run has no snapshots."));
      return;
    }
    const facts = [];
    if (s.changes.length) facts.push(el("div", {}, el("h3", {}, "Layout changes"), el("ul", { id: "changes" }, s.changes.map(c => el("li", {}, words(c))))));
    // Each changed node's steps, reference beside actual; the rows that differ marked.
    if (s.why && s.why.length) facts.push(el("div", { class: "why", id: "why" }, el("h3", {}, "Why, reference beside actual"),
      s.why.map((w, i) => el("details", { open: i === 0 }, el("summary", {}, words(w.change)),
        el("table", {}, el("thead", {}, el("tr", {}, ["Step", "By", "Reference", "Actual"].map(h => el("th", {}, h)))),
          el("tbody", {}, w.rows.map(r => el("tr", { class: r.differs ? "differs" : false },
            el("td", {}, r.rule), el("td", {}, words(r.by)), el("td", {}, r.reference ?? "—"),
            el("td", {}, r.actual ?? "—")))))))));
    if (s.lint && s.lint.length) facts.push(el("div", { class: "lint" }, el("h3", {}, "Layout lint"),
      el("ul", { id: "lint" }, s.lint.map(l => el("li", {}, words(l))))));
    if (s.attribution.length) facts.push(el("div", {}, el("h3", {}, "Changed pixels by node"),
      s.attribution.slice(0, 6).map(a => el("div", { class: "share" }, el("span", {}, words(a.node)),
        el("span", { class: "bar" }, el("span", { style: "width:" + a.percent + "%" })),
        el("span", { class: "pct" }, a.percent + " %")))));
    const canView = available(s);
    // replaceChildren would write a missing part as the text "null": leave those out.
    detail.replaceChildren(...[
      el("h2", { id: "title" }, s.name),
      el("div", { class: "badges" }, el("span", { class: "badge " + s.status }, s.status),
        s.kind ? el("span", { class: "badge kind" }, s.kind) : null, el("span", {}, s.source)),
      el("p", { class: "summary", id: "summary" }, words(s.summary)),
      facts.length ? el("div", { class: "facts" }, facts) : null,
      variantMatrix(s),
      el("div", { class: "toolbar" },
        el("div", { class: "seg", id: "views", role: "group", "aria-label": "View" }, views.map(([view, label], i) =>
          el("button", { type: "button", "data-view": view, "aria-pressed": String(view === state.view),
                         disabled: !canView.includes(view), title: label + " (" + (i + 1) + ")",
                         onclick: () => { state.view = view; drawDetail(); } }, label))),
        el("div", { class: "seg", id: "zoom", role: "group", "aria-label": "Zoom" }, zooms.map(z =>
          el("button", { type: "button", "data-zoom": z, "aria-pressed": String(z === state.zoom),
                         onclick: () => setZoom(z) }, z + "×"))),
        controls(s)),
      el("div", { class: "stage", id: "stage", "data-view": state.view }, stage(s)),
      s.images.crops.length ? el("div", { class: "crops" }, el("h3", {}, "Changed regions (reference | diff | actual)"),
        el("div", { class: "row" }, s.images.crops.map((c, i) => el("img", { src: c, alt: "change " + (i + 1) })))) : null,
      el("p", { class: "files" }, "Files: ", ["reference", "actual", "diff", "composite"].filter(k => s.images[k])
        .map(k => el("a", { href: s.images[k] }, k)))].filter(part => part !== null && part !== undefined));
  }

  // A fixture's variants (name@w320-dark, …) in one table: rows by the first part of the
  // variant's name, columns by the rest; each cell shows its status and selects it.
  function variantMatrix(s) {
    const at = s.name.lastIndexOf("@");
    if (at < 0) return null;
    const base = s.name.slice(0, at + 1);
    const members = snapshots.map((t, i) => [t, i]).filter(([t]) => t.name.startsWith(base) && !t.name.slice(base.length).includes("@"));
    if (members.length < 2) return null;
    const split = members.map(([t, i]) => { const parts = t.name.slice(base.length).split("-"); return [parts[0], parts.slice(1).join("-"), t, i]; });
    const rows = [...new Set(split.map(m => m[0]))], columns = [...new Set(split.map(m => m[1]))];
    const mark = { failed: "✗", new: "new", removed: "–", passed: "✓" };
    return el("table", { class: "variants", id: "variants" },
      el("caption", {}, "Variants of " + base.slice(0, -1)),
      el("tr", {}, el("th", {}, ""), columns.map(c => el("th", { scope: "col" }, c || "—"))),
      rows.map(r => el("tr", {}, el("th", { scope: "row" }, r), columns.map(c => {
        const cell = split.find(m => m[0] === r && m[1] === c);
        if (!cell) return el("td", {}, "");
        return el("td", {}, el("button", { type: "button", class: "cell " + cell[2].status, "data-index": cell[3],
                                           "aria-current": String(cell[3] === state.current), title: cell[2].name + ": " + cell[2].status,
                                           onclick: () => select(cell[3]) }, mark[cell[2].status] || cell[2].status));
      }))));
  }

  function controls(s) {
    // The swipe slider's thumb sits where the divider is: reference left of it, actual right.
    if (state.view === "swipe") return slider("", "", state.swipe, v => { state.swipe = v; applySliders(); }, "Divider position");
    if (state.view === "onion") return slider("Reference", "Actual", state.opacity, v => { state.opacity = v; applySliders(); });
    return null;
  }

  function slider(left, right, value, onchange, label) {
    return el("label", { class: "slider" }, left,
      el("input", { type: "range", id: "slider", min: 0, max: 100, value: value, "aria-label": label || left + " to " + right,
                    oninput: e => onchange(Number(e.target.value)) }), right);
  }

  function stage(s) {
    const ref = s.images.reference, act = s.images.actual;
    switch (state.view) {
      case "diff":
        return image(s.images.diff, "diff of " + s.name);
      case "swipe":
      case "onion":
      case "blink": {
        const stack = el("div", { class: "stack" }, image(ref, "reference"), el("div", { class: "over", id: "over" }, image(act, "actual")),
          state.view === "swipe" ? el("div", { class: "divider", id: "divider" },
            el("span", { class: "tag left" }, "Reference"), el("span", { class: "tag right" }, "Actual")) : null);
        if (state.view !== "blink") { setTimeout(applySliders); return stack; }
        const label = el("div", { class: "blink-label", id: "blink-label" }, "Actual");
        blinkTimer = setInterval(() => {
          const over = document.getElementById("over");
          over.style.visibility = over.style.visibility === "hidden" ? "visible" : "hidden";
          label.textContent = over.style.visibility === "hidden" ? "Reference" : "Actual";
        }, 600);
        return el("div", {}, label, stack);
      }
      default:
        return el("div", { class: "pair" },
          ref ? el("figure", {}, el("figcaption", {}, s.status === "removed" ? "Reference (fixture removed)" : "Reference"), image(ref, "reference")) : null,
          act ? el("figure", {}, el("figcaption", {}, s.status === "new" ? "Actual (no reference yet)" : "Actual"), image(act, "actual")) : null);
    }
  }

  function applySliders() {
    const over = document.getElementById("over");
    if (!over) return;
    if (state.view === "swipe") {
      over.style.clipPath = "inset(0 0 0 " + state.swipe + "%)";
      document.getElementById("divider").style.left = state.swipe + "%";
    } else if (state.view === "onion") {
      over.style.opacity = state.opacity / 100;
    }
  }

  function setZoom(zoom) {
    state.zoom = zoom;
    document.querySelectorAll("#zoom button").forEach(b => b.setAttribute("aria-pressed", String(Number(b.dataset.zoom) === zoom)));
    document.querySelectorAll("#stage img").forEach(sizeImage);
  }

  document.addEventListener("keydown", event => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.target instanceof HTMLInputElement && event.key.startsWith("Arrow")) return;
    const key = event.key;
    if (key === "j" || key === "ArrowDown") move(1);
    else if (key === "k" || key === "ArrowUp") move(-1);
    else if (key >= "1" && key <= String(views.length)) {
      const view = views[Number(key) - 1][0];
      const s = snapshots[state.current];
      if (s && available(s).includes(view)) { state.view = view; drawDetail(); }
    } else if (key === "+" || key === "=") setZoom(zooms[Math.min(zooms.length - 1, zooms.indexOf(state.zoom) + 1)]);
    else if (key === "-") setZoom(zooms[Math.max(0, zooms.indexOf(state.zoom) - 1)]);
    else return;
    event.preventDefault();
  });

  const wanted = decodeURIComponent(location.hash.slice(1));
  const linked = snapshots.findIndex(s => s.name === wanted);
  if (linked >= 0) state.shown.add(snapshots[linked].status);
  drawFilters();
  drawList();
  state.current = linked >= 0 ? linked : (visible()[0] ?? -1);
  select(state.current);
})();