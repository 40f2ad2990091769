/// Checks of `do { … } catch { … }` (docs/semantics.md §75): a `catch` that nothing in the `do`
/// can reach, as Swift warns, and what a `do` block cannot hold.
extension SpecValidator {
    mutating func checkDoCatch(_ s: Statement, _ body: [Statement], _ clauses: [CatchClause], visible: [String],
                               in component: ComponentDecl, inTask: Bool) {
        refuseTasksOwn(in: body + clauses.flatMap(\.body), place: "a `do` block here", statement: "do")
        // Swift: "'catch' block is unreachable because no errors are thrown in 'do' block".
        // An await of a method no model declares is taken to throw: its own error says what is wrong.
        // A throwing method called without `try` has its own error: the `do` is taken to throw.
        if let first = clauses.first, !body.contains(where: { $0.throwsOut(methodThrows: { spec.awaitedMethodThrows($0) ?? true }) }),
           !callsThrowingMethod(body) {
            report(Diagnostic("this `catch` never runs: nothing in the `do` block throws", at: first.location,
                              hint: "an error comes from an await not written `try?`: `try await sleep(…)`, `try await load()`; "
                                  + "without one, write the statements alone, as Swift warns that the catch block is unreachable"))
        }
        // A `catch` that takes every error handles what the block throws, in an action too (§80);
        // one with a `where` never does (§81).
        let takesAll = clauses.contains(where: \.takesEverything)
        if takesAll { errorsHandled += 1 } else { partialCatches += 1 }
        check(body.filter(Self.checkedInBlock), visible: visible, in: component, inTask: inTask)
        if takesAll { errorsHandled -= 1 } else { partialCatches -= 1 }
        refuseUnknownDescriptions(body, clauses)
        for clause in clauses {
            // A `where` sees its item's constant: `error` for a bare `where`, or the `let`'s name.
            for item in clause.items {
                // A case pattern's values are expressions of the `do`'s scope (§84).
                if case .value(_, _, let payload?)? = item.pattern {
                    for value in payload.compactMap(\.value) { check(value, visible: visible, in: component) }
                }
                guard let condition = item.condition else { continue }
                let bound = item.binding ?? (item.pattern == nil ? "error" : nil)
                withCaught(bound, typed: clause.items.count == 1 ? clause.constantType : nil) {
                    $0.reportOtherUses(of: bound, typed: clause.items.count == 1 ? clause.constantType : nil, in: [], condition: condition)
                    $0.check(condition, visible: visible + (bound.map { [$0] } ?? []) + (item.pattern?.boundNames ?? []), in: component)
                }
            }
            reportOtherUses(of: clause.constant, typed: clause.constantType, in: clause.body, condition: nil)
            // The names a case pattern binds are constants of the block (§84).
            let values = clause.items.count == 1 ? clause.items[0].pattern?.boundNames ?? [] : []
            letConstants += values
            withCaught(clause.constant, typed: clause.constantType) {
                $0.check(clause.body.filter(Self.checkedInBlock), visible: visible + (clause.constant.map { [$0] } ?? []) + values, in: component, inTask: inTask)
            }
            letConstants.removeLast(values.count)
        }
    }

    /// Runs `check` with `constant` among the caught errors, typed as `catch let e as T` gives it.
    private mutating func withCaught(_ constant: String?, typed type: String?, _ check: (inout SpecValidator) -> Void) {
        guard let constant else { return check(&self) }
        caughtErrors.append(constant)
        let outer = caughtTypes[constant]
        caughtTypes[constant] = type
        check(&self)
        caughtTypes[constant] = outer
        caughtErrors.removeLast()
    }

    /// `error`, or the name of a `catch let`, is read with `is`, `.localizedDescription` and, typed
    /// by `as`, `==` alone (§75.5, §81).
    private mutating func reportOtherUses(of constant: String?, typed type: String?, in body: [Statement], condition: Expr?) {
        guard let constant else { return }
        let uses = CaughtErrors.otherUses(of: constant, in: body) + (condition.map { CaughtErrors.otherUses(of: constant, inExpression: $0) } ?? [])
        // Typed by `as` a type the spec declares, it is compared with a case too.
        let compared = type.flatMap { declaredErrorType(named: $0) }.map { ", `\(constant) is \($0.name)` or `\(constant) == \($0.name).\($0.cases.first?.name ?? "…")`" }
        for location in uses {
            report(Diagnostic("the `\(constant)` a `catch` binds is read here only as `\(constant).localizedDescription`" + (compared ?? " or `\(constant) is CancellationError`"), at: location,
                              hint: "what an error prints, and its type's other members, are the platform's; tell errors apart with `is`, or by clause: `catch is CancellationError { … }`"))
        }
    }

    /// Whether the statements call a method declared `throws`, however the call is marked.
    func callsThrowingMethod(_ statements: [Statement]) -> Bool {
        guard !throwingMethods.isEmpty else { return false }
        func calls(_ e: Expr) -> Bool {
            if case .call(_, let name, _) = e.kind, throwingMethods.contains(name) { return true }
            return e.kind.subexpressions.contains(where: calls)
        }
        return statements.flatMap(\.flattenedOutsideTasks).contains { $0.expressions.contains(where: calls) }
    }
}
