/// A scope for expressions that may only read a little: everything else is refused with a
/// message naming the kind of expression.
protocol RestrictedScope: Scope {
    /// "a field default", "an assertion": used in the refusals.
    var what: String { get }
}

extension RestrictedScope {
    func lookup(_ name: String, at location: Location) throws -> Value {
        throw Diagnostic("\(what) cannot use '\(name)'", at: location)
    }
    func field(_ field: String, of model: ModelRef, at location: Location) throws -> Value {
        throw Diagnostic("\(what) cannot read a model's fields", at: location)
    }
    func staticField(_ field: String, of type: String, at location: Location) throws -> Value {
        throw Diagnostic("\(what) cannot read measures", at: location)
    }
    func construct(_ type: String, _ arguments: [(label: String, value: Value)], at location: Location) throws -> Value {
        throw Diagnostic("\(what) cannot build a model", at: location)
    }
    func assign(_ name: String, _ value: Value, at location: Location) throws {
        throw Diagnostic("\(what) cannot assign", at: location)
    }
    func assignField(_ field: String, of model: ModelRef, _ value: Value, at location: Location) throws {
        throw Diagnostic("\(what) cannot assign", at: location)
    }
}

/// Model field defaults are constants: they see no names.
final class ConstantScope: RestrictedScope {
    var what: String { "a field default" }
    /// A constant may name a case of a declared enum, `Filter.all` (§92).
    let enums: [EnumDecl]

    init(enums: [EnumDecl] = []) { self.enums = enums }

    func lookup(_ name: String, at location: Location) throws -> Value {
        throw Diagnostic("a field default cannot use '\(name)'; use a constant", at: location)
    }
}

/// What an assertion sees: type names and their measures, read without subscribing anything.
final class MeasureScope: RestrictedScope {
    unowned let graph: Graph
    var what: String { "an assertion" }

    init(graph: Graph) { self.graph = graph }

    var enums: [EnumDecl] { graph.spec.enums }
    func enumType(ofField field: String, in type: String) -> String? { graph.spec.enumType(ofField: field, in: type) }

    func lookup(_ name: String, at location: Location) throws -> Value {
        guard graph.spec.declaresType(named: name) || AsyncMeasure.names(of: name) != nil else {
            throw Diagnostic("an assertion can only use measures; '\(name)' is not a model or component", at: location)
        }
        return .typeName(name)
    }

    func staticField(_ field: String, of type: String, at location: Location) throws -> Value {
        try graph.staticField(field, of: type, at: location, allowState: true)
    }

    /// `Parent.model.input`: a model's field, read without subscribing anything.
    func field(_ field: String, of model: ModelRef, at location: Location) throws -> Value {
        guard let v = graph.models.field(field, of: model) else {
            throw Diagnostic("\(model.type) has no field '\(field)'", at: location)
        }
        return v
    }
}

/// What a request's `returns:` sees: its argument, as `argument`.
final class ArgumentScope: RestrictedScope {
    let argument: Value
    var what: String { "a request's response" }

    init(argument: Value) { self.argument = argument }

    func lookup(_ name: String, at location: Location) throws -> Value {
        guard name == "argument" else {
            throw Diagnostic("a response can only use `argument`, the request's argument; found '\(name)'", at: location)
        }
        return argument
    }
}
