/// SwiftUI's own views written where a component goes, over a list of views: one error each,
/// not one for the name and another for the list its arguments cannot be (docs/coverage.md).
extension SpecDecoder {
    static let layoutContainers: Set<String> = ["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "List", "Form",
                                                "Section", "Group", "ScrollView", "NavigationView", "LazyVGrid", "LazyHGrid"]

    /// `- VStack:` or `- AnyView:` over a list of views: no component takes a list, and a body is
    /// one already. Nil for any other name.
    static func viewOverAList(_ name: String, at location: Location) -> Diagnostic? {
        if layoutContainers.contains(name) {
            return Diagnostic("`\(name)` is a layout container, which a spec does not write: a body is already a list of views",
                              at: location, hint: "write its elements in the body itself, without `- \(name):`")
        }
        if name == "AnyView" {
            return Diagnostic("component 'AnyView' is not declared", at: location, hint: SpecValidator.builtInViewHint(name))
        }
        return nil
    }
}
