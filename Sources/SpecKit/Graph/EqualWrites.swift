/// Whether writing an `@Observable` field with the value it holds tells its readers. The macro's
/// setter asks `shouldNotifyObservers(old, new)` before `withMutation` (swiftlang/swift#78151),
/// overloaded by the field's declared type: `!=` for an `Equatable` type, `!==` for a class,
/// and `true` for any other. An array or an optional is `Equatable` only when its element is, so
/// `[Book]` and `Book?` of an `@Observable` class `Book` are compared by nobody: an equal write
/// notifies (semantics §4); so is a struct that holds a `Book`.
extension Graph {
    func equalWriteNotifies(_ field: String, of model: ModelRef, _ value: Value) -> Bool {
        switch value {
        case .list(let items) where !items.allSatisfy(\.isEquatableElement):
            return true
        case .list, .model, .null, .structure:
            // What the value shows cannot tell `[Book]` from an empty `[Int]`, `Book` from
            // `Book?`, or a struct that holds a class from one of values: the field's declared
            // type, as the exported app declares it, does.
            guard let declared = declaredTypes(), let type = declared.fields[model.type]?[field] else { return false }
            if case .model = type { return false }
            return !declared.isEquatable(type)
        default:
            return false
        }
    }

    /// The types the export infers for every model field (TypeInference), worked out at the first
    /// equal write that needs one: most runs never ask.
    private func declaredTypes() -> DeclaredFieldTypes? {
        if fieldTypes == nil {
            let plan = ([nil] + Toolchain.allCases.map(Optional.some)).lazy.compactMap { try? ExportPlan(spec: self.spec, toolchain: $0) }.first
            let inference = plan.map { TypeInference(plan: $0) }
            fieldTypes = DeclaredFieldTypes(fields: inference?.fields ?? [:], structs: inference?.structConformance ?? [:])
        }
        return fieldTypes
    }
}

/// Every model field's type as the export declares it, and what each struct conforms to.
struct DeclaredFieldTypes {
    var fields: [String: [String: SwiftType]]
    var structs: [String: StructConformance]

    /// Whether the macro's setter compares a value of `type` with `!=`: a struct is `Equatable`
    /// only when each of its fields is, so one that holds a class instance is compared by nobody
    /// and its equal write notifies (semantics §4).
    func isEquatable(_ type: SwiftType) -> Bool {
        switch type {
        case .value(let name): return structs[name].map { $0 != .none } ?? true
        case .list(let element?), .optional(let element?): return isEquatable(element)
        default: return type.isEquatable
        }
    }
}

extension Value {
    /// An element that leaves its array `Equatable`: not a class instance or a closure.
    fileprivate var isEquatableElement: Bool {
        switch self {
        case .model, .closure: return false
        case .list(let items): return items.allSatisfy(\.isEquatableElement)
        default: return true
        }
    }
}
