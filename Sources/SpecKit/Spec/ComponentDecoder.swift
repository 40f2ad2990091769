/// Decoding of `models:` and `components:`.
extension SpecDecoder {
    static let modelKeys = ["fields", "creations"]
    static let componentKeys = ["props", "body"] + HolderKind.allCases.map(\.rawValue)
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
                        problems.append(Diagnostic("creations is `observed` or `static`, not '\(s)'", at: c.location,
                                                   hint: "observed: an @Observable counter; static: a plain static var"))
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
        // A repeated field is reported and dropped, so constructions are checked against the fields meant.
        var first: [String: Location] = [:]
        var unique: [FieldDecl] = []
        for f in result {
            if let earlier = first[f.name] {
                problems.append(Diagnostic("model \(model) declares field '\(f.name)' twice", at: f.location,
                                           hint: "the first is at line \(earlier.line)"))
                continue
            }
            first[f.name] = f.location
            unique.append(f)
        }
        return unique
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
                if key == "props" {
                    component.props = value.items.compactMap { item in
                        text(item, what: "a prop name").map { PropDecl(name: $0, location: item.location) }
                    }
                } else if key == "body" {
                    component.body = body(value)
                } else if let kind = HolderKind(rawValue: key) {
                    component.holders += holders(value, kind: kind, component: name)
                } else {
                    var hint = Suggestion.hint(for: key, in: SpecDecoder.componentKeys, known: "known keys")
                    if key == "text" || key == "button" { hint = "`\(key):` belongs in the component's `body:` list" }
                    problems.append(Diagnostic("unknown key '\(key)' in component \(name)",
                                               at: c.keyNode(key)?.location ?? value.location, hint: hint))
                    // Read a misspelt holder kind as the kind it resembles, so its names do not cascade
                    // into "not defined" errors.
                    if let guess = Suggestion.closest(to: key, in: HolderKind.allCases.map(\.rawValue)),
                       let kind = HolderKind(rawValue: guess) {
                        component.holders += holders(value, kind: kind, component: name)
                    }
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
            } else {
                // A holder whose value does not parse is still declared, so its uses are not reported too.
                let initial = expression(pair.value, what: "an initial value")
                    ?? Expr(.int(0), at: pair.value.location, source: "0")
                result.append(HolderDecl(name: name, kind: kind, initial: initial, dependencies: [],
                                         location: pair.key.location))
            }
        }
        return result
    }

    mutating func body(_ node: YAMLNode) -> [Element] {
        guard case .sequence(let items) = node.kind else {
            problems.append(Diagnostic("body must be a list of elements (lines starting with '- ')", at: node.location))
            return []
        }
        return items.compactMap { element($0) }
    }

    mutating func element(_ node: YAMLNode) -> Element? {
        guard var e = MappingReader(node, what: "a body element", problems: &problems) else { return nil }
        if let t = e.take("text") {
            e.finish(what: "a text", allowed: ["text"], problems: &problems)
            return template(t, what: "a text").map { .text($0, node.location) }
        }
        if let b = e.take("button") {
            let label = template(b, what: "a button label")
            guard let a = e.take("action") else {
                problems.append(Diagnostic("a button needs an `action:`", at: node.location,
                                           hint: "for example `action: count += 1`"))
                return nil
            }
            let action = statements(a)
            e.finish(what: "a button", allowed: ["button", "action"], problems: &problems)
            return label.map { .button(label: $0, action: action, node.location) }
        }
        let components = e.keys.filter { $0.first?.isUppercase == true }
        guard components.count == 1, let name = components.first, let args = e.take(name) else {
            let first = e.keys.first ?? ""
            problems.append(Diagnostic(
                components.count > 1 ? "one element holds one component; found \(components.joined(separator: ", "))"
                                     : "unknown element '\(first)'",
                at: e.keyNode(first)?.location ?? node.location,
                hint: Suggestion.closest(to: first, in: ["text", "button"]).map { "did you mean '\($0)'?" }
                    ?? "an element is `text:`, `button:` with `action:`, or a component such as `- Row: { model: model }`"))
            return nil
        }
        var arguments: [(label: String, value: Expr)] = []
        if !args.isNull, let reader = MappingReader(args, what: "the arguments of \(name)", problems: &problems) {
            for pair in reader.pairs {
                guard let label = pair.key.scalar, let value = expression(pair.value, what: "an argument") else { continue }
                arguments.append((label, value))
            }
        }
        e.finish(what: "component \(name)", allowed: [name], problems: &problems)
        return .child(ChildDecl(component: name, arguments: arguments, location: e.keyNode(name)?.location ?? node.location))
    }
}
