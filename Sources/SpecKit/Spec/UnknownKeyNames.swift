/// The names under an unknown key of a component, which has its own error. A misspelt holder
/// kind is read as the kind it resembles, and misspelt `props:` or `bindings:` (or `bindable:`,
/// Swift's `@Bindable`) as those, so their names do not cascade into "not defined" errors and
/// "has no prop" errors at every child that passes them. A name the component declares under a
/// known key too is that declaration's: read again from the unknown key, it would be reported
/// as declared twice, and a guessed prop would make every parent, and a root's app, owe it an
/// argument. One mistake, one error.
extension SpecDecoder {
    /// Reads the names of the unknown key `key` into `component`; the places of the holders read.
    mutating func guessNames(_ key: String, _ value: YAMLNode, into component: inout ComponentDecl) -> Set<Location> {
        func guessed(_ props: [PropDecl]) -> [PropDecl] { props.map { var p = $0; p.isGuessed = true; return p } }
        if value.isSequence, key == "bindable" {
            component.props += guessed(props(value, binding: false))
        } else if value.isSequence, let guess = Suggestion.closest(to: key, in: ["props", "bindings"]) {
            component.props += guessed(props(value, binding: guess == "bindings"))
        } else if Suggestion.closest(to: key, in: ["focus-binding"] + SpecDecoder.holderKeys) == "focus-binding" {
            component.props += guessed(focusBindings(value))
        } else if let guess = Suggestion.closest(to: key, in: HolderKind.allCases.map(\.rawValue)),
                  let kind = HolderKind(rawValue: guess) {
            let first = component.holders.count
            holders(value, kind: kind, component: component.name, into: &component.holders, observers: &component.observers)
            return Set(component.holders[first...].map(\.location))
        }
        return []
    }

    /// Leaves out each name read from an unknown key that a known key declares too.
    func dropGuesses(declaredElsewhere guessedHolders: Set<Location>, in component: inout ComponentDecl) {
        guard component.props.contains(where: \.isGuessed) || !guessedHolders.isEmpty else { return }
        let declared = Set(component.props.filter { !$0.isGuessed }.map(\.name)
            + component.holders.filter { !guessedHolders.contains($0.location) }.map(\.name))
        component.props.removeAll { $0.isGuessed && declared.contains($0.name) }
        component.holders.removeAll { guessedHolders.contains($0.location) && declared.contains($0.name) }
    }
}
