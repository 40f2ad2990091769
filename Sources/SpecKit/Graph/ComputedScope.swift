/// What a model's computed property sees: the model's fields and its other computed properties,
/// by bare name as in a Swift getter. Its reads are the reading body's reads, as Observation
/// tracks every field a getter touches.
final class ComputedScope: RestrictedScope {
    unowned let graph: Graph
    let model: ModelRef
    /// The computed properties being evaluated, outermost first, to stop one that reads itself.
    let evaluating: [String]
    var what: String { "a computed property" }
    var limits: Limits { graph.limits }

    init(graph: Graph, model: ModelRef, evaluating: [String]) {
        self.graph = graph
        self.model = model
        self.evaluating = evaluating
    }

    func lookup(_ name: String, at location: Location) throws -> Value {
        if graph.models.field(name, of: model) != nil || graph.spec.model(named: model.type)?.computed(named: name) != nil {
            return try graph.field(name, of: model, at: location, evaluating: evaluating)
        }
        if graph.spec.model(named: name) != nil { return .typeName(name) }
        throw Diagnostic("'\(name)' is not a field of \(model.type)", at: location,
                         hint: graph.spec.model(named: model.type).flatMap {
                             Suggestion.hint(for: name, in: $0.fields.map(\.name) + $0.computed.map(\.name), known: "its fields")
                         })
    }

    func field(_ field: String, of model: ModelRef, at location: Location) throws -> Value {
        try graph.field(field, of: model, at: location, evaluating: evaluating)
    }

    func staticField(_ field: String, of type: String, at location: Location) throws -> Value {
        try graph.staticField(field, of: type, at: location)
    }

    var enums: [EnumDecl] { graph.spec.enums }
    func enumType(ofField field: String, in type: String) -> String? { graph.spec.enumType(ofField: field, in: type) }
}

extension Graph {
    /// Whether a field is `@ObservationIgnored`: read and written like any other, tracked by nobody.
    func ignoresObservation(of field: String, in model: ModelRef) -> Bool {
        spec.ignoresObservation(of: field, inModel: model.type)
    }

    /// A model's field, or its computed property evaluated now; either way the reading body
    /// depends on the stored fields read.
    func field(_ name: String, of model: ModelRef, at location: Location, evaluating: [String] = []) throws -> Value {
        if let (v, position) = models.field(name, in: model.id) {
            // An ObservableObject's field notifies through its object, not by itself (semantics §15);
            // an `@ObservationIgnored` one (§36) and a plain class's (§71) not at all.
            if !model.kind.tracksFieldReads || ignoresObservation(of: name, in: model) { note(.field(model: model.id, name: name)) }
            else { record(ReadKey(.field, owner: model.id, position), .field(model: model.id, name: name)) }
            return v
        }
        guard let decl = spec.model(named: model.type) else { throw Diagnostic("\(model.type) has no field '\(name)'", at: location) }
        guard let computed = decl.computed(named: name) else { throw decl.noMember(name, at: location) }
        if evaluating.contains(name) {
            throw Diagnostic("\(model.type).\(name) reads itself: \((evaluating + [name]).joined(separator: " → "))",
                             at: computed.location, hint: "a computed property must end in stored fields")
        }
        return try nestedCall(at: location) {
            try Evaluator.evaluate(computed.value, in: ComputedScope(graph: self, model: model, evaluating: evaluating + [name]))
        }
    }
}
