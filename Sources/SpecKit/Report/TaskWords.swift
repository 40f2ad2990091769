/// How a trace says what a task did, in words that say why.
enum TaskWords {
    static func resumed(_ why: Resumption) -> String {
        switch why {
        case .start: return "starts"
        case .sleepEnded: return "resumes: its sleep ended; the code after the await runs now, in its own transaction"
        case .response(let request, let value):
            return "resumes with \(value.literal) from \(request.description); the code after the await sees the state as it is now"
        case .value(let name, let value):
            return "resumes: its for-await loop over \(name) receives \(value.literal); the body runs with it, then it awaits the next value"
        case .element(let stream, let value):
            return "resumes: its loop over \(stream) was handed \(value.literal); the body runs with it, then the loop asks for the next value"
        case .streamEnded(let stream, let how):
            return "resumes: \(stream) " + (how == .finished ? "was finished" : "was terminated by a cancellation")
                + ", so its loop's next() gives nil; the loop ends and the code after it runs now"
        case .childFinished(let name, let value):
            return "resumes: async let \(name) finished with \(value.literal), so `await \(name)` gives it; the code after the await sees the state as it is now"
        case .childSwallowed(let name, let source):
            return "resumes after `\(source)`: async let \(name)'s child threw, and `try?` gives nil for it; the code after the await runs now"
        case .caught(let call):
            return "resumes after `\(call)`: the method threw, and `try?` gives nil for it; the code after the call runs now"
        case .taskValue(let number, let value):
            return "resumes: task #\(number) ended, so its value, \(value.literal), is what the await gives; the code after the await sees the state as it is now"
        case .errorCaught(let clause, let error):
            return "resumes in `\(clause) { … }`: the await threw \(error), which that clause takes; its block runs now, then the code after the `do`"
        case .taskFailed(let number, let error):
            return "resumes: task #\(number) failed with \(error.name), a Task<…, Error>'s failure, so the await of its value throws it"
        case .groupChildEnded(let group, let child):
            return "resumes: child #\(child) of its task group `\(group)` ended; the group's code goes on where it waited, on the main actor"

        }
    }

    /// An await's error that `try?` made nil (§67).
    static func swallowed(at source: String, thrown: String, task: Int) -> String {
        // A sleep or a check of cancellation gives no value to make nil.
        let swallowed = TaskEnd.throwsCancellationError(source) ? "`try?` swallows it" : "`try?` makes its value nil"
        return "`\(source)` throws \(thrown); \(swallowed), so task #\(task) goes on with the next statement"
    }

    /// A `defer` body run as its closure or block ends (§77).
    static func deferRan(_ source: String, task: Int?, order: DeferOrder? = nil) -> String {
        let ran = "run `\(source)`: " + (task.map { "task #\($0) left the closure or block holding it, however it left, so it runs now" }
            ?? "the closure or block holding it ended, so it runs now")
        switch order {
        case nil: return ran
        case .beforeImplicitAwait(let child):
            return ran + ", before the implicit await of async let \(child), never awaited: it was declared after it, "
                + "and a scope's cleanups run the last declared first (SE-0317)"
        case .afterImplicitAwait(let child):
            return ran + ", after the implicit await of async let \(child), never awaited: it was declared before it, "
                + "so it waited for that child, cancelled, to end (SE-0317)"
        }
    }

    /// What a loop did (§85, §87): the copy a `for … in` loop iterates, each turn's element, a
    /// `where` that skipped a turn, a `while` or `repeat` loop's condition at each test, and a
    /// `break` or `continue`.
    static func loop(_ note: LoopNote) -> String {
        switch note {
        case .started(let head, 0):
            return "`\(head)`: the sequence is empty, so the body does not run"
        case .started(let head, let count):
            return "`\(head)`: iterates the \(count) element\(count == 1 ? "" : "s") the sequence holds now, a copy: a write to it in the body does not change the turns"
        case .turn(let bound, let turn, let count, let skipped):
            let element = bound.isEmpty ? "" : ": " + bound.map { "\($0.label) is \($0.value.literal)" }.joined(separator: ", ")
            guard let skipped else { return "turn \(turn) of \(count)\(element)" }
            return "turn \(turn) of \(count)\(element); `\(skipped)` is false, so the body does not run this turn"
        case .repeatStarted(let head):
            return "`\(head)`: the body runs once before the condition is tested"
        case .tested(let condition, let holds, let turn, let values):
            let why = TraceBuilder.why(condition, values)
            if holds { return "turn \(turn): `\(condition)` is true\(why), so the body runs" }
            return turn == 1 ? "`\(condition)` is false\(why), so the body does not run"
                : "`\(condition)` is false\(why), so the loop ends after \(turn - 1) turn\(turn == 2 ? "" : "s")"
        case .jumped(.breakLoop, let turn, let count?):
            return turn < count ? "`break` leaves the loop at turn \(turn) of \(count): the turns after it do not run"
                : "`break` leaves the loop at its last turn, \(turn) of \(count)"
        case .jumped(.breakLoop, let turn, nil):
            return "`break` leaves the loop at turn \(turn): its condition is not tested again"
        case .leftNotifications(let name, let task):
            return "`break` leaves task #\(task)'s for-await loop over \(name): its sequence is dropped, so the task hears no more posts, and the code after the loop runs"
        case .jumped(.continueLoop, let turn, let count?):
            return turn < count ? "`continue` ends turn \(turn) of \(count): the rest of its body does not run, the next turn does"
                : "`continue` ends the last turn, \(turn) of \(count): the rest of its body does not run"
        case .jumped(.continueLoop, let turn, nil):
            return "`continue` ends turn \(turn): the rest of its body does not run, and the condition is tested for the next"
        }
    }

    /// An error that a `do`'s clause took (§75), in a task or in code that runs at once (§80).
    /// The clauses it passed by come first, each with its reason, and a `where` that held is
    /// named with the clause that took it (§81).
    static func caught(by clause: String, thrown: String, task: Int?, why: CatchWhy = CatchWhy()) -> String {
        let runs = task.map { "task #\($0) runs that block" } ?? "that block runs"
        // The values its case pattern bound come first: a `where` is asked with them (§84).
        let binding = why.bound.map { ", \($0)" } ?? ""
        let takes = why.holds.map { "which takes it\(binding), as \($0)" } ?? "which takes it\(binding)"
        return "it throws \(thrown); " + passedBy(why.passed)
            + "the `do` around it has `\(clause)`, \(takes), so \(runs) instead of the rest of the `do`"
    }

    /// A `do` none of whose clauses took the error (§81).
    static func passedBy(thrown: String, passed: [String], task: Int?) -> String {
        "it throws \(thrown); no `catch` of the `do` around it takes it: " + passed.joined(separator: "; ")
            + "; so it goes on out of the `do`" + (task.map { ", in task #\($0)'s code" } ?? "")
    }

    /// "`catch is URLError` does not take it, as it is no URLError; ".
    private static func passedBy(_ passed: [String]) -> String {
        passed.map { $0 + "; " }.joined()
    }

    static func waiting(_ waiting: Wait) -> String {
        switch waiting {
        case .sleep(let until): return "sleeps until \(until) ms"
        case .request(let request): return "awaits \(request.description)"
        case .values(let name): return "awaits the next value of \(name); its loop is subscribed while it waits"
        case .stream(let instance, let name):
            return "waits in next() of \(instance).\(name): nothing is buffered, so the next yield goes to it (to the loop waiting longest, if several wait), and finish() ends the loop"
        case .streamTurn(let instance, let name):
            return "next() of \(instance).\(name) took a buffered value, but it is a nonisolated call: the loop leaves the main actor and comes back as a job of its own, after the work already queued"
        case .child(let name, let number):
            return "awaits async let \(name) (#\(number)): its child runs on, and the task goes on when that child ends"
        case .children(let names) where names.count == 1:
            return "reaches the end of its scope with async let \(names[0]) never awaited: it is cancelled, "
                + "and awaited before the cleanups declared before it run and the task ends (SE-0317)"
        case .children(let names):
            return "reaches the end of its scope with async let \(names.joined(separator: ", ")) never awaited: "
                + "each is cancelled and awaited before the task ends (SE-0317)"
        case .task(let number):
            return "awaits task #\(number)'s value: it goes on when that task ends, however it ends; cancelling either does not end the wait"
        case .taskGroup(let group, false):
            return "awaits the next result of its task group `\(group)`: whichever child ends first gives it, whatever the order they were added in"
        case .taskGroup(let group, true):
            return "reaches the end of its task group `\(group)`'s body with children still running: the group awaits them all before it returns (SE-0304)"

        }
    }

    static func ended(_ how: TaskEnd) -> String {
        switch how {
        case .finished: return "finished"
        case .returned(let source): return "returned at `\(source)`: the rest does not run"
        case .cancelled(let source) where TaskEnd.throwsCancellationError(source):
            return "ends: `\(source)` threw CancellationError; the rest does not run"
        case .cancelled(let source) where source.hasPrefix("for await"):
            return "ends: the loop's sequence ends once the task is cancelled (its next() returns nil), and nothing comes after the loop"
        case .cancelled(let source):
            return "ends: `\(source)` threw because the task was cancelled (URLSession throws URLError.cancelled); the rest does not run"
        case .threw(let error): return "ends: its request threw \(error.name); the rest does not run"
        case .childThrew(let name, .cancelledRequest?):
            return "ends: `await \(name)` threw URLError.cancelled, as its child was cancelled and its request threw it (URLSession throws URLError.cancelled); the rest does not run"
        case .childThrew(let name, let error?):
            return "ends: `await \(name)` threw \(error.name), the error of its child's request; the rest does not run"
        case .childThrew(let name, nil):
            return "ends: `await \(name)` threw CancellationError, as its child was cancelled; the rest does not run"
        case .gave(let value): return "finished: its closure returned \(value.literal), the value an await of it gives"
        case .thrown(let error):
            return "ends: it threw \(error.name), and no `catch` around the `throw` takes it; the rest does not run"
        case .groupThrew(let call, let error):
            return "ends: its task group rethrew \(error.name), the error of group child \(call), once its other children had ended; the rest does not run"
        case .taskThrew(let number, let error):
            return "ends: the await of task #\(number)'s value threw \(error.name), the error that task failed with; `try` lets it out of this closure, and the rest does not run"
        }
    }

    /// What a `withAnimation` statement the trace shows run does, and does not (§57); "" for
    /// any other statement.
    static func animation(_ source: String) -> String {
        guard source.hasPrefix("withAnimation") else { return "" }
        let called = source.prefix { $0 != "{" }.trimmingCharacters(in: .whitespaces)
        return ": \(called)'s body runs now, in this transaction; an animation changes how the change is drawn, not which views render"
    }
}
