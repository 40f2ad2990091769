/// A scope that names a value of its own and reads everything else through the scope around
/// it, so that what a closure reads is tracked where the closure runs: a filter's element, a
/// transform's `value`.
protocol ForwardingScope: Scope {
    /// The scope around the closure.
    var outer: any Scope { get }
}

extension ForwardingScope {
    var limits: Limits { outer.limits }
    var enums: [EnumDecl] { outer.enums }
    func enumType(ofField field: String, in type: String) -> String? { outer.enumType(ofField: field, in: type) }
    func enumType(ofElementsIn place: Expr) -> String? { outer.enumType(ofElementsIn: place) }
    /// `self.name` is never the closure's own parameter: the view's, around it.
    func members(hiding name: String) -> Scope { outer.members(hiding: name) }

    func field(_ field: String, of model: ModelRef, at location: Location) throws -> Value {
        try outer.field(field, of: model, at: location)
    }

    func staticField(_ field: String, of type: String, at location: Location) throws -> Value {
        try outer.staticField(field, of: type, at: location)
    }

    func construct(_ type: String, _ arguments: [(label: String, value: Value)], at location: Location) throws -> Value {
        try outer.construct(type, arguments, at: location)
    }

    /// A method's value read in the closure: run where the closure runs, its arguments evaluated here.
    func callForValue(_ name: String, on receiver: ModelRef?, call: Expr, arguments: Scope?) throws -> Value? {
        try outer.callForValue(name, on: receiver, call: call, arguments: arguments ?? self)
    }

    func callForValue(_ name: String, on value: StructValue, in place: Expr, call: Expr, arguments: Scope?) throws -> Value? {
        try outer.callForValue(name, on: value, in: place, call: call, arguments: arguments ?? self)
    }
}
