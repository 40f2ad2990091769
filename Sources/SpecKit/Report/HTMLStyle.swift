/// The report's stylesheet, inline so the page needs nothing else. System fonts only.
enum HTMLStyle {
    static let css = """

        body { font: 15px/1.45 -apple-system, "Segoe UI", "DejaVu Sans", Helvetica, Arial, sans-serif;
               color: #212121; margin: 0 auto; padding: 24px 32px; max-width: 1500px; background: #fafafa; }
        h1 { margin: 0 0 4px; font-size: 26px; }
        h2 { margin: 36px 0 8px; padding-top: 12px; border-top: 3px solid #cfd8dc; font-size: 22px; }
        h2 small, h3 small { font-weight: normal; color: #757575; font-size: 13px; margin-left: 8px; }
        h3 { margin: 28px 0 6px; font-size: 18px; }
        h4 { margin: 16px 0 6px; font-size: 14px; color: #37474f; }
        .summary { margin: 0; color: #424242; }
        .legend { font-size: 13px; color: #616161; margin: 6px 0 0; }
        nav ol { margin: 12px 0; padding-left: 22px; }
        .lesson { max-width: 900px; background: #fff; border-left: 4px solid #90a4ae; padding: 4px 14px; }
        .lesson p { margin: 8px 0; }
        code { font: 13px "DejaVu Sans Mono", Menlo, Consolas, monospace; background: #eceff1; padding: 0 3px; }
        table.compare { border-collapse: collapse; margin: 14px 0; background: #fff; }
        .compare th, .compare td { border: 1px solid #cfd8dc; padding: 5px 12px; text-align: left; }
        .compare th { background: #eceff1; font-weight: 600; }
        .pass { color: #2e7d32; font-weight: 700; }
        .fail { color: #c62828; font-weight: 700; }
        .scenario { background: #fff; border: 1px solid #e0e0e0; border-radius: 6px; padding: 2px 16px 12px; margin: 18px 0; }
        /* Picture and trace side by side while both fit; else the trace goes below at full width.
           A wide picture scrolls inside its own box; the trace's text never shrinks. */
        .pair { display: flex; flex-wrap: wrap; gap: 18px; align-items: flex-start; }
        .pair > .picture { flex: 0 1 auto; min-width: 0; max-width: 100%; }
        .pair > pre.trace { flex: 1 1 480px; min-width: min(480px, 100%); }
        .picture { overflow-x: auto; }
        .picture svg { display: block; max-width: none; }
        details summary { cursor: pointer; font-size: 13px; color: #455a64; margin: 4px 0; }
        .picture.same { color: #757575; font-style: italic; font-size: 13px; padding-top: 6px; }
        svg.tree text { font: 12px "DejaVu Sans Mono", Menlo, Consolas, monospace; fill: #263238; }
        svg.tree text.title { font-weight: 700; }
        svg.tree text.edge { font-size: 11px; paint-order: stroke; stroke: #fff; stroke-width: 3px; stroke-linejoin: round; }
        svg.tree text.modifier { fill: #1565c0; }
        pre { margin: 0; }
        pre.trace { font: 12px/1.5 "DejaVu Sans Mono", Menlo, Consolas, monospace; white-space: pre-wrap;
                    background: #f5f7f8; border: 1px solid #e0e0e0; border-radius: 4px; padding: 8px 10px; }
        pre.error { background: #ffebee; color: #b71c1c; padding: 8px 10px; white-space: pre-wrap; }
        .t-heading { font-weight: 700; }
        .t-render { color: #00838f; font-weight: 600; }
        .t-created { color: #8e24aa; }
        .t-discarded { color: #b26a00; font-weight: 600; }
        .t-muted { color: #78909c; }
        .t-good { color: #2e7d32; }
        .t-bad { color: #c62828; font-weight: 700; }

        """
}
