/// Swift's loops in the statements of actions, tasks and methods: `for x in items where c { … }`
/// and `for (i, x) in items.enumerated() { … }` (docs/semantics.md §85, §87), `while c { … }`
/// and `repeat { … } while c` (§87), and the `break` and `continue` that leave them.
public struct Loop: Sendable {
    /// How the loop takes its turns.
    public enum Kind: Sendable {
        /// `for PATTERN in SEQUENCE`: a turn for each element of a copy of the sequence taken
        /// when the loop starts; `enumerated` for `SEQUENCE.enumerated()`, whose turns are
        /// pairs of an offset from 0 and the element.
        case forIn(LoopPattern, sequence: Expr, enumerated: Bool)
        /// `while CONDITION { … }`: the condition is tested before each turn.
        case whileTrue(Expr)
        /// `repeat { … } while CONDITION`: the body runs once, then the condition is tested
        /// after each turn.
        case repeatWhile(Expr)
    }

    public var kind: Kind
    /// `where x > 2`: a turn whose element fails it runs nothing, as Swift's `where` clause
    /// skips the body. A `for … in` loop's only.
    public var condition: Expr?
    public var body: [Statement]

    public init(_ kind: Kind, condition: Expr? = nil, body: [Statement]) {
        self.kind = kind
        self.condition = condition
        self.body = body
    }

    /// A `for … in` loop's sequence as written, without `.enumerated()`; nil for a `while`.
    public var sequence: Expr? {
        if case .forIn(_, let sequence, _) = kind { sequence } else { nil }
    }

    /// The pattern of a `for … in` loop; nil for a `while`.
    public var pattern: LoopPattern? {
        if case .forIn(let pattern, _, _) = kind { pattern } else { nil }
    }

    /// A `while` or `repeat` loop's condition, tested at each turn.
    public var whileCondition: Expr? {
        switch kind {
        case .forIn: nil
        case .whileTrue(let c), .repeatWhile(let c): c
        }
    }

    /// Whether the body runs once before the condition is tested: `repeat { … } while c`.
    public var isRepeat: Bool {
        if case .repeatWhile = kind { true } else { false }
    }

    /// The constants a turn binds, `_` left out: the loop's name, or the offset's and the element's.
    public var names: [String] { pattern?.names ?? [] }

    /// The binding of one turn: the names and the element, and the offset of a pair.
    func binding(_ element: Value, offset: Int) -> [String: Value] {
        switch pattern {
        case .name(let name)?: return name == "_" ? [:] : [name: element]
        case .pair(let i, let x)?:
            var binding: [String: Value] = [:]
            if i != "_" { binding[i] = .int(offset) }
            if x != "_" { binding[x] = element }
            return binding
        case nil: return [:]
        }
    }

    /// The loop as the trace and messages name it, without its body: `for x in items where x > 2`,
    /// `while n > 0`, `repeat { … } while n > 0`.
    public var head: String {
        switch kind {
        case .forIn(let pattern, let sequence, let enumerated):
            return "for \(pattern.source) in \(sequence.source)\(enumerated ? ".enumerated()" : "")"
                + (condition.map { " where \($0.source)" } ?? "")
        case .whileTrue(let c): return "while \(c.source)"
        case .repeatWhile(let c): return "repeat { … } while \(c.source)"
        }
    }
}

/// What a `for … in` loop binds at each turn: a name (`_` for none), or the pair of offset and
/// element of `items.enumerated()` (§87).
public enum LoopPattern: Sendable, Hashable {
    case name(String)
    case pair(offset: String, element: String)

    /// The names bound, `_` left out.
    public var names: [String] {
        switch self {
        case .name(let n): return n == "_" ? [] : [n]
        case .pair(let i, let x): return [i, x].filter { $0 != "_" }
        }
    }

    /// As written: `x`, `(i, x)`.
    public var source: String {
        switch self {
        case .name(let n): return n
        case .pair(let i, let x): return "(\(i), \(x))"
        }
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
