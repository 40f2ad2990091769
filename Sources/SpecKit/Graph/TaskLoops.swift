/// A loop whose body awaits, in a task (docs/semantics.md §85, §87): each turn's body runs as
/// the task's own statements in a frame of its own, so the task suspends at an await inside and
/// resumes there, as anywhere else; the frame keeps the copy of a `for … in` loop's sequence and
/// the turn. When the body ends, or `continue` ends it, the next turn starts (a `while` or
/// `repeat` loop tests its condition first, as the task's state is then); `break`, the last
/// turn's end or no turn at all goes on after the loop.

/// What a loop's frame iterates: the loop, the elements a `for … in` loop copied when it
/// started (none for a `while` loop), and the number of turns begun.
struct LoopTurns {
    var loop: Loop
    var elements: [Value]
    var next: Int
    /// The loop's statement, for messages: where it is.
    var location: Location
    /// A `for … in` loop's number of turns, nil for a `while` or `repeat` loop's.
    var count: Int? { loop.whileCondition == nil ? elements.count : nil }
}

extension Graph {
    /// The loop at `task.pc` starts: a `for … in` loop's copy is taken, and its first turn whose
    /// `where` holds begins (a `while` loop's first turn if its condition holds, a `repeat`
    /// loop's at once), or, with none, the task goes on after it. `turns` counts the turns of
    /// this job.
    func enterLoop(_ loop: Loop, at statement: Statement, of task: inout RunningTask, turns: inout Int) throws {
        var elements: [Value] = []
        if let sequence = loop.sequence {
            elements = try loopElements(sequence, in: taskScope(task))
            emit(.loopRan(node: task.owner.ref, .started(head: loop.head, count: elements.count)))
        } else if case .repeatWhile = loop.kind {
            emit(.loopRan(node: task.owner.ref, .repeatStarted(head: loop.head)))
        }
        enterBlock(loop.body, of: &task, kind: .loopBody, after: task.pc + 1)
        task.frames[task.frames.count - 1].loop = LoopTurns(loop: loop, elements: elements, next: 0, location: statement.location)
        try nextTurn(of: &task, turns: &turns)
    }

    /// The turn in the innermost loop's frame ended: its `defer` bodies are kept to run, and the
    /// next turn begins: a `for … in` loop's next whose `where` holds, with its element; a
    /// `while` or `repeat` loop's if its condition holds now. Past the last, the frame is left
    /// and the task goes on after the loop.
    func nextTurn(of task: inout RunningTask, turns: inout Int) throws {
        guard let frame = task.frames.last, frame.kind == .loopBody, var state = frame.loop else { return }
        if !task.deferred.isEmpty {
            keepDeferred(task)
            task.deferred = []
        }
        while true {
            if let condition = state.loop.whileCondition {
                // The condition sees the task's constants outside the loop, not the body's.
                task.locals = frame.locals
                task.variables = frame.variables
                let first = state.next == 0
                if !(first && state.loop.isRepeat), try !test(condition, before: state.next + 1, in: taskScope(task)) { break }
            } else if state.next >= state.elements.count {
                break
            }
            turns += 1
            if turns > limits.valueSize {
                throw loopBound(state.loop, at: state.location, what: "in one job of the task", cancelledBy: task.cancelled ? task.cancelledBy ?? "" : nil)
            }
            state.next += 1
            if state.loop.whileCondition == nil {
                let element = state.elements[state.next - 1]
                let binding = state.loop.binding(element, offset: state.next - 1)
                task.locals = frame.locals.merging(binding) { $1 }
                // A turn begins with the variables around the loop: its own of the last turn are gone.
                task.variables = frame.variables
                for name in binding.keys where task.variables[name] != nil { task.variables[name] = nil }
                let skipped = try skips(state.loop, in: taskScope(task))
                emit(.loopRan(node: task.owner.ref, .turn(bound: state.loop.bound(binding), turn: state.next, count: state.elements.count, skipped: skipped)))
                if skipped != nil { continue }
            }
            task.frames[task.frames.count - 1].loop = state
            task.body = state.loop.body
            task.pc = 0
            task.branches = []
            return
        }
        _ = leaveMethod(of: &task)
    }

    /// A loop that awaits, or a `break` or `continue`, among the task's own statements.
    func runLoopStatement(_ statement: Statement, of task: inout RunningTask, turns: inout Int) throws {
        switch statement.kind {
        case .loop(let loop): try enterLoop(loop, at: statement, of: &task, turns: &turns)
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
        emit(.loopRan(node: task.owner.ref, .jumped(jump, turn: state.next, count: state.count)))
        if jump == .breakLoop {
            _ = leaveMethod(of: &task)
        } else {
            try nextTurn(of: &task, turns: &turns)
        }
    }
}
