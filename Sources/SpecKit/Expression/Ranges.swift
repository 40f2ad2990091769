/// Swift's `a..<b` (`Range<Int>`) and `a...b` (`ClosedRange<Int>`): a range is a list of Ints
/// where a list goes (docs/semantics.md §61). It is used where Swift's range and an array of
/// the same Ints behave alike: as a for-each's data, and as the base of `count`, `isEmpty` and
/// `contains(_:)`, which are answered from the bounds without building the elements. Elsewhere
/// (a holder's value, an index, `==`, a label) the two differ in Swift, and check refuses it.
/// A list's `indices`, Swift's `Range<Int>` from 0 to its count, is a range the same way.
enum Ranges {
    static let operators: Set<String> = ["..<", "..."]

    /// The bounds of `e` when it is a range expression, as written.
    static func parts(_ e: Expr) -> (lower: Expr, upper: Expr, closed: Bool)? {
        guard case .binary(let op, let a, let b) = e.kind, operators.contains(op) else { return nil }
        return (a, b, op == "...")
    }

    static func isRange(_ e: Expr) -> Bool { parts(e) != nil || indicesBase(e) != nil }

    /// Swift's `Collection.indices`: of an Array, the `Range<Int>` `0..<count`.
    static let indices = "indices"

    /// The list `e` gives the indices of, when `e` is `items.indices`. The run makes its Ints
    /// from the list it reads (Methods.property), so the body depends on the list, as in Swift.
    static func indicesBase(_ e: Expr) -> Expr? {
        if case .member(let base, indices) = e.kind { return base }
        return nil
    }

    /// The members a range answers where a list would: the rest make it a value of its own.
    static let members: Set<String> = ["count", "isEmpty"]

    /// The range `e` is read through, when `e` is `range.count`, `range.isEmpty` or `range.contains(x)`.
    static func takesRange(_ e: Expr) -> Expr? {
        switch e.kind {
        case .member(let base, let name) where members.contains(name) && isRange(base): return base
        case .call(let base?, "contains", _) where isRange(base): return base
        default: return nil
        }
    }

    /// A range's bounds, evaluated; Swift's trap on a lower bound above the upper one is an error here.
    struct Bounds {
        let lower: Int, upper: Int, closed: Bool

        /// Elements in the range, or nil when there are more than an Int holds (`Int.min..<Int.max`).
        var count: Int? {
            let (n, overflow) = upper.subtractingReportingOverflow(lower)
            if overflow { return nil }
            return closed ? (n == Int.max ? nil : n + 1) : n
        }

        var isEmpty: Bool { !closed && lower == upper }

        func contains(_ x: Int) -> Bool { x >= lower && (closed ? x <= upper : x < upper) }
    }

    static func bounds(_ e: Expr, in scope: Scope) throws -> Bounds? {
        guard let (a, b, closed) = parts(e) else { return nil }
        let lower = try Evaluator.evaluate(a, in: scope), upper = try Evaluator.evaluate(b, in: scope)
        guard case .int(let x) = lower, case .int(let y) = upper else {
            throw Diagnostic("cannot apply '\(closed ? "..." : "..<")' to \(Evaluator.shownType(lower)) and \(Evaluator.shownType(upper)) in \(e.source.quotable)",
                             at: e.location, hint: intsOnly)
        }
        guard x <= y else {
            throw Diagnostic("the range \(e.source.quotable) has its lower bound \(x) above its upper bound \(y)", at: e.location,
                             hint: "Swift traps here (Range requires lowerBound <= upperBound); make sure the lower bound is not above the upper one")
        }
        return Bounds(lower: x, upper: y, closed: closed)
    }

    static let intsOnly = "a range in the expression language is of Ints, as a for-each loops over them: 0..<n"

    /// `range.count`, `range.isEmpty`, `range.contains(x)`, from the bounds alone.
    static func answer(_ e: Expr, on range: Expr, in scope: Scope) throws -> Value? {
        guard let bounds = try bounds(range, in: scope) else { return nil }
        switch e.kind {
        case .member(_, "count"):
            guard let n = bounds.count else {
                throw Diagnostic("the range \(range.source.quotable) has more elements than an Int counts", at: e.location,
                                 hint: "Swift traps here (arithmetic overflow) when it counts them")
            }
            return .int(n)
        case .member(_, "isEmpty"): return .bool(bounds.isEmpty)
        case .call(_, _, let args):
            let x = try Methods.arguments(try args.map { ($0.label, try Evaluator.evaluate($0.value, in: scope)) }, ["_"], e)
            guard case .int(let n) = x[0] else {
                throw Diagnostic("\(range.source.quotable) holds Ints; \(args[0].value.source.quotable) is \(Evaluator.shownType(x[0]))",
                                 at: e.location, hint: "Swift's contains(_:) on a range of Ints takes an Int")
            }
            return .bool(bounds.contains(n))
        default: return nil
        }
    }

    /// The range's Ints as a list, for a for-each: refused past the bound on a value's size
    /// before any is made, so `0..<1_000_000_000` allocates nothing.
    static func elements(_ e: Expr, in scope: Scope) throws -> Value {
        guard let bounds = try bounds(e, in: scope) else { return .list([]) }
        guard let n = bounds.count, n <= scope.limits.valueSize else { throw tooLarge(e, limits: scope.limits) }
        return .list((0..<n).map { .int(bounds.lower + $0) })
    }

    static func tooLarge(_ e: Expr, limits: Limits) -> Diagnostic {
        Diagnostic("the range \(e.source.quotable) has more than \(limits.valueSize) elements", at: e.location,
                   hint: "a for-each over a range makes a row each; docs/limits.md lists the limits")
    }

    /// A range where Swift's `Range` is not an array: a holder's value, a label, an index, `==`.
    static func misplaced(_ e: Expr) -> Diagnostic {
        Diagnostic("a range such as \(e.source.quotable) is only a for-each's data or the base of count, isEmpty, contains(_:) or filter",
                   at: e.location,
                   hint: "Swift's Range is not an Array; for a list of the Ints, write them: [0, 1, 2], or loop over the range in a for-each")
    }

    /// `..<5` or `0...`: Swift's one-sided ranges, which the language does not have.
    static func oneSided(_ op: Token.Symbol, at location: Location) -> Diagnostic {
        Diagnostic("unexpected '\(op.rawValue)': a range needs both bounds here", at: location,
                   hint: "write both, as in 0\(op.rawValue)n; one-sided ranges such as \(op.rawValue)n are not in the expression language")
    }
}
