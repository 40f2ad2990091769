/// Draws a tree graph as inline SVG with its own layout, so a report needs nothing installed:
/// components in levels, each parent centred over its children (`TreeLayout`); the models and
/// counters that renders read in a row below; the "depends on" arrows routed between the levels
/// with their labels apart (`TreeRoutes`). The picture is as large as it needs: a page scrolls it.
public struct TreeSVG {
    public static func render(_ graph: TreeGraph) -> String {
        var layout = TreeLayout(graph)
        let routes = TreeRoutes(graph, layout)
        layout.stack(gaps: routes.bandHeights(layout.levels))
        let placed = layout.placed

        let margin = TreeLayout.margin
        let width = max(placed.values.map(\.right).max() ?? 0, routes.right()) + margin
        let height = (placed.values.map(\.bottom).max() ?? 0) + margin
        let (w, h) = (Int(width.rounded(.up)), Int(height.rounded(.up)))
        var out = "<svg class=\"tree\" viewBox=\"0 0 \(w) \(h)\" width=\"\(w)\" height=\"\(h)\" role=\"img\" "
            + "aria-label=\"\(HTML.escape(graph.caption))\">\n"
        for edge in graph.edges where edge.kind == .passes {
            guard let from = placed[edge.from], let to = placed[edge.to] else { continue }
            out += passes(edge, from: from, to: to)
        }
        out += routes.draw(layout)
        for box in placed.values.sorted(by: { ($0.y, $0.x) < ($1.y, $1.x) }) {
            out += draw(box)
        }
        return out + "</svg>\n"
    }

    /// A parent passing values to a child: a curve from the parent's bottom to the child's top.
    /// What it passes is in the child's `let` lines, so the curve carries it only as a tooltip.
    static func passes(_ edge: TreeGraph.Edge, from: TreeLayout.Placed, to: TreeLayout.Placed) -> String {
        let colour = "#37474f"
        let (x1, y1, x2, y2) = (from.centerX, from.bottom, to.centerX, to.y)
        let mid = (y1 + y2) / 2
        // Arrowheads are drawn, not markers: marker ids would clash between the pictures of a page.
        let path = "M\(f(x1)),\(f(y1)) C\(f(x1)),\(f(mid)) \(f(x2)),\(f(mid)) \(f(x2)),\(f(y2 - 6))"
        let head = "\(f(x2 - 4)),\(f(y2 - 7)) \(f(x2 + 4)),\(f(y2 - 7)) \(f(x2)),\(f(y2))"
        let title = edge.label.isEmpty ? "" : "<title>passes \(HTML.escape(edge.label))</title>"
        return "<path d=\"\(path)\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.3\">\(title)</path>"
            + "<polygon points=\"\(head)\" fill=\"\(colour)\"/>\n"
    }

    static func draw(_ placed: TreeLayout.Placed) -> String {
        let box = placed.box
        let (padding, lineHeight) = (TreeLayout.padding, TreeLayout.lineHeight)
        let stroke = GraphStyle.stroke(box.activity)
        let strong = box.activity == .created || box.activity == .rendered
        let dash = box.activity == .skipped ? " stroke-dasharray=\"5 3\"" : ""
        let radius = box.kind == .component ? 8 : 2
        var out = "<g class=\"box \(box.kind.rawValue) \(box.activity.rawValue)\">"
        out += "<rect x=\"\(f(placed.x))\" y=\"\(f(placed.y))\" width=\"\(f(placed.width))\" height=\"\(f(placed.height))\" "
            + "rx=\"\(radius)\" fill=\"\(GraphStyle.fill(box.kind))\" stroke=\"\(stroke)\" stroke-width=\"\(strong ? 2.2 : 1)\"\(dash)/>"
        var y = placed.y + padding + lineHeight - 3
        out += "<text x=\"\(f(placed.x + padding))\" y=\"\(f(y))\" class=\"title\">\(HTML.escape(box.title))</text>"
        for line in box.lines {
            y += lineHeight
            let modifier = line.hasPrefix(".") ? " class=\"modifier\"" : ""
            let shown = TreeLayout.shown(line)
            let whole = shown == line ? "" : "<title>\(HTML.escape(line))</title>"
            out += "<text x=\"\(f(placed.x + padding))\" y=\"\(f(y))\"\(modifier)>\(whole)\(HTML.escape(shown))</text>"
        }
        return out + "</g>\n"
    }

    /// Coordinates with one decimal: enough for a screen, short in the page.
    static func f(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
    }
}
