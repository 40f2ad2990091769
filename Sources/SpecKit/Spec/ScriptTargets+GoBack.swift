/// A `go-back:` step that certainly finds every stack at its root. Where no stack has a `path:`
/// binding and no view a `navigation-destination:` flag, only a person's tap on a link pushes a
/// screen, one a tap (§23), so a script has pushed at most as many screens as it has taken steps
/// that do something, less those its earlier `go-back:`s popped. When that is none, the back
/// button is not there, whatever the steps did: running stops at the step, and `spec check`
/// says so before (docs/semantics.md §23). Any other script is left to the run, which knows what
/// was pushed.
extension ScriptTargets {
    /// The steps of one scenario so far that may have pushed a screen, and its `go-back:`s.
    struct PopCount {
        var acted = 0
        var backs = 0
    }
}

extension ScriptTargets.Shown {
    /// Counts `step` into `pops`; a `go-back:` that finds nothing pushed is refused.
    func goBackAtRoot(_ step: Step, _ pops: inout ScriptTargets.PopCount) -> Diagnostic? {
        guard case .goBack? = step.action else {
            if step.action != nil { pops.acted += 1 }
            return nil
        }
        pops.backs += 1
        guard hasStack, !pushesByCode, pops.backs > pops.acted else { return nil }
        let steps = pops.acted == 1 ? "step" : "steps", screens = pops.acted == 1 ? "screen" : "screens"
        let popped = pops.backs == 2 ? "which the go-back before popped" : "which the \(pops.backs - 1) go-backs before popped"
        let why = pops.acted == 0 ? "no step before it pushed one" : "the \(pops.acted) \(steps) before it pushed at most \(pops.acted) \(screens), \(popped)"
        return Diagnostic("go-back: the navigation stack shows its root; there is no screen to go back from", at: step.location,
                          hint: "only a tap on a navigation link pushes a screen here (no stack has a `path:` binding, no view a `navigation-destination:`): \(why); tap a link first")
    }
}
