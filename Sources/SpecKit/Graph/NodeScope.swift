/// A node's names as its expressions see them: props, then holders, then model types.
///
/// Reads are recorded for the body being evaluated (`graph.reader`): a node's own state only when
/// that body is the node's own; model fields and observed counters for whichever body is running,
/// since an init's side effects happen inside its parent's body (fact sheet, the demo's notes).
final class NodeScope: Scope {
    unowned let graph: Graph
    let node: Node

    init(graph: Graph, node: Node) {
        self.graph = graph
        self.node = node
    }

    var limits: Limits { graph.limits }

    func lookup(_ name: String, at location: Location) throws -> Value {
        if let v = node.props[name] { return v }
        if let v = node.holders[name] {
            if graph.reader === node { graph.record(.state(node: node.id, name: name)) }
            return v
        }
        if graph.spec.model(named: name) != nil { return .modelType(name) }
        throw Diagnostic("'\(name)' has no value yet in \(node.component.name)", at: location,
                         hint: "a holder can only use props and the holders declared before it")
    }

    func field(_ field: String, of model: ModelRef, at location: Location) throws -> Value {
        guard let v = graph.models.field(field, of: model) else {
            throw Diagnostic("\(model.type) has no field '\(field)'", at: location,
                             hint: graph.spec.model(named: model.type).flatMap {
                                 Suggestion.hint(for: field, in: $0.fields.map(\.name), known: "its fields")
                             })
        }
        graph.record(.field(model: model.id, name: field))
        return v
    }

    func staticField(_ field: String, of type: String, at location: Location) throws -> Value {
        guard field == "creations", let model = graph.spec.model(named: type) else {
            throw Diagnostic("a model type has one static field, 'creations'; found '\(field)'", at: location)
        }
        // A plain static is read without subscribing: its readers see it only when they render anyway.
        if model.creations == .observed { graph.record(.creations(type: type)) }
        return .int(graph.models.count(type))
    }

    func construct(_ type: String, _ arguments: [(label: String, value: Value)], at location: Location) throws -> Value {
        try graph.construct(type, arguments, at: location)
    }

    func assign(_ name: String, _ value: Value, at location: Location) throws {
        guard node.holders[name] != nil, node.component.holder(named: name)?.kind != .memo else {
            throw Diagnostic("'\(name)' cannot be assigned in \(node.component.name)", at: location)
        }
        try graph.write(.state(node: node.id, name: name), value, at: location)
    }

    func assignField(_ field: String, of model: ModelRef, _ value: Value, at location: Location) throws {
        guard graph.models.field(field, of: model) != nil else {
            throw Diagnostic("\(model.type) has no field '\(field)'", at: location)
        }
        try graph.write(.field(model: model.id, name: field), value, at: location)
    }
}

/// Model field defaults are constants: they see no names.
final class ConstantScope: Scope {
    func lookup(_ name: String, at location: Location) throws -> Value {
        throw Diagnostic("a field default cannot use '\(name)'; use a constant", at: location)
    }
    func field(_ field: String, of model: ModelRef, at location: Location) throws -> Value {
        throw Diagnostic("a field default must be a constant", at: location)
    }
    func staticField(_ field: String, of type: String, at location: Location) throws -> Value {
        throw Diagnostic("a field default must be a constant", at: location)
    }
    func construct(_ type: String, _ arguments: [(label: String, value: Value)], at location: Location) throws -> Value {
        throw Diagnostic("a field default must be a constant", at: location)
    }
    func assign(_ name: String, _ value: Value, at location: Location) throws {
        throw Diagnostic("a field default cannot assign", at: location)
    }
    func assignField(_ field: String, of model: ModelRef, _ value: Value, at location: Location) throws {
        throw Diagnostic("a field default cannot assign", at: location)
    }
}
