extension PreviewPage {
    /// The page's script: the list, the render requests (only the newest answer is shown), the
    /// event stream, hover hit-testing on the layout JSON, the width slider.
    static let script = #"""
        "use strict";
        const $ = (id) => document.getElementById(id);
        // Read by the browser test and the latency measurement: when a new picture was shown.
        window.previewStats = { applied: 0, lastAppliedAt: 0, errors: 0, requests: 0 };
        const state = { id: null, width: null, outlines: false, seq: 0, inFlight: false, pending: false,
                        layout: null, scale: 1, dragging: false };

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
          $("title").textContent = path;
          history.replaceState(null, "", "#" + encodeURIComponent(id));
          highlightCurrent();
          markStale(true);
          refresh();
          loadBreakpoints();
        }

        // One request at a time; a newer wish (a slider move, a save) waits for it and then asks
        // once with the latest settings, so the page follows a drag without queueing renders.
        async function refresh() {
          if (!state.id) return;
          if (state.inFlight) { state.pending = true; return; }
          state.inFlight = true;
          const seq = ++state.seq;
          const query = new URLSearchParams({ id: state.id });
          if (state.width !== null) query.set("width", String(state.width));
          if (state.outlines) query.set("outlines", "1");
          window.previewStats.requests++;
          try {
            const answer = await fetch("/api/render?" + query).then((r) => r.json());
            if (seq === state.seq && answer.id === state.id) apply(answer);
          } catch (error) {
            setStatus("server not reachable", "offline");
            markStale(true);
          } finally {
            state.inFlight = false;
            if (state.pending) { state.pending = false; refresh(); }
          }
        }

        function apply(answer) {
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
          state.scale = answer.scale;
          markStale(false);
          setStatus("live", "");
          updateSlider(answer);
          showReference(answer.reference, answer.layout.size);
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

        $("live").addEventListener("mousemove", (event) => {
          if (!state.layout) return;
          const image = $("live");
          const factor = state.layout.size[0] / image.clientWidth;
          const node = hitTest(state.layout.root, event.offsetX * factor, event.offsetY * factor);
          const box = $("highlight");
          if (!node) { box.hidden = true; return; }
          const [x, y, w, h] = node.frame;
          Object.assign(box.style, { left: x / factor + "px", top: y / factor + "px", width: w / factor + "px", height: h / factor + "px" });
          box.hidden = false;
          $("hover-info").textContent = node.type + (node.id ? " #" + node.id : "") + "   frame (" + x + ", " + y + ") " + w + " × " + h + " pt";
        });
        $("live").addEventListener("mouseleave", () => { $("highlight").hidden = true; });

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
            markStale(true);
            setStatus("updating…", "updating");
            refresh();
            loadBreakpoints();
          });
          events.addEventListener("list", () => loadList());
          events.onerror = () => { setStatus("reconnecting…", "offline"); markStale(true); };
          events.onopen = () => { if (state.id) refresh(); };
        }

        connect();
        loadList();
        """#
}
