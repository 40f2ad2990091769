/// Error types the spec declares (`errors:`), Swift's `enum LoadError: Error { case offline }`,
/// which `throw LoadError.offline` throws and `catch LoadError.offline` takes (docs/semantics.md §79).
public struct ErrorTypeDecl: Sendable {
    public struct Case: Sendable {
        public var name: String
        /// The text its `LocalizedError` conformance gives, `error.localizedDescription`; nil when
        /// the spec gives none, and the type is a plain `Error`.
        public var description: String?
        public var location: Location
        /// Its associated values, `tooLong(limit: Int)`, in order; none for a plain case (§84).
        public var values: [CaseValue] = []
        /// A text computed from the values, `"Keep it under " + String(limit)`: the expression,
        /// evaluated with the values bound when the case is thrown; nil when the text is a literal.
        public var text: Expr?
        /// Its values did not parse: declared by name, so that its throws and patterns are not
        /// each another error for the one mistake. A spec with one does not run.
        public var broken = false

        /// As Swift declares it: `tooLong(limit: Int)`, or the name alone.
        public var declared: String {
            values.isEmpty ? name : "\(name)(\(values.map(\.declared).joined(separator: ", ")))"
        }

        /// The case's type as a function of its values, as Swift names it in a message:
        /// `(Int) -> SaveError`.
        func constructorType(of type: String) -> String { "(\(values.map(\.type).joined(separator: ", "))) -> \(type)" }

        /// A pattern that binds each value, for a hint: `tooLong(let limit)`, `moved(let value1, let value2)`.
        public var bindingPattern: String {
            let names = values.enumerated().map { i, v in v.label ?? (values.count == 1 ? "value" : "value\(i + 1)") }
            return values.isEmpty ? name : "\(name)(\(names.map { "let \($0)" }.joined(separator: ", ")))"
        }

        /// Its values as a tuple type, `(limit: Int)`, as Swift names it in a message.
        var tupleType: String { "(\(values.map(\.declared).joined(separator: ", ")))" }
    }

    /// One associated value of a case: `limit: Int`, or `Int` without a label.
    public struct CaseValue: Sendable, Hashable {
        public var label: String?
        /// `Int`, `String` or `Bool` (§84).
        public var type: String

        public var declared: String { label.map { "\($0): \(type)" } ?? type }
    }

    public var name: String
    public var cases: [Case]
    public var location: Location

    public func `case`(named name: String) -> Case? { cases.first { $0.name == name } }
    /// Whether its cases describe themselves: the export conforms it to `LocalizedError`.
    public var isLocalized: Bool { cases.contains { $0.description != nil || $0.text != nil } }
}

extension Spec {
    public func errorType(named name: String) -> ErrorTypeDecl? { errorTypes.first { $0.name == name } }

    /// The error `throw e` throws: `LoadError.offline` of a declared type, or
    /// `CancellationError()`; nil for anything else, which the checks refuse.
    func thrownError(_ e: Expr) -> ThrownError? {
        switch e.kind {
        case .member(let base, let name):
            guard case .name(let type) = base.kind, let decl = errorType(named: type), let c = decl.case(named: name) else { return nil }
            return .declared(type: type, name: name, description: c.description)
        case .construct("CancellationError", let arguments) where arguments.isEmpty:
            return .cancellation
        case .call(nil, "CancellationError", let arguments) where arguments.isEmpty:
            return .cancellation
        default:
            return nil
        }
    }

    /// Why a `catch`'s pattern names nothing the spec can throw: a type neither built in nor
    /// declared, or a case its type does not have; nil when it is fine.
    func unknownPattern(_ pattern: ErrorPattern, written: String? = nil, at location: Location) -> Diagnostic? {
        if case .type(let type) = pattern, ErrorPattern.builtIn.contains(type) { return nil }
        guard let decl = errorType(named: pattern.type) else {
            let near = Suggestion.closest(to: pattern.type, in: errorTypes.map(\.name) + ErrorPattern.builtIn)
            return Diagnostic("`catch \(written.map { $0.components(separatedBy: " where ")[0] } ?? pattern.written)` names no error type: '\(pattern.type)' is not declared under `errors:`", at: location,
                              hint: near.map { "did you mean `\($0)`?" } ?? knownTypesHint)
        }
        guard case .value(_, let name, let payload) = pattern else { return nil }
        guard let c = decl.case(named: name) else {
            return Diagnostic("\(decl.name) has no case '\(name)'", at: location,
                              hint: "its cases are \(decl.cases.map { "`\($0.declared)`" }.joined(separator: ", "))"
                                  + (Suggestion.closest(to: name, in: decl.cases.map(\.name)).map { "; did you mean `\($0)`?" } ?? ""))
        }
        return payload.flatMap { Self.payloadShapeProblem($0, of: c, in: decl, at: location) }
    }

    /// The error types a pattern or `is` can name.
    var knownTypesHint: String {
        let declared = errorTypes.map { "`\($0.name)`" }
        return "a clause names CancellationError (a cancelled sleep), URLError (a cancelled request) or a type under `errors:`"
            + (declared.isEmpty ? ", which declares the app's own, e.g. errors: { LoadError: [offline] }"
                               : "; the spec declares \(declared.joined(separator: ", "))")
    }
}

extension SpecDecoder {
    static let errorTypeForm = "for example errors: { LoadError: [offline, notFound] }, or with what each says: errors: { LoadError: { offline: '\"You are offline.\"' } }"

    /// An error type named as a component: the components are read after the error types.
    mutating func refuseErrorTypesNamedLikeComponents(of spec: Spec) {
        for type in spec.errorTypes where spec.position(ofComponent: type.name) != nil {
            problems.append(Diagnostic("'\(type.name)' is already a type here; an error type needs a name of its own",
                                       at: type.location, hint: "for example `LoadError`"))
        }
    }

    /// `errors: { LoadError: [offline, notFound] }`, or a mapping of each case to its text.
    mutating func errorTypes(_ node: YAMLNode, models: [ModelDecl]) -> [ErrorTypeDecl] {
        guard let reader = MappingReader(node, what: "errors", problems: &problems) else { return [] }
        var result: [ErrorTypeDecl] = []
        for pair in reader.pairs {
            guard let name = pair.key.scalar else { continue }
            if !(name.first?.isUppercase ?? false) || !name.allSatisfy({ $0.isLetter || $0.isNumber }) {
                problems.append(Diagnostic("an error type is named like a Swift type, in UpperCamelCase; found '\(name)'",
                                           at: pair.key.location, hint: Self.errorTypeForm))
                continue
            }
            if ErrorPattern.builtIn.contains(name) || models.contains(where: { $0.name == name }) {
                problems.append(Diagnostic("'\(name)' is already a type here; an error type needs a name of its own",
                                           at: pair.key.location, hint: "for example `LoadError`"))
                continue
            }
            var cases: [ErrorTypeDecl.Case] = []
            // A case whose text is wrong has its own error: the type is not also said to have none.
            var written = 0
            if pair.value.mapping != nil, let described = MappingReader(pair.value, what: "error type \(name)", problems: &problems) {
                for c in described.pairs {
                    written += 1
                    guard let key = c.key.scalar, case var declared = errorCase(key, type: name, at: c.key),
                          let text = expression(c.value, what: "what \(name).\(declared.name) says") else { continue }
                    if case .string(let description) = text.kind {
                        declared.description = description
                    } else if !declared.values.isEmpty || declared.broken {
                        // A text that reads the case's values is held to a String with them in scope (§84).
                        declared.text = text
                    } else {
                        problems.append(Diagnostic("what an error says is a string literal; found \(text.source)", at: c.value.location,
                                                   hint: "write \(declared.name): '\"…\"', the text `error.localizedDescription` gives"))
                        continue
                    }
                    cases.append(declared)
                }
            } else {
                for item in pair.value.items {
                    guard let key = text(item, what: "a case of \(name)") else { continue }
                    let declared = errorCase(key, type: name, at: item)
                    cases.append(declared)
                }
            }
            if cases.isEmpty && written == 0 {
                problems.append(Diagnostic("error type \(name) has no cases", at: pair.key.location, hint: Self.errorTypeForm))
            }
            var seen: Set<String> = []
            for c in cases {
                if !(c.name.first.map { $0.isLowercase } ?? false) || !c.name.allSatisfy({ $0.isLetter || $0.isNumber }) {
                    problems.append(Diagnostic("a case is named like a Swift enum case, in lowerCamelCase; found '\(c.name)'",
                                               at: c.location, hint: "for example `offline`"))
                } else if SwiftNames.keywords.contains(c.name) || c.name == "Type" {
                    // `SaveError.self` is the type itself, and `case default` does not compile.
                    problems.append(Diagnostic("'\(c.name)' is a Swift keyword, which a case cannot be named without backticks", at: c.location,
                                               hint: "name it otherwise, e.g. `\(c.name)Case`"))
                } else if !seen.insert(c.name).inserted {
                    problems.append(Diagnostic("\(name) has the case '\(c.name)' twice", at: c.location))
                }
            }
            result.append(ErrorTypeDecl(name: name, cases: cases, location: pair.key.location))
        }
        return result
    }
}

extension TypeCheck {
    /// Why `throw e` throws nothing the spec knows: a case its type does not have, a type not
    /// declared, or a value that is no error (Swift: "thrown expression type … does not conform
    /// to 'Error'").
    static func unthrowable(_ e: Expr, in spec: Spec) -> Diagnostic {
        var named: (base: Expr, name: String)?
        if case .member(let base, let name) = e.kind { named = (base, name) }
        if case .call(let base?, let name, _) = e.kind { named = (base, name) }
        if let (base, name) = named, case .name(let type) = base.kind {
            if let decl = spec.errorType(named: type) {
                return Diagnostic("\(type) has no case '\(name)'", at: e.location,
                                  hint: "its cases are \(decl.cases.map { "`\($0.declared)`" }.joined(separator: ", "))"
                                      + (Suggestion.closest(to: name, in: decl.cases.map(\.name)).map { "; did you mean `\($0)`?" } ?? ""))
            }
            let near = Suggestion.closest(to: type, in: spec.errorTypes.map(\.name))
            return Diagnostic("`throw \(e.source)`: '\(type)' is not an error type the spec declares", at: base.location,
                              hint: near.map { "did you mean `\($0)`?" } ?? spec.knownTypesHint)
        }
        let example = spec.errorTypes.first.map { "the spec declares \($0.name): `throw \($0.name).\($0.cases.first?.name ?? "…")`" }
        return Diagnostic("`throw` takes a case of an error type, `throw LoadError.offline`; found \(e.source)", at: e.location,
                          hint: example ?? "declare the type under `errors:`, e.g. errors: { LoadError: [offline] }, and throw `LoadError.offline`")
    }
}
