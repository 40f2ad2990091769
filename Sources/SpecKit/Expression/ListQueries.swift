/// What Swift computes from typed text and from a list without changing it: `Int(text)`, the
/// whole number a String spells or nil; `items.first` and `items.last`, an element or nil;
/// `items.sorted()`, the elements in ascending order, and `items.min()` and `items.max()`, its
/// ends or nil; and in an action `items.sort()`, the same order stored in place
/// (docs/semantics.md §72).
extension Methods {
    /// The one conversion to a number: `Int(text)`.
    static let integer = "Int"

    /// The conversions the language has, written as Swift calls them: `String(n)`, `Int(text)`.
    static let conversions: Set<String> = [conversion, integer]

    /// The list's properties beside `count`, `isEmpty` and `indices`: optionals, nil when empty.
    static let ends: Set<String> = ["first", "last"]

    /// `sorted()`, a new list, and `sort()`, the same order in place.
    static let sorted = "sorted"
    static let sort = "sort"
    /// `items.min()`, `items.max()`: the smallest, the largest element, nil for an empty list.
    static let extremes: Set<String> = ["min", "max"]
    /// The list methods that order its elements, which must be Ints or Strings.
    static let ordering: Set<String> = [sorted, sort, "min", "max"]

    /// `Int(text)`: Swift's `Int.init?(_ description: String)`, which the engine calls, so its
    /// answer is the app's: an optional sign and ASCII digits, nothing else (no space, no
    /// separator), within Int's range; otherwise nil. `Int(n)` of an Int is the Int.
    static func integer(_ args: [(label: String?, value: Value)], _ e: Expr) throws -> Value {
        guard args.count == 1, args[0].label == nil else {
            throw Diagnostic("\(e.source.quotable) does not match Int(_:)", at: e.location, hint: integerHint)
        }
        switch args[0].value {
        case .string(let text): return Int(text).map { .int($0) } ?? .null
        case .int: return args[0].value
        case let other:
            throw Diagnostic("Int(_:) takes a String or an Int; \(e.source.quotable) gives \(Evaluator.shownType(other))",
                             at: e.location, hint: integerHint)
        }
    }

    static let integerHint = "Int(text) is the whole number a String spells, or nil: e.g. Int(entry) ?? 0"

    /// `items.first`, `items.last`: the element, or nil for an empty list.
    static func end(_ name: String, of items: [Value]) -> Value {
        (name == "first" ? items.first : items.last) ?? .null
    }

    /// `items.sorted()`: Ints or Strings in ascending order, as Swift's `<` orders them (a
    /// String's by its Unicode scalars, after canonical equivalence).
    static func sortedElements(_ items: [Value], _ e: Expr) throws -> [Value] {
        items.sorted(by: try ascending(items, e))
    }

    /// `items.min()`, `items.max()`: the smallest or largest by the same order, nil when empty.
    static func extreme(_ name: String, of items: [Value], _ e: Expr) throws -> Value {
        let less = try ascending(items, e)
        return (name == "min" ? items.min(by: less) : items.max(by: less)) ?? .null
    }

    /// Swift's `<` over a list of Ints or of Strings; a list of anything else is not `Comparable`
    /// in Swift, which the type check refuses before a run.
    private static func ascending(_ items: [Value], _ e: Expr) throws -> (Value, Value) -> Bool {
        if items.allSatisfy({ if case .int = $0 { true } else { false } }) {
            return { if case .int(let a) = $0, case .int(let b) = $1 { a < b } else { false } }
        }
        if items.allSatisfy({ if case .string = $0 { true } else { false } }) {
            return { if case .string(let a) = $0, case .string(let b) = $1 { a < b } else { false } }
        }
        let other = items.first { if case .int = $0 { false } else if case .string = $0 { false } else { true } } ?? items[0]
        throw Diagnostic("\(e.source.quotable) sorts a list of \(other.typeName), which Swift cannot order with <", at: e.location,
                         hint: sortHint)
    }

    static let sortHint = "sorted(), sort(), min() and max() order a list of Ints or of Strings"
}
