/// Running a body: rules §3–§8 of docs/semantics.md.
extension Graph {
    /// What one render of a body produces: screen items and child slots in order, and the
    /// children whose bodies must run after it.
    struct BodyBuild {
        var output: [Node.Output] = []
        var due: [(Node, RenderCause?)] = []
        var seen = SlotSet()
        /// The node children are created under, when it is not the body's own node: a stack's
        /// root and a tab's content are built in the owner's body but live under the screen node.
        var host: Node?
        /// Built off screen (under a pushed screen, in a tab not selected): no on-appear yet.
        var hidden = false
        /// Built in a tab never shown: children are initialized, their bodies wait.
        var deferBodies = false
        /// The body of a view that is off screen: what it builds is off screen too, and the log says so.
        var offScreenBody = false
        /// Which tab's content of the host tab view is being built.
        var tab: Int?
        /// The container whose content is being built (§48): its children find its environment.
        var contentOf: Node?
        /// Where the for-eaches it builds are compared with the last render's (§95); nil where
        /// they are built again with what holds them.
        var loops: LoopPlace?
        /// The branches and cases it took, while recording: why a child it no longer makes is gone.
        var choices: [BodyChoice] = []
    }

    /// Runs a node's body: memos first, then each element; children are initialized as the body
    /// runs and rendered after it, parents before children.
    /// The cause is worded only for the log.
    func render(_ node: Node, cause: @autoclosure () -> RenderCause) throws {
        // Every caller keeps its values in the graph here: a safe point to free instances.
        sweepIfDue()
        try checkWork(at: node.componentBox.decl.location)
        // A first render keeps what the view's installation read (its lazy holders' closures):
        // they run in the same update as the body, which SwiftUI tracks as one (§3).
        let installed = node.renderedInPass == 0
        markRendered(node)
        // It builds its for-each rows again: the ones kept from its last render go, but those of
        // a for-each it may find equal to the last one (§95).
        let previousLoops = keptLoops.isEmpty ? nil : keptLoops.removeValue(forKey: node.id)
        if !rows.isEmpty { forgetRows(of: node, keeping: previousLoops) }
        count(.renders, of: node.componentBox.decl.name)
        emit(.rendered(node.ref, cause: cause()))
        // The fields it writes are updated: they show their bindings' values again (§86).
        if typedTexts != nil || typing != nil { forgetTypedTexts(of: node) }
        let oldReads = installed ? ReadSet() : node.reads
        if !installed {
            node.reads = ReadSet()
            node.ownReads = 0
            node.forgetReadOrder()
        }
        let outer = reader, outerLoops = loopsInRender
        reader = node
        loopsInRender = LoopsInRender(firstRender: installed, previous: previousLoops ?? [])
        defer { reader = outer; loopsInRender = outerLoops }
        let scope = NodeScope(graph: self, node: node)
        try observeWrappers(of: node)

        // A body that runs off screen (under a pushed screen) builds its new children off screen:
        // they appear when it does (§24).
        var build = BodyBuild(hidden: !node.appeared, offScreenBody: !node.appeared)
        if node.screen == nil { build.loops = .body }
        // A body mostly shows what it showed last time: its output is built at that length, and
        // it sees the children it had.
        build.output.reserveCapacity(node.output.count)
        build.seen.reserveCapacity(node.children.count)
        if let state = node.screen {
            try renderScreen(node, state, in: scope, into: &build)
        } else {
            let holders = node.componentBox.decl.holders
            for index in holders.indices where holders[index].kind == .memo {
                try evaluateMemo(holders[index], at: index, of: node, in: scope)
            }
            try renderElements(node.componentBox.decl.body, path: [], in: scope, into: &build)
        }
        // For-eaches its last render built and this one did not: their rows go.
        for gone in loopsInRender.previous { forgetRows(of: node, in: gone) }
        if !loopsInRender.made.isEmpty { keptLoops[node.id] = loopsInRender.made }
        loopsInRender = outerLoops
        for (slot, child) in node.children where !build.seen.contains(slot) {
            destroy(child, leaving: node.screen?.popsContent ?? removalTransition(from: node), why: Self.identityLoss(of: slot, in: build))
            node.children[slot] = nil
        }
        show(build.output.trimmed, of: node)
        emitControls(of: node, build.output)
        index(node, old: oldReads)
        freeReleased()
        emit(.read(node.ref, dependencies: node.readOrder))
        reader = nil
        try checkInvariant(of: node, in: scope)
        reader = outer
        try renderDue(build.due)
        // A deep link waits for a pushed screen's declarations: they are made now (§68).
        if let state = node.screen, state.awaitsDeclarations {
            state.awaitsDeclarations = false
            try render(node, cause: .dependency("a screen it pushed declared its destinations"))
        }
    }

    /// The controls an output shows, for the log.
    func emitControls(of node: Node, _ output: [Node.Output]) {
        guard recording else {
            // Counted as a recorded run counts it, with nothing built for a log no one keeps:
            // the list, its labels and the names of the views it mentions were made at every
            // render of a control while exploring (docs/performance.md, figure 9).
            for i in 0..<output.count {
                if case .item(let item) = output[i], item.control != nil { return emit(.controls(node.ref, [])) }
            }
            return
        }
        // Index loops, here and over the children due: unoptimized, `compactMap` and a list of
        // pairs ask the runtime for generic metadata at each element, at every render.
        var controls: [ControlShown] = []
        for i in 0..<output.count {
            guard case .item(let item) = output[i], let c = item.control else { continue }
            var shown = ControlShown(kind: c.kind, title: c.title, owner: c.target.node, binding: c.target.name,
                                     model: c.target.model, path: c.target.path, submits: !item.action.isEmpty,
                                         focus: c.focus.map { c.focusValue == .bool(true) ? $0 : "\($0), equals: \(c.focusValue.literal)" })
            if let id = c.search { shown.searches = nodes[id]?.ref.component }
            if c.kind.submits { shown.submitsAround = enclosingSubmits(of: c).map(\.ref.component) }
            if c.focus != nil, c.focusOwner != node.id { shown.focusOwner = nodes[c.focusOwner]?.ref.component }
            if let custom = c.target.custom {
                shown.custom = custom.source
                if case .closures(let closures) = custom { shown.owner = closures.owner } else { shown.owner = node.id }
            }
            controls.append(shown)
        }
        if !controls.isEmpty { emit(.controls(node.ref, controls)) }
        followPickers(of: node, output)
    }

    /// Renders the children a body (or a row) initialized: those whose value differs, and those
    /// with an equal value that something they read has invalidated; the others are skipped.
    func renderDue(_ due: [(Node, RenderCause?)]) throws {
        for i in 0..<due.count {
            let (child, why) = due[i]
            guard nodes[child.id] != nil && !child.deferred else { continue }
            if let why {
                try render(child, cause: why)
            } else if child.renderedInPass < pass, let pending = invalid[child.id] {
                // An equal value, but something its last render read was written.
                try render(child, cause: pending.cause)
            } else {
                emit(.skipped(child.ref))
            }
        }
    }

    /// Counts one text or button toward the work and screen limits before it is built.
    func countItem(_ label: Expr, in node: Node, _ build: BodyBuild) throws {
        shownItems += 1
        try checkWork(at: label.location)
        if screenIndex.count - node.itemCount + build.output.count >= limits.screenItems {
            throw Diagnostic("more than \(limits.screenItems) texts and buttons on screen", at: label.location,
                             hint: "a screen this large is likely a runaway; docs/limits.md lists the limits")
        }
    }

    func renderElements(_ elements: [Element], path: [PathStep], in scope: NodeScope, into build: inout BodyBuild) throws {
        // By index, here and over a for-each's items: unoptimized, `enumerated()` asks the runtime
        // for generic metadata at each element.
        for i in 0..<elements.count {
            // The way to the element, for what it builds children under; texts and buttons need none.
            var here: [PathStep] { Slot.path(path, then: i) }
            switch elements[i] {
            case .text(let label, _):
                try countItem(label, in: scope.node, build)
                let text = try Evaluator.evaluate(label, in: scope).description
                build.output.append(.item(ScreenItem(kind: .text, label: text, nodeID: scope.node.id)))
            case .button(let label, let action, _, let disabled):
                try countItem(label, in: scope.node, build)
                let text = try Evaluator.evaluate(label, in: scope).description
                build.output.append(.item(ScreenItem(kind: .button, label: text, nodeID: scope.node.id, action: action,
                                                     locals: scope.locals, disabled: try condition(disabled, in: scope))))
            case .child(let child):
                try renderChild(child, path: here, in: scope, into: &build)
            case .link(let link):
                if link.push == nil { try renderLink(link, in: scope, into: &build) }
                else { try renderDestinationLink(link, path: here, in: scope, into: &build) }
            case .navigationStack(let stack):
                try renderStack(stack, path: here, in: scope, into: &build)
            case .tabView(let tabs):
                try renderTabs(tabs, path: here, in: scope, into: &build)
            case .conditional(let c):
                let test = try Evaluator.evaluate(c.condition, in: scope)
                guard case .bool(let taken) = test else {
                    throw Diagnostic("an `if:` needs a Bool; \(c.condition.source.quotable) is \(test.typeName) \(test.literal.quotable)",
                                     at: c.condition.location, hint: "compare it, e.g. `\(c.condition.source.quotable) > 0`")
                }
                if recording { build.choices.append(BodyChoice(place: here, step: .branch(taken), hasElse: !c.otherwise.isEmpty)) }
                try renderElements(taken ? c.then : c.otherwise, path: here.then(.branch(taken)), in: scope, into: &build)
            case .forEach(let f):
                try renderForEach(f, path: here, in: scope, into: &build)
            case .switchOver(let s):
                try renderSwitch(s, path: here, in: scope, into: &build)
            case .control(let c):
                try renderControl(c, at: here, in: scope, into: &build)
            case .slot(let use):
                try placeContent(use, in: scope, into: &build)
            }
        }
    }

    /// A child element: its init runs now, in this body; its own body runs after this one.
    func renderChild(_ child: ChildDecl, path: [PathStep], in scope: NodeScope, into build: inout BodyBuild) throws {
        var arguments: [Argument] = []
        arguments.reserveCapacity(child.arguments.count)
        for arg in child.arguments {
            arguments.append(Argument(label: arg.label, value: try Evaluator.evaluate(arg.value, in: scope)))
        }
        let name = scenario.resolve(child.component)
        guard let box = declaredBox(name) else {
            throw Diagnostic("component '\(child.component)' is not declared", at: child.location)
        }
        var slotPath = path
        if let id = child.modifiers.id { slotPath.append(.id(try Evaluator.evaluate(id, in: scope))) }
        let slot = Slot(path: slotPath, component: name)
        guard build.seen.insert(slot).inserted else {
            throw Diagnostic("two children of \(scope.node.component.name) have the same identity", at: child.location,
                             hint: "a for-each id or an .id value must be unique among siblings")
        }
        let parent = build.host ?? scope.node
        var environment = try self.environment(of: child, in: scope, around: build.contentOf)
        // Evaluated beside `disabled:`, in this body, which so depends on what it reads (§55).
        let lock = try dismissLock(child.modifiers.interactiveDismissDisabled, in: scope)
        // `.animation(_:value:)`: its value is read here, by this body, to compare at the next
        // update; so this body depends on it, whatever the animation (§57).
        let animationValue = try child.modifiers.animation.map { try Evaluator.evaluate($0.value, in: scope) }
        let searchable = child.modifiers.searchable
        // A search on keeps going through the parent's renders: only the field begins or ends it (§45).
        if searchable != nil { keepSearch(of: parent.children[slot], in: &environment) }
        let node: Node
        let due = build.due.count
        if let existing = parent.children[slot] {
            node = existing
            let changes = try reinitialize(existing, arguments: arguments, at: child.location)
            updateEnvironment(of: existing, to: environment, by: scope.node)
            try updateModifiers(of: existing, child.modifiers, in: scope, isNew: false, ownerIsParent: build.host == nil)
            build.due.append((existing, changes.isEmpty ? nil : .parentChanged(changes)))
        } else {
            inFirstInit = true
            defer { inFirstInit = false }
            let created = try create(box, parent: parent, slot: slot, arguments: arguments, at: child.location,
                                     deferred: build.deferBodies)
            inFirstInit = false
            node = created
            installEnvironment(environment, on: created, by: scope.node)
            parent.children[slot] = created
            created.appeared = !build.hidden && !build.deferBodies
            if build.offScreenBody && worthTelling(created) { emit(.screen(created.ref, .builtCovered)) }
            try updateModifiers(of: created, child.modifiers, in: scope, isNew: true, ownerIsParent: build.host == nil)
            build.due.append((created, .created))
        }
        if lock || node.dismissLockHere { setDismissLock(lock, on: node, source: child.modifiers.interactiveDismissDisabled) }
        // A changed `.animation(_:value:)` animates what its view's subtree removes in this update.
        if let animationValue {
            if let old = node.animationValue, old != animationValue { animatedNodes[node.id] = child.modifiers.animation?.animation != "nil" }
            node.animationValue = animationValue
        }
        if !child.content.isEmpty { try buildContent(child, of: node, due: due, in: scope, into: &build) }
        // The search field is the writing body's, shown with the view it searches (§45).
        if let searchable { try renderControl(searchable, at: slot.path, in: scope, into: &build, searching: node.id) }
        build.output.append(.child(slot))
        if !child.modifiers.presentations.isEmpty {
            try renderPresentations(child.modifiers.presentations, path: slotPath, in: scope, into: &build)
        }
        let declared = child.modifiers.navigationDestinations
        if !declared.isEmpty { try renderDeclarations(declared, path: slotPath, in: scope, into: &build) }
    }

    /// Evaluates a memo's dependencies and rebuilds its value only when they differ (`==`).
    func evaluateMemo(_ holder: HolderDecl, at index: Int, of node: Node, in scope: NodeScope) throws {
        let dependencies = try holder.dependencies.map { try Evaluator.evaluate($0, in: scope) }
        // Only the log names the dependencies; a closure here was built (and the declaration
        // copied into it) at every render.
        func labelled(_ values: [Value]) -> [Argument] {
            zip(holder.dependencies, values).map { Argument(label: $0.source, value: $1) }
        }
        // The previous values are compared in place, and named for the log before they are
        // replaced: the slice is let go first, so that replacing them copies nothing.
        let from: [Argument]?
        do {
            let previous = node.memoDependencies(at: index)
            if let previous, previous.elementsEqual(dependencies, by: { $0 == $1 }), let value = node[holderAt: index] {
                emit(.holder(node.ref, name: holder.name, kind: .memo, .memoKept(value, dependencies: labelled(dependencies))))
                return
            }
            from = recording ? previous.map { labelled($0.map { $0 ?? .null }) } : nil
        }
        let old = node[holderAt: index]
        // A first value is kept where it is built; a later one replaces one that may be garbage.
        if old != nil { mayHoldGarbage = true }
        let value = try old == nil ? installing(holder.initial, in: scope) : Evaluator.evaluate(holder.initial, in: scope)
        node[holderAt: index] = value
        release(old)
        node.setMemoDependencies(dependencies, at: index)
        emit(.holder(node.ref, name: holder.name, kind: .memo,
                     .memoRebuilt(old: old, new: value, from: from, to: labelled(dependencies))))
    }

    /// Counts a render whose invariant is false as stale; reading it subscribes nothing.
    func checkInvariant(of node: Node, in scope: NodeScope) throws {
        guard let invariant = node.componentBox.decl.invariant else { return }
        guard case .bool(let holds) = try Evaluator.evaluate(invariant, in: scope) else {
            throw Diagnostic("an invariant must be true or false; \(invariant.source.quotable) is not", at: invariant.location)
        }
        if !holds {
            count(.staleRenders, of: node.componentBox.decl.name)
            emit(.stale(node.ref, invariant: invariant.source))
        }
    }

    /// Builds a model: fields from the arguments and defaults, then counts the creation. The count
    /// is written without being read, as the demo does, unless the model says it reads it too.
    func construct(_ type: String, _ arguments: [(label: String, value: Value)], at location: Location) throws -> Value {
        // The declaration's parts are read in place: a copy of it retained every one of them.
        guard let m = spec.models.firstIndex(where: { $0.name == type }) else {
            throw Diagnostic("'\(type)' is not a declared model", at: location)
        }
        let fields = spec.models[m].fields, creations = spec.models[m].creations, kind = spec.models[m].kind
        mayHoldGarbage = true   // unless the caller keeps it (`installing`)
        var values: [Value] = []
        values.reserveCapacity(fields.count)
        for field in fields {
            if let arg = arguments.first(where: { $0.label == field.name }) {
                values.append(arg.value)
            } else if let d = field.defaultValue {
                values.append(try Evaluator.evaluate(d, in: ConstantScope(enums: spec.enums)))
            } else {
                throw Diagnostic("missing argument for parameter '\(field.name)' in call", at: location, hint: "\(type)(…) has no default for '\(field.name)'")
            }
        }
        // `count += 1` reads before it writes: whatever body is running subscribes to the count.
        if creations == .observedRead { record(.creations(type: type)) }
        try checkID(models.nextID, at: location)
        // Its streams, empty and open, after its fields: `makeStream(of:)` at the instance's init (§83).
        let streams = spec.models[m].streams
        let (ref, count) = models.create(type, kind: kind, names: fields.map(\.name) + streams.map(\.name),
                                         values: streams.isEmpty ? values : values + streams.map { StreamState().value(of: $0) })
        func named() -> [Argument] { zip(fields, values).map { Argument(label: $0.name, value: $1) } }
        emit(.modelCreated(ref, arguments: arguments.map { Argument(label: $0.label, value: $0.value) },
                           fields: named(), count: count))
        if creations != .static { invalidateReaders(of: .creations(type: type)) }
        if kind == .struct { return .structure(StructValue(type: type, fields: named())) }
        return .model(ref)
    }
}

private extension Array {
    /// The same elements in an array of their length: a first render builds its output by
    /// appending, which doubles the capacity, and the node keeps it until its next render.
    var trimmed: [Element] {
        // An allocation's rounding leaves at most one spare element: no copy for that.
        guard capacity > count + 1 else { return self }
        var exact: [Element] = []
        exact.reserveCapacity(count)
        exact.append(contentsOf: self)
        return exact
    }
}
