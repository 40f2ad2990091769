import Foundation

/// Writes actions as Swift statements, with real Swift concurrency: a sleep is
/// `try await SpecClock.shared.sleep(milliseconds:)` and a request `try await Requests.name(…)`,
/// the app's test seam (ProjectWriter's SpecClock.swift), which waits on the real clock and
/// network-like delays in the app and on the UI test in test mode.
extension SwiftExpression {
    func write(_ statements: [Statement], into src: inout SwiftSource) {
        var boundByGuard = false
        for (i, s) in statements.enumerated() {
            // `guard let found = e` is held as a guard over `e != nil` and the constant after it.
            if boundByGuard { boundByGuard = false; continue }
            if s.unwrapsOptional, case .guardElse = s.kind, i + 1 < statements.count,
               case .assign(let target, _, let value) = statements[i + 1].kind {
                src.line("guard let \(SwiftNames.identifier(target.source)) = \(write(value)) else { return }")
                boundByGuard = true
                continue
            }
            // `guard let found = e else { throw … }` (§79) or `else { status = "none"; return }`,
            // held as an `if` over `e == nil`.
            if s.unwrapsOptional, case .ifElse(_, let then, let otherwise) = s.kind, otherwise.isEmpty, let first = then.first, i + 1 < statements.count,
               case .assign(let target, _, let value) = statements[i + 1].kind {
                let opening = "guard let \(SwiftNames.identifier(target.source)) = \(write(value)) else"
                if then.count == 1, case .throwError = first.kind {
                    src.line("\(opening) { \(first.source) }")
                } else {
                    src.block("\(opening) {") { src in write(then, into: &src) }
                }
                boundByGuard = true
                continue
            }
            switch s.kind {
            case .assign(let target, _, let value) where s.declaresLocal:
                src.line("\(s.declaresVariable ? "var" : "let") \(target.source) = \(write(value))")
            case .assign(let target, .call, _) where s.triesErrors || s.swallowsErrors || s.forcesErrors || s.discardsResult:
                // `try store.validate()`: a call of a method declared `throws` (§80); `_ =` drops its value.
                let mark = s.swallowsErrors ? "try? " : s.triesErrors ? "try " : s.forcesErrors ? "try! " : ""
                src.line((s.discardsResult ? "_ = " : "") + mark + write(target))
            case .assign(let target, let op, let value):
                src.line(write(assignment: target, op, value))
            case .guardElse where s.isReturn:
                src.line("return")
            case .returnValue(let value):
                src.line("return \(write(value))")
            case .guardElse(let condition):
                src.line("guard \(write(condition)) else { return }")
            case .ifElse(let condition, let then, let otherwise):
                writeIf(condition, then, otherwise, opener: "if", into: &src)
            case .switchCases(let sw):
                writeSwitch(sw, into: &src)
            case .sleep(let duration):
                src.line((s.swallowsErrors ? "try? " : "try ") + "await SpecClock.shared.sleep(milliseconds: \(write(duration)))")
            case .request(let name, let argument, let target):
                let call = (s.swallowsErrors ? "try? " : "try ") + "await Requests.\(name)(\(argument.map(write) ?? ""))"
                switch target {
                case let target? where s.declaresLocal: src.line("let \(target.source) = \(call)")
                case let target?: src.line("\(write(target)) \(s.awaitOp.rawValue) \(call)")
                case nil: src.line("_ = \(call)")
                }
            case .spawn(let body, let handle):
                // A closure that writes `try` throws: a `Task<T, Error>`, whose error fails it (§73).
                src.block((handle.map { write($0) + " = " } ?? "") + "Task {") { s.triesErrors ? write(body, into: &$0) : writeTaskBody(body, into: &$0) }
            case .checkCancellation, .throwError:
                src.line(s.source)
            case .deferred(let body):
                src.block("defer {") { write(body, into: &$0) }
            case .doCatch(let body, let clauses):
                // Swift's own: the awaits inside are `try await`, and each clause as written (§75).
                src.line("do {")
                src.indented { write(body, into: &$0) }
                for clause in clauses {
                    // A `where` written as Swift reads it, the clause's constant in scope (§81).
                    let items = clause.items.map { item in item.condition.map { item.written.replacingOccurrences(of: "where " + $0.source, with: "where " + write($0)) } ?? item.written }
                    src.line("} " + (items.isEmpty ? "catch" : "catch " + items.joined(separator: ", ")) + " {")
                    src.indented { write(clause.body, into: &$0) }
                }
                src.line("}")
            case .animated(let animation, let body):
                src.block(animation.isEmpty ? "withAnimation {" : "withAnimation(\(animation)) {") { write(body, into: &$0) }
            case .forAwait(let variable, let sequence, let body) where StreamPath.isStream(sequence):
                streamLoop(variable, over: sequence, body: body, into: &src)
            case .forAwait(let variable, let sequence, let body):
                // A subject's values as an AsyncSequence: it subscribes when the loop starts (§46).
                var scope = self.scope
                scope[variable] = types.plan.spec.notification(named: sequence).flatMap { types.type(of: $0.value, in: [:]) }
                let inner = SwiftExpression(types: types, scope: scope, bindingParameters: bindingParameters)
                let reads = body.flatMap(\.names).contains { $0.0 == variable }
                src.block("for await \(reads ? variable : "_") in Posts.\(sequence).values {") { inner.write(body, into: &$0) }
            case .loop(let loop):
                writeLoop(loop, into: &src)
            case .loopJump(let jump):
                src.line(jump.rawValue)
            case .taskGroup(let group):
                writeTaskGroup(group, into: &src)
            case .asyncLet(let name, let request, let argument):
                // A child never awaited is still started, and cancelled and awaited at the end (SE-0317).
                let awaited = statements.flatMap(\.flattened).contains { if case .awaitChildren(let names, _) = $0.kind { names.contains(name) } else { false } }
                src.line("async let \(awaited ? name : "_") = Requests.\(request)(\(argument.map(write) ?? ""))")
            case .awaitCall(let call, let target):
                // `let items = try await api.fetch(q)`; `try?` makes the value optional (§67).
                let effects = s.swallowsErrors ? "try? " : calledMethodThrows(call) ? "try " : ""
                src.line(awaited(effects + "await " + write(call), into: target, op: s.awaitOp, declaring: s.declaresLocal, discarding: s.discardsResult))
            case .awaitTask(let value, let target):
                // `await pending?.value`: a `Task<T, Never>`'s value, which throws nothing; a
                // `Task<T, Error>`'s is `try` or `try?` (§73). The member's base writes its own
                // `?` when the chain is optional (§66).
                let effects = s.swallowsErrors ? "try? " : s.triesErrors ? "try " : ""
                src.line(awaited(effects + "await \(write(value))", into: target, op: s.awaitOp, declaring: s.declaresLocal, discarding: s.discardsResult))
            case .awaitChildren(let names, let targets):
                let awaited = names.count == 1 ? names[0] : "(\(names.joined(separator: ", ")))"
                let written = targets.count == 1 ? write(targets[0]) : "(\(targets.map(\.source).joined(separator: ", ")))"
                // A child's request throws: `try`, or `try?`, which makes its error nil (§56.4).
                let effects = s.swallowsErrors ? "try?" : "try"
                src.line(targets.isEmpty ? "_ = \(effects) await \(awaited)"
                         : (s.declaresLocal ? "let \(written)" : written) + " \(s.awaitOp.rawValue) \(effects) await \(awaited)")
            }
        }
    }

    /// An await whose value goes to a new constant, a holder (with `=`, or `+=` and `-=` as
    /// written, §27.10) or nowhere.
    private func awaited(_ call: String, into target: Expr?, op: Statement.Op, declaring: Bool, discarding: Bool = false) -> String {
        guard let target else { return discarding ? "_ = \(call)" : call }
        return declaring ? "let \(target.source) = \(call)" : "\(write(target)) \(op.rawValue) \(call)"
    }

    /// `if c { … } else if d { … } else { … }`: an `else` holding one `if` alone is an `else if`.
    private func writeIf(_ condition: Expr, _ then: [Statement], _ otherwise: [Statement], opener: String,
                         into src: inout SwiftSource) {
        // `if let found = e` is held as `if e != nil { let found = e; … }`: written back as Swift's.
        var head = "\(opener) \(write(condition)) {"
        var then = then
        if let first = then.first, first.unwrapsOptional, case .assign(let target, _, let value) = first.kind {
            head = "\(opener) let \(SwiftNames.identifier(target.source)) = \(write(value)) {"
            then.removeFirst()
        }
        if otherwise.isEmpty { return src.block(head) { write(then, into: &$0) } }
        src.line(head)
        src.indented { write(then, into: &$0) }
        if otherwise.count == 1, case .ifElse(let c, let t, let o) = otherwise[0].kind {
            return writeIf(c, t, o, opener: "} else if", into: &src)
        }
        src.block("} else {") { write(otherwise, into: &$0) }
    }

    /// `switch filter { case .all: … default: … }` as written: the checks hold it exhaustive,
    /// and refuse a `default:` that could never run, which Swift warns about (§92.6). A case
    /// whose only statement was `break` does nothing: Swift needs a statement there, `break`.
    private func writeSwitch(_ sw: SwitchStatement, into src: inout SwiftSource) {
        src.line("switch \(write(sw.subject)) {")
        for c in sw.cases {
            // `.done` as written: the subject gives Swift its type.
            src.line("case \(c.patterns.map { ImplicitMember.name(of: $0).map { "." + $0 } ?? write($0) }.joined(separator: ", ")):")
            src.indented { c.body.isEmpty ? $0.line("break") : write(c.body, into: &$0) }
        }
        if let otherwise = sw.otherwise {
            src.line("default:")
            src.indented { otherwise.isEmpty ? $0.line("break") : write(otherwise, into: &$0) }
        }
        src.line("}")
    }

    /// One statement on one line, as a closure literal holds it: `{ likes += 1 }`. A case's
    /// label is followed by its first statement, `case .all: n = 0`.
    func write(_ s: Statement) -> String {
        var src = SwiftSource()
        write([s], into: &src)
        return src.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "; ")
            .replacingOccurrences(of: "{; ", with: "{ ").replacingOccurrences(of: "; }", with: " }").replacingOccurrences(of: ":; ", with: ": ")
    }

    /// A task's body: awaits throw (`CancellationError`, or the request's error), and a task's
    /// closure does not, so the body is wrapped in `do { … } catch { }`: the rest does not run.
    func writeTaskBody(_ body: [Statement], into src: inout SwiftSource) {
        // A for-await over a subject's values does not throw; a sleep and a request do, but one
        // written `try?` swallows its error.
        let throwing = body.contains(where: throwsInTask)
        guard throwing else { return write(body, into: &src) }
        src.block("do {", closer: "} catch {") { write(body, into: &$0) }
        src.indented { $0.line("// Cancelled, or the request failed: the rest of the task does not run.") }
        src.line("}")
    }

    /// Whether the statement throws in the task that runs it: an await not written `try?`, in
    /// an `if`'s branches too (a `Task { }` inside catches its own).
    func throwsInTask(_ s: Statement) -> Bool {
        s.throwsOut(methodThrows: calledMethodThrows)
    }

    /// Whether `await store.load()` is `try await`: the method declared of that name throws.
    func calledMethodThrows(_ call: Expr) -> Bool {
        types.plan.spec.awaitedMethodThrows(call) ?? false
    }
}
