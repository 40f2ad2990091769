/// `refresh: Feed` where no body writes `- Feed:` with `refreshable:` beside it: an error before
/// the run, for `spec run` as for `spec check`, since whatever the script does first, running it
/// would stop at that step (docs/spec-format.md, *Time and tasks*; semantics §40). One that is
/// written but not on screen when the step comes is an error at the step (Refresh.swift).
extension SpecValidator {
    mutating func checkRefreshSteps() {
        var refreshables: [String]?
        var seen: Set<Location> = []
        for scenario in spec.scenarios {
            for step in scenario.steps where seen.insert(step.location).inserted {
                guard case .refresh(let name)? = step.action else { continue }
                let written = refreshables ?? Self.refreshables(in: spec)
                refreshables = written
                if !written.contains(name) { report(Self.nothingToPull(name, at: step.location, refreshables: written)) }
            }
        }
    }

    /// The components the bodies write with `refreshable:` beside them, in the order written.
    static func refreshables(in spec: Spec) -> [String] {
        var found: [String] = []
        for c in spec.components.indices {
            spec.components[c].body.forEachElement { element in
                if case .child(let child) = element, !child.modifiers.refreshable.isEmpty, !found.contains(child.component) {
                    found.append(child.component)
                }
            }
        }
        return found
    }

    static func nothingToPull(_ name: String, at location: Location, refreshables: [String]) -> Diagnostic {
        let hint: String
        if refreshables.isEmpty {
            hint = "write `refreshable:` beside the child the pull reloads, e.g. `- \(name):` with `refreshable: items = await load(0)` under it"
        } else if let near = Suggestion.closest(to: name, in: refreshables) {
            hint = "did you mean '\(near)'? a step names a label exactly as it is shown"
        } else {
            hint = "refreshable components in the bodies: \(Suggestion.list(refreshables.map { "\"\($0)\"" }))"
        }
        return Diagnostic("refresh: no body has a component \"\(name)\" with `refreshable:` beside it, so there is nothing to pull",
                          at: location, hint: hint)
    }
}
