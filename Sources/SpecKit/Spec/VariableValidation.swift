/// Checks of `var` locals (docs/semantics.md §96): which names are the block's variables, and the
/// closures that would capture one.
extension SpecValidator {
    /// Whether `name` is a `var` local here: declared by a `var` no later `let` of its name hides.
    func isVariable(_ name: String) -> Bool {
        guard let variable = variableLocals.last(where: { $0.name == name }) else { return false }
        return !letConstants[variable.after...].contains(name)
    }

    /// `Task { total += 1 }`: a Task that reads or writes a `var` of the block around it. Swift
    /// captures the variable by reference, shared by the block and the task, which runs after
    /// the block ended; nothing here keeps a variable past its block, so the capture is refused,
    /// a decision (§96). (A closure passed to a child is written in a body, where no `var` is.)
    mutating func refuseCapturedVariables(in body: [Statement]) {
        guard !variableLocals.isEmpty else { return }
        let own = Set(body.flatMap(\.flattened).flatMap(\.declaredNames))
        var seen: Set<String> = []
        for (name, location) in body.flatMap(\.capturedNames) where !own.contains(name) && isVariable(name) && seen.insert(name).inserted {
            report(Diagnostic("a Task that uses the var '\(name)' of the block around it is not expressed: Swift captures a var by reference, and the Task runs after the block ended",
                              at: location,
                              hint: "copy it into a constant first, `let \(name)Now = \(name)`, and use that in the Task; or keep the value in a holder, `state:`"))
        }
    }

    /// `async let x = load(n)`, `group.addTask { await load(n) }` with `n` a `var`: a child task
    /// runs concurrently with the code that goes on changing the variable. Swift refuses the
    /// addTask's closure, and the async let where the variable is changed after it ("sending 'n'
    /// risks causing data races"); the child here is given its argument when it starts, so every
    /// such read is refused, a decision (§96).
    mutating func refuseVariableSent(in argument: Expr?, to child: String) {
        guard !variableLocals.isEmpty, let argument else { return }
        for (name, location) in argument.names where isVariable(name) {
            return report(Diagnostic("\(child) uses the var '\(name)': a child task runs concurrently with the code that changes it (Swift: sending '\(name)' risks causing data races)",
                                     at: location, hint: "copy it into a constant first, `let \(name)Now = \(name)`, and pass that"))
        }
    }
}
