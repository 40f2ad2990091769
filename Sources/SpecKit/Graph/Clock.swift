/// Something the virtual clock will fire: a sleeping task, or a view's repeating timer.
enum Due: Hashable {
    case task(Int)
    /// The node the timer is applied to.
    case timer(Int)
}

/// One entry of the clock's schedule; entries due at the same time fire in the order scheduled.
struct Scheduled {
    var due: Int
    var order: Int
    var what: Due
}

/// The virtual clock and the script's time steps: advancing time, completing requests
/// (docs/semantics.md §27). Each sleep that ends, timer that fires and response that arrives
/// runs in its own transaction: its code runs, then the screen settles.
extension Graph {
    func schedule(_ what: Due, at due: Int) {
        scheduleOrder += 1
        schedule.append(Scheduled(due: due, order: scheduleOrder, what: what))
    }

    func unschedule(_ what: Due) {
        schedule.removeAll { $0.what == what }
    }

    /// The next entry due at or before `limit`.
    private func next(until limit: Int) -> Scheduled? {
        schedule.filter { $0.due <= limit }.min { ($0.due, $0.order) < ($1.due, $1.order) }
    }

    /// Runs a time step of the script.
    public func perform(_ step: TimeStep, at location: Location) throws {
        mayHoldGarbage = true
        switch step {
        case .advance(let ms):
            guard ms <= Int.max - now else {
                throw Diagnostic("advancing \(ms) ms would run past the end of the clock", at: location)
            }
            try advance(to: now + ms, at: location)
        case .untilIdle:
            if scenePhase == .background, schedule.contains(where: { if case .task = $0.what { true } else { false } }) {
                throw Diagnostic("advance: until-idle: the app is suspended in the background, so no sleep ends and the clock never goes idle",
                                 at: location, hint: "advance by a duration (`- advance: 1000`), or bring the app back first with `- foreground: true`")
            }
            // Timers repeat for ever; idle means no task is sleeping.
            var firings = 0
            // The tasks whose sleeps fired, up to two: one alone is a task that sleeps in a loop.
            var sleepers: Set<Int> = []
            while let sleeper = schedule.filter({ if case .task = $0.what { true } else { false } })
                .min(by: { ($0.due, $0.order) < ($1.due, $1.order) }) {
                firings += 1
                if sleepers.count < 2, case .task(let number) = sleeper.what { sleepers.insert(number) }
                if firings > limits.firingsPerStep {
                    throw tooManyFirings(untilIdle: true, at: location, sameInstant: nil, oneSleeper: sleepers.count == 1 ? sleepers.first.flatMap { tasks[$0]?.ref } : nil)
                }
                try advance(to: sleeper.due, at: location, untilIdle: true)
            }
        case .complete(let completion):
            try complete(completion, at: location)
        case .post(let post):
            // NotificationCenter delivers in the process that posts, which is suspended (§41).
            if scenePhase == .background {
                throw Diagnostic("post: the app is suspended in the background: no code of it posts or receives \(post.notification)",
                                 at: location, hint: "post it once the app is back, after `- foreground: true`")
            }
            try self.post(post, at: location)
        }
        endStep()
    }

    /// Tasks that resume each other without end before the code that started them can return.
    func neverIdle(_ task: RunningTask) -> Diagnostic {
        // Where it waits again: its loop, or the code it resumes at.
        let at = task.pc < task.body.count ? task.body[task.pc].location : (task.body.last?.location ?? scenario.location)
        return Diagnostic("tasks never stop resuming: more than \(limits.firingsPerStep) task resumptions ran in one step, the last task #\(task.ref.number) of \(task.ref.view.component)",
                          at: at, hint: "a for-await loop that yields into the stream it takes from, or two that yield into each other's, take a value a job for ever, as the app would (it spins, busy at every turn of its main loop); stop one with a guard, or yield elsewhere")
    }

    /// One task whose sleeps of 0 ms fall due again and again at one instant: it never waits long
    /// enough for the script to go on. Said at the sleep it waits at.
    private func spinning(_ task: RunningTask) -> Diagnostic {
        let at = task.pc < task.body.count ? task.body[task.pc].location : (task.body.last?.location ?? scenario.location)
        let inLoop = task.frames.contains { $0.kind == .loopBody }
        return Diagnostic("\(task.ref.description) never stops resuming at \(now) ms: \(inLoop ? "its loop sleeps" : "it sleeps") 0 ms again and again, each sleep due at once, so the clock stands still and the step never ends (more than \(limits.firingsPerStep) sleeps fell due at that instant)",
                          at: at,
                          hint: "a loop whose only wait is a sleep of 0 ms never waits long enough for the script to go on (in the app it spins, busy at every turn of the main loop); sleep for a duration, which an `advance:` step moves the clock through, or end the loop with a condition or a `guard`")
    }

    private func tooManyFirings(untilIdle: Bool, at location: Location, sameInstant task: TaskRef?, oneSleeper: TaskRef? = nil) -> Diagnostic {
        // Every firing at one instant and the last a task's: sleeps of 0 ms that start again
        // without end, not a clock moved too far at once.
        if let task {
            return Diagnostic("a task never stops resuming at \(now) ms: more than \(limits.firingsPerStep) sleeps fell due at that instant, the clock standing still; the last was task #\(task.number) of \(task.view.component)",
                              at: location,
                              hint: "a `task(id:)` whose code writes its own id after an await starts again each time; write the id elsewhere, or stop with a guard")
        }
        // One task sleeping again and again is a loop (`while true { await sleep(1000) }`); several,
        // each started by the one before, a chain of tasks.
        let why = oneSleeper.map { "a task that sleeps in a loop (task #\($0.number) of \($0.view.component)) keeps the clock busy" }
            ?? "a task that starts a task that sleeps keeps the clock busy"
        return untilIdle
            ? Diagnostic("the clock never goes idle: more than \(limits.firingsPerStep) sleeps and timers fired in one step",
                         at: location, hint: "\(why); advance by a duration instead")
            : Diagnostic("more than \(limits.firingsPerStep) sleeps and timer ticks fall due in one step",
                         at: location, hint: "advance by less at a time, or give the timer a longer period; docs/limits.md lists the limits")
    }

    /// Fires everything due up to `target`, in order of time, then leaves the clock at `target`.
    func advance(to target: Int, at location: Location, untilIdle: Bool = false) throws {
        if scenePhase == .background { return waitSuspended(until: target) }
        var firings = 0
        let start = now
        // The tasks whose sleeps fell due at the start, up to two: one alone sleeps 0 ms in a loop.
        var sleepers: Set<Int> = []
        while let entry = next(until: target) {
            firings += 1
            if entry.due == start, sleepers.count < 2, case .task(let number) = entry.what { sleepers.insert(number) }
            if firings > limits.firingsPerStep {
                if sleepers.count == 1, case .task(let number) = entry.what, let task = tasks[number] { throw spinning(task) }
                let task: TaskRef? = if entry.due == start, case .task(let number) = entry.what { tasks[number]?.ref } else { nil }
                throw tooManyFirings(untilIdle: untilIdle, at: location, sameInstant: task)
            }
            schedule.removeAll { $0.order == entry.order }
            moveClock(to: entry.due)
            lastHandlers = []
            switch entry.what {
            case .task(let number):
                try resume(number, .sleepEnded)
            case .timer(let id):
                guard let node = nodes[id], let timer = node.modifiers.timer else { continue }
                try fireTimer(of: node, timer, next: entry.due + timer.every)
            }
            try startSpawned()
            try settle(at: location)
        }
        moveClock(to: target)
    }

    /// A view's timer fires now, and falls due next at `next`.
    func fireTimer(of node: Node, _ timer: TimerDecl, next: Int) throws {
        schedule(.timer(node.id), at: next)
        count(async: "Timers.fired")
        // The handler runs in the body that wrote the modifier, as an on-appear's does, not in a
        // tab view or stack that hosts the view.
        let owner = node.modifierOwner ?? node
        emit(.timerFired(owner: owner.ref, child: node.ref, every: timer.every, at: now))
        try runAction(timer.action, in: NodeScope(graph: self, node: owner, locals: node.handlerLocals), view: node.ref)
    }

    /// A sleep of 0 ms is due at once: it resumes as a job once the step's work is done, as
    /// `Task.sleep(for: .zero)` does, without waiting for the script to move the clock.
    func fireDueNow(at location: Location) throws {
        guard schedule.contains(where: { $0.due <= now }) else { return }
        try advance(to: now, at: location)
    }

    private func moveClock(to time: Int) {
        guard time > now else { return }
        emit(.clockAdvanced(from: now, to: time))
        now = time
    }

    /// The scenario's redeclaration of a request (keeping the spec's `returns:` and
    /// `cancellation:` where it writes none of its own), or the spec's.
    func request(named name: String) -> RequestDecl? {
        let declared = spec.request(named: name)
        guard var own = scenario.requests.first(where: { $0.name == name }) else { return declared }
        own.returns = own.returns ?? declared?.returns
        if !own.writesCancellation, let declared { own.cancellation = declared.cancellation }
        return own
    }

    /// Delivers one pending request's response (or error); its task resumes with it.
    func complete(_ c: Completion, at location: Location) throws {
        // A response that arrived while the app was suspended is no longer awaited from the server.
        let candidates = pendingRequests.enumerated().filter { $0.element.ref.name == c.request && $0.element.answer == nil }
        let chosen: (offset: Int, element: PendingRequest)?
        switch c.which {
        case .first: chosen = candidates.first
        case .last: chosen = candidates.last
        case .place(let n): chosen = try placed(n, in: candidates, c, at: location)
        case .argument(let e, let order):
            let wanted = try Evaluator.evaluate(e, in: ConstantScope())
            let matching = candidates.filter { $0.element.ref.argument == wanted }
            // Two calls with one argument are told apart by their order only.
            if case .only = order, matching.count > 1 {
                throw Diagnostic("\(matching.count) requests \(c.request)(\(e.source)) are pending; the argument does not say which one completes",
                                 at: location,
                                 hint: "pending: \(describePending()); add `which: first` or `which: last` beside `argument:` to choose among them by order")
            }
            switch order {
            case .last: chosen = matching.last
            case .place(let n): chosen = try placed(n, in: matching, c, at: location)
            default: chosen = matching.first
            }
        case .only:
            if candidates.count > 1 {
                throw Diagnostic("\(candidates.count) requests '\(c.request)' are pending; say which one completes",
                                 at: location,
                                 hint: "pending: \(describePending()); add `which: first`, `which: last` or `argument: …`")
            }
            chosen = candidates.first
        }
        guard let (index, _) = chosen else {
            let what = if case .argument(let e, _) = c.which { "no request \(c.request)(\(e.source)) is pending" }
                       else { "no request '\(c.request)' is pending" }
            var hint = "pending: \(describePending())"
            if request(named: c.request) == nil {
                hint = (Suggestion.closest(to: c.request, in: spec.requests.map(\.name)).map { "did you mean '\($0)'? " } ?? "")
                    + "declared requests: \(spec.requests.isEmpty ? "none" : spec.requests.map(\.name).joined(separator: ", "))"
            }
            throw Diagnostic(what, at: location, hint: hint)
        }
        // A suspended app gets the response when it runs again (§41).
        if scenePhase == .background { return try holdAnswer(c, to: index) }
        try deliver(index, c, at: location)
    }

    /// The response of the pending request at `index` reaches the task awaiting it.
    func deliver(_ index: Int, _ c: Completion, at location: Location) throws {
        let pending = pendingRequests[index]
        pendingRequests.remove(at: index)
        count(async: "Requests.pending", by: -1)
        lastHandlers = []
        let number = pending.ref.task
        if pending.cancelled {
            count(async: "Requests.discarded")
            emit(.requestDiscarded(pending.ref))
        } else if let error = try spec.requestError(of: c) {
            count(async: "Requests.failed")
            emit(.requestFailed(pending.ref, error: error))
            if let task = tasks[number], task.body[task.pc].swallowsErrors {
                // `try?`: the error becomes nil, and the code after the await runs.
                emit(.errorSwallowed(task.ref, at: task.body[task.pc].source, thrown: error.said))
                try resume(number, .response(pending.ref, .null))
            } else if let task = tasks[number], !caughtLater(number, error: error, thrown: Self.thrownOut(error.name, at: task.body[task.pc], of: task)) {
                end(number, .threw(error))
            }
        } else {
            let value = try response(c, pending)
            count(async: "Requests.completed")
            if tasks[number]?.cancelled == true { count(async: "Requests.lateResponses") }
            emit(.requestCompleted(pending.ref, value: value))
            try resume(number, .response(pending.ref, value))
        }
        try startSpawned()
        try settle(at: location)
    }

    /// `which: 2`: the second sent of the pending requests the step names; nil when none is
    /// pending, which the caller reports; an error when fewer than `n` are.
    private func placed(_ n: Int, in candidates: [(offset: Int, element: PendingRequest)], _ c: Completion,
                        at location: Location) throws -> (offset: Int, element: PendingRequest)? {
        guard !candidates.isEmpty else { return nil }
        guard n <= candidates.count else {
            let what = if case .argument(let e, _) = c.which { "\(c.request)(\(e.source))" } else { "'\(c.request)'" }
            throw Diagnostic("which: \(n) asks for the \(Completion.ordinal(n)) pending request \(what), and \(candidates.count) \(candidates.count == 1 ? "is" : "are") pending",
                             at: location, hint: "pending: \(describePending()); the place counts from 1, the first sent")
        }
        return candidates[n - 1]
    }

    /// The step's `value:`, or the request's `returns:` with `argument` bound.
    func response(_ c: Completion, _ pending: PendingRequest) throws -> Value {
        if let value = c.value { return try Evaluator.evaluate(value, in: ConstantScope()) }
        guard let returns = pending.decl.returns else {
            throw Diagnostic("completing \(pending.ref.description) needs a response", at: c.location,
                             hint: "add `value: …` to the step, or `returns: …` to request \(c.request)")
        }
        return try Evaluator.evaluate(returns, in: ArgumentScope(argument: pending.ref.argument ?? .string("")))
    }

    /// `search("a") #1, search("ab") #2`, or `none`; shortened when a task has started thousands.
    func describePending() -> String {
        pendingRequests.isEmpty ? "none"
            : Suggestion.list(pendingRequests.map { $0.ref.description + ($0.cancelled ? " (cancelled)" : "")
                + ($0.answer != nil ? " (answered; its task gets it when the app comes back)" : "") })
    }

    /// Starts a view's timer when it appears; its first tick is one period later.
    func startTimer(of node: Node) {
        guard let timer = node.modifiers.timer else { return }
        schedule(.timer(node.id), at: now + timer.every)
        emit(.timerStarted(node.ref, every: timer.every, first: now + timer.every))
    }

    /// A view built in a tab never shown has no part in the graph yet (§25): its timer starts
    /// and its on-receive subscribes when the tab is first shown, as it appears (§27.8, §46).
    func startSubscriptions(of node: Node) throws {
        startTimer(of: node)
        guard let receive = node.modifiers.receive else { return }
        guard let source = receive.published else { return emit(.subscribed(node.ref, notification: receive.notification)) }
        try subscribePublisher(receive, source, of: node, in: liveScope(node.modifierOwner ?? node, locals: node.handlerLocals), isNew: true)
    }
}
