/// A `switch` in the statements of an action, a task or a method (docs/semantics.md §92.6): the
/// subject is evaluated once, and the block of the first case listing a value equal to it runs,
/// else the default's; no case falls through to the next.
extension Graph {
    /// The block the switch chooses, and its place among the cases (the default's is after the
    /// last case's), recorded with the subject's value for the trace.
    func caseTaken(_ s: SwitchStatement, in scope: NodeScope) throws -> (body: [Statement], index: Int) {
        let subject = try Evaluator.evaluate(s.subject, in: scope)
        for (i, c) in s.cases.enumerated() {
            for pattern in c.patterns where try SwitchPatterns.value(of: pattern, against: subject, in: scope) == subject {
                emit(.caseRan(node: scope.node.ref, subject: s.subject.source, value: subject, listed: SwitchStatement.listed(c.patterns)))
                return (c.body, i)
            }
        }
        // The checks refuse a switch that is not exhaustive, as Swift does.
        guard let otherwise = s.otherwise else {
            throw Diagnostic("no case of `switch \(s.subject.source)` matches \(subject.literal)", at: s.subject.location,
                             hint: "switch must be exhaustive: add a `default:`")
        }
        emit(.caseRan(node: scope.node.ref, subject: s.subject.source, value: subject, listed: nil))
        return (otherwise, s.cases.count)
    }
}
