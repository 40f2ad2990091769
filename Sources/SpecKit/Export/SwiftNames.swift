/// Spellings of spec names as Swift identifiers: type names from file names, enum cases and test
/// names from scenario names, and keywords escaped.
enum SwiftNames {
    /// Words of a free-form name: runs of letters and digits.
    static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { !($0.isLetter || $0.isNumber) || !$0.isASCII }).map(String.init)
    }

    /// `lazy-state-trap` → `LazyStateTrap`; a name that would start with a digit gets a prefix.
    static func typeName(_ text: String, fallback: String) -> String {
        let name = words(text).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = name.first else { return fallback }
        return first.isNumber ? fallback + name : name
    }

    /// `@State, built in init` → `stateBuiltInInit`.
    static func memberName(_ text: String, fallback: String) -> String {
        let type = typeName(text, fallback: fallback.prefix(1).uppercased() + fallback.dropFirst())
        return type.prefix(1).lowercased() + type.dropFirst()
    }

    /// A spec name as an identifier: keywords get backticks, as Swift requires.
    static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// A name as an argument label at a call: Swift takes any keyword there but `inout`, `var`
    /// and `let` without backticks, and warns of needless ones ("keyword 'open' does not need to
    /// be escaped in argument list").
    static func argumentLabel(_ name: String) -> String {
        ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
    }

    /// Appends 2, 3, … to names already taken (or in `taken`), so scenario cases and tests stay distinct.
    static func unique(_ names: [String], taken: Set<String> = []) -> [String] {
        var seen = taken
        return names.map { name in
            var candidate = name
            var n = 2
            while seen.contains(candidate) { candidate = "\(name)\(n)"; n += 1 }
            seen.insert(candidate)
            return candidate
        }
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try",
    ]

    /// A declared type whose name the generated app already uses.
    static func shadowing(_ name: String, at location: Location) -> Diagnostic {
        Diagnostic("'\(name)' would shadow a type of the same name in the generated app", at: location,
                   hint: "rename it; SwiftUI and the generated app already use \(name)")
    }

    /// An inline `@State` default that reads a name: Swift has no `self` there.
    static func inlineStateReads(_ name: String, holder: String, at location: Location) -> Diagnostic {
        Diagnostic("an inline `@State` default cannot read '\(name)': Swift has no `self` in a property's initial value",
                   at: location, hint: "use `state-in-init:` (`_\(holder) = State(wrappedValue: …)` in init) or `lazy-state:`")
    }

    /// A holder set up in init (`_x = State(initialValue: e)`, a `let`, an `@ObservedObject`
    /// built there) whose expression reads the holder `name`: Swift reads it through `self`, which
    /// init cannot use before every stored property is set. An `@Environment` property is such a
    /// holder too, a computed `wrappedValue` on `self` (semantics §17).
    static func holderReadInInit(_ name: String, holder: String, environment: Bool, at location: Location) -> Diagnostic {
        Diagnostic("'\(holder)' is set up in init, where the holder '\(name)' cannot be read yet", at: location,
                   hint: environment
                       ? "Swift refuses it ('self' used before all stored properties are initialized): read '\(name)' in the body (or a `memo:`), or have the parent pass the value as a prop"
                       : "build it from the props only, or make it a `memo:`, which is built in body")
    }

    /// Types the generated app declares or uses from Swift, SwiftUI, Observation and Combine; a
    /// spec type with one of these names would shadow it, and the app would not compile. SwiftUI's
    /// other views (`List`, `HStack`, `Form`, `Color`, …) are `swiftUIViews`, refused with their
    /// own message (docs/spec-format.md, "Names").
    static let reservedTypes: Set<String> = [
        "App", "AnyHashable", "AppStorage", "Array", "Bindable", "Binding", "Bool", "Button", "CancellationError", "CFNotificationName", "CFString",
        "CaseIterable", "CheckedContinuation", "CreationCount", "EmptyView", "Entry", "Environment", "EnvironmentKey",
        "EnvironmentObject", "EnvironmentValues", "Equatable", "Error", "FocusState", "ForEach", "Hashable", "Identifiable", "Int",
        "LazyState", "MainActor", "Memo", "MemoView", "NavigationLink", "NavigationPath", "NavigationStack", "Never",
        "ObjectIdentifier", "ObservableObject", "Observable", "ObservationIgnored", "ObservedCount", "ObservedObject",
        "PassthroughSubject", "Picker", "Posts", "PreferenceKey", "ProcessInfo", "Published", "Requests", "Scenario", "Scene", "ScenePhase", "SceneStorage", "Sendable", "SpecClock", "SpecRequestError",
        "SpecRequests", "SpecSeam", "ScrollView", "State", "StateObject", "Stepper", "String", "Tab", "TabView", "Task", "Text",
        "SecureField", "TextEditor", "TextField", "Toggle", "UserDefaults", "VStack", "View", "ViewBuilder", "Void", "WindowGroup",
    ]

    /// SwiftUI's views for iOS that the generated app never names (those it names are
    /// `reservedTypes`). `spec check`, `spec run` and the export all refuse a spec's view or model
    /// of one of these names: in the exported module `struct Form: View` hides SwiftUI's `Form`
    /// from the app's own code, so a `Form { … }` written into the app later builds the spec's
    /// view, or fails to compile (docs/export.md).
    static let swiftUIViews: Set<String> = [
        "AngularGradient", "AnyView", "AsyncImage", "Canvas", "Capsule", "Circle", "Color", "ColorPicker",
        "ContainerRelativeShape", "ContentUnavailableView", "ControlGroup", "DatePicker", "DisclosureGroup", "Divider",
        "EditButton", "Ellipse", "EllipticalGradient", "EquatableView", "Form", "Gauge", "GeometryReader", "Grid", "GridRow",
        "Group", "GroupBox", "HStack", "Image", "Label", "LabeledContent", "LazyHGrid", "LazyHStack", "LazyVGrid", "LazyVStack",
        "LinearGradient", "Link", "List", "Menu", "MeshGradient", "ModifiedContent", "MultiDatePicker", "NavigationSplitView",
        "NavigationView", "OutlineGroup", "PasteButton", "Path", "ProgressView", "RadialGradient", "Rectangle", "RenameButton",
        "RoundedRectangle", "ScrollViewReader", "Section", "ShareLink", "Slider", "Spacer", "SubscriptionView", "Table",
        "TimelineView", "TupleView", "UnevenRoundedRectangle", "ViewThatFits", "ZStack",
    ]

    /// A view or model of the spec named like one of SwiftUI's views: refused by the check and the export alike.
    static func shadowingSwiftUIView(_ name: String, at location: Location) -> Diagnostic {
        Diagnostic("'\(name)' is the name of a SwiftUI view: the exported app's view would hide SwiftUI's \(name) from the app's own code",
                   at: location,
                   hint: "rename it, for example `My\(name)`: `\(name) { … }` written into the exported app would build the spec's view, or fail to compile")
    }

    /// A Swift string literal for `text`.
    static func stringLiteral(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// `text` escaped for the inside of a string literal.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
