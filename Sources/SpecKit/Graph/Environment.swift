/// The environment and the object wrappers: rules §15–§17 of docs/semantics.md.
///
/// A node's environment is its parent's plus what the modifiers on it set, evaluated in the
/// parent's body. When an entry changes, only the nodes that declare a holder reading it are
/// invalidated; the views in between are not, since the environment is not part of their value.
extension Graph {
    /// The environment a child gets from the body rendering it: the parent's, with the child's
    /// modifiers applied (`.environment(\.key, v)`, `.environment(model)`, `.environmentObject(o)`).
    func environment(of child: ChildDecl, in scope: NodeScope, around container: Node? = nil) throws -> ChildEnvironment {
        // Content is placed in its container: it finds the container's environment (§48).
        var values = (container ?? scope.node).environment
        var own: Set<EnvironmentKey> = []
        for setting in child.modifiers.environment {
            let value = try Evaluator.evaluate(setting.value, in: scope)
            let key = try environmentKey(of: setting, value: value, in: scope)
            // The modifiers are written in the order given, the first nearest the child: an outer
            // one setting the same entry again is evaluated, but the inner value is what the
            // child sees (§17).
            guard own.insert(key).inserted else { continue }
            values[key] = value
        }
        let transforms = child.modifiers.transforms.isEmpty ? [:]
            : try applyTransforms(of: child, in: scope, to: &values, own: &own)
        // `.disabled(true)` and-s `isEnabled` with the parent's: it is not the child's own entry,
        // so a change above still reaches it (and a `.disabled(false)` turns nothing back on).
        let disabled = try condition(child.modifiers.disabled, in: scope)
        if disabled { values[.isEnabled] = .bool(false) }
        return ChildEnvironment(values: values, own: own, disabled: disabled, transforms: transforms)
    }

    /// What a child's modifiers make of the environment it inherits.
    struct ChildEnvironment {
        var values: [EnvironmentKey: Value]
        /// The keys its `environment:` modifiers set.
        var own: Set<EnvironmentKey>
        /// Its `disabled:` condition is true.
        var disabled: Bool
        /// Its `transform-environment:` closures, by the key each changes (§54).
        var transforms: [EnvironmentKey: TransformCapture] = [:]
    }

    /// Where a modifier puts its value; an object's key is its type, and the modifier must be the
    /// one SwiftUI offers for its kind (Swift rejects the other at compile time).
    /// `.environment(_:)` takes an optional: a nil clears the object of the value's type below,
    /// kept as a nil entry, which a reader finds as no object (ClearedObjects.swift).
    private func environmentKey(of setting: EnvironmentSetting, value: Value, in scope: NodeScope) throws -> EnvironmentKey {
        if setting.kind == .value {
            try checkEntryType(setting, value: value)
            return .value(setting.key)
        }
        if value == .null { return try clearedKey(of: setting, in: scope) }
        guard case .model(let ref) = value, ref.kind == setting.placedKind else {
            if case .model(let ref) = value { throw setting.wrongKind(ref.description, of: ref.type, ref.kind) }
            let given = setting.value.source == value.literal ? DeclaredTypes.withArticle(value.typeName) : "\(value.literal), \(DeclaredTypes.withArticle(value.typeName))"
            throw Diagnostic("`\(setting.kind.rawValue):` places \(setting.placed); \(setting.value.source) is \(given)",
                             at: setting.value.location,
                             hint: "a plain value goes under `environment: { key: value }`, read with `environment: { name: key }`")
        }
        return setting.kind == .model ? .model(ref.type) : .object(ref.type)
    }

    /// `@Entry var accent = "gray"` fixes the entry's type from its default, so
    /// `.environment(\.accent, 3)` does not compile. Only a literal default is compared: building a
    /// default model here would count a construction the app never makes.
    private func checkEntryType(_ setting: EnvironmentSetting, value: Value) throws {
        if setting.key == "isEnabled", value.typeName != "Bool" {
            throw Diagnostic("\\.isEnabled is Bool, but \(setting.value.source) is \(value.typeName) \(value.literal)",
                             at: setting.value.location, hint: "pass true or false, or use `disabled:` beside the child")
        }
        guard let d = spec.environmentValues.first(where: { $0.name == setting.key })?.defaultValue else { return }
        switch d.kind {
        case .int, .string, .bool: break
        case .null: return try checkOpenEntry(setting.key, value: value, at: setting.value.location)
        default: return
        }
        let entry = try Evaluator.evaluate(d, in: ConstantScope(enums: spec.enums))
        guard entry.typeName != value.typeName else { return }
        let shown = setting.value.source == value.literal ? "" : " \(value.literal)"
        throw Diagnostic("\\.\(setting.key) is \(entry.typeName) (\(d.source) by default), but \(setting.value.source) is \(value.typeName)\(shown)",
                         at: setting.value.location,
                         hint: "pass \(DeclaredTypes.withArticle(entry.typeName)), as `environment-values:` declares it")
    }

    /// An entry whose default is `nil` holds the optional of the type the export gives it from the
    /// values set for it (§89); `spec check` refuses a value of another type where it is certain.
    func checkOpenEntry(_ key: String, value: Value, at location: Location) throws {
        if case .model(let ref) = value, ref.kind == .observableObject {
            throw TypeCheck.observableObjectEntry(key, ref.type, at: location)
        }
        guard value != .null, let entry = exportTypes().entries[key], let wrapped = entry.unwrapped,
              DeclaredTypes.isPlain(wrapped), wrapped.description != value.typeName else { return }
        throw Diagnostic("cannot convert value of type '\(value.typeName)' to expected argument type '\(wrapped)': \\.\(key) is \(entry), as the values set for it make it",
                         at: location,
                         hint: "set it to \(DeclaredTypes.described(wrapped)) or nil: an entry whose default is nil holds one type, `@Entry var \(key): \(entry) = nil`")
    }

    /// A new identity's environment; the entries its own modifiers set are logged.
    func installEnvironment(_ environment: ChildEnvironment, on node: Node, by owner: Node) {
        logTransforms(on: node, environment.transforms, values: environment.values)
        node.environment = environment.values
        node.environmentOwn = environment.own
        node.environmentTransforms = environment.transforms
        node.disabledHere = environment.disabled
        for key in environment.own.sorted(by: { $0.description < $1.description }) where environment.transforms[key] == nil {
            emit(.environmentSet(node.ref, key: key, old: nil, new: environment.values[key]!, by: owner.ref))
        }
        if environment.disabled { emit(.environmentSet(node.ref, key: .isEnabled, old: nil, new: .bool(false), by: owner.ref)) }
    }

    /// A later render of the parent: logs what its modifiers changed, then carries every changed
    /// entry down the subtree until a descendant sets that key itself.
    func updateEnvironment(of node: Node, to environment: ChildEnvironment, by owner: Node) {
        logTransforms(on: node, environment.transforms, values: environment.values)
        for key in environment.own.sorted(by: { $0.description < $1.description }) where environment.transforms[key] == nil {
            let old = node.environment[key]
            if let new = environment.values[key], old != new { emit(.environmentSet(node.ref, key: key, old: old, new: new, by: owner.ref)) }
        }
        if environment.disabled != node.disabledHere {
            // This node's own `disabled:` changed; a change from above is logged where it was made.
            let old = node.environment[.isEnabled] ?? .bool(true), new = environment.values[.isEnabled] ?? .bool(true)
            if old != new { emit(.environmentSet(node.ref, key: .isEnabled, old: old, new: new, by: owner.ref)) }
        }
        node.environmentOwn = environment.own
        node.environmentTransforms = environment.transforms
        node.disabledHere = environment.disabled
        propagate(environment.values, to: node)
    }

    func propagate(_ values: [EnvironmentKey: Value], to node: Node) {
        // Most views have no environment entries, and nothing above them sets one.
        if values.isEmpty && node.environment.isEmpty { return }
        let changed = Set(values.keys).union(node.environment.keys).filter { node.environment[$0] != values[$0] }
        guard !changed.isEmpty else { return }
        node.environment = values
        for key in changed.sorted(by: { $0.description < $1.description }) {
            invalidateReaders(of: .environment(node: node.id, key: key), because: "\(key) changed in its environment")
        }
        for child in node.children.values.sorted(by: { $0.id < $1.id }) {
            var inherited = child.environment
            for key in changed where !child.environmentOwn.contains(key) { inherited[key] = values[key] }
            // A transform on the child runs again on the new value, without its writer's body (§54).
            let transforms = child.environmentTransforms
            if !transforms.isEmpty { rerunTransforms(transforms, on: child, for: changed, from: values, into: &inherited) }
            if child.disabledHere { inherited[.isEnabled] = .bool(false) }
            propagate(inherited, to: child)
        }
    }

    /// The key an `environment:` or `environment-object:` holder reads: `accent` is `\.accent`,
    /// a capitalized name is a model type.
    func environmentKey(of holder: HolderDecl) -> EnvironmentKey {
        guard case .name(let name) = holder.initial.kind else { return .value("") }
        if holder.kind == .environmentObject { return .object(name) }
        return holder.readsEnvironmentModel ? .model(name) : .value(name)
    }

    /// An `environment-values:` entry's declared default: what a view finds under the key with
    /// nothing set above it.
    func declaredDefault(of name: String, at location: Location) throws -> Value {
        guard let d = spec.environmentValues.first(where: { $0.name == name })?.defaultValue else {
            throw Diagnostic("\\.\(name) is not an environment value of this spec", at: location,
                             hint: "declare it with a default under `environment-values:`")
        }
        return try Evaluator.evaluate(d, in: ConstantScope(enums: spec.enums))
    }

    /// Reading an environment holder. An entry nobody set has its declared default; a missing
    /// object is a trap in SwiftUI, and stops the scenario here.
    func environmentValue(of holder: HolderDecl, in node: Node, at location: Location) throws -> Value {
        let key = environmentKey(of: holder)
        // A nil entry is an object cleared by `.environment(nil)`: no object, as where none was placed.
        // In an init, the first or a later one, the wrapper is not installed: the installed view's
        // environment is not what it reads.
        if !inFirstInit, let value = node.environment[key], value != .null { return value }
        // `Environment.init(_:)` for an optional Observable type: nil when no object was set, and
        // before the environment is installed (in init), where the plain form traps.
        if holder.isOptional { return .null }
        let component = node.component.name
        // An object read in init traps, whatever an ancestor supplies: the wrapper holds none
        // before the view is installed. (An entry read there is refused at check, as Swift does
        // not compile it, §17; SwiftUI would give its default.)
        if inFirstInit, let readInInit = EnvironmentInInit.diagnostic(holder, of: component, at: location) { throw readInInit }
        switch key {
        case .value(let name):
            // SwiftUI's own entry: input is enabled unless a `.disabled(true)` is around.
            if key == .isEnabled { return .bool(true) }
            // The scene sets its phase at the root once a step moved it; it starts active (§41).
            if key == .scenePhase { return .phase(.active) }
            // Set only below a `.searchable` (§45): elsewhere, and in the view that applies it, false.
            if key == .isSearching { return .bool(false) }
            return try declaredDefault(of: name, at: location)
        case .model(let type):
            throw missingModel(type, holder, of: node, at: location)
        case .object(let type):
            throw Diagnostic("\(component) reads @EnvironmentObject \(holder.name), but no ancestor supplied a \(type) with .environmentObject(_:); SwiftUI traps here: \"No ObservableObject of type \(type) found. A View.environmentObject(_:) for \(type) may be missing as an ancestor of this view.\"",
                             at: location, hint: besidePresenter(key, above: node, placing: "environment-object:")
                                 ?? "add `environment-object: …` with a \(type) beside \(component), or an ancestor, in a parent's body")
        }
    }

    /// A non-optional `@Environment(Model.self)` with no object placed above: SwiftUI's key path
    /// force-unwraps the lookup, which runs at each update of the view, before its body.
    private func missingModel(_ type: String, _ holder: HolderDecl, of node: Node, at location: Location? = nil) -> Diagnostic {
        let component = node.component.name
        // Cleared by an `.environment(nil)` above: the nearest modifier for the type placed nil.
        let cleared = node.environment[.model(type)] == .null
        let cause = cleared ? "the nearest .environment(_:) for \(type) above it placed nil, which clears it" : "no ancestor placed one with .environment(_:)"
        return Diagnostic("\(component)'s @Environment(\(type).self) \(holder.name) finds no \(type): \(cause). "
                          + "SwiftUI looks the object up when it updates \(component), before the body runs and whether or not it reads \(holder.name), "
                          + "and traps: \"No Observable object of type \(type) found. A View.environmentObject(_:) for \(type) may be missing as an ancestor of this view.\"",
                          at: location ?? holder.location,
                          hint: besidePresenter(.model(type), above: node, placing: "environment-model:")
                              ?? (cleared ? "have the optional placed there hold a \(type) while \(component) is shown" : "add `environment-model: …` with a \(type) beside \(component), or an ancestor, in a parent's body")
                              + "; or declare it optional, `\(holder.name): \(type)?`, to read nil")
    }

    /// The hint when the object is placed beside the very child whose presentation shows the
    /// reader: the value is written on the child, inside the `.sheet` modifier, so it reaches the
    /// child and not the content (§22). Found only when the error is reported.
    private func besidePresenter(_ key: EnvironmentKey, above node: Node, placing: String) -> String? {
        var current: Node? = node
        while let n = current {
            // The presentation's slot is the presenting child's path and one step more.
            if let state = n.screen, case .presentation = state.kind, let parent = n.parent, let path = n.slot?.path,
               let host = parent.children.values.first(where: { $0.slot?.path == Array(path.dropLast()) }),
               let placed = host.environment[key], placed != .null {
                return "the \(placing) beside \(host.component.name) reaches \(host.component.name), not the presentation written beside it: "
                    + "SwiftUI's content inherits the environment where the modifier stands; place it beside a view around \(host.component.name), or inside the content"
            }
            current = n.parent
        }
        return nil
    }

    /// What a node's property wrappers subscribe it to at each update, before its body runs and
    /// whatever the body reads: an ObservableObject's `objectWillChange` through `@StateObject`,
    /// `@ObservedObject` or `@EnvironmentObject`, and each environment entry an `@Environment` or
    /// `@EnvironmentObject` declares. A plain `let` holding an object subscribes nothing.
    func observeWrappers(of node: Node) throws {
        func observe(_ value: Value?) {
            if case .model(let ref)? = value, ref.kind == .observableObject { record(.object(model: ref.id)) }
        }
        let holders = node.component.holders
        for index in holders.indices {
            switch holders[index].kind {
            case .stateObject, .observedObject:
                observe(node[holderAt: index])
            case .environment, .environmentObject:
                let holder = holders[index]
                let key = environmentKey(of: holder)
                record(.environment(node: node.id, key: key))
                // `@Environment(Model.self)` looks its object up at each update, read or not, and
                // traps when none is placed; `@EnvironmentObject` traps only when read (§17).
                let placed = node.environment[key]
                if placed == nil || placed == .null, case .model(let type) = key, !holder.isOptional {
                    throw missingModel(type, holder, of: node)
                }
                observe(placed)
            case .appStorage, .sceneStorage:
                // Subscribed without a read in the log: the log shows what the body read.
                if let reader, reader === node { _ = reader.reads.insert(readKey(for: .storage(Self.storageKey(of: holders[index])))) }
            case .state, .stateInInit, .lazyState, .memo, .focusState, .constant:
                break
            }
        }
        let props = node.component.props
        for index in props.indices where props[index].isObserved { observe(node[propAt: index]) }
    }

    /// `@ObservedObject` built in init: every init builds a new instance, and the wrapper stores
    /// it, replacing the last one; nothing is kept per identity. A new instance is a different
    /// value of the view, so its body runs.
    func replaceObservedObject(_ holder: HolderDecl, at index: Int, of node: Node, in scope: NodeScope) throws -> [String] {
        let value = try Evaluator.evaluate(holder.initial, in: scope)
        let old = node[holderAt: index] ?? value
        node[holderAt: index] = value
        node[seedAt: index] = value
        emit(.holder(node.ref, name: holder.name, kind: holder.kind, .replaced(value, old: old)))
        return old == value ? [] : ["\(holder.kind.rawValue) \(holder.name) is a new \(value.givenNoun) \(value.literal) (was \(old.literal))"]
    }
}
