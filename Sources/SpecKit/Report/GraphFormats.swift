/// Colours and words shared by every drawing of a tree, so DOT, Mermaid and SVG agree.
enum GraphStyle {
    static func stroke(_ activity: TreeSnapshot.Activity) -> String {
        switch activity {
        case .created: return "#2e7d32"
        case .rendered: return "#e65100"
        case .skipped: return "#9e9e9e"
        case .unchanged: return "#455a64"
        }
    }

    static func fill(_ kind: TreeGraph.BoxKind) -> String {
        switch kind {
        case .component: return "#ffffff"
        case .model: return "#f3e5f5"
        case .counter: return "#ede7f6"
        case .clock: return "#e0f2f1"
        case .storage: return "#fff8e1"
        }
    }

    static let legend = ["green: created in this step · orange: body ran · dashed grey: init only, body skipped",
                         "solid arrow: passes a value to · dashed arrow: depends on (a write runs the reader again)"
                            + " · dotted arrow: reads an environment entry set on that view"]
}

/// Graphviz DOT: `dot -Tsvg` draws it.
public enum DOTFormat {
    public static func render(_ graph: TreeGraph) -> String {
        var out = "digraph tree {\n"
        out += "  graph [rankdir=TB, fontname=\"Helvetica\", fontsize=12, labelloc=t, label=\(quote(([graph.caption] + GraphStyle.legend).joined(separator: "\n")))];\n"
        out += "  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=11];\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=10];\n"
        for box in graph.boxes {
            // \l ends a left-justified line in a Graphviz label.
            let label = "\"" + escape(box.title) + "\\n" + box.lines.map { escape($0) + "\\l" }.joined() + "\""
            var style = box.kind == .component ? "rounded,filled" : "filled"
            if box.activity == .skipped { style += ",dashed" }
            let width = box.activity == .created || box.activity == .rendered ? 2 : 1
            out += "  \(box.id) [label=\(label), style=\"\(style)\", color=\"\(GraphStyle.stroke(box.activity))\", "
                + "penwidth=\(width), fillcolor=\"\(GraphStyle.fill(box.kind))\""
                + (box.kind == .component ? "" : ", shape=note") + "];\n"
        }
        for edge in graph.edges {
            let style = edge.kind == .passes ? "solid" : edge.kind == .environment ? "dotted" : "dashed"
            let color = edge.kind == .dependsOn ? "#7b1fa2" : edge.kind == .environment ? "#00796b" : nil
            out += "  \(edge.from) -> \(edge.to) [label=\(quote(edge.label)), style=\(style)"
                + (color.map { ", color=\"\($0)\", fontcolor=\"\($0)\"" } ?? "") + "];\n"
        }
        return out + "}\n"
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
    }

    static func quote(_ text: String) -> String { "\"\(escape(text))\"" }
}

/// Mermaid flowchart: GitHub renders it inside a ```mermaid block.
public enum MermaidFormat {
    public static func render(_ graph: TreeGraph) -> String {
        // The title is YAML front matter: a double-quoted scalar takes any caption.
        let title = graph.caption.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        var out = "---\ntitle: \"\(title)\"\n---\nflowchart TD\n"
        for box in graph.boxes {
            let text = "<b>\(escape(box.title))</b><br/>" + box.lines.map(escape).joined(separator: "<br/>")
            out += box.kind == .component ? "  \(box.id)[\"\(text)\"]\n" : "  \(box.id)([\"\(text)\"])\n"
        }
        for edge in graph.edges {
            let arrow = edge.kind == .passes ? "-->" : "-.->"
            out += edge.label.isEmpty ? "  \(edge.from) \(arrow) \(edge.to)\n"
                                      : "  \(edge.from) \(arrow)|\"\(escape(edge.label))\"| \(edge.to)\n"
        }
        for activity in [TreeSnapshot.Activity.created, .rendered, .skipped] {
            let ids = graph.boxes.filter { $0.activity == activity }.map(\.id)
            guard !ids.isEmpty else { continue }
            let dash = activity == .skipped ? ",stroke-dasharray:4 3" : ""
            out += "  classDef \(activity.rawValue) stroke:\(GraphStyle.stroke(activity)),stroke-width:2px\(dash)\n"
            out += "  class \(ids.joined(separator: ",")) \(activity.rawValue)\n"
        }
        let values = graph.boxes.filter { $0.kind != .component }.map(\.id)
        if !values.isEmpty {
            out += "  classDef value fill:\(GraphStyle.fill(.model))\n  class \(values.joined(separator: ",")) value\n"
        }
        return out
    }

    /// Mermaid reads `#…;` as an entity and quotes end a label; both become entities.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "#", with: "#35;").replacingOccurrences(of: "\"", with: "#quot;")
            .replacingOccurrences(of: "<", with: "#lt;").replacingOccurrences(of: ">", with: "#gt;")
    }
}
