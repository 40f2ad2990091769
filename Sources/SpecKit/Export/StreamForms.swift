/// A model's `AsyncStream` in the export (docs/semantics.md §83): the class keeps the stream and
/// its continuation, made together by `AsyncStream.makeStream(of:)`; code yields into the
/// continuation, and a task iterates the stream.
extension SwiftExpression {
    /// `feed.updatesContinuation` for the `feed.updates` a yield or a finish is called on, or
    /// `updatesContinuation` in the model's own method; nil when `base` names no stream.
    func streamBase(_ base: Expr) -> String? {
        let streams = Set(types.plan.spec.models.flatMap { $0.streams.map(\.name) })
        switch base.kind {
        case .member(let owner, let field) where streams.contains(field):
            return writeOperand(owner) + "." + StreamCalls.continuation(of: field)
        case .name(let name) where streams.contains(name) && scope[name] == nil:
            return StreamCalls.continuation(of: name)
        default:
            return nil
        }
    }

    /// `for await n in feed.updates {`, with the loop variable's type the stream's element type.
    func streamLoop(_ variable: String, over sequence: String, body: [Statement], into src: inout SwiftSource) {
        let owner = StreamPath.owner(sequence, at: Location(file: "", line: 1, column: 1))
        var scope = self.scope
        if case .model(let type)? = types.type(of: owner, in: self.scope), let decl = types.plan.spec.stream(StreamPath.name(sequence), of: type) {
            scope[variable] = decl.element == "Int" ? .int : decl.element == "String" ? .string : .bool
        }
        let inner = SwiftExpression(types: types, scope: scope, bindingParameters: bindingParameters)
        let reads = body.flatMap(\.names).contains { $0.0 == variable }
        let stream = write(owner) + "." + SwiftNames.identifier(StreamPath.name(sequence))
        src.block("for await \(reads ? SwiftNames.identifier(variable) : "_") in \(stream) {") { inner.write(body, into: &$0) }
    }
}
