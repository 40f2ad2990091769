/// Check-time rules for `@AppStorage` and the values stored at launch (docs/semantics.md §32):
/// what Swift's type checker rejects, and what the spec could not say SwiftUI's answer to.
extension SpecValidator {
    /// The types an app-storage value has here: `Bool`, `Int` and `String`, the property wrapper's
    /// initializers this format offers (the expression language has no `Double`, `URL` or `Data`).
    static let storableTypes = ["Bool", "Int", "String"]

    /// A constant app-storage default or stored value: its type, or nil after a report. `what` is
    /// "an app-storage default" or "a stored value".
    func storedConstant(_ e: Expr, what: String) -> Value? {
        if let (name, location) = e.names.first {
            report(Diagnostic("\(what) cannot use '\(name)'; use a constant", at: location,
                              hint: quotedHint(name, at: location)
                                  ?? (what == "an app-storage default" ? "@AppStorage's default is a property's initial value, where Swift has no self" : nil)))
            return nil
        }
        if e.containsConstruction {
            report(Diagnostic("@AppStorage stores a Bool, an Int or a String; \(e.source.quotable) builds a model", at: e.location,
                              hint: "UserDefaults keeps property-list values; keep a model in `state:` and store one of its fields"))
            return nil
        }
        guard let value = try? Evaluator.evaluate(e, in: ConstantScope()) else {
            report(Diagnostic("\(what) must be a constant Bool, Int or String; \(e.source.quotable) is not", at: e.location))
            return nil
        }
        guard Self.storableTypes.contains(value.typeName) else {
            report(Diagnostic("@AppStorage stores a Bool, an Int or a String; \(e.source.quotable) is \(value.typeName == "list" ? "a list" : value.typeName)", at: e.location,
                              hint: "UserDefaults keeps property-list values; a list here would need Data"))
            return nil
        }
        return value
    }

    /// Every app-storage holder's default is a storable constant; the holders of one key agree on
    /// its type; every stored value at launch is for a key some holder reads, of that type.
    mutating func checkAppStorage() {
        var types: [String: (type: String, holder: String, component: String)] = [:]
        // Keys read by a holder whose default was refused: read, of a type not known.
        var refused: Set<String> = []
        // Most specs have no app-storage holder: find the components that do without copying
        // every component and holder (a copy retains each of their fields).
        for c in spec.components.indices where spec.components[c].holders.indices.contains(where: { spec.components[c].holders[$0].kind == .appStorage }) {
            let component = spec.components[c]
            for holder in component.holders where holder.kind == .appStorage {
                guard let key = holder.storageKey else { continue }
                guard let value = storedConstant(holder.initial, what: "an app-storage default") else { refused.insert(key); continue }
                if let first = types[key] {
                    if first.type != value.typeName {
                        report(Diagnostic("app-storage \(holder.name) reads \"\(key)\" as \(value.typeName), but \(first.holder) in \(first.component) reads it as \(first.type)",
                                          at: holder.initial.location,
                                          hint: "UserDefaults keeps one value a key; give both holders a default of one type, or use another key"))
                    }
                } else {
                    types[key] = (value.typeName, holder.name, component.name)
                }
            }
        }
        var lists = [spec.userDefaults]
        for scenario in spec.scenarios { lists.append(scenario.userDefaults.filter { own in !spec.userDefaults.contains { $0.location == own.location } }) }
        for entry in lists.joined() {
            guard let expr = entry.defaultValue else {
                report(Diagnostic("the stored value of \"\(entry.name)\" is missing", at: entry.location,
                                  hint: "write it as `\(entry.name): …`, e.g. `\(entry.name): true`"))
                continue
            }
            guard let known = types[entry.name] else {
                if refused.contains(entry.name) { _ = storedConstant(expr, what: "a stored value"); continue }
                report(Diagnostic("no app-storage holder reads the key \"\(entry.name)\"", at: entry.location,
                                  hint: Suggestion.closest(to: entry.name, in: types.keys.sorted()).map { "did you mean '\($0)'?" }
                                      ?? (types.isEmpty ? "declare `app-storage: { \(entry.name): … }` in a component"
                                                        : "the keys read: \(types.keys.sorted().joined(separator: ", "))")))
                continue
            }
            guard let value = storedConstant(expr, what: "a stored value") else { continue }
            if value.typeName != known.type {
                report(Diagnostic("\"\(entry.name)\" holds \(value.typeName) \(value.literal) at launch, but \(known.holder) in \(known.component) reads it as \(known.type)",
                                  at: expr.location, hint: "store a \(known.type), as the holder's default is"))
            }
        }
    }
}
