/// The bound on what an export writes (`Limits.exportElements`): the elements of the file's
/// bodies, each written once, an alias's as many times as the alias repeats them. A 4 KB file
/// of anchors and aliases stands for a million texts, which `spec run` refuses when it shows
/// them (`screenItems`) but the export wrote out, 70 MB of Swift over minutes.
enum ExportSize {
    /// The error at the element that passes the limit; nil when the bodies are within it.
    static func refusal(_ components: [ComponentDecl], limit: Int) -> Diagnostic? {
        var count = 0
        var past: Element?
        for component in components where past == nil {
            component.body.forEachElement { element in
                count += 1
                if count == limit + 1 { past = element }
            }
        }
        guard let past else { return nil }
        return Diagnostic("the export would write more than \(limit) views (aliases count as the elements they repeat)",
                          at: past.location,
                          hint: "a body this large is likely made by aliases repeating an anchor's elements; docs/limits.md lists the limits")
    }
}

extension Element {
    /// Where the element is written; an alias's element is where its anchor's is.
    var location: Location {
        switch self {
        case .text(_, let location), .button(_, _, let location, _): return location
        case .child(let c): return c.location
        case .conditional(let c): return c.location
        case .forEach(let f): return f.location
        case .link(let l): return l.location
        case .navigationStack(let s): return s.location
        case .tabView(let t): return t.location
        case .switchOver(let s): return s.location
        case .control(let c): return c.location
        case .slot(let s): return s.location
        }
    }
}
