"use strict";
const explainHint = "Click a node in the picture or in the tree to see, step by step, why it has its size and place.";
const explainParts = { range: "The range handed down", size: "Its size", position: "Its position" };
let explainSeq = 0;

// The part of an explanation a rule belongs to: the steps run range, size, position.
function explainPart(rule) {
  if (rule.endsWith(".size") || rule === "unmeasured") return "size";
  if (rule.endsWith(".position") || rule === "pixelGrid.origin") return "position";
  return "range";
}

function clearExplanation(message) {
  explainSeq++;
  $("explain-panel").classList.remove("stale");
  $("explain-head").textContent = "";
  $("explain-steps").replaceChildren();
  $("explain-hint").textContent = message || explainHint;
  $("explain-hint").hidden = false;
}

// Asks for the selected node's explanation at the picture's width; only the newest answer
// is shown. Called on a click, and after each new picture so the steps follow saves and
// the slider.
async function explainSelected() {
  $("explain-panel").hidden = !state.layout;
  const node = selectedNode();
  const nodePath = node && state.nodePaths ? state.nodePaths[node.path] : undefined;
  if (!nodePath) { clearExplanation(); return; }
  const seq = ++explainSeq;
  const query = new URLSearchParams({ id: state.id, node: nodePath });
  if (state.width !== null) query.set("width", String(state.width));
  $("explain-panel").classList.add("stale");
  let answer;
  try {
    answer = await fetch("/api/explain?" + query).then((r) => r.json());
  } catch (error) {
    return;
  }
  if (seq !== explainSeq) return;
  if (!answer.ok) { clearExplanation(answer.message); return; }
  showExplanation(answer.explanation);
  window.previewStats.explained = (window.previewStats.explained || 0) + 1;
}

function showExplanation(explanation) {
  const [x, y, w, h] = explanation.frame;
  $("explain-panel").classList.remove("stale");
  $("explain-head").textContent = explanation.node + " (" + explanation.path + "): (" + x + ", " + y + ") "
    + w + " × " + h;
  $("explain-hint").hidden = true;
  const body = $("explain-steps");
  body.replaceChildren();
  let list = null, part = null;
  explanation.steps.forEach((step, index) => {
    if (explainPart(step.rule) !== part) {
      part = explainPart(step.rule);
      const heading = document.createElement("h3");
      heading.textContent = explainParts[part];
      list = document.createElement("ol");
      list.start = index + 1;
      body.append(heading, list);
    }
    const item = document.createElement("li");
    const says = document.createElement("span");
    says.className = "says";
    says.textContent = step.says;
    const rule = document.createElement("span");
    rule.className = "rule";
    rule.textContent = step.rule;
    rule.title = "decided by " + step.by;
    item.append(says, " ", rule);
    list.append(item);
  });
}