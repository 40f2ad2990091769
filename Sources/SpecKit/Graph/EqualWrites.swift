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
            let declared = exportTypes()
            guard let type = declared.fields[model.type]?[field] else { return false }
            if case .model = type { return false }
            return !declared.isEquatable(type)
        default:
            return false
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
