/// `navigation-link:` with `destination:`: `NavigationLink(label) { destination }`
/// (docs/semantics.md §30). The link is a flag destination whose flag is its own.
extension SpecDecoder {
    /// The destination's views as a flag destination the link presents; nil when they are missing.
    mutating func linkDestination(_ node: YAMLNode, at location: Location) -> PresentationDecl? {
        let content = body(node)
        // An empty @ViewBuilder pushes an EmptyView: a blank screen, surely not what was meant.
        guard !content.isEmpty else {
            if node.isNull || node.sequence != nil {
                problems.append(Diagnostic("a `navigation-link:`'s `destination:` needs a view to push; it lists none", at: node.location,
                                           hint: "for example destination: [ - Detail: { number: n } ]"))
            }
            return nil
        }
        let flag = PresentationDecl.linkFlag
        var push = PresentationDecl(style: .navigationDestination, binding: Expr(.name("$" + flag), at: location, source: "$" + flag),
                                    isItem: false, itemName: nil, onDismiss: [], content: content, location: location)
        push.ownsFlag = true
        return push
    }

    /// `isActive:`, `tag:` and `selection:` belong to NavigationLink initializers deprecated in
    /// iOS 16; the spec models the NavigationStack forms only.
    mutating func rejectDeprecatedLinkKeys(_ e: inout MappingReader) {
        for key in ["is-active", "isActive", "tag", "selection"] {
            guard let keyNode = e.keyNode(key) else { continue }
            _ = e.take(key)
            problems.append(Diagnostic("`\(key):` on a navigation link is the deprecated `NavigationLink(isActive:)` form, which the spec does not model",
                                       at: keyNode.location,
                                       hint: "push by a flag with `navigation-destination:` and `is-presented: $flag` beside a child, or tap a link with `destination:`"))
        }
    }
}
