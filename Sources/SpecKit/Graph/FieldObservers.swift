/// A `didSet` on a model class's field (docs/semantics.md §64): `var count = 0 { didSet { … } }`
/// runs after every assignment to the property, whoever makes it: an action, a method, a task,
/// and a `Binding` made with `$model.count`, whose setter is the property's setter. Unlike a
/// view's `@State`, which a Binding writes below the view's property (§53), a class's property
/// is what the binding writes. An `@Observable` field's equal `=`, of which the macro's setter
/// tells no one (§4), runs it too, as the setter still stores it (swiftlang/swift#79518). A
/// `willSet` runs the same way, before the store (§70).
extension Graph {
    var fieldObservers: [String: [String: DidSetDecl]] { declared.fieldObservers }
    var fieldWillSets: [String: [String: DidSetDecl]] { declared.fieldWillSets }

    /// The field's `willSet`, with `newValue`, before the store; the field still reads `old`.
    @inline(__always)
    func runFieldWillSet(_ name: String, of ref: ModelRef, old: Value, new: Value, at location: Location) throws {
        guard !fieldWillSets.isEmpty, let observer = fieldWillSets[ref.type]?[name] else { return }
        try runFieldObserver(observer, name, of: ref, old: old, new: new)
    }

    /// Runs the field's `didSet` with `oldValue`, the instance as `self`. An assignment to the
    /// field inside its own observer stores without running it again, as Swift's rule for an
    /// observer that assigns its own property says; observers that assign each other nest until
    /// a condition stops them, bounded as a view's are (`observerDepth`).
    /// Most specs have no field observers: an empty table is all a write looks at then.
    @inline(__always)
    func runFieldObserver(_ name: String, of ref: ModelRef, old: Value, new: Value, at location: Location) throws {
        guard !fieldObservers.isEmpty, let observer = fieldObservers[ref.type]?[name] else { return }
        try runFieldObserver(observer, name, of: ref, old: old, new: new)
    }

    private func runFieldObserver(_ observer: DidSetDecl, _ name: String, of ref: ModelRef, old: Value, new: Value) throws {
        let key = FieldRef(model: ref.id, name: name)
        if runningFieldObservers.last == key { return }
        if runningFieldObservers.count >= limits.observerDepth {
            let chain = (runningFieldObservers.suffix(4).map(\.name) + [name]).joined(separator: " → ")
            throw Diagnostic("the \(observer.keyword)s of \(ref.type)'s fields run within each other more than \(limits.observerDepth) deep: \(chain) → …",
                             at: observer.location,
                             hint: "in Swift this recursion overflows the stack; let a condition in one of them stop assigning the other field")
        }
        // No view runs it: the scope's node stands for where its events are told, the names are the model's.
        guard let node = root else { return }
        emit(observer.isWillSet ? .fieldWillSetRan(ref, field: name, old: old, new: new, source: observer.source)
                                : .fieldDidSetRan(ref, field: name, old: old, new: new, source: observer.source))
        runningFieldObservers.append(key)
        defer { runningFieldObservers.removeLast() }
        let locals = [observer.parameterName: observer.isWillSet ? new : old]
        try runClosure(observer.statements, in: NodeScope(graph: self, node: node, locals: locals, receiver: ref), view: node.ref)
    }
}

/// A model instance's field, for the observers running now.
struct FieldRef: Equatable {
    let model: Int
    let name: String
}
