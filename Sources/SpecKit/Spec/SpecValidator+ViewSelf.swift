/// `self.name` in a view's code (ViewSelf.swift): the view's own member, as in Swift.
extension SpecValidator {
    /// What is wrong with `self.name` or `self.name(…)` written in `component`'s code, if
    /// anything: a name the view does not declare. Nil for anything else.
    func viewSelfProblem(_ e: Expr, visible: [String], in component: ComponentDecl) -> Diagnostic? {
        let name: String
        switch e.kind {
        case .name(let n): name = n
        case .call(nil, let n, _): name = n
        default: return nil
        }
        guard Parser.writtenWithSelf(e) else { return nil }
        // `dismiss` and `dismissSearch` are the environment's actions, in every view (§22, §45).
        if name == "dismiss" || name == "dismissSearch" { return nil }
        let member = component.props.contains { $0.name == name } || component.holders.contains { $0.name == name }
        guard member else {
            let local = visible.contains(name)
            return Diagnostic("value of type '\(component.name)' has no member '\(name)'", at: e.location,
                              hint: local ? "`\(name)` here is a local, not a property of the view: write `\(name)` without `self.`"
                                  : Suggestion.closest(to: name, in: component.props.map(\.name) + component.holders.map(\.name))
                                      .map { "did you mean 'self.\($0)'?" }
                                      ?? Suggestion.hint(for: name, in: component.props.map(\.name) + component.holders.map(\.name),
                                                         known: "\(component.name)'s properties"))
        }
        // A local of the same name (a for-each's `as:`, a closure's parameter, a `let`) does not
        // matter: `self.name` is the view's, as in Swift (`self.total = total`).
        return nil
    }
}
