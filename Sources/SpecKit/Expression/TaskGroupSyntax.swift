/// Swift's task groups in a task's statements (docs/semantics.md §88): `await withTaskGroup(of:
/// Int.self) { group in … }`, or `try await withThrowingTaskGroup(…)`, whose body adds children
/// with `group.addTask { await load(id) }`, takes their results with `for await n in group { … }`
/// and may cancel them with `group.cancelAll()`.
public enum TaskGroupStatement: Sendable {
    /// `await withTaskGroup(of: Int.self) { group in … }`: the group's scope, its body run as the
    /// task's own statements, and the wait for the children left when the body ends.
    case scope(TaskGroupScope)
    /// `group.addTask { await load(id) }`: a child task that runs one declared request.
    case addTask(GroupChildCall)
    /// `for await n in group { … }` or `for try await n in group { … }`: takes the children's
    /// results in the order they finish.
    case next(GroupLoop)
    /// `group.cancelAll()`: cancels the children running, and those added after it.
    case cancelAll(group: String)
}

/// `withTaskGroup(of: T.self) { NAME in BODY }`.
public struct TaskGroupScope: Sendable {
    /// The closure's parameter, `group`.
    public var group: String
    /// The children's result type as written before `.self`: `Int`, `String?`.
    public var childType: String
    /// `withThrowingTaskGroup`: a child may throw, and `for try await` rethrows its error.
    public var throwing: Bool
    public var body: [Statement]
    /// The function's name as written.
    public var function: String { throwing ? "withThrowingTaskGroup" : "withTaskGroup" }
}

/// `group.addTask { try await load(id) }`: the child's request and how its error is handled.
public struct GroupChildCall: Sendable {
    public var group: String
    public var request: String
    public var argument: Expr?
    /// `try? await load(id)`: the child gives nil when its request throws.
    public var swallows: Bool
    /// `try await load(id)`, written with `try`.
    public var tries: Bool
    /// The group's children's type, as its `of:` writes it.
    public var childType: String
    /// The closure's statement as written: `try? await load(id)`.
    public var call: String { (swallows ? "try? " : tries ? "try " : "") + "await \(request)(\(argument?.source ?? ""))" }
}

/// `for [try] await NAME in GROUP { BODY }` over a task group.
public struct GroupLoop: Sendable {
    public var group: String
    public var variable: String
    /// Written `for try await`: a child's error is rethrown here.
    public var tries: Bool
    /// The group's children's type, as its `of:` writes it: the variable's.
    public var childType: String
    public var body: [Statement]
}

extension TaskGroupScope {
    /// The type a group's `of:` names, for the checks and the export; nil for one the spec
    /// language has no values of.
    static func swiftType(ofChild written: String) -> SwiftType? {
        if written.hasSuffix("?") { return swiftType(ofChild: String(written.dropLast())).map { .optional($0) } }
        switch written {
        case "Int": return .int
        case "String": return .string
        case "Bool": return .bool
        default: return nil
        }
    }
}

extension TaskGroupStatement {
    /// The statements it holds: a scope's body, a loop's body.
    var body: [Statement] {
        switch self {
        case .scope(let scope): scope.body
        case .next(let loop): loop.body
        case .addTask, .cancelAll: []
        }
    }

    /// Whether it waits: the scope (for its children, at least) and a loop over the group.
    var suspends: Bool {
        switch self {
        case .scope, .next: true
        case .addTask, .cancelAll: false
        }
    }

    /// Whether an error can leave it: a throwing group's scope rethrows what its body lets out,
    /// and `for try await` rethrows a child's error.
    var throwsOut: Bool {
        switch self {
        case .scope(let scope): scope.throwing
        case .next(let loop): loop.tries
        case .addTask, .cancelAll: false
        }
    }

    /// The expressions evaluated where it stands: a child's argument, at `addTask`.
    var expressions: [Expr] {
        if case .addTask(let child) = self, let argument = child.argument { return [argument] }
        return []
    }
}
