"use strict";
const $ = (id) => document.getElementById(id);
// Read by the browser test and the latency measurement: when a new picture was shown.
window.previewStats = { applied: 0, lastAppliedAt: 0, errors: 0, requests: 0 };
const state = { id: null, width: null, outlines: false, seq: 0, inFlight: false, pending: false,
                layout: null, styles: {}, nodePaths: {}, scale: 1, dragging: false, selected: null, saves: 0 };

function setStatus(text, kind) {
  $("status").textContent = text;
  $("status").className = "badge " + (kind || "");
}

function markStale(stale) {
  $("live-wrap").classList.toggle("stale", stale);
  $("stale-note").hidden = !stale;
}

async function loadList() {
  const answer = await fetch("/api/fixtures").then((r) => r.json());
  const list = $("list");
  list.replaceChildren();
  let group = null;
  for (const fixture of answer.fixtures) {
    if (fixture.group !== group) {
      group = fixture.group;
      const heading = document.createElement("div");
      heading.className = "group";
      heading.textContent = group === "" ? "Fixtures" : group;
      list.append(heading);
    }
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = fixture.name;
    button.title = fixture.path;
    button.dataset.id = fixture.id;
    button.addEventListener("click", () => select(fixture.id, fixture.path));
    list.append(button);
  }
  const wanted = decodeURIComponent(location.hash.slice(1));
  const chosen = answer.fixtures.find((f) => f.id === (state.id || wanted)) || answer.fixtures[0];
  if (chosen && chosen.id !== state.id) select(chosen.id, chosen.path);
  highlightCurrent();
}

function highlightCurrent() {
  for (const button of $("list").querySelectorAll("button")) {
    button.setAttribute("aria-current", String(button.dataset.id === state.id));
  }
}

function select(id, path) {
  state.id = id;
  state.width = null;
  state.layout = null;
  state.selected = null;
  clearExplanation();
  $("title").textContent = path;
  history.replaceState(null, "", "#" + encodeURIComponent(id));
  highlightCurrent();
  markStale(true);
  $("variants-panel").hidden = true;
  refresh();
  loadBreakpoints();
  loadVariants();
}

// One request at a time; a newer wish (a slider move, a save) waits for it and then asks
// once with the latest settings, so the page follows a drag without queueing renders.
async function refresh() {
  if (!state.id) return;
  if (state.inFlight) { state.pending = true; return; }
  state.inFlight = true;
  const seq = ++state.seq;
  const saves = state.saves;
  const query = new URLSearchParams({ id: state.id });
  if (state.width !== null) query.set("width", String(state.width));
  if (state.outlines) query.set("outlines", "1");
  window.previewStats.requests++;
  try {
    const answer = await fetch("/api/render?" + query).then((r) => r.json());
    if (seq === state.seq && answer.id === state.id) apply(answer, saves);
  } catch (error) {
    setStatus("server not reachable", "offline");
    markStale(true);
  } finally {
    state.inFlight = false;
    if (state.pending) { state.pending = false; refresh(); }
  }
}

function apply(answer, saves) {
  if (!answer.ok) {
    const error = answer.error;
    $("error").hidden = false;
    $("error-location").textContent = error.location;
    $("error-message").textContent = error.message;
    let source = "";
    if (error.source !== undefined) {
      source = String(error.line).padStart(5) + " | " + error.source;
      if (error.column) source += "\n" + " ".repeat(8 + error.column - 1) + "^";
    }
    $("error-source").textContent = source;
    $("error-source").hidden = source === "";
    markStale(true);
    $("highlight").hidden = true;
    state.layout = null;
    $("tree").replaceChildren();
    $("tree-panel").hidden = true;
    $("explain-panel").hidden = true;
    clearExplanation();
    $("hover-info").textContent = "";
    setStatus("error", "error");
    window.previewStats.errors++;
    window.previewStats.lastAppliedAt = Date.now();
    return;
  }
  $("error").hidden = true;
  const image = $("live");
  image.src = "data:image/png;base64," + answer.png;
  image.style.width = answer.layout.size[0] + "px";
  image.style.height = answer.layout.size[1] + "px";
  state.layout = answer.layout;
  state.styles = answer.styles || {};
  state.nodePaths = answer.nodePaths || {};
  state.scale = answer.scale;
  // A save seen while this answer was on its way makes it out of date on arrival.
  const outOfDate = saves !== state.saves;
  markStale(outOfDate);
  setStatus(outOfDate ? "updating…" : "live", outOfDate ? "updating" : "");
  updateSlider(answer);
  showReference(answer.reference, answer.layout.size);
  buildTree();
  explainSelected();
  window.previewStats.applied++;
  window.previewStats.lastAppliedAt = Date.now();
  window.previewStats.width = answer.width;
}

function updateSlider(answer) {
  const slider = $("width");
  slider.min = answer.widthRange[0];
  slider.max = answer.widthRange[1];
  if (!state.dragging) slider.value = answer.width;
  $("width-value").textContent = answer.width + " pt";
  placeMarks();
}

function showReference(reference, size) {
  $("reference-panel").hidden = !reference;
  $("diff-panel").hidden = !(reference && reference.diff);
  if (!reference) return;
  $("reference").src = "data:image/png;base64," + reference.png;
  $("reference").style.width = size[0] + "px";
  $("reference-name").textContent = "(" + reference.name + ")";
  let summary = "";
  if (reference.note) summary = reference.note;
  else if (reference.differentPixels === 0) summary = "· identical";
  else if (reference.differentPixels !== undefined) summary = "· " + reference.differentPixels + " pixels differ";
  $("diff-summary").textContent = summary;
  if (reference.diff) {
    $("diff").src = "data:image/png;base64," + reference.diff;
    $("diff").style.width = size[0] + "px";
  }
  if (reference.note || reference.differentPixels === 0) $("reference-name").textContent += " " + summary;
}

// Each variant at its own size, side by side; greyed out from a save until redrawn.
let variantsSeq = 0;
async function loadVariants() {
  const id = state.id, seq = ++variantsSeq;
  $("variants").classList.add("stale");
  const answer = await fetch("/api/variants?" + new URLSearchParams({ id })).then((r) => r.json());
  if (id !== state.id || seq !== variantsSeq) return;
  const panel = $("variants");
  panel.replaceChildren();
  panel.classList.remove("stale");
  $("variants-panel").hidden = answer.variants.length === 0;
  $("variants-note").textContent = "· " + answer.variants.length;
  for (const variant of answer.variants) {
    const figure = document.createElement("figure");
    figure.className = "variant";
    const caption = document.createElement("figcaption");
    caption.textContent = variant.name;
    figure.append(caption);
    const canvas = document.createElement("div");
    canvas.className = "canvas";
    if (variant.ok) {
      const image = document.createElement("img");
      image.src = "data:image/png;base64," + variant.png;
      image.style.width = variant.size[0] + "px";
      image.style.height = variant.size[1] + "px";
      image.alt = "The fixture as its variant " + variant.name;
      canvas.append(image);
    } else {
      const message = document.createElement("div");
      message.className = "failed";
      message.textContent = variant.message;
      canvas.append(message);
    }
    figure.append(canvas);
    // Its reference as `check` compares it: "card@w200-dark.png · identical".
    if (variant.reference) {
      const reference = document.createElement("div");
      reference.className = "reference";
      reference.textContent = variant.reference;
      figure.append(reference);
    }
    panel.append(figure);
  }
  window.previewStats.variants = (window.previewStats.variants || 0) + 1;
}

let breakpoints = [];
async function loadBreakpoints() {
  const id = state.id;
  const answer = await fetch("/api/breakpoints?" + new URLSearchParams({ id })).then((r) => r.json());
  if (id !== state.id) return;
  breakpoints = answer.breakpoints;
  placeMarks();
  $("breakpoint-list").textContent = breakpoints.length === 0 ? ""
    : "Breakpoints: " + breakpoints.map((b) => b.width + " pt (" + b.changes.join("; ") + ")").join(" · ");
}

function placeMarks() {
  const slider = $("width");
  const low = Number(slider.min), high = Number(slider.max);
  const marks = $("marks");
  marks.replaceChildren();
  for (const breakpoint of breakpoints) {
    if (breakpoint.width < low || breakpoint.width > high) continue;
    const mark = document.createElement("span");
    mark.style.left = (100 * (breakpoint.width - low) / (high - low)) + "%";
    mark.title = breakpoint.width + " pt: " + breakpoint.changes.join("; ");
    marks.append(mark);
  }
}

// The topmost (last drawn, deepest) node whose frame holds the point, in root points.
function hitTest(node, x, y) {
  const [fx, fy, fw, fh] = node.frame;
  if (x < fx || y < fy || x >= fx + fw || y >= fy + fh) return null;
  const children = node.children || [];
  for (let index = children.length - 1; index >= 0; index--) {
    const hit = hitTest(children[index], x, y);
    if (hit) return hit;
  }
  return node;
}

// The tree of the current layout; each node remembers its path ("root.0.2") so that a
// selection survives a re-render when the node is still there.
const hint = "Point at the picture to see a node's type, id, frame and style; click to select it.";

function buildTree() {
  const tree = $("tree");
  tree.replaceChildren();
  $("tree-panel").hidden = !state.layout;
  if (!state.layout) return;
  const walk = (node, depth, path) => {
    node.path = path;
    const row = document.createElement("button");
    row.type = "button";
    row.setAttribute("role", "treeitem");
    row.style.paddingLeft = (8 + depth * 14) + "px";
    row.textContent = node.type + (node.id ? " #" + node.id : "") + "  " + node.frame[2] + " × " + node.frame[3];
    row.dataset.path = path;
    row.setAttribute("aria-selected", String(path === state.selected));
    row.addEventListener("click", () => selectNode(node));
    row.addEventListener("mouseenter", () => showNode(node, false));
    row.addEventListener("mouseleave", () => showNode(selectedNode(), true));
    tree.append(row);
    (node.children || []).forEach((child, index) => walk(child, depth + 1, path + "." + index));
  };
  walk(state.layout.root, 0, "root");
  showNode(selectedNode(), true);
}

function findNode(node, path) {
  if (!node) return null;
  if (node.path === path) return node;
  for (const child of node.children || []) {
    const found = findNode(child, path);
    if (found) return found;
  }
  return null;
}

function selectedNode() { return state.layout && state.selected ? findNode(state.layout.root, state.selected) : null; }

function selectNode(node) {
  state.selected = node ? node.path : null;
  for (const row of $("tree").querySelectorAll("button")) {
    const on = row.dataset.path === state.selected;
    row.setAttribute("aria-selected", String(on));
    if (on) row.scrollIntoView({ block: "nearest" });
  }
  showNode(node, true);
  explainSelected();
}

function showNode(node, selected) {
  const box = $("highlight");
  if (!node || !state.layout) {
    box.hidden = true;
    $("hover-info").textContent = hint;
    return;
  }
  const factor = state.layout.size[0] / $("live").clientWidth;
  const [x, y, w, h] = node.frame;
  Object.assign(box.style, { left: x / factor + "px", top: y / factor + "px", width: w / factor + "px", height: h / factor + "px" });
  box.classList.toggle("selected", selected);
  box.hidden = false;
  const style = state.styles[node.path];
  $("hover-info").textContent = (selected ? "selected: " : "") + node.type + (node.id ? " #" + node.id : "")
    + "   frame (" + x + ", " + y + ") " + w + " × " + h + " pt" + (style ? "   style: " + style : "");
}

function nodeAt(event) {
  if (!state.layout) return null;
  const factor = state.layout.size[0] / $("live").clientWidth;
  return hitTest(state.layout.root, event.offsetX * factor, event.offsetY * factor);
}

$("live").addEventListener("mousemove", (event) => showNode(nodeAt(event), false));
$("live").addEventListener("click", (event) => selectNode(nodeAt(event)));
$("live").addEventListener("mouseleave", () => showNode(selectedNode(), true));

$("outlines").addEventListener("change", (event) => { state.outlines = event.target.checked; refresh(); });
$("width").addEventListener("input", (event) => {
  state.width = Number(event.target.value);
  $("width-value").textContent = state.width + " pt";
  refresh();
});
// While the thumb is held, answers must not pull it back to an older width.
$("width").addEventListener("pointerdown", () => { state.dragging = true; });
window.addEventListener("pointerup", () => { state.dragging = false; });
$("reset-width").addEventListener("click", () => { state.width = null; refresh(); });

function connect() {
  const events = new EventSource("/events");
  events.addEventListener("hello", () => setStatus("live", ""));
  events.addEventListener("change", (event) => {
    const change = JSON.parse(event.data);
    if (change.id !== state.id) return;
    // Until the new answer is in, the picture on screen is not the file on disk.
    state.saves++;
    markStale(true);
    setStatus("updating…", "updating");
    refresh();
    loadBreakpoints();
    loadVariants();
  });
  events.addEventListener("list", () => loadList());
  events.onerror = () => { setStatus("reconnecting…", "offline"); markStale(true); };
  events.onopen = () => { if (state.id) refresh(); };
}

connect();
loadList();