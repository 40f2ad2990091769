/// A step's passes: render what is invalid, parents first, run what the passes queued, and
/// again, until nothing is invalid and no removal transition is left to end.
extension Graph {
    /// Runs passes until no node is invalid; each pass renders each node at most once, parents first.
    /// A `Task { }` the step's writes created (a custom binding's setter run by a control, a swipe,
    /// the back button or a tab) starts first, as the code that created it has returned (§27, §38).
    func settle(at location: Location) throws {
        try startSpawned()
        var passes = 0
        // A transition ends after the update and what it set off without animation (§24, §57);
        // a sleep of 0 ms is due at once and ends first, as the animation lasts a fraction of a
        // second. The steps its resumption settles leave the transitions to this one.
        while try settled(passes: &passes, at: location), !transitionsWaitForSleeps,
              !endingTransitions.isEmpty || !endingTasks.isEmpty {
            if schedule.contains(where: { $0.due <= now }) {
                transitionsWaitForSleeps = true
                defer { transitionsWaitForSleeps = false }
                try fireDueNow(at: location)
                continue
            }
            for task in endingTasks { cancel(task.number, reason: task.reason) }
            endingTasks = []
            pending = endingTransitions
            endingTransitions = []
            try runHandlers()
            if !deferredRuns.isEmpty { try runDeferred() }
        }
        // A field no holder follows changes nothing when it goes: only a bound one is looked for.
        if focusedField?.holder != nil { try dropVanishedFocus(at: location) }
        // A field that keeps what was typed shows its binding's value once that changes (§86).
        if typedTexts != nil { checkTypedTexts(at: location) }
        // A picker whose selection became no option's tag shows none selected (§14): the trace says so.
        if followedPickers != nil { checkPickerTags(at: location) }
    }

    /// The update's animation ends with it: what the next one removes goes at once unless its
    /// own `withAnimation` or a modifier whose value it changes animates it (§57).
    func endAnimatedChange() {
        animating = false
        if !animatedNodes.isEmpty { animatedNodes = [:] }
    }

    /// How a view `node`'s body removes in this update leaves: the nearest of `node` and its
    /// ancestors with an `.animation(_:value:)` whose value changed decides, with its animation's
    /// transition or, for `.animation(nil, value:)`, at once, whatever `withAnimation` said; else
    /// with a transition when the change was made in `withAnimation` (§57); at once otherwise (nil).
    func removalTransition(from node: Node) -> Leaving? {
        var next: Node? = animatedNodes.isEmpty ? nil : node
        while let n = next {
            if let animated = animatedNodes[n.id] { return animated ? .transitionedOut(animatedBy: n.component.name) : .unanimated(by: n.component.name) }
            next = n.parent
        }
        return animating ? .transitionedOut(animatedBy: nil) : nil
    }

    /// When what keeps changing is a creation count a label reads: building a model in a view's
    /// init or body writes it, so the reading body renders again and builds another. A count kept
    /// in a plain static var (`creations: static`) subscribes no reader.
    private func creationsLoopHint(_ stuck: [String]) -> String? {
        let suffix = ".creations changed)"
        guard let reason = stuck.first(where: { $0.hasSuffix(suffix) }),
              let open = reason.lastIndex(of: "(") else { return nil }
        let type = String(reason[reason.index(after: open)...].dropLast(suffix.count))
        return "the value that keeps changing is the count \(type).creations: each \(type)(…) built in a view's init or body adds one, "
            + "and a body that read it renders again and builds another; write `creations: static` under \(type) in `models:` to keep the count "
            + "in a plain static var, which no render subscribes to"
    }

    /// The passes of `settle` until no node is invalid; true when it got there.
    private func settled(passes: inout Int, at location: Location) throws -> Bool {
        while !invalid.isEmpty || !invalidRows.isEmpty {
            // The event log grows with every render and write: it bounds the scenario's total work.
            try checkWork(at: location)
            passes += 1
            if passes > limits.passesPerStep {
                let stuck = invalid.sorted.compactMap { id, why -> String? in
                    guard let node = nodes[id] else { return nil }
                    return "\(node.ref.path) (\(why.text))"
                } + invalidRows.sorted { $0.key < $1.key }.compactMap { id, why -> String? in
                    guard let row = rows[id], let node = nodes[row.node] else { return nil }
                    return "row \(row.label) of \(node.ref.path)'s for-each (\(why.text))"
                }
                let handlers = Array(Set(lastHandlers.map { "\($0.kind) on \($0.path)" })).sorted()
                throw Diagnostic("the screen never settles: after \(limits.passesPerStep) render passes, still invalid: \(stuck.joined(separator: "; "))"
                                    + (handlers.isEmpty ? "" : "; handlers that keep writing: \(handlers.joined(separator: ", "))"),
                                 // Where the handler that keeps writing is written, which is what to change; the step's place otherwise.
                                 at: lastHandlers.last?.location ?? location,
                                 hint: handlers.isEmpty ? creationsLoopHint(stuck) ?? "a render writes a value that a render reads; SwiftUI loops the same way"
                                     : lastHandlers.contains(where: { $0.kind == "on-change" && !$0.inTask })
                                     ? "SwiftUI warns: \"onChange(of:) action tried to update multiple times per frame\""
                                     // The write is a Task's, a later main-actor job: the loop goes
                                     // through a Task at each turn, not within one frame's actions.
                                     : lastHandlers.contains(where: { $0.kind == "on-change" })
                                     ? "the on-change action starts a Task that writes the value it watches, and each write runs the action again: the app loops too, through a new Task at each turn; stop it with a guard on the value"
                                     : "each pass runs the handler again and it writes again; SwiftUI loops the same way")
            }
            pass += 1
            mayHoldGarbage = true   // a render again drops what the last one showed and read
            emit(.passStarted(pass))
            while true {
                // Most passes of a step render one node: it goes without a list, an array made
                // at every pass (docs/performance.md, figure 11).
                if invalidRows.isEmpty, let (id, why) = invalid.only {
                    guard let node = nodes[id], node.renderedInPass < pass else { break }
                    try render(node, cause: why.cause)
                    continue
                }
                // One loop and a plain comparison: unoptimized, compactMap, filter and comparing
                // tuples are generic calls at each node, at every pass.
                var due: [Node] = []
                invalid.forEachID { id in if let node = nodes[id], node.renderedInPass < pass { due.append(node) } }
                if !invalidRows.isEmpty {
                    let rowsDue = dueRows()
                    if due.isEmpty && rowsDue.isEmpty { break }
                    try render(due, rows: rowsDue)
                    continue
                }
                if due.isEmpty { break }
                due.sort { $0.depth != $1.depth ? $0.depth < $1.depth : $0.id < $1.id }
                for node in due where node.renderedInPass < pass && nodes[node.id] != nil {
                    guard let why = invalid[node.id] else { continue }
                    try render(node, cause: why.cause)
                }
            }
            emit(.passEnded(pass))
            try updateAppearance()
            if !spec.preferenceKeys.isEmpty { try updatePreferences() }
            try runHandlers()
            // A task the pass cancelled ended: its `defer` bodies run now, as its code would (§77).
            if !deferredRuns.isEmpty { try runDeferred() }
        }
        // A `catch`'s `where` that a cancel in the passes could not evaluate stops the run (§81).
        if let failure = pendingFailure {
            pendingFailure = nil
            throw failure
        }
        return true
    }
}
