/// A model's methods (docs/semantics.md §62): `store.add(item)` runs the statements the model
/// declares with the instance as `self`, at once, inside the action that calls it. A method is
/// no unit of its own for SwiftUI: its writes are the instance's field writes, each notified as
/// any write to that field is (§4, §15), in the same transaction as the rest of the action, so
/// the bodies they invalidate run once, after the action, however many fields it wrote.
extension Graph {
    /// Runs `name` on `instance` when its model declares it; false when it does not and the call
    /// had no receiver written (`name(…)` inside a method, which may be something else).
    func callMethod(_ name: String, on instance: ModelRef, call: Expr, in caller: NodeScope) throws -> Bool {
        guard let model = spec.model(named: instance.type), let method = model.method(named: name) else {
            guard case .call(_?, _, _) = call.kind, !Methods.mutating.contains(name) else { return false }
            let known = spec.model(named: instance.type)?.methods.map(\.name) ?? []
            throw Diagnostic("\(instance.type) has no method '\(name)'", at: call.location,
                             hint: Suggestion.hint(for: name, in: known, known: "its methods")
                                 ?? "declare it under the model's `methods:`, e.g. methods: { \(name): \"…\" }")
        }
        if method.isAsync {
            throw Diagnostic("\(call.source.quotable) is an async method; it needs `await`, in a task", at: call.location,
                             hint: "write `await \(call.source)` in a `task:` or a Task { }")
        }
        let locals = try enter(method, of: instance, call: call, depth: runningMethods, in: caller)
        runningMethods.append(method.name)
        defer { runningMethods.removeLast() }
        // The caller's node stands for where the action runs (events, errors); the names are the method's.
        _ = try nestedCall(at: call.location) {
            try runClosure(method.statements, in: NodeScope(graph: self, node: caller.node, locals: locals, receiver: instance),
                           view: caller.node.ref)
        }
        return true
    }

    /// A call's arguments bound to the method's parameters, evaluated where the call is, after
    /// its labels and the depth of the calls running (`depth`, outermost first) are checked; the
    /// trace is told of the call.
    /// `arguments` is where the call's arguments are evaluated, when not `caller` (a filter's
    /// closure around the call); `announced` is false where the caller tells the trace itself.
    func enter(_ method: MethodDecl, of instance: ModelRef, call: Expr, depth: [String], in caller: NodeScope,
               arguments argumentScope: Scope? = nil, announced: Bool = true, awaitedBy task: Int? = nil) throws -> [String: Value] {
        let (locals, arguments) = try enter(method, of: instance.type, call: call, depth: depth, in: caller, arguments: argumentScope)
        if announced {
            emit(.methodCalled(caller.node.ref, instance: instance, name: method.name, arguments: arguments,
                               source: method.statements.written, awaitedBy: task))
        }
        return locals
    }

    /// The same for a method of the model `type`, telling no one: the parameters' values, and
    /// the arguments as the trace shows them (kept only when recording).
    func enter(_ method: MethodDecl, of type: String, call: Expr, depth: [String], in caller: NodeScope,
               arguments argumentScope: Scope? = nil) throws -> (locals: [String: Value], arguments: [Argument]) {
        guard case .call(let base, _, let args) = call.kind else { return ([:], []) }
        guard args.map({ $0.label ?? "_" }) == method.labels else {
            throw Diagnostic("\(call.source.quotable) does not match \(type).\(method.signature)", at: call.location,
                             hint: "call it as \(base.map { $0.source + "." } ?? "")\(method.exampleCall)")
        }
        var locals: [String: Value] = [:]
        var arguments: [Argument] = []
        for (parameter, arg) in zip(method.parameters, args) {
            // `prefs.set(.done)`: the declared parameter's type is the case's (§92.1).
            let scope = argumentScope ?? caller
            let value = try ImplicitMember.needsType(arg.value, in: scope.enums)
                ? ImplicitMember.evaluate(arg.value, as: parameter.typeName, in: scope) : Evaluator.evaluate(arg.value, in: scope)
            locals[parameter.name] = value
            if recording { arguments.append(Argument(label: parameter.name, value: value)) }
        }
        if depth.count >= limits.callDepth {
            let chain = (depth.suffix(4) + [method.name]).joined(separator: " → ")
            throw Diagnostic("methods call each other more than \(limits.callDepth) deep: \(chain) → …", at: call.location,
                             hint: "in Swift this recursion overflows the stack; let a condition stop the calls")
        }
        return (locals, arguments)
    }

    /// A name in a method: a parameter or `let`, `self`, a member of the model, or a type.
    func methodLookup(_ name: String, in instance: ModelRef, locals: [String: Value], at location: Location) throws -> Value {
        if let v = locals[name] { return v }
        if name == "self" { return .model(instance) }
        let model = spec.model(named: instance.type)
        if models.field(name, of: instance) != nil || model?.computed(named: name) != nil {
            valueReads?.append("\(instance).\(name)")
            return try field(name, of: instance, at: location)
        }
        if spec.declaresType(named: name) { return .typeName(name) }
        throw Diagnostic("'\(name)' is not a member of \(instance.type)", at: location,
                         hint: "a method sees its parameters, its `let`s and its model's fields; pass what the view has as an argument")
    }

    /// `count = …` in a method: the instance's field, notified as any write to it.
    func methodAssign(_ name: String, _ value: Value, in instance: ModelRef, locals: [String: Value], inPlace: Bool,
                      at location: Location) throws {
        if reader != nil { throw writeInBody("\(instance).\(name)", at: location) }
        if locals[name] != nil {
            throw Diagnostic("'\(name)' is a parameter or a `let` of the method, a constant; it cannot be assigned", at: location,
                             hint: "assign a field of the model, or declare another constant")
        }
        guard models.field(name, of: instance) != nil else {
            if spec.model(named: instance.type)?.computed(named: name) != nil {
                throw Diagnostic("\(instance.type).\(name) is a computed property; it cannot be assigned", at: location,
                                 hint: "assign the fields it is computed from")
            }
            throw Diagnostic("'\(name)' is not a field of \(instance.type)", at: location)
        }
        try write(.field(model: instance.id, name: name), value, inPlace: inPlace, at: location)
    }

    /// A method is the model's: it has no view, so none of a view's environment.
    static func noEnvironmentInMethod(_ call: String, at location: Location) -> Diagnostic {
        Diagnostic("\(call) needs a view's environment; a model's method has none", at: location,
                   hint: "call it in the view's action, after the method: `store.save(); dismiss()`")
    }
}
