/// Presentations, navigation stacks and tab views: docs/semantics.md §22–§25.
///
/// Each is a screen node in the tree, where the body that writes it puts it. What SwiftUI builds
/// in that body's view builder (a stack's root, a tab's content) is rendered in that body, reads
/// and all; what it keeps as an escaping closure for later (a sheet's content, a destination) is
/// rendered by the screen node from the values the body had when it last ran.
extension Graph {
    /// The screen node at `slot` of `parent`, created the first time; with what the owner's
    /// escaping closures capture now, and what differs from the last capture.
    func screenNode(_ kind: ScreenState.Kind, slot: Slot, parent: Node, in scope: NodeScope,
                    at location: Location) throws -> (node: Node, isNew: Bool, changes: [String]) {
        let values = captured(by: scope)
        if let node = parent.children[slot], let state = node.screen {
            var changes: [String] = []
            for name in values.keys.sorted() where Self.capturedDiffers(state.captured[name], values[name]) {
                changes.append("captured \(name) \(state.captured[name]?.literal ?? "nothing") → \(values[name]!.literal)")
            }
            state.captured = values
            state.locals = locals(of: scope)
            return (node, false, changes)
        }
        let decl = ComponentDecl(name: ScreenState.name(of: kind), props: [], holders: [], body: [], invariant: nil,
                                 location: location)
        let node = try register(decl, ownState: ScreenState.ownState(of: kind), parent: parent, slot: slot, at: location)
        let state = ScreenState(kind, owner: scope.node.screen?.owner ?? scope.node)
        state.captured = values
        state.locals = locals(of: scope)
        node.screen = state
        // A presentation, like a stack or a tab view, finds the environment of where it is written.
        node.environment = parent.environment
        parent.children[slot] = node
        screenCount += 1
        emit(.created(node.ref))
        return (node, true, [])
    }

    /// A screen bound into a field of an ObservableObject (`$vm.showing`, `$router.path`): the
    /// screen does not observe the object, and reading the field subscribes no one; the body that
    /// writes it does observe it, and makes the binding again at each render. When what the
    /// binding carries differs from what the screen shows, the screen is updated, as a child given
    /// a binding that carries another value is (§10, §15); nil when it agrees.
    func boundScreenDiffers(_ node: Node, in scope: NodeScope) throws -> String? {
        guard let state = node.screen else { return nil }
        func intoField(_ e: Expr?) -> Expr? {
            guard let e, case .member = e.kind else { return nil }
            return e
        }
        switch state.kind {
        case .presentation(let p):
            guard let binding = intoField(p.binding) else { return nil }
            let value = try quietly { try read(try bindingRef(binding, in: scope, what: "the binding"), for: nil, at: binding.location) }
            let differs = p.isItem ? value != (state.presented ?? .null) : (value == .bool(true)) != (state.presented != nil)
            return differs ? "binding \(binding.source) carries \(value.literal)" : nil
        case .stack(let decl):
            guard let path = intoField(decl.path) else { return nil }
            let items = try quietly { try stackPath(decl, of: node, in: scope) }
            return items != state.pushed.map(\.value) ? "binding \(path.source) carries \(Value.list(items).literal)" : nil
        case .tabs(let decl):
            guard let selection = intoField(decl.selection) else { return nil }
            let (value, index) = try quietly { try selectedTab(decl, of: node, in: scope) }
            return index != state.selected ? "binding \(selection.source) carries \(value.literal)" : nil
        case .destination, .declarations:
            return nil
        }
    }

    /// Whether a captured value differs from the last capture: an element's binding that
    /// `ForEach($items)` made again is a new `Binding(get:set:)`, which never compares equal
    /// (§34), though it points where the last one did.
    static func capturedDiffers(_ old: Value?, _ new: Value?) -> Bool {
        if case .binding(let a)? = old, case .binding(let b)? = new, b.made != 0, a.made != b.made { return true }
        return old != new
    }

    /// The names in scope where a screen is written: a screen inside another one (a sheet in a
    /// pushed screen) also sees the names the outer one's closure was given.
    func locals(of scope: NodeScope) -> [String: Value] {
        (scope.node.screen?.locals ?? [:]).merging(scope.locals) { $1 }
    }

    /// The owner's props and holders as its escaping closures see them: the values of its last render.
    func captured(by scope: NodeScope) -> [String: Value] {
        if let state = scope.node.screen { return state.captured }
        let node = scope.node, box = node.componentBox
        var values: [String: Value] = [:]
        for (i, v) in node.propValues.enumerated() { if let v { values[box.propNames[i]] = v } }
        for (i, v) in node.holderValues.enumerated() { if let v { values[box.holderNames[i]] = v } }
        return values
    }

    /// The scope an action written in `node`'s body runs in: the live owner for a screen node, as a
    /// closure reads `self`'s storage when it runs.
    func liveScope(_ node: Node, locals: [String: Value], variables: [String: LocalVariable] = [:]) -> NodeScope {
        guard let state = node.screen else { return NodeScope(graph: self, node: node, locals: locals, variables: variables) }
        return liveScope(state.owner, locals: state.locals.merging(locals) { $1 }, variables: variables)
    }

    /// Evaluates a binding expression (`$x`) in a body, or says what it needed.
    func bindingRef(_ e: Expr, in scope: NodeScope, what: String) throws -> BindingRef {
        let value = try Evaluator.evaluate(e, in: scope)
        guard case .binding(let ref) = value else {
            throw Diagnostic("\(what) needs a binding such as `$\(e.source)`; \(e.source) is \(value.typeName) \(value.literal)",
                             at: e.location, hint: "write `$\(e.source)` to pass the state itself")
        }
        return ref
    }

    /// A stack's path or a tab view's selection: its binding's value, or the one the screen node
    /// keeps itself. The screen node's own render subscribes to it.
    func boundOrOwn(_ binding: Expr?, own name: String, of node: Node, in scope: NodeScope, what: String) throws -> Value {
        if let binding {
            let ref = try bindingRef(binding, in: scope, what: what)
            return try read(ref, for: reader === node ? node : nil, at: binding.location)
        }
        if reader === node { record(.state(node: node.id, name: name)) }
        return node[holder: name] ?? .null
    }

    /// Writes a stack's path or a tab view's selection as a person's step does: through the
    /// binding, or into the screen node's own state.
    func writeBoundOrOwn(_ binding: Expr?, own name: String, of node: Node, _ value: Value, what: String,
                         at location: Location) throws {
        if let binding {
            let ref = try bindingRef(binding, in: NodeScope(graph: self, node: node), what: what)
            try write(through: ref, value, at: location)
        } else {
            try write(.state(node: node.id, name: name), value, at: location)
        }
    }

    /// A stack's `path:`, a tab view's `selection:` or a presentation's binding is a binding this
    /// body makes, as it makes a child's: `$router.path` reads the model's field (§20) and `Binding(get:set:)` runs its getter
    /// (§38), so this body depends on what they read; `$path` reads nothing.
    func makeBinding(_ binding: Expr?, in scope: NodeScope) throws {
        guard let binding, !isPlainHolderBinding(binding) else { return }
        _ = try Evaluator.evaluate(binding, in: scope)
    }

    private func isPlainHolderBinding(_ e: Expr) -> Bool {
        if case .name = e.kind { return true }
        return false
    }

    /// Reads a value without subscribing anyone: what a body sees of a binding it only passes on.
    func quietly<T>(_ work: () throws -> T) rethrows -> T {
        let outer = reader
        reader = nil
        defer { reader = outer }
        return try work()
    }

    // MARK: - Presentations

    /// `.sheet(…)`/`.fullScreenCover(…)`/`.popover(…)`/`.alert(…)` on a child: a presentation node beside it.
    func renderPresentations(_ presentations: [PresentationDecl], path: [PathStep], in scope: NodeScope,
                             into build: inout BodyBuild) throws {
        for (k, p) in presentations.enumerated() {
            let slot = Slot(path: path.then(.presentation(k)), component: p.style.rawValue)
            guard build.seen.insert(slot).inserted else { continue }
            // `.sheet(isPresented: Binding(get:set:))` or `$router.showing` is made by this body,
            // which so depends on what its getter or the field reads (§38, §20); the screen reads
            // through its own evaluation of it.
            try makeBinding(p.binding, in: scope)
            var (node, isNew, changes) = try screenNode(.presentation(p), slot: slot, parent: build.host ?? scope.node,
                                                       in: scope, at: p.location)
            if isNew { node.screen?.madeInPass = pass }
            if !isNew, let why = try boundScreenDiffers(node, in: scope) { changes.append(why) }
            if let alert = p.alert { try runAlertClosures(alert, of: p, kept: node.screen?.presented, in: scope) }
            // `isPresented:`'s closure is not escaping: this body runs it. `item:`'s escapes, as a
            // sheet's does, and is run by the pushed screen from the captured values (§30).
            if p.isPush && !p.isItem { try runDestinationClosure(p, of: node, in: scope) }
            build.output.append(.child(slot))
            build.due.append((node, isNew ? .created : changes.isEmpty ? nil : .parentChanged(changes)))
        }
    }

    /// A presentation node's render: it reads its binding; while it holds true (or an item), the
    /// content is rendered from the captured values, a new identity per presentation.
    func renderPresentation(_ p: PresentationDecl, of node: Node, _ state: ScreenState, in scope: NodeScope,
                            into build: inout BodyBuild) throws {
        let ref = try presentationFlag(p, of: node, in: scope)
        let value = try read(ref, for: node, at: p.binding.location)
        var presented: Value?
        if p.isItem {
            if value != .null { presented = value }
        } else {
            guard case .bool(let shown) = value else {
                throw Diagnostic("`is-presented:` needs a Bool binding; \(p.binding.source) is \(value == .null ? "nil" : "\(value.typeName) \(value.literal)")",
                                 at: p.binding.location, hint: p.boolBindingHint)
            }
            if shown { presented = try p.alert.map { try alertPresented($0, kept: state.presented, in: scope) } ?? .bool(true) }
        }
        // UIKit presents from a view in the window: made with its view, a presentation waits for
        // that view to appear, its update and actions done (§22).
        if presented != nil, state.presented == nil, !p.isPush, state.madeInPass == pass {
            emit(.screen(node.ref, .waitsForPresenter(style: p.style.rawValue)))
            presentationsAwaitingPresenter.append(node.id)
            presented = nil
        }
        // One at a time from a screen: a new presentation waits while another one from there is up.
        let blocked = presented != nil && state.presented == nil && !p.isPush ? presentationInTheWay(of: node) : nil
        if let blocked {
            if !state.waiting {
                emit(.screen(node.ref, .waiting(style: p.style.rawValue, behind: blocked.presentationStyle?.rawValue ?? "sheet")))
            }
            presented = nil
        }
        state.waiting = blocked != nil
        // What the content receives: `item:`'s value, or an alert's `presenting:` data.
        let passes = p.isItem || p.alert?.presenting != nil
        // A pushed screen popped, or a full-screen cover dismissed: the views under it are back at
        // the start of the animation, and the content leaves at its end (§24).
        // A sheet dismissed with a cover up in its content takes the cover with it: the views
        // under both come back first, as when the cover alone goes.
        let uncoversCover = presented == nil && (p.style == .fullScreenCover || node.holdsPresentedCover)
        let leaving: Leaving? = p.isPush ? .popped : uncoversCover ? .coverDismissed : nil
        state.popsContent = state.presented != nil && state.presented != presented ? leaving : nil
        // An item changed but for its `id`: the same presentation, whose content gets the new item.
        if let old = state.presented, let new = presented, old != new,
           presentationIdentity(old, of: p) == presentationIdentity(new, of: p) {
            state.presented = new
        }
        // A flag's push installs the views its closure built at the writing body's last render.
        let installsBuilt = p.isPush && !p.isItem && state.presented == nil && presented != nil
        if state.presented != presented {
            if let old = state.presented {
                emit(.screen(node.ref, .dismissed(style: p.style.rawValue, item: passes ? old : nil)))
                // After the content's on-disappear, queued when the content is destroyed below (§22).
                if !p.onDismiss.isEmpty {
                    var handler = Handler(kind: "on-dismiss", owner: state.owner, child: node.ref, locals: state.locals,
                                          statements: p.onDismiss, detail: "once its content is gone", followsDisappearances: true)
                    // A cover's dismissal is over when its animation ends, after its content's going (§24).
                    handler.followsScreenTransition = state.popsContent != nil
                    enqueue(handler)
                }
            }
            if let new = presented {
                if p.isPush, enclosingStack(of: node) == nil {
                    throw Diagnostic("`navigation-destination:` is true, and the view it is written on is in no navigation-stack, so nothing is pushed",
                                     at: p.location,
                                     hint: "SwiftUI pushes it onto the enclosing NavigationStack; write the child inside a `navigation-stack:`'s root or a pushed screen")
                }
                emit(.screen(node.ref, .presented(style: p.style.rawValue, item: passes ? new : nil,
                                                  owner: state.owner.component.name)))
                if let fields = p.alert?.fields, !fields.isEmpty, recording {
                    let inner = scope.with(p.itemName.map { [$0: new] } ?? [:])
                    emit(.screen(node.ref, .alertFields(fields.map { field in
                        AlertFieldShown(kind: field.kind, title: (try? Evaluator.evaluate(field.label, in: inner).description) ?? field.label.source,
                                        binding: field.binding.source)
                    })))
                }
            }
            let dismissed = state.presented != nil && presented == nil
            state.presented = presented
            if dismissed && !p.isPush { wakePresentations(waitingFor: node) }
        }
        guard let presented else { return }
        let locals = p.itemName.map { [$0: presented] } ?? [:]
        if installsBuilt { prebuiltToInstall = state.prebuilt }
        defer { prebuiltToInstall = nil }
        try renderElements(p.content, path: [.key(presentationIdentity(presented, of: p))], in: scope.with(locals), into: &build)
    }

    // MARK: - Navigation stacks

    /// A `navigation-stack:` in a body: its root is built here, in this body; the stack node
    /// renders the pushed screens from its path.
    func renderStack(_ decl: NavigationStackDecl, path: [PathStep], in scope: NodeScope, into build: inout BodyBuild) throws {
        let slot = Slot(path: path, component: "NavigationStack")
        guard build.seen.insert(slot).inserted else { return }
        var (node, isNew, changes) = try screenNode(.stack(decl), slot: slot, parent: build.host ?? scope.node,
                                                   in: scope, at: decl.location)
        if !isNew, let why = try boundScreenDiffers(node, in: scope) { changes.append(why) }
        let state = node.screen!
        // Without a path binding the stack keeps its own path, as state of its own.
        if isNew && decl.path == nil { node[holder: "path"] = .list([]) }
        try makeBinding(decl.path, in: scope)
        let covered = try !quietly { try stackPath(decl, of: node, in: scope) }.isEmpty
        if !rows.isEmpty { forgetRows(of: scope.node, hostedBy: node) }
        var root = BodyBuild(host: node, hidden: build.hidden || covered, deferBodies: build.deferBodies)
        if build.loops != nil { root.loops = .root(host: node.id) }
        try renderElements(decl.root, path: [], in: scope, into: &root)
        for (childSlot, child) in node.children where !childSlot.isPushed && !root.seen.contains(childSlot) {
            destroy(child, why: Self.identityLoss(of: childSlot, in: root))
            node.children[childSlot] = nil
        }
        state.rootOutput = root.output
        show(root.output + state.pushed.map { .child($0.slot) }, of: node)
        build.output.append(.child(slot))
        build.due.append((node, isNew ? .created : changes.isEmpty ? nil : .parentChanged(changes)))
        build.due += root.due
    }

    /// The stack's path: its binding's list, or the list it keeps itself.
    func stackPath(_ decl: NavigationStackDecl, of node: Node, in scope: NodeScope) throws -> [Value] {
        let value = try boundOrOwn(decl.path, own: "path", of: node, in: scope, what: "`path:`")
        guard case .list(let items) = value else {
            throw Diagnostic("a navigation `path:` needs a list; \(decl.path?.source ?? "path") is \(value.typeName) \(value.literal)",
                             at: decl.path?.location ?? decl.location, hint: "start it empty: `path: []`")
        }
        return items
    }

    /// The stack node's render: reads the path; screens whose value still stands keep their
    /// identity, the others are popped (destroyed, state and all) and new values pushed.
    func renderStackScreens(_ decl: NavigationStackDecl, of node: Node, _ state: ScreenState, in scope: NodeScope,
                            into build: inout BodyBuild) throws {
        let path = try stackPath(decl, of: node, in: scope)
        var keep = 0
        while keep < min(state.pushed.count, path.count), state.pushed[keep].value == path[keep] { keep += 1 }
        // A pop animates only a stack a person sees: one in a tab being left (the selection is
        // rendered first, by the tab view above) goes at once, before what appears (§24, §25).
        let leaving: Leaving? = state.pushed.count > keep && visibleNodes().contains(where: { $0 === node }) ? .popped : nil
        for i in stride(from: state.pushed.count - 1, through: keep, by: -1) {
            let (slot, value) = state.pushed[i]
            emit(.screen(node.ref, .popped(value, index: i, kept: keep)))
            if let screen = node.children[slot] { destroy(screen, leaving: leaving) }
            node.children[slot] = nil
        }
        state.pushed.removeLast(state.pushed.count - keep)
        for (i, value) in path.enumerated() {
            let isNew = i >= keep
            let slot = isNew ? Slot(path: [.pushed(i), .key(value)], component: "Destination") : state.pushed[i].slot
            if isNew {
                guard let (destination, declarer) = self.destination(for: value, at: i, of: node, decl, state) else {
                    // A screen pushed before it in this render declares its destinations when its
                    // body runs, after this one: the stack pushes the rest then (§68).
                    if i > keep {
                        state.awaitsDeclarations = true
                        emit(.screen(node.ref, .pushWaits(value, index: i)))
                        break
                    }
                    throw noDestination(value, pushedBy: "the path holds", at: decl.location)
                }
                let screen = try register(ComponentDecl(name: "Destination", props: [], holders: [], body: destination.body,
                                                        invariant: nil, location: destination.location),
                                          parent: node, slot: slot, at: destination.location)
                // A view's declaration captures its writing body's values, as the stack's own captures its owner's.
                let source = declarer?.screen ?? state
                let screenState = ScreenState(.destination(destination, value), owner: source.owner)
                screenState.captured = source.captured
                screenState.locals = source.locals.merging([destination.variable: value]) { $1 }
                screenState.declaredBy = declarer?.id
                screen.screen = screenState
                screen.environment = node.environment
                // A path assigned at once (a deep link) pushes every screen, but only the top one
                // is on screen: the ones under it appear when they are uncovered (§23, §24).
                screen.appeared = node.appeared && i == path.count - 1
                screenCount += 1
                node.children[slot] = screen
                emit(.created(screen.ref))
                emit(.screen(node.ref, .pushed(value, index: i)))
                if let declarer { emit(.screen(screen.ref, .shownBy(declarer: declarer.screen?.owner.component.name ?? "", type: destination.type))) }
                if !screen.appeared { emit(.screen(screen.ref, .builtCovered)) }
                state.pushed.append((slot, value))
                build.due.append((screen, .created))
            } else if let screen = node.children[slot], let screenState = screen.screen {
                let captured = capturedSource(of: screenState, stack: state)?.captured ?? screenState.captured
                let changes = captured.keys.sorted().filter { Self.capturedDiffers(screenState.captured[$0], captured[$0]) }
                screenState.captured = captured
                build.due.append((screen, changes.isEmpty ? nil : .parentChanged(changes.map { "captured \($0)" })))
            }
            build.seen.insert(slot)
        }
        for slot in node.children.keys where !slot.isPushed { build.seen.insert(slot) }
        build.output = state.rootOutput + state.pushed.map { .child($0.slot) }
    }

    /// A screen node's own render, by kind.
    func renderScreen(_ node: Node, _ state: ScreenState, in scope: NodeScope, into build: inout BodyBuild) throws {
        switch state.kind {
        case .presentation(let p): try renderPresentation(p, of: node, state, in: scope, into: &build)
        case .stack(let decl): try renderStackScreens(decl, of: node, state, in: scope, into: &build)
        case .tabs(let decl): try renderTabSelection(decl, of: node, state, into: &build, in: scope)
        case .destination(let d, _): try renderElements(d.body, path: [], in: scope, into: &build)
        case .declarations: renderDeclarations(of: node, state, into: &build)
        }
    }

    /// Whether a path value is of a destination's type: `Int`, `String`, `Bool` or a model type.
    static func matches(_ type: String, _ value: Value) -> Bool { value.typeName == type }
}

extension Slot {
    /// Whether this is a screen pushed on a navigation stack.
    var isPushed: Bool {
        if case .pushed? = path.first { return true }
        return false
    }
}
