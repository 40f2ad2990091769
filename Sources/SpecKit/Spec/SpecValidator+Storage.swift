/// Check-time rules for `@AppStorage`, `@SceneStorage` and the values stored at launch
/// (docs/semantics.md §32, §44): what Swift's type checker rejects, and what the spec could not say
/// SwiftUI's answer to.
extension SpecValidator {
    /// The types a stored value has here: `Bool`, `Int` and `String`, the initializers both
    /// wrappers have that this format can write (the expression language has no `Double`, `URL`
    /// or `Data`).
    static let storableTypes = ["Bool", "Int", "String"]

    /// A constant default of a stored holder, or a value stored at launch: its value, or nil after
    /// a report. `what` is "an app-storage default", "a scene-storage default" or "a stored value".
    func storedConstant(_ e: Expr, what: String, in store: Store) -> Value? {
        if let (name, location) = e.names.first {
            report(Diagnostic("\(what) cannot use '\(name)'; use a constant", at: location,
                              hint: quotedHint(name, at: location)
                                  ?? (what.hasSuffix("-storage default") ? "\(store.wrapper)'s default is a property's initial value, where Swift has no self" : nil)))
            return nil
        }
        let keeps = store == .userDefaults ? "UserDefaults keeps property-list values" : "the scene's storage keeps small property-list values"
        if e.containsConstruction {
            report(Diagnostic("\(store.wrapper) stores a Bool, an Int or a String; \(e.source.quotable) builds a model", at: e.location,
                              hint: "\(keeps); keep a model in `state:` and store one of its fields"))
            return nil
        }
        guard let value = try? Evaluator.evaluate(e, in: ConstantScope()) else {
            report(Diagnostic("\(what) must be a constant Bool, Int or String; \(e.source.quotable) is not", at: e.location))
            return nil
        }
        guard Self.storableTypes.contains(value.typeName) else {
            report(Diagnostic("\(store.wrapper) stores a Bool, an Int or a String; \(e.source.quotable) is \(value.typeName == "list" ? "a list" : value.typeName)", at: e.location,
                              hint: "\(keeps); a list here would need Data"))
            return nil
        }
        return value
    }

    /// Every stored holder's default is a storable constant; the holders of one key in one store
    /// agree on its type; every value stored at launch is for a key some app-storage holder reads,
    /// of that type. A scene-storage key is another namespace: it never meets `user-defaults:`.
    mutating func checkStorage() {
        var types: [StorageKey: (type: String, holder: String, component: String)] = [:]
        // Keys read by a holder whose default was refused: read, of a type not known.
        var refused: Set<StorageKey> = []
        // Most specs have no stored holder: find the components that do without copying every
        // component and holder (a copy retains each of their fields).
        for c in spec.components.indices where spec.components[c].holders.indices.contains(where: { spec.components[c].holders[$0].kind.store != nil }) {
            let component = spec.components[c]
            for holder in component.holders {
                guard let store = holder.kind.store, let name = holder.storageKey else { continue }
                let key = StorageKey(store, name)
                guard let value = storedConstant(holder.initial, what: "\(store == .scene ? "a scene" : "an app")-storage default", in: store) else {
                    refused.insert(key); continue
                }
                if let first = types[key] {
                    if first.type != value.typeName {
                        report(Diagnostic("\(store.holderKey) \(holder.name) reads \"\(name)\" as \(value.typeName), but \(first.holder) in \(first.component) reads it as \(first.type)",
                                          at: holder.initial.location,
                                          hint: "\(store == .userDefaults ? "UserDefaults" : "the scene's storage") keeps one value a key; give both holders a default of one type, or use another key"))
                    }
                } else {
                    types[key] = (value.typeName, holder.name, component.name)
                }
            }
        }
        var lists = [spec.userDefaults]
        for scenario in spec.scenarios { lists.append(scenario.userDefaults.filter { own in !spec.userDefaults.contains { $0.location == own.location } }) }
        let appKeys = types.keys.filter { $0.store == .userDefaults }.map(\.name).sorted()
        for entry in lists.joined() {
            guard let expr = entry.defaultValue else {
                report(Diagnostic("the stored value of \"\(entry.name)\" is missing", at: entry.location,
                                  hint: "write it as `\(entry.name): …`, e.g. `\(entry.name): true`"))
                continue
            }
            let key = StorageKey(.userDefaults, entry.name)
            guard let known = types[key] else {
                if refused.contains(key) { _ = storedConstant(expr, what: "a stored value", in: .userDefaults); continue }
                let sceneHolder = types[StorageKey(.scene, entry.name)]
                report(Diagnostic("no app-storage holder reads the key \"\(entry.name)\"", at: entry.location,
                                  hint: sceneHolder.map { "\($0.holder) in \($0.component) is @SceneStorage, the scene's own storage, which UserDefaults does not fill; a spec runs one launch, so scene storage starts empty" }
                                      ?? Suggestion.closest(to: entry.name, in: appKeys).map { "did you mean '\($0)'?" }
                                      ?? (appKeys.isEmpty ? "declare `app-storage: { \(entry.name): … }` in a component"
                                                          : "the keys read: \(appKeys.joined(separator: ", "))")))
                continue
            }
            guard let value = storedConstant(expr, what: "a stored value", in: .userDefaults) else { continue }
            if value.typeName != known.type {
                report(Diagnostic("\"\(entry.name)\" holds \(value.typeName) \(value.literal) at launch, but \(known.holder) in \(known.component) reads it as \(known.type)",
                                  at: expr.location, hint: "store \(DeclaredTypes.withArticle(known.type)), as the holder's default is"))
            }
        }
    }
}
