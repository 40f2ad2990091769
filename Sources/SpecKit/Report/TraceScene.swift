/// Trace lines for the scene's phase (docs/semantics.md §41): why a move to the background
/// renders some views and not others.
extension TraceBuilder {
    mutating func addScene(_ event: Event) {
        switch event {
        case .sceneMoved(let from, let to, let holders):
            writer = "the scene"
            context = 2
            let path = from.path(to: to).map(\.rawValue).joined(separator: ", then ")
            let names = holders.map(\.component)
            let who = names.isEmpty ? "no view holds \\.scenePhase, so none renders"
                : "\(Self.listed(names)) \(names.count == 1 ? "holds" : "hold") \\.scenePhase, so \(names.count == 1 ? "it renders" : "they render")"
                    + "; views that do not hold it stay as they are"
            line(.step, 1, LineText("the scene \(to == .background ? "goes to the background" : "comes back to the foreground"): "
                                    + "the phase becomes \(path); \(who)"), tone: .heading)
        case .scenePhaseChanged(let old, let new):
            environmentChanged(.scenePhase, "changed .\(old.rawValue) → .\(new.rawValue), set by the scene")
            line(.write, 2, "the scene sets \\.scenePhase = .\(new.rawValue) (was .\(old.rawValue)), as an update of its own")
        case .waitsWhileSuspended(let work):
            line(.clock, 1, LineText("the app is suspended in the background: " + Self.waiting(work)), tone: .muted)
        case .runsAgain(let work):
            line(.clock, 1, LineText("the app runs again: " + Self.running(work)), tone: .heading)
        default:
            break
        }
    }

    /// `the timer of Clock's fire at 1000 ms waits until it comes back`.
    private static func waiting(_ work: HeldWork) -> String {
        switch work {
        case .timer(let node, _, let due, _):
            return "the timer's fire at \(due) ms waits until it comes back (timer of \(node.component))"
        case .sleep(let task, let due):
            return "the sleep of \(task.description), due at \(due) ms, waits until it comes back"
        case .response(let request, _):
            return "\(request.description) responds, and the response waits until it comes back"
        }
    }

    /// `the timer missed 29 fires and fires once`.
    private static func running(_ work: HeldWork) -> String {
        switch work {
        case .timer(let node, let every, let due, let fellDue):
            let next = due + fellDue * every
            let fires = fellDue == 1 ? "the timer's fire at \(due) ms, which waited, runs now"
                : "the timer missed \(fellDue - 1) \(fellDue == 2 ? "fire" : "fires") and fires once"
            return "\(fires) (timer of \(node.component)); its next fire is at \(next) ms"
        case .sleep(let task, let due):
            return "the sleep of \(task.description), due at \(due) ms, ends now"
        case .response(let request, let at):
            return "the response of \(request.description), which arrived at \(at) ms, reaches its task now"
        }
    }

    /// `A`, `A and B`, `A, B and C`.
    private static func listed(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }
}
