/// Folds long runs of like siblings — a for-each's rows — into one box, so a picture of a list of
/// fifty rows stays as wide as a few: the first row and the last stay, the rows between become
/// `⋯ 48 more Row`, and their arrows leave from that box. A run is siblings of one component that
/// went through the same thing in the step, so a row that rendered is never folded among rows
/// that did not.
extension TreeGraph {
    /// The graph with each run of at least `atLeast` siblings folded, and how many boxes were hidden.
    public func foldingRuns(atLeast: Int = 6, keepFirst: Int = 1, keepLast: Int = 1) -> (graph: TreeGraph, hidden: Int) {
        let children = Dictionary(grouping: boxes.filter { $0.parent != nil }, by: { $0.parent ?? "" })
        var folded: [String: String] = [:]   // hidden box → the box that stands for it
        var summaries: [String: Box] = [:]   // first hidden row → its summary box
        for (_, kids) in children {
            var start = 0
            while start < kids.count {
                var end = start
                while end + 1 < kids.count, kids[end + 1].title == kids[start].title, kids[end + 1].activity == kids[start].activity {
                    end += 1
                }
                let run = Array(kids[start...end])
                if run.count >= atLeast {
                    let hidden = run[keepFirst..<(run.count - keepLast)]
                    let first = hidden[hidden.startIndex], last = hidden[hidden.index(before: hidden.endIndex)]
                    let id = "fold\(first.id)"
                    let places = [first, last].map { $0.lines.first ?? "" }
                    summaries[first.id] = Box(id: id, kind: .component, title: "⋯ \(hidden.count) more \(first.title)",
                                              lines: ["first \(places[0])", "last \(places[1])", Self.said(first.activity)],
                                              activity: first.activity, level: first.level, parent: first.parent)
                    for box in hidden { folded[box.id] = id }
                }
                start = end + 1
            }
        }
        guard !folded.isEmpty else { return (self, 0) }
        // Boxes below a folded row are hidden with it, and stand under its summary too.
        var changed = true
        while changed {
            changed = false
            for box in boxes where folded[box.id] == nil {
                if let parent = box.parent, let standIn = folded[parent] { folded[box.id] = standIn; changed = true }
            }
        }
        var graph = self
        graph.boxes = []
        for box in boxes {
            if let summary = summaries[box.id] { graph.boxes.append(summary) }
            if folded[box.id] == nil { graph.boxes.append(box) }
        }
        graph.edges = []
        var seen: [String: Int] = [:]   // an arrow's key → its place in graph.edges
        for edge in edges {
            var e = edge
            e.from = folded[e.from] ?? e.from
            e.to = folded[e.to] ?? e.to
            guard e.from != e.to else { continue }
            let key = "\(e.from)>\(e.to) \(e.kind) \(e.label)"
            if let index = seen[key] {
                graph.edges[index].count += e.count
            } else {
                seen[key] = graph.edges.count
                graph.edges.append(e)
            }
        }
        return (graph, folded.count)
    }

    /// What the folded rows went through, in the legend's words.
    static func said(_ activity: TreeSnapshot.Activity) -> String {
        switch activity {
        case .created: return "all created in this step"
        case .rendered: return "all ran their bodies"
        case .skipped: return "all init only, body skipped"
        case .unchanged: return "none changed in this step"
        }
    }
}
