/// Walking a binding's path below its holder (docs/semantics.md §34): `$items[2].done` reads the
/// holder `items`, takes its element 2, then that element's field `done`; writing it stores a copy
/// of the whole list with that one field changed, as Swift's value types do.
enum BindingPath {
    /// The value at the binding's path inside `whole`, its holder's value.
    static func value(in whole: Value, along binding: BindingRef, at location: Location) throws -> Value {
        var value = whole
        for depth in 0..<binding.path.count {
            value = try child(of: value, at: binding.path[depth], binding, depth: depth, at: location)
        }
        return value
    }

    /// `whole` with the value at the binding's path replaced by `new`.
    static func replacing(in whole: Value, along binding: BindingRef, with new: Value, at location: Location) throws -> Value {
        try replacing(in: whole, along: binding, from: 0, with: new, at: location)
    }

    private static func replacing(in value: Value, along binding: BindingRef, from depth: Int, with new: Value,
                                  at location: Location) throws -> Value {
        guard depth < binding.path.count else { return new }
        let step = binding.path[depth]
        let inner = try replacing(in: try child(of: value, at: step, binding, depth: depth, at: location),
                                  along: binding, from: depth + 1, with: new, at: location)
        switch (step, value) {
        case (.index(let i), .list(var items)):
            items[i] = inner
            return .list(items)
        case (.field(let name), .structure(let s)):
            return .structure(s.replacing(name, with: inner))
        default:
            return value   // `child` has thrown for every other pair
        }
    }

    /// One step down, or the error Swift gives there: a trap for an index past the end.
    private static func child(of value: Value, at step: BindingStep, _ binding: BindingRef, depth: Int,
                              at location: Location) throws -> Value {
        // Only messages show the path; building it at every step was most of a binding's read.
        func shown() -> String { "$" + binding.name + binding.path.prefix(depth + 1).map(\.description).joined() }
        switch (step, value) {
        case (.index(let i), .list(let items)):
            guard items.indices.contains(i) else {
                throw Diagnostic("the binding \(shown()) points past the end of a list of \(items.count): index out of range",
                                 at: location,
                                 hint: "Swift traps here, the known crash after a row is deleted while its view still holds the binding to its index")
            }
            return items[i]
        case (.field(let name), .structure(let s)):
            guard let field = s.field(name) else { throw Diagnostic("\(s.type) has no field '\(name)'", at: location) }
            return field
        case (.index, _):
            throw Diagnostic("the binding \(shown()) needs a list; it holds \(value.typeName) \(value.literal)", at: location)
        case (.field(let name), _):
            throw Diagnostic("the binding \(shown()) needs a struct with a field '\(name)'; it holds \(value.typeName) \(value.literal)",
                             at: location)
        }
    }
}
