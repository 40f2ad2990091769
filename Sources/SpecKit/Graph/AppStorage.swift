/// `@AppStorage`: rule §32 of docs/semantics.md.
///
/// `UserDefaults` belongs to the app, not to a view: one value a key, shared by every holder of
/// that key wherever it is, and kept while views come and go. A holder shows its own default
/// only while nothing is stored under its key. A view holding the key is told of every change to
/// it, as a property wrapper observing the store is, whether or not its body read the value.
extension Graph {
    /// The values stored at launch, as a previous launch of the app left them.
    func installUserDefaults() throws {
        for entry in scenario.userDefaults {
            guard let e = entry.defaultValue else { continue }
            let value = try Evaluator.evaluate(e, in: ConstantScope())
            userDefaults[entry.name] = value
            emit(.userDefaultStored(key: entry.name, old: nil, new: value, atLaunch: true))
        }
    }

    /// The key an app-storage holder reads.
    static func storageKey(of holder: HolderDecl) -> String { holder.storageKey ?? holder.name }

    /// What an app-storage holder shows: the value stored under its key, else its own default.
    /// A read by the holder's own body shows in the log; the subscription is the holder's own
    /// (`observeWrappers`), made at every update whatever the body reads.
    /// `subscribing`: a screen's content reading its owner's holder, which has no wrapper of its
    /// own to subscribe it, depends on the key through the read.
    func appStorageValue(of holder: HolderDecl, in node: Node?, subscribing: Bool = false) throws -> Value {
        let key = Self.storageKey(of: holder)
        if let node, reader === node {
            if subscribing { record(.appStorage(key: key)) } else { note(.appStorage(key: key)) }
        }
        if let stored = userDefaults[key] { return stored }
        return try Evaluator.evaluate(holder.initial, in: ConstantScope())
    }

    /// `$theme` of an app-storage holder: a binding to the key, as the wrapper's projected value is.
    func appStorageBinding(_ holder: HolderDecl, of node: Node) -> Value {
        .binding(BindingRef(node: node.id, name: holder.name, storageKey: Self.storageKey(of: holder)))
    }

    /// Reading through a binding to a key: the value stored, else the default of the holder that
    /// made the binding.
    func readStorage(_ binding: BindingRef, key: String, for node: Node?, at location: Location) throws -> Value {
        if let node, reader === node { note(.appStorage(key: key)) }
        if let stored = userDefaults[key] { return stored }
        guard let owner = nodes[binding.node], let holder = owner.component.holder(named: binding.name) else {
            throw Diagnostic("the binding $\(binding.name) points to a view that is gone", at: location)
        }
        return try Evaluator.evaluate(holder.initial, in: ConstantScope())
    }

    /// Stores a value under a key. The wrapper's type is fixed by its default, so a value of
    /// another type would not compile; an equal value changes nothing. A different one is told
    /// to every view holding the key.
    func storeUserDefault(_ value: Value, under key: String, at location: Location) throws {
        let old = userDefaults[key]
        if let type = try storedType(of: key), type != value.typeName {
            throw Diagnostic("\"\(key)\" is stored by @AppStorage as \(type); \(value.literal) is \(value.typeName)", at: location,
                             hint: "assign a \(type), as the holder's default is; @AppStorage stores a Bool, an Int or a String")
        }
        if old == value { return }
        userDefaults[key] = value
        writeCount += 1
        emit(.userDefaultStored(key: key, old: old, new: value, atLaunch: false))
        invalidateReaders(of: .appStorage(key: key), because: "app storage `\(key)` changed")
    }

    /// The type the holders of a key read it as (the check makes them agree): the stored value's,
    /// else the first holder's default's.
    private func storedType(of key: String) throws -> String? {
        if let stored = userDefaults[key] { return stored.typeName }
        for component in spec.components {
            for holder in component.holders where holder.kind == .appStorage && Self.storageKey(of: holder) == key {
                return try Evaluator.evaluate(holder.initial, in: ConstantScope()).typeName
            }
        }
        return nil
    }
}
