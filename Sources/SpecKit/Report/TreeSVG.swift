/// Draws a tree graph as inline SVG with its own layout, so a report needs nothing installed:
/// components in levels, each parent centred over its children; the models and counters that
/// renders read in a row below, each under its readers.
public struct TreeSVG {
    static let charWidth = 7.2, lineHeight = 15.0, padding = 8.0
    static let levelGap = 46.0, siblingGap = 24.0, margin = 12.0

    struct Placed {
        var box: TreeGraph.Box
        var x = 0.0, y = 0.0, width: Double, height: Double
        var centerX: Double { x + width / 2 }
    }

    public static func render(_ graph: TreeGraph) -> String {
        var placed: [String: Placed] = [:]
        for box in graph.boxes {
            let longest = ([box.title] + box.lines).map(\.count).max() ?? 0
            placed[box.id] = Placed(box: box, width: Double(longest) * charWidth + 2 * padding,
                                    height: Double(box.lines.count + 1) * lineHeight + 2 * padding - 2)
        }
        let components = graph.boxes.filter { $0.kind == .component }
        let children = Dictionary(grouping: components.filter { $0.parent != nil }, by: { $0.parent ?? "" })
            .mapValues { $0.map(\.id) }

        // Widths of subtrees, then x positions from the left.
        var span: [String: Double] = [:]
        func measure(_ id: String) -> Double {
            let kids = children[id] ?? []
            let inner = kids.map(measure).reduce(0, +) + Double(max(kids.count - 1, 0)) * siblingGap
            let width = max(placed[id]?.width ?? 0, inner)
            span[id] = width
            return width
        }
        func place(_ id: String, left: Double) {
            let kids = children[id] ?? []
            let inner = kids.compactMap { span[$0] }.reduce(0, +) + Double(max(kids.count - 1, 0)) * siblingGap
            var x = left + ((span[id] ?? 0) - inner) / 2
            for kid in kids {
                place(kid, left: x)
                x += (span[kid] ?? 0) + siblingGap
            }
            let width = placed[id]?.width ?? 0
            placed[id]?.x = left + ((span[id] ?? 0) - width) / 2
        }
        var left = margin
        for root in components where root.parent == nil {
            _ = measure(root.id)
            place(root.id, left: left)
            left += (span[root.id] ?? 0) + siblingGap
        }

        // Rows: each level as tall as its tallest box.
        let levels = Dictionary(grouping: graph.boxes, by: \.level)
        var top = margin
        for level in levels.keys.sorted() {
            let ids = levels[level]?.map(\.id) ?? []
            for id in ids { placed[id]?.y = top }
            top += (ids.compactMap { placed[$0]?.height }.max() ?? 0) + levelGap
        }

        // Values go under the mean of their readers, then are pushed apart left to right.
        let values = graph.boxes.filter { $0.kind != .component }.map(\.id)
        func wanted(_ id: String) -> Double {
            let readers = graph.edges.filter { $0.to == id }.compactMap { placed[$0.from]?.centerX }
            return readers.isEmpty ? margin : readers.reduce(0, +) / Double(readers.count)
        }
        var next = margin
        for id in values.sorted(by: { wanted($0) < wanted($1) }) {
            guard let width = placed[id]?.width else { continue }
            let x = max(next, wanted(id) - width / 2)
            placed[id]?.x = x
            next = x + width + siblingGap
        }

        let width = max(placed.values.map { $0.x + $0.width }.max() ?? 0, labelsRight(graph, placed)) + margin
        let height = (placed.values.map { $0.y + $0.height }.max() ?? 0) + margin
        var out = "<svg class=\"tree\" viewBox=\"0 0 \(Int(width.rounded(.up))) \(Int(height.rounded(.up)))\" "
            + "width=\"\(Int(width.rounded(.up)))\" height=\"\(Int(height.rounded(.up)))\" role=\"img\" "
            + "aria-label=\"\(HTML.escape(graph.caption))\">\n"
        for edge in graph.edges {
            guard let from = placed[edge.from], let to = placed[edge.to] else { continue }
            out += draw(edge, from: from, to: to)
        }
        for box in placed.values.sorted(by: { ($0.y, $0.x) < ($1.y, $1.x) }) {
            out += draw(box)
        }
        return out + "</svg>\n"
    }

    static func draw(_ edge: TreeGraph.Edge, from: Placed, to: Placed) -> String {
        let passes = edge.kind == .passes
        // An environment read is dotted and teal, as in the DOT picture.
        let environment = edge.kind == .environment
        let colour = passes ? "#37474f" : environment ? "#00796b" : "#7b1fa2"
        let dash = passes ? "" : environment ? " stroke-dasharray=\"2 3\"" : " stroke-dasharray=\"5 4\""
        let (x1, y1) = (from.centerX, from.y + from.height)
        let (x2, y2) = (to.centerX, to.y)
        // Arrowheads are drawn, not markers: marker ids would clash between the pictures of a page.
        let path: String, head: String
        if y2 > y1 {
            let mid = (y1 + y2) / 2
            path = "M\(f(x1)),\(f(y1)) C\(f(x1)),\(f(mid)) \(f(x2)),\(f(mid)) \(f(x2)),\(f(y2 - 6))"
            head = "\(f(x2 - 4)),\(f(y2 - 7)) \(f(x2 + 4)),\(f(y2 - 7)) \(f(x2)),\(f(y2))"
        } else {
            // A dependency up or across the tree: around the right-hand sides.
            let (sx, sy) = (from.x + from.width, from.y + from.height / 2)
            let (ex, ey) = (to.x + to.width, to.y + to.height / 2)
            let bulge = max(sx, ex) + 40
            path = "M\(f(sx)),\(f(sy)) C\(f(bulge)),\(f(sy)) \(f(bulge)),\(f(ey)) \(f(ex + 6)),\(f(ey))"
            head = "\(f(ex + 7)),\(f(ey - 4)) \(f(ex + 7)),\(f(ey + 4)) \(f(ex)),\(f(ey))"
        }
        var out = "<path d=\"\(path)\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.3\"\(dash)/>"
            + "<polygon points=\"\(head)\" fill=\"\(colour)\"/>\n"
        if let (lx, ly, endAnchored) = labelPlace(edge, from: from, to: to) {
            let anchor = endAnchored ? " text-anchor=\"end\"" : ""
            out += "<text x=\"\(f(lx))\" y=\"\(f(ly))\" class=\"edge\" fill=\"\(colour)\"\(anchor)>\(HTML.escape(edge.label))</text>\n"
        }
        return out
    }

    static let labelCharWidth = 6.7

    /// Where an arrow's label goes, and whether it ends there (text-anchor end) or starts there.
    /// A value's label sits at its arrow's midpoint; a dependency's beside its arrowhead, so the
    /// labels of several arrows leaving one box do not collide.
    static func labelPlace(_ edge: TreeGraph.Edge, from: Placed, to: Placed) -> (Double, Double, Bool)? {
        guard !edge.label.isEmpty else { return nil }
        let (x1, y1, x2, y2) = (from.centerX, from.y + from.height, to.centerX, to.y)
        if y2 <= y1 { return (max(from.x + from.width, to.x + to.width) + 36, (from.y + from.height / 2 + to.y + to.height / 2) / 2, false) }
        if edge.kind == .passes && abs(x2 - x1) < 20 { return ((x1 + x2) / 2 + 6, (y1 + y2) / 2 + 4, false) }
        let leftward = x2 < x1 - 1
        return (x2 + (leftward ? -7 : 7), y2 - 6, leftward)
    }

    /// The right-most point any label reaches, so the picture is wide enough for it.
    static func labelsRight(_ graph: TreeGraph, _ placed: [String: Placed]) -> Double {
        graph.edges.compactMap { edge -> Double? in
            guard let from = placed[edge.from], let to = placed[edge.to],
                  let (x, _, endAnchored) = labelPlace(edge, from: from, to: to) else { return nil }
            return endAnchored ? x : x + Double(edge.label.count) * labelCharWidth
        }.max() ?? 0
    }

    static func draw(_ placed: Placed) -> String {
        let box = placed.box
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
            out += "<text x=\"\(f(placed.x + padding))\" y=\"\(f(y))\">\(HTML.escape(line))</text>"
        }
        return out + "</g>\n"
    }

    /// Coordinates with one decimal: enough for a screen, short in the page.
    static func f(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
    }
}
