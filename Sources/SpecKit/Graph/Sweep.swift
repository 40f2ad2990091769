/// Freeing model instances nothing holds any more, as Swift frees an object whose last reference
/// is gone. The store cannot count references (a `Value` is copied freely), so a sweep marks every
/// instance a place that can keep a value reaches, and drops the rest. Nothing observable changes:
/// creation counts and serials stay, ids are never reused, and an instance nothing reaches can be
/// neither read nor written again.
///
/// A sweep runs only where no value lives on the stack outside the graph: when a step has
/// settled, and when a body is about to run (every caller of `render` keeps its values in the
/// graph by then: the parent's output, its children, the queued handlers). It runs when the store
/// has grown by a quarter to a half since the last sweep, so its cost, linear in what is live, is
/// amortized over the creations that made it due.
extension Graph {
    /// Sweeps when the store has grown enough since the last sweep (or always, when told to). A
    /// sweep that could free nothing is not run: mounting new views only adds instances, each kept
    /// where it was built, and a sweep walked the whole graph several times during a large launch.
    func sweepIfDue() {
        guard models.count >= nextSweep || sweepsAlways else { return }
        if mayHoldGarbage || sweepsAlways { sweep() } else { scheduleNextSweep() }
    }

    /// Marks every instance a live place reaches and frees the others.
    func sweep() {
        mayHoldGarbage = false
        var marks = ModelMarks(capacity: models.nextID)
        for node in nodes.values {
            marks.node(node)
            if let owner = node.screen?.owner, nodes[owner.id] !== owner { marks.node(owner) }
        }
        // A task or handler may run in the scope of a view already gone.
        var gone: Set<ObjectIdentifier> = []
        func markIfGone(_ node: Node) {
            if nodes[node.id] !== node, gone.insert(ObjectIdentifier(node)).inserted { marks.node(node) }
        }
        for task in tasks.values {
            markIfGone(task.owner)
            marks.taskRef(task.ref)
            marks.values(task.locals)
            for variable in task.variables.values { marks.value(variable.value) }
            // The levels it returns to: a method's caller, the closure around a `do` (§62, §75).
            if let receiver = task.receiver { marks.value(.model(receiver)) }
            for frame in task.frames {
                marks.values(frame.locals)
                for variable in frame.variables.values { marks.value(variable.value) }
                if let receiver = frame.receiver { marks.value(.model(receiver)) }
                // The elements a loop that awaits still iterates, a copy taken when it started (§85).
                if let turns = frame.loop { for element in turns.elements { marks.value(element) } }
            }
            for case .finished(let value) in task.children.values { marks.value(value) }
            // A group's results waiting for its loop (§88).
            for result in task.group?.ended ?? [] { if case .finished(let value) = result.outcome { marks.value(value) } }
            if case .request(let r)? = task.waiting { marks.requestRef(r) }
            // The instance whose stream its loop iterates: the iterator keeps the stream (§83).
            if let iterated = task.iterating { marks.value(.model(iterated.instance)) }
        }
        // What gone views' code stored after they went (§27.5).
        for stored in goneValues.values { marks.values(stored) }
        for handler in pending {
            markIfGone(handler.owner)
            marks.values(handler.locals)
        }
        for run in deferredRuns {
            markIfGone(run.task.owner)
            marks.values(run.task.locals)
            if let receiver = run.task.receiver { marks.value(.model(receiver)) }
        }
        for request in pendingRequests { marks.requestRef(request.ref) }
        for subscription in publisherSubscriptions.values { marks.value(.model(subscription.object)) }
        // A field that keeps what was typed reads its binding to see a change (§86).
        for kept in typedTexts ?? [] { marks.value(.binding(kept.control.target)) }
        if let t = typing { marks.value(.binding(t.control.target)) }
        // The readers index holds the live nodes' reads, marked with them.
        models.sweep(keeping: &marks)
        scheduleNextSweep()
    }

    /// Due when the store has grown by half since it was last known to hold no garbage: a
    /// sweep's cost, linear in what is live, is spread over the creations that made it due.
    /// Measured from the last schedule during a large launch instead of from its end, the kept
    /// seeds of the first root tap made a sweep due that walked the whole tree and freed nothing.
    func scheduleNextSweep() {
        nextSweep = max(Self.smallestSweep, models.count + models.count / 2)
    }

    /// Below this many instances, sweeping is not worth its walk.
    static let smallestSweep = 1024

    /// Evaluates a holder's initial value where the holder keeps it. An instance built there and
    /// kept is no garbage: when it is the only one the evaluation built, the evaluation leaves
    /// `mayHoldGarbage` as it found it (building any instance sets it, Render.swift).
    func installing(_ expression: Expr, in scope: NodeScope) throws -> Value {
        let (clean, next) = (!mayHoldGarbage, models.nextID)
        let value = try Evaluator.evaluate(expression, in: scope)
        if clean {
            if models.nextID == next { mayHoldGarbage = false }
            else if models.nextID == next + 1, case .model(let ref) = value, ref.id == next { mayHoldGarbage = false }
        }
        return value
    }
}

/// The instances found live so far, as a bit per id, and the ones whose fields are still to walk.
struct ModelMarks {
    private var bits: [UInt64]
    /// Marked instances whose fields have not been walked yet.
    var queue: [Int] = []

    init(capacity: Int) { bits = Array(repeating: 0, count: capacity / 64 + 1) }

    func contains(_ id: Int) -> Bool { id / 64 < bits.count && bits[id / 64] & (1 << UInt64(id % 64)) != 0 }

    mutating func model(_ id: Int) {
        // Structs have id 0 and are values, not instances.
        guard id > 0, id / 64 < bits.count, bits[id / 64] & (1 << UInt64(id % 64)) == 0 else { return }
        bits[id / 64] |= 1 << UInt64(id % 64)
        queue.append(id)
    }

    mutating func value(_ v: Value) {
        switch v {
        case .int, .string, .bool, .null, .typeName, .phase, .task, .enumCase: return
        case .model(let ref): model(ref.id)
        case .list(let items): for item in items { value(item) }
        case .binding(let b):
            if let m = b.model { model(m.id) }
            if let custom = b.custom { value(custom.heldValue) }
        case .structure(let s): for field in s.fields { value(field.value) }
        case .closure(let c): values(c.locals)
        }
    }

    mutating func value(_ v: Value?) { if let v { value(v) } }

    mutating func values(_ dictionary: [String: Value]) { for v in dictionary.values { value(v) } }

    mutating func values(_ list: [Value]) { for v in list { value(v) } }

    mutating func values(_ list: [Value?]) { for case let v? in list { value(v) } }

    mutating func slot(_ slot: Slot?) {
        for step in slot?.path ?? [] {
            switch step {
            case .key(let v), .id(let v): value(v)
            case .index, .branch, .presentation, .pushed, .tab, .switchCase, .content: break
            }
        }
    }

    mutating func taskRef(_ ref: TaskRef) { value(ref.id) }

    mutating func requestRef(_ ref: RequestRef) { value(ref.argument) }

    mutating func output(_ output: [Node.Output]) {
        for case .item(let item) in output {
            values(item.locals)
            if let control = item.control {
                if let m = control.target.model { model(m.id) }
                values(control.options)
            }
            value(item.link?.value)
        }
    }

    /// Everything a node keeps: its storage, what its parent passed, what its modifiers and
    /// screen captured, and what its last render read and showed.
    mutating func node(_ node: Node) {
        values(node.values)   // props, holders, seeds and memo dependencies
        values(node.bindingSnapshots)
        values(node.handlerLocals)
        values(node.onChangeValues)
        values(node.preferenceValues)
        values(node.reportedPreferences)
        value(node.taskID)
        value(node.animationValue)
        for v in node.environment.values { value(v) }
        // Its children's slots are theirs, and `readOrder` holds what `reads` holds.
        slot(node.slot)
        output(node.output)
        for o in node.contentOutputs.values { output(o) }
        for c in node.contentClosures.values { values(c.locals) }
        for key in node.reads { if let id = key.model { model(id) } }
        if let screen = node.screen {
            if case .destination(_, let v) = screen.kind { value(v) }
            values(screen.captured)
            values(screen.locals)
            value(screen.presented)
            output(screen.rootOutput)
            for (s, v) in screen.pushed { slot(s); value(v) }
            for o in screen.tabOutputs { output(o) }
            values(screen.tabValues)
            for view in screen.prebuilt { for seed in view.seeds { value(seed) } }
        }
    }
}

extension Graph {
    /// Graphs made while this is true sweep at every chance; tests bind it around a run.
    @TaskLocal static var sweepingAlways = false
}
