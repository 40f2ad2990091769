/// The Swift type of a spec value. Specs are untyped; the exporter infers these from literals,
/// constructions and what parents pass.
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
    /// `() -> Void`: a closure passed to a child.
    case closure

    /// The type as Swift spells it.
    var description: String {
        switch self {
        case .int: return "Int"
        case .string: return "String"
        case .bool: return "Bool"
        case .model(let name), .value(let name): return name
        case .list(let element): return "[\(element?.description ?? "Never")]"
        case .modelType(let name): return "\(name).Type"
        case .closure: return "() -> Void"
        }
    }

    /// Classes compare by identity (`===`) and cannot be `Equatable` or `Hashable` here.
    var isModel: Bool {
        if case .model = self { return true }
        return false
    }

    var isList: Bool {
        if case .list = self { return true }
        return false
    }

    /// Whether Swift can compare two values of this type with `==`; the same types are `Hashable`.
    var isEquatable: Bool {
        switch self {
        case .int, .string, .bool, .value: return true
        case .list(let element): return element?.isEquatable ?? true
        case .model, .modelType, .closure: return false
        }
    }

    /// Whether `"\(value)"` prints what the interpreter shows in a label.
    var interpolatesLikeTheInterpreter: Bool {
        switch self {
        case .int, .bool, .string: return true
        case .list(let element): return element == .int || element == .bool || element == nil
        case .model, .modelType, .value, .closure: return false
        }
    }

    /// The more precise of two compatible types (`[Int]` over an empty list), or nil when they conflict.
    func merged(with other: SwiftType) -> SwiftType? {
        if self == other { return self }
        if case .list(let a) = self, case .list(let b) = other {
            guard let a else { return other }
            guard let b else { return self }
            return a.merged(with: b).map { .list($0) }
        }
        return nil
    }
}
