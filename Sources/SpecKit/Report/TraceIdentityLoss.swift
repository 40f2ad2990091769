/// Why an identity was destroyed, as the trace's `-` line says it: the step of its path its
/// parent's body no longer took (§1, §2, §8, §95).
extension TraceBuilder {
    static func words(_ why: IdentityLoss) -> String {
        switch why {
        case .branch(let place, true, true):
            return "the `if` at \(place) now takes its else branch"
        case .branch(let place, true, false):
            return "the `if` at \(place) is false now, and it has no else branch"
        case .branch(let place, false, _):
            return "the `if` at \(place) now takes its first branch"
        case .switchCase(let place, let was, let now?):
            return "the `switch` at \(place) now takes \(caseWords(now)), not \(caseWords(was))"
        case .switchCase(let place, let was, nil):
            return "the `switch` at \(place) no longer takes \(caseWords(was)): no case matches, and it has no default"
        case .id(let old, let new):
            return "its `.id` changed from \(old.literal) to \(new.literal)"
        case .row(let place, let key):
            return "row \(key.literal) is no longer in the for-each at \(place)"
        }
    }

    /// `case(1)` or `default`, as the path says it: `its default` for the default.
    private static func caseWords(_ step: String) -> String { step == "default" ? "its default" : step }
}
