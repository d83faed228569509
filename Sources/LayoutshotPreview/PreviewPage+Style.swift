extension PreviewPage {
    /// The page's CSS: a sidebar of fixtures, a toolbar, the pictures on a light checkerboard.
    static let style = """
        :root { --accent: #2962ff; --bad: #c62828; --ink: #1d2330; --muted: #667085; --line: #e4e7ec; }
        * { box-sizing: border-box; }
        body { margin: 0; display: flex; height: 100vh; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif;
          color: var(--ink); background: #f6f7f9; }
        #sidebar { width: 260px; flex: none; overflow-y: auto; background: #fff; border-right: 1px solid var(--line); }
        #sidebar header { padding: 14px 16px; font-size: 15px; border-bottom: 1px solid var(--line); }
        .group { padding: 10px 16px 4px; font-size: 11px; letter-spacing: .06em; text-transform: uppercase; color: var(--muted); }
        #list button { display: block; width: 100%; text-align: left; border: 0; background: none; padding: 6px 16px 6px 24px;
          font: inherit; color: inherit; cursor: pointer; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        #list button:hover { background: #f0f3ff; }
        #list button[aria-current="true"] { background: #e3e9ff; color: var(--accent); font-weight: 600; }
        main { flex: 1; overflow: auto; padding: 0 24px 24px; }
        #toolbar { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; align-items: center; gap: 12px 20px;
          padding: 14px 0; background: #f6f7f9; border-bottom: 1px solid var(--line); margin-bottom: 16px; }
        h1 { font-size: 18px; margin: 0; font-weight: 600; }
        .badge { font-size: 12px; padding: 2px 8px; border-radius: 10px; background: #e8f5e9; color: #2e7d32; }
        .badge.updating { background: #fff8e1; color: #8d6e00; }
        .badge.error, .badge.offline { background: #ffebee; color: var(--bad); }
        .control { display: flex; align-items: center; gap: 8px; }
        .slider .track { position: relative; width: 260px; }
        .slider input { width: 100%; margin: 0; }
        #marks { position: relative; height: 8px; }
        #marks span { position: absolute; top: 0; width: 2px; height: 8px; background: #f57c00; transform: translateX(-1px); }
        output { min-width: 56px; font-variant-numeric: tabular-nums; }
        button#reset-width { font: inherit; padding: 2px 10px; border: 1px solid var(--line); border-radius: 6px; background: #fff; cursor: pointer; }
        #error { border: 1px solid #f5c2c0; background: #fff5f5; border-radius: 8px; padding: 12px 16px; margin-bottom: 16px; }
        .error-head { font-weight: 600; color: var(--bad); }
        #error pre { margin: 8px 0; padding: 8px 10px; background: #fff; border: 1px solid #f5c2c0; border-radius: 6px;
          font: 13px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; white-space: pre; overflow-x: auto; }
        #error p { margin: 6px 0; white-space: pre-wrap; }
        .hint { color: var(--muted); font-size: 12px; }
        #panels { display: flex; flex-wrap: wrap; gap: 20px; align-items: flex-start; }
        .panel { margin: 0; }
        figcaption { font-size: 12px; color: var(--muted); margin-bottom: 6px; }
        #stale-note { color: var(--bad); font-weight: 600; }
        .canvas { padding: 12px; border: 1px solid var(--line); border-radius: 8px;
          background: #fff repeating-conic-gradient(#f1f3f6 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }
        .canvas img { display: block; image-rendering: auto; }
        #live-wrap { position: relative; width: max-content; }
        #live-wrap.stale img { opacity: .35; filter: grayscale(1); }
        #highlight { position: absolute; pointer-events: none; outline: 2px solid var(--accent); background: rgba(41, 98, 255, .12); }
        #hover-info { margin-top: 14px; font: 13px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; color: var(--muted); min-height: 1.4em; }
        #inspect { display: flex; flex-wrap: wrap; gap: 14px 24px; align-items: flex-start; margin-top: 14px; }
        #tree-panel { flex: 0 1 380px; min-width: 260px; }
        #tree-panel summary { cursor: pointer; font-size: 12px; color: var(--muted); }
        #tree { margin-top: 6px; max-height: 280px; overflow-y: auto; background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 4px 0; }
        #tree button { display: block; width: 100%; text-align: left; border: 0; background: none; padding: 2px 8px; cursor: pointer;
          font: 12px/1.5 ui-monospace, "DejaVu Sans Mono", monospace; color: var(--ink); white-space: nowrap; }
        #tree button:hover { background: #f0f3ff; }
        #tree button[aria-selected="true"] { background: #e3e9ff; color: var(--accent); font-weight: 600; }
        #explain-panel { flex: 1 1 460px; min-width: 320px; max-width: 860px; }
        #explain-panel h2 { font-size: 12px; font-weight: 400; color: var(--muted); margin: 0; line-height: 1.45; }
        #explain-body { margin-top: 6px; background: #fff; border: 1px solid var(--line); border-radius: 8px; overflow: hidden; }
        #explain-panel.stale #explain-body { opacity: .5; }
        #explain-head { margin: 0; padding: 10px 16px 8px; border-bottom: 1px solid var(--line);
          font: 600 13px/1.5 ui-monospace, "DejaVu Sans Mono", monospace; overflow-wrap: anywhere; }
        #explain-head:empty { display: none; }
        #explain-hint { margin: 0; padding: 10px 16px; }
        #explain-steps { max-height: max(220px, min(420px, 58vh)); overflow-y: auto; padding: 0 16px 6px; }
        #explain-steps:empty { display: none; }
        #explain-steps h3 { margin: 10px 0 4px; font-size: 11px; font-weight: 600; letter-spacing: .06em; text-transform: uppercase;
          color: var(--muted); }
        #explain-steps ol { margin: 0; padding-left: 2.4em; font-size: 13px; line-height: 1.5; }
        #explain-steps li { margin: 0 0 6px; padding-left: 2px; overflow-wrap: anywhere; }
        #explain-steps li::marker { color: var(--muted); font-variant-numeric: tabular-nums; }
        #explain-steps .rule { margin-left: 6px; padding: 0 5px; border-radius: 4px; background: #f2f4f7; color: var(--muted);
          font: 11px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; white-space: nowrap; }
        #highlight.selected { outline-color: #f57c00; background: rgba(245, 124, 0, .12); }
        #breakpoint-list { margin-top: 6px; font-size: 12px; color: var(--muted); }
        #variants-panel { margin-top: 20px; }
        #variants-panel h2 { font-size: 12px; font-weight: 600; color: var(--muted); margin: 0 0 6px; }
        #variants-note { font-weight: 400; }
        #variants { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        #variants.stale img { opacity: .35; filter: grayscale(1); }
        #variants figure { margin: 0; }
        #variants .failed { max-width: 280px; color: var(--bad); font-size: 12px; white-space: pre-wrap; }
        """
}
