/// A `Task { … }` kept in a property, as `@State private var pending: Task<Void, Never>?` holds
/// one: `pending = Task { … }` stores its handle, `pending?.cancel()` cancels it, and `pending =
/// nil` forgets it (docs/semantics.md §63).
enum TaskHandles {
    /// The one method of a handle the language has.
    static let cancel = "cancel"

    /// `pending?.cancel()` as a statement, with the value `pending` holds: the task to cancel,
    /// or nothing to do (a nil `pending?` stops the chain before this, §66); an error for anything but a handle, or for nil without `?.`.
    static func taskToCancel(_ receiver: Value, _ call: Expr) throws -> TaskHandle? {
        guard case .call(let chained?, _, let args) = call.kind else { return nil }
        // `pending?`: the handle as written, for the messages.
        let base = chained.unbound
        if !args.isEmpty {
            throw Diagnostic("\(call.source.quotable) does not match cancel()", at: call.location, hint: "a task's cancel() takes no arguments")
        }
        switch receiver {
        case .task(let handle):
            return handle
        case .null where chained.isOptionalChain:
            return nil
        case .null:
            throw Diagnostic("\(base.source) is nil here; \(call.source.quotable) unwraps it, which traps in Swift", at: call.location,
                             hint: "write `\(base.source)?.cancel()`, which does nothing while no task is kept")
        default:
            throw Diagnostic("\(base.source.quotable) is \(receiver.typeName) \(receiver.literal), not a task; only a task kept with `\(base.source) = Task { … }` can be cancelled",
                             at: call.location)
        }
    }
}
