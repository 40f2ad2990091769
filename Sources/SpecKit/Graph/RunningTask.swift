/// A task that has not finished: a small value, so the graph's state stays easy to snapshot.
struct RunningTask {
    var ref: TaskRef
    /// The body whose scope the code runs in, as a Swift closure captures its view.
    let owner: Node
    /// Loop variables where it was written, and its own `let` names.
    var locals: [String: Value]
    /// What it runs: its closure's statements, with the branch of each `if` that awaits put in
    /// the `if`'s place when the `if` runs (§59).
    var body: [Statement]
    /// The branches those `if`s and `switch`es took, in order, each its place among the
    /// statement's blocks (0 for an `if`'s first): with the first statement they name the body,
    /// for exploring's state key.
    var branches: [Int] = []
    /// The statement it runs next, or the one it is suspended at.
    var pc = 0
    var waiting: Wait?
    var cancelled = false
    /// Why and at which step it was cancelled, put in words only by a message that needs them
    /// (Cancellation.swift). Not part of exploring's state key, which `cancelled` is.
    var cancellation: (reason: String, step: (index: Int, summary: String)?)?
    /// Its async lets' child tasks by name, and what became of each (§56).
    var children: [String: ChildOutcome] = [:]
    /// How it ended, while it waits for the children it never awaited (SE-0317).
    var exit: TaskEnd?
    /// Its request written `try?` threw when it was cancelled: it goes on, as a job of its own,
    /// with nil for the request's value.
    var swallowed: RequestRef?
    /// The `async` methods it awaits, outermost first, each with where it was called (§62);
    /// `receiver` is the instance whose method `body` is now, nil in the task's own closure.
    var frames: [MethodFrame] = []
    var receiver: ModelRef?
    /// An await threw and something caught it while the task was suspended: a method's call
    /// written `try?`, after which it goes on with nil for the call's value (§67), or a `catch`
    /// block, which it runs (§75); either as a job of its own. Or a yield or an end handed its
    /// stream's loop, suspended in `next()`, a value or nil (§83).
    var caught: Resumption?
    /// A `Task { }` whose closure writes `try` before an await: an error it ends with is its
    /// failure, which `try await` of its value throws (§73).
    var throwing = false
    /// The `defer` bodies reached in the closure or block it runs now, in order (§77).
    var deferred: [[Statement]] = []
    /// The model's stream its `for await` loop iterates, from the loop's start to its end (§83).
    var iterating: StreamRef?
    /// The task group whose body it runs, from `withTaskGroup` to the group's end (§88).
    var group: TaskGroupRun?
}

/// A request started and not yet answered. A cancelled one stays until its response arrives,
/// which is then thrown away, as URLSession drops the data of a cancelled task.
struct PendingRequest {
    var ref: RequestRef
    let decl: RequestDecl
    var cancelled = false
}
