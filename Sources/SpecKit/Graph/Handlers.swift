/// A modifier's action waiting to run after the current pass.
struct Handler {
    var kind: String
    /// The body that wrote the modifier; the action runs in its scope, as a closure would.
    var owner: Node
    var child: NodeRef
    var locals: [String: Value]
    var statements: [Statement]
    var detail: String
}

/// Modifiers: on-change, task, on-appear, on-disappear (docs/semantics.md §7–§9).
///
/// Values are read during the owner's render, so the owner depends on them. Actions never run
/// inside a render: they are queued and run after the pass, and what they write is rendered in a
/// later pass — which is why a repair through on-change or task shows the new model "a render late".
extension Graph {
    func enqueue(_ handler: Handler) { pending.append(handler) }

    /// Compares the modifiers' values at the owner's render and queues what must run.
    func updateModifiers(of child: Node, _ modifiers: Modifiers, in scope: NodeScope, isNew: Bool) throws {
        child.modifiers = modifiers
        child.handlerLocals = scope.locals
        let owner = scope.node
        for (k, onChange) in modifiers.onChange.enumerated() {
            let value = try Evaluator.evaluate(onChange.value, in: scope)
            let old = isNew || k >= child.onChangeValues.count ? nil : child.onChangeValues[k]
            emit(.onChangeCompared(owner: owner.ref, child: child.ref, value: onChange.value.source, old: old, new: value))
            if isNew {
                child.onChangeValues.append(value)
                if onChange.initial {
                    enqueue(Handler(kind: "on-change", owner: owner, child: child.ref,
                                    locals: scope.locals.merging(["oldValue": value, "newValue": value]) { $1 },
                                    statements: onChange.action, detail: "initial, \(onChange.value.source) = \(value.literal)"))
                }
            } else if let old, old != value {
                child.onChangeValues[k] = value
                enqueue(Handler(kind: "on-change", owner: owner, child: child.ref,
                                locals: scope.locals.merging(["oldValue": old, "newValue": value]) { $1 },
                                statements: onChange.action,
                                detail: "\(onChange.value.source) \(old.literal) → \(value.literal)"))
            }
        }
        if let task = modifiers.task {
            let id = try task.id.map { try Evaluator.evaluate($0, in: scope) }
            if isNew || id != child.taskID {
                if !isNew { emit(.taskCancelled(child.ref, id: child.taskID)) }
                child.taskID = id
                emit(.taskStarted(child.ref, id: id))
                enqueue(Handler(kind: "task", owner: owner, child: child.ref, locals: scope.locals,
                                statements: task.action, detail: id.map { "id \($0.literal)" } ?? ""))
            } else {
                emit(.taskKept(child.ref, id: id))
            }
        }
        if isNew && !modifiers.onAppear.isEmpty {
            enqueue(Handler(kind: "on-appear", owner: owner, child: child.ref, locals: scope.locals,
                            statements: modifiers.onAppear, detail: ""))
        }
    }

    /// Runs the queued actions in order; their writes invalidate for the next pass.
    func runHandlers() throws {
        while !pending.isEmpty {
            let batch = pending
            pending = []
            for handler in batch {
                emit(.handlerRan(owner: handler.owner.ref, child: handler.child, kind: handler.kind, detail: handler.detail))
                lastHandlers.append("\(handler.kind) on \(handler.child.path)")
                let scope = NodeScope(graph: self, node: handler.owner, locals: handler.locals)
                reader = nil
                for statement in handler.statements {
                    emit(.actionRan(node: handler.owner.ref, source: statement.source))
                    try Evaluator.execute(statement, in: scope)
                }
            }
        }
    }
}
