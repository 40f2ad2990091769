/// Decoding of a component's holders (`state:`, `memo:`, `environment:`, …).
extension SpecDecoder {
    /// A word that can name a holder: letters, digits and `_`, not starting with a digit, and not
    /// one of the literals `true`, `false`, `nil`.
    static func isHolderName(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_", text != "true", text != "false", text != "nil" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Appends to `result` rather than returning an array to append: each holder copied into the
    /// component's list retained every field of it, and the returned array was freed.
    mutating func holders(_ node: YAMLNode, kind: HolderKind, component: String, into result: inout [HolderDecl],
                          observers: inout [DidSetDecl]) {
        // `- count: 0` lines, a list of one-entry mappings: one error, and the names read as meant,
        // so that the body's uses of them are not reported again.
        if let items = node.sequence, !items.isEmpty, items.allSatisfy({ $0.mapping?.count == 1 }) {
            problems.append(Diagnostic("\(kind.rawValue) in \(component) must be a mapping (key: value lines), found a list", at: node.location,
                                       hint: "drop the dashes: `\(kind.rawValue): { name: value }`, one `name: value` line each"))
            for item in items { holders(item, kind: kind, component: component, into: &result, observers: &observers) }
            return
        }
        // `state: [count, total]` or `state: count`, names without their values: one error, and the
        // names declared as `nil`, of no certain type, so that their uses are not reported again.
        let named = node.sequence.map(Array.init) ?? (node.isPlainScalar && !node.isNull ? [node] : [])
        if !named.isEmpty, kind != .memo, kind.store == nil, kind != .focusState, !kind.readsEnvironment,
           named.allSatisfy({ $0.isPlainScalar && ($0.scalar.map(Self.isHolderName) ?? false) }) {
            let names = named.compactMap(\.scalar)
            problems.append(Diagnostic("\(kind.rawValue) in \(component) must be a mapping (key: value lines), found \(node.kindName)",
                                       at: node.location,
                                       hint: "give each name its initial value, e.g. `\(kind.rawValue): { \(names.map { "\($0): 0" }.joined(separator: ", ")) }`"))
            for item in named {
                result.append(HolderDecl(name: item.scalar ?? "", kind: kind, initial: .placeholder(at: item.location),
                                         dependencies: [], location: item.location))
            }
            return
        }
        guard let reader = MappingReader(node, what: "\(kind.rawValue) in \(component)", problems: &problems) else {
            return
        }
        for pair in reader.pairs {
            guard let name = pair.key.scalar else { continue }
            // `state: { scene-storage: { d: 1 } }`: a kind of holder written as one holder's name.
            if name.contains("-"), SpecDecoder.componentKeys.contains(name) {
                problems.append(Diagnostic("`\(name):` is a key of the component, beside `\(kind.rawValue):`, not a holder under it",
                                           at: pair.key.location, hint: "move it out one level: `\(name):` at the indentation of `\(kind.rawValue):`"))
                continue
            }
            if kind == .memo {
                // A memo that is wrong is still declared, so its uses are not reported too.
                let broken = HolderDecl(name: name, kind: kind, initial: .placeholder(at: pair.value.location),
                                        dependencies: [], location: pair.key.location)
                if pair.value.isScalar {
                    // `m: n + 1`, as a computed property would be written: its value, without dependencies.
                    problems.append(Diagnostic("memo \(name) needs `value:` and `dependencies:`", at: pair.value.location,
                                               hint: "write `\(name): { value: …, dependencies: […] }`; the dependencies are the values that build it again when they change"))
                    var read = broken
                    if let initial = expression(pair.value, what: "a memo value") { read.initial = initial }
                    result.append(read)
                    continue
                }
                guard var m = MappingReader(pair.value, what: "memo \(name)", problems: &problems) else { result.append(broken); continue }
                guard let v = m.take("value", orMisspeltIn: "memo \(name)", allowed: SpecDecoder.memoKeys, problems: &problems) else {
                    problems.append(Diagnostic("memo \(name) needs a `value:`", at: pair.value.location,
                                               hint: "for example { value: \"Model(input: input)\", dependencies: [input] }"))
                    result.append(broken)
                    continue
                }
                let deps = m.take("dependencies", orMisspeltIn: "memo \(name)", allowed: SpecDecoder.memoKeys, problems: &problems)
                    .map { $0.items.compactMap { expression($0, what: "a dependency") } }
                if deps == nil {
                    problems.append(Diagnostic("memo \(name) needs `dependencies:`", at: pair.value.location,
                                               hint: "the list of values that rebuild it when they change, e.g. [input]"))
                }
                refuseObservers(in: &m, kind: kind, name: name)
                m.finish(what: "memo \(name)", allowed: SpecDecoder.memoKeys, problems: &problems)
                var memo = broken
                if let initial = expression(v, what: "a memo value") { memo.initial = initial }
                memo.dependencies = deps ?? []
                result.append(memo)
            } else if kind.store != nil {
                if let holder = storedHolder(name, kind: kind, pair.value, at: pair.key.location) { result.append(holder) }
            } else if kind == .focusState {
                result.append(focusHolder(name, pair.value, at: pair.key.location))
            } else if kind.readsEnvironment {
                // `accent` (a key) or `Library` (a type): a name, not an expression evaluated here.
                guard let written = text(pair.value, what: "an environment key or type") else { continue }
                // `Library?`: the optional object, `@Environment(Library.self) var x: Library?`.
                let isOptional = written.hasSuffix("?")
                let key = isOptional ? String(written.dropLast()) : written
                if isOptional, let refused = refusedOptional(key, kind: kind, name: name, at: pair.value.location) {
                    problems.append(refused)
                    continue
                }
                let bare = key.hasPrefix("\\.") ? String(key.dropFirst(2)) : key.hasSuffix(".self") ? String(key.dropLast(5)) : key
                guard let first = bare.first, first.isLetter || first == "_", bare.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                      kind == .environment || first.isUppercase else {
                    problems.append(Diagnostic(kind == .environment
                                                ? "`environment:` reads a key such as `accent` or a model type such as `Library`; found '\(key)'"
                                                : "`environment-object:` names the object's type, such as `Cart`; found '\(key)'",
                                               at: pair.value.location,
                                               hint: kind == .environment ? "{ \(name): accent } is @Environment(\\.accent); { \(name): Library } is @Environment(Library.self)"
                                                   : "{ \(name): Cart } is @EnvironmentObject var \(name): Cart"))
                    continue
                }
                var holder = HolderDecl(name: name, kind: kind, initial: Expr(.name(bare), at: pair.value.contentLocation, source: bare),
                                        dependencies: [], location: pair.key.location)
                holder.isOptional = isOptional
                result.append(holder)
            } else if SpecDecoder.isObservedForm(pair.value, kind: kind) {
                result.append(observedHolder(name, kind: kind, pair.value, at: pair.key.location, observers: &observers))
            } else {
                // A holder whose value does not parse is still declared, so its uses are not reported
                // too; as a placeholder `nil`, of no type (unlike a written one), so the type checks
                // say nothing of them.
                let initial = expression(pair.value, what: "an initial value")
                    ?? .placeholder(at: pair.value.location)
                result.append(HolderDecl(name: name, kind: kind, initial: initial, dependencies: [],
                                         location: pair.key.location))
            }
        }
    }

    /// `Cart?` under `environment-object:` or `accent?` as a key: Swift has no such optional form.
    private func refusedOptional(_ key: String, kind: HolderKind, name: String, at location: Location) -> Diagnostic? {
        if kind == .environmentObject {
            return Diagnostic("`environment-object:` has no optional form: @EnvironmentObject traps when no ancestor supplied the object", at: location,
                              hint: "an @Observable model read with `environment: { \(name): \(key)? }` is nil when missing")
        }
        guard key.first?.isUppercase != true else { return nil }
        return Diagnostic("`\(key)?`: an environment entry always has a value, its declared default when nobody set it", at: location,
                          hint: "`?` marks an optional model type, `environment: { \(name): Library? }`; read the entry as `environment: { \(name): \(key) }`")
    }
}
