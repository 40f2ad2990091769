/// How `spec trace` says what a render read: the values a state went through before it, and
/// the environment entries the view follows.
extension TraceBuilder {
    /// Past this many bytes a render's list of values keeps its start and its last part only.
    static let chainLimit = 600

    /// `change` with `part` after `separator`; past `chainLimit`, with the parts between elided
    /// (`1 → 2 → … → 100000`). A loop that writes a state a hundred thousand times before one
    /// render made a list as long, and each write copied it: a trace that took minutes.
    static func chained(_ change: String, _ separator: String, _ part: String) -> String {
        guard change.utf8.count > chainLimit else { return change + separator + part }
        let elided = separator + "…" + separator
        // Once written, the marker is followed by one part only, so the list stays this long.
        if let marker = change.range(of: elided, options: .backwards) { return change[..<marker.upperBound] + part }
        return change + elided + part
    }

    /// What a render read. An environment entry is followed through the property that declares
    /// it, `@Environment(\.accent)`, whether or not the body reads the property (§17), so it is
    /// said apart from what the body read.
    static func readsLine(_ dependencies: [Dependency], by node: NodeRef, names: EventNames) -> LineText {
        if dependencies.isEmpty { return "its body read no state or model" }
        let followed = dependencies.filter { if case .environment = $0 { true } else { false } }
        if followed.isEmpty { return "its body read \(reads: dependencies, by: node, names: names)" }
        let read = dependencies.filter { if case .environment = $0 { false } else { true } }
        if read.isEmpty { return "it follows \(reads: followed, by: node, names: names), through the property that declares it" }
        return "its body read \(reads: read, by: node, names: names); it follows \(reads: followed, by: node, names: names), through the property that declares it"
    }
}
