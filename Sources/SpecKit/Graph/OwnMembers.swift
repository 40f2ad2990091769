/// `self.name` in a view's code, read and written past a local of the same name (§28).
extension NodeScope {
    /// `self.total` where a `let`, a `var`, a loop's variable or a closure's parameter `total`
    /// hides the view's own: the same node without that local (§28).
    func members(hiding name: String) -> Scope {
        guard variables[name] != nil || locals[name] != nil else { return self }
        var variables = variables, locals = locals
        variables[name] = nil
        // A for-each's `$item` goes with its `item`; a binding a task captured stays.
        if locals.removeValue(forKey: name) != nil { locals["$" + name] = nil }
        return NodeScope(graph: graph, node: node, locals: locals, captured: captured,
                         receiver: receiver, structSelf: structSelf, variables: variables)
    }
}
