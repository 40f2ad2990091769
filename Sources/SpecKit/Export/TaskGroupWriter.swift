/// Task groups as Swift writes them (docs/semantics.md §88): `await withTaskGroup(of: Int?.self)
/// { group in … }`, `group.addTask { … }` with the values its request reads captured, `for await
/// n in group { … }` and `group.cancelAll()`.
extension SwiftExpression {
    func writeTaskGroup(_ g: TaskGroupStatement, into src: inout SwiftSource) {
        switch g {
        case .scope(let scope):
            src.block((scope.throwing ? "try " : "") + "await \(scope.function)(of: \(scope.childType).self) { \(scope.group) in") {
                write(scope.body, into: &$0)
            }
        case .addTask(let child):
            // The child's closure is `@Sendable` and runs off the main actor: it takes copies of
            // what its request reads, as a capture list gives them, rather than the view's state.
            var names: [String] = []
            for (name, _) in child.argument?.names ?? [] where !names.contains(name) { names.append(name) }
            let captures = names.isEmpty ? "" : "[" + names.map { name in
                "\(SwiftNames.identifier(name)) = \(write(Expr(.name(name), at: child.argument?.location ?? Location(file: "", line: 0, column: 0), source: name)))"
            }.joined(separator: ", ") + "] in "
            var captured = scope
            for name in names where captured[name] == nil {
                captured[name] = types.type(of: Expr(.name(name), at: Location(file: "", line: 0, column: 0), source: name), in: scope)
            }
            let argument = child.argument.map { inner(captured).write($0) } ?? ""
            src.line("\(child.group).addTask { \(captures)\(child.swallows ? "try? " : "try ")await Requests.\(child.request)(\(argument)) }")
        case .next(let loop):
            var inner = scope
            inner[loop.variable] = TaskGroupScope.swiftType(ofChild: loop.childType)
            let writer = self.inner(inner)
            src.block("for \(loop.tries ? "try " : "")await \(loop.variable) in \(loop.group) {") { writer.write(loop.body, into: &$0) }
        case .cancelAll(let group):
            src.line("\(group).cancelAll()")
        }
    }
}
