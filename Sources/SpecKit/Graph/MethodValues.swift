/// A model's method that returns a value, read where a value goes (docs/semantics.md §62):
/// `{cart.total(for: item)}` in a label, `if store.canAdd(name)` in an action. The method's
/// statements run at once with the instance as `self`, up to the `return` that gives the value.
/// In a body, every field they read is the body's read, as a computed property's getter's are
/// (§20): Observation tracks what the body's evaluation touches, whichever function touches it.
extension Graph {
    /// The value `name` returns on `instance`; nil when its model declares no method of that name.
    func callForValue(_ name: String, on instance: ModelRef, call: Expr, in caller: NodeScope,
                      arguments: Scope?) throws -> Value? {
        guard let model = spec.model(named: instance.type), let method = model.method(named: name) else { return nil }
        guard method.returnsValue else { throw Self.returnsNothing(call, runs: method, of: instance.type) }
        if method.isAsync {
            throw Diagnostic("\(call.source.quotable) is an async method; it needs `await`, in a task", at: call.location)
        }
        let inBody = reader != nil
        let locals = try enter(method, of: instance, call: call, depth: runningMethods, in: caller, arguments: arguments,
                               announced: !inBody)
        runningMethods.append(method.name)
        let outerReads = valueReads
        var restored = outerReads
        // Only a recorded body collects what the method reads; no other run pays for it.
        if inBody && recording { valueReads = [] }
        defer {
            runningMethods.removeLast()
            valueReads = restored
        }
        let scope = NodeScope(graph: self, node: caller.node, locals: locals, receiver: instance)
        guard case .returned(let value?) = try nestedCall(at: call.location, { try run(method.statements, in: scope) }) else {
            throw Self.noValue(method, of: instance.type)
        }
        if inBody && recording {
            var read: [String] = []
            for name in valueReads ?? [] where !read.contains(name) { read.append(name) }
            // The reads are the body's too: an outer method's value read in the same body lists them.
            restored = outerReads.map { $0 + read }
            emit(.methodValueRead(caller.node.ref, instance: instance, name: method.name,
                                  arguments: method.parameters.map { Argument(label: $0.label ?? "", value: locals[$0.name] ?? .null) },
                                  value: value, read: read))
        }
        return value
    }

    /// A method called for its value that declares none.
    static func returnsNothing(_ call: Expr, runs method: MethodDecl, of type: String) -> Diagnostic {
        Diagnostic("\(call.source.quotable) runs \(type).\(method.signature), which returns nothing", at: call.location,
                   hint: "declare what it returns, `\(method.name)(…) -> Int`, and `return` it; or call it in an action")
    }

    /// A method that returns a value whose run ended without one.
    static func noValue(_ method: MethodDecl, of type: String) -> Diagnostic {
        Diagnostic("\(type).\(method.signature) ended without returning a value", at: method.location,
                   hint: "end every path of it with `return …`, as Swift requires of a method that returns a value")
    }

    /// How a method's statements ended: at their end, or at a `return` with its value (nil for
    /// a guard's bare `return`).
    enum MethodOutcome {
        case fellThrough
        case returned(Value?)
    }

    /// A value method's statements, run at once and announcing nothing: in a body they are part
    /// of the body's evaluation, not an action. A write among them is refused there (`methodAssign`).
    func run(_ statements: [Statement], in scope: NodeScope) throws -> MethodOutcome {
        var scope = scope
        var deferred: [(body: [Statement], scope: NodeScope)] = []
        let outcome: MethodOutcome
        do {
            outcome = try run(statements, in: &scope, deferring: &deferred)
        } catch let thrown as ThrownOut {
            // A thrown error leaves the method, its `defer` bodies run on its way (§77, §80).
            for (body, scope) in deferred.reversed() { _ = try run(body, in: scope) }
            throw thrown
        } catch let leaving as LeavingLoop {
            // `break` or `continue` leaves a loop's block, its `defer`s run on the way (§85).
            for (body, scope) in deferred.reversed() { _ = try run(body, in: scope) }
            throw leaving
        }
        // The `defer` bodies it reached, the last first, after its value is worked out (§77).
        for (body, scope) in deferred.reversed() { _ = try run(body, in: scope) }
        return outcome
    }

    private func run(_ statements: [Statement], in scope: inout NodeScope,
                     deferring deferred: inout [(body: [Statement], scope: NodeScope)]) throws -> MethodOutcome {
        for s in statements {
            switch s.kind {
            case .returnValue(let value):
                return .returned(try returned(value, in: scope, by: runningMethod(in: scope)))
            case .assign(let target, _, let value) where s.declaresLocal:
                let bound = try Evaluator.evaluate(value, in: scope)
                scope = s.declaresVariable ? scope.declaring(target.source, bound) : scope.with([target.source: bound])
            case .assign:
                try Evaluator.execute(s, in: scope)
            case .guardElse(let condition):
                if try !holds(condition, in: scope) { return .returned(nil) }
            case .ifElse(let condition, let then, let otherwise):
                // A block of the method: its `let`s end with it, its `return` leaves the method.
                if case .returned(let v) = try run(holds(condition, in: scope) ? then : otherwise, in: scope) { return .returned(v) }
            case .switchCases(let sw):
                // So is a case's block (§92.6).
                if case .returned(let v) = try run(caseTaken(sw, in: scope).body, in: scope) { return .returned(v) }
            case .deferred(let body):
                deferred.append((body, scope))
            case .animated(let animation, let body):
                if animation != "nil" { animating = true }
                if case .returned(let v) = try run(body, in: scope) { return .returned(v) }
            case .doCatch(let body, let clauses):
                // A `throw` in it, or in a method it calls, runs the clause that takes it (§80).
                if case .returned(let v) = try runDo(body, clauses, in: scope, run: { try run($0, in: $1) }) { return .returned(v) }
            case .throwError(let e):
                throw ThrownOut(error: try thrownError(e, in: scope), location: s.location)
            case .loop(let loop):
                // A turn's `return` leaves the method with its value (§85).
                let returned = try runLoop(loop, of: s, in: scope, stops: { if case .returned = $0 { true } else { false } }) { inner, _ in
                    try run(loop.body, in: inner)
                }
                if let returned { return returned }
            case .loopJump(let jump):
                throw LeavingLoop(jump: jump, location: s.location)
            case .spawn, .sleep, .request, .forAwait, .asyncLet, .awaitChildren, .awaitCall, .awaitTask, .checkCancellation, .taskGroup:
                throw Diagnostic("\(s.source) cannot run in a method that returns a value", at: s.location)
            }
        }
        return .fellThrough
    }

    /// A method run while a body is evaluated writing a field: SwiftUI's "Modifying state during
    /// view update, this will cause undefined behavior".
    func writeInBody(_ field: String, at location: Location) -> Diagnostic {
        Diagnostic("\(field) is written while a body is evaluated, by a method it called for a value", at: location,
                   hint: "SwiftUI warns \"Modifying state during view update, this will cause undefined behavior\": let a method a body calls only read, and make the change in an action")
    }
}
