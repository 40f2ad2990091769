/// What a tree snapshot is made of: its nodes with their holders, the tasks still pending, and
/// the models alive.
extension TreeSnapshot {
    /// What a node went through during the step the snapshot ends.
    public enum Activity: String, Sendable {
        case created, rendered, skipped, unchanged

        /// Created beats rendered beats skipped: a node shows the strongest thing that happened to it.
        var strength: Int {
            switch self {
            case .unchanged: return 0
            case .skipped: return 1
            case .rendered: return 2
            case .created: return 3
            }
        }
    }

    public struct Holder: Sendable {
        public var name: String
        public var kind: HolderKind
        public var value: Value
        /// A memo's dependencies at its last evaluation.
        public var dependencies: [Argument]?
        /// The key of an `@AppStorage` or `@SceneStorage` holder, whose value is its store's.
        public var key: StorageKey?
        /// Its `didSet`, as the last write left it: ran with its old value, or skipped by a binding (§53).
        public var didSet: String?
        /// Its `willSet`, the same way (§70).
        public var willSet: String?
    }

    public struct Node: Sendable {
        public var ref: NodeRef
        /// The arguments of its last init: the props its parent passed.
        public var arguments: [Argument] = []
        public var holders: [Holder] = []
        /// What its last render read.
        public var reads: [Dependency] = []
        /// What each of its for-each rows read that Observation tracks, by the row's id: the rows'
        /// own dependencies, apart from the body's.
        public var rowReads: [(row: String, reads: [Dependency])] = []
        /// Children in body order.
        public var children: [Int] = []
        public var activity: Activity = .unchanged
        /// Whether its task modifier's task runs, and the id it was started for (nil without `id:`).
        public var taskRunning = false
        public var taskID: Value?
        /// Whether a `task` modifier ever started a task for this identity.
        public var hasTask = false
        /// Written with `refreshable:`: a pull reaches it (§40).
        public var refreshable = false
        /// In the step that swiped one of its for-each's rows to delete or dragged one (§43): which
        /// row, with which offsets.
        public var rowEdit: String?
        /// In the step whose swipe down its content refused (§55): which view refused it.
        public var swipeRefused: String?
        /// Its `interactive-dismiss-disabled:` condition and value at the parent's last render.
        public var dismissLock: String?
        /// The notification its on-receive is subscribed to (§46).
        public var receives: String?
        /// The period of its running timer (`on-timer:`), in milliseconds.
        public var timerEvery: Int?
        /// Its `.onChange(of:)` modifiers: each value as written, and its value at the last render.
        public var onChange: [Argument] = []
        /// The invariant that was false at its last render, if it was.
        public var staleInvariant: String?
        /// A screen node's state in words: `presented`, `path [1, 2]`, `tab "Home" selected`.
        public var screen: String?
        /// Alive but off screen: covered by a pushed screen or in a tab not selected.
        public var offScreen = false
        /// Whether its body has run: a view in a tab not shown yet was built by its parent's body
        /// but has not rendered (§24).
        public var bodyRan = false
        /// A stack's path, as its pushes and pops left it.
        var path: [Value] = []
        /// For an `Equatable` view under `.equatable()`: the props its `==` compared at its last init.
        public var comparedByEquals: [String]?
        /// The environment entries the modifiers on it set for its subtree.
        public var environment: [EnvironmentKey: Value] = [:]
        /// The keys a `.transformEnvironment` on the view computed, with the closure and its input (§54).
        public var transformed: [EnvironmentKey: String] = [:]
        /// The component whose body wrote the modifier setting each key: the parent's, or within
        /// a tab view or a stack, the body around the container.
        public var environmentSetters: [EnvironmentKey: String] = [:]
        /// The controls its last render showed.
        public var controls: [ControlShown] = []
    }

    /// A task that has not ended, and what it waits for.
    public struct PendingTask: Sendable {
        public var ref: TaskRef
        /// nil while it has not reached an await (it is about to run).
        public var waiting: Wait?
        public var cancelled = false

        /// `task #2 of Parent/Results (id "ab"), waiting for search("ab") #2, cancelled`.
        public var description: String {
            var s = ref.description
            switch waiting {
            case .sleep(let until)?: s += ", sleeping until \(until) ms"
            case .request(let r)?: s += ", waiting for \(r.description)"
            case .values(let name)?: s += ", waiting for the next \(name)"
            case .stream(let instance, let name)?: s += ", waiting in next() of \(instance).\(name)"
            case .streamTurn(let instance, let name)?: s += ", back from next() of \(instance).\(name) with a buffered value"
            case .child(let name, _)?: s += ", awaiting async let \(name)"
            case .children(let names)?: s += ", awaiting its cancelled async let \(names.joined(separator: ", ")) at the end of its scope"
            case .task(let number)?: s += ", awaiting task #\(number)'s value"
            case .taskGroup(let group, false)?: s += ", awaiting the next result of its task group `\(group)`"
            case .taskGroup(let group, true)?: s += ", awaiting the children of its task group `\(group)` at the end of the group's body"
            case nil: s += ", about to run"
            }
            return cancelled ? s + ", cancelled" : s
        }
    }

    public struct Model: Sendable {
        public var ref: ModelRef
        /// Fields in the order the initializer was called with; later writes update them.
        public var fields: [Argument]
        /// The last of its methods an action called, with its arguments: `add(n: 3)` (§62).
        public var lastCall: String?
        /// Its streams that something happened to, as a picture shows each: `updates: buffered [1]` (§83).
        public var streams: [String: String] = [:]
    }
}
