/// Loops written as Swift (docs/semantics.md §85, §87): the loop as written, a `for … in`
/// loop's constants of the sequence's element type (and an Int offset) in the body, `_` for one
/// nothing reads (Swift warns of an unused constant otherwise).
extension SwiftExpression {
    func writeLoop(_ loop: Loop, into src: inout SwiftSource) {
        switch loop.kind {
        case .forIn(let pattern, let sequence, let enumerated):
            var scope = self.scope
            let element: SwiftType? = if case .list(let element)? = types.type(of: sequence, in: scope) { element } else { nil }
            for (name, type) in loop.boundTypes(element: element) { scope[name] = type }
            var inner = SwiftExpression(types: types, scope: scope, bindingParameters: bindingParameters)
            inner.unprojected = unprojected
            let read = Set((loop.body.flatMap(\.names) + (loop.condition?.names ?? [])).map(\.0))
            func written(_ name: String) -> String { read.contains(name) ? SwiftNames.identifier(name) : "_" }
            let names = switch pattern {
            case .name(let n): written(n)
            case .pair(let i, let x): "(\(written(i)), \(written(x)))"
            }
            let condition = loop.condition.map { " where " + inner.write($0) } ?? ""
            let iterated = write(sequence) + (enumerated ? ".enumerated()" : "")
            src.block("for \(names) in \(iterated)\(condition) {") { inner.write(loop.body, into: &$0) }
        case .whileTrue(let condition):
            src.block("while \(write(condition)) {") { write(loop.body, into: &$0) }
        case .repeatWhile(let condition):
            src.block("repeat {", closer: "} while \(write(condition))") { write(loop.body, into: &$0) }
        }
    }
}

extension TypeInference {
    /// In a walk over flattened statements, a `for … in` loop's constants have the sequence's
    /// element type (and the offset an Int) in the statements after `s`, its body's among them
    /// (§85, §87).
    func bindLoop(_ s: Statement, into env: inout [String: SwiftType]) {
        guard case .loop(let loop) = s.kind, let sequence = loop.sequence,
              case .list(let element?)? = type(of: sequence, in: env) else { return }
        for (name, type) in loop.boundTypes(element: element) { env[name] = type }
    }
}
