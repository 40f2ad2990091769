/// A node's names as its expressions see them: props, then holders, then model types.
///
/// Reads are recorded for the body being evaluated (`graph.reader`): a node's own state only when
/// that body is the node's own; model fields and observed counters for whichever body is running,
/// since an init's side effects happen inside its parent's body (fact sheet, the demo's notes).
final class NodeScope: Scope {
    // Unretained: a scope lives only while the graph evaluates in it, and an unowned reference
    // was retained and released at every use.
    unowned(unsafe) let graph: Graph
    let node: Node
    /// Loop variables and handler arguments (`item`, `oldValue`), seen before everything else.
    let locals: [String: Value]
    /// In a closure slot's content called by its container: the owner's props and state as the
    /// closure captured them at the owner's last render (§48 rule 5). Read as values, like
    /// `locals`, but not constants: an assignment writes the owner's storage, as `self.x = …`
    /// does in the closure, and the actions made here read the live holders.
    let captured: [String: Value]
    /// The graph's, kept here: the evaluator asks at every operator and interpolated part, and
    /// reaching them through the unowned graph retained it each time.
    let limits: Limits

    /// A custom binding's getter running in another view's update (§38): a state of this node it
    /// reads is marked read for this node, its owner (§22), and a binding this node holds gives
    /// the value it carries; the reading view gets no dependency on either.
    let readsForReader: Bool

    /// In a model's method called from this node's action: the instance that is `self`. Its
    /// names are the method's parameters and `let`s, then the model's members; the view's
    /// are out of its reach (§62).
    let receiver: ModelRef?
    /// In a `kind: struct` model's method: the value that is `self`, which a mutating method
    /// changes (§65). Its names are the method's, then the value's fields, as for a class.
    let structSelf: StructSelf?
    /// `var total = 0` of the block running: the variables its statements, and those of the
    /// blocks inside it, read and assign (§96). Seen before everything else, as the last
    /// declaration of a name is; none is ever a `let` of `locals` too.
    let variables: [String: LocalVariable]

    init(graph: Graph, node: Node, locals: [String: Value] = [:], captured: [String: Value] = [:], readsForReader: Bool = false,
         receiver: ModelRef? = nil, structSelf: StructSelf? = nil, variables: [String: LocalVariable] = [:]) {
        self.variables = variables
        self.graph = graph
        self.node = node
        self.locals = locals
        self.captured = captured
        self.readsForReader = readsForReader
        self.receiver = receiver
        self.structSelf = structSelf
        limits = graph.limits
    }

    /// The same node with more local names.
    func with(_ more: [String: Value]) -> NodeScope {
        // A `let` of a variable's name hides the variable from here on.
        var variables = variables
        if !variables.isEmpty { for name in more.keys { variables[name] = nil } }
        // Most scopes have no locals yet (a for-each in a body): nothing to merge then.
        return NodeScope(graph: graph, node: node, locals: locals.isEmpty ? more : locals.merging(more) { $1 }, captured: captured,
                         receiver: receiver, structSelf: structSelf, variables: variables)
    }

    /// The same node with the variable `var name = value` declared, from here on in the block (§96).
    func declaring(_ name: String, _ value: Value) -> NodeScope {
        var variables = variables
        variables[name] = LocalVariable(value)
        var locals = locals
        locals[name] = nil
        return NodeScope(graph: graph, node: node, locals: locals, captured: captured,
                         receiver: receiver, structSelf: structSelf, variables: variables)
    }

    func lookup(_ name: String, at location: Location) throws -> Value {
        if !variables.isEmpty, let variable = variables[name] { return variable.value }
        if let receiver { return try graph.methodLookup(name, in: receiver, locals: locals, at: location) }
        if let structSelf { return try graph.structLookup(name, in: structSelf, locals: locals, at: location) }
        if let v = locals[name] {
            // `{ $item in }`: outside a render, `item` is the binding's wrapped value, read live, as
            // SwiftUI's `Binding` reads its location when no update is running (§34).
            if graph.reader == nil, case .binding(let b)? = locals["$" + name] { return try graph.read(b, for: nil, at: location) }
            return v
        }
        if let b = capturedBinding(name) { return try graph.read(b, for: nil, at: location) }
        if !captured.isEmpty, let v = captured[name] {
            if graph.reader != nil { graph.closureRead(name, of: node) }
            return v
        }
        if name.utf8.first == UInt8(ascii: "$") { return try binding(String(name.dropFirst()), at: location) }
        if let state = node.screen {
            // An escaping closure's body: the owner's values as of its last render (§22).
            if let v = state.locals[name] { return v }
            if let v = state.captured[name] {
                guard case .binding(let b) = v else {
                    if graph.reader === node { graph.closureRead(name, of: state.owner) }
                    return v
                }
                return try graph.read(b, for: node, at: location)
            }
            if let holder = state.owner.component.holder(named: name), holder.kind.keepsNoStorage {
                // The closure reads the owner's wrapper, which reads the store when it runs, or
                // holds the owner's environment value (§22).
                if holder.kind.store != nil { return try graph.storedValue(of: holder, in: node, subscribing: true) }
                return try graph.environmentValue(of: holder, in: state.owner, at: location)
            }
            if graph.spec.declaresType(named: name) { return .typeName(name) }
            throw Diagnostic("'\(name)' has no value in \(state.owner.component.name)", at: location)
        }
        switch node.componentBox.position(of: name) {
        case .prop(let i)?:
            if let v = node[propAt: i] {
                guard case .binding(let b) = v else { return v }
                // The view that owns the storage is gone (a Task outliving it reads through the
                // binding): SwiftUI's location keeps its last value, which reads as it was (§27).
                if b.custom == nil, b.storageKey == nil, b.model == nil, graph.nodes[b.node] == nil {
                    // What the gone view's code stored since, the location's value (§27.5).
                    if let stored = b.path.isEmpty ? graph.goneValue(b.node, b.name) : graph.goneValue(node.id, "$" + name) { return stored }
                    if let last = node[bindingSnapshotAt: i] { return last }
                }
                return try graph.read(b, for: readsForReader ? nil : node, at: location)
            }
        case .holder(let i)?:
            // A gone view's code reads what it stored since (§27.5).
            if !graph.goneValues.isEmpty, graph.nodes[node.id] !== node, let stored = graph.goneValue(node.id, name) { return stored }
            if let v = node[holderAt: i] {
                if graph.reader === node { graph.recordOwnState(at: i, named: name, of: node) }
                else if readsForReader { graph.closureRead(name, of: node) }
                return v
            }
        case nil:
            break
        }
        if node.componentBox.decl.holderKind(named: name)?.keepsNoStorage == true, let holder = node.componentBox.decl.holder(named: name) {
            if holder.kind.store != nil { return try graph.storedValue(of: holder, in: node) }
            return try graph.environmentValue(of: holder, in: node, at: location)
        }
        if graph.spec.declaresType(named: name)
            || name == "Task" || AsyncMeasure.names(of: name) != nil { return .typeName(name) }
        throw Diagnostic("'\(name)' has no value yet in \(node.component.name)", at: location,
                         hint: "a holder can only use props and the holders declared before it")
    }

    /// `$name`: a binding to this node's holder, or the binding this node was given.
    func binding(_ name: String, at location: Location) throws -> Value {
        if node.screen != nil { return try graph.liveScope(node, locals: locals).binding(name, at: location) }
        if let v = node[prop: name], case .binding = v { return v }
        let kind = node.componentBox.decl.holderKind(named: name)
        if kind?.store != nil, let holder = node.componentBox.decl.holder(named: name) { return graph.storageBinding(holder, of: node) }
        guard node[holder: name] != nil, kind != .memo else {
            throw Diagnostic("'$\(name)' needs '\(name)' to be a state holder of \(node.component.name)", at: location)
        }
        return .binding(BindingRef(node: node.id, name: name))
    }

    /// `$name.field` where `$name` is a binding to a struct value: the binding one field down,
    /// as `Binding`'s `dynamicMember` subscript makes it. Making it reads nothing. Nil for anything
    /// else, `$model.field` included (the evaluator's, §20), found without building a binding.
    func binding(into field: String, of name: String, at location: Location) throws -> Value? {
        let b: BindingRef
        if case .binding(let local)? = locals[name] {
            b = local                                    // a for-each's `$item`
        } else if node.screen != nil {
            guard case .binding(let live)? = try? lookup(name, at: location) else { return nil }
            b = live
        } else {
            let base = String(name.dropFirst())
            if case .binding(let given)? = node[prop: base] { b = given }
            else if case .structure? = node[holder: base], case .binding(let own) = try binding(base, at: location) { b = own }
            else { return nil }
        }
        let value = try graph.read(b, for: nil, at: location)
        guard case .structure(let s) = value else {
            // An element that is a class instance: a projection of its binding (§34.2).
            if case .model(let ref) = value, b.path.contains(where: \.isIndex) {
                return try projection(into: field, of: ref, through: b, written: name + "." + field, at: location)
            }
            // A holder's binding: `$model.field`, or its own error.
            if b.path.isEmpty { return nil }
            if case .model = value { return nil }
            throw Diagnostic("'\(name).\(field)' needs the element \(name.dropFirst()) to be a struct; it is \(value.typeName) \(value.literal)",
                             at: location, hint: "a binding into an element's field needs elements of a `kind: struct` model; \(name) binds the whole element")
        }
        return try Self.binding(into: field, of: s, through: b, at: location)
    }

    /// `$person.address.city`: one field below a binding that holds a struct, to any depth. Making
    /// it reads nothing. A class instance on the way is refused (a decision, semantics §10).
    func binding(into field: String, through b: BindingRef, at location: Location) throws -> Value {
        let value = try graph.read(b, for: nil, at: location)
        switch value {
        case .structure(let s):
            return try Self.binding(into: field, of: s, through: b, at: location)
        case .model(let instance):
            throw Diagnostic("$\(b.shownName).\(field) goes into \(instance), a class instance, not a struct value",
                             at: location,
                             hint: "bind the instance's field where it is held: `@Bindable var \(b.name)` in a view and $\(b.name).\(field)")
        default:
            throw Diagnostic("$\(b.shownName) binds \(value.typeName) \(value.literal), which has no field '\(field)'", at: location,
                             hint: "a binding goes on only into the fields of a `kind: struct` value; $\(b.shownName) binds the whole value")
        }
    }

    /// `$items[i]`: the binding to one element, as `Binding`'s dynamicMember subscript makes it
    /// with the key path `\.[i]`. The index is the one it was made with; making it reads the
    /// element from the value the binding carries without subscribing, so past the end it traps
    /// there, as Swift does (semantics §34).
    func binding(at index: Value, through b: BindingRef, at location: Location) throws -> Value {
        guard case .int(let i) = index else {
            throw Diagnostic("$\(b.shownName)[\(index.literal)] needs an Int index; it is \(index.typeName)", at: location,
                             hint: "a binding to an element is $\(b.shownName)[i] with i an Int, as in a for-each's `index:`")
        }
        let value = try graph.read(b, for: nil, at: location)
        guard case .list(let items) = value else {
            throw Diagnostic("$\(b.shownName) binds \(value.typeName) \(value.literal), which has no elements to bind", at: location,
                             hint: "$\(b.shownName)[i] binds an element of a list")
        }
        guard items.indices.contains(i) else {
            throw Diagnostic("$\(b.shownName)[\(i)] is out of range: \(b.shownName) has \(items.count) element\(items.count == 1 ? "" : "s")",
                             at: location,
                             hint: "Swift traps here (Index out of range): making the binding reads the element; check the index against \(b.shownName).count first")
        }
        return .binding(b.appending(.index(i)))
    }

    @inline(__always)
    private static func binding(into field: String, of s: StructValue, through b: BindingRef, at location: Location) throws -> Value {
        guard s.field(field) != nil else {
            throw Diagnostic("\(s.type) has no field '\(field)'", at: location,
                             hint: Suggestion.hint(for: field, in: s.fields.map(\.label), known: "its fields"))
        }
        return .binding(b.appending(.field(field)))
    }

    func field(_ field: String, of model: ModelRef, at location: Location) throws -> Value {
        if receiver != nil { graph.valueReads?.append("\(model).\(field)") }
        return try graph.field(field, of: model, at: location)
    }

    func staticField(_ field: String, of type: String, at location: Location) throws -> Value {
        try graph.staticField(field, of: type, at: location)
    }

    var enums: [EnumDecl] { graph.spec.enums }
    func enumType(ofField field: String, in type: String) -> String? { graph.spec.enumType(ofField: field, in: type) }

    func construct(_ type: String, _ arguments: [(label: String, value: Value)], at location: Location) throws -> Value {
        try graph.construct(type, arguments, at: location)
    }

    func assign(_ name: String, _ value: Value, inPlace: Bool, at location: Location) throws {
        if !variables.isEmpty, variables[name] != nil { return try assign(name, value, at: location) }
        if let receiver { return try graph.methodAssign(name, value, in: receiver, locals: locals, inPlace: inPlace, at: location) }
        if let structSelf { return try graph.structAssign(name, value, in: structSelf, locals: locals, at: location) }
        try assign(name, value, at: location)
    }

    /// The binding a task captured as `$name` (TaskStart.swift), where it is not the one the view
    /// holds now: a `Binding(get:set:)` a later render made anew, a `@Bindable` field of another
    /// object, another holder's binding, or an element's binding made with another index (§34).
    /// Where it is the same, the prop is read as any other, its storage's view gone or not (§27.5).
    func capturedBinding(_ name: String) -> BindingRef? {
        guard !locals.isEmpty, case .binding(let b)? = locals["$" + name] else { return nil }
        if !b.path.contains(where: { if case .index = $0 { true } else { false } }), case .binding(let now)? = node[prop: name] {
            // One location both go through: the instance it holds now is the one written.
            if now == b || (b.location != nil && now.location == b.location) { return nil }
            graph.emit(.capturedBindingUsed(node.ref, name: name, captured: .binding(b), now: .binding(now)))
        }
        return b
    }

    func bindingLocation(of name: String) -> BindingLocation? {
        guard locals[name] == nil, node.screen == nil else { return nil }
        switch node.componentBox.decl.holderKind(named: name) {
        case .state?, .stateInInit?, .lazyState?: return BindingLocation(node: node.id, name: name)
        case nil:
            guard case .binding(let b)? = node[prop: name], b.custom == nil, b.model == nil, b.storageKey == nil else { return nil }
            return BindingLocation(node: b.node, name: b.shownName)
        default: return nil
        }
    }

    func assign(_ name: String, _ value: Value, at location: Location) throws {
        if !variables.isEmpty, let variable = variables[name] {
            // The block's own storage: no view reads it, so nothing is invalidated (§96).
            variable.value = value
            graph.emit(.variableSet(node: node.ref, name: name, value: value, declared: false))
            return
        }
        if let receiver { return try graph.methodAssign(name, value, in: receiver, locals: locals, inPlace: false, at: location) }
        if let structSelf { return try graph.structAssign(name, value, in: structSelf, locals: locals, at: location) }
        // A loop variable shadows a holder of the same name and is a constant, as a closure parameter is.
        if locals[name] != nil {
            // `{ $item in }` makes `item` the binding's value: assigning it writes through the binding (§34).
            if case .binding(let b)? = locals["$" + name] { return try graph.write(through: b, value, at: location) }
            throw Diagnostic("'\(name)' is a loop variable; it cannot be assigned", at: location)
        }
        if node.screen != nil { return try graph.liveScope(node, locals: locals).assign(name, value, at: location) }
        if let b = capturedBinding(name) { return try graph.write(through: b, value, at: location) }
        if case .binding(let b)? = node[prop: name] {
            if b.custom == nil, b.storageKey == nil, b.model == nil, graph.nodes[b.node] == nil,
               let i = node.componentBox.prop(name), b.path.isEmpty || node[bindingSnapshotAt: i] != nil {
                // The storage's view is gone, but its location lives on in the binding: the value
                // is stored there, and read back as stored (§27.5).
                return graph.storeInGoneView(b, value, through: name, of: node)
            }
            try graph.write(through: b, value, at: location)
            // A `@FocusState.Binding` moves the focus of the view that passed it (§50).
            if node.componentBox.decl.props.contains(where: { $0.name == name && $0.focusType != nil }) {
                try graph.focusFollows(b, value, by: node, at: location)
            }
            return
        }
        let kind = node.componentBox.decl.holderKind(named: name)
        if kind?.store != nil, let holder = node.componentBox.decl.holder(named: name) {
            return try graph.write(.storage(Graph.storageKey(of: holder)), value, at: location)
        }
        guard node[holder: name] != nil, kind != .memo else {
            throw Diagnostic("'\(name)' cannot be assigned in \(node.component.name)", at: location)
        }
        // The view's property, not its storage: its `willSet` runs before the store and its
        // `didSet` after, equal value or not (§53, §70). `oldValue` is read before the willSet runs.
        // Read in place: a copy of the declaration retains each of its lists, at every write.
        let observer = node.componentBox.decl.observer(of: name), willSet = node.componentBox.decl.willSet(of: name)
        let gone = graph.nodes[node.id] !== node
        // A gone view's old value is what its code stored since, if anything (§27.5).
        let old = observer == nil && willSet == nil ? nil : (gone ? graph.goneValue(node.id, name) : nil) ?? node[holder: name]
        if let willSet, let old { try graph.runObserver(willSet, of: node, old: old, new: value, at: location) }
        // A closure or task of a view that is gone writes the storage that lives on with it (§27.5).
        if gone { graph.storeInGoneView(node, name, value) } else { try graph.write(.state(node: node.id, name: name), value, at: location) }
        if let observer, let old { try graph.runObserver(observer, of: node, old: old, new: value, at: location) }
        // Writing a `@FocusState` moves the keyboard focus (§42).
        if kind == .focusState { try graph.focusFollows(node, name, value, at: location) }
    }

    /// `dismiss()`: the dismiss action of this body's environment (§22).
    func dismiss(at location: Location) throws {
        if receiver != nil || structSelf != nil { throw Graph.noEnvironmentInMethod("dismiss()", at: location) }
        try graph.dismissAction(from: node, at: location)
    }

    /// `dismissSearch()`: ends the search of the `.searchable` around this view (§45).
    func dismissSearch(at location: Location) throws {
        if receiver != nil || structSelf != nil { throw Graph.noEnvironmentInMethod("dismissSearch()", at: location) }
        try graph.dismissSearch(from: node, at: location)
    }

    func sendObjectWillChange(_ object: Value, call: Expr) throws {
        guard case .model(let ref) = object, ref.kind == .observableObject else {
            if case .model(let ref) = object { throw ObservableObjects.notAnObject(call, what: "\(ref)", kind: ref.kind, type: ref.type) }
            throw ObservableObjects.notAnObject(call, what: "this is \(object.typeName) \(object.literal)", kind: nil, type: nil)
        }
        try graph.sendObjectWillChange(ref)
    }

    func cancelTask(_ handle: TaskHandle, call: Expr) throws {
        graph.cancelKept(handle, by: call.source, in: node)
    }

    /// Which link was nil is worked out only when the trace records it.
    func chainStopped(_ statement: String, through base: Expr) {
        graph.emit(.chainStopped(node.ref, source: statement, link: OptionalChaining.nilLink(of: base, in: self)))
    }

    func callMethod(_ name: String, on instance: ModelRef?, call: Expr) throws -> Bool {
        // `reset()` in a struct's method: `self.reset()`, on the value the method works on.
        if instance == nil, let structSelf { return try callMethod(name, on: structSelf.value, in: StructSelf.place(at: call.location), call: call) }
        guard let target = instance ?? receiver else { return false }
        return try graph.callMethod(name, on: target, call: call, in: self)
    }

    func callForValue(_ name: String, on instance: ModelRef?, call: Expr, arguments: Scope?) throws -> Value? {
        if instance == nil, let structSelf {
            return try callForValue(name, on: structSelf.value, in: StructSelf.place(at: call.location), call: call, arguments: arguments)
        }
        guard let target = instance ?? receiver else { return nil }
        return try graph.callForValue(name, on: target, call: call, in: self, arguments: arguments)
    }

    func callMethod(_ name: String, on value: StructValue, in place: Expr, call: Expr) throws -> Bool {
        try graph.callStructMethod(name, on: value, in: place, call: call, from: self)
    }

    func callForValue(_ name: String, on value: StructValue, in place: Expr, call: Expr, arguments: Scope?) throws -> Value? {
        try graph.structMethodValue(name, on: value, in: place, call: call, from: self, arguments: arguments)
    }

    func assignField(_ field: String, of model: ModelRef, _ value: Value, at location: Location) throws {
        try assignField(field, of: model, value, inPlace: false, at: location)
    }

    func assignField(_ field: String, of model: ModelRef, _ value: Value, inPlace: Bool, at location: Location) throws {
        if receiver != nil || structSelf != nil, graph.reader != nil { throw graph.writeInBody("\(model).\(field)", at: location) }
        guard graph.models.field(field, of: model) != nil else {
            if graph.spec.model(named: model.type)?.computed(named: field) != nil {
                throw Diagnostic("\(model.type).\(field) is a computed property; it cannot be assigned", at: location,
                                 hint: "assign the fields it is computed from")
            }
            throw Diagnostic("\(model.type) has no field '\(field)'", at: location)
        }
        try graph.write(.field(model: model.id, name: field), value, inPlace: inPlace, at: location)
    }
}
