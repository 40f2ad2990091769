/// Checks of a kept task's failure type (docs/semantics.md §73): a `Task { }` whose closure
/// leaves a `try` uncaught is a `Task<T, Error>`, whose value is read with `try` (or `try?`);
/// a `Task<T, Never>`'s value is read with neither.
extension SpecValidator {
    /// Whether the tasks `name = Task { … }` keeps in `component` throw: nil when no statement of
    /// the component keeps one there. Several that differ are the assignments' own error.
    func keptTaskThrows(_ name: String, in component: ComponentDecl) -> Bool? {
        let kept = keptTasks(name, in: component)
        return kept.isEmpty ? nil : kept.contains(where: \.triesErrors)
    }

    /// The `name = Task { … }` statements of `component`, in order.
    func keptTasks(_ name: String, in component: ComponentDecl) -> [Statement] {
        ElementParts.all(component.body).flatMap(\.actions).flatMap { $0.statements.flatMap(\.flattened) }.filter { s in
            if case .spawn(_, let handle?) = s.kind { handle.source == name } else { false }
        }
    }

    /// `pending = Task { try … }` beside `pending = Task { … }`: `Task<T, Error>` and
    /// `Task<T, Never>` are two types, and a property keeps one (§73). Reported at the second kind.
    mutating func checkKeptTaskKind(_ s: Statement, handle: Expr, in component: ComponentDecl) {
        let kept = keptTasks(handle.source, in: component)
        guard let first = kept.first, first.triesErrors != s.triesErrors, first.location != s.location else { return }
        let (other, this) = first.triesErrors ? ("Task<…, Error>", "Task<…, Never>") : ("Task<…, Never>", "Task<…, Error>")
        report(Diagnostic("\(handle.source) keeps a \(other) at \(first.location.line):\(first.location.column), and this is a \(this): a property keeps one type",
                          at: s.location, hint: "write `try` before an await in both closures, or in neither"))
    }

    /// `await pending?.value`, `try await pending?.value`, `try? await pending?.value` against
    /// the task the property keeps: Swift's "call can throw but is not marked with 'try'" for a
    /// throwing one read without, and a `try` that has nothing to catch for one that never throws.
    mutating func checkKeptTaskTry(_ s: Statement, _ value: Expr, in component: ComponentDecl) {
        guard case .member(let base, TaskHandles.value) = value.kind else { return }
        let name = base.unbound.source
        // A property no `Task { }` is kept in (or whose statements did not parse) says nothing.
        guard let throwing = keptTaskThrows(name, in: component) else { return }
        let written = s.swallowsErrors ? "try?" : s.triesErrors ? "try" : nil
        if throwing, written == nil {
            report(Diagnostic("`\(s.source)` can throw: \(name) keeps a Task whose closure throws, a Task<…, Error>", at: s.location,
                              hint: "write `try await \(value.source)`, which throws the task's error here, or `try? await \(value.source)`, nil when it failed"))
        } else if !throwing, let written {
            report(Diagnostic("`\(written)` before a task's value: a `Task<T, Never>` throws nothing", at: s.location,
                              hint: "write `await \(value.source)`; a task whose closure writes `try` before an await throws its error to `try await \(value.source)`"))
        }
    }
}
