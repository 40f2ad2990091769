/// Whether writing an `@Observable` field with the value it holds tells its readers. The macro's
/// setter asks `shouldNotifyObservers(old, new)` before `withMutation` (swiftlang/swift#78151),
/// overloaded by the field's declared type: `!=` for an `Equatable` type, `!==` for a class,
/// and `true` for any other. An array or an optional is `Equatable` only when its element is, so
/// `[Book]` and `Book?` of an `@Observable` class `Book` are compared by nobody: an equal write
/// notifies (semantics §4).
extension Graph {
    func equalWriteNotifies(_ field: String, of model: ModelRef, _ value: Value) -> Bool {
        switch value {
        case .list(let items) where !items.allSatisfy(\.isEquatableElement):
            return true
        case .list, .model, .null:
            // What the value shows cannot tell `[Book]` from an empty `[Int]`, or `Book` from
            // `Book?`: the field's declared type, as the exported app declares it, does.
            guard let type = declaredType(of: field, in: model.type) else { return false }
            if case .model = type { return false }
            return !type.isEquatable
        default:
            return false
        }
    }

    /// The types the export infers for every model field (TypeInference), worked out at the first
    /// equal write that needs one: most runs never ask.
    private func declaredType(of field: String, in model: String) -> SwiftType? {
        if fieldTypes == nil {
            let plan = ([nil] + Toolchain.allCases.map(Optional.some)).lazy.compactMap { try? ExportPlan(spec: self.spec, toolchain: $0) }.first
            fieldTypes = plan.map { TypeInference(plan: $0).fields } ?? [:]
        }
        return fieldTypes?[model]?[field]
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
