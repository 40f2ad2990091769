/// A task that has not finished: a small value, so the graph's state stays easy to snapshot.
///
/// The engine copies the record into the task table at each statement a task runs, so what most
/// tasks never set (cancellation's words, async-let children, an end waited on, errors caught
/// while suspended, `defer` bodies, a stream's loop, a task group) lives in one box, shared by
/// the copies until one of them writes it; which task it is, in another, never written. A copy
/// then retains about eight values instead of some twenty-five (a task's loop spent an eighth of
/// its time copying the record).
struct RunningTask {
    /// Which task it is; set when it starts, and shared by every copy of the record (a node's
    /// words and the task's id, half of what a copy retained).
    var ref: TaskRef { named.ref }
    private var named: Named
    /// The body whose scope the code runs in, as a Swift closure captures its view; another only
    /// in a copied graph, where the node is copied too.
    private(set) var owner: Node
    /// Loop variables where it was written, and its own `let` names.
    var locals: [String: Value]
    /// Its own `var` locals of the level it runs, which live across its awaits (§96). Copies of
    /// the record share each variable, as its frames do with the level they return to: a write
    /// in a block is seen when the block ends. A copied graph's record has its own (below).
    var variables: [String: LocalVariable] = [:]
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
    /// The `async` methods it awaits, outermost first, each with where it was called (§62);
    /// `receiver` is the instance whose method `body` is now, nil in the task's own closure.
    var frames: [MethodFrame] = []
    var receiver: ModelRef?
    /// What most tasks never set; nil until something is.
    private var rare: Rare?

    init(ref: TaskRef, owner: Node, locals: [String: Value], body: [Statement], throwing: Bool = false) {
        named = Named(ref, owner: owner)
        self.owner = owner
        self.locals = locals
        self.body = body
        if throwing { self.throwing = true }
    }

    /// The same task run by another node: a copied graph's copy of its owner. Why it was
    /// cancelled is not carried, as the copy of a graph never carried it.
    init(_ task: RunningTask, owner: Node) {
        self = task
        self.owner = owner
        named = Named(task.ref, owner: owner)
        if task.rare?.cancellation != nil { cancellation = nil }
        if !task.variables.isEmpty || task.frames.contains(where: { !$0.variables.isEmpty }) { copyVariables() }
    }

    /// Variables of its own, for a copied graph's record: each one once, shared as before by the
    /// level that declared it and the frames of the blocks inside it.
    private mutating func copyVariables() {
        var copies: [ObjectIdentifier: LocalVariable] = [:]
        func copied(_ variables: [String: LocalVariable]) -> [String: LocalVariable] {
            variables.mapValues { variable in
                if let copy = copies[ObjectIdentifier(variable)] { return copy }
                let copy = LocalVariable(variable.value)
                copies[ObjectIdentifier(variable)] = copy
                return copy
            }
        }
        variables = copied(variables)
        for k in frames.indices { frames[k].variables = copied(frames[k].variables) }
    }

    /// `let name = value` of the task: a constant from here on, which hides a variable of its name.
    mutating func bind(_ name: String, _ value: Value) {
        locals[name] = value
        if !variables.isEmpty { variables[name] = nil }
    }

    /// `var name = value` of the task: a variable from here on, which hides a constant of its name.
    mutating func declare(_ name: String, _ value: Value) {
        variables[name] = LocalVariable(value)
        locals[name] = nil
    }

    /// Why and at which step it was cancelled, put in words only by a message that needs them
    /// (Cancellation.swift). Not part of exploring's state key, which `cancelled` is.
    var cancellation: (reason: String, step: (index: Int, summary: String)?)? {
        get { rare?.cancellation }
        _modify { yield &writableRare().cancellation }
    }
    /// Its async lets' child tasks by name, and what became of each (§56).
    var children: [String: ChildOutcome] {
        get { rare?.children ?? [:] }
        _modify { yield &writableRare().children }
    }
    /// How it ended, while it waits for the children it never awaited (SE-0317).
    var exit: TaskEnd? {
        get { rare?.exit }
        _modify { yield &writableRare().exit }
    }
    /// Its request written `try?` threw when it was cancelled: it goes on, as a job of its own,
    /// with nil for the request's value.
    var swallowed: RequestRef? {
        get { rare?.swallowed }
        _modify { yield &writableRare().swallowed }
    }
    /// An await threw and something caught it while the task was suspended: a method's call
    /// written `try?`, after which it goes on with nil for the call's value (§67), or a `catch`
    /// block, which it runs (§75); either as a job of its own. Or a yield or an end handed its
    /// stream's loop, suspended in `next()`, a value or nil (§83).
    var caught: Resumption? {
        get { rare?.caught }
        _modify { yield &writableRare().caught }
    }
    /// A `Task { }` whose closure writes `try` before an await: an error it ends with is its
    /// failure, which `try await` of its value throws (§73).
    var throwing: Bool {
        get { rare?.throwing ?? false }
        _modify { yield &writableRare().throwing }
    }
    /// The `defer` bodies reached in the closure or block it runs now, in order (§77).
    var deferred: [[Statement]] {
        get { rare?.deferred ?? [] }
        _modify { yield &writableRare().deferred }
    }
    /// The model's stream its `for await` loop iterates, from the loop's start to its end (§83).
    var iterating: StreamRef? {
        get { rare?.iterating }
        _modify { yield &writableRare().iterating }
    }
    /// The task group whose body it runs, from `withTaskGroup` to the group's end (§88).
    var group: TaskGroupRun? {
        get { rare?.group }
        _modify { yield &writableRare().group }
    }
    /// Another task has awaited its value (`await t.value`, §67): its end wakes the tasks that
    /// wait on it, which are looked for among all only then.
    var awaited: Bool {
        get { rare?.awaited ?? false }
        _modify { yield &writableRare().awaited }
    }

    /// The box, this record's own: made at the first write, copied when another record shares it.
    private mutating func writableRare() -> Rare {
        if rare == nil {
            rare = Rare()
        } else if !isKnownUniquelyReferenced(&rare) {
            rare = Rare(copying: rare!)
        }
        return rare!
    }

    private final class Named {
        let ref: TaskRef
        /// The views whose bodies wrote the screens its owner is in: its closure keeps them, so a
        /// task of a sheet's content goes on in its presenter's scope after an update destroyed
        /// both (its `try?` sleep cancelled, a request that ignores cancellation answered).
        let heldOwners: [Node]
        init(_ ref: TaskRef, owner: Node) {
            self.ref = ref
            heldOwners = owner.screenOwners
        }
    }

    private final class Rare {
        var cancellation: (reason: String, step: (index: Int, summary: String)?)?
        var children: [String: ChildOutcome] = [:]
        var exit: TaskEnd?
        var swallowed: RequestRef?
        var caught: Resumption?
        var throwing = false
        var deferred: [[Statement]] = []
        var iterating: StreamRef?
        var group: TaskGroupRun?
        var awaited = false

        init() {}

        init(copying other: Rare) {
            (cancellation, children, exit, swallowed) = (other.cancellation, other.children, other.exit, other.swallowed)
            (caught, throwing, deferred, iterating, group) = (other.caught, other.throwing, other.deferred, other.iterating, other.group)
            awaited = other.awaited
        }
    }
}

/// A request started and not yet answered. A cancelled one stays until its response arrives,
/// which is then thrown away, as URLSession drops the data of a cancelled task.
struct PendingRequest {
    var ref: RequestRef
    let decl: RequestDecl
    var cancelled = false
    /// The response the script gave while the app was suspended, which its task gets when the
    /// app runs again (§41); nil while none has arrived.
    var answer: HeldAnswer? = nil
}
