/// What the export's type inference (TypeInference) tells the few rules of the engine that
/// depend on a type Swift declares and a value does not show: an equal write's comparison
/// (EqualWrites.swift, §4), the object a nil placed with `.environment(_:)` clears and the type of
/// an entry whose default is `nil` (ClearedObjects.swift, §17, §89). Worked out once, from one
/// inference, when a rule first asks: most runs never do.
struct ExportTypes {
    /// Every model field's type as the export declares it.
    var fields: [String: [String: SwiftType]] = [:]
    /// What each struct model conforms to.
    var structs: [String: StructConformance] = [:]
    /// The model each `environment-model:` places (or clears), by the setting's place.
    var cleared: [Location: String] = [:]
    /// The type of each entry whose default is `nil`.
    var entries: [String: SwiftType] = [:]

    init() {}

    init(_ inference: TypeInference) {
        fields = inference.fields
        structs = inference.structConformance
        entries = inference.rules.entries
        for component in inference.plan.components {
            for (parts, env) in inference.scopedParts(of: component.body, in: inference.scope(of: component)) {
                for child in parts.children {
                    for setting in child.modifiers.environment where setting.kind == .model {
                        guard case .model(let name)? = inference.type(of: setting.value, in: env)?.unwrapped else { continue }
                        cleared[setting.location] = name
                    }
                }
            }
        }
    }

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

extension Graph {
    /// The export's types of this spec, worked out at the first rule that asks.
    func exportTypes() -> ExportTypes {
        if let known = inferredTypes { return known }
        let found = ExportTypes.inferred(for: spec)
        inferredTypes = found
        return found
    }
}

extension ExportTypes {
    /// The types of the first export the spec makes: with its own toolchain, or another one's.
    static func inferred(for spec: Spec) -> ExportTypes {
        let plan = ([nil] + Toolchain.allCases.map(Optional.some)).lazy.compactMap { try? ExportPlan(spec: spec, toolchain: $0) }.first
        return plan.map { ExportTypes(TypeInference(plan: $0)) } ?? ExportTypes()
    }
}
