/// `for … in` loops written as Swift (docs/semantics.md §85): the loop as written, its constant
/// of the sequence's element type in the body, `_` when nothing reads it (Swift warns of an
/// unused constant otherwise).
extension SwiftExpression {
    func forInLoop(_ loop: ForInLoop, into src: inout SwiftSource) {
        var scope = self.scope
        let reads = loop.variable != "_"
            && (loop.body.flatMap(\.names) + (loop.condition?.names ?? [])).contains { $0.0 == loop.variable }
        if loop.variable != "_" {
            if case .list(let element)? = types.type(of: loop.sequence, in: scope) { scope[loop.variable] = element }
            else { scope[loop.variable] = nil }
        }
        var inner = SwiftExpression(types: types, scope: scope, bindingParameters: bindingParameters)
        inner.unprojected = unprojected
        let name = reads ? SwiftNames.identifier(loop.variable) : "_"
        let condition = loop.condition.map { " where " + inner.write($0) } ?? ""
        src.block("for \(name) in \(write(loop.sequence))\(condition) {") { inner.write(loop.body, into: &$0) }
    }
}

extension TypeInference {
    /// In a walk over flattened statements, the loop's constant has the sequence's element type
    /// in the statements after `s`, its body's among them (§85).
    func bindLoop(_ s: Statement, into env: inout [String: SwiftType]) {
        // A loop over a task group: its variable has the group's `of:` type (§88).
        if case .taskGroup(.next(let loop)) = s.kind { env[loop.variable] = TaskGroupScope.swiftType(ofChild: loop.childType) }
        guard case .forIn(let loop) = s.kind, loop.variable != "_" else { return }
        if case .list(let element?)? = type(of: loop.sequence, in: env) { env[loop.variable] = element }
    }
}
