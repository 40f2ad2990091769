/// The check-time types of a task's own statements, where they are certain before a run: an
/// await added with `+=` (docs/semantics.md §27). The run refuses it too, but only when it gets there.
extension TypeCheck {
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
}
