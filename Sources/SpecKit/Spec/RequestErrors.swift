/// The error a request fails with when a step completes it with `error:` (docs/semantics.md
/// §75.3): free text, a `SpecRequestError` that only a `catch` with no pattern takes, or a case
/// of an error type the spec declares, `LoadError.offline` or `LoadError.http(code: 500)`,
/// thrown as that error so that `catch LoadError.offline` takes it, as a request of the app
/// that throws its own error type does.
extension Completion {
    /// Whether the text names a case, `Type.case…`: an UpperCamelCase name, a dot, a letter.
    /// Free text reads otherwise ("offline", "Server down", "Mr. Smith").
    static func namesCase(_ text: String) -> Bool {
        guard let dot = text.firstIndex(of: "."), let first = text.first, first.isUppercase else { return false }
        let type = text[..<dot], rest = text[text.index(after: dot)...]
        return type.allSatisfy { $0.isLetter || $0.isNumber } && (rest.first?.isLetter ?? false)
    }
}

extension Spec {
    /// The error the step's `error:` throws: the declared case with its values and its text, or
    /// the free text's `SpecRequestError`. The checks refuse a case that is not declared, or
    /// whose values do not fit, before the run; here it stops the run.
    func requestError(of c: Completion) throws -> ThrownError? {
        guard let text = c.error else { return nil }
        guard let e = c.errorCase else { return .message(text) }
        guard let (type, found, arguments) = thrownCase(e) else {
            throw Diagnostic("`error: \(text)` names no case of an error type the spec declares", at: c.errorLocation ?? c.location, hint: knownTypesHint)
        }
        var values: [Argument] = []
        for (value, argument) in zip(found.values, arguments ?? []) {
            values.append(Argument(label: value.label ?? "", value: try Evaluator.evaluate(argument.value, in: ConstantScope())))
        }
        var description = found.description
        if let said = found.text {
            let named = values.filter { !$0.label.isEmpty }.map { ($0.label, $0.value) }
            if case .string(let s) = try Evaluator.evaluate(said, in: CaseValuesScope(values: Dictionary(named, uniquingKeysWith: { a, _ in a }))) {
                description = s
            }
        }
        return .declared(type: type.name, name: found.name, description: description, values: values)
    }
}

/// What a case's text sees when a step's `error:` throws it: the case's labelled values.
final class CaseValuesScope: RestrictedScope {
    let values: [String: Value]
    var what: String { "an error's text" }

    init(values: [String: Value]) { self.values = values }

    func lookup(_ name: String, at location: Location) throws -> Value {
        guard let v = values[name] else { throw Diagnostic("an error's text can only read its case's values; found '\(name)'", at: location) }
        return v
    }
}

extension SpecValidator {
    /// Why a step's `error:` throws nothing the spec can name, in Swift's words where Swift has
    /// them: a type not declared, a case it does not have, values that do not fit the case, or a
    /// bare case name, which Swift needs the type of.
    mutating func checkRequestError(_ c: Completion) {
        guard let text = c.error else { return }
        let location = c.errorLocation ?? c.location
        guard let e = c.errorCase else {
            // `error: offline` where LoadError declares `offline`: free text, which no case pattern takes.
            let owners = spec.errorTypes.filter { $0.case(named: text) != nil }
            if let owner = owners.first, let found = owner.case(named: text) {
                let written = "\(owner.name).\(found.name)" + (found.values.isEmpty ? "" : "(" + found.values.map { ($0.label.map { "\($0): " } ?? "") + TypeCheck.example($0.type) }.joined(separator: ", ") + ")")
                report(Diagnostic("`error: \(text)` is free text, not the case \(owner.name).\(found.declared): `catch \(owner.name).\(found.name)` would not take it", at: location,
                                  hint: "write `error: \(written)` to throw the case\(owners.count > 1 ? " (" + owners.dropFirst().map(\.name).joined(separator: ", ") + " declare\(owners.count > 2 ? "" : "s") it too)" : ""), as Swift names a case with its type; or a message of other words, which only a `catch` with no pattern takes"))
            }
            return
        }
        guard let (type, found, arguments) = spec.thrownCase(e) else {
            var named: (base: Expr, name: String)?
            if case .member(let base, let name) = e.kind { named = (base, name) }
            if case .call(let base?, let name, _) = e.kind { named = (base, name) }
            guard let (base, name) = named, case .name(let type) = base.kind else {
                report(Diagnostic("`error:` is a case of a declared error type, `LoadError.offline`, or a message; found \(text)", at: location,
                                  hint: spec.knownTypesHint))
                return
            }
            if let decl = spec.errorType(named: type) {
                report(Diagnostic("\(type) has no case '\(name)'", at: location,
                                  hint: "its cases are \(decl.cases.map { "`\($0.declared)`" }.joined(separator: ", "))"
                                      + (Suggestion.closest(to: name, in: decl.cases.map(\.name)).map { "; did you mean `\(type).\($0)`?" } ?? "")))
            } else {
                let near = Suggestion.closest(to: type, in: spec.errorTypes.map(\.name))
                report(Diagnostic("`error: \(text)`: '\(type)' is not an error type the spec declares", at: location,
                                  hint: near.map { "did you mean `\($0).\(name)`?" } ?? spec.knownTypesHint + "; a message is free text without `Type.`"))
            }
            return
        }
        guard !found.broken else { return }
        let form = "\(type.name).\(found.declared) is written `error: \(type.name).\(found.name)\(found.values.isEmpty ? "" : "(" + found.values.map { ($0.label.map { "\($0): " } ?? "") + TypeCheck.example($0.type) }.joined(separator: ", ") + ")")`"
        guard let arguments else {
            if !found.values.isEmpty {
                report(Diagnostic("thrown expression type '\(found.constructorType(of: type.name))' does not conform to 'Error'", at: location, hint: form))
            }
            return
        }
        guard !found.values.isEmpty else {
            report(Diagnostic("enum case '\(found.name)' has no associated values", at: location, hint: "write it without parentheses, `error: \(type.name).\(found.name)`"))
            return
        }
        for (i, value) in found.values.enumerated() {
            guard i < arguments.count else {
                report(Diagnostic("missing argument for parameter \(value.label.map { "'\($0)'" } ?? "#\(i + 1)") in call", at: location, hint: form))
                return
            }
            let argument = arguments[i]
            if argument.label != value.label {
                let why = switch (argument.label, value.label) {
                case (let have?, let expected?): "incorrect argument label in call (have '\(have):', expected '\(expected):')"
                case (nil, let expected?): "missing argument label '\(expected):' in call"
                case (let have?, nil): "extraneous argument label '\(have):' in call"
                case (nil, nil): ""
                }
                report(Diagnostic(why, at: location, hint: form))
                return
            }
            guard let v = try? Evaluator.evaluate(argument.value, in: ConstantScope()) else {
                report(Diagnostic("a step's error values are constants; found \(argument.value.source)", at: location, hint: form))
                return
            }
            if v.typeName != value.type {
                report(Diagnostic("cannot convert value of type '\(v.typeName)' to expected argument type '\(value.type)'", at: location, hint: form))
                return
            }
        }
        if arguments.count > found.values.count {
            report(Diagnostic("extra argument in call", at: location, hint: form))
        }
    }
}
