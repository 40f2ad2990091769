/// Swift's `for NAME in SEQUENCE where CONDITION { … }` in the statements of actions, tasks
/// and methods, and the `break` and `continue` that leave it (docs/semantics.md §85).
public struct ForInLoop: Sendable {
    /// The loop's constant, `_` when it names none (`for _ in 0..<3`).
    public var variable: String
    /// What it iterates: a list, or a range written in place (`0..<n`, `items.indices`).
    public var sequence: Expr
    /// `where x > 2`: a turn whose element fails it runs nothing, as Swift's `where` clause
    /// skips the body.
    public var condition: Expr?
    public var body: [Statement]

    public init(variable: String, sequence: Expr, condition: Expr?, body: [Statement]) {
        self.variable = variable
        self.sequence = sequence
        self.condition = condition
        self.body = body
    }

    /// The binding of one turn: the variable and its element, none for `_`.
    func binding(_ element: Value) -> [String: Value] {
        variable == "_" ? [:] : [variable: element]
    }
}

/// `break` or `continue`, as written.
public enum LoopJump: String, Sendable {
    case breakLoop = "break"
    case continueLoop = "continue"
}

/// A `break` or `continue` on its way out of the blocks it is in to its loop: a run's blocks
/// that run at once pass it up as Swift's control flow leaves them, their `defer` bodies run on
/// the way (§77), and the loop's runner takes it.
struct LeavingLoop: Error {
    let jump: LoopJump
    let location: Location
}
