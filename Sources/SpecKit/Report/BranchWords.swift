extension TraceBuilder {
    /// What an `if` chose, or a `guard` whose else has statements, in words: the condition, its
    /// value and the names' values that made it, and which code runs (docs/semantics.md §59, §79).
    static func branch(_ condition: String, holds: Bool, hasElse: Bool, values: [Argument], guarding: Bool) -> String {
        let chosen = guarding ? (holds ? "the code after the guard runs" : "its else runs")
            : holds ? "its first branch runs" : hasElse ? "its else branch runs" : "nothing in it runs"
        return "`\(condition)` is \(holds)\(why(condition, values)), so \(chosen)"
    }

    /// The names' values that made a condition what it is, ` (n is 3, limit is 5)`, said after
    /// its value: empty when the condition is one name, whose value its own says (§59, §87).
    static func why(_ condition: String, _ values: [Argument]) -> String {
        let shown = values.count == 1 && values[0].label == condition ? [] : values
        return shown.isEmpty ? "" : " (" + shown.map { "\($0.label) is \($0.value.literal)" }.joined(separator: ", ") + ")"
    }

    /// Why a `switch` in an action ran the block it ran (§92.6): the subject's value, and the case
    /// that lists it, or that none does.
    static func switchCase(_ subject: String, value: Value, listed: String?) -> String {
        let shown = subject == value.literal ? "`\(subject)`" : "`\(subject)` is \(value.literal)"
        guard let listed else { return "switch \(shown): no case lists it, so its default runs" }
        return "switch \(shown): `case \(listed)` lists it, so its statements run"
    }
}
