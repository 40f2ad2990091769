/// The types of a task group's statements (docs/semantics.md §88): its `of:` names a type of the
/// spec's values, each child's request gives that type (optional under `try?`), and the loop's
/// variable has it.
extension TypeCheck {
    func checkGroupTypes(_ g: TaskGroupStatement, at location: Location, in env: DeclaredTypes.Names) {
        switch g {
        case .scope(let scope):
            check(scope.body, in: env)
        case .addTask(let child):
            if let argument = child.argument { checkFields(argument, in: env) }
            // The request's `returns:` is declared at the top of the spec.
            found.readsWholeSpec = true
            guard let expected = TaskGroupScope.swiftType(ofChild: child.childType),
                  let returns = rules.spec.request(named: child.request)?.returns else { return }
            var argumentType: [String: SwiftType] = [:]
            if let argument = child.argument, let t = rules.type(of: argument, in: env) { argumentType["argument"] = t }
            guard let response = rules.type(of: returns, in: argumentType) else { return }
            let given: SwiftType = child.swallows ? .optional(response) : response
            // Swift wraps a value where its optional is wanted: `Int` into an `of: Int?.self` group.
            guard given != expected, SwiftType.optional(given) != expected else { return }
            // Swift's words for a closure whose value is not the group's `of:` type.
            let hint = child.swallows && response == expected.unwrapped
                ? "`try?` makes the child's value optional: write `of: \(given).self`, or `try await` in a withThrowingTaskGroup"
                : "write `of: \(given).self`: \(child.request) responds with \(response), as its `returns:` gives"
            report(Diagnostic("cannot convert value of type '\(given)' to closure result type '\(expected)'", at: child.argument?.location ?? location,
                              hint: hint))
        case .next(let loop):
            var inner = env
            inner[loop.variable] = TaskGroupScope.swiftType(ofChild: loop.childType)
            check(loop.body, in: inner)
        case .cancelAll:
            break
        }
    }
}
