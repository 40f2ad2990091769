/// SwiftUI's presentation and navigation APIs a spec does not express yet, written as their keys
/// would be: refused with what they are and the nearest question a spec can ask today
/// (docs/coverage.md, "Not expressed yet"), rather than as an unknown key, which reads like a
/// typo.
enum NotExpressed {
    struct Entry {
        /// What the key stands for in SwiftUI.
        let swiftUI: String
        /// The nearest spec today.
        let nearest: String
    }

    /// Modifiers, as they would stand beside a child.
    private static let modifiers: [String: Entry] = {
        let detents = Entry(swiftUI: "`.presentationDetents` and `.presentationDragIndicator`",
                            nearest: "a spec's sheet covers the view that presents it, as a sheet at its `.large` detent does; the detents change how it is drawn, which no check reads")
        let bar = Entry(swiftUI: "the navigation bar's `.navigationTitle` and `.toolbar`",
                        nearest: "a title or a bar button is drawn by the navigation bar, which a spec does not show: write the title as a `text:` and a toolbar button as a `button:` in the view's body")
        let inspector = Entry(swiftUI: "`.inspector(isPresented:)`",
                              nearest: "on an iPhone an inspector is presented as a sheet: write `sheet:` with `is-presented:` beside the child")
        let transform = Entry(swiftUI: "`.transformPreference`",
                              nearest: "`preference:` beside the child sets the value its subtree gives, hiding its content's; a key's `reduce:` combines siblings' values (semantics §47)")
        let readValue = Entry(swiftUI: "`.overlayPreferenceValue` and `.backgroundPreferenceValue`",
                              nearest: "copy the value into the parent's state with `on-preference-change:` and show it from there: it arrives one update later (semantics §47)")
        var table: [String: Entry] = [:]
        table["transform-preference"] = transform
        for key in ["overlay-preference-value", "background-preference-value"] { table[key] = readValue }
        for key in ["presentation-detents", "presentation-drag-indicator"] { table[key] = detents }
        for key in ["navigation-title", "navigation-bar-title", "toolbar"] { table[key] = bar }
        table["inspector"] = inspector
        return table
    }()

    /// Elements, as they would stand in a body.
    private static let elements: [String: Entry] = [
        "navigation-split-view": Entry(swiftUI: "`NavigationSplitView`",
                                       nearest: "on an iPhone a split view collapses into one stack: write a `navigation-stack:` whose root is the sidebar's list and whose `destinations:` show the detail"),
    ]

    /// The deprecated `NavigationView`, written as an element or as SwiftUI names it: refused
    /// with what replaces it, not as an unknown element close to another. [A] *Migrating to new
    /// navigation types*: "transition away from using `NavigationView`. In its place, use
    /// `NavigationStack` and `NavigationSplitView`", its example marked "This is deprecated".
    static func deprecatedElement(_ key: String, at location: Location) -> Diagnostic? {
        guard normalized(key) == "navigationview" else { return nil }
        return Diagnostic("NavigationView is deprecated; `navigation-stack:` (NavigationStack) replaces it", at: location,
                          hint: "write `- navigation-stack:` with `root:`, the views it shows first, and `destinations:` for the screens its links push")
    }

    /// `navigationTitle`, `navigation_title` and `navigation-title` alike.
    private static func normalized(_ key: String) -> String {
        key.lowercased().filter { $0 != "-" && $0 != "_" }
    }

    private static func find(_ key: String, in table: [String: Entry]) -> (String, Entry)? {
        let wanted = normalized(key)
        return table.first { normalized($0.key) == wanted }.map { ($0.key, $0.value) }
    }

    /// The refusal of a modifier key a spec does not express, or nil for any other key.
    static func modifier(_ key: String, at location: Location) -> Diagnostic? {
        find(key, in: modifiers).map { name, entry in
            Diagnostic("`\(name):` (\(entry.swiftUI)) is not expressed in a spec yet", at: location, hint: entry.nearest)
        }
    }

    /// The refusal of an element a spec does not express, or nil for any other key.
    static func element(_ key: String, at location: Location) -> Diagnostic? {
        find(key, in: elements).map { name, entry in
            Diagnostic("`\(name):` (\(entry.swiftUI)) is not expressed in a spec yet", at: location, hint: entry.nearest)
        }
    }

    /// `priority:` in a `task:`, `.task(priority:)`: a job's priority reorders nothing the spec
    /// measures, the order of a task's code being semantics §27.1's (coverage.md).
    static func taskArgument(_ key: String, at location: Location) -> Diagnostic? {
        guard key == "priority" else { return nil }
        return Diagnostic("`.task(priority:)` is not expressed: the priority changes nothing the spec measures", at: location,
                          hint: "drop `priority:`; a task's code runs on the main actor in the order semantics §27.1 gives, whatever its priority")
    }

    /// The modifier keys, for decoders that look for them among a mapping's keys.
    static func isModifier(_ key: String) -> Bool { find(key, in: modifiers) != nil }
}
