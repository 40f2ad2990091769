/// Decoding `app-storage:` and `scene-storage:` holders (docs/spec-format.md, *App storage* and
/// *Scene storage*): the two share their forms, and differ only in the store they name.
extension SpecDecoder {
    static let storedHolderKeys = ["key", "default"]

    /// `theme: "\"light\""` is `@AppStorage("theme") private var theme = "light"`, the key the
    /// holder's name; `{ key: "darkMode", default: "false" }` names another key. `scene-storage:`
    /// has the same two forms, for `@SceneStorage`.
    mutating func storedHolder(_ name: String, kind: HolderKind, _ node: YAMLNode, at location: Location) -> HolderDecl? {
        let store = kind.store ?? .userDefaults
        let what = "\(store.holderKey) \(name)"
        // A holder that is wrong is still declared, without a key, so its uses are not reported too.
        let broken = HolderDecl(name: name, kind: kind, initial: Expr(.bool(false), at: node.location, source: "false"),
                                dependencies: [], location: location, storageKey: nil)
        guard node.isMapping else {
            guard !node.isNull, let initial = expression(node, what: "\(store == .scene ? "a scene" : "an app")-storage default") else {
                if node.isNull {
                    problems.append(Diagnostic("\(what) needs a default value", at: node.location,
                                               hint: "\(store.wrapper)(\"\(name)\") private var \(name) = false is `\(name): false`; the default shows while nothing is stored"))
                }
                return broken
            }
            return HolderDecl(name: name, kind: kind, initial: initial, dependencies: [], location: location, storageKey: name)
        }
        guard var m = MappingReader(node, what: what, problems: &problems) else { return broken }
        let keyNode = m.take("key", orMisspeltIn: what, allowed: SpecDecoder.storedHolderKeys, problems: &problems)
        let defaultNode = m.take("default", orMisspeltIn: what, allowed: SpecDecoder.storedHolderKeys, problems: &problems)
        refuseObservers(in: &m, kind: kind, name: name)
        m.finish(what: what, allowed: SpecDecoder.storedHolderKeys, problems: &problems)
        guard let keyNode else {
            problems.append(Diagnostic("\(what) needs a `key:`", at: node.location,
                                       hint: "the \(store.title) key, e.g. { key: \"\(name)\", default: false }; or write `\(name): false` to use the name as the key"))
            return broken
        }
        guard let key = text(keyNode, what: "a \(store.title) key") else { return broken }
        if key.isEmpty || key.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "\\" }) {
            problems.append(Diagnostic("a \(store.title) key here is one word without quotes or spaces; found '\(key)'", at: keyNode.location,
                                       hint: store == .userDefaults ? "the exported UI test passes it as a launch argument, -\(key.isEmpty ? "key" : key)"
                                           : "the export writes it as a Swift string, @SceneStorage(\"\(key.isEmpty ? "key" : key)\")"))
            return broken
        }
        guard let defaultNode, !defaultNode.isNull else {
            problems.append(Diagnostic("\(what) needs a `default:`", at: node.location,
                                       hint: "the value it shows while nothing is stored under \"\(key)\", e.g. default: false"))
            return broken
        }
        guard let initial = expression(defaultNode, what: "\(store == .scene ? "a scene" : "an app")-storage default") else { return broken }
        return HolderDecl(name: name, kind: kind, initial: initial, dependencies: [], location: location, storageKey: key)
    }
}
