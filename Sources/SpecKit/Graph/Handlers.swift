/// A modifier's action waiting to run after the current pass.
struct Handler {
    var kind: String
    /// The body that wrote the modifier; the action runs in its scope, as a closure would.
    var owner: Node
    var child: NodeRef
    var locals: [String: Value]
    var statements: [Statement]
    var detail: String
    /// For a task: the task's number; its code runs through `resume`, up to its first await.
    var task: Int?
    /// Runs after the on-disappear of the views destroyed in the same pass: a new identity's
    /// on-appear, first task and initial on-change (§9), and a presentation's on-dismiss, which
    /// runs once its content is gone (§22).
    var followsDisappearances = false
    /// Runs when the animated transition that takes its screen off ends, once the step has
    /// otherwise settled: the on-disappear of a popped screen, of views a push or a full-screen
    /// cover covers, of a dismissed cover's content, and that cover's on-dismiss (§24).
    var followsScreenTransition = false
    /// Runs once the update and every action it set off have settled: the on-disappear of a view
    /// removed in `withAnimation`, which leaves the interface when its removal transition ends (§57).
    var followsTransition = false
    /// Runs because its view appears (an on-appear, a first task, an initial on-change), or goes
    /// off screen: it goes ahead of the actions of the same kind that the view's ancestors queued
    /// in the same pass (§9, §24).
    var together: Together?
    /// The nodes whose bodies wrote the screens the owner is in, held while the action waits: a
    /// screen node holds its owner unowned (the owner holds it), and one update can destroy both,
    /// as dismissing a sheet destroys a sheet presented in its content with it, whose views'
    /// on-disappear still runs in that content's scope.
    var heldOwners: [Node] = []

    /// This handler, holding the owners of the screens it runs in.
    func holdingOwners() -> Handler {
        guard owner.screen != nil else { return self }
        var held = self
        held.heldOwners = owner.screenOwners
        return held
    }
}

/// Actions that views run together, innermost first (docs/semantics.md §9).
enum Together {
    case appearing, goingOffScreen
}

extension Handler {
    /// The initial run of `onChange(of:initial: true)`: the action with the value as both old and new
    /// value, an appear action (§8).
    static func initialRun(of onChange: OnChangeDecl, value: Value, owner: Node, child: NodeRef,
                           locals: [String: Value], detail: String) -> Handler {
        Handler(kind: "on-change", owner: owner, child: child,
                locals: locals.merging(["oldValue": value, "newValue": value]) { $1 },
                statements: onChange.action, detail: "\(detail), \(onChange.value.source) = \(value.literal)")
    }
}

/// Modifiers: on-change, task, on-appear, on-disappear (docs/semantics.md §7–§9).
///
/// Values are read during the owner's render, so the owner depends on them. Actions never run
/// inside a render: they are queued and run after the pass, and what they write is rendered in a
/// later pass — which is why a repair through on-change or task shows the new model "a render late".
extension Graph {
    func enqueue(_ handler: Handler) { pending.append(handler.holdingOwners()) }

    /// Compares the modifiers' values at the owner's render and queues what must run.
    /// `ownerIsParent` says the owner is the child's parent (it is not in a screen it hosts).
    func updateModifiers(of child: Node, _ modifiers: Modifiers, in scope: NodeScope, isNew: Bool, ownerIsParent: Bool) throws {
        child.modifiers = modifiers
        let owner = scope.node
        // A view removed runs the on-disappear of its last update, whose closure captured the
        // owner's props then: the render that removes it builds no new closure, so props passed
        // to that render must not reach the action (§9). Kept for its other actions too, which
        // see the same props while the view lives.
        child.handlerLocals = modifiers.onDisappear.isEmpty ? scope.locals : capturingProps(of: owner, into: scope.locals)
        child.setModifierOwner(owner, isParent: ownerIsParent)
        for k in 0..<modifiers.onChange.count {
            let onChange = modifiers.onChange[k]
            let value = try Evaluator.evaluate(onChange.value, in: scope)
            let old = isNew || k >= child.onChangeValues.count ? nil : child.onChangeValues[k]
            emit(.onChangeCompared(owner: owner.ref, child: child.ref, value: onChange.value.source, old: old, new: value))
            if isNew {
                child.onChangeValues.append(value)
                // `initial: true` is an appear action (§8): a view built off screen runs it when it appears.
                if onChange.initial && child.appeared {
                    var handler = Handler.initialRun(of: onChange, value: value, owner: owner, child: child.ref,
                                                     locals: scope.locals, detail: "initial")
                    handler.followsDisappearances = true
                    enqueueAppearance(handler, of: child)
                }
            } else if let old, old != value {
                child.onChangeValues[k] = value
                enqueue(Handler(kind: "on-change", owner: owner, child: child.ref,
                                locals: scope.locals.merging(["oldValue": old, "newValue": value]) { $1 },
                                statements: onChange.action,
                                detail: "\(onChange.value.source) \(old.literal) → \(value.literal)"))
            }
        }
        if !modifiers.preference.isEmpty { try evaluatePreferences(of: child, modifiers.preference, in: scope) }
        if let task = modifiers.task {
            let id = try task.id.map { try Evaluator.evaluate($0, in: scope) }
            if !child.appeared {
                // Off screen, the task waits for the view to appear (§24); it starts with this id then.
                // In a tab never shown, no task was cancelled: it starts when the tab is first shown.
                if !isNew, !child.deferred, id != child.taskID { emit(.taskWaitsOffScreen(child.ref, id: id)) }
                child.taskID = id
            } else if isNew || id != child.taskID {
                if !isNew {
                    cancel(child.taskNumber, reason: "its id changed from \(child.taskID?.literal ?? "nil") to \(id?.literal ?? "nil")")
                }
                child.taskID = id
                let number = newTask(body: task.action, owner: owner, locals: scope.locals, view: child.ref, id: id,
                                     structured: true)
                child.taskNumber = number
                let handler = Handler(kind: "task", owner: owner, child: child.ref, locals: scope.locals,
                                      statements: task.action, detail: id.map { "id \($0.literal)" } ?? "", task: number,
                                      followsDisappearances: isNew)
                if isNew { enqueueAppearance(handler, of: child) } else { enqueue(handler) }
            } else {
                emit(.taskKept(child.ref, id: id))
            }
        }
        // A view in a tab never shown subscribes when the tab is first shown (`startSubscriptions`).
        if isNew && !child.deferred { startTimer(of: child) }
        if isNew && !modifiers.refreshable.isEmpty { emit(.refresh(child.ref, .offered)) }
        if let receive = modifiers.receive, !child.deferred {
            if let source = receive.published { try subscribePublisher(receive, source, of: child, in: scope, isNew: isNew) }
            else if isNew { emit(.subscribed(child.ref, notification: receive.notification)) }
        }
        if isNew && child.appeared && !modifiers.onAppear.isEmpty {
            enqueueAppearance(Handler(kind: "on-appear", owner: owner, child: child.ref, locals: scope.locals,
                                      statements: modifiers.onAppear, detail: "", followsDisappearances: true),
                              of: child)
        }
    }

    /// Queues an action of a view that appears in the tree's order among the appear actions
    /// queued in the same pass: after the views written before it and their subtrees, ahead of
    /// its ancestors' and of the views written after it, as SwiftUI runs the innermost view's
    /// onAppear first (§9). Parents render before their children, so the ancestors' actions,
    /// and those of views written after an ancestor, are already queued when a descendant's come.
    func enqueueAppearance(_ handler: Handler, of node: Node) {
        enqueue(handler, of: node, together: .appearing, why: "views appear innermost first")
    }

    /// Queues `handler` of `node` ahead of the actions of `group` that the tree's order puts
    /// after it, which the queue, kept in that order, holds at its end; the trace says so.
    func enqueue(_ handler: Handler, of node: Node, together group: Together, why: String) {
        var handler = handler.holdingOwners()
        handler.together = group
        var first: Int?
        var way: WayUp?
        var k = pending.count - 1
        while k >= 0 {
            if pending[k].together == group {
                if way == nil { way = WayUp(from: node) }
                guard runsAfter(pending[k].child, way!) == true else { break }
                first = k
            }
            k -= 1
        }
        guard let first else { return pending.append(handler) }
        let after = pending[first].child
        let inside = nodes[after.id].map { node.isInside($0, strictly: true) } ?? false
        let note = inside ? "ahead of \(after.component)'s, which it is inside: \(why)"
            : "ahead of \(after.component)'s, written after a view it is inside: a view and its subtree come before the views written after it"
        handler.detail = handler.detail.isEmpty ? note : handler.detail + "; " + note
        pending.insert(handler, at: first)
    }

    /// Queues a destroyed view's on-disappear ahead of the views that appeared in the same pass
    /// and of a presentation's on-dismiss: SwiftUI queues a removed view's action as it removes
    /// it, and a new view's on-appear when the new view is first updated, after the change that
    /// made it (§9); a sheet's onDismiss runs when the dismissal is over (§22).
    func enqueueDisappearance(_ handler: Handler) {
        let handler = handler.holdingOwners()
        if handler.followsTransition { return endingTransitions.append(handler) }
        guard let first = pending.firstIndex(where: \.followsDisappearances) else { return pending.append(handler) }
        pending.insert(handler, at: first)
    }

    /// A `task` modifier's action under `toolchain: xcode16`: what the trace says of its start.
    static func plainTaskDetail(_ detail: String) -> String {
        let why = "its Task is made now and its code runs once the actions queued with it have returned: before iOS 26 the task modifier starts a plain Task"
        return detail.isEmpty ? why : detail + "; " + why
    }

    /// Runs the queued actions in order; their writes invalidate for the next pass. A `Task { }`
    /// one of them starts waits for all of them: SwiftUI runs the queued actions one after another
    /// on the main actor, where the new task is enqueued behind them (§27).
    func runHandlers() throws {
        let immediate = scenario.toolchain.taskStartsImmediately
        while !pending.isEmpty {
            mayHoldGarbage = true
            let batch = pending
            pending = []
            // The actions' own writes are new transactions, animated only by their own withAnimation.
            endAnimatedChange()
            for (k, handler) in batch.enumerated() {
                emit(.handlerRan(owner: handler.owner.ref, child: handler.child, kind: handler.kind,
                                 detail: handler.task == nil || immediate ? handler.detail : Self.plainTaskDetail(handler.detail)))
                let inTask = handler.statements.allSatisfy { if case .spawn = $0.kind { true } else { false } }
                lastHandlers.append((handler.kind, handler.child.path, handler.statements.first?.location, inTask))
                if let task = handler.task {
                    if k < batch.count - 1 || !pending.isEmpty || !spawned.isEmpty { taskStartsAmongActions += 1 }
                    // Before Task.immediate, the appear action makes a plain Task: its code waits
                    // behind the actions queued with it, as a `Task { }` they make does (§27.1).
                    if immediate { try resume(task, .start) } else { spawned.append(task) }
                } else {
                    try runAction(handler.statements, in: liveScope(handler.owner, locals: handler.locals), view: handler.child)
                }
            }
        }
        try startSpawned()
    }
}
