extension TraceBuilder {
    /// What an `if` chose, or a `guard` whose else has statements, in words: the condition, its
    /// value and the names' values that made it, and which code runs (docs/semantics.md §59, §79).
    static func branch(_ condition: String, holds: Bool, hasElse: Bool, values: [Argument], guarding: Bool) -> String {
        let chosen = guarding ? (holds ? "the code after the guard runs" : "its else runs")
            : holds ? "its first branch runs" : hasElse ? "its else branch runs" : "nothing in it runs"
        // The names' values say why, unless the condition is one name whose value it shows.
        let shown = values.count == 1 && values[0].label == condition ? [] : values
        let why = shown.isEmpty ? "" : " (" + shown.map { "\($0.label) is \($0.value.literal)" }.joined(separator: ", ") + ")"
        return "`\(condition)` is \(holds)\(why), so \(chosen)"
    }
}
