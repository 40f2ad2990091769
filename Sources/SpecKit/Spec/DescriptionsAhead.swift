/// `error.localizedDescription` of an error type the spec declares without texts is the
/// platform's: Foundation bridges a Swift error that is no `LocalizedError` to an `NSError`
/// whose description names the module, the type and the case's number ("The operation couldn’t
/// be completed. (App.SaveError error 0.)"), which the engine does not know. The run stops where
/// it reads one (CaughtErrors.swift); `spec check` refuses the read before the run where a case
/// with no text can reach the `catch` that reads it: thrown in the `do` (in a block, a method it
/// calls with `try` or awaits, or again by an inner `catch`), and not taken by a clause before
/// (docs/semantics.md §79.3). What an await of a kept task throws is left to the run.
extension SpecValidator {
    /// A declared error case as the check follows it: its type and name.
    fileprivate struct Thrown: Hashable {
        let type: String
        let name: String
        var error: ThrownError { .declared(type: type, name: name, description: nil) }
    }

    /// Refuses the first read of a clause's caught error's description that a case of no text
    /// can reach, in the run's words.
    mutating func refuseUnknownDescriptions(_ body: [Statement], _ clauses: [CatchClause]) {
        let reads = clauses.map { clause in clause.constant.flatMap { Self.descriptionRead(of: $0, in: clause.body, conditions: clause.conditions) } }
        guard reads.contains(where: { $0 != nil }) else { return }
        // The error types are the whole spec's (ChecksAhead.swift).
        let types = declaredErrorTypeNames.compactMap { spec.errorType(named: $0) }
        let textless = types.flatMap { type in type.cases.filter { $0.description == nil && $0.text == nil }.map { (type, $0) } }
        guard !textless.isEmpty else { return }
        var visiting: Set<String> = []
        var remaining = thrownCases(body, rethrown: [:], visiting: &visiting)
        for (clause, read) in zip(clauses, reads) {
            let reaching = remaining.filter { t in clause.items.isEmpty || clause.items.contains { $0.matches(t.error) } }
            remaining = remaining.filter { !Self.takes(clause, $0) }
            guard let read else { continue }
            // The first case of no text that reaches it, in the order `errors:` declares them. A
            // clause none reaches never runs, whatever it reads (`catch let e as OtherError`).
            guard let (type, c) = textless.first(where: { reaching.contains(Thrown(type: $0.0.name, name: $0.1.name)) }) else { continue }
            report(CaughtErrors.textUnknown(type: type.name, name: c.name, key: c.values.isEmpty ? c.name : "\"\(c.declared)\"", at: read))
        }
    }

    /// Whether the clause takes the error whatever its values and conditions: a pattern that
    /// matches it with no `where`, and no value to match in a case's parentheses.
    fileprivate static func takes(_ clause: CatchClause, _ thrown: Thrown) -> Bool {
        clause.takesEverything || clause.items.contains { item in
            guard item.condition == nil, item.matches(thrown.error) else { return false }
            if case .value(_, _, let payload?)? = item.pattern { return payload.allSatisfy(\.takesAny) }
            return true
        }
    }

    /// The declared cases that can leave `statements`: thrown there, or by a method they call
    /// with `try` or await, or again (`throw error`) by a clause that took them.
    fileprivate func thrownCases(_ statements: [Statement], rethrown: [String: Set<Thrown>], visiting: inout Set<String>) -> Set<Thrown> {
        var out: Set<Thrown> = []
        for s in statements {
            switch s.kind {
            case .throwError(let e):
                if case .name(let constant) = e.kind { out.formUnion(rethrown[constant] ?? []) }
                else if let (type, c, _) = spec.thrownCase(e) { out.insert(Thrown(type: type.name, name: c.name)) }
            case .ifElse(_, let then, let otherwise):
                out.formUnion(thrownCases(then + otherwise, rethrown: rethrown, visiting: &visiting))
            case .switchCases(let sw):
                out.formUnion(thrownCases(sw.statements, rethrown: rethrown, visiting: &visiting))
            case .animated(_, let body), .forAwait(_, _, let body):
                out.formUnion(thrownCases(body, rethrown: rethrown, visiting: &visiting))
            case .doCatch(let body, let clauses):
                var remaining = thrownCases(body, rethrown: rethrown, visiting: &visiting)
                for clause in clauses {
                    let reaching = remaining.filter { t in clause.items.isEmpty || clause.items.contains { $0.matches(t.error) } }
                    var inner = rethrown
                    if let constant = clause.constant { inner[constant] = reaching }
                    out.formUnion(thrownCases(clause.body, rethrown: inner, visiting: &visiting))
                    remaining = remaining.filter { !Self.takes(clause, $0) }
                }
                out.formUnion(remaining)
            case .awaitCall(let call, _) where !s.swallowsErrors:
                out.formUnion(thrownByMethods(in: call, throwingOnly: false, visiting: &visiting))
            case .spawn, .deferred:
                // A `Task { }` keeps its errors; no error leaves a `defer` body (§77).
                continue
            default:
                if s.triesCall { s.expressions.forEach { out.formUnion(thrownByMethods(in: $0, throwingOnly: true, visiting: &visiting)) } }
            }
        }
        return out
    }

    /// What the methods called in `e` throw, each model's method of that name (as the run finds
    /// one by its name); `throwingOnly` keeps to those declared `throws`, as a `try` call's are.
    fileprivate func thrownByMethods(in e: Expr, throwingOnly: Bool, visiting: inout Set<String>) -> Set<Thrown> {
        var out: Set<Thrown> = []
        if case .call(_, let name, _) = e.kind {
            for model in spec.models {
                guard let method = model.method(named: name), !throwingOnly || method.isThrowing,
                      visiting.insert(model.name + "." + name).inserted else { continue }
                out.formUnion(thrownCases(method.statements, rethrown: [:], visiting: &visiting))
            }
        }
        for x in e.kind.subexpressions { out.formUnion(thrownByMethods(in: x, throwingOnly: throwingOnly, visiting: &visiting)) }
        return out
    }

    /// Where a clause first reads `constant.localizedDescription`: in its `where`, or its block,
    /// not past a `catch` inside that binds the same name to another error.
    fileprivate static func descriptionRead(of constant: String, in statements: [Statement], conditions: [Expr]) -> Location? {
        func read(_ e: Expr) -> Location? {
            if case .member(let base, CaughtErrors.description) = e.kind, case .name(constant) = base.kind { return e.location }
            for x in e.kind.subexpressions { if let found = read(x) { return found } }
            return nil
        }
        func read(_ statements: [Statement]) -> Location? {
            for s in statements {
                switch s.kind {
                case .doCatch(let body, let clauses):
                    if let found = read(body) { return found }
                    for clause in clauses where clause.constant != constant {
                        if let found = clause.conditions.lazy.compactMap(read).first ?? read(clause.body) { return found }
                    }
                case .ifElse(let condition, let then, let otherwise):
                    if let found = read(condition) ?? read(then) ?? read(otherwise) { return found }
                case .switchCases(let sw):
                    if let found = read(sw.subject) ?? read(sw.statements) { return found }
                case .spawn(let body, _), .animated(_, let body), .forAwait(_, _, let body), .deferred(let body):
                    if let found = read(body) { return found }
                default:
                    if let found = s.expressions.lazy.compactMap(read).first { return found }
                }
            }
            return nil
        }
        return conditions.lazy.compactMap(read).first ?? read(statements)
    }
}
