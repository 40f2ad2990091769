/// Navigation links: `NavigationLink(label, value: v)` appends to the path of the stack it is in
/// (docs/semantics.md §23); `NavigationLink(label) { destination }` is a flag destination whose
/// flag is the link's own (§30), set by a tap and cleared by going back.
extension Graph {
    /// A `navigation-link:` with `value:`: a button on screen that pushes its value onto the
    /// stack it is in.
    func renderLink(_ link: NavigationLinkDecl, in scope: NodeScope, into build: inout BodyBuild) throws {
        let label = try Evaluator.evaluate(link.label, in: scope).description
        let value = try link.value.map { try Evaluator.evaluate($0, in: scope) } ?? .null
        let disabled = try condition(link.disabled, in: scope)
        build.output.append(.item(ScreenItem(kind: .button, label: label, nodeID: scope.node.id, locals: scope.locals,
                                             link: LinkTarget(stack: linkStack(of: scope, in: build)?.id, value: value, location: link.location),
                                             // `NavigationLink(_:value:)` takes an optional: "Pass a nil value to disable the link."
                                             disabled: value == .null || disabled)))
    }

    /// A `navigation-link:` with `destination:`. The destination is a non-escaping @ViewBuilder
    /// closure that the link's initializer calls, so this body builds the destination's views at
    /// each of its renders, tapped or not: their inits run here, their bodies do not. The link
    /// keeps a presentation node beside it, a flag destination whose flag is its own: a tap sets
    /// it and pushes the views the last render built, as built; going back clears it.
    func renderDestinationLink(_ link: NavigationLinkDecl, path: [PathStep], in scope: NodeScope,
                               into build: inout BodyBuild) throws {
        guard let p = link.push else { return }
        let label = try Evaluator.evaluate(link.label, in: scope).description
        let slot = Slot(path: path, component: ScreenState.linkName)
        var (node, isNew, changes) = try screenNode(.presentation(p), slot: slot, parent: build.host ?? scope.node,
                                                   in: scope, at: p.location)
        if isNew { node[holder: PresentationDecl.linkFlag] = .bool(false) }
        if !isNew, let why = try boundScreenDiffers(node, in: scope) { changes.append(why) }
        try runDestinationClosure(p, of: node, in: scope)
        let target = LinkTarget(stack: linkStack(of: scope, in: build)?.id, value: .null, location: link.location, push: node.id)
        build.output.append(.item(ScreenItem(kind: .button, label: label, nodeID: scope.node.id, locals: scope.locals,
                                             link: target, disabled: try condition(link.disabled, in: scope))))
        // A body may write the same link twice only in a loop, whose rows have slots of their own.
        if build.seen.insert(slot).inserted {
            build.output.append(.child(slot))
            build.due.append((node, isNew ? .created : changes.isEmpty ? nil : .parentChanged(changes)))
        }
    }

    /// The stack a link pushes onto: the one whose root it is built in, or the nearest around the
    /// body that writes it, through screens pushed by a flag; a sheet starts a stack of its own.
    private func linkStack(of scope: NodeScope, in build: BodyBuild) -> Node? {
        if let host = build.host, case .stack? = host.screen?.kind { return host }
        var node: Node? = scope.node
        while let n = node {
            if let state = n.screen {
                if case .stack = state.kind { return n }
                if case .presentation(let p) = state.kind, !p.isPush { return nil }
            }
            node = n.parent
        }
        return nil
    }

    /// A tap on a link with a destination: it sets the link's own flag, which pushes the views
    /// the writing body's last render built (§30). Outside a stack SwiftUI shows the link
    /// disabled; as for a value link, tapping it is an error at the step.
    func followToDestination(_ link: LinkTarget, push: Int, at location: Location) throws {
        guard link.stack != nil else {
            throw LinkRefusals.outsideStack(at: link.location)
        }
        try write(.state(node: push, name: PresentationDecl.linkFlag), .bool(true), at: location)
    }

    /// The flag a presentation shows by: its binding, or for a link with a destination, the flag
    /// the link's node keeps itself.
    func presentationFlag(_ p: PresentationDecl, of node: Node, in scope: NodeScope) throws -> BindingRef {
        if p.ownsFlag { return BindingRef(node: node.id, name: PresentationDecl.linkFlag) }
        return try bindingRef(p.binding, in: scope, what: p.isItem ? "`item:`" : "`is-presented:`")
    }
}
