/// Where the boxes of a tree graph go, left to right: each subtree as wide as its widest level,
/// siblings side by side, a parent centred over its children, so no two boxes overlap however
/// wide or deep the tree. Models and counters go in a row below, each under its readers, pushed
/// apart left to right. Heights of the rows between levels are left to the routes.
struct TreeLayout {
    static let charWidth = 7.2, lineHeight = 15.0, padding = 8.0
    static let siblingGap = 24.0, margin = 12.0
    /// Longer lines (a list of fifty values) are cut with `…`; the whole line is the text's tooltip.
    static let longestLine = 48

    static func shown(_ line: String) -> String {
        line.count > longestLine ? String(line.prefix(longestLine - 1)) + "…" : line
    }

    struct Placed {
        var box: TreeGraph.Box
        var x = 0.0, y = 0.0, width: Double, height: Double
        var centerX: Double { x + width / 2 }
        var right: Double { x + width }
        var bottom: Double { y + height }
    }

    var placed: [String: Placed] = [:]
    /// The levels present, top to bottom.
    var levels: [Int] = []

    init(_ graph: TreeGraph) {
        for box in graph.boxes {
            let longest = ([box.title] + box.lines).map { TextWidth.columns(Self.shown($0)) }.max() ?? 0
            placed[box.id] = Placed(box: box, width: Double(longest) * Self.charWidth + 2 * Self.padding,
                                    height: Double(box.lines.count + 1) * Self.lineHeight + 2 * Self.padding - 2)
        }
        levels = Set(graph.boxes.map(\.level)).sorted()
        let components = graph.boxes.filter { $0.kind == .component }
        var children: [String: [String]] = [:]
        for box in components { if let parent = box.parent { children[parent, default: []].append(box.id) } }

        var span: [String: Double] = [:]
        func measure(_ id: String) -> Double {
            let kids = children[id] ?? []
            let inner = kids.map(measure).reduce(0, +) + Double(max(kids.count - 1, 0)) * Self.siblingGap
            let width = max(placed[id]?.width ?? 0, inner)
            span[id] = width
            return width
        }
        func place(_ id: String, left: Double) {
            let kids = children[id] ?? []
            let inner = kids.compactMap { span[$0] }.reduce(0, +) + Double(max(kids.count - 1, 0)) * Self.siblingGap
            var x = left + ((span[id] ?? 0) - inner) / 2
            for kid in kids {
                place(kid, left: x)
                x += (span[kid] ?? 0) + Self.siblingGap
            }
            let width = placed[id]?.width ?? 0
            placed[id]?.x = left + ((span[id] ?? 0) - width) / 2
        }
        var left = Self.margin
        for root in components where root.parent == nil || placed[root.parent ?? ""] == nil {
            _ = measure(root.id)
            place(root.id, left: left)
            left += (span[root.id] ?? 0) + Self.siblingGap
        }

        // Values under the mean of their readers, then pushed apart left to right.
        let values = graph.boxes.filter { $0.kind != .component }.map(\.id)
        var wanted: [String: Double] = [:]
        for id in values {
            let readers = graph.edges.filter { $0.to == id }.compactMap { placed[$0.from]?.centerX }
            wanted[id] = readers.isEmpty ? Self.margin : readers.reduce(0, +) / Double(readers.count)
        }
        var next = Self.margin
        for id in values.sorted(by: { wanted[$0, default: 0] < wanted[$1, default: 0] }) {
            guard let width = placed[id]?.width else { continue }
            let x = max(next, (wanted[id] ?? 0) - width / 2)
            placed[id]?.x = x
            next = x + width + Self.siblingGap
        }
    }

    /// The boxes of one level.
    func boxes(at level: Int) -> [Placed] { placed.values.filter { $0.box.level == level } }

    /// Sets each level's top; `gaps[l]` is the height of the band below level `l`.
    mutating func stack(gaps: [Int: Double]) {
        var top = Self.margin
        for level in levels {
            let ids = placed.values.filter { $0.box.level == level }.map(\.box.id)
            for id in ids { placed[id]?.y = top }
            top += (ids.compactMap { placed[$0]?.height }.max() ?? 0) + (gaps[level] ?? 0)
        }
    }

    /// The top and bottom of the band below a level, once stacked.
    func band(below level: Int) -> (top: Double, bottom: Double) {
        let top = boxes(at: level).map(\.bottom).max() ?? 0
        let next = levels.first { $0 > level }
        let bottom = next.map { boxes(at: $0).map(\.y).min() ?? top } ?? top
        return (top, bottom)
    }
}
