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

    /// `x.objectWillChange.send()` where `x` is no ObservableObject: Swift's "value of type 'M'
    /// has no member 'objectWillChange'". `what` names the value: "Store#1 is …" at the run,
    /// "store is …" before it, where the model's kind is certain (TypeCheck+SwiftForms.swift).
    static func notAnObject(_ call: Expr, what: String, kind: ModelKind?, type: String?) -> Diagnostic {
        let described = switch kind {
        case .struct?: "a struct \(type ?? "")"
        case .class?: "a plain class \(type ?? "")"
        case .observable?: "an @Observable \(type ?? "")"
        case .observableObject?, nil: ""
        }
        let plain = kind == .class ? type : nil
        return Diagnostic("\(call.source.quotable): only an ObservableObject has objectWillChange; \(what)\(described.isEmpty ? "" : " is " + described)",
                          at: call.location,
                          hint: plain.map { "make \($0) `kind: observable-object` to publish by hand, or `kind: observable` to have its writes told" }
                              ?? (kind == .struct ? "a struct is a value: writing its field writes the holder that keeps it, whose readers are told; write the field"
                                  : "an @Observable model tells its readers when a field is written: write the field"))
    }
}
