/// The type checks of loops (docs/semantics.md §85, §87): a `for … in` loop's sequence to
/// iterate, its element the constant's type in the `where` and the body, the pair of
/// `enumerated()` an Int and an element; a `while` or `repeat` loop's Bool condition.
extension TypeCheck {
    func check(_ loop: Loop, in env: DeclaredTypes.Names) {
        switch loop.kind {
        case .forIn(let pattern, let sequence, let enumerated):
            checkSequence(pattern, sequence, enumerated: enumerated, body: loop, in: env)
        case .whileTrue(let condition), .repeatWhile(let condition):
            // Swift's words for a condition of another type (§87).
            checkCondition(condition, of: "a `while` condition", in: env, swiftWords: true)
            check(loop.body, in: env)
        }
    }

    private func checkSequence(_ pattern: LoopPattern, _ sequence: Expr, enumerated: Bool, body loop: Loop, in env: DeclaredTypes.Names) {
        // `items.enumerated` without `()`: one error, the call left out, rather than a missing field
        // and a pattern that cannot match.
        if case .member(let base, "enumerated") = sequence.kind {
            return report(Diagnostic("function 'enumerated()' is used as a property here; it is a method to call", at: sequence.location,
                                     hint: "write `for \(pattern.source) in \(base.source).enumerated() { … }`"))
        }
        checkFields(sequence, in: env)
        var inner = env
        // An IndexSet, `for i in offsets`, is a collection of Ints (§43).
        let type = rules.type(of: sequence, in: env)?.asSequence
        let listOrUnknown = if case .list? = type { true } else { type == nil }
        if case .pair = pattern, !enumerated, listOrUnknown {
            // Swift's words: an element is no tuple unless the sequence makes pairs (§87).
            let element = if case .list(let e?)? = type { e.description } else { "Element" }
            report(Diagnostic("tuple pattern cannot match values of the non-tuple type '\(element)'", at: sequence.location,
                              hint: "pair each element with its offset: `for \(pattern.source) in \(sequence.source).enumerated() { … }`"))
        }
        switch type {
        case .list(let element)?:
            for (name, type) in loop.boundTypes(element: element) { inner[name] = type }
        case .string?:
            // A String is Swift's sequence of Characters, a type the language does not have.
            report(Diagnostic("a loop over the characters of a String is not expressed; \(sequence.source.quotable) is a String", at: sequence.location,
                              hint: "loop over a list, `for word in words`, or a range, `for i in 0..<n`"))
        case .optional(let wrapped)?:
            report(Diagnostic("for-in loop requires '\(SwiftType.optional(wrapped))' to conform to 'Sequence'; did you mean to unwrap optional?", at: sequence.location,
                              hint: "unwrap it first, `if let found = \(sequence.source) { for x in found { … } }`, or loop over `\(sequence.source) ?? []`"))
        case let t?:
            let message = enumerated ? "value of type '\(t)' has no member 'enumerated'" : "for-in loop requires '\(t)' to conform to 'Sequence'"
            report(Diagnostic(message, at: sequence.location,
                              hint: "loop over a list, `for item in items`, or a range of Ints, `for i in 0..<n`"))
        case nil:
            for (name, type) in loop.boundTypes(element: nil) { inner[name] = type }
        }
        if let condition = loop.condition { checkCondition(condition, of: "a `where` clause", in: inner) }
        check(loop.body, in: inner)
    }
}

extension Loop {
    /// The types a turn's constants have, `element` the sequence's element type (nil when
    /// unknown): the loop's name, or the pair's Int offset and element. `_` binds none.
    func boundTypes(element: SwiftType?) -> [(String, SwiftType?)] {
        switch pattern {
        case .name(let name)?: return name == "_" ? [] : [(name, element)]
        case .pair(let i, let x)?: return [(i, SwiftType.int), (x, element)].filter { $0.0 != "_" }
        case nil: return []
        }
    }
}
