import Foundation

/// What a UI test can check of a scenario's `assert:` lines.
///
/// A measure (`Child.renders`, `.inits`, `.staleRenders`, `Model.creations`, `Tasks.started`,
/// `Requests.completed`, `Timers.fired`, …) counts what the interpreter does; an app keeps no such
/// count, so the UI test says so in a comment. An assertion on a view's state, `Notes.closes == 0`,
/// is a value the app holds: a UI test sees it where a label of that view shows it. The export runs
/// the scenario as the UI test will, and after each step that asserts it looks for a text of that
/// view that interpolates the holder: in sight, the test waits for that label, as the run shows
/// it; out of sight (under a sheet, in another tab) or nowhere, the comment says so.
enum StateAssertions {
    /// How the UI test treats one `assert:` line.
    enum Check: Equatable {
        /// It reads a measure: the app keeps no such count.
        case measure
        /// The label, in sight after the step, that shows the asserted value.
        case label(String)
        /// Why no label can check it.
        case unchecked(String)
    }

    /// Whether an assertion reads a measure of the interpreter anywhere in it.
    static func readsMeasure(_ e: Expr, in spec: Spec) -> Bool {
        if case .member(let base, let field) = e.kind, case .name(let type) = base.kind {
            if AsyncMeasure.names(of: type) != nil || spec.model(named: type) != nil { return true }
            if spec.component(named: type) != nil, Measure(rawValue: field) != nil { return true }
        }
        return e.kind.subexpressions.contains { readsMeasure($0, in: spec) }
    }

    /// `C.h == v` or `v == C.h`, where C is a component, h one of its holders or props, or a field
    /// of one (`Screen.book.pages`), and v a constant: the component and what a label of it
    /// interpolates to show the value (`h`, `book.pages`); nil for any other form.
    static func stateRead(_ e: Expr, in spec: Spec) -> (component: String, path: String)? {
        guard case .binary("==", let a, let b) = e.kind else { return nil }
        for (read, value) in [(a, b), (b, a)] {
            var fields: [String] = [], x = read
            while case .member(let base, let field) = x.kind {
                fields.insert(field, at: 0)
                x = base
            }
            guard case .name(let type) = x.kind, let name = fields.first, let decl = spec.component(named: type),
                  decl.props.contains(where: { $0.name == name }) || decl.holderKind(named: name) != nil,
                  (try? Evaluator.evaluate(value, in: ConstantScope())) != nil else { continue }
            return (type, fields.joined(separator: "."))
        }
        return nil
    }

    /// Each `assert:` line's check, by where it is written, for the steps the run reaches; a
    /// scenario without an assertion on state is not run.
    static func checks(of scenario: Scenario, in spec: Spec) -> [Location: Check] {
        let asserted = scenario.steps.flatMap(\.expectations).compactMap { e in e.assertion.map { (e.location, $0) } }
        var checks: [Location: Check] = [:]
        for (location, e) in asserted where readsMeasure(e, in: spec) { checks[location] = .measure }
        guard asserted.contains(where: { checks[$0.0] == nil }) else { return checks }
        let graph = Graph(spec: spec, scenario: scenario, recording: false)
        do {
            try graph.launch(at: scenario.location)
            for step in scenario.steps {
                if let action = step.action { try graph.perform(action, at: step.location) }
                for e in step.expectations where checks[e.location] == nil {
                    guard let assertion = e.assertion else { continue }
                    checks[e.location] = check(assertion, graph: graph, spec: spec)
                }
            }
        } catch {
            // The steps from the one that stops are not checked (an expected error).
        }
        return checks
    }

    /// An assertion on state, after its step: the label of the one live view that shows it.
    static func check(_ e: Expr, graph: Graph, spec: Spec) -> Check {
        guard let (type, name) = stateRead(e, in: spec), let decl = spec.component(named: type) else {
            return .unchecked("no label shows this expression, and a UI test reads only the screen")
        }
        let live = graph.nodes.values.filter { $0.component.name == type }
        guard live.count == 1, let node = live.first else {
            return .unchecked("\(live.count) views of \(type) are live, so a label cannot tell whose \(name) it shows")
        }
        // The texts of the view that interpolate the name, and what its last render showed of them.
        let patterns = ElementParts.all(decl.body).flatMap(\.texts).filter { label in
            guard case .interpolation(let parts) = label.kind else { return false }
            return parts.contains { if case .expr(let x) = $0, x.source.trimmingCharacters(in: .whitespaces) == name { true } else { false } }
        }.map(LabelPattern.init)
        let shown = node.output.compactMap { output -> ScreenItem? in
            guard case .item(let item) = output, item.kind == .text, patterns.contains(where: { $0.matches(item.label) }) else { return nil }
            return item
        }
        guard let first = shown.first else { return .unchecked("no label of \(type) shows \(name), and a UI test reads only the screen") }
        let screen = graph.screen
        if let inSight = shown.first(where: { item in screen.contains { $0.nodeID == item.nodeID && $0.label == item.label } }) {
            return .label(inSight.label)
        }
        let place = graph.offScreenPlace(of: first.label) ?? "out of sight"
        return .unchecked("\"\(first.label)\", the label that shows it, is \(place) after this step")
    }
}
