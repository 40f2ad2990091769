/// The words of an ObservableObject's publisher an action may use: `store.objectWillChange.send()`
/// (docs/semantics.md §15).
enum ObservableObjects {
    static let objectWillChange = "objectWillChange"
    static let send = "send"

    /// Whether `call` is `x.objectWillChange.send()`, or the bare `objectWillChange.send()`.
    static func isSend(_ call: Expr) -> Bool { sender(of: call) != nil }

    /// The object `call` sends on: `x` in `x.objectWillChange.send()`, and `self` in the bare
    /// `objectWillChange.send()` that a class's own code (a method, a didSet) writes, as Swift
    /// reads a member of the instance by its bare name.
    static func sender(of call: Expr) -> Expr? {
        guard case .call(let base?, send, let args) = call.kind, args.isEmpty else { return nil }
        switch base.kind {
        case .member(let owner, objectWillChange): return owner
        case .name(objectWillChange): return Expr(.name("self"), at: base.location, source: "self")
        default: return nil
        }
    }
}
