/// Creating, re-initializing and destroying identities: rules §1–§4 of docs/semantics.md.
extension Graph {
    /// Whether a holder's initial value is evaluated at every init (eager) or once per identity (lazy).
    func isEager(_ kind: HolderKind) -> Bool {
        switch kind {
        case .stateInInit, .observedObject, .constant: return true
        // Xcode 27's @State macro makes an inline default lazy; the property wrapper before it is eager.
        case .state: return !scenario.toolchain.hasStateMacro
        case .lazyState, .stateObject, .memo, .environment, .environmentObject, .appStorage, .sceneStorage: return false
        // Where the focus is: nothing, until a field bound to it takes it.
        case .focusState: return false
        }
    }

    /// A new identity: runs its init (eager holders) and installs it (lazy holders, once).
    /// `deferred`: built in a tab not shown yet, whose views SwiftUI installs only when the tab is
    /// first shown: the lazy holders wait for that (`undefer`).
    func create(_ box: ComponentBox, parent: Node?, slot: Slot?, arguments: [Argument],
                at location: Location, deferred: Bool = false) throws -> Node {
        // Both callers pass the box of the spec's own declaration of the component.
        let decl = box.decl
        let node = try register(decl, box: box, parent: parent, slot: slot, at: location)
        emit(.created(node.ref))
        // A flag's push installs the view its closure built: no init runs, its seeds are kept (§30).
        let built = takePrebuilt(decl.name)
        if built != nil {
            emit(.screen(node.ref, .installedAsBuilt(by: parent?.screen?.owner.component.name ?? parent?.component.name ?? "",
                                                     forLink: parent?.component.name == ScreenState.linkName)))
        } else {
            emit(.initialized(node.ref, arguments: arguments))
            count(.inits, of: decl.name)
        }
        for arg in arguments {
            node[prop: arg.label] = arg.value
            if case .binding(let b) = arg.value { node[bindingSnapshot: arg.label] = try read(b, for: nil, at: location) }
        }
        let scope = NodeScope(graph: self, node: node)
        // Holders are read in place by index: binding each declaration copied all its fields.
        let holders = decl.holders
        for index in holders.indices where isEager(holders[index].kind) {
            let value = try built?.seeds[index] ?? installing(holders[index].initial, in: scope)
            node[holderAt: index] = value
            node[seedAt: index] = value
            emit(.holder(node.ref, name: holders[index].name, kind: holders[index].kind, .built(value, lazily: false)))
        }
        node.deferred = deferred
        if !deferred { try installLazyHolders(of: node) }
        if recording {
            for holder in decl.holders where holder.kind.store != nil {
                let key = Self.storageKey(of: holder)
                let value = try stored(key) ?? Evaluator.evaluate(holder.initial, in: ConstantScope())
                emit(.holder(node.ref, name: holder.name, kind: holder.kind, .storage(key: key, value: value, stored: stored(key) != nil)))
            }
            for observer in decl.observers {
                emit(observer.isWillSet ? .willSetDeclared(node.ref, name: observer.holder, source: observer.source)
                                        : .didSetDeclared(node.ref, name: observer.holder, source: observer.source))
            }
        }
        return node
    }

    /// A lazy holder's closure runs when SwiftUI installs the view, in the view's own first
    /// update, not in the init its parent's body calls: what it reads is the new view's
    /// dependency for that update, not the parent's (§3). A view in a tab not shown yet is
    /// installed when the tab is first shown, with the props of its last init (§25).
    func installLazyHolders(of node: Node) throws {
        let scope = NodeScope(graph: self, node: node)
        let holders = node.componentBox.decl.holders
        let outer = reader
        reader = node
        defer { reader = outer }
        for index in holders.indices {
            let kind = holders[index].kind
            guard !isEager(kind) && kind != .memo && !kind.keepsNoStorage else { continue }
            let value = try installing(holders[index].initial, in: scope)
            node[holderAt: index] = value
            emit(.holder(node.ref, name: holders[index].name, kind: kind, .built(value, lazily: true)))
        }
    }

    /// A view built in a tab not shown yet, shown now: installed, and its body is due.
    func undefer(_ node: Node, into build: inout BodyBuild) throws {
        node.deferred = false
        try installLazyHolders(of: node)
        try startSubscriptions(of: node)
        build.due.append((node, .created))
    }

    /// The first view of `component` a push still has to install, taken from the ones left.
    private func takePrebuilt(_ component: String) -> PrebuiltView? {
        guard var left = prebuiltToInstall, let i = left.firstIndex(where: { $0.component == component }) else { return nil }
        let view = left.remove(at: i)
        prebuiltToInstall = left
        return view
    }

    /// A later init of a live identity. Eager holders evaluate again (side effects happen) and the
    /// new value is discarded; lazy closures are not run. Returns what differs from the last init:
    /// props by `==` (model instances by identity, bindings by target and carried value but an
    /// element's binding made again by a for-each, which is unequal, closures
    /// by context), eager seeds likewise, and any lazy holder's closure that captures a prop: a
    /// closure value is a function and a context, and a context built afresh at each init never
    /// compares equal, while a closure that captures nothing has no context and compares equal.
    /// An `Equatable` view under `.equatable()` is compared by its `==` alone: only the props it
    /// lists; when they are equal the view keeps its last value, as SwiftUI does not update it.
    func reinitialize(_ node: Node, arguments: [Argument], at location: Location) throws -> [String] {
        mayHoldGarbage = true
        emit(.initialized(node.ref, arguments: arguments))
        count(.inits, of: node.componentBox.decl.name)
        let compared = node.componentBox.decl.equatable.map { Set($0.map(\.name)) }
        var changes: [String] = []
        // What differs, in words, is read only from the log (a render's cause): not recording,
        // each difference is counted with an empty text instead of building one.
        func differs(_ text: @autoclosure () -> String) { changes.append(recording ? text() : "") }
        // Each argument's prop position, found once; binding props' new snapshots by position.
        let positions = arguments.map { node.componentBox.prop($0.label) }
        var snapshots: [(position: Int, value: Value)] = []
        // By index, not `zip`: unoptimized, a zip asks the runtime for generic metadata at each pair.
        for i in 0..<arguments.count {
            let (arg, position) = (arguments[i], positions[i])
            let counts = compared?.contains(arg.label) ?? true
            var remade = false
            if counts, let position, let old = node[propAt: position] {
                if case .binding(let then) = old, case .binding(let now) = arg.value {
                    // An `Equatable` view's own `==` reads what a binding carries (`lhs.isOn` is its
                    // wrapped value): only the snapshot below counts, whatever the location (§34, §38).
                    // An element's binding made again by `ForEach($items)` is a new `Binding(get:set:)`:
                    // its location compares by closures that capture, unequal (§34, §4).
                    if compared == nil, now.made != 0, now.made != then.made {
                        remade = true
                        differs(now.element.map { "binding \(arg.label) projects $\($0.binding.shownName), an element's binding made again by "
                                                     + "ForEach($\($0.binding.name)) with Binding(get:set:): a new location that compares unequal" }
                                ?? "binding \(arg.label) is made again by ForEach($\(now.name)) with Binding(get:set:), a new location that compares unequal")
                    } else if compared == nil, old != arg.value {
                        differs(Self.change(arg.label, from: old, to: arg.value))
                    }
                } else if old != arg.value {
                    differs(Self.change(arg.label, from: old, to: arg.value))
                }
            }
            if case .binding(let b) = arg.value {
                let now = try read(b, for: nil, at: location)
                guard let position else { continue }
                if counts, !remade, let then = node[bindingSnapshotAt: position], then != now {
                    differs("binding \(arg.label) carries \(then.literal) → \(now.literal)")
                }
                snapshots.append((position, now))
            }
        }
        // The init runs with the new arguments: eager holders see them, as Swift's init does.
        // Kept only for an `Equatable` view, which may go back to them: a copy held here made
        // every re-init copy the props as it wrote the new ones.
        let oldProps = compared == nil ? [] : Array(node.propValues)
        for i in 0..<arguments.count { if let position = positions[i] { node[propAt: position] = arguments[i].value } }
        let scope = NodeScope(graph: self, node: node)
        let holders = node.componentBox.decl.holders
        // An `Equatable` view's `==` leaves out what it does not list, an object its init builds
        // included: kept equal, the view keeps the object of its last value.
        var replacedObjects: [(index: Int, holder: Value?, seed: Value?)] = []
        // What this init gave each eager holder: a holder below that reads it in init reads the
        // wrapper just made, not yet installed, whose value is the one it was given
        // (`_seed.wrappedValue`), not the one the identity keeps (§3).
        var fresh: [String: Value] = [:]
        // The new view value's wrappers are not installed yet: an environment entry read here has
        // its default, as in the first init, not the value the identity's installed view holds.
        inFirstInit = true
        defer { inFirstInit = false }
        for index in holders.indices {
            let kind = holders[index].kind
            // `FocusState()` takes no value nor closure: an init has nothing to evaluate or ignore.
            guard kind != .memo && kind != .focusState && !kind.keepsNoStorage else { continue }
            let scope = fresh.isEmpty ? scope : scope.with(fresh)
            // A plain `let` is stored in the view value as the wrapper stores its object: replaced at each init.
            if kind == .observedObject || kind == .constant {
                if compared == nil {
                    changes += try replaceObservedObject(holders[index], at: index, of: node, in: scope)
                } else {
                    replacedObjects.append((index, node[holderAt: index], node[seedAt: index]))
                    _ = try replaceObservedObject(holders[index], at: index, of: node, in: scope)
                }
                if node.componentBox.readBelow[index], let given = node[holderAt: index] { fresh[holders[index].name] = given }
            } else if isEager(kind) {
                let value = try Evaluator.evaluate(holders[index].initial, in: scope)
                if node.componentBox.readBelow[index] { fresh[holders[index].name] = value }
                emit(.holder(node.ref, name: holders[index].name, kind: kind, .discarded(value, kept: node[holderAt: index] ?? .int(0))))
                let seed = node[seedAt: index]
                if compared == nil, let seed, seed != value {
                    differs("\(kind.rawValue) \(holders[index].name)'s initial value \(seed.literal) → \(value.literal)")
                }
                node[seedAt: index] = keptSeed(consume value)
                release(seed)
            } else {
                let captures = node.componentBox.capturedProps[index]
                emit(.holder(node.ref, name: holders[index].name, kind: kind,
                             .closureIgnored(kept: node[holderAt: index] ?? .int(0), captures: captures)))
                if compared == nil, !captures.isEmpty {
                    differs("\(kind.rawValue) \(holders[index].name)'s closure captures \(captures.joined(separator: ", ")), "
                            + "closures that capture compare unequal")
                }
            }
        }
        inFirstInit = false
        if let compared {
            let names = node.component.props.map(\.name)
            emit(.comparedByEquals(node.ref, compared: names.filter(compared.contains),
                                   ignored: names.filter { !compared.contains($0) }))
            // Equal by `==`: SwiftUI keeps the view it has, with its old props and closures.
            if changes.isEmpty {
                node.restoreProps(oldProps)
                for kept in replacedObjects {
                    node[holderAt: kept.index] = kept.holder
                    node[seedAt: kept.index] = kept.seed
                }
                return []
            }
        }
        for (position, value) in snapshots { node[bindingSnapshotAt: position] = value }
        return changes
    }

    /// How a prop differs, in words: a closure by whether it captures, any other value old → new.
    static func change(_ label: String, from old: Value, to new: Value) -> String {
        if case .binding(let now) = new, let custom = now.custom { return change(label, to: custom, from: old) }
        guard case .closure(let c) = new else { return "\(label) \(old.literal) → \(new.literal)" }
        return "\(label) is a new closure; it uses \(c.captures.joined(separator: ", ")), so it captured "
            + "\(ClosureValue.captured(c.captures, locals: c.localCaptures)) when made, and closures that capture compare unequal"
    }

    /// Why a custom binding differs from the last init's (§38): its closures capture, or its constant changed.
    private static func change(_ label: String, to custom: CustomBinding, from old: Value) -> String {
        switch custom {
        case .closures(let c) where !c.captures.isEmpty:
            return "binding \(label) is a new \(c.source); its closures use \(c.captures.joined(separator: ", ")), so they captured "
                + "\(ClosureValue.captured(c.captures, locals: c.setter.localCaptures)) when made, and it compares unequal"
        case .closures(let c):
            return "binding \(label) is \(c.source) instead of \(old.literal)"
        case .constant(let v):
            return "binding \(label) is .constant(\(v.literal)) instead of \(old.literal)"
        }
    }

    /// The props a lazy holder's closure captures, in the order its expression reads them. Only
    /// props can be captured: a thunk is written in `init` or as a property's initial value,
    /// where neither `self` nor another holder can be read.
    static func capturedProps(of holder: HolderDecl, among props: Set<String>) -> [String] {
        var seen: [String] = []
        for (name, _) in holder.initial.names where props.contains(name) && !seen.contains(name) { seen.append(name) }
        return seen
    }

    /// What a removed view's on-disappear reads of the closure of its last update (§9): the loop
    /// constants and captured props it names, as they were then, for the trace (`user = 1`, where
    /// the parent now passes 2). Empty when it reads none.
    static func capturedValues(_ statements: [Statement], in locals: [String: Value]) -> String {
        guard !locals.isEmpty else { return "" }
        var seen: Set<String> = []
        let read = statements.flatMap(\.names).compactMap { name, _ -> String? in
            guard let value = locals[name], seen.insert(name).inserted else { return nil }
            return "\(name) = \(value.literal)"
        }
        return read.isEmpty ? "" : "the closure of its last update: " + read.joined(separator: ", ")
    }

    /// Removes a node and its subtree; their state is gone with their identity. Tasks are
    /// cancelled and on-disappear actions queued for after the pass; `leaving` says the node is a
    /// screen popped off its stack or a full-screen cover's content, whose on-disappear, and the
    /// end of its task, wait for the end of the animation that brings back what it covered (§24).
    /// `why` is worked out only for the log: the step of its path its parent's body no longer
    /// took; its subtree goes with it, for no reason of its own.
    func destroy(_ node: Node, leaving: Leaving? = nil, why: @autoclosure () -> IdentityLoss? = nil) {
        mayHoldGarbage = true
        emit(.destroyed(node.ref, why: why()))
        // A cover destroyed with the view that presented it goes as a dismissed one does: the
        // views under it are back before its content's on-disappear (§24).
        let inner = leaving ?? (node.isPresentedCover ? .coverDismissed : nil)
        // Children in the tree's order (§9), a presentation's content inside the view it is written
        // on, so before it (§22): presentations follow that view in the output.
        let output = node.output
        var i = 0
        while i < output.count {
            guard case .child(let slot) = output[i] else { i += 1; continue }
            var end = i + 1
            while end < output.count, case .child(let next) = output[end], next.path.isPresentation(of: slot.path) { end += 1 }
            for k in (i + 1)..<end {
                if case .child(let presentation) = output[k], let child = node.children[presentation] { destroy(child, leaving: inner) }
            }
            if let child = node.children[slot] { destroy(child, leaving: inner) }
            i = end
        }
        show([], of: node)   // its labels leave the screen index
        // SwiftUI cancels a view's task as the view disappears: one leaving with a removal
        // transition, or a screen popped or a cover dismissed, disappears when the animation
        // ends, with its on-disappear (§24, §57).
        let animated = leaving?.animated == true ? leaving : nil
        func end(_ task: Int?) {
            guard let task else { return }
            if let animated { endingTasks.append(EndingTask(number: task, reason: animated.taskEnd)) }
            else { cancel(task, reason: "its view went away") }
        }
        end(node.taskNumber)
        if !node.modifiers.refreshable.isEmpty { end(refreshTask(of: node)) }
        if node.modifiers.timer != nil {
            unschedule(.timer(node.id))
            emit(.timerStopped(node.ref))
        }
        goneNodes[node.id] = node.ref
        goneThisStep.insert(node.id)
        if node.modifiers.receive?.published != nil { publisherSubscriptions[node.id] = nil }
        if let owner = node.modifierOwner ?? node.parent, node.appeared, !node.modifiers.onDisappear.isEmpty {
            let captured = recording ? Self.capturedValues(node.modifiers.onDisappear, in: node.handlerLocals) : ""
            let detail = [leaving?.detail ?? "", captured].filter { !$0.isEmpty }.joined(separator: "; ")
            var handler = Handler(kind: "on-disappear", owner: owner, child: node.ref, locals: node.handlerLocals,
                                  statements: node.modifiers.onDisappear, detail: detail)
            handler.followsScreenTransition = leaving?.isScreenTransition == true
            handler.followsTransition = leaving?.isTransition == true
            enqueueDisappearance(handler)
        }
        unindex(node)
        if !rows.isEmpty { forgetRows(of: node) }
        if !keptLoops.isEmpty { keptLoops[node.id] = nil }
        invalid[node.id] = nil
        nodes[node.id] = nil
        nodeCount -= 1
        if node.screen != nil {
            screenCount -= 1
            appearanceDue = true
        }
    }
}
