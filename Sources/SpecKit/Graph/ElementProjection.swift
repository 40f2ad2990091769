/// `$item.count` where `$item` is an element's binding holding a class instance (semantics §34.2):
/// `Binding`'s dynamicMember projection of that binding. Its location reads the element through
/// the element's binding and the field from it; setting it reads the element, sets the field on
/// it, and sets the element back through the element's binding: `store.items[i] = item`, the same
/// instance, a write of the list told to its readers by the list's own rule (§4, §15, §69).
extension Graph {
    /// The field of the instance the element's binding holds now, the one at its index, read as
    /// that binding reads for `node` (§34). Nil when the binding's view is gone: the instance it
    /// was made with is the one left.
    func projectedField(_ binding: BindingRef, for node: Node?, at location: Location) throws -> BindingRef? {
        guard let element = binding.element?.binding, element.custom != nil || element.model != nil || nodes[element.node] != nil,
              case .model(let now) = try read(element, for: node, at: location) else { return nil }
        var field = binding
        field.model = now
        field.element = nil
        return field
    }

    /// Sets the field, then the element back through its binding.
    func writeProjection(_ binding: BindingRef, _ value: Value, at location: Location) throws {
        guard let element = binding.element?.binding, let field = try projectedField(binding, for: nil, at: location),
              let instance = field.model else {
            var plain = binding
            plain.element = nil
            return try write(target(of: plain), value, at: location)
        }
        try write(target(of: field), value, at: location)
        emit(.storedBack(instance, field: binding.name, element: "$" + element.shownName))
        try write(through: element, .model(instance), at: location)
    }
}

extension NodeScope {
    /// `$item.count` where `$item`, an element's binding, holds a class instance: `Binding`'s
    /// dynamicMember projection, whose setter sets the field and then the element back through
    /// `element` (semantics §34.2). Making it reads the field, as `$model.field` does (§20); it is
    /// made again with the element's binding, and compares as that one does.
    func projection(into field: String, of ref: ModelRef, through element: BindingRef, written: String,
                    at location: Location) throws -> Value {
        if ref.kind == .class { throw PlainClass.binding(written, into: ref.type, at: location) }
        _ = try self.field(field, of: ref, at: location)
        var made = BindingRef(node: 0, name: field, model: ref)
        made.element = ElementBinding(element)
        made.made = element.made
        return .binding(made)
    }
}
