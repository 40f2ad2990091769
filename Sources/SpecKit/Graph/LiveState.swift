/// What assertions and `always:` expressions read of the app: `Parent.input` is a prop or holder
/// of the one live view of that component. Reading it subscribes nothing, as measures don't.
extension Graph {
    static let oneLiveViewHint = "an assertion reads the state of a component that has exactly one live view"
    /// The hint of an expression that names a component two live views have: the spec's mistake,
    /// not the app's, so exploring stops on it as on an `always:` that is not a Bool.
    static let manyLiveViewsHint = oneLiveViewHint + "; assert on a value their parent holds instead"
    /// The hint of an expression that names a component with no live view: one that comes and
    /// goes is read behind what shows it, as `||` reads its right side only when the left is false.
    static let noLiveViewHint = oneLiveViewHint
        + "; for a view that comes and goes, guard the read with what shows it: `!Parent.showing || Detail.number == Parent.selected`"

    func liveState(_ name: String, of type: String, at location: Location) throws -> Value {
        guard let decl = spec.component(named: type),
              decl.props.contains(where: { $0.name == name }) || decl.holderKind(named: name) != nil else {
            throw Diagnostic("\(type) has no measure, prop or holder '\(name)'", at: location)
        }
        let live = nodes.values.filter { $0.component.name == type }
        guard live.count == 1, let node = live.first else {
            throw Diagnostic(live.isEmpty ? "\(type).\(name): no \(type) is alive, on screen or off it"
                                          : "\(type).\(name): \(live.count) views of \(type) are live; which one is meant is not clear",
                             at: location, hint: live.isEmpty ? Self.noLiveViewHint : Self.manyLiveViewsHint)
        }
        if let value = node[holder: name] { return value }
        if let holder = decl.holder(named: name), holder.kind.store != nil { return try storedValue(of: holder, in: nil) }
        guard let value = node[prop: name] else {
            throw Diagnostic("\(type).\(name) has no value yet", at: location)
        }
        if case .binding(let b) = value { return try read(b, for: nil, at: location) }
        return value
    }
}
