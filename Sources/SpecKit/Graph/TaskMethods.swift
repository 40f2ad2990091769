/// A model's `async` method awaited in a task (docs/semantics.md §62): `await store.load()`
/// runs the method's statements as the task's own from there, with the instance as `self`, so
/// the task suspends where the method awaits; when the method ends, or a `guard` or `return`
/// leaves it, the task goes on after the call. A cancelled await inside ends the whole task, as
/// the error the method throws comes out of the task's `try await`.
struct MethodFrame {
    /// Where the call was: the statements around it, the one after it, and their names.
    var body: [Statement]
    var pc: Int
    var locals: [String: Value]
    var branches: [Bool]
    var receiver: ModelRef?
    /// The method running above this frame, for the trace and exploring's key.
    var method: String
}

extension Graph {
    /// The scope a task's statement runs in: its owner's, or in an awaited method the instance's.
    func taskScope(_ task: RunningTask) -> NodeScope {
        guard let receiver = task.receiver else { return liveScope(task.owner, locals: task.locals) }
        return NodeScope(graph: self, node: task.owner, locals: task.locals, receiver: receiver)
    }

    /// `await store.load()`: the method's statements take the task's place from here, the call's
    /// frame kept to come back to. A method that is not `async` runs at once, as Swift runs it.
    func enterMethod(_ call: Expr, of task: inout RunningTask, in scope: NodeScope) throws {
        guard case .call(let base?, let name, _) = call.kind else { return }
        let receiver = try Evaluator.evaluate(base, in: scope)
        // A struct's method is never async (§65): it runs at once, as Swift runs an awaited synchronous call.
        if case .structure(let value) = receiver, try callStructMethod(name, on: value, in: base, call: call, from: scope) {
            task.pc += 1
            return
        }
        guard case .model(let instance) = receiver else {
            throw Diagnostic("\(base.source.quotable) is not a model's instance; only a model's method is awaited this way", at: call.location)
        }
        guard let method = spec.model(named: instance.type)?.method(named: name) else {
            throw Diagnostic("\(instance.type) has no method '\(name)'", at: call.location)
        }
        guard method.isAsync else {
            _ = try callMethod(name, on: instance, call: call, in: scope)
            task.pc += 1
            return
        }
        let locals = try enter(method, of: instance, call: call, depth: task.frames.map(\.method), in: scope)
        task.frames.append(MethodFrame(body: task.body, pc: task.pc + 1, locals: task.locals, branches: task.branches,
                                       receiver: task.receiver, method: name))
        task.body = method.statements
        task.pc = 0
        task.locals = locals
        task.branches = []
        task.receiver = instance
    }

    /// The method the task runs ended, or a guard returned from it: the task goes on after the
    /// call. False when the task runs no method, so that what ended is the task.
    func leaveMethod(of task: inout RunningTask) -> Bool {
        guard let frame = task.frames.popLast() else { return false }
        task.body = frame.body
        task.pc = frame.pc
        task.locals = frame.locals
        task.branches = frame.branches
        task.receiver = frame.receiver
        return true
    }
}
