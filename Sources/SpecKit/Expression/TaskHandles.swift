/// A `Task { … }` kept in a property, as `@State private var pending: Task<Void, Never>?` holds
/// one: `pending = Task { … }` stores its handle, `pending?.cancel()` cancels it, and `pending =
/// nil` forgets it (docs/semantics.md §63).
enum TaskHandles {
    /// The method of a handle the language has.
    static let cancel = "cancel"
    /// `await pending?.value`: what the task's closure returns, once it has ended (§67).
    static let value = "value"

    /// `pending?.cancel()` as a statement, with the value `pending` holds: the task to cancel,
    /// or nothing to do (a nil `pending?` stops the chain before this, §66); an error for anything
    /// but a handle, or for nil without `?.`.
    static func taskToCancel(_ receiver: Value, _ call: Expr) throws -> TaskHandle? {
        guard case .call(let chained?, _, let args) = call.kind else { return nil }
        if !args.isEmpty {
            throw Diagnostic("\(call.source.quotable) does not match cancel()", at: call.location, hint: "a task's cancel() takes no arguments")
        }
        // `pending?`: the handle as written, for the messages.
        let base = chained.unbound
        return try handle(receiver, of: base, in: call, chained: chained.isOptionalChain,
                          chainedForm: "`\(base.source)?.cancel()`, which does nothing", use: "can be cancelled")
    }

    /// `await pending?.value`'s handle, from the value `pending` holds: the task to wait for, or
    /// nil through `?.` when none is kept; an error for anything but a handle, or nil without `?.`.
    static func taskToAwait(_ receiver: Value, _ expr: Expr) throws -> TaskHandle? {
        guard case .member(let chained, _) = expr.kind else { return nil }
        let base = chained.unbound
        return try handle(receiver, of: base, in: expr, chained: chained.isOptionalChain,
                          chainedForm: "`await \(base.source)?.value`, which gives nil", use: "has a value to await")
    }

    /// The task `base` holds for `use`, or nil through `?.`; nil without it is an error, as `.` on
    /// an optional does not compile in Swift (the check refuses it where the type is known), and
    /// anything but a handle is not a task.
    private static func handle(_ receiver: Value, of base: Expr, in use: Expr, chained: Bool, chainedForm: String,
                               use what: String) throws -> TaskHandle? {
        switch receiver {
        case .task(let handle):
            return handle
        case .null where chained:
            return nil
        case .null:
            throw Diagnostic("\(base.source) is nil here; \(use.source.quotable) uses it without `?.`, which Swift does not compile for an optional", at: use.location,
                             hint: "write \(chainedForm) while no task is kept")
        default:
            throw Diagnostic("\(base.source.quotable) is \(receiver.typeName) \(receiver.literal), not a task; only a task kept with `\(base.source) = Task { … }` \(what)",
                             at: use.location)
        }
    }
}
