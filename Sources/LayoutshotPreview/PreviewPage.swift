/// The preview's one page: self-contained HTML with its style and scripts inline (no CDN, works
/// offline). Everything it shows that comes from a fixture (names, ids, messages, source lines)
/// is set as text (`textContent`), never parsed as HTML. Its style and scripts are the files in
/// `Assets`: `preview.js` (the list, the render requests of which only the newest answer is
/// shown, the event stream, hover hit-testing, the width slider, the selection) and, loaded
/// before it, `explain.js` (the selected node's steps as `layoutshot explain` numbers them).
enum PreviewPage {
    /// The whole page.
    static let html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Layoutshot preview</title>
        <style>\(PreviewAssets.previewCSS)</style>
        </head>
        <body>
        <nav id="sidebar">
          <header><strong>Layoutshot</strong> preview</header>
          <div id="list" role="list"></div>
        </nav>
        <main>
          <div id="toolbar">
            <h1 id="title">No fixture selected</h1>
            <span id="status" class="badge">connecting…</span>
            <label class="control"><input type="checkbox" id="outlines"> Outlines</label>
            <div class="control slider">
              <label for="width">Width</label>
              <div class="track"><input type="range" id="width" min="20" max="800" step="1"><div id="marks"></div></div>
              <output id="width-value">–</output>
              <button id="reset-width" type="button" title="Back to the fixture's own width">Reset</button>
            </div>
          </div>
          <section id="error" hidden>
            <div class="error-head">Fixture error at <code id="error-location"></code></div>
            <p id="error-message"></p>
            <pre id="error-source"></pre>
            <p class="hint">Fix the file and save: the preview picks it up by itself.</p>
          </section>
          <div id="panels">
            <figure class="panel" id="live-panel">
              <figcaption>Live <span id="stale-note" hidden>· out of date</span></figcaption>
              <div class="canvas"><div id="live-wrap"><img id="live" alt="The fixture, rendered"><div id="highlight" hidden></div></div></div>
            </figure>
            <figure class="panel" id="reference-panel" hidden>
              <figcaption>Reference <span id="reference-name"></span></figcaption>
              <div class="canvas"><img id="reference" alt="The recorded reference"></div>
            </figure>
            <figure class="panel" id="diff-panel" hidden>
              <figcaption>Difference <span id="diff-summary"></span></figcaption>
              <div class="canvas"><img id="diff" alt="Pixels that differ from the reference"></div>
            </figure>
          </div>
          <section id="variants-panel" hidden>
            <h2>Variants <span id="variants-note"></span></h2>
            <div id="variants"></div>
          </section>
          <div id="hover-info" aria-live="polite">Point at the picture to see a node's type, id, frame and style; click to select it.</div>
          <div id="inspect">
            <details id="tree-panel" open>
              <summary>Nodes</summary>
              <div id="tree" role="tree"></div>
            </details>
            <section id="explain-panel" aria-live="polite">
              <h2>Why this size and place</h2>
              <div id="explain-body">
                <p id="explain-head"></p>
                <p id="explain-hint" class="hint"></p>
                <div id="explain-steps"></div>
              </div>
            </section>
          </div>
          <div id="breakpoint-list"></div>
        </main>
        <script>\(PreviewAssets.explainJS)</script>
        <script>\(PreviewAssets.previewJS)</script>
        </body>
        </html>

        """
}
