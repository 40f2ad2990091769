/// Views passed as content (docs/semantics.md §48): a container's `slots:`, the `- slot:` that
/// places one in its body, and the `content:` its parent writes beside it.
extension SpecDecoder {
    /// `slots: [content]` or `slots: [header, content]`: the names of a container's slots.
    mutating func slots(_ node: YAMLNode, in component: String) -> [SlotDecl] {
        if node.mapping != nil, let reader = MappingReader(node, what: "slots", problems: &problems) {
            // `slots: { content: closure }`: how each slot stores its content.
            var slots: [SlotDecl] = []
            for pair in reader.pairs {
                guard let name = pair.key.scalar, let form = text(pair.value, what: "how a slot stores its content") else { continue }
                guard form == "stored" || form == "closure" else {
                    problems.append(Diagnostic("a slot stores its content as `stored` or `closure`, not '\(form)'", at: pair.value.location,
                                               hint: Suggestion.closest(to: form, in: ["stored", "closure"]).map { "did you mean '\($0)'?" }
                                                   ?? "`stored` is `let \(name): Content`; `closure` is `let \(name): () -> Content`, called in the body"))
                    slots.append(SlotDecl(name: name, location: pair.key.location))
                    continue
                }
                slots.append(SlotDecl(name: name, location: pair.key.location, isClosure: form == "closure"))
            }
            return slots
        }
        guard node.isSequence else {
            problems.append(Diagnostic("`slots:` is a list of names, such as `slots: [content]`", at: node.location,
                                       hint: "each is `let content: Content` with a `@ViewBuilder` init; the body places it with `- slot: content`"))
            return []
        }
        var slots: [SlotDecl] = []
        for item in node.items {
            guard let name = text(item, what: "a slot's name") else { continue }
            if !SpecValidator.isIdentifier(name) {
                problems.append(Diagnostic("'\(name)' is not a slot name", at: item.location,
                                           hint: "a slot is a Swift property: letters, digits and _, not starting with a digit"))
                continue
            }
            if let first = slots.first(where: { $0.name == name }) {
                problems.append(Diagnostic("the slot '\(name)' is declared twice in component \(component)", at: item.location,
                                           hint: "the first is at line \(first.location.line)"))
                continue
            }
            slots.append(SlotDecl(name: name, location: item.location))
        }
        return slots
    }

    /// A placeholder of a closure slot calls it: `content()`. Only the body's own elements place a
    /// slot (a nested one is an error of the checks).
    func markClosureSlots(in component: inout ComponentDecl) {
        let closures = Set(component.slots.filter(\.isClosure).map(\.name))
        for i in component.body.indices {
            if case .slot(var use) = component.body[i], closures.contains(use.name) {
                use.callsClosure = true
                component.body[i] = .slot(use)
            }
        }
    }

    /// `- slot: content`: where the container's body places the content of that slot.
    mutating func slotUse(_ name: YAMLNode, _ e: inout MappingReader, at location: Location) -> Element? {
        let text = text(name, what: "a slot's name")
        // `content.environment(…)` or `content.onAppear { … }` in the container: a modifier on the
        // placed content, which is not expressed; said once, with where to write it instead.
        for key in SpecDecoder.modifierKeys where e.peek(key) != nil {
            let slot = text ?? "content"
            problems.append(Diagnostic("`- slot: \(slot)` takes no modifiers: `\(key):` on the content the container places is not expressed",
                                       at: e.keyNode(key)?.location ?? location,
                                       hint: "write `\(key):` beside the container in the parent's body, as the content lives under the container and finds its environment, or on the content's views in the parent's `content:`"))
            _ = e.take(key)
        }
        e.finish(what: "a slot", allowed: ["slot"], problems: &problems)
        guard let text else { return nil }
        return .slot(SlotUse(name: text, location: name.location))
    }

    /// `content:` indented under `- Card:`, among its arguments: said once, and read as content,
    /// so that the child is not also reported as missing it.
    mutating func misplacedContent(_ pair: (key: YAMLNode, value: YAMLNode), of child: String) -> [ContentDecl] {
        problems.append(Diagnostic("`content:` is indented as an argument of \(child); it stands beside `- \(child):`", at: pair.key.location,
                                   hint: "indent `content:` as far as `\(child)`, as a modifier is: `- \(child):` and `content:` on the next line, under the name"))
        return content(pair.value, at: pair.key.location)
    }

    /// `content:` beside a child: a body for its `content` slot, or a mapping of slot names to
    /// bodies for a container with several (`content: { header: [ … ], content: [ … ] }`).
    mutating func content(_ node: YAMLNode, at key: Location) -> [ContentDecl] {
        if node.isSequence { return [ContentDecl(name: "content", body: body(node), location: key)] }
        guard node.mapping != nil, let reader = MappingReader(node, what: "content", problems: &problems) else {
            problems.append(Diagnostic("`content:` takes the views passed to the child, a list of body elements", at: node.location,
                                       hint: "for example `content: [ { Row: { input: count } } ]`, or `content: { header: [ … ], content: [ … ] }` for several slots"))
            // Still passed, so that the child is not also reported as missing its content.
            return [ContentDecl(name: "content", body: [], location: key)]
        }
        var result: [ContentDecl] = []
        for pair in reader.pairs {
            guard let name = pair.key.scalar else { continue }
            if !pair.value.isSequence {
                problems.append(Diagnostic("the content of slot '\(name)' must be a list of body elements", at: pair.value.location,
                                           hint: "for example `\(name): [ { text: hello } ]`"))
                result.append(ContentDecl(name: name, body: [], location: pair.key.location))
                continue
            }
            result.append(ContentDecl(name: name, body: body(pair.value), location: pair.key.location))
        }
        return result
    }
}
