/// The values a state went through before the render that shows it, as `spec trace` says them.
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
}
