/// Decoding of `models:` and `components:`.
extension SpecDecoder {
    static let modelKeys = ["fields", "creations"]
    static let componentKeys = ["props", "bindings", "body", "invariant"] + HolderKind.allCases.map(\.rawValue)
    static let memoKeys = ["value", "dependencies"]

    mutating func models(_ node: YAMLNode) -> [ModelDecl] {
        guard let reader = MappingReader(node, what: "models", problems: &problems) else { return [] }
        var result: [ModelDecl] = []
        for pair in reader.pairs {
            guard let name = pair.key.scalar, checkTypeName(name, at: pair.key.location, what: "a model") else { continue }
            var model = ModelDecl(name: name, fields: [], creations: .observed, location: pair.key.location)
            if var m = MappingReader(pair.value, what: "model \(name)", problems: &problems) {
                if let f = m.take("fields") { model.fields = fields(f, model: name) }
                if let c = m.take("creations"), let s = text(c, what: "creations") {
                    if let counter = CreationCounter(rawValue: s) {
                        model.creations = counter
                    } else {
                        problems.append(Diagnostic("creations is `observed`, `static` or `observed-read`, not '\(s)'", at: c.location,
                                                   hint: "observed: an @Observable counter written without a read; static: a plain static var; observed-read: count += 1"))
                    }
                }
                m.finish(what: "model \(name)", allowed: SpecDecoder.modelKeys, problems: &problems)
            }
            result.append(model)
        }
        return result
    }

    /// `fields: [input]`, or `fields: { input: 0 }` to give defaults.
    mutating func fields(_ node: YAMLNode, model: String) -> [FieldDecl] {
        var result: [FieldDecl] = []
        switch node.kind {
        case .mapping(let pairs):
            for pair in pairs {
                guard let name = text(pair.key, what: "a field name") else { continue }
                let value = pair.value.isNull ? nil : expression(pair.value, what: "a default")
                result.append(FieldDecl(name: name, defaultValue: value, location: pair.key.location))
            }
        default:
            for item in node.items {
                if let name = text(item, what: "a field name") {
                    result.append(FieldDecl(name: name, defaultValue: nil, location: item.location))
                }
            }
        }
        for (i, f) in result.enumerated() where result[..<i].contains(where: { $0.name == f.name }) {
            problems.append(Diagnostic("model \(model) declares field '\(f.name)' twice", at: f.location))
        }
        return result
    }

    mutating func checkTypeName(_ name: String, at location: Location, what: String) -> Bool {
        guard let first = name.first, first.isUppercase, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            problems.append(Diagnostic("\(what) name must start with a capital letter and be one word, as a Swift type: '\(name)'",
                                       at: location))
            return false
        }
        return true
    }

    mutating func components(_ node: YAMLNode) -> [ComponentDecl] {
        guard let reader = MappingReader(node, what: "components", problems: &problems) else { return [] }
        var result: [ComponentDecl] = []
        for pair in reader.pairs {
            guard let name = pair.key.scalar, checkTypeName(name, at: pair.key.location, what: "a component") else {
                continue
            }
            var component = ComponentDecl(name: name, props: [], holders: [], body: [], location: pair.key.location)
            guard var c = MappingReader(pair.value, what: "component \(name)", problems: &problems) else { continue }
            for key in c.keys {
                guard let value = c.take(key) else { continue }
                if key == "props" || key == "bindings" {
                    component.props += value.items.compactMap { item in
                        text(item, what: "a prop name").map {
                            PropDecl(name: $0, isBinding: key == "bindings", location: item.location)
                        }
                    }
                } else if key == "invariant" {
                    component.invariant = expression(value, what: "an invariant")
                } else if key == "body" {
                    component.body = body(value)
                } else if let kind = HolderKind(rawValue: key) {
                    component.holders += holders(value, kind: kind, component: name)
                } else {
                    var hint = Suggestion.hint(for: key, in: SpecDecoder.componentKeys, known: "known keys")
                    if key == "text" || key == "button" { hint = "`\(key):` belongs in the component's `body:` list" }
                    problems.append(Diagnostic("unknown key '\(key)' in component \(name)",
                                               at: c.keyNode(key)?.location ?? value.location, hint: hint))
                }
            }
            checkUniqueNames(component)
            result.append(component)
        }
        return result
    }

    mutating func checkUniqueNames(_ component: ComponentDecl) {
        var seen: [String: Location] = [:]
        let named = component.props.map { ($0.name, $0.location) } + component.holders.map { ($0.name, $0.location) }
        for (name, location) in named {
            if let first = seen[name] {
                problems.append(Diagnostic("'\(name)' is declared twice in component \(component.name)", at: location,
                                           hint: "the first is at line \(first.line)"))
            }
            seen[name] = location
        }
    }

    mutating func holders(_ node: YAMLNode, kind: HolderKind, component: String) -> [HolderDecl] {
        guard let reader = MappingReader(node, what: "\(kind.rawValue) in \(component)", problems: &problems) else {
            return []
        }
        var result: [HolderDecl] = []
        for pair in reader.pairs {
            guard let name = pair.key.scalar else { continue }
            if kind == .memo {
                guard var m = MappingReader(pair.value, what: "memo \(name)", problems: &problems) else { continue }
                guard let v = m.take("value") else {
                    problems.append(Diagnostic("memo \(name) needs a `value:`", at: pair.value.location,
                                               hint: "for example { value: \"Model(input: input)\", dependencies: [input] }"))
                    continue
                }
                let deps = m.take("dependencies").map { $0.items.compactMap { expression($0, what: "a dependency") } }
                if m.keyNode("dependencies") == nil {
                    problems.append(Diagnostic("memo \(name) needs `dependencies:`", at: pair.value.location,
                                               hint: "the list of values that rebuild it when they change, e.g. [input]"))
                }
                m.finish(what: "memo \(name)", allowed: SpecDecoder.memoKeys, problems: &problems)
                if let initial = expression(v, what: "a memo value") {
                    result.append(HolderDecl(name: name, kind: kind, initial: initial, dependencies: deps ?? [],
                                             location: pair.key.location))
                }
            } else if let initial = expression(pair.value, what: "an initial value") {
                result.append(HolderDecl(name: name, kind: kind, initial: initial, dependencies: [],
                                         location: pair.key.location))
            }
        }
        return result
    }
}
