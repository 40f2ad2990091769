/// Which `catch` of a `do` takes a thrown error, and why the clauses before it did not
/// (docs/semantics.md §75, §81): a clause's patterns are tried in order, and one with a `where`
/// takes the error only when its condition holds, asked with the clause's constant bound.
struct CatchChoice {
    /// The clause that takes the error; nil when none does, and the error goes on out.
    var clause: CatchClause?
    var why: CatchWhy
    /// What the clause's block sees: its constant, the error, and the values its case pattern
    /// binds (§84).
    var bindings: [String: Value] = [:]
}

/// What the trace says of a choice of clause: each clause passed by, with its reason, and the
/// `where` of the one that took the error, when it has one.
public struct CatchWhy: Hashable, Sendable {
    /// "`catch is URLError` does not take it, as it is no URLError", in order.
    public var passed: [String] = []
    /// "`retries < 3` is true": why the clause that took it did, beyond its pattern.
    public var holds: String?
    /// "binding limit = 40": the values its case pattern bound, or "whatever its value" for a
    /// case pattern without them (§84).
    public var bound: String?

    public init(passed: [String] = [], holds: String? = nil, bound: String? = nil) {
        self.passed = passed
        self.holds = holds
        self.bound = bound
    }
}

extension Graph {
    /// The first clause that takes `error`, its `where` evaluated in `scope` (the scope of the
    /// `do`) with the clause's constant bound to the error.
    func chooseClause(_ clauses: [CatchClause], for error: ThrownError, in scope: NodeScope) throws -> CatchChoice {
        var passed: [String] = []
        for clause in clauses {
            if clause.items.isEmpty { return CatchChoice(clause: clause, why: CatchWhy(passed: passed), bindings: ["error": CaughtErrors.value(of: error)]) }
            var reasons: [String] = []
            for item in clause.items {
                guard item.matches(error) else {
                    reasons.append(Self.mismatch(item.pattern, error))
                    continue
                }
                // The case's values: matched against the pattern's, and bound (§84).
                var values: [String: Value] = [:]
                if case .value(_, _, let payload?) = item.pattern, case .declared(_, _, _, let thrown) = error {
                    switch try matchPayload(payload, thrown, in: scope) {
                    case .mismatch(let why): reasons.append(why); continue
                    case .bound(let found): values = found
                    }
                }
                let constant = item.binding ?? (item.pattern == nil ? "error" : nil)
                var bindings = values
                if let constant { bindings[constant] = CaughtErrors.value(of: error) }
                let bound = Self.boundWords(item.pattern, values, error)
                guard let condition = item.condition else {
                    return CatchChoice(clause: clause, why: CatchWhy(passed: passed, bound: bound), bindings: clause.items.count == 1 ? bindings : [:])
                }
                if try holds(condition, in: bindings.isEmpty ? scope : scope.with(bindings)) {
                    return CatchChoice(clause: clause, why: CatchWhy(passed: passed, holds: "`\(condition.source)` is true", bound: bound),
                                       bindings: clause.items.count == 1 ? bindings : [:])
                }
                reasons.append("`\(condition.source)` is false" + (Self.boundWords(item.pattern, values, error, asked: true) ?? ""))
            }
            passed.append("`\(clause.head)` does not take it, as \(reasons.joined(separator: ", and "))")
        }
        return CatchChoice(clause: nil, why: CatchWhy(passed: passed))
    }

    /// "binding limit = 40": the values a case pattern bound, in the pattern's order; nil for none.
    /// Of a case pattern without parentheses, that its values do not matter. `asked`: the words
    /// after a `where` that was false, " with limit = 8".
    private static func boundWords(_ pattern: ErrorPattern?, _ values: [String: Value], _ error: ThrownError, asked: Bool = false) -> String? {
        if case .value(_, _, nil)? = pattern, case .declared(_, _, _, let thrown) = error, !thrown.isEmpty {
            return asked ? nil : "whatever its " + (thrown.count == 1 ? "value" : "values")
        }
        let names = pattern?.boundNames ?? []
        guard !names.isEmpty else { return nil }
        let list = names.compactMap { name in values[name].map { "\(name) = \($0.literal)" } }.joined(separator: ", ")
        return asked ? " with " + list : "binding " + list
    }

    /// What a case pattern's values make of the thrown values: the names bound, or why one of
    /// them does not match ("its limit is 12, not 40"). The checks hold the pattern to the case's
    /// count and labels before the run.
    private func matchPayload(_ payload: [PayloadElement], _ thrown: [Argument], in scope: NodeScope) throws -> PayloadMatch {
        var bound: [String: Value] = [:]
        for (i, element) in payload.enumerated() where i < thrown.count {
            if let name = element.binding { bound[name] = thrown[i].value }
            guard let expected = element.value else { continue }
            let wanted = try Evaluator.evaluate(expected, in: scope)
            if wanted != thrown[i].value {
                let which = thrown[i].label.isEmpty ? (thrown.count == 1 ? "value" : "value #\(i + 1)") : thrown[i].label
                return .mismatch("its \(which) is \(thrown[i].value.literal), not \(wanted.literal)")
            }
        }
        return .bound(bound)
    }

    /// Why a pattern does not match: the error is of another type, or another case.
    private static func mismatch(_ pattern: ErrorPattern?, _ error: ThrownError) -> String {
        switch pattern {
        case .type(let type)?: return "it is no \(type)"
        case .value(let type, let name, _)?: return "it is not \(type).\(name)"
        case nil: return "it matches"   // never: no pattern matches every error
        }
    }
}

/// A case pattern's values against the thrown ones (§84).
private enum PayloadMatch {
    case bound([String: Value])
    case mismatch(String)
}
