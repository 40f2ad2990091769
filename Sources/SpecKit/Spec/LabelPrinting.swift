/// What a label's value prints as in Swift, where that is not what the interpreter shows: the
/// export writes `\(x)` (an optional as `x.map { "\($0)" } ?? "nil"`), and Swift's standard library
/// prints a value inside a list or a struct as `debugPrint` does, a type of the app's own with its
/// module's name, an optional as `Optional(…)`, and a class instance as its qualified type's name
/// (semantics §28). The checks before a run apply the rule where DeclaredTypes is certain of a
/// type, the export where its inference tells one; one place words each refusal, so both say the
/// same, and a label the export refuses is refused before the run that would show it.
enum LabelPrinting {
    /// The type of a struct's field, as the caller knows it; nil where it is not known.
    typealias FieldType = (_ model: String, _ field: String) -> SwiftType?

    /// Whether Swift prints a label's value as the interpreter shows it: `same`, `differs` with
    /// what Swift prints and what to show instead, or `unknown` where the type does not tell.
    enum Verdict: Equatable {
        case same
        /// What Swift prints, and what to write instead.
        case differs(reason: String, hint: String)
        /// A type the rule cannot tell about: a struct with a field of no known type.
        case unknown
    }

    /// The refusal of `shown`, a value of `type` in a label that Swift prints differently.
    static func refusal(_ shown: Expr, of type: SwiftType, reason: String, hint: String) -> Diagnostic {
        Diagnostic("a label shows \(shown.source.quotable), \(type): Swift prints \(reason)", at: shown.location, hint: hint)
    }

    /// The verdict on `shown`, a value of `type`, printed at the top of a label as `"\(x)"`.
    static func verdict(_ shown: Expr, _ type: SwiftType, in spec: Spec, fieldType: FieldType, unwrapped: Bool = false) -> Verdict {
        // A field of an optional is read through `?.`: `{sel?.title}`.
        let x = shown.source + (unwrapped ? "?" : "")
        switch type {
        case .int, .bool, .string, .list(nil): return .same
        // An enum without a description of its own prints its case's name, `all` (§41, §92).
        case .value(let name) where name == ScenePhase.typeName || spec.enumType(named: name) != nil: return .same
        case .value(let name):
            guard let model = spec.model(named: name), model.kind == .struct else { return differs }
            var fields: [(name: String, type: SwiftType)] = []
            for field in model.fields {
                guard let t = fieldType(name, field.name) else { return .unknown }
                fields.append((field.name, t))
            }
            // Each field is debug-printed after its name: `Todo(title: "a", done: false)`.
            guard let odd = fields.first(where: { printedInside($0.type, in: spec) != nil }) else { return fields.isEmpty ? .unknown : .same }
            let shownFields = fields.prefix(3).map { "`{\(x).\($0.name)}`" }.joined(separator: ", ")
            let how = printedInside(odd.type, in: spec)!
            return .differs(reason: "its field \(odd.name) \(how)" + (how == optionalForm ? "" : ": `\(odd.name): \(example(odd.type, in: spec))`"),
                            hint: "show its fields on their own: \(shownFields)")
        case .model(let name):
            let field = spec.model(named: name)?.fields.first.map { "show one of its fields: `{\(x).\($0.name)}`" }
            return .differs(reason: "a class instance as its type's name with the app's module name: `\(example(type, in: spec))`",
                            hint: field ?? "show one of its fields")
        // The export writes the value or `nil` (§52): the value prints as it does alone.
        case .optional(let wrapped?):
            if case .optional = wrapped { return .differs(reason: "the inner optional as Optional(…)", hint: "unwrap it: `{\(x) ?? …}`") }
            return verdict(shown, wrapped, in: spec, fieldType: fieldType, unwrapped: true)
        case .list(let element?):
            guard let how = printedInside(element, in: spec) else { return .same }
            let optional = how == optionalForm
            return .differs(reason: "each of its values \(how)" + (optional ? "" : ": `\(example(type, in: spec))`"), hint: listHint(x, element, in: spec))
        // Only nil seen: the type the export declares it with is not known here.
        case .optional(nil): return .unknown
        case .modelType, .closure, .navigationPath, .task:
            return differs
        }
    }

    /// Anything else: no form of its own the interpreter shows as Swift does.
    private static let differs = Verdict.differs(reason: "it differently from the interpreter", hint: "show a number, a string, a flag or a field of it")

    private static let optionalForm = "as Optional(…)"

    /// How Swift prints a value of `type` inside a list or a struct, as `debugPrint` does, where
    /// the interpreter shows it otherwise; nil where the two agree (numbers, flags, quoted strings).
    static func printedInside(_ type: SwiftType, in spec: Spec) -> String? {
        switch type {
        case .int, .bool, .string, .list(nil): return nil
        case .list(let element?): return printedInside(element, in: spec)
        case .optional: return optionalForm
        case .value(let name) where name == ScenePhase.typeName: return "with SwiftUI's module name"
        case .value, .model: return "with the app's module name"
        case .modelType, .closure, .navigationPath, .task: return "differently from the interpreter"
        }
    }

    /// What Swift prints for a value of `type` inside a list or a struct, the app's module `App`.
    private static func example(_ type: SwiftType, in spec: Spec) -> String {
        switch type {
        case .list(let element): return "[\(element.map { example($0, in: spec) } ?? "")]"
        case .optional: return "Optional(…)"
        case .value(let name) where name == ScenePhase.typeName: return "SwiftUI.ScenePhase.active"
        case .value(let name):
            if let e = spec.enumType(named: name) { return "App.\(name).\(e.cases.first ?? "…")" }
            return "App.\(name)(…)"
        case .model(let name): return "App.\(name)"
        default: return "…"
        }
    }

    /// What to show of a list whose values Swift prints otherwise: a field of each, through
    /// `map`, or each value on a row of its own, where it prints alone.
    private static func listHint(_ x: String, _ element: SwiftType, in spec: Spec) -> String {
        switch element {
        case .value(let name) where spec.enumType(named: name) != nil || name == ScenePhase.typeName:
            return "show each case on a row of its own with a for-each, where a label prints its name, or the count: `{\(x).count}`"
        case .value(let name), .model(let name):
            if let field = spec.model(named: name)?.fields.first(where: { $0.name == "name" || $0.name == "title" }) ?? spec.model(named: name)?.fields.first {
                return "show a field of each, `\(x).map { $0.\(field.name) }` kept in a memo: or a computed: property, or each on a row of its own with a for-each"
            }
            return "show each on a row of its own with a for-each, or the count: `{\(x).count}`"
        default:
            return "show the values on rows of their own, or a count: `{\(x).count}`"
        }
    }
}
