/// `error` in a `catch` with no pattern: the error the clause took, of which a spec reads only
/// `error.localizedDescription` (docs/semantics.md §75.5). A request's error, completed with
/// `error: offline`, describes itself by its message, as the export's `SpecRequestError` does
/// through `LocalizedError`; what a cancellation's error says is the platform's text.
enum CaughtErrors {
    static let description = "localizedDescription"

    /// The value `error` holds in the clause's block.
    static func value(of error: ThrownError) -> Value {
        switch error {
        case .cancellation: return .structure(StructValue(type: "CancellationError", fields: []))
        case .cancelledRequest: return .structure(StructValue(type: "URLError", fields: []))
        case .message(let text): return .structure(StructValue(type: requestError, fields: [Argument(label: "message", value: .string(text))]))
        case .declared(let type, let name, let description, let values):
            // The case, what it says if the spec gives a text (§79), and its values (§84).
            return .structure(StructValue(type: type, fields: [Argument(label: "case", value: .string(name))]
                                              + (description.map { [Argument(label: "description", value: .string($0))] } ?? [])
                                              + (values.isEmpty ? [] : [Argument(label: payloadField, value: .structure(StructValue(type: "", fields: values)))])))
        }
    }

    /// The field of a caught error's value that holds its case's values (§84).
    static let payloadField = "values"

    /// The export's type of a request's error (Export/TimeWriter.swift).
    static let requestError = "SpecRequestError"

    /// `error.localizedDescription` of a caught error; nil when `value` is no caught error. An
    /// error of a type the spec declares holds its `case`, a name no struct's field can have.
    static func localizedDescription(of value: StructValue, at location: Location) throws -> Value? {
        switch value.type {
        case requestError: return value.field("message")
        case "CancellationError", "URLError":
            throw Diagnostic("`error.localizedDescription` of \(value.type == "URLError" ? "URLError.cancelled" : "a CancellationError") is the platform's text, which the engine does not know",
                             at: location,
                             hint: "a cancelled task reaches this `catch`: take it first, `catch is CancellationError { } catch is URLError { }`, or `guard !Task.isCancelled else { return }` before reading the error")
        case _ where value.field("case") != nil:
            if let description = value.field("description") { return description }
            let name = value.field("case").map { if case .string(let c) = $0 { c } else { "" } } ?? ""
            // A case with values is keyed by its declaration, `"tooLong(limit: Int)"` (§84).
            var key = name
            if case .structure(let payload)? = value.field(payloadField) {
                key = "\"\(name)(" + payload.fields.map { ($0.label.isEmpty ? "" : "\($0.label): ") + $0.value.typeName }.joined(separator: ", ") + ")\""
            }
            throw textUnknown(type: value.type, name: name, key: key, at: location)
        default: return nil
        }
    }

    /// Why a case of no text cannot be read as `error.localizedDescription`, before the run
    /// (DescriptionsAhead.swift) or at it; `key` is the case as `errors:` declares it.
    static func textUnknown(type: String, name: String, key: String, at location: Location) -> Diagnostic {
        Diagnostic("`error.localizedDescription` of \(type).\(name) is the platform's text, which the engine does not know", at: location,
                   hint: "give each case of \(type) what it says under `errors:`, e.g. \(type): { \(key): '\"…\"' }, which makes it a LocalizedError")
    }

    /// Where a block uses its caught error's constant (`error`, or the name `catch let` gives)
    /// other than as `.localizedDescription` or with `is`, which is all the spec language reads of it.
    static func otherUses(of constant: String, in statements: [Statement]) -> [Location] {
        // `throw error` throws it again (§79.7).
        statements.flatMap(\.flattened).filter { !throwsAgain($0, constant) }.flatMap(\.expressions).flatMap { otherUses(of: constant, in: $0) }
    }

    /// The same in one expression, a `catch`'s `where` (§81).
    static func otherUses(of constant: String, inExpression e: Expr) -> [Location] { otherUses(of: constant, in: e) }

    /// Whether the statement is `throw error`, the constant a `catch` bound.
    static func throwsAgain(_ s: Statement, _ constant: String) -> Bool {
        if case .throwError(let e) = s.kind, isName(e, constant) { return true }
        return false
    }

    /// The error a caught error's value stands for, to throw it again; nil for a value no
    /// `catch` bound.
    static func thrownError(from value: Value) -> ThrownError? {
        guard case .structure(let s) = value else { return nil }
        switch s.type {
        case "CancellationError": return .cancellation
        case "URLError": return .cancelledRequest
        case requestError:
            guard case .string(let text)? = s.field("message") else { return nil }
            return .message(text)
        default:
            guard case .string(let name)? = s.field("case") else { return nil }
            let description: String? = if case .string(let d)? = s.field("description") { d } else { nil }
            let values: [Argument] = if case .structure(let payload)? = s.field(payloadField) { payload.fields } else { [] }
            return .declared(type: s.type, name: name, description: description, values: values)
        }
    }

    /// `e == SaveError.taken` (or `!=`, either way round): whether the error a `catch let e as
    /// SaveError` took is that case, as Swift's synthesized `==` of an enum without associated
    /// values says; nil when the expression compares no caught error with a case.
    /// Any other comparison of a name with `Type.member` is evaluated here as it is elsewhere,
    /// the name read once.
    static func comparison(_ op: String, _ lhs: Expr, _ rhs: Expr, _ e: Expr, in scope: Scope) throws -> Value? {
        for (named, other, otherFirst) in [(rhs, lhs, true), (lhs, rhs, false)] {
            guard case .member(let base, let name) = named.kind, case .name(let type) = base.kind, type != ScenePhase.typeName,
                  type.first?.isUppercase == true, case .name(let constant) = other.kind else { continue }
            let value = try scope.lookup(constant, at: other.location)
            if case .structure(let caught) = value, caught.type == type, case .string(let thrown)? = caught.field("case") {
                return .bool((thrown == name) == (op == "=="))
            }
            let member = try Evaluator.evaluate(named, in: scope)
            return try Evaluator.binary(op, otherFirst ? value : member, otherFirst ? member : value, e, limits: scope.limits)
        }
        return nil
    }

    private static func otherUses(of constant: String, in e: Expr) -> [Location] {
        switch e.kind {
        case .member(let base, description) where isName(base, constant): return []
        case .binary("is", let base, _) where isName(base, constant): return []
        // `e == SaveError.taken`: held to a constant bound `as` that type by the checks (§81).
        case .binary(let op, let a, let b) where (op == "==" || op == "!=") && (isName(a, constant) || isName(b, constant)):
            return otherUses(of: constant, in: isName(a, constant) ? b : a)
        case .name(constant): return [e.location]
        default: return e.kind.subexpressions.flatMap { otherUses(of: constant, in: $0) }
        }
    }

    /// `error is CancellationError`: whether the caught error is of that type.
    static func isOfType(_ value: Value, _ type: Expr, _ e: Expr) throws -> Value {
        guard case .structure(let s) = value, case .name(let name) = type.kind else {
            throw Diagnostic("`\(e.source)` tests no caught error", at: e.location,
                             hint: "`is` tests the error a `catch` took: `error is CancellationError`")
        }
        return .bool(s.type == name)
    }

    /// Why `x is T` is refused: only `error`, the error a `catch` took, is tested, against a type
    /// an await throws or one the spec declares; nil when it is such a test.
    static func typeTest(_ x: Expr, _ type: Expr, constants: [String], declared: [String]) -> Diagnostic? {
        let types = ErrorPattern.builtIn + declared
        guard case .name(let n) = x.kind, constants.contains(n) else {
            return Diagnostic("`is` tests the error a `catch` took here: `error is \(types.joined(separator: "` or `error is "))`", at: x.location,
                              hint: "a value's type is known before the run; compare its value instead")
        }
        guard case .name(let t) = type.kind, types.contains(t) else {
            return Diagnostic("`error is` takes \(types.map { "`\($0)`" }.joined(separator: " or ")) here; found '\(type.source)'", at: type.location,
                              hint: declared.isEmpty ? "an await here throws CancellationError (a cancelled sleep), URLError (a cancelled request) or the error a script completes a request with; declare an error type of the app's own under `errors:`"
                                                     : "an await here throws CancellationError (a cancelled sleep), URLError (a cancelled request) or the error a script completes a request with; a `throw`, the types under `errors:`")
        }
        return nil
    }

    private static func isName(_ e: Expr, _ constant: String) -> Bool { if case .name(constant) = e.kind { true } else { false } }
}
