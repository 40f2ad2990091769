/// The check-time types of a task's own statements, where they are certain before a run: a
/// sleep's duration, a `Task { }` kept in a property of another type, a `cancel()` of a value
/// that is not a task, and an await added with `+=` (docs/semantics.md §27, §63). The run
/// refuses each too, but only when it gets there.
extension TypeCheck {
    /// `await sleep("300")`: Swift's `.milliseconds(_:)` takes a number; the run's words.
    func checkSleepDuration(_ duration: Expr, in env: DeclaredTypes.Names) {
        guard let t = rules.type(of: duration, in: env), t != .int, Self.isCertain(t) else { return }
        report(Diagnostic("sleep takes milliseconds as an Int; \(duration.source) is not", at: duration.location))
    }

    /// `n = Task { … }` where `n` is an Int: Swift's "cannot assign value of type
    /// 'Task<(), Never>' to type 'Int'", as the export refuses one property given two types.
    func checkTaskHandle(_ handle: Expr, body: [Statement], throwing: Bool, in env: DeclaredTypes.Names) {
        guard let stored = rules.type(of: handle, in: env), Self.isCertain(stored) else { return }
        // What the closure returns names the task's value: `()` for none, as Swift prints Void.
        let returned = body.first { $0.returnsValue }.flatMap { s -> SwiftType? in
            if case .returnValue(let value) = s.kind { rules.type(of: value, in: env) } else { nil }
        }
        let value = returned?.description ?? (body.contains(where: \.returnsValue) ? "_" : "()")
        let task = "Task<\(value), \(throwing ? "any Error" : "Never")>"
        report(Diagnostic("cannot assign value of type '\(task)' to type '\(stored)'", at: handle.location,
                          hint: "\(handle.source) is \(DeclaredTypes.described(stored)); keep the task in a holder of its own, `state: { pending: nil }`, and write `pending = Task { … }`"))
    }

    /// `query.cancel()` where `query` is a String: only a kept task has `cancel()`; the run's
    /// words, without the value, which only the run knows.
    func checkCancelled(_ call: Expr, in env: DeclaredTypes.Names) {
        guard case .call(let base?, TaskHandles.cancel, _) = call.kind, !base.isBinding, !base.isOptionalChain,
              let t = rules.linkType(of: base, in: env), Self.isCertain(t), !t.isNominal else { return }
        report(Diagnostic("\(base.source.quotable) is \(t), not a task; only a task kept with `\(base.source) = Task { … }` can be cancelled",
                          at: call.location))
    }

    /// `items += await load(page)`: the value the await gives, added as `+=` adds (§27.10); a
    /// request's from its `returns:`, a method's or a kept task's from its type.
    func checkAwaitedCompound(_ s: Statement, in env: DeclaredTypes.Names) {
        guard s.awaitOp != .assign, let target = s.awaitTarget, !s.swallowsErrors else { return }
        let given: SwiftType?
        switch s.kind {
        case .request(let name, let argument, _):
            // The request's `returns:` is declared at the top of the spec.
            found.readsWholeSpec = true
            var argumentType: [String: SwiftType] = [:]
            if let argument, let t = rules.type(of: argument, in: env) { argumentType["argument"] = t }
            given = rules.spec.request(named: name)?.returns.flatMap { rules.type(of: $0, in: argumentType) }
        case .awaitCall(let call, _), .awaitTask(let call, _):
            given = rules.type(of: call, in: env)
        default:
            given = nil
        }
        guard let given else { return }
        let awaited = String(s.source.dropFirst(target.source.count + s.awaitOp.rawValue.count + 2))
        checkCompound(s.awaitOp, given, of: Expr(.name(awaited), at: s.location, source: awaited), to: target, in: env)
    }

    /// A type the checks are sure of and that is no optional or task: a value's, a list's.
    private static func isCertain(_ t: SwiftType) -> Bool { DeclaredTypes.isPlain(t) || t.isList }
}
