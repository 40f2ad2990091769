/// The type checks of `for … in` loops (docs/semantics.md §85): a sequence to iterate, its element
/// the constant's type in the `where` and the body.
extension TypeCheck {
    /// `for x in items where c { … }`: a sequence to iterate, whose element the constant is in the
    /// `where` and the body (§85).
    func check(_ loop: ForInLoop, in env: DeclaredTypes.Names) {
        checkFields(loop.sequence, in: env)
        var inner = env
        switch rules.type(of: loop.sequence, in: env) {
        case .list(let element)?:
            if loop.variable != "_" { inner[loop.variable] = element }
        case .string?:
            // A String is Swift's sequence of Characters, a type the language does not have.
            report(Diagnostic("a loop over the characters of a String is not expressed; \(loop.sequence.source.quotable) is a String", at: loop.sequence.location,
                              hint: "loop over a list, `for word in words`, or a range, `for i in 0..<n`"))
        case .optional(let wrapped)?:
            report(Diagnostic("for-in loop requires '\(SwiftType.optional(wrapped))' to conform to 'Sequence'; did you mean to unwrap optional?", at: loop.sequence.location,
                              hint: "unwrap it first, `if let found = \(loop.sequence.source) { for x in found { … } }`, or loop over `\(loop.sequence.source) ?? []`"))
        case let t?:
            report(Diagnostic("for-in loop requires '\(t)' to conform to 'Sequence'", at: loop.sequence.location,
                              hint: "loop over a list, `for item in items`, or a range of Ints, `for i in 0..<n`"))
        case nil:
            if loop.variable != "_" { inner[loop.variable] = nil }
        }
        if let condition = loop.condition { checkCondition(condition, of: "a `where` clause", in: inner) }
        check(loop.body, in: inner)
    }
}
