/// What the blocks of an `if` or a `switch` in an action or a task may hold (docs/semantics.md
/// §59, §92.6): one of them runs as a block of the closure around the statement.
extension SpecValidator {
    /// The blocks one of which an `if` or a `switch` runs, as the messages name them.
    enum Branches {
        case ifBranch, switchCase
        var statement: String { self == .ifBranch ? "if" : "switch" }
        var place: String { self == .ifBranch ? "an `if`'s branch" : "a `switch`'s case" }
    }

    /// What an `if`'s branches, or a `switch`'s cases, cannot hold (§59, §92.6): a child task's
    /// declaration or await, or a for-await loop, which belong in the task's own statements;
    /// and, in a block that awaits, a `let` of a name the task sees outside the statement: the
    /// block runs as the task's own statements from its await on, so the name would keep the
    /// block's value after it.
    mutating func checkBranches(_ blocks: [[Statement]], of kind: Branches, visible: [String], inTask: Bool) {
        refuseTasksOwn(in: blocks.flatMap { $0 }, place: kind.place, statement: kind.statement)
        if inTask { refuseDefer(inAwaiting: blocks, place: kind.place) }
        for branch in blocks {
            guard inTask, branch.contains(where: { $0.suspends || $0.throwsItself }) else { continue }
            for inner in branch where inner.declaresLocal {
                // `if let found = found`: the same value, unwrapped, which the task may go on seeing.
                if inner.unwrapsOptional, case .assign(let target, _, let value) = inner.kind, value.source == target.source { continue }
                let names = inner.declaredNames
                if let name = names.first(where: { visible.contains($0) || letConstants.contains($0) }) {
                    // Swift allows the shadowing; the engine keeps one table of a task's names across an await.
                    report(Diagnostic("`let \(name)` in an `\(kind.statement)` that awaits hides a name of the task: Swift allows it, but it is not expressed yet",
                                      at: inner.location,
                                      hint: "give the constant another name: after the branch's await, this engine would go on reading the branch's `\(name)`"))
                }
            }
        }
    }
}
