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
}
