/// Why a node must render again: a value its last render read was written. A state write's reason
/// names the writer by its path, which a node builds from the root when first asked for, so it is
/// worded only when the log or a message reads it: a leaf's tap in a run that keeps no log then
/// walks no ancestors.
enum Invalidation {
    case reason(String)
    /// The holder `name` of `writer` was written. The node is kept, not its id: a node destroyed
    /// since keeps the name it had, so the words are those a write would have had at once.
    case stateWritten(name: String, writer: Node?)

    /// The words of the reason.
    var text: String {
        switch self {
        case .reason(let text): return text
        case .stateWritten(let name, let writer): return Graph.stateChanged(name, of: writer)
        }
    }

    /// The render's cause, as the log and the message of a screen that never settles say it.
    var cause: RenderCause { .dependency(text) }
}

extension Graph {
    /// The words for a written holder, as a render's cause says them.
    static func stateChanged(_ name: String, of writer: Node?) -> String {
        words("state ", name, " of ", writer?.ref.path ?? "a removed node", " changed")
    }
}
