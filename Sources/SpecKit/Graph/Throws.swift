/// `throw LoadError.offline` (docs/semantics.md §79, §80): the error it throws, which in a task
/// goes where an await's goes, and in code that runs at once (an action's `do`, a method
/// declared `throws`) leaves each closure up to the `do` whose `catch` takes it.
extension Graph {
    /// The error `e` names: a declared case, `CancellationError()`, or the error a `catch`
    /// bound, thrown again. The checks hold `e` to these before the run; a spec built in code
    /// without them gets the same error here.
    func thrownError(_ e: Expr, in scope: NodeScope) throws -> ThrownError {
        if case .name(let name) = e.kind, let caught = CaughtErrors.thrownError(from: try scope.lookup(name, at: e.location)) {
            return caught
        }
        // A case with values: each evaluated where it is thrown, and its text with them (§84).
        if let found = spec.thrownCase(e), let arguments = found.arguments {
            let (type, c) = (found.type, found.case)
            var values: [Argument] = []
            for (value, argument) in zip(c.values, arguments) {
                values.append(Argument(label: value.label ?? "", value: try Evaluator.evaluate(argument.value, in: scope)))
            }
            var description = c.description
            if let text = c.text {
                let named = values.filter { !$0.label.isEmpty }.map { ($0.label, $0.value) }
                if case .string(let said) = try Evaluator.evaluate(text, in: scope.with(Dictionary(named, uniquingKeysWith: { a, _ in a }))) {
                    description = said
                }
            }
            return .declared(type: type.name, name: c.name, description: description, values: values)
        }
        guard let error = spec.thrownError(e) else {
            throw Diagnostic("`throw \(e.source)` throws no error the spec declares", at: e.location, hint: spec.knownTypesHint)
        }
        return error
    }

    /// A `do` in code that runs at once: its block, and if an error leaves it, the first clause
    /// that takes the error (its `where` holding, §81), with the error bound as the clause's constant. An error no clause
    /// takes goes on out. `run` runs a block as the caller runs its own; its result is the
    /// caller's (false when a guard returned).
    func runDo<R>(_ body: [Statement], _ clauses: [CatchClause], in scope: NodeScope,
                  run: ([Statement], NodeScope) throws -> R) throws -> R {
        do {
            return try run(body, scope)
        } catch let thrown as ThrownOut {
            let choice = try chooseClause(clauses, for: thrown.error, in: scope)
            guard let clause = choice.clause else {
                if !choice.why.passed.isEmpty { emit(.errorPassedBy(node: scope.node.ref, task: nil, thrown: thrown.error.name, passed: choice.why.passed)) }
                throw thrown
            }
            emit(.errorCaughtAtOnce(node: scope.node.ref, clause: clause.head, thrown: thrown.error.name, why: choice.why))
            let inner = choice.bindings.isEmpty ? scope : scope.with(choice.bindings)
            return try run(clause.body, inner)
        }
    }
}

/// An error thrown in code that runs at once, on its way to the `do` that takes it: a Swift
/// error, so that it leaves every evaluation and runner between (§80).
struct ThrownOut: Error, CustomStringConvertible {
    let error: ThrownError
    let location: Location

    /// As a run error, should one reach a place nothing takes it (the checks refuse such code).
    var diagnostic: Diagnostic {
        Diagnostic("\(error.name) is thrown here, and nothing takes it", at: location,
                   hint: "put the call in a `do { … } catch { … }`, or write it `try?`")
    }
    var description: String { diagnostic.description }
}
