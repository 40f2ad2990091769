/// `.navigationDestination(for:)` on a view inside a stack (docs/semantics.md §68).
///
/// The declaration is a node beside the child it is written on, as a presentation is: it keeps
/// what the writing body's last render captured, since the destination closure escapes. The
/// stack resolves a pushed value with the declarations visible in it: its own `destinations:`,
/// then those on the root's views, then those of each screen under the value, the one closest
/// to the root winning.
extension Graph {
    /// `navigation-destinations:` beside a child: a declarations node beside it.
    func renderDeclarations(_ destinations: [DestinationDecl], path: [PathStep], in scope: NodeScope,
                            into build: inout BodyBuild) throws {
        let slot = Slot(path: path.then(.presentation(0)), component: ScreenState.declarationsName)
        guard build.seen.insert(slot).inserted else { return }
        let (node, isNew, changes) = try screenNode(.declarations(destinations), slot: slot, parent: build.host ?? scope.node,
                                                   in: scope, at: destinations[0].location)
        if isNew {
            declaresDestinations = true
            guard let stack = enclosingStack(of: node) else {
                throw Diagnostic("`navigation-destinations:` is written on a view in no navigation-stack, so no stack sees its destinations",
                                 at: destinations[0].location,
                                 hint: "SwiftUI uses a navigationDestination declared inside a NavigationStack; write the child in a `navigation-stack:`'s root or a pushed screen")
            }
            // Written in a row's own body the check before running refuses it; here, a row's component declares.
            if isInRow(node, below: stack) {
                throw Diagnostic("`navigation-destinations:` is written on a view inside a `for-each:` row: SwiftUI says not to put a navigation destination inside a lazy container such as a List",
                                 at: destinations[0].location,
                                 hint: "write it beside the view that holds the for-each (outside its rows), or under the `navigation-stack:`'s `destinations:`")
            }
            emit(.screen(node.ref, .declares(types: destinations.map(\.type))))
        }
        build.output.append(.child(slot))
        build.due.append((node, isNew ? .created : changes.isEmpty ? nil : .parentChanged(changes)))
    }

    /// A declarations node's render: the writing body ran again with other values, so the
    /// screens its destinations show are built from them, as SwiftUI calls the closure again.
    func renderDeclarations(of node: Node, _ state: ScreenState, into build: inout BodyBuild) {
        guard let stack = enclosingStack(of: node), let stackState = stack.screen else { return }
        for entry in stackState.pushed {
            guard let screen = stack.children[entry.slot], let shown = screen.screen, shown.declaredBy == node.id else { continue }
            let changes = state.captured.keys.sorted().filter { Self.capturedDiffers(shown.captured[$0], state.captured[$0]) }
            guard !changes.isEmpty else { continue }
            shown.captured = state.captured
            build.due.append((screen, .parentChanged(changes.map { "captured \($0)" })))
        }
    }

    /// The destination a stack shows for a value at `index` of its path, and the declarations
    /// node that declares it (nil for the stack's own): the first visible from the root, as
    /// SwiftUI uses "the destination declared closest to the root view of the stack".
    func destination(for value: Value, at index: Int, of stack: Node, _ decl: NavigationStackDecl,
                     _ state: ScreenState) -> (decl: DestinationDecl, declarer: Node?)? {
        if let d = decl.destinations.first(where: { Self.matches($0.type, value) }) { return (d, nil) }
        guard declaresDestinations else { return nil }
        if let found = declaration(for: value, in: state.rootOutput, of: stack) { return found }
        for entry in state.pushed.prefix(index) {
            guard let screen = stack.children[entry.slot] else { continue }
            if let found = declaration(for: value, under: screen) { return found }
        }
        return nil
    }

    private func declaration(for value: Value, in output: [Node.Output], of node: Node) -> (decl: DestinationDecl, declarer: Node?)? {
        for case .child(let slot) in output {
            guard let child = node.children[slot] else { continue }
            if let found = declaration(for: value, under: child) { return found }
        }
        return nil
    }

    private func declaration(for value: Value, under node: Node) -> (decl: DestinationDecl, declarer: Node?)? {
        if let state = node.screen {
            switch state.kind {
            case .declarations(let ds):
                return ds.first { Self.matches($0.type, value) }.map { ($0, node) }
            // Another stack's, or a sheet's content, which is not in this stack.
            case .stack: return nil
            case .presentation(let p) where !p.isPush: return nil
            default: break
            }
        }
        return declaration(for: value, in: node.output, of: node)
    }

    /// Whether a node sits in a for-each row between it and its stack: a row's slot keys it by
    /// its element's id after the loop's place, where a pushed screen's or a presented content's
    /// key comes first.
    private func isInRow(_ node: Node, below stack: Node) -> Bool {
        var current: Node? = node
        while let n = current, n !== stack {
            let steps = n.slot?.path ?? []
            for i in steps.indices.dropFirst() {
                guard case .key = steps[i] else { continue }
                if case .pushed = steps[i - 1] { continue }
                return true
            }
            current = n.parent
        }
        return false
    }

    /// The captured values a kept pushed screen is built from: its declarer's, or the stack's.
    func capturedSource(of screen: ScreenState, stack: ScreenState) -> ScreenState? {
        guard let id = screen.declaredBy else { return stack }
        return nodes[id]?.screen
    }

    /// The words of a path value no visible destination shows; a link's quote what SwiftUI logs
    /// at its tap (§23).
    func noDestination(_ value: Value, pushedBy what: String, at location: Location, byLink: Bool = false) -> Diagnostic {
        let type = value.typeName
        let add = "add `- for: \(type)` under the stack's `destinations:`, or under `navigation-destinations:` beside a view of the root or of a screen under it"
        return Diagnostic("\(what) \(type) \(value.literal), and no destination for \(type) is visible in the stack", at: location,
                          hint: byLink ? "\(LinkRefusals.swiftUILog(type)); \(add)"
                              : "\(add); SwiftUI logs that no matching navigationDestination declaration is visible and pushes nothing")
    }
}
