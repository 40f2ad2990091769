/// What an expression can see and do; the graph engine implements it so reads and writes are tracked.
public protocol Scope: AnyObject {
    func lookup(_ name: String, at location: Location) throws -> Value
    func field(_ field: String, of model: ModelRef, at location: Location) throws -> Value
    func staticField(_ field: String, of type: String, at location: Location) throws -> Value
    func construct(_ type: String, _ arguments: [(label: String, value: Value)], at location: Location) throws -> Value
    func assign(_ name: String, _ value: Value, at location: Location) throws
    /// The same, saying whether Swift writes it in place (`+=`, a mutating method): in a model's
    /// method a bare name is `self`'s field, whose in-place write notifies as `_modify` does (§4).
    func assign(_ name: String, _ value: Value, inPlace: Bool, at location: Location) throws
    func assignField(_ field: String, of model: ModelRef, _ value: Value, at location: Location) throws
    /// The same, saying whether Swift writes it in place (`+=`, a mutating method, a member of a
    /// struct field), through the property's `_modify` accessor rather than its setter.
    func assignField(_ field: String, of model: ModelRef, _ value: Value, inPlace: Bool, at location: Location) throws
    /// `{ … }` or `{ name in … }`: a closure value made here, capturing what it uses of this scope.
    func makeClosure(_ statements: [Statement], parameters: [String], source: String, at location: Location) throws -> Value
    /// `Binding(get:set:)` or `.constant(x)` made here (semantics §38).
    func makeBinding(_ literal: CustomBindingLiteral, source: String, at location: Location) throws -> Value
    /// Runs a closure's statements in the scope it was written in, its parameters bound to `arguments`.
    func invoke(_ closure: ClosureValue, named name: String, with arguments: [Value], at location: Location) throws
    /// `model.name(…)`, or `name(…)` inside a model's method (`receiver` nil): runs the method the
    /// model declares, its parameters bound to the call's arguments evaluated here; false, with
    /// nothing evaluated, when it declares none of that name (semantics §62).
    func callMethod(_ name: String, on receiver: ModelRef?, call: Expr) throws -> Bool
    /// `pending?.cancel()`: cancels the task the handle names, if it still runs (§63).
    func cancelTask(_ handle: TaskHandle, call: Expr) throws
    /// `store.objectWillChange.send()`: tells every view observing the ObservableObject (§15).
    func sendObjectWillChange(_ object: Value, call: Expr) throws
    /// The same where a value goes (`{cart.total(for: item)}`): the value the method returns;
    /// nil, with nothing evaluated, when the model declares no method of that name. `arguments`
    /// is the scope the call is written in when it is not this one (§62).
    func callForValue(_ name: String, on receiver: ModelRef?, call: Expr, arguments: Scope?) throws -> Value?
    /// `p.moveBy(1)`: runs the method a `kind: struct` model declares on `value`, the value
    /// `place` holds; a mutating one stores the changed copy back in `place` (semantics §65).
    /// False, with nothing evaluated, when the model declares no method of that name.
    func callMethod(_ name: String, on value: StructValue, in place: Expr, call: Expr) throws -> Bool
    /// The same where a value goes (`{p.distance()}`): the value the method returns; nil when
    /// the model declares no method of that name.
    func callForValue(_ name: String, on value: StructValue, in place: Expr, call: Expr, arguments: Scope?) throws -> Value?
    /// `$name.field` for a binding `$name` to a struct value: the binding into that field; nil
    /// when `$name` is no binding to a struct.
    func binding(into field: String, of name: String, at location: Location) throws -> Value?
    /// The `@State` location `name` is, or the one a `@Binding` named `name` reads: where
    /// `$name.field` into a model goes at each use. Nil for anything else.
    func bindingLocation(of name: String) -> BindingLocation?
    /// `$a.b.c`: the binding one field below `binding` (`$a.b`), which must hold a struct value.
    func binding(into field: String, through binding: BindingRef, at location: Location) throws -> Value
    /// `$items[i]`: the binding to the element at `index` of the list `binding` holds.
    func binding(at index: Value, through binding: BindingRef, at location: Location) throws -> Value
    /// The bounds evaluation works under (`Limits.valueSize`).
    var limits: Limits { get }
    /// `dismiss()`: the environment's dismiss action, where the action runs.
    func dismiss(at location: Location) throws
    /// `dismissSearch()`: the environment's dismiss-search action, where the action runs (§45).
    func dismissSearch(at location: Location) throws
    /// A statement through `?.` whose chain `base` found nil, so it did nothing, for the trace (§66).
    func chainStopped(_ statement: String, through base: Expr)
    /// `feed.updates.yield(5)`, `feed.updates.finish()`, or `updates.yield(n)` in the model's own
    /// method: a call on a stream's continuation (§83). False, with nothing run, when `base` names
    /// no stream.
    func callStream(_ name: String, on base: Expr, call: Expr) throws -> Bool
    /// The enums the spec declares, whose cases `Filter.all` and `.all` name (§92).
    var enums: [EnumDecl] { get }
    /// The enum the field `field` of the model `type` holds, which `.done` in its construction's
    /// argument is a case of (§92); nil where no declared enum is known.
    func enumType(ofField field: String, in type: String) -> String?
    /// The enum the elements of the list `place` names are, as its declaration gives it (a
    /// holder's or field's default, `[Filter.all]`): the type
    /// `.done` appended to it while it is empty is a case of (§92.1); nil where none is known.
    func enumType(ofElementsIn place: Expr) -> String?
    /// `self.name` in a view's code: the scope where `name` is the view's own prop or holder,
    /// whatever local of that name this one declares (§28).
    func members(hiding name: String) -> Scope
}

extension Scope {
    public var limits: Limits { .standard }
    public var enums: [EnumDecl] { [] }
    public func enumType(ofField field: String, in type: String) -> String? { nil }
    public func enumType(ofElementsIn place: Expr) -> String? { nil }
    /// A scope of no locals: its names are its own.
    public func members(hiding name: String) -> Scope { self }

    public func assignField(_ field: String, of model: ModelRef, _ value: Value, inPlace: Bool, at location: Location) throws {
        try assignField(field, of: model, value, at: location)
    }

    public func assign(_ name: String, _ value: Value, inPlace: Bool, at location: Location) throws {
        try assign(name, value, at: location)
    }

    public func binding(into field: String, of name: String, at location: Location) throws -> Value? { nil }

    public func bindingLocation(of name: String) -> BindingLocation? { nil }

    public func sendObjectWillChange(_ object: Value, call: Expr) throws {
        throw Diagnostic("\(call.source.quotable) runs in an action, not in a value", at: call.location)
    }

    public func cancelTask(_ handle: TaskHandle, call: Expr) throws {
        throw Diagnostic("\(call.source.quotable) runs in an action, not in a value", at: call.location)
    }

    /// Only a view's action runs statements: elsewhere no method is called.
    public func callMethod(_ name: String, on receiver: ModelRef?, call: Expr) throws -> Bool { false }

    /// Only an action yields into a stream: elsewhere none is named.
    public func callStream(_ name: String, on base: Expr, call: Expr) throws -> Bool { false }

    public func callForValue(_ name: String, on receiver: ModelRef?, call: Expr, arguments: Scope?) throws -> Value? { nil }

    public func callMethod(_ name: String, on value: StructValue, in place: Expr, call: Expr) throws -> Bool { false }

    public func callForValue(_ name: String, on value: StructValue, in place: Expr, call: Expr, arguments: Scope?) throws -> Value? { nil }

    public func binding(into field: String, through binding: BindingRef, at location: Location) throws -> Value {
        throw Diagnostic("$\(binding.shownName).\(field) needs a view's state to bind into", at: location)
    }

    public func binding(at index: Value, through binding: BindingRef, at location: Location) throws -> Value {
        throw Diagnostic("$\(binding.shownName)[\(index)] needs a view's state to bind into", at: location)
    }

    /// `dismiss()`: only a view in the graph has an environment to dismiss with.
    public func dismiss(at location: Location) throws {
        throw Diagnostic("dismiss() needs a view's environment; it can only run in an action of a body", at: location)
    }

    public func chainStopped(_ statement: String, through base: Expr) {}

    public func dismissSearch(at location: Location) throws {
        throw Diagnostic("dismissSearch() needs a view's environment; it can only run in an action of a body", at: location)
    }

    public func makeClosure(_ statements: [Statement], parameters: [String], source: String, at location: Location) throws -> Value {
        throw Diagnostic("a closure can only be passed to a child, as an argument", at: location)
    }

    public func makeBinding(_ literal: CustomBindingLiteral, source: String, at location: Location) throws -> Value {
        throw Diagnostic("\(source) is a binding a view's body makes, to pass to a child or a control", at: location)
    }

    public func invoke(_ closure: ClosureValue, named name: String, with arguments: [Value], at location: Location) throws {
        throw Diagnostic("a closure can only be called in an action", at: location)
    }
}
