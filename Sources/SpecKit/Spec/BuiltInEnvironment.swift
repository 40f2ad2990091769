/// The properties SwiftUI itself declares on `EnvironmentValues` (Apple's `EnvironmentValues`
/// page): an entry of `environment-values:` of one of these names would be a second property of
/// that name, written in the app, which hides SwiftUI's own wherever the app writes `\.name`
/// (docs/semantics.md §17). A spec reads a few of them itself (§33, §41, §45) and calls two
/// (§22, §45); the others are not expressed.
enum BuiltInEnvironment {
    /// Those a spec reads with `environment: { x: name }`, set by what SwiftUI models.
    static let read: Set<String> = ["isEnabled", "scenePhase", "isSearching"]

    /// Every name, those above included.
    static let names: Set<String> = read.union([
        "accessibilityDifferentiateWithoutColor", "accessibilityEnabled", "accessibilityInvertColors",
        "accessibilityLargeContentViewerEnabled", "accessibilityQuickActionsEnabled", "accessibilityReduceMotion",
        "accessibilityReduceTransparency", "accessibilityShowButtonShapes", "accessibilitySwitchControlEnabled",
        "accessibilityVoiceOverEnabled", "allowsTightening", "autocorrectionDisabled", "backgroundMaterial",
        "backgroundProminence", "backgroundStyle", "buttonRepeatBehavior", "calendar", "colorScheme", "colorSchemeContrast",
        "controlActiveState", "controlSize", "defaultMinListHeaderHeight", "defaultMinListRowHeight", "dismiss",
        "dismissImmersiveSpace", "dismissSearch", "dismissWindow", "displayScale", "dynamicTypeSize", "editMode", "font",
        "headerProminence", "horizontalSizeClass", "imageScale", "isFocused", "isHoverEffectEnabled", "isLuminanceReduced",
        "isPresented", "isScrollEnabled", "keyboardShortcut", "layoutDirection", "legibilityWeight", "lineLimit",
        "lineSpacing", "locale", "managedObjectContext", "menuIndicatorVisibility", "minimumScaleFactor", "modelContext",
        "multilineTextAlignment", "newDocument", "openDocument", "openImmersiveSpace", "openSettings", "openURL",
        "openWindow", "pixelLength", "presentationMode", "purchase", "redactionReasons", "refresh", "requestReview",
        "resetFocus", "scrollDismissesKeyboardMode", "searchSuggestionsPlacement", "sizeCategory",
        "supportsMultipleWindows", "symbolRenderingMode", "symbolVariants", "textCase", "timeZone", "truncationMode",
        "undoManager", "verticalSizeClass", "widgetFamily",
    ])

    /// An entry declared under one of SwiftUI's names, with what to do instead.
    static func declared(_ name: String, at location: Location) -> Diagnostic {
        Diagnostic("'\(name)' is SwiftUI's own environment value (`EnvironmentValues.\(name)`); an entry of that name would declare a second `\(name)` in the app, which hides SwiftUI's",
                   at: location, hint: insteadOfDeclaring(name))
    }

    /// What a spec does for SwiftUI's own `name`.
    static func insteadOfDeclaring(_ name: String) -> String {
        switch name {
        case "isEnabled": return "read it with `environment: { enabled: isEnabled }`; `disabled:` sets it false below a view"
        case "isSearching": return "read it with `environment: { searching: isSearching }` in a view inside the one with `searchable:`"
        case "scenePhase": return "read it with `environment: { phase: scenePhase }`; the steps `background:` and `foreground:` change it"
        case "dismiss", "dismissSearch": return "SwiftUI's \(name) needs no entry: an action calls `\(name)()`, as `@Environment(\\.\(name))` gives it"
        default: return "give your entry a name of its own (`my\(name.prefix(1).uppercased() + name.dropFirst())`); SwiftUI's \(name) is not expressed in a spec yet (docs/coverage.md)"
        }
    }
}
