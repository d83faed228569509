/// The report's stylesheet. Pictures are drawn with `image-rendering: pixelated`, so zooming
/// shows the rendered pixels instead of a blur; status colours follow GitHub's.
enum HTMLReportStyle {
    static let css = #"""
        :root {
          --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --panel: #f6f8fa; --accent: #0969da;
          --failed: #d1242f; --new: #0969da; --removed: #8250df; --passed: #1a7f37;
          font: 14px/1.45 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; color: var(--fg);
        }
        * { box-sizing: border-box; }
        body { margin: 0; background: #fff; }
        code { font: 12.5px ui-monospace, "DejaVu Sans Mono", monospace; background: #eff2f5; padding: 1px 4px; border-radius: 4px; }
        kbd { font: 11px ui-monospace, "DejaVu Sans Mono", monospace; border: 1px solid var(--line); border-bottom-width: 2px;
          border-radius: 4px; padding: 0 4px; background: #fff; }
        .top { display: flex; align-items: center; gap: 20px; padding: 10px 20px; border-bottom: 1px solid var(--line);
          background: var(--panel); position: sticky; top: 0; z-index: 2; }
        .top h1 { font-size: 16px; margin: 0; }
        .keys { margin: 0 0 0 auto; color: var(--muted); font-size: 12px; }
        .libraries { margin: 0; color: var(--muted); font-size: 12px; }
        .filters { display: flex; gap: 6px; }
        .filters button { display: inline-flex; align-items: center; gap: 6px; font: inherit; font-size: 13px; cursor: pointer;
          border: 1px solid var(--line); background: #fff; color: var(--muted); border-radius: 999px; padding: 3px 12px; }
        .filters button[aria-pressed="true"] { color: var(--fg); border-color: #8c959f; box-shadow: inset 0 0 0 1px #8c959f; }
        .filters button[aria-pressed="false"] .dot { opacity: .35; }
        .filters b { font-variant-numeric: tabular-nums; }
        .dot { width: 9px; height: 9px; border-radius: 50%; display: inline-block; flex: none; }
        .dot.failed { background: var(--failed); } .dot.new { background: var(--new); }
        .dot.removed { background: var(--removed); } .dot.passed { background: var(--passed); }
        .layout { display: grid; grid-template-columns: minmax(220px, 300px) 1fr; min-height: calc(100vh - 50px); }
        .list { border-right: 1px solid var(--line); overflow-y: auto; max-height: calc(100vh - 50px); position: sticky; top: 50px; }
        .list ol { list-style: none; margin: 0; padding: 6px; }
        .list li button { width: 100%; text-align: left; font: inherit; background: none; border: 0; border-radius: 6px;
          padding: 6px 8px; cursor: pointer; display: grid; grid-template-columns: auto 1fr; column-gap: 8px; align-items: baseline; color: inherit; }
        .list li button:hover { background: var(--panel); }
        .list li button[aria-current="true"] { background: #ddf4ff; box-shadow: inset 3px 0 0 var(--accent); }
        .list .name { overflow-wrap: anywhere; font-weight: 500; }
        .list .folder { color: var(--muted); font-weight: 400; }
        .list .sub { grid-column: 2; color: var(--muted); font-size: 12px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .list li { display: flex; align-items: flex-start; } .list li[hidden] { display: none; }
        .list li input[data-tick] { margin: 9px 0 0 6px; flex: none; }
        .list li button { flex: 1; min-width: 0; }
        .approve { position: sticky; top: 0; z-index: 1; margin: 6px; padding: 8px; border: 1px solid var(--line); border-radius: 6px; background: var(--panel); font-size: 12px; }
        .approve-head { margin: 0 0 6px; font-weight: 600; }
        .approve-line { display: grid; grid-template-columns: 1fr auto; gap: 2px 6px; margin-top: 6px; align-items: center; }
        .approve-line .label { grid-column: 1 / -1; color: var(--muted); }
        .approve-line pre { margin: 0; padding: 4px 6px; background: #fff; border: 1px solid var(--line); border-radius: 4px;
          white-space: pre-wrap; overflow-wrap: anywhere; }
        .approve-line button { font: inherit; padding: 2px 8px; cursor: pointer; }
        .copy-source { position: fixed; top: -1000px; }
        .empty { color: var(--muted); padding: 12px 16px; }
        .detail { padding: 16px 24px 40px; min-width: 0; }
        .detail h2 { font-size: 18px; margin: 0 0 4px; overflow-wrap: anywhere; }
        .badges { display: flex; gap: 6px; align-items: center; margin-bottom: 10px; color: var(--muted); font-size: 12px; }
        .badge { border-radius: 999px; padding: 1px 9px; font-size: 12px; font-weight: 600; color: #fff; }
        .badge.failed { background: var(--failed); } .badge.new { background: var(--new); }
        .badge.removed { background: var(--removed); } .badge.passed { background: var(--passed); }
        .badge.kind { background: #eff2f5; color: var(--fg); font-weight: 500; }
        .lint li::marker { content: "⚠ "; color: #9a6700; }
        table.variants { border-collapse: collapse; margin: 8px 0 12px; font-size: 13px; }
        table.variants caption { text-align: left; font-weight: 600; padding-bottom: 4px; }
        table.variants th, table.variants td { padding: 3px 8px; text-align: center; }
        table.variants th { color: #57606a; font-weight: 500; }
        table.variants .cell { min-width: 44px; border: 0; border-radius: 4px; padding: 3px 6px; color: white; cursor: pointer; font: inherit; }
        table.variants .cell.failed { background: var(--failed); } table.variants .cell.new { background: var(--new); }
        table.variants .cell.passed { background: var(--passed); } table.variants .cell.removed { background: var(--removed); }
        table.variants .cell[aria-current="true"] { outline: 2px solid var(--fg); outline-offset: 1px; }
        .summary { font-size: 15px; margin: 0 0 8px; }
        .facts { display: flex; flex-wrap: wrap; gap: 8px 32px; margin: 8px 0 14px; }
        .facts h3 { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 0 0 4px; }
        .facts ul { margin: 0; padding-left: 18px; }
        .why { flex-basis: 100%; }
        .why summary { cursor: pointer; font-size: 13px; margin: 4px 0; }
        .why table { border-collapse: collapse; font-size: 12px; font-variant-numeric: tabular-nums; margin: 4px 0 8px; }
        .why th { text-align: left; color: var(--muted); font-weight: 600; padding: 2px 10px 2px 0; }
        .why td { padding: 2px 10px 2px 0; vertical-align: top; border-top: 1px solid #eff2f5; }
        .why td:nth-child(2) { white-space: nowrap; }
        .why tr.differs td { background: #fff1e5; }
        .why tr.differs td:first-child { box-shadow: inset 3px 0 0 var(--failed); padding-left: 6px; }
        .share { display: grid; grid-template-columns: 160px 110px 40px; gap: 8px; align-items: center; font-size: 13px; }
        .share .bar { height: 8px; border-radius: 4px; background: #eff2f5; overflow: hidden; }
        .share .bar span { display: block; height: 100%; background: var(--failed); }
        .share .pct { text-align: right; font-variant-numeric: tabular-nums; color: var(--muted); }
        .toolbar { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; margin: 6px 0 10px; }
        .seg { display: inline-flex; border: 1px solid var(--line); border-radius: 6px; overflow: hidden; }
        .seg button { font: inherit; font-size: 13px; border: 0; border-right: 1px solid var(--line); background: #fff;
          padding: 4px 11px; cursor: pointer; color: var(--fg); }
        .seg button:last-child { border-right: 0; }
        .seg button[aria-pressed="true"] { background: var(--fg); color: #fff; }
        .seg button:disabled { color: #aab2bb; cursor: not-allowed; }
        .slider { display: inline-flex; gap: 8px; align-items: center; font-size: 12px; color: var(--muted); }
        .slider input { width: 200px; }
        .stage { border: 1px solid var(--line); border-radius: 8px; padding: 16px; overflow: auto; max-height: 75vh;
          background-color: #fff; background-image: linear-gradient(45deg, #f0f2f4 25%, transparent 25%, transparent 75%, #f0f2f4 75%),
          linear-gradient(45deg, #f0f2f4 25%, transparent 25%, transparent 75%, #f0f2f4 75%);
          background-size: 16px 16px; background-position: 0 0, 8px 8px; }
        .stage img { image-rendering: pixelated; display: block; max-width: none; outline: 1px solid rgba(31, 35, 40, .25); }
        .pair { display: flex; flex-wrap: wrap; gap: 20px; align-items: flex-start; }
        figure { margin: 0; }
        figcaption { font-size: 12px; color: var(--muted); margin-bottom: 6px; font-weight: 600; }
        .stack { display: inline-grid; position: relative; }
        .stack > * { grid-area: 1 / 1; }
        .stack .over { position: relative; }
        .divider { position: absolute; top: -6px; bottom: -6px; width: 2px; margin-left: -1px; background: var(--accent);
          box-shadow: 0 0 0 1px #fff; pointer-events: none; }
        .tag { position: absolute; top: 12px; font-size: 11px; font-weight: 600; color: #fff; background: rgba(31, 35, 40, .72);
          padding: 1px 7px; border-radius: 4px; white-space: nowrap; }
        .tag.left { right: 8px; } .tag.right { left: 8px; }
        .blink-label { font-size: 12px; font-weight: 600; color: var(--muted); margin-bottom: 6px; }
        .crops { margin-top: 18px; }
        .crops h3 { font-size: 13px; margin: 0 0 8px; }
        .crops .row { display: flex; flex-wrap: wrap; gap: 12px; }
        .crops img { image-rendering: pixelated; border: 1px solid var(--line); border-radius: 4px; max-width: 100%; }
        .files { font-size: 12px; color: var(--muted); margin-top: 14px; }
        .files a { color: var(--accent); margin-right: 10px; }
        """#
}
