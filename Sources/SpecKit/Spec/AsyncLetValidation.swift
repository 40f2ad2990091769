/// Checks of a task's async lets: each name declared once, awaited only after it is declared,
/// and read only through `await` (docs/semantics.md §56).
extension SpecValidator {
    /// Records the async let `s` declares, or checks the names it reads; false when the statement
    /// reads an async let without `await`, which is reported here and not checked further.
    /// `locals` are the task's own `let` names declared before `s`.
    mutating func checkAsyncLets(_ s: Statement, declared: inout DeclaredNames, locals: some Collection<String>) -> Bool {
        let form = "write `let p = await NAME` where the value is needed"
        // A name of an async let in an expression, or captured by a `Task { }`, is read without `await`.
        // The statements of an `if`, `do` or `for` block are the closure's own, checked in their
        // turn with the async lets declared before the block (§56.4); those of a closure in `s`
        // (a `Task { }`, `withAnimation`, a `defer` body) are read here.
        let reads = Self.readingAsyncLets(s).enumerated().flatMap { i, inner -> [(String, Location)] in
            guard case .awaitChildren(let names, let targets) = inner.kind else { return inner.expressions.flatMap(\.names) }
            // An await inside a `Task { }` reads the name from another task.
            let awaited = i > 0 ? names.map { ($0, inner.location) } : []
            return awaited + (inner.declaresLocal ? [] : targets.flatMap(\.names))
        }
        // `profile = …` where `profile` is an async let of this task: it is a constant, not the state it may shadow.
        if let target = Self.assignedName(s), declared.contains(target.source) {
            report(Diagnostic("async let \(target.source) cannot be assigned: it is a constant, its child's value", at: target.location,
                              hint: "a holder of that name is hidden by the async let: give the child another name, `async let loaded = …`, and write `\(target.source) = await loaded`"))
            return false
        }
        if let (name, location) = reads.first(where: { declared.contains($0.0) }) {
            if case .spawn = s.kind {
                report(Diagnostic("async let \(name) is read in a Task { }, which runs apart from the task that declared it",
                                  at: location, hint: "await it first: `let value = await \(name)`, then use `value` in the Task { }"))
            } else {
                report(Diagnostic("async let \(name) is read without `await`: its child may not have finished", at: location,
                                  hint: form.replacingOccurrences(of: "NAME", with: name)))
            }
            return false
        }
        switch s.kind {
        case .asyncLet(let name, _, let argument):
            refuseVariableSent(in: argument, to: "async let \(name)")
            if declared.contains(name) || locals.contains(name) {
                report(Diagnostic("\(name) is declared twice in this task", at: s.location,
                                  hint: "give each child its own name: `async let posts = loadPosts()`"))
            }
            declared.append(name)
        case .awaitChildren(let names, _):
            for name in names where !declared.contains(name) {
                // `await load` for the request `load()`: the call's parentheses were left out.
                if declaredRequest(named: name) != nil || declaresMethod(name) {
                    report(Diagnostic("`await \(name)`: \(name) is a call; write it with its parentheses", at: s.location,
                                      hint: "`await \(name)()`, or with its argument: `await \(name)(query)`"))
                    continue
                }
                let hint = Suggestion.hint(for: name, in: declared.names, known: "async lets of this task")
                    ?? (declared.names.isEmpty ? "declare it before: `async let \(name) = loadProfile()`" : "async lets of this task: \(declared.names.joined(separator: ", "))")
                report(Diagnostic("`await \(name)`: \(name) is not an async let declared before it in this task", at: s.location, hint: hint))
            }
        default:
            break
        }
        return true
    }

    /// `s`, then the statements of the closures it holds: not those of its blocks, which are
    /// checked as statements of the closure `s` is in.
    static func readingAsyncLets(_ s: Statement) -> [Statement] {
        switch s.kind {
        case .spawn, .animated, .deferred: s.flattened
        default: [s]
        }
    }

    /// The plain name a statement assigns (`x = …`, `x += …`, `x = await …`), if it assigns one.
    static func assignedName(_ s: Statement) -> Expr? {
        let target: Expr?
        switch s.kind {
        case .assign(let t, let op, _) where op != .call: target = t
        case .request(_, _, let t?) where !s.declaresLocal, .awaitCall(_, let t?) where !s.declaresLocal,
             .awaitTask(_, let t?) where !s.declaresLocal:
            target = t
        case .awaitChildren(_, let targets) where !s.declaresLocal && targets.count == 1: target = targets[0]
        default: target = nil
        }
        guard let target, case .name = target.kind else { return nil }
        return target
    }
}

/// A task's async let names in the order they are declared, looked up by hash: each statement of
/// a task of thousands of children was checked against every name before it.
struct DeclaredNames {
    private(set) var names: [String] = []
    private var known: Set<String> = []

    func contains(_ name: String) -> Bool { known.contains(name) }

    mutating func append(_ name: String) {
        names.append(name)
        known.insert(name)
    }
}
