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
            lastField = nil
            lastStorage = nil
            lastEnvironment = (.scenePhase, "changed .\(old.rawValue) → .\(new.rawValue), set by the scene")
            line(.write, 2, "the scene sets \\.scenePhase = .\(new.rawValue) (was .\(old.rawValue)), as an update of its own")
        default:
            break
        }
    }

    /// `A`, `A and B`, `A, B and C`.
    private static func listed(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }
}
