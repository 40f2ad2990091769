/// What a tap on a navigation link that can push nothing says: at the run's tap, and at `spec
/// check` where the spec makes it certain before the run (docs/semantics.md §23).
enum LinkRefusals {
    /// A link in no navigation stack: SwiftUI shows it disabled, and the spec refuses the tap.
    static func outsideStack(at location: Location) -> Diagnostic {
        Diagnostic("this navigation link is in no navigation-stack, so it pushes nothing", at: location,
                   hint: "SwiftUI shows a link outside a NavigationStack disabled; put it in a `navigation-stack:`")
    }

    /// What SwiftUI logs when a link's value has no destination visible from the link.
    static func swiftUILog(_ type: String) -> String {
        "SwiftUI logs \"A NavigationLink is presenting a value of type “\(type)” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.\""
    }

    /// A link whose value is certainly of a type no view of the spec declares a destination for:
    /// whatever the script does first, a tap on it pushes nothing.
    static func noDestinationAnywhere(value: Expr, type: String, declared: [String], at location: Location) -> Diagnostic {
        let literal: Bool
        switch value.kind {
        case .int, .string, .bool: literal = true
        default: literal = false
        }
        let shown = literal ? "\(type) \(value.source)" : "\(value.source), \(DeclaredTypes.withArticle(type)),"
        let others = declared.isEmpty ? "" : ", or push a value of a type they show (\(declared.joined(separator: ", ")))"
        return Diagnostic("the link pushes \(shown) and no view of the spec declares a destination for \(type), so a tap on it pushes nothing",
                          at: location,
                          hint: "\(swiftUILog(type)); add `- for: \(type)` under the stack's `destinations:` or a view's `navigation-destinations:`\(others)")
    }
}
