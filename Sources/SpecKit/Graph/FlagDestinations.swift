/// `.navigationDestination(isPresented: $flag) { content }`: docs/semantics.md §30. It is a
/// presentation (§22) whose content is pushed onto the enclosing navigation stack rather than
/// presented modally; what sets it apart from a sheet is here.
extension Graph {
    /// The destination closure is not escaping, so the body that writes the modifier runs it at
    /// each of its renders: what the content's own expressions read (a child's arguments, a text,
    /// a condition), that body reads, and a write to it renders that body again. The pushed
    /// screen is then built from the values of that render, as a sheet's content is.
    ///
    /// While nothing is pushed, the views the closure builds are initialized here, at each render,
    /// and kept for the next push, which installs them as built (§30).
    /// A pushed view that stays pushed is initialized by the presentation's render instead, as a
    /// child of its screen: this is one init, counted there.
    func runDestinationClosure(_ p: PresentationDecl, of presentation: Node, in scope: NodeScope) throws {
        var built: [PrebuiltView] = []
        let staysPushed = try presentation.screen?.presented != nil && quietly {
            try read(try presentationFlag(p, of: presentation, in: scope), for: nil, at: p.binding.location) == .bool(true)
        }
        try runDestinationClosure(p.content, in: scope, building: staysPushed ? nil : presentation, into: &built)
        if !staysPushed { presentation.screen?.prebuilt = built }
    }

    private func runDestinationClosure(_ content: [Element], in scope: NodeScope, building presentation: Node?,
                                       into built: inout [PrebuiltView]) throws {
        for element in content {
            switch element {
            case .text(let label, _): _ = try Evaluator.evaluate(label, in: scope)
            case .button(let label, _, _, _): _ = try Evaluator.evaluate(label, in: scope)
            case .child(let child):
                var arguments: [Argument] = []
                for argument in child.arguments {
                    arguments.append(Argument(label: argument.label, value: try Evaluator.evaluate(argument.value, in: scope)))
                }
                if let presentation { built.append(try buildUnpushed(child, arguments: arguments, of: presentation, in: scope)) }
                for content in child.content { try runDestinationClosure(content.body, in: scope, building: presentation, into: &built) }
            case .conditional(let c):
                let holds = try Evaluator.evaluate(c.condition, in: scope) == .bool(true)
                try runDestinationClosure(holds ? c.then : c.otherwise, in: scope, building: presentation, into: &built)
            case .forEach(let f): _ = try Evaluator.evaluate(f.items, in: scope)
            case .link(let link):
                _ = try Evaluator.evaluate(link.label, in: scope)
                if let value = link.value { _ = try Evaluator.evaluate(value, in: scope) }
            case .switchOver(let s): _ = try Evaluator.evaluate(s.subject, in: scope)
            case .control(let control): _ = try Evaluator.evaluate(control.label, in: scope)
            case .navigationStack, .tabView, .slot: break
            }
        }
    }

    /// A view the closure builds while nothing is pushed: its init runs in the writing body, whose
    /// reads they are, its eager holders take their values, and the view waits for a push.
    private func buildUnpushed(_ child: ChildDecl, arguments: [Argument], of presentation: Node,
                               in scope: NodeScope) throws -> PrebuiltView {
        let name = scenario.resolve(child.component)
        guard let box = declaredBox(name) else {
            throw Diagnostic("component '\(child.component)' is not declared", at: child.location)
        }
        count(.inits, of: box.decl.name)
        emit(.screen(presentation.ref, .destinationBuilt(component: name, arguments: arguments)))
        let holders = box.decl.holders
        var seeds = [Value?](repeating: nil, count: holders.count)
        var given: [String: Value] = [:]
        for arg in arguments { given[arg.label] = arg.value }
        for index in holders.indices where isEager(holders[index].kind) {
            let value = try installing(holders[index].initial, in: scope.with(given))
            seeds[index] = value
            given[holders[index].name] = value
        }
        return PrebuiltView(component: name, seeds: seeds)
    }

    /// The stack a flag's destination is pushed onto: the nearest navigation stack around the
    /// view it is written on, through pushed screens, not through a sheet, a cover or an alert,
    /// which start a new presentation of their own.
    func enclosingStack(of node: Node) -> Node? {
        var current = node.parent
        while let n = current {
            if let state = n.screen {
                switch state.kind {
                case .stack: return n
                case .presentation(let p) where !p.isPush: return nil
                default: break
                }
            }
            current = n.parent
        }
        return nil
    }

    /// A pushed flag destination takes the screen of its stack: the views of that stack outside
    /// it are covered, alive but off screen (§24), as under a screen pushed by the path.
    func uncoveredByFlagPushes(_ visible: [Node]) -> [Node] {
        let pushes = visible.filter { $0.isFlagPush && $0.screen?.presented != nil }
        guard !pushes.isEmpty else { return visible }
        var covers: [(stack: Node, push: Node)] = []
        for p in pushes {
            guard let stack = enclosingStack(of: p) else { continue }
            // Two flags of one stack true at once: the one pushed last is on top, the other under
            // it, as pushes by the path stack up (§30). Its content is the newer identity.
            if let i = covers.firstIndex(where: { $0.stack === stack }) {
                if Self.pushedAt(p) > Self.pushedAt(covers[i].push) { covers[i].push = p }
            } else {
                covers.append((stack, p))
            }
        }
        return visible.filter { node in
            !covers.contains { cover in node.isInside(cover.stack, strictly: true) && !node.isInside(cover.push, strictly: false) }
        }
    }

    /// When a flag's push was made: the id of its content, made at the push.
    private static func pushedAt(_ push: Node) -> Int { push.children.values.map(\.id).max() ?? push.id }

    /// The back button, or a swipe from the edge, over a pushed flag destination: SwiftUI sets its
    /// binding to false, which pops it.
    func popFlagDestination(_ node: Node, at location: Location) throws {
        if case .presentation(let p)? = node.screen?.kind, p.isItem {
            emit(.screen(node.ref, .backTappedOverItem))
        } else {
            emit(.screen(node.ref, .backTapped))
        }
        try dismissPresentation(node, at: location)
    }
}

extension Node {
    /// Whether this is the node of a `.navigationDestination(isPresented:)` or `(item:)`.
    var isFlagPush: Bool {
        if case .presentation(let p)? = screen?.kind { return p.isPush }
        return false
    }

    /// Whether this is the node of a sheet, cover, popover, alert or dialog that is presented (a
    /// flag's push is not: it is a screen of its stack).
    var isPresentedModally: Bool {
        guard let state = screen, case .presentation(let p) = state.kind else { return false }
        return !p.isPush && state.presented != nil
    }

    /// Whether a full-screen cover is presented somewhere in this node's subtree.
    var holdsPresentedCover: Bool {
        children.values.contains { $0.isPresentedCover || $0.holdsPresentedCover }
    }

    /// Whether this is the node of a `.fullScreenCover(…)` that is presented.
    var isPresentedCover: Bool {
        guard let state = screen, case .presentation(let p) = state.kind else { return false }
        return p.style == .fullScreenCover && state.presented != nil
    }

    /// Whether `other` is this node or one of its ancestors (an ancestor only, when `strictly`).
    func isInside(_ other: Node, strictly: Bool) -> Bool {
        var current: Node? = strictly ? parent : self
        while let n = current {
            if n === other { return true }
            current = n.parent
        }
        return false
    }
}
