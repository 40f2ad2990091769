/// A `for … in` loop whose body awaits, in a task (docs/semantics.md §85): each turn's body runs
/// as the task's own statements in a frame of its own, so the task suspends at an await inside
/// and resumes there, as anywhere else; the frame keeps the copy of the sequence and the turn.
/// When the body ends, or `continue` ends it, the next turn starts; `break`, the last turn's
/// end or no turn at all goes on after the loop.

/// What a loop's frame iterates: the loop, the elements it copied when it started, and the
/// index of the next turn's element.
struct LoopTurns {
    var loop: ForInLoop
    var elements: [Value]
    var next: Int
    /// The loop's statement, for messages: where it is, and its head as written.
    var location: Location
    var head: String
}

extension Graph {
    /// The loop at `task.pc` starts: its copy is taken, and its first turn whose `where` holds
    /// begins, or, with none, the task goes on after it. `turns` counts the turns of this job.
    func enterLoop(_ loop: ForInLoop, at statement: Statement, of task: inout RunningTask, turns: inout Int) throws {
        let elements = try loopElements(loop, in: taskScope(task))
        emit(.loopRan(node: task.owner.ref, .started(head: Self.loopHead(statement), count: elements.count)))
        enterBlock(loop.body, of: &task, kind: .loopBody, after: task.pc + 1)
        task.frames[task.frames.count - 1].loop = LoopTurns(loop: loop, elements: elements, next: 0,
                                                                  location: statement.location, head: Self.loopHead(statement))
        try nextTurn(of: &task, turns: &turns)
    }

    /// The turn in the innermost loop's frame ended: its `defer` bodies are kept to run, and the
    /// next turn whose `where` holds begins with its element; past the last, the frame is left
    /// and the task goes on after the loop.
    func nextTurn(of task: inout RunningTask, turns: inout Int) throws {
        guard let frame = task.frames.last, frame.kind == .loopBody, var state = frame.loop else { return }
        if !task.deferred.isEmpty {
            keepDeferred(task)
            task.deferred = []
        }
        let count = state.elements.count
        while state.next < count {
            turns += 1
            if turns > limits.valueSize {
                throw Diagnostic("the loops at `\(state.head)` ran more than \(limits.valueSize) turns in one job of the task",
                                 at: state.location,
                                 hint: "its awaits did not suspend, so the app would not stop here either; docs/limits.md lists the limits")
            }
            let element = state.elements[state.next]
            state.next += 1
            task.locals = frame.locals.merging(state.loop.binding(element)) { $1 }
            let skipped = try skips(state.loop, in: taskScope(task))
            emit(.loopRan(node: task.owner.ref, .turn(variable: state.loop.variable, value: element, turn: state.next, count: count, skipped: skipped)))
            if skipped != nil { continue }
            task.frames[task.frames.count - 1].loop = state
            task.body = state.loop.body
            task.pc = 0
            task.branches = []
            return
        }
        _ = leaveMethod(of: &task)
    }

    /// A `for … in` that awaits, or a `break` or `continue`, among the task's own statements.
    func runLoopStatement(_ statement: Statement, of task: inout RunningTask, turns: inout Int) throws {
        switch statement.kind {
        case .forIn(let loop): try enterLoop(loop, at: statement, of: &task, turns: &turns)
        case .loopJump(let jump): try leave(jump, of: &task, turns: &turns, at: statement.location)
        default: break
        }
    }

    /// A task resumed with a value for its `for await` loop runs the loop's body with it: over a
    /// notification's values (§46) or a model's stream (§83). False when the task's code stops
    /// there (the body ended the task, or the loop waits again); true when it goes on, after
    /// the loop if a `break` left it (§85), or at the loop, which asks its stream again.
    func resumeAwaitLoop(_ number: Int, _ why: Resumption, task: inout RunningTask) throws -> Bool {
        switch why {
        case .value(_, let value):
            guard try runLoopBody(task, with: value) == .left, let after = tasks[number] else { return false }
            task = after
            task.pc += 1
        case .element(_, let value):
            guard case .forAwait(let variable, _, let body) = task.body[task.pc].kind else { return true }
            let turn = try runStreamBody(number, variable: variable, body: body, with: value)
            guard turn != .returned, let after = tasks[number] else { return false }
            task = after
            if turn == .left { task.pc += 1 }
        default:
            break
        }
        return true
    }

    /// `break` or `continue` in a task's loop that awaits: the blocks inside the loop's body are
    /// left (their `defer` bodies kept to run), then the loop, or its turn.
    func leave(_ jump: LoopJump, of task: inout RunningTask, turns: inout Int, at location: Location) throws {
        while let kind = task.frames.last?.kind, kind != .loopBody {
            // The checks refuse a jump with no loop of its own closure around it.
            guard kind != .method else { break }
            _ = leaveMethod(of: &task)
        }
        guard let frame = task.frames.last, frame.kind == .loopBody, let state = frame.loop else {
            throw Diagnostic("'\(jump.rawValue)' is only allowed inside a loop", at: location)
        }
        emit(.loopRan(node: task.owner.ref, .jumped(jump, turn: state.next, count: state.elements.count)))
        if jump == .breakLoop {
            _ = leaveMethod(of: &task)
        } else {
            try nextTurn(of: &task, turns: &turns)
        }
    }
}
