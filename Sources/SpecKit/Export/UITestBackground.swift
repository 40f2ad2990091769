/// The steps a UI test takes while the app is in the background, from `background: true` to the
/// next `foreground: true` (semantics §41). XCUITest reads an app's screen through the app, and a
/// backgrounded app shows nothing and is soon suspended, so those steps' labels are written as
/// comments; what the run still shows once the app is back is checked after `app.activate()`.
struct UITestBackground {
    /// The indices of the steps taken in the background.
    private(set) var inBackground: Set<Int> = []
    /// For a `foreground: true` step, the labels expected in the background before it that the
    /// screen still shows after it, and that the step does not expect itself.
    private(set) var lasting: [Int: [String]] = [:]

    init(_ scenario: Scenario, in spec: Spec) {
        var away = false, seen: [String] = []
        var wanted: [Int: [String]] = [:]
        for (index, step) in scenario.steps.enumerated() {
            guard case .scene(let phase)? = step.action else {
                if away { inBackground.insert(index); seen += Self.labels(of: step) }
                continue
            }
            if phase == .background {
                if !away { seen = [] }
                away = true
                inBackground.insert(index)
                seen += Self.labels(of: step)
            } else if away {
                away = false
                let own = Set(Self.labels(of: step))
                var kept: [String] = []
                for label in seen where !own.contains(label) && !kept.contains(label) { kept.append(label) }
                if !kept.isEmpty { wanted[index] = kept }
            }
        }
        guard !wanted.isEmpty else { return }
        // Run up to each step that comes back, and keep the labels its screen shows.
        let graph = Graph(spec: spec, scenario: scenario, recording: false)
        do {
            try graph.launch(at: scenario.location)
            for (index, step) in scenario.steps.enumerated() {
                if let action = step.action { try graph.perform(action, at: step.location) }
                guard let labels = wanted[index] else { continue }
                let shown = Set(graph.screen.map(\.label))
                let kept = labels.filter(shown.contains)
                if !kept.isEmpty { lasting[index] = kept }
            }
        } catch {
            // The steps from the one that stops are not checked (an expected error).
        }
    }

    /// The labels a step expects on screen.
    private static func labels(of step: Step) -> [String] {
        step.expectations.filter { $0.assertion == nil && $0.enabled == nil && $0.present }.map(\.label)
    }
}
