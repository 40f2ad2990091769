/// A task as events name it: its number in order of creation, the view it belongs to and its id.
public struct TaskRef: Sendable, Hashable {
    public var number: Int
    /// The view the task belongs to: the one a `task` modifier is applied to, or for a `Task { }`
    /// the view whose action or handler created it.
    public var view: NodeRef
    /// `task(id:)`'s value when the task started.
    public var id: Value?
    /// A `task` modifier's task, cancelled with its view; false for an unstructured `Task { }`.
    public var structured: Bool
    /// A pull to refresh's task, run by `refreshable`: structured too, cancelled with its view (§40).
    public var refresh = false
    /// An async let's child task: its name, and the number of the task that declared it (§56).
    /// It is cancelled with that task, not with a view.
    public var child: String? = nil
    public var parent: Int? = nil
    /// A task group's child: its closure's call as the parent's scope gave it, `load(2)` (§88).
    public var groupCall: String? = nil

    /// `task #2 of Parent/Results (id "ab")`, `Task { } #3 from Parent/Detail`,
    /// `refresh task #4 of Parent/Feed`, `async let profile #5 of task #2`.
    public var description: String {
        if let groupCall, let parent { return "group child \(groupCall) #\(number) of task #\(parent)" }
        if let child, let parent { return "async let \(child) #\(number) of task #\(parent)" }
        return refresh ? "refresh task #\(number) of \(view.path)"
            : structured ? "task #\(number) of \(view.path)" + (id.map { " (id \($0.literal))" } ?? "")
            : "Task { } #\(number) from \(view.path)"
    }
}

/// A request started by a task, by its number in order of start.
public struct RequestRef: Sendable, Hashable {
    public var number: Int
    public var name: String
    public var argument: Value?
    /// The number of the task awaiting it.
    public var task: Int

    /// `search("ab") #2`.
    public var description: String { "\(name)(\(argument?.literal ?? "")) #\(number)" }
}

/// What a suspended task waits for.
public enum Wait: Sendable, Hashable {
    /// The virtual clock to reach this time (milliseconds).
    case sleep(until: Int)
    case request(RequestRef)
    /// A `for await` loop's next value of this notification (§46).
    case values(String)
    /// A `for await` loop's next value of this model's stream, or its end (§83).
    case stream(ModelRef, String)
    /// A loop's `next()` took a value this model's stream had buffered: the loop comes back to
    /// the main actor as a job of its own, behind what is queued, and its body runs with it (§83).
    case streamTurn(ModelRef, String)
    /// `await profile`: the async let's child task with this number to end (§56).
    case child(name: String, task: Int)
    /// The end of its scope: the children it never awaited, cancelled, to end (SE-0317).
    case children([String])
    /// `await pending?.value`: the kept task with this number to end (§67).
    case task(Int)
    /// `for await n in group`: the next of the group's children to end; or, `draining`, at the
    /// end of the group's body, all of them (§88).
    case taskGroup(String, draining: Bool)
}

/// Why a task's code runs.
public enum Resumption: Sendable, Hashable {
    case start
    case sleepEnded
    case response(RequestRef, Value)
    /// A value a `for await` loop receives: its body runs once with it.
    case value(notification: String, Value)
    /// A value a loop over a model's stream was handed by a yield (§83): its body runs with it,
    /// then the loop asks for the next.
    case element(stream: String, Value)
    /// The stream a loop waited on ended, by `finish()` or a cancellation: the loop ends, and the
    /// code after it runs (§83).
    case streamEnded(stream: String, StreamEnd)
    /// The async let's child it awaits finished with this value.
    case childFinished(name: String, Value)
    /// A method it awaited at this call, written `try?`, threw: the call gives nil (§67).
    case caught(call: String)
    /// The async let's child it awaits at this await, written `try?`, threw: the await gives nil (§56.4).
    case childSwallowed(name: String, at: String)
    /// The kept task it awaited ended with this value (§67).
    case taskValue(task: Int, Value)
    /// The kept task it awaited, a throwing one, failed: the await throws its error (§73).
    case taskFailed(task: Int, error: ThrownError)
    /// An await threw, and a `do`'s `catch` took it while the task was suspended: the task
    /// runs that block now (§75).
    case errorCaught(clause: String, error: String)
    /// A child of the task group it awaits ended: its loop takes the result, or, at the end of
    /// the body, the group ends when it was the last (§88).
    case groupChildEnded(group: String, child: Int)
}

/// How a task's code ended.
public enum TaskEnd: Sendable, Hashable {
    /// It ran its last statement.
    case finished
    /// A guard's condition was false: `guard … else { return }`.
    case returned(guardSource: String)
    /// A sleep or a cancellation-aware request threw `CancellationError`.
    case cancelled(at: String)
    /// A request completed with an error; the rest of the task does not run.
    case threw(ThrownError)
    /// It awaited an async let whose child threw: the error (nil for CancellationError)
    /// comes out of the await, and the rest does not run.
    case childThrew(child: String, error: ThrownError?)
    /// `return e` in its closure: the value `await pending?.value` gives (§67).
    case gave(Value)
    /// `try await pending?.value` threw the error the awaited throwing task failed with (§73).
    case taskThrew(task: Int, error: ThrownError)
    /// `throw LoadError.offline` let its error out of the task's closure (§79).
    case thrown(ThrownError)
    /// `try await withThrowingTaskGroup` rethrew the error of a child, whose call is given,
    /// after the group's other children ended (§88).
    case groupThrew(call: String, error: ThrownError)

    /// Whether the code ended by an error it threw: a kept throwing task then fails with it (§73).
    /// A for-await loop's sequence ending at cancellation is no error.
    var isFailure: Bool {
        switch self {
        case .cancelled(let source): return !source.hasPrefix("for await")
        case .threw, .childThrew, .taskThrew, .thrown, .groupThrew: return true
        case .finished, .returned, .gave: return false
        }
    }

    /// Whether the statement that threw throws CancellationError: a sleep (`await sleep(…)`,
    /// `await Task.sleep(…)`) or a check of cancellation (§75.9), written with `try`, `try?` or
    /// neither; a cancelled request throws URLError.cancelled.
    static func throwsCancellationError(_ source: String) -> Bool {
        let call = source.hasPrefix("try? ") ? source.dropFirst(5) : source.hasPrefix("try ") ? source.dropFirst(4) : Substring(source)
        return call.hasPrefix("await sleep") || call.hasPrefix("await Task.sleep") || call == "Task.checkCancellation()"
    }

    /// The error it ended with, as an await of its value throws it.
    var thrownError: String { error?.name ?? "no error" }

    /// The error it ended with; nil for an end that is no failure.
    var error: ThrownError? {
        switch self {
        case .cancelled(let source) where Self.throwsCancellationError(source): return .cancellation
        case .cancelled: return .cancelledRequest
        case .threw(let error): return error
        case .childThrew(_, let error): return error ?? .cancellation
        case .taskThrew(_, let error), .thrown(let error), .groupThrew(_, let error): return error
        case .finished, .returned, .gave: return nil
        }
    }
}
