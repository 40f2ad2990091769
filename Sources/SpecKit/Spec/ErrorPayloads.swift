/// Error cases with associated values (docs/semantics.md §84): `tooLong(limit: Int)` declared
/// under `errors:`, thrown as `throw SaveError.tooLong(limit: 40)`, and the checks Swift makes of
/// the call, in its words.
extension SpecDecoder {
    /// The types a case's value may have: the spec's plain values.
    static let caseValueTypes = ["Int", "String", "Bool"]

    /// A case as written under `errors:`: `taken`, or `tooLong(limit: Int)` with its values;
    /// declared by name alone and marked broken, with the problem reported, when the values do
    /// not parse.
    mutating func errorCase(_ key: String, type: String, at node: YAMLNode) -> ErrorTypeDecl.Case {
        let start = node.contentLocation
        guard let open = key.firstIndex(of: "(") else {
            return ErrorTypeDecl.Case(name: key, description: nil, location: node.location)
        }
        let name = String(key[..<open])
        var broken = ErrorTypeDecl.Case(name: name, description: nil, location: node.location)
        broken.broken = true
        let form = "declare its values as Swift does, \(name.isEmpty ? "tooLong" : name)(limit: Int), each an Int, String or Bool, with a label or without"
        guard key.hasSuffix(")") else {
            problems.append(Diagnostic("expected ')' after the values of case '\(name)'", at: start.advanced(by: key.count), hint: form))
            return broken
        }
        let inner = key[key.index(after: open)..<key.index(before: key.endIndex)]
        guard !inner.allSatisfy(\.isWhitespace) else {
            problems.append(Diagnostic("case '\(name)' is written with '()' and no values", at: start.advanced(by: name.count),
                                       hint: "a case without values is its name alone, `\(name)`"))
            return broken
        }
        var values: [ErrorTypeDecl.CaseValue] = []
        var offset = name.count + 1
        var labels: Set<String> = []
        for part in inner.split(separator: ",", omittingEmptySubsequences: false) {
            let at = start.advanced(by: offset + part.prefix(while: \.isWhitespace).count)
            offset += part.count + 1
            let pieces = part.split(separator: ":", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            let label = pieces.count == 2 ? pieces[0] : nil
            let valueType = pieces.last ?? ""
            if pieces.count > 2 || valueType.isEmpty || label?.isEmpty == true {
                problems.append(Diagnostic("expected a value's type, `limit: Int` or `Int`; found '\(part.trimmingCharacters(in: .whitespaces))'", at: at, hint: form))
                return broken
            }
            if let label, !(label.first?.isLowercase ?? false) || !label.allSatisfy({ $0.isLetter || $0.isNumber }) || SwiftNames.keywords.contains(label) {
                problems.append(Diagnostic("a value's label is a name in lowerCamelCase; found '\(label)'", at: at, hint: form))
                return broken
            }
            if let label, !labels.insert(label).inserted {
                // Swift's words for a label written twice.
                problems.append(Diagnostic("invalid redeclaration of '\(label)'", at: at, hint: "give each value of '\(name)' a label of its own"))
                return broken
            }
            guard Self.caseValueTypes.contains(valueType) else {
                let typeAt = label == nil ? at : at.advanced(by: part.trimmingCharacters(in: .whitespaces).count - valueType.count)
                problems.append(Diagnostic("cannot find type '\(valueType)' in scope", at: typeAt,
                                           hint: "a case's value here is an Int, a String or a Bool" + (Suggestion.closest(to: valueType, in: Self.caseValueTypes).map { "; did you mean `\($0)`?" } ?? "")))
                return broken
            }
            values.append(.init(label: label, type: valueType))
        }
        var declared = ErrorTypeDecl.Case(name: name, description: nil, location: node.location)
        declared.values = values
        return declared
    }
}

extension Spec {
    /// `SaveError.tooLong(limit: 40)` or `SaveError.taken` as written: the declared type and case,
    /// and the arguments of a call (nil for a bare member); nil when it names no declared case.
    func thrownCase(_ e: Expr) -> (type: ErrorTypeDecl, case: ErrorTypeDecl.Case, arguments: [(label: String?, value: Expr)]?)? {
        switch e.kind {
        case .member(let base, let name):
            guard case .name(let type) = base.kind, let decl = errorType(named: type), let c = decl.case(named: name) else { return nil }
            return (decl, c, nil)
        case .call(let base?, let name, let arguments):
            guard case .name(let type) = base.kind, let decl = errorType(named: type), let c = decl.case(named: name) else { return nil }
            return (decl, c, arguments)
        default:
            return nil
        }
    }
}

extension Spec {
    /// Why a case pattern's values do not fit the case, in Swift's words: values on a case that
    /// has none, another count, or a label the case does not give that value (§84).
    static func payloadShapeProblem(_ payload: [PayloadElement], of c: ErrorTypeDecl.Case, in type: ErrorTypeDecl, at location: Location) -> Diagnostic? {
        guard !c.broken else { return nil }
        let form = "\(type.name).\(c.declared): " + (c.values.isEmpty ? "catch it by name, `catch \(type.name).\(c.name) { … }`"
                                                                      : "write `catch \(type.name).\(c.bindingPattern)`, or `catch \(type.name).\(c.name)` for any values")
        guard !c.values.isEmpty else {
            return Diagnostic("pattern with associated values does not match enum case '\(c.name)'", at: location, hint: form)
        }
        guard payload.count == c.values.count else {
            if payload.count == 1, c.values.count > 1 {
                return Diagnostic("enum case '\(c.name)' has \(c.values.count) associated values; matching them as a tuple is deprecated", at: payload[0].location, hint: form)
            }
            return Diagnostic("tuple pattern has the wrong length for tuple type '\(c.tupleType)'", at: payload.first?.location ?? location, hint: form)
        }
        for (element, value) in zip(payload, c.values) {
            guard let label = element.label, label != value.label else { continue }
            return Diagnostic(value.label.map { "tuple pattern element label '\(label)' must be '\($0)'" } ?? "tuple pattern element label '\(label)' must be '_'",
                              at: element.location, hint: form)
        }
        return nil
    }
}

extension TypeCheck {
    /// Why a case pattern's value, `SaveError.tooLong(40)`, cannot match the case's value, in
    /// Swift's words: an expression of another type (§84).
    func payloadValueProblem(_ pattern: ErrorPattern, in env: DeclaredTypes.Names) -> Diagnostic? {
        guard case .value(let type, let name, let payload?) = pattern, let c = rules.spec.errorType(named: type)?.case(named: name), !c.broken else { return nil }
        for (element, value) in zip(payload, c.values) {
            guard let e = element.value else { continue }
            checkFields(e, in: env)
            if let t = rules.type(of: e, in: env), DeclaredTypes.isPlain(t), t != Self.swiftType(value.type) {
                return Diagnostic("expression pattern of type '\(t)' cannot match values of type '\(value.type)'", at: e.location,
                                  hint: "\(type).\(c.declared): match it with \(DeclaredTypes.withArticle(value.type)), or bind it, `let \(value.label ?? "value")`")
            }
        }
        return nil
    }

    /// Why `throw SaveError.tooLong(limit: x)` does not compile, in Swift's words: values left
    /// out, labels or counts that do not fit the case, a value of another type, a case with
    /// values thrown without them, or one without values called; nil when it is fine.
    func payloadProblem(_ e: Expr, in env: DeclaredTypes.Names) -> Diagnostic? {
        guard let (type, c, arguments) = rules.spec.thrownCase(e), !c.broken else { return nil }
        let hint = "\(type.name).\(c.declared) is thrown as `throw \(type.name).\(c.name)\(c.values.isEmpty ? "" : "(" + c.values.map { ($0.label.map { "\($0): " } ?? "") + Self.example($0.type) }.joined(separator: ", ") + ")")`"
        guard let arguments else {
            guard c.values.isEmpty else {
                return Diagnostic("thrown expression type '\(c.constructorType(of: type.name))' does not conform to 'Error'", at: e.location, hint: hint)
            }
            return nil
        }
        guard !c.values.isEmpty else {
            return Diagnostic("enum case '\(c.name)' has no associated values", at: e.location, hint: "throw it without parentheses, `throw \(type.name).\(c.name)`")
        }
        for (i, value) in c.values.enumerated() {
            guard i < arguments.count else {
                let parameter = value.label.map { "'\($0)'" } ?? "#\(i + 1)"
                return Diagnostic("missing argument for parameter \(parameter) in call", at: arguments.last?.value.location ?? e.location, hint: hint)
            }
            let argument = arguments[i]
            if argument.label != value.label {
                switch (argument.label, value.label) {
                case (let have?, let expected?):
                    return Diagnostic("incorrect argument label in call (have '\(have):', expected '\(expected):')", at: argument.value.location, hint: hint)
                case (nil, let expected?):
                    return Diagnostic("missing argument label '\(expected):' in call", at: argument.value.location, hint: hint)
                case (let have?, nil):
                    return Diagnostic("extraneous argument label '\(have):' in call", at: argument.value.location, hint: hint)
                case (nil, nil):
                    break
                }
            }
            checkFields(argument.value, in: env)
            if let t = rules.type(of: argument.value, in: env), DeclaredTypes.isPlain(t), t != Self.swiftType(value.type) {
                return Diagnostic("cannot convert value of type '\(t)' to expected argument type '\(value.type)'", at: argument.value.location, hint: hint)
            }
        }
        if arguments.count > c.values.count {
            return Diagnostic("extra argument in call", at: arguments[c.values.count].value.location, hint: hint)
        }
        return nil
    }

    /// A value of the type, for a hint.
    static func example(_ type: String) -> String {
        switch type {
        case "Int": return "40"
        case "Bool": return "true"
        default: return "\"…\""
        }
    }

    static func swiftType(_ name: String) -> SwiftType {
        switch name {
        case "Int": return .int
        case "Bool": return .bool
        default: return .string
        }
    }
}

extension TypeCheck {
    /// `env` with the names a case pattern binds, typed as the case declares its values (§84).
    func boundValues(of pattern: ErrorPattern?, in env: DeclaredTypes.Names) -> DeclaredTypes.Names {
        guard case .value(let type, let name, let payload?)? = pattern, let c = rules.spec.errorType(named: type)?.case(named: name) else { return env }
        var inner = env
        for (element, value) in zip(payload, c.values) {
            if let bound = element.binding { inner[bound] = Self.swiftType(value.type) }
        }
        return inner
    }
}

extension SpecValidator {
    /// A case's text that reads its values: only the labels it binds are in scope, and it gives
    /// a String, the `errorDescription` Swift returns (§84).
    mutating func checkErrorTexts() {
        for type in spec.errorTypes {
            for c in type.cases {
                guard let text = c.text, !c.broken else { continue }
                let labels = c.values.compactMap(\.label)
                for (name, location) in text.names where !labels.contains(name) {
                    report(Diagnostic("cannot find '\(name)' in scope", at: location,
                                      hint: labels.isEmpty ? "\(type.name).\(c.declared) gives its values no labels: its text reads none of them"
                                                           : "the text of \(type.name).\(c.name) reads its values, \(labels.map { "`\($0)`" }.joined(separator: ", ")), and nothing else"))
                }
                let types = Dictionary(c.values.compactMap { v in v.label.map { ($0, v.type) } }, uniquingKeysWith: { a, _ in a })
                if let found = Self.textType(text, labels: types), found != "String" {
                    report(Diagnostic("cannot convert return expression of type '\(found)' to return type 'String?'", at: text.location,
                                      hint: "what an error says is a String: `\"Keep it under \" + String(limit) + \" characters.\"`"))
                }
            }
        }
    }

    /// The type of a case's text where it is plain to see: literals, the values, `String(x)`, `+`.
    private static func textType(_ e: Expr, labels: [String: String]) -> String? {
        switch e.kind {
        case .string, .interpolation: return "String"
        case .int: return "Int"
        case .bool: return "Bool"
        case .name(let name): return labels[name]
        case .call(nil, "String", _): return "String"
        case .binary("+", let a, let b):
            let (ta, tb) = (textType(a, labels: labels), textType(b, labels: labels))
            return ta == tb ? ta : nil
        case .conditional(_, let a, let b):
            let (ta, tb) = (textType(a, labels: labels), textType(b, labels: labels))
            return ta == tb ? ta : nil
        default: return nil
        }
    }
}
