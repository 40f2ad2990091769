/// `@AppStorage` and `@SceneStorage`: rules §32 and §44 of docs/semantics.md.
///
/// A store keeps one value a key, shared by every holder of that key wherever it is, and kept
/// while views come and go. `UserDefaults` belongs to the app and may hold values at launch; the
/// scene's storage belongs to the scene, starts empty in a spec's one launch, and is another
/// namespace: the same key in each is two values. A holder shows its own default only while
/// nothing is stored under its key. A view holding the key is told of every change to it, as a
/// property wrapper observing the store is, whether or not its body read the value.
extension Graph {
    /// The values stored at launch, as a previous launch of the app left them.
    func installUserDefaults() throws {
        for entry in scenario.userDefaults {
            guard let e = entry.defaultValue else { continue }
            let value = try Evaluator.evaluate(e, in: ConstantScope())
            userDefaults[entry.name] = value
            emit(.valueStored(key: StorageKey(.userDefaults, entry.name), old: nil, new: value, atLaunch: true))
        }
    }

    /// The value a store holds under a key, if any.
    func stored(_ key: StorageKey) -> Value? {
        key.store == .userDefaults ? userDefaults[key.name] : sceneStorage[key.name]
    }

    /// The key and store a stored holder reads.
    static func storageKey(of holder: HolderDecl) -> StorageKey {
        StorageKey(holder.kind.store ?? .userDefaults, holder.storageKey ?? holder.name)
    }

    /// What a stored holder shows: the value stored under its key, else its own default.
    /// A read by the holder's own body shows in the log; the subscription is the holder's own
    /// (`observeWrappers`), made at every update whatever the body reads.
    /// `subscribing`: a screen's content reading its owner's holder, which has no wrapper of its
    /// own to subscribe it, depends on the key through the read.
    func storedValue(of holder: HolderDecl, in node: Node?, subscribing: Bool = false) throws -> Value {
        let key = Self.storageKey(of: holder)
        if let node, reader === node {
            if subscribing { record(.storage(key)) } else { note(.storage(key)) }
        }
        if let value = stored(key) { return value }
        return try Evaluator.evaluate(holder.initial, in: ConstantScope())
    }

    /// `$theme` of a stored holder: a binding to the key, as the wrapper's projected value is.
    func storageBinding(_ holder: HolderDecl, of node: Node) -> Value {
        .binding(BindingRef(node: node.id, name: holder.name, storageKey: Self.storageKey(of: holder)))
    }

    /// Reading through a binding to a key: the value stored, else the default of the holder that
    /// made the binding.
    func readStorage(_ binding: BindingRef, key: StorageKey, for node: Node?, at location: Location) throws -> Value {
        if let node, reader === node { note(.storage(key)) }
        if let value = stored(key) { return value }
        guard let owner = nodes[binding.node], let holder = owner.component.holder(named: binding.name) else {
            throw Diagnostic("the binding $\(binding.name) points to a view that is gone", at: location)
        }
        return try Evaluator.evaluate(holder.initial, in: ConstantScope())
    }

    /// Stores a value under a key. The wrapper's type is fixed by its default, so a value of
    /// another type would not compile; an equal value changes nothing. A different one is told
    /// to every view holding the key in that store.
    func store(_ value: Value, under key: StorageKey, at location: Location) throws {
        let old = stored(key)
        if let type = try storedType(of: key), type != value.typeName {
            throw Diagnostic("\"\(key.name)\" is stored by \(key.store.wrapper) as \(type); \(value.literal) is \(value.typeName)", at: location,
                             hint: "assign \(DeclaredTypes.withArticle(type)), as the holder's default is; \(key.store.wrapper) stores a Bool, an Int or a String")
        }
        if old == value { return }
        if key.store == .userDefaults { userDefaults[key.name] = value } else { sceneStorage[key.name] = value }
        writeCount += 1
        emit(.valueStored(key: key, old: old, new: value, atLaunch: false))
        invalidateReaders(of: .storage(key), because: Self.words(key.store.words, " `", key.name, "` changed"))
    }

    /// The type the holders of a key read it as (the check makes them agree): the stored value's,
    /// else the first holder's default's.
    private func storedType(of key: StorageKey) throws -> String? {
        if let value = stored(key) { return value.typeName }
        for component in spec.components {
            for holder in component.holders where holder.kind.store == key.store && Self.storageKey(of: holder) == key {
                return try Evaluator.evaluate(holder.initial, in: ConstantScope()).typeName
            }
        }
        return nil
    }
}
