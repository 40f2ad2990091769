/// Checks of `defer { … }` (docs/semantics.md §77): what Swift refuses in a defer body, and where
/// the engine keeps one.
extension SpecValidator {
    mutating func checkDefer(_ body: [Statement], visible: [String], in component: ComponentDecl, inTask: Bool) {
        for inner in body.flatMap(\.flattenedOutsideTasks) {
            if inner.suspends {
                // Swift: "'async' call cannot occur in a defer body".
                report(Diagnostic("`\(inner.source)` cannot await in a defer body", at: inner.location,
                                  hint: "a defer body runs to its end as the closure ends; await before it, or start a Task { } in it"))
            } else if case .guardElse = inner.kind {
                // Swift: "'return' cannot transfer control out of a defer statement".
                report(Diagnostic("`\(inner.source)` cannot leave a defer body", at: inner.location,
                                  hint: "a defer body runs to its end; choose what it does with an `if`"))
            } else if inner.throwsOut(methodThrows: { _ in true }) || (inner.throwsItself && !inner.swallowsErrors) {
                // Swift: "errors cannot be thrown out of a defer body".
                report(Diagnostic("`\(inner.source)` throws, and errors cannot be thrown out of a defer body", at: inner.location,
                                  hint: "write `try?` before it, or move it out of the defer"))
            }
        }
        check(body.filter { !$0.suspends }, visible: visible, in: component, inTask: inTask)
    }

    /// A `defer` in an `if`'s branch that awaits: the branch runs as the task's own statements
    /// from its await on, so the engine cannot end its scope where Swift does (§77) [D].
    mutating func refuseDefer(inAwaiting branches: [[Statement]], place: String = "an `if`'s branch") {
        for branch in branches where branch.contains(where: { $0.suspends || $0.throwsItself }) {
            for inner in branch {
                guard case .deferred = inner.kind else { continue }
                report(Diagnostic("a `defer` in \(place) that awaits is not expressed", at: inner.location,
                                  hint: "put the `defer` before the `if`, or the branch's statements in a `do { … }` block with it"))
            }
        }
    }
}
