/// The keys beside an element that are no modifier of it: a modifier on a view that takes none,
/// a key a spec does not express yet (NotExpressed), or an unknown one, with the modifiers ranked
/// by likeness.
extension SpecDecoder {
    /// Modifiers live with an identity, which only components have here; say so where a user
    /// naturally puts one on a text or a button.
    mutating func rejectModifiers(_ e: inout MappingReader, on what: String, except taken: [String] = []) {
        // A stack or a tab view is a whole screen: the small component holds it, not a text.
        // The holder is a new component: naming the one the stack is in would make it contain itself.
        let holder = what == "a navigation stack" ? "StackScreen" : "TabScreen"
        let wrap = what == "a navigation stack" || what == "a tab view"
            ? "put the \(what.dropFirst(2)) alone in the body of a new component (say `\(holder):` under `components:`), and write `- \(holder): {}` here"
            : "put the text or button in a small component and write `- Row: { … }`"
        for key in SpecDecoder.modifierKeys where !taken.contains(key) {
            guard let keyNode = e.keyNode(key) else { continue }
            _ = e.take(key)
            problems.append(Diagnostic(
                "`\(key):` is a modifier; here it can only stand beside a component, not \(what)",
                at: keyNode.location,
                hint: key == "searchable"
                    ? "`.searchable` makes a search field of its own: write `searchable: $query` beside the view whose subtree searches, in place of \(what)"
                    : "\(wrap) with `\(key):` beside it"))
        }
        for (text, location) in e.untakenKeys() {
            guard let refusal = NotExpressed.modifier(text, at: location) else { continue }
            _ = e.take(text)
            problems.append(refusal)
        }
        rejectRowEdits(&e, "on \(what)")
    }

    /// A key beside a child is a modifier of it (or its `content:`); a key of a component's
    /// declaration written there, such as `equatable:`, is pointed to where it belongs.
    mutating func unknownModifiers(_ e: MappingReader, of name: String) {
        for (text, location) in e.untakenKeys() {
            if let refusal = NotExpressed.modifier(text, at: location) {
                problems.append(refusal)
                continue
            }
            // `content:` stands beside a child too, but is no modifier: it is suggested, not listed.
            let hint = SpecDecoder.componentKeys.contains(text)
                ? "`\(text):` belongs to \(name)'s declaration: write it under `components:` → `\(name):`, beside its `body:`"
                : Suggestion.closest(to: text, in: ["content"] + SpecDecoder.modifierKeys).map { "did you mean '\($0)'?" }
                    ?? "modifiers, closest first: \(Suggestion.list(Suggestion.ranked(text, SpecDecoder.modifierKeys)))"
            problems.append(Diagnostic("unknown modifier '\(text)' on the child \(name)", at: location, hint: hint))
        }
    }
}
