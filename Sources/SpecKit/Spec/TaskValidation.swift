/// Checks of what tasks do: statements that await only in a task, and durations that are not
/// negative (docs/semantics.md §27).
extension SpecValidator {
    /// A statement of an action; `inTask` when it runs in a task, where it may await.
    mutating func check(_ s: Statement, visible: [String], in component: ComponentDecl, inTask: Bool = false) {
        statementDepth += 1
        let allowed = throwsAllowed
        throwsAllowed = inTask || errorsHandled > 0
        // `try store.validate()`: the statement's own `try` covers its call (§80).
        let triedStatement: Bool
        if case .assign(_, .call, _) = s.kind, s.triesErrors || s.swallowsErrors || s.forcesErrors { triedStatement = true } else { triedStatement = false }
        if triedStatement { triedDepth += 1 }
        defer {
            statementDepth -= 1
            throwsAllowed = allowed
            if triedStatement { triedDepth -= 1 }
        }
        if triedStatement, s.triesErrors, !throwsAllowed { report(TriedCalls.unhandled(s, inPartialCatch: partialCatches > 0)) }
        switch s.kind {
        case .assign(_, _, let value) where s.declaresLocal:
            // `let mine = generation`: the value now; the name is the closure's own.
            check(value, visible: visible, in: component)
        case .assign(let target, let op, let value):
            checkAssignment(s, target: target, op: op, value: value, visible: visible, in: component)
        case .request(let name, let argument, let target):
            if let argument { check(argument, visible: visible, in: component) }
            if !inTask { reportAwaitOutsideTask(s) }
            if let target, !s.declaresLocal {
                check(target, visible: visible, in: component)
                checkAssignable(target, s, visible: visible, in: component)
            }
            checkDeclaredRequest(name, at: s.location)
        case .sleep(let duration):
            check(duration, visible: visible, in: component)
            if !inTask { reportAwaitOutsideTask(s) }
            if case .unary("-", let inner) = duration.kind, case .int(let n) = inner.kind, n > 0 {
                report(Diagnostic("sleep(-\(n)): a duration cannot be negative", at: duration.location,
                                  hint: "Task.sleep waits at least 0 ms; the clock only moves forward"))
            }
        case .guardElse(let condition):
            check(condition, visible: visible, in: component)
        case .ifElse(let condition, let then, let otherwise):
            check(condition, visible: visible, in: component)
            checkBranches([then, otherwise], of: .ifBranch, visible: visible, inTask: inTask)
            // What a branch cannot hold was said once, above; the rest is checked as anywhere.
            checkingBlock {
                $0.check(then.filter(Self.checkedInBlock), visible: visible, in: component, inTask: inTask)
                $0.check(otherwise.filter(Self.checkedInBlock), visible: visible, in: component, inTask: inTask)
            }
        case .switchCases(let sw):
            check(sw.subject, visible: visible, in: component)
            // `Filter.done` names its enum; `.done` is the subject's type's, which the types check (§92.6).
            for pattern in sw.cases.flatMap(\.patterns) where ImplicitMember.name(of: pattern) == nil { check(pattern, visible: visible, in: component) }
            checkBranches(sw.bodies, of: .switchCase, visible: visible, inTask: inTask)
            checkingBlock { v in
                for body in sw.bodies { v.check(body.filter(Self.checkedInBlock), visible: visible, in: component, inTask: inTask) }
            }
        case .spawn(let body, let handle):
            refuseCapturedVariables(in: body)
            checkingClosure { $0.check(body, visible: visible, in: component, inTask: true) }
            if let handle {
                // `pending = Task { … }`: the handle goes where an assignment's value would.
                check(handle, visible: visible, in: component)
                checkAssignable(handle, s, visible: visible, in: component)
                checkKeptTaskKind(s, handle: handle, in: component)
            }
        case .animated(_, let body):
            refuseCancellationCheck(in: body, place: "withAnimation's closure")
            checkingClosure { $0.check(body, visible: visible, in: component, inTask: inTask) }
        case .checkCancellation:
            // Swift: "errors thrown from here are not handled" in an action's closure (§75.9).
            if !inTask {
                report(Diagnostic("`\(s.source)` throws, and an action's closure does not: it checks a task's cancellation", at: s.location,
                                  hint: "check cancellation in a task, a `task:` action or a Task { }, after an await that may outlive the task"))
            }
        case .throwError(let error):
            // `throw error`: the error a `catch` around it took, thrown again (§79.7).
            if case .name(let name) = error.kind, !caughtErrors.contains(name) {
                report(Diagnostic("`throw \(name)`: '\(name)' is no error a `catch` around it took", at: error.location,
                                  hint: caughtErrors.last.map { "throw the caught error again with `throw \($0)`, or a case: `throw LoadError.offline`" }
                                      ?? "throw a case of a type under `errors:`, `throw LoadError.offline`, or, in a `catch`, the error it took: `throw error`"))
            }
            // A case's values are expressions of the scope it is thrown in (§84).
            if case .call(_, _, let arguments) = error.kind {
                for argument in arguments { check(argument.value, visible: visible, in: component) }
            }
            // Its error is held to a declared case with the types (§79). Swift: a closure that
            // throws is no action's `() -> Void`, unless a `do` in it takes every error (§80).
            if !throwsAllowed {
                report(Diagnostic("`\(s.source)` throws, and an action's closure does not", at: s.location,
                                  hint: "put it in `do { … } catch { … }`, whose last `catch` takes every error, or throw in a task, a `task:` action or a Task { }"))
            }
        case .deferred(let body):
            checkingClosure(inDefer: true) { $0.checkDefer(body, visible: visible, in: component, inTask: inTask) }
        case .doCatch(let body, let clauses):
            checkingBlock { $0.checkDoCatch(s, body, clauses, visible: visible, in: component, inTask: inTask) }
        case .loop(let loop):
            checkLoop(s, loop, visible: visible, in: component, inTask: inTask)
        case .loopJump(let jump):
            checkJump(s, jump)
        case .forAwait(let variable, let sequence, let body):
            if !inTask { reportAwaitOutsideTask(s) }
            if StreamPath.isStream(sequence) {
                checkStreamLoop(sequence, at: s.location, visible: visible, in: component)
            } else {
                checkNotification(sequence, at: s.location)
            }
            if let inner = body.first(where: { $0.flattened.contains { $0.suspends } }) {
                report(Diagnostic("`\(inner.source)` awaits inside a for-await loop's body", at: inner.location,
                                  hint: "a loop's body here runs to its end with each value; await before the loop, or start a Task { } in the body"))
            }
            refuseCancellationCheck(in: body, place: "a for-await loop's body")
            awaitVariables.append(variable)
            checkingAwaitLoop { $0.check(body, visible: visible + [variable], in: component, inTask: true) }
            awaitVariables.removeLast()
        case .asyncLet(_, let request, let argument):
            if let argument { check(argument, visible: visible, in: component) }
            if !inTask { reportAwaitOutsideTask(s) }
            checkDeclaredRequest(request, at: s.location)
        case .awaitCall(let call, let target):
            if !inTask { reportAwaitOutsideTask(s) }
            checkAwaitedMethod(call, visible: visible, in: component)
            checkAwaitTarget(target, of: s, visible: visible, in: component)
            checkAwaitedValue(call, into: target, discarded: s.discardsResult)
        case .awaitTask(let value, let target):
            if !inTask { reportAwaitOutsideTask(s) }
            check(value, visible: visible, in: component)
            checkKeptTaskTry(s, value, in: component)
            checkAwaitTarget(target, of: s, visible: visible, in: component)
        case .returnValue(let value):
            // Only a method's statements hold one; the method's own check says whether it may.
            check(value, visible: visible, in: component)
        case .taskGroup(let group):
            checkTaskGroup(s, group, visible: visible, in: component, inTask: inTask)
        case .awaitChildren(_, let targets):
            if !inTask { reportAwaitOutsideTask(s) }
            if !s.declaresLocal {
                for target in targets {
                    check(target, visible: visible, in: component)
                    checkAssignable(target, s, visible: visible, in: component)
                }
            }
        }
    }

    /// Where an await's value goes, `x = await …`: a name or field the closure may assign; a
    /// `let` is the closure's own.
    mutating func checkAwaitTarget(_ target: Expr?, of s: Statement, visible: [String], in component: ComponentDecl) {
        guard let target, !s.declaresLocal else { return }
        check(target, visible: visible, in: component)
        checkAssignable(target, s, visible: visible, in: component)
    }

    /// `let items = await api.fetch(q)` of a method that returns nothing, or `await api.fetch(q)`
    /// of one that returns a value no one uses (Swift's warning, which the export keeps out).
    mutating func checkAwaitedValue(_ call: Expr, into target: Expr?, discarded: Bool = false) {
        guard case .call(_, let name, _) = call.kind else { return }
        guard let target else {
            if discarded { return }
            guard everyMethod(named: name, is: \.returnsValue) else { return }
            return report(Diagnostic("the value \(call.source.quotable) returns is not used", at: call.location,
                                     hint: "use it, `let found = await \(call.source)`, or drop it on purpose with `_ = await \(call.source)`; Swift warns \"result of call to '\(name)(…)' is unused\""))
        }
        if everyMethod(named: name, is: { !$0.returnsValue && !$0.broken }) {
            report(Diagnostic("\(name)(…) returns nothing to assign to \(target.source)", at: call.location,
                              hint: "declare what it returns, `\(name)(…) async -> [String]`, and `return` it; or let it write a field, and read the field after the await"))
        }
    }

    /// Whether a statement may stand in a block inside a task, an `if`'s branch or a `do` block:
    /// a child task's declaration, and a for-await loop, belong in the task's own statements. The
    /// await of an async let the task declared before the block may stand in it (§56.4).
    static func standsInBlock(_ s: Statement) -> Bool {
        switch s.kind {
        case .asyncLet, .forAwait: false
        default: true
        }
    }

    /// Whether a block's statements are checked as anywhere: all but a for-await loop, refused in
    /// the block already. An async let, refused too, is checked so that its name is known to the
    /// awaits after it, which then have no error of their own.
    static func checkedInBlock(_ s: Statement) -> Bool {
        if case .forAwait = s.kind { return false }
        return true
    }

    /// `try Task.checkCancellation()` or `throw` in a closure that runs to its end at once,
    /// where its error would have nowhere to go: it belongs among the task's own statements
    /// (§75.9, §79).
    mutating func refuseCancellationCheck(in body: [Statement], place: String) {
        for inner in body.flatMap(\.flattenedOutsideTasks) {
            switch inner.kind {
            case .checkCancellation where !inner.swallowsErrors:
                report(Diagnostic("`\(inner.source)` cannot stand in \(place) here", at: inner.location,
                                  hint: "check cancellation among the task's own statements, before or after it"))
            case .throwError:
                report(Diagnostic("`\(inner.source)` cannot stand in \(place) here", at: inner.location,
                                  hint: "throw among the task's own statements, before or after it"))
            default:
                continue
            }
        }
        // A throwing method's call written `try` has the same nowhere to go, unless a `do` there
        // takes every error (§80).
        for inner in Self.triedOutsideCatchAll(body) {
            report(Diagnostic("`\(inner.source)` lets an error out of \(place), where nothing takes it", at: inner.location,
                              hint: "write `try?`, or put it in `do { … } catch { … }` there"))
        }
    }

    /// The statements whose `try` lets an error out of `body`: not those in a `do` whose
    /// `catch` takes every error, nor a `Task { }`'s.
    static func triedOutsideCatchAll(_ body: [Statement]) -> [Statement] {
        body.flatMap { s -> [Statement] in
            switch s.kind {
            case .spawn: return []
            case .doCatch(let block, let clauses):
                let caught = clauses.contains(where: \.takesEverything) ? [] : triedOutsideCatchAll(block)
                return caught + triedOutsideCatchAll(clauses.flatMap(\.body))
            case .ifElse(_, let then, let otherwise): return (s.triesCall ? [s] : []) + triedOutsideCatchAll(then + otherwise)
            case .switchCases(let sw): return (s.triesCall ? [s] : []) + triedOutsideCatchAll(sw.statements)
            case .animated(_, let inner), .forAwait(_, _, let inner), .deferred(let inner): return triedOutsideCatchAll(inner)
            case .loop(let loop): return (s.triesCall ? [s] : []) + triedOutsideCatchAll(loop.body)
            default: return s.triesCall ? [s] : []
            }
        }
    }

    /// Refuses, in a block's statements, what `standsInBlock` says belongs to the task itself.
    mutating func refuseTasksOwn(in block: [Statement], place: String, statement: String) {
        for inner in block.flatMap(\.flattenedOutsideTasks) where !Self.standsInBlock(inner) {
            // An async let's scope would end with the block: declared before it, the block may await it (§56.4).
            let asyncLet = if case .asyncLet = inner.kind { true } else { false }
            report(Diagnostic("`\(inner.source)` cannot stand in \(place)", at: inner.location,
                              hint: asyncLet ? "declare it among the task's own statements, before the `\(statement)`, which may await it"
                                  : "write it among the task's own statements, before or after the `\(statement)`"))
        }
    }

    /// A `for await` loop over a notification never ends but by cancellation, so nothing after
    /// it runs: a statement written after it is an error, not code that never runs.
    mutating func checkLoopIsLast(_ statements: [Statement]) {
        // A loop over a model's stream ends when it is finished too, and the code after it runs (§83).
        // A `break` in its body leaves it, and the code after it runs then (§85).
        guard let i = statements.firstIndex(where: { if case .forAwait(_, let sequence, let body) = $0.kind { !StreamPath.isStream(sequence) && !Self.breaksOut(body) } else { false } }),
              i + 1 < statements.count else { return }
        let after = statements[i + 1]
        report(Diagnostic("`\(after.source)` comes after a for-await loop over a notification, which ends only when its task is cancelled",
                          at: after.location,
                          hint: "put it before the loop, or in the loop's body (docs/semantics.md §46)"))
    }

    /// `on-receive:`: a declared notification; its action sees the value as `value`.
    /// `of: model.$count`: a name of the body holding the object; its action sees the new value as
    /// `value`, and an `objectWillChange` action sees none (§58).
    mutating func check(_ r: ReceiveDecl, visible: [String], in component: ComponentDecl) {
        if let source = r.published {
            check(Expr(.name(source.holder), at: source.location, source: source.holder), visible: visible, in: component)
            if source.field == nil {
                for s in r.action { check(s, visible: visible, in: component) }
                return
            }
        } else {
            checkNotification(r.notification, at: r.location)
        }
        let own = component.holder(named: ReceiveDecl.parameter) != nil || component.props.contains { $0.name == ReceiveDecl.parameter }
        for s in r.action {
            // `value = …` or `value.toggle()`: either changes the value the closure was given.
            var changed: Expr?
            if case .assign(let target, let op, _) = s.kind {
                if op != .call { changed = target }
                else if case .call(let base?, let method, _) = target.kind, Methods.mutating.contains(method) { changed = base }
            }
            if !own, let target = changed, case .name(let name) = target.kind, name == ReceiveDecl.parameter {
                report(Diagnostic("'\(name)' is the value the on-receive was given, a constant; it cannot be assigned", at: target.location,
                                  hint: "keep what it should become in a holder such as `state:`"))
                continue
            }
            check(s, visible: visible + [ReceiveDecl.parameter], in: component)
        }
    }

    /// `post: saved`: a declared notification, and a constant value.
    mutating func check(_ p: Post) {
        checkNotification(p.notification, at: p.location)
        guard let value = p.value else { return }
        if let (name, location) = value.names.first {
            return report(Diagnostic("a posted value is a constant; found '\(name)'", at: location,
                                     hint: "write the value itself, e.g. 3 or '\"milk\"'"))
        }
        guard let decl = spec.notification(named: p.notification),
              let declared = try? Evaluator.evaluate(decl.value, in: ConstantScope()),
              let posted = try? Evaluator.evaluate(value, in: ConstantScope()),
              posted.typeName != declared.typeName else { return }
        report(Diagnostic("\(p.notification) sends \(declared.typeName) values; \(value.source) is \(DeclaredTypes.withArticle(posted.typeName))",
                          at: value.location, hint: "its declaration's value, \(decl.value.source), gives the type"))
    }

    mutating func checkNotification(_ name: String, at location: Location) {
        guard declaredNotification(named: name) == nil else { return }
        report(Diagnostic("'\(name)' is not a declared notification", at: location,
                          hint: Suggestion.hint(for: name, in: spec.notifications.map(\.name), known: "notifications")
                              ?? "declare it under `notifications:`, with the value a post sends by default: notifications: { \(name): 0 }"))
    }

    mutating func checkDeclaredRequest(_ name: String, at location: Location) {
        guard declaredRequest(named: name) == nil else { return }
        report(Diagnostic("'\(name)' is not a declared request", at: location,
                          hint: Suggestion.hint(for: name, in: spec.requests.map(\.name), known: "requests")
                              ?? "declare it under `requests:`, e.g. requests: { \(name): { cancellation: throws } }"))
    }

    /// Statements in order: a task's `let` names are visible to the statements after them, and
    /// its async lets' names to the awaits after them (§56).
    mutating func check(_ statements: [Statement], visible: [String], in component: ComponentDecl, inTask: Bool) {
        if inTask { checkLoopIsLast(statements) }
        var visible = visible
        // A block sees the async lets its closure declared before it, and may await them (§56.4).
        var asyncLets = enclosingAsyncLets
        let enclosing = enclosingAsyncLets
        defer { enclosingAsyncLets = enclosing }
        var outer = visible.count
        // A `let` of a holder's or prop's name shadows it from there on, a constant (`let query =
        // query` compiles: the initial value still reads the property).
        let shadowsBefore = letConstants.count, variablesBefore = variableLocals.count
        defer {
            letConstants.removeLast(letConstants.count - shadowsBefore)
            variableLocals.removeLast(variableLocals.count - variablesBefore)
        }
        let later = laterStatements
        defer { laterStatements = later }
        for (k, s) in statements.enumerated() {
            laterStatements = statements[(k + 1)...]
            // Let go of the last statement's share of the names, so that declaring one more does
            // not copy them all: a task of n async lets was checked in n² steps.
            enclosingAsyncLets = DeclaredNames()
            if checkAsyncLets(s, declared: &asyncLets, locals: visible.dropFirst(outer)) {
                enclosingAsyncLets = asyncLets
                check(s, visible: visible, in: component, inTask: inTask)
            }
            // `var y = nil`, `var found = []`: Swift cannot tell the local's type from the value (§96).
            if s.declaresLocal, case .assign(let target, _, let value) = s.kind, let untyped = LocalVariables.untyped(target.source, value) { report(untyped) }
            var declared: [Expr] = []
            if s.declaresLocal, let target = s.awaitTarget, case .name = target.kind { declared = [target] }
            if s.declaresLocal, case .assign(let target, _, _) = s.kind {
                declared = [target]
                if s.declaresVariable {
                    variableLocals.append((target.source, letConstants.count))
                } else {
                    letConstants.append(target.source)
                }
            }
            if s.declaresLocal, case .awaitChildren(_, let targets) = s.kind { declared = targets }
            for target in declared {
                // Swift: "invalid redeclaration": a task's `let` names, its async lets' included, are one scope.
                if visible.dropFirst(outer).contains(target.source) || asyncLets.contains(target.source) {
                    report(Diagnostic("\(target.source) is declared twice in this \(inTask ? "task" : "action")", at: target.location,
                                      hint: "give each value its own name: Swift refuses a second `let` or `var` of one name in one scope (invalid redeclaration)"))
                }
                visible.append(target.source)
            }
            // `if let f = e { var f = f }`: the binding, held as the branch's first statement, is
            // the condition's, a scope around the branch's own, which may declare the name again.
            if k == 0, s.unwrapsOptional, s.declaresLocal, !declared.isEmpty {
                outer = visible.count
            }
        }
    }

    /// Swift: "'async' call in a function that does not support concurrency".
    mutating func reportAwaitOutsideTask(_ s: Statement) {
        switch s.kind {
        case .asyncLet, .awaitChildren:
            // A child and the await of it belong in one task: a Task { } each would part them.
            return report(Diagnostic("`\(s.source)` needs a task: 'async let' in a function that does not support concurrency",
                                     at: s.location, hint: "move the async let and its await to a `task:`, or into one Task { …; … }"))
        default:
            break
        }
        report(Diagnostic("`\(s.source)` awaits outside a task", at: s.location,
                          hint: "an action or handler does not wait; write Task { \(s.source) } or move it to a `task:`"))
    }
}
