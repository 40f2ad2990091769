/// Checks of task groups (docs/semantics.md §88): a group stands in a task; its body adds
/// children, takes their results with a loop over the group and may cancel them, and awaits
/// nothing else here; a non-throwing group's children cannot throw, and a throwing group's loop
/// is `for try await`. Swift's own words where the compiler has them.
extension SpecValidator {
    mutating func checkTaskGroup(_ s: Statement, _ g: TaskGroupStatement, visible: [String], in component: ComponentDecl, inTask: Bool) {
        switch g {
        case .scope(let scope):
            if !inTask {
                report(Diagnostic("`\(scope.function)` needs a task: 'async' call in a function that does not support concurrency", at: s.location,
                                  hint: "start the group in a `task:`, a Task { … } or an `async` method: an action or handler does not wait"))
            }
            if TaskGroupScope.swiftType(ofChild: scope.childType) == nil {
                report(Diagnostic("`of: \(scope.childType).self`: a group's children here give an Int, a String or a Bool, optional or not", at: s.location,
                                  hint: "write the type its children's request responds with, `of: Int.self`, or `of: Int?.self` for children written `try?`"))
            }
            checkGroupBody(scope)
            // The body is the group's closure: a `break` in it cannot leave a loop around the group.
            checkingClosure { $0.check(scope.body, visible: visible, in: component, inTask: true) }
        case .addTask(let child):
            if let argument = child.argument { check(argument, visible: visible, in: component) }
            refuseVariableSent(in: child.argument, to: "\(child.group).addTask { }")
            checkDeclaredRequest(child.request, at: s.location)
        case .next(let loop):
            if let inner = loop.body.first(where: { $0.flattened.contains { $0.suspends } }) {
                report(Diagnostic("`\(inner.source)` awaits inside the body of a loop over a task group", at: inner.location,
                                  hint: "a turn here runs to its end with each result; add a child for what must wait: `\(loop.group).addTask { await … }`"))
            }
            refuseCancellationCheck(in: loop.body, place: "a for-await loop's body")
            checkingAwaitLoop { $0.check(loop.body, visible: visible + [loop.variable], in: component, inTask: true) }
        case .cancelAll:
            break
        }
    }

    /// What a group's body holds: its children's error handling against the group's kind, the
    /// loop over the group among the body's own statements, and no other await or error.
    private mutating func checkGroupBody(_ scope: TaskGroupScope) {
        // The loop stands among the body's own statements, where the task can wait in it.
        for s in scope.body.flatMap(\.flattenedOutsideTasks) {
            // A `Task { }` is another task: it does not use the group (Apple's `TaskGroup`: a group
            // is used only from the task that created it).
            if case .spawn(let body, _) = s.kind, let used = body.flatMap(\.flattened).first(where: { if case .taskGroup = $0.kind { true } else { false } }) {
                report(Diagnostic("`\(used.source)` in a Task { } uses the group from another task", at: used.location,
                                  hint: "use `\(scope.group)` in the group's body itself: add the child there, `\(scope.group).addTask { … }`"))
            }
            guard case .taskGroup(let inner) = s.kind else { continue }
            switch inner {
            case .addTask(let child) where !scope.throwing && !child.swallows:
                // Every declared request may throw (a cancellation, a script's `error:`).
                report(Diagnostic("invalid conversion from throwing function of type '() async throws -> \(scope.childType)' to non-throwing function type '@isolated(any) () async -> \(scope.childType)'",
                                  at: s.location,
                                  hint: "a request throws when cancelled or failed: write `\(child.group).addTask { try? await \(child.request)(\(child.argument?.source ?? "")) }` with `of: \(scope.childType.hasSuffix("?") ? scope.childType : scope.childType + "?").self`, or use `try await withThrowingTaskGroup`"))
            case .next(let loop) where scope.throwing && !loop.tries:
                report(Diagnostic("call can throw, but the error is not handled", at: s.location,
                                  hint: "a throwing group's results may be errors: write `for try await \(loop.variable) in \(loop.group) { … }`"))
            case .next(let loop) where !scope.throwing && loop.tries:
                report(Diagnostic("no calls to throwing functions occur within 'try' expression", at: s.location,
                                  hint: "withTaskGroup's results are no errors: write `for await \(loop.variable) in \(loop.group) { … }`"))
            case .next where !scope.body.contains(where: { $0.location == s.location }):
                report(Diagnostic("a loop over a task group stands among its body's own statements here, not in a block", at: s.location,
                                  hint: "write `for await n in \(scope.group) { … }` in the group's body itself, and choose in its body with an `if`"))
            default:
                break
            }
        }
        // What the body awaits or throws besides: not expressed yet.
        func refuse(_ statements: [Statement], inLoop: Bool) {
            for s in statements {
                switch s.kind {
                case .taskGroup(.next(let loop)): refuse(loop.body, inLoop: true)
                case .taskGroup, .spawn: continue
                case .assign where !s.triesErrors && !s.forcesErrors && !s.triesCall: continue
                case .ifElse(_, let then, let otherwise): refuse(then + otherwise, inLoop: inLoop)
                case .switchCases(let sw): refuse(sw.statements, inLoop: inLoop)
                case .loop(let loop): refuse(loop.body, inLoop: inLoop)
                case .loopJump: continue
                case .guardElse where inLoop: continue
                case .guardElse:
                    report(Diagnostic("`\(s.source)` in a task group's body is not expressed yet", at: s.location,
                                      hint: "choose with an `if` around what the body does; a `return` may leave the body from the loop over the group"))
                default:
                    report(Diagnostic("`\(s.source)` in a task group's body is not expressed yet: the body adds children, takes their results and cancels them", at: s.location,
                                      hint: "await or throw before the group or after it; what must wait goes in a child: `\(scope.group).addTask { await … }`"))
                }
            }
        }
        refuse(scope.body, inLoop: false)
    }
}
