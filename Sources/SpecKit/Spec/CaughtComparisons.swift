/// `e == SaveError.taken` in a `catch` (docs/semantics.md §81): Swift compares a constant that
/// `catch let e as SaveError` typed with a case of that enum, whose `==` it synthesizes, and
/// refuses it for an `any Error`.
extension CaughtErrors {
    /// `SaveError.taken` written as a value: the type and the case; nil for anything else.
    static func namesCase(_ e: Expr) -> (type: String, name: String)? {
        guard case .member(let base, let name) = e.kind, case .name(let type) = base.kind, type != ScenePhase.typeName,
              type.first?.isUppercase == true else { return nil }
        return (type, name)
    }

    /// Why `e`, comparing the caught `constant` (of `type`, nil for `any Error`) with `other`, does
    /// not compile; nil when it does. In Swift's words where it has them.
    static func comparisonProblem(_ e: Expr, constant: String, typed type: String?, with other: Expr,
                                  errorType: (String) -> ErrorTypeDecl?) -> Diagnostic? {
        guard case .binary(let op, _, _) = e.kind else { return nil }
        // An enum with a case that has values is Equatable only when it says so, which a type
        // under `errors:` does not: Swift has no `==` for it, whatever case is compared (§84).
        if let type, let decl = errorType(type), let withValues = decl.cases.first(where: { !$0.values.isEmpty }) {
            return Diagnostic("binary operator '\(op)' cannot be applied to two '\(type)' operands", at: e.location,
                              hint: "\(type).\(withValues.declared) has values, so \(type) is not Equatable: take the case by its clause, "
                                  + (namesCase(other).map { "`catch \(type).\($0.name) { … }`" } ?? "`catch \(type).\(withValues.bindingPattern) where …`"))
        }
        let named = namesCase(other)
        if let type, let named, named.type == type, let decl = errorType(type) {
            guard decl.case(named: named.name) == nil else { return nil }
            return Diagnostic("type '\(type)' has no member '\(named.name)'", at: other.location,
                              hint: "its cases are \(decl.cases.map { "`\($0.name)`" }.joined(separator: ", "))"
                                  + (Suggestion.closest(to: named.name, in: decl.cases.map(\.name)).map { "; did you mean `\($0)`?" } ?? ""))
        }
        if let type, ErrorPattern.builtIn.contains(type) {
            // [D] A built-in error's own `==` and its codes are not expressed.
            return Diagnostic("`\(e.source)`: a caught \(type) is not compared here; a case of a type under `errors:` is", at: e.location,
                              hint: "take it by its clause, `catch is \(type) { … }`, or test it with `\(constant) is \(type)`")
        }
        let otherType = named?.type ?? literalType(other) ?? "_"
        let message = "binary operator '\(op)' cannot be applied to operands of type '\(type ?? "any Error")' and '\(otherType)'"
        if type == nil, let named, errorType(named.type) != nil {
            return Diagnostic(message, at: e.location,
                              hint: "bind it typed, `catch let \(constant) as \(named.type) where \(constant) \(op) \(other.source)`, or take the case by its clause: `catch \(other.source) { … }`")
        }
        let example = type.flatMap(errorType).map { "`\(constant) \(op) \($0.name).\($0.cases.first?.name ?? "…")`" }
        return Diagnostic(message, at: e.location,
                          hint: example.map { "\(constant) is a \(type ?? "") here: compare it with one of its cases, \($0)" }
                              ?? "a caught error is compared with a case of a type under `errors:`, once `catch let \(constant) as LoadError` types it")
    }

    /// The type Swift gives a literal, for a message.
    private static func literalType(_ e: Expr) -> String? {
        switch e.kind {
        case .string, .interpolation: return "String"
        case .int: return "Int"
        case .bool: return "Bool"
        case .null: return "_OptionalNilComparisonType"
        default: return nil
        }
    }
}
