/// `self` in a `kind: struct` model's method (docs/semantics.md §65): the value the method works
/// on. A mutating method's writes change it; its call stores it back in the place the value came
/// from when the method returns, as Swift passes `self` inout to a mutating method.
final class StructSelf {
    var value: StructValue
    /// The method running, for its `mutating` and for messages.
    let method: MethodDecl
    var isMutating: Bool { method.isMutating }

    init(value: StructValue, method: MethodDecl) {
        self.value = value
        self.method = method
    }

    /// `self`, the place a bare `reset()` in a struct's method works on.
    static func place(at location: Location) -> Expr { Expr(.name("self"), at: location, source: "self") }
}

/// A struct's methods (§65): `p.moveBy(1)` runs the statements the model declares on a copy of
/// the value `p` holds; a `mutating` one then stores the changed copy in `p`, one write to the
/// holder as `p.x = 1` is, told to the holder's readers by the holder's own rule.
extension Graph {
    /// Runs `name` on `value`, the value `place` holds, as a statement; false when the model
    /// declares no method of that name and the call may be a list's or a string's.
    func callStructMethod(_ name: String, on value: StructValue, in place: Expr, call: Expr, from caller: NodeScope) throws -> Bool {
        guard let method = try structMethod(name, of: value, call: call) else { return false }
        try checkMutable(place, for: method, of: value.type, call: call, in: caller)
        let (locals, arguments) = try enter(method, of: value.type, call: call, depth: runningMethods, in: caller)
        announce(method, on: value, in: place, arguments: arguments, from: caller)
        let me = StructSelf(value: value, method: method)
        runningMethods.append(method.name)
        defer { runningMethods.removeLast() }
        _ = try nestedCall(at: call.location) {
            try runClosure(method.statements, in: NodeScope(graph: self, node: caller.node, locals: locals, structSelf: me),
                           view: caller.node.ref)
        }
        guard method.isMutating else { return true }
        if me.value == value { emit(.structMethodLeftEqual(caller.node.ref, place: place.source, name: method.name, value: .structure(value))) }
        try store(me.value, in: place, call: call, from: caller)
        return true
    }

    /// The value `name` returns on `value` (`{p.distance()}`, `let n = counter.take()`); nil when
    /// the model declares no method of that name.
    func structMethodValue(_ name: String, on value: StructValue, in place: Expr, call: Expr, from caller: NodeScope,
                           arguments: Scope?) throws -> Value? {
        guard let method = try structMethod(name, of: value, call: call) else { return nil }
        guard method.returnsValue else { throw Self.returnsNothing(call, runs: method, of: value.type) }
        let inBody = reader != nil
        if method.isMutating {
            if inBody {
                throw Diagnostic("\(call.source.quotable) runs the mutating \(value.type).\(method.signature), which changes \(place.source), while a body is evaluated",
                                 at: call.location,
                                 hint: "SwiftUI warns \"Modifying state during view update\": let a method a body calls only read, and make the change in an action")
            }
            try checkMutable(place, for: method, of: value.type, call: call, in: caller)
        }
        let (locals, arguments) = try enter(method, of: value.type, call: call, depth: runningMethods, in: caller, arguments: arguments)
        if !inBody {
            announce(method, on: value, in: place, arguments: arguments, from: caller)
        }
        let me = StructSelf(value: value, method: method)
        runningMethods.append(method.name)
        defer { runningMethods.removeLast() }
        let ran = try nestedCall(at: call.location) {
            try run(method.statements, in: NodeScope(graph: self, node: caller.node, locals: locals, structSelf: me))
        }
        guard case .returned(let result?) = ran else {
            throw Self.noValue(method, of: value.type)
        }
        if method.isMutating { try store(me.value, in: place, call: call, from: caller) }
        if inBody && recording {
            emit(.structMethodValueRead(caller.node.ref, place: place.source, name: method.name, arguments: arguments, value: result))
        }
        return result
    }

    /// Tells the trace of a call from an action, before the method runs.
    private func announce(_ method: MethodDecl, on value: StructValue, in place: Expr, arguments: [Argument], from caller: NodeScope) {
        emit(.structMethodCalled(caller.node.ref, place: place.source, value: .structure(value), name: method.name, arguments: arguments,
                                 isMutating: method.isMutating, source: method.statements.written))
    }

    /// The method `name` of the struct `value`'s model; nil for a list's or string's mutating
    /// method's name, which the call may mean; an error for any other undeclared name.
    private func structMethod(_ name: String, of value: StructValue, call: Expr) throws -> MethodDecl? {
        let model = spec.model(named: value.type)
        if let method = model?.method(named: name) { return method }
        guard !Methods.mutating.contains(name) else { return nil }
        throw Diagnostic("\(value.type) has no method '\(name)'", at: call.location,
                         hint: Suggestion.hint(for: name, in: model?.methods.map(\.name) ?? [], known: "its methods")
                             ?? "declare it under the model's `methods:`, e.g. methods: { \"mutating \(name)()\": \"…\" }")
    }

    /// The changed copy, stored back where the value came from: a holder, a binding, a class's
    /// field (in place, through its `_modify`), or `self` of the struct method that called this one.
    private func store(_ value: StructValue, in place: Expr, call: Expr, from caller: NodeScope) throws {
        let changed = try Evaluator.checkSize(.structure(value), limits: limits, source: call.source, at: call.location)
        try Evaluator.store(changed, in: place, scope: caller, inPlace: true)
    }

    /// A mutating method needs its value in a `var`: Swift refuses it on a `let` (a prop, a loop
    /// variable, a `let` or a parameter), and on `self` in a method that is not mutating.
    private func checkMutable(_ place: Expr, for method: MethodDecl, of type: String, call: Expr, in caller: NodeScope) throws {
        guard method.isMutating else { return }
        var root = place
        // `store.point`: a class's field is a `var` of the instance, whoever holds the reference;
        // `points[1]`: an element is as mutable as the list's place (§69).
        while true {
            if case .index(let base, _) = root.kind { root = base; continue }
            guard case .member(let base, _) = root.kind else { break }
            if case .model? = try? quietly({ try Evaluator.evaluate(base, in: caller) }) { return }
            root = base
        }
        guard case .name(let name) = root.kind else { return }
        let constant: String?
        if let me = caller.structSelf {
            constant = name == "self" || me.value.field(name) != nil ? (me.isMutating ? nil : "'self' is immutable")
                : caller.locals[name] != nil ? "'\(name)' is a 'let' constant" : nil
        } else if caller.receiver != nil {
            constant = caller.locals[name] != nil ? "'\(name)' is a 'let' constant" : nil
        } else if caller.locals[name] != nil, caller.locals["$" + name] == nil {
            constant = "'\(name)' is a 'let' constant"
        } else if caller.node.screen == nil, caller.locals[name] == nil, caller.node[prop: name] != nil, !Self.isBinding(caller.node[prop: name]) {
            constant = "'\(name)' is a 'let' constant, a prop of \(caller.node.component.name)"
        } else {
            constant = nil
        }
        guard let constant else { return }
        let inMethod = caller.structSelf.map { name == "self" || $0.value.field(name) != nil } ?? false
        throw StructSelf.immutable(constant, call: call, method: "\(type).\(method.signature)", name: name,
                                   around: inMethod ? caller.structSelf?.method : nil)
    }

    private static func isBinding(_ value: Value?) -> Bool {
        if case .binding? = value { return true }
        return false
    }

    /// A name in a struct's method: a parameter or `let`, `self`, a field of the value, or a type.
    func structLookup(_ name: String, in me: StructSelf, locals: [String: Value], at location: Location) throws -> Value {
        if let v = locals[name] { return v }
        if name == "self" { return .structure(me.value) }
        if let v = me.value.field(name) { return v }
        if spec.declaresType(named: name) { return .typeName(name) }
        throw Diagnostic("'\(name)' is not a member of \(me.value.type)", at: location,
                         hint: "a method sees its parameters, its `let`s and its struct's fields; pass what the view has as an argument")
    }

    /// `x = …` or `self = …` in a struct's method: the value's field, changed in the copy the
    /// method works on; only a mutating method may.
    func structAssign(_ name: String, _ value: Value, in me: StructSelf, locals: [String: Value], at location: Location) throws {
        if locals[name] != nil {
            throw Diagnostic("'\(name)' is a parameter or a `let` of the method, a constant; it cannot be assigned", at: location,
                             hint: "assign a field of \(me.value.type), or declare another constant")
        }
        guard name == "self" || me.value.field(name) != nil else {
            throw Diagnostic("'\(name)' is not a field of \(me.value.type)", at: location)
        }
        guard me.isMutating else {
            throw Diagnostic("cannot assign to property: 'self' is immutable; \(me.value.type)'s method is not mutating", at: location,
                             hint: StructSelf.mutableHint("self", around: me.method))
        }
        if name == "self" {
            guard case .structure(let s) = value, s.type == me.value.type else {
                throw Diagnostic("`self = …` needs a \(me.value.type); this is \(value.typeName) \(value.literal)", at: location)
            }
            me.value = s
        } else {
            me.value = me.value.replacing(name, with: value)
        }
    }
}

extension StructSelf {
    /// Swift's "cannot use mutating member on immutable value": `call` runs the mutating `method`
    /// on `name`, which `why` says is a constant; `around` is the method that is not mutating
    /// when `name` is its `self`.
    static func immutable(_ why: String, call: Expr, method: String, name: String, around: MethodDecl?) -> Diagnostic {
        Diagnostic("cannot use mutating member on immutable value: \(why); \(call.source.quotable) runs the mutating \(method)",
                   at: call.location, hint: mutableHint(name, around: around))
    }

    /// What makes the call legal: `mutating` on the method `around` it, or the value in a `var`.
    static func mutableHint(_ name: String, around method: MethodDecl?) -> String {
        if let method {
            return "mark \(method.name) `mutating`, as Swift requires of a method that changes self: \"mutating \(method.name)\(method.parameters.isEmpty ? "()" : "(…)")\""
        }
        return "call it on a `var`: a `state:` holder, a binding (`@Binding var \(name)`, passed `$…` by the view that holds the value), or the rows of `for-each: $items`; a prop, a loop variable and a `let` are constants"
    }
}
