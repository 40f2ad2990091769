/// Which `catch` of a `do` takes a thrown error, and why the clauses before it did not
/// (docs/semantics.md §75, §81): a clause's patterns are tried in order, and one with a `where`
/// takes the error only when its condition holds, asked with the clause's constant bound.
struct CatchChoice {
    /// The clause that takes the error; nil when none does, and the error goes on out.
    var clause: CatchClause?
    var why: CatchWhy
}

/// What the trace says of a choice of clause: each clause passed by, with its reason, and the
/// `where` of the one that took the error, when it has one.
public struct CatchWhy: Hashable, Sendable {
    /// "`catch is URLError` does not take it, as it is no URLError", in order.
    public var passed: [String] = []
    /// "`retries < 3` is true": why the clause that took it did, beyond its pattern.
    public var holds: String?

    public init(passed: [String] = [], holds: String? = nil) {
        self.passed = passed
        self.holds = holds
    }
}

extension Graph {
    /// The first clause that takes `error`, its `where` evaluated in `scope` (the scope of the
    /// `do`) with the clause's constant bound to the error.
    func chooseClause(_ clauses: [CatchClause], for error: ThrownError, in scope: NodeScope) throws -> CatchChoice {
        var passed: [String] = []
        for clause in clauses {
            if clause.items.isEmpty { return CatchChoice(clause: clause, why: CatchWhy(passed: passed)) }
            var reasons: [String] = []
            for item in clause.items {
                guard item.matches(error) else {
                    reasons.append(Self.mismatch(item.pattern, error))
                    continue
                }
                guard let condition = item.condition else { return CatchChoice(clause: clause, why: CatchWhy(passed: passed)) }
                let bound = (item.binding ?? (item.pattern == nil ? "error" : nil)).map { scope.with([$0: CaughtErrors.value(of: error)]) } ?? scope
                if try holds(condition, in: bound) {
                    return CatchChoice(clause: clause, why: CatchWhy(passed: passed, holds: "`\(condition.source)` is true"))
                }
                reasons.append("`\(condition.source)` is false")
            }
            passed.append("`\(clause.head)` does not take it, as \(reasons.joined(separator: ", and "))")
        }
        return CatchChoice(clause: nil, why: CatchWhy(passed: passed))
    }

    /// Why a pattern does not match: the error is of another type, or another case.
    private static func mismatch(_ pattern: ErrorPattern?, _ error: ThrownError) -> String {
        switch pattern {
        case .type(let type)?: return "it is no \(type)"
        case .value(let type, let name)?: return "it is not \(type).\(name)"
        case nil: return "it matches"   // never: no pattern matches every error
        }
    }
}
