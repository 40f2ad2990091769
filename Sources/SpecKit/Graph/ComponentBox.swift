/// A component's declaration, shared by every node of the component, with where each node keeps
/// the value of each of its names: a node stores its props and holders by position, in
/// declaration order, and finds a name's position here, worked out once a component.
final class ComponentBox {
    let decl: ComponentDecl
    /// The component its nodes' slots name (`Node.slot`): a declared component's name, which
    /// `Graph.declaredBox` looks the box up by; a screen node's box, its own, names its kind as
    /// the screen's slot does.
    var slotName: String
    /// The props' names, in declaration order: a node's `props` and `bindingSnapshots` positions.
    let propNames: [String]
    /// The holders' names, in declaration order, then the state a screen node keeps itself (a
    /// stack's own path, a tab view's own selection): a node's `holders` positions, and the
    /// positions its seeds and memo dependencies are found by (`keptStart`).
    let holderNames: [String]
    /// Each name's position, for a component with many names; a few are compared in place,
    /// which is cheaper than hashing the name.
    private let positions: [String: Position]?
    /// The props each holder's closure captures, by holder (`Graph.capturedProps`): a function
    /// of the declaration, which every re-init of a node with a lazy holder asks for.
    let capturedProps: [[String]]
    /// By holder: whether a holder declared below reads it where holders are set up, so that a
    /// re-init must hand it the value this init gave it (`Graph.reinitialize`).
    let readBelow: [Bool]
    /// Where a node's kept values (`Node.keptValues`) start for each holder, by holder position;
    /// -1 for a holder that keeps none. An eager holder keeps its seed in one place; a memo its
    /// dependency values in as many places as it has dependencies (one, holding `.null` once
    /// evaluated, if none).
    let keptStart: [Int]
    /// How many dependencies each holder declares, by holder position (a memo's; 0 for others).
    let dependencyCounts: [Int]
    /// How many values a node of the component keeps: the length of its `keptValues`.
    var keptCount: Int { valueCount - keptBase }
    /// Where a node's `values` hold its holders (after its props) and its kept values (after its
    /// holders), and their length.
    let holdersStart: Int, keptBase: Int, valueCount: Int
    /// The positions of the holders that keep a seed, in declaration order.
    let seedHolders: [Int]
    /// The positions of the memos, in declaration order.
    let memoHolders: [Int]
    /// What each for-each of the body says about its comparison with the last render's, by its
    /// place; editable ones (`on-delete:`, `on-move:`, swipe actions, selection) are left out (§95).
    let loops: [Location: LoopFacts]

    enum Position {
        case prop(Int)
        case holder(Int)
    }

    /// At most this many names are looked up by comparing them one by one.
    private static let compared = 8

    /// `eager` says which holders evaluate their initial value at every init: they keep a seed.
    init(_ decl: ComponentDecl, ownState: [String] = [], eager: (HolderKind) -> Bool) {
        self.decl = decl
        slotName = decl.name
        propNames = decl.props.map(\.name)
        holderNames = decl.holders.map(\.name) + ownState
        let props = Set(propNames)
        capturedProps = decl.holders.map { Graph.capturedProps(of: $0, among: props) }
        // From the last holder up, the names the holders below read: one pass, where asking each
        // holder of every holder below it made a launch quadratic in the holders.
        var readBelow = Array(repeating: false, count: decl.holders.count)
        var readByLater: Set<String> = []
        for (i, holder) in decl.holders.enumerated().reversed() {
            readBelow[i] = readByLater.contains(holder.name)
            for (name, _) in holder.initial.names { readByLater.insert(name) }
        }
        self.readBelow = readBelow
        var starts: [Int] = []
        var count = 0
        for holder in decl.holders {
            let kept = holder.kind == .memo ? max(1, holder.dependencies.count) : eager(holder.kind) ? 1 : 0
            starts.append(kept == 0 ? -1 : count)
            count += kept
        }
        keptStart = starts
        dependencyCounts = decl.holders.map(\.dependencies.count)
        holdersStart = propNames.count
        keptBase = propNames.count + holderNames.count
        valueCount = keptBase + count
        seedHolders = decl.holders.indices.filter { decl.holders[$0].kind != .memo && starts[$0] >= 0 }
        memoHolders = decl.holders.indices.filter { decl.holders[$0].kind == .memo }
        loops = LoopFacts.all(in: decl)
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
        if let i = propNames.position(of: name) { return .prop(i) }
        if let i = holderNames.position(of: name) { return .holder(i) }
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
