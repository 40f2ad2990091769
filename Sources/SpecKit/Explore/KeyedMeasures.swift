/// A measure an expression reads by its type: `Model.creations`, `Child.renders`, `Tasks.started`.
struct MeasureRead: Hashable, Sendable {
    let type: String
    let field: String
    /// Where the first read of it is written, for the engine's messages.
    let location: Location
}

extension Spec {
    /// The measures a state key holds for `scenario` (docs/exploring.md, "What counts as the same
    /// state"): those its `always:` expressions read, then those the app reads, each once. A
    /// measure counts what happened, and the next step does not depend on it, unless something
    /// reads it: an `always:` that a higher count breaks, or the app, whose next step differs with
    /// the count it reads (`snap = Model.creations`). Found once, before exploring, so a spec that
    /// reads none costs no step anything.
    func keyedMeasures(of scenario: Scenario) -> [MeasureRead] {
        var found: [MeasureRead] = []
        var seen: Set<[String]> = []
        func add(_ read: MeasureRead) {
            if seen.insert([read.type, read.field]).inserted { found.append(read) }
        }
        for e in scenario.always { measures(readBy: e, app: false, add) }
        forEachAppExpression { e in measure(at: e, app: true).map(add) }
        return found
    }

    /// The measures `e` reads, outermost first, in source order.
    private func measures(readBy e: Expr, app: Bool, _ add: (MeasureRead) -> Void) {
        if let read = measure(at: e, app: app) { return add(read) }
        for x in e.kind.subexpressions { measures(readBy: x, app: app, add) }
    }

    /// The measure `e` is, if it is one. An assertion reads `Name.renders` of any name (zero for a
    /// component the scenario never shows); in the app the name must be a component's, as another
    /// name there is a value's (`counter.renders`, a field).
    private func measure(at e: Expr, app: Bool) -> MeasureRead? {
        guard case .member(let base, let field) = e.kind, case .name(let type) = base.kind else { return nil }
        let isMeasure: Bool
        if model(named: type) != nil {
            isMeasure = field == "creations"
        } else if let names = AsyncMeasure.names(of: type) {
            isMeasure = names.contains(field)
        } else {
            isMeasure = Measure(rawValue: field) != nil && (!app || component(named: type) != nil)
        }
        return isMeasure ? MeasureRead(type: type, field: field, location: e.location) : nil
    }
}
