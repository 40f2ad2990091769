import Foundation

/// The Swift type of a spec value. Specs are untyped; the exporter infers these from literals,
/// constructions and what parents pass (TypeInference), and the checks before a run take the
/// ones that are certain (DeclaredTypes), by the same rules (TypeRules).
indirect enum SwiftType: Equatable, CustomStringConvertible {
    case int, string, bool
    /// An instance of a declared model class.
    case model(String)
    /// A value of a declared `kind: struct` model: `Equatable`, compared field by field.
    case value(String)
    /// A list; `nil` while only empty lists have been seen.
    case list(SwiftType?)
    /// A model type itself, only as the base of `Model.creations`.
    case modelType(String)
    /// An optional, as an item binding holds; `nil` while only `nil` has been seen.
    case optional(SwiftType?)
    /// `() -> Void`, `(String) -> Void`: a closure passed to a child, with the types of the values
    /// its calls give (`nil` while no call's value has a known type).
    case closure([SwiftType?])
    /// `Task<Void, Never>`: a task kept in a property, `pending = Task { … }` (§63), or
    /// `Task<Int, Never>` when its closure returns a value (§67). A task's body catches what it
    /// throws, so the task itself never fails, unless its closure writes `try`: then it is a
    /// `Task<Int, Error>`, `throwing` (§73).
    case task(SwiftType?, throwing: Bool = false)
    /// The path of a stack whose destinations show several types: SwiftUI's type-erased list,
    /// which counts, appends and removes from its end, but has no subscript.
    case navigationPath

    /// The type as Swift spells it.
    var description: String {
        switch self {
        case .int: return "Int"
        case .string: return "String"
        case .bool: return "Bool"
        case .model(let name), .value(let name): return name
        case .list(let element): return "[\(element?.description ?? "Never")]"
        case .modelType(let name): return "\(name).Type"
        case .optional(let wrapped): return "\(wrapped?.description ?? "Never")?"
        case .closure(let parameters): return "(\(parameters.map { $0?.description ?? "Never" }.joined(separator: ", "))) -> Void"
        case .navigationPath: return "NavigationPath"
        case .task(let value, let throwing): return "Task<\(value?.description ?? "Void"), \(throwing ? "Error" : "Never")>"
        }
    }

    /// A closure's type, whatever its parameters.
    /// A model's type, class or struct: a type with a name of its own.
    var isNominal: Bool {
        switch self {
        case .model, .value: return true
        default: return false
        }
    }

    var isClosure: Bool {
        if case .closure = self { return true }
        return false
    }

    /// Classes compare by identity (`===`) and cannot be `Equatable` or `Hashable` here.
    var isModel: Bool {
        if case .model = self { return true }
        return false
    }

    /// The model a class instance or a struct value is of: whose methods a call on it runs.
    var declaringModel: String? {
        switch self {
        case .model(let name), .value(let name): return name
        default: return nil
        }
    }

    /// The wrapped type of an optional, or the type itself.
    var unwrapped: SwiftType? {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// `Int`, `String`, `Bool` or a model type by name, as a destination's `for:` names it.
    static func named(_ name: String, models: [String], enums: [String] = []) -> SwiftType? {
        switch name {
        case "Int": return .int
        case "String": return .string
        case "Bool": return .bool
        default: return models.contains(name) ? .model(name) : enums.contains(name) ? .value(name) : nil
        }
    }

    /// A type as a method's signature writes it: `Int`, `String`, `Bool`, a model's name, a
    /// list `[Int]` or an optional `Item?`, nested as Swift nests them.
    static func written(_ text: String, models: [String], enums: [String] = []) -> SwiftType? {
        let text = text.trimmingCharacters(in: .whitespaces)
        if text.hasSuffix("?") { return written(String(text.dropLast()), models: models, enums: enums).map { .optional($0) } }
        if text.hasPrefix("["), text.hasSuffix("]") {
            return written(String(text.dropFirst().dropLast()), models: models, enums: enums).map { .list($0) }
        }
        return named(text, models: models, enums: enums)
    }

    var isList: Bool {
        if case .list = self { return true }
        return false
    }

    /// Foundation's `IndexSet`, the offsets an on-delete or on-move action is given (§43).
    static let indexSet = SwiftType.value("IndexSet")

    /// The type as a sequence of elements: an `IndexSet` is "a collection of unique integer
    /// values", ascending, so a loop and a list's methods see it as Ints (§43); any other type is
    /// itself. Its subscript is not an Int's, so an index into it is still refused.
    var asSequence: SwiftType { self == .indexSet ? .list(.int) : self }

    /// Whether values of this type are `Hashable` (a tag, an `.id`, a memo dependency, a pushed
    /// value): every `Equatable` type here is, but a `NavigationPath`, which is `Equatable` only.
    var isHashable: Bool {
        switch self {
        case .navigationPath: return false
        case .list(let element?), .optional(let element?): return element.isHashable
        default: return isEquatable
        }
    }

    /// Whether Swift can compare two values of this type with `==`; all but a `NavigationPath` are
    /// `Hashable` too (`isHashable`).
    var isEquatable: Bool {
        switch self {
        case .int, .string, .bool, .value, .navigationPath, .task: return true
        case .list(let element): return element?.isEquatable ?? true
        case .model, .modelType, .closure: return false
        case .optional(let wrapped): return wrapped?.isEquatable ?? true
        }
    }

    /// Whether `"\(value)"` prints what the interpreter shows in a label.
    var interpolatesLikeTheInterpreter: Bool {
        switch self {
        case .int, .bool, .string: return true
        // Swift prints a list's elements as `debugPrint` does, strings quoted, as the interpreter
        // shows them; a struct or a class inside would carry its module's name.
        case .list(let element):
            guard let element else { return true }
            if case .list = element { return element.interpolatesLikeTheInterpreter }
            return element == .int || element == .bool || element == .string
        // An enum without a description of its own prints its case's name: "background" (§41).
        case .value(let name) where name == ScenePhase.typeName: return true
        // The export writes an optional as its value or `nil`, as the interpreter shows it.
        case .optional(let wrapped?): if case .optional = wrapped { return false }
            return wrapped.interpolatesLikeTheInterpreter
        case .model, .modelType, .optional, .value, .closure, .navigationPath, .task: return false
        }
    }

    /// The more precise of two compatible types (`[Int]` over an empty list), or nil when they conflict.
    func merged(with other: SwiftType) -> SwiftType? {
        if self == other { return self }
        // A list literal stored into a NavigationPath is appended to one, value by value.
        if self == .navigationPath, other.isList { return self }
        if other == .navigationPath, isList { return other }
        if case .list(let a) = self, case .list(let b) = other {
            guard let a else { return other }
            guard let b else { return self }
            return a.merged(with: b).map { .list($0) }
        }
        // `nil` and a value make an optional of the value: `var selected: Int? = nil; selected = 2`.
        if case .optional(let a) = self {
            let b: SwiftType? = if case .optional(let w) = other { w } else { other }
            guard let a else { return .optional(b) }
            guard let b else { return self }
            return a.merged(with: b).map { .optional($0) }
        }
        if case .optional = other { return other.merged(with: self) }
        // A literal's parameters have the types its calls give: merged one by one.
        if case .closure(let a) = self, case .closure(let b) = other, a.count == b.count {
            var merged: [SwiftType?] = []
            for (x, y) in zip(a, b) {
                guard let x else { merged.append(y); continue }
                guard let y else { merged.append(x); continue }
                guard let m = x.merged(with: y) else { return nil }
                merged.append(m)
            }
            return .closure(merged)
        }
        return nil
    }
}
