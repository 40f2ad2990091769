/// The words of an ObservableObject's publisher an action may use: `store.objectWillChange.send()`
/// (docs/semantics.md §15).
enum ObservableObjects {
    static let objectWillChange = "objectWillChange"
    static let send = "send"

    /// Whether `call` is `x.objectWillChange.send()`.
    static func isSend(_ call: Expr) -> Bool {
        guard case .call(let base?, send, let args) = call.kind, args.isEmpty, case .member(_, objectWillChange) = base.kind else { return false }
        return true
    }
}
