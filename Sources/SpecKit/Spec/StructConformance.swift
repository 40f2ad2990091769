/// What a `kind: struct` model can conform to in Swift: a struct's `==` and `hash(into:)` are
/// synthesized only when every stored property's type has them. A struct of values is `Hashable`,
/// so a stack may push it, `.id` may take it and `navigationDestination(item:)` may present it;
/// one that holds a class instance (which the spec compares by identity) is neither. The export
/// declares each struct so (ModelWriter) from the fields' types it infers; the checks before a run
/// apply the same rule to the types they are certain of (DeclaredTypes+Conformance.swift), and
/// both refuse what needs more of a struct (SwiftRequirements, ScreenTypeRules).
enum StructConformance: String {
    case hashable = "Hashable", equatable = "Equatable", none = ""

    /// Each struct model's conformance, from its fields' types: structs that hold structs are
    /// settled together, a struct's conformance being at most its fields'.
    static func of(_ spec: Spec, fields: [String: [String: SwiftType]]) -> [String: StructConformance] {
        let structs = spec.models.filter { $0.kind == .struct }.map(\.name)
        var result = Dictionary(uniqueKeysWithValues: structs.map { ($0, StructConformance.hashable) })
        var changed = true
        while changed {
            changed = false
            for name in structs {
                let weakest = (fields[name] ?? [:]).values.map { conformance(of: $0, given: result) }.min() ?? .hashable
                if weakest < result[name] ?? .hashable { result[name] = weakest; changed = true }
            }
        }
        return result
    }

    private static func conformance(of type: SwiftType?, given structs: [String: StructConformance]) -> StructConformance {
        switch type {
        case nil, .int?, .string?, .bool?, .task?: return .hashable
        case .value(let name)?: return structs[name] ?? .none
        case .list(let element)?, .optional(let element)?: return conformance(of: element, given: structs)
        case .navigationPath?: return .equatable
        case .model?, .modelType?, .closure?: return .none
        }
    }

    /// `struct Book: Hashable`, or `struct Book` when it can conform to nothing.
    func opener(_ name: String) -> String { self == .none ? "struct \(name)" : "struct \(name): \(rawValue)" }
}

extension StructConformance: Comparable {
    private var rank: Int { self == .hashable ? 2 : self == .equatable ? 1 : 0 }
    static func < (a: StructConformance, b: StructConformance) -> Bool { a.rank < b.rank }
}
