/// Keys written as Swift shapes the code, where the spec has a place of its own for them: an
/// `else if:` on an if, a ForEach's modifier on a for-each. Each is one error with the spec's form
/// as its hint, and is taken, so that no "unknown key" follows for it.
extension SpecDecoder {
    /// What people write for Swift's `else if`.
    static let elseIfKeys: Set<String> = ["else if", "else-if", "elseif", "elif", "else_if", "elsif"]

    /// `else if: mode == 1` beside `then:`: the result builder nests a second `if` in the `else`.
    mutating func reportElseIfKeys(_ e: inout MappingReader) {
        for (key, place) in e.untakenKeys() where Self.elseIfKeys.contains(key.lowercased()) {
            _ = e.take(key)
            problems.append(Diagnostic("`\(key):` is not a key of an if; Swift's `else if` is an `else:` that holds one `if:`", at: place,
                                       hint: "write `else: [ { if: …, then: [ … ], else: [ … ] } ]`"))
        }
    }

    /// An if's `else:`, a list of elements; given as an `if:` mapping, the nested if it was meant to be.
    mutating func elseBody(_ node: YAMLNode) -> [Element] {
        guard node.isMapping, node.mapping?.contains(where: { $0.key.scalar == "if" }) == true else { return body(node) }
        problems.append(Diagnostic("`else:` is a list of elements; an `if:` there is one of them", at: node.location,
                                   hint: "write it as a list item, `else: [ { if: …, then: [ … ] } ]`, or `- if:` on its own line under `else:`"))
        return []
    }

    /// `ForEach { … }.onAppear { … }`: SwiftUI applies a ForEach's modifier to each row, so the
    /// spec writes it on the row's view.
    mutating func reportForEachModifiers(_ e: inout MappingReader) {
        for (key, place) in e.untakenKeys() where key != "id" && Self.modifierKeys.contains(key) {
            _ = e.take(key)
            problems.append(Diagnostic("`\(key):` does not stand on a `for-each:`", at: place,
                                       hint: "a ForEach's modifier applies to each row: write `\(key):` beside the row's view in the for-each's `body:`"))
        }
    }
}
