/// A component's declaration, shared by every node of the component, with where each node keeps
/// the value of each of its names: a node stores its props and holders by position, in
/// declaration order, and finds a name's position here, worked out once a component.
final class ComponentBox {
    let decl: ComponentDecl
    /// The props' names, in declaration order: a node's `props` and `bindingSnapshots` positions.
    let propNames: [String]
    /// The holders' names, in declaration order, then the state a screen node keeps itself (a
    /// stack's own path, a tab view's own selection): a node's `holders`, `seeds` and
    /// `memoDependencies` positions.
    let holderNames: [String]
    /// Each name's position, for a component with many names; a few are compared in place,
    /// which is cheaper than hashing the name.
    private let positions: [String: Position]?
    /// The props each holder's closure captures, by holder (`Graph.capturedProps`): a function
    /// of the declaration, which every re-init of a node with a lazy holder asks for.
    let capturedProps: [[String]]

    enum Position {
        case prop(Int)
        case holder(Int)
    }

    /// At most this many names are looked up by comparing them one by one.
    private static let compared = 8

    init(_ decl: ComponentDecl, ownState: [String] = []) {
        self.decl = decl
        propNames = decl.props.map(\.name)
        holderNames = decl.holders.map(\.name) + ownState
        capturedProps = decl.holders.map { Graph.capturedProps(of: $0, in: decl) }
        if propNames.count + holderNames.count <= Self.compared {
            positions = nil
        } else {
            // Names are unique in a component (the decoder rejects a second one); the first wins regardless.
            var table: [String: Position] = [:]
            for (i, name) in holderNames.enumerated().reversed() { table[name] = .holder(i) }
            for (i, name) in propNames.enumerated().reversed() { table[name] = .prop(i) }
            positions = table
        }
    }

    /// Where a node keeps the value of `name`: a prop's or a holder's position; props first.
    func position(of name: String) -> Position? {
        if let positions { return positions[name] }
        if let i = propNames.firstIndex(of: name) { return .prop(i) }
        if let i = holderNames.firstIndex(of: name) { return .holder(i) }
        return nil
    }

    /// The position of the prop `name`, if the component declares one.
    func prop(_ name: String) -> Int? {
        if case .prop(let i)? = position(of: name) { return i }
        return nil
    }

    /// The position of the holder `name` (or a screen node's own state), if there is one.
    func holder(_ name: String) -> Int? {
        if case .holder(let i)? = position(of: name) { return i }
        return nil
    }
}
