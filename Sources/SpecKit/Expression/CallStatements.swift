/// A call run for its effect, as an action's statement: a closure the parent passed, a model's
/// method, a kept task's `cancel()`, a list's mutating method (docs/spec-format.md, *Expressions*).
extension Evaluator {
    /// A call as a statement: a closure runs its statements; a list method stores the changed list.
    static func perform(_ call: Expr, in scope: Scope) throws {
        guard case .call(let base, let name, let args) = call.kind else { return }
        guard let base else {
            // `increment()` in a model's method: a method of the same model (§62).
            if try scope.callMethod(name, on: nil, call: call) { return }
            if Methods.conversions.contains(name) || GlobalFunctions.names.contains(name) {
                throw Diagnostic("\(call.source.quotable) computes a value and changes nothing; an action must change something",
                                 at: call.location, hint: "store the \(name == Methods.conversion ? "text" : "value"): `\(name == Methods.conversion ? "label" : "n") = \(call.source)`")
            }
            // `dismiss()` with no `dismiss` in scope is `@Environment(\.dismiss)` of the view the action runs in.
            if name == "dismiss", args.isEmpty, (try? scope.lookup(name, at: call.location)) == nil {
                return try scope.dismiss(at: call.location)
            }
            if name == "dismissSearch", args.isEmpty, (try? scope.lookup(name, at: call.location)) == nil {
                return try scope.dismissSearch(at: call.location)
            }
            let value = try scope.lookup(name, at: call.location)
            guard case .closure(let closure) = value else {
                throw Diagnostic("'\(name)' is \(value.typeName), not a closure; only a closure can be called", at: call.location,
                                 hint: "pass one from the parent: \(name): \"{ likes += 1 }\"")
            }
            guard args.count == closure.parameters.count else {
                let takes = closure.parameters.isEmpty ? "no arguments" : closure.parameters.count == 1 ? "1 argument" : "\(closure.parameters.count) arguments"
                throw Diagnostic("\(call.source.quotable): the closure passed as '\(name)', \(closure.source), takes \(takes)", at: call.location,
                                 hint: closure.parameters.isEmpty ? "call it as \(name)(), or give the closure a parameter: { value in … }"
                                     : "call it with \(closure.parameters.count == 1 ? "one value" : "\(closure.parameters.count) values"): \(name)(\(closure.parameters.joined(separator: ", ")))")
            }
            if let label = args.first(where: { $0.label != nil })?.label {
                throw Diagnostic("\(call.source.quotable): a closure's arguments have no labels", at: call.location,
                                 hint: "Swift calls a closure without argument labels: drop `\(label):`")
            }
            let values = try args.map { try evaluate($0.value, in: scope) }
            return try scope.invoke(closure, named: name, with: values, at: call.location)
        }
        // `store.objectWillChange.send()`: the object's publisher, told by hand (§15).
        if let owner = ObservableObjects.sender(of: call) {
            return try scope.sendObjectWillChange(try evaluate(owner, in: scope), call: call)
        }
        // `feed.updates.yield(5)`: the stream's continuation, kept by the instance (§83).
        if StreamCalls.names.contains(name), try scope.callStream(name, on: base, call: call) { return }
        // The receiver first, as Swift evaluates it: `store.add(item)` runs a method the model's
        // class declares on the instance (§62).
        let receiver = try evaluate(base, in: scope)
        // `store.current?.rename("x")` while current is nil: nothing runs (§66).
        if case .null = receiver, base.isOptionalChain {
            return scope.chainStopped(call.source, through: base)
        }
        if case .model(let instance) = receiver, try scope.callMethod(name, on: instance, call: call) { return }
        // `p.moveBy(1)`: a struct's method; a mutating one stores the changed copy in `base` (§65).
        if case .structure(let value) = receiver, try scope.callMethod(name, on: value, in: base, call: call) { return }
        // `pending?.cancel()`: a kept task, cancelled as its view's going away would (§63).
        if name == TaskHandles.cancel {
            if let handle = try TaskHandles.taskToCancel(receiver, call) { try scope.cancelTask(handle, call: call) }
            return
        }
        if case .null = receiver { throw OptionalChaining.unwrapped(call, base: base, member: "\(name)(…)") }
        guard Methods.mutating.contains(name) else {
            throw Diagnostic("\(call.source.quotable) computes a value and changes nothing; an action must change something",
                             at: call.location, hint: Methods.changing)
        }
        // `items.removeAll(where: { … })`: the list without the elements the closure is true of,
        // stored in place as every mutating method's, a write even when nothing goes (§74).
        if ListClosure.method(name, args) == .removeAll {
            return try store(try ListClosure.evaluate(.removeAll, base, call, in: scope), in: base, scope: scope, inPlace: true)
        }
        // `list.append(.done)`: the argument is an Element of the list (§92.1).
        let values = try ImplicitMember.listArguments(args, of: name, on: receiver, at: base, in: scope)
        let changed = try Methods.changed(name, receiver, values, call, limits: scope.limits)
        // A mutating method takes its receiver inout: written in place.
        try store(changed, in: base, scope: scope, inPlace: true)
    }
}
