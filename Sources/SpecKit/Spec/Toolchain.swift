/// Which Xcode builds the app. Three rules depend on it: whether an inline `@State` default is built
/// once per identity (Xcode 27's `@State` macro) or at every init (the property wrapper before
/// it, semantics §3); whether the `@Observable` macro's setter compares an `=` of the value a
/// field holds and tells nobody (Swift 6.2, Xcode 26 and later) or notifies every time (Swift
/// 5.9 to 6.1, Xcode 15 and 16, §4); and whether a `task` modifier's code starts in its place
/// among the actions queued when its view appears (`Task.immediate`, iOS 26) or after them
/// (a plain `Task`, iOS 18 and earlier, §27.1).
public enum Toolchain: String, Sendable, CaseIterable {
    /// Xcode 16 and earlier (Swift 5.9 to 6.1), for iOS 18 and earlier: the State property
    /// wrapper, the first `@Observable` macro, whose setter calls `withMutation` without
    /// comparing, and a `task` modifier that starts a plain `Task`. The last is the framework's
    /// on the device, not the compiler's: each toolchain stands for its Xcode's app run on the
    /// iOS that Xcode ships with (iOS 18 here, 26 or later for the others).
    case xcode16
    /// Xcode 26 (Swift 6.2): the State property wrapper, and the macro's setter that compares.
    case xcode26
    /// Xcode 27: the `@State` macro, and the macro's setter that compares.
    case xcode27

    /// Whether `@State private var x = e` is the `@State` macro, which builds `e` once per
    /// identity; before Xcode 27 it is the property wrapper, which builds it at every init.
    public var hasStateMacro: Bool { self == .xcode27 }

    /// Whether the `@Observable` macro's setter asks `shouldNotifyObservers(old, new)` before
    /// `withMutation` (swiftlang/swift#78151, Swift 6.2), so that an equal `=` tells nobody.
    /// Before it, the setter is `withMutation(keyPath:) { _x = newValue }`: every `=` notifies.
    public var observableSetterCompares: Bool { self != .xcode16 }

    /// Whether a `task` modifier's code runs up to its first await where SwiftUI runs its appear
    /// action, among the other actions queued then: the current `task` page says the task is made
    /// by `Task.immediate` (SE-0472, Swift 6.2). Before it, the action starts a plain `Task`, whose
    /// code runs once the queued actions have returned (§27.1).
    public var taskStartsImmediately: Bool { self != .xcode16 }

    /// The Xcode this toolchain names, as people write it.
    public var xcode: String {
        switch self {
        case .xcode16: return "Xcode 16"
        case .xcode26: return "Xcode 26"
        case .xcode27: return "Xcode 27"
        }
    }

    /// Whether the toolchain has the later form of `rule`: the `@State` macro, a setter that compares.
    func hasLaterForm(of rule: ToolchainRule) -> Bool {
        switch rule {
        case .inlineState: return hasStateMacro
        case .equalAssignment: return observableSetterCompares
        case .taskStart: return taskStartsImmediately
        }
    }

    /// The toolchain a run is compared with for `rule`: the nearest that decides it the other way.
    func other(for rule: ToolchainRule) -> Toolchain {
        switch rule {
        case .inlineState: return hasStateMacro ? .xcode26 : .xcode27
        case .equalAssignment, .taskStart: return observableSetterCompares ? .xcode16 : .xcode26
        }
    }

    /// Whether `other(for: rule)` decides every other rule of `rules` as this toolchain does, so
    /// that a run under it that differs differs by `rule`. From `xcode16` to `xcode27` every rule
    /// changes; from `xcode16` to `xcode26`, the setter's and the task's.
    func differsAlone(in rule: ToolchainRule, among rules: [ToolchainRule]) -> Bool {
        let other = other(for: rule)
        return rules.allSatisfy { $0 == rule || hasLaterForm(of: $0) == other.hasLaterForm(of: $0) }
    }

    /// What the toolchain decides of `rule`, as a failed scenario's report says it, with the key
    /// that gives the other answer.
    public func says(_ rule: ToolchainRule) -> String {
        switch (rule, hasStateMacro, observableSetterCompares) {
        case (.taskStart, _, _) where taskStartsImmediately:
            return "a task modifier's code runs to its first await in its place among the actions queued with it "
                + "(Task.immediate, semantics §27.1); `toolchain: xcode16` runs it after them, as iOS 18 and earlier do"
        case (.taskStart, _, _):
            return "a task modifier's code runs after the actions queued with it (a plain Task, iOS 18 and earlier, "
                + "semantics §27.1); `toolchain: xcode26` runs it in its place among them, as Task.immediate does"
        case (.inlineState, true, _):
            return "inline @State defaults are built once per identity (the @State macro, semantics §3); "
                + "`toolchain: xcode26` builds them at every init, as Xcode 26 and earlier do"
        case (.inlineState, false, _):
            return "inline @State defaults are built at every init (the property wrapper, semantics §3); "
                + "`toolchain: xcode27` builds them once per identity, as the @State macro does"
        case (.equalAssignment, _, true):
            return "an @Observable field's `=` of the value it holds tells no reader (the macro's setter compares, "
                + "Swift 6.2, semantics §4); `toolchain: xcode16` notifies them, as Xcode 16 and earlier do"
        case (.equalAssignment, _, false):
            return "an @Observable field's `=` notifies its readers even of the value it holds (the macro's setter "
                + "does not compare before Swift 6.2, semantics §4); `toolchain: xcode26` compares, as Xcode 26 and later do"
        }
    }

    /// The hint for a toolchain name that is not one. A name that spells an Xcode (`Xcode16`,
    /// `xcode 26`, `26`, `xcode26.1`, `xcode15`) gets the toolchain that builds as it does; any
    /// other the nearest name, or the list.
    static func hint(for name: String) -> String? {
        let names = allCases.map(\.rawValue)
        var spelled = name.lowercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "_" }
        if spelled.first?.isNumber == true { spelled = "xcode" + spelled }
        let version = spelled.hasPrefix("xcode") ? spelled.dropFirst(5) : ""
        let digits = version.prefix { $0.isNumber }
        guard let major = Int(digits), version.dropFirst(digits.count).allSatisfy({ $0.isNumber || $0 == "." }) else {
            return Suggestion.hint(for: name, in: names, known: "toolchains")
        }
        if let toolchain = Toolchain(rawValue: "xcode\(major)") {
            return version == digits ? "did you mean '\(toolchain.rawValue)'?"
                : "a toolchain names an Xcode by its major version: '\(toolchain.rawValue)'"
        }
        switch major {
        case ..<16:
            return "`xcode16` stands for Xcode 16 and earlier: the State property wrapper, and an @Observable setter that does not compare"
        case 17..<26:
            return "there is no Xcode \(major): the release after Xcode 16 is Xcode 26; toolchains: \(names.joined(separator: ", "))"
        default:
            return "toolchains: \(names.joined(separator: ", ")); the newest is `xcode27`"
        }
    }
}

/// A rule a toolchain decides, which a failed scenario's report names when the run depended on
/// it and the other answer changes the outcome.
public enum ToolchainRule: String, Sendable, CaseIterable {
    /// An inline `@State` default that builds a model (semantics §3).
    case inlineState
    /// An `=` to an `@Observable` field of the value it holds (semantics §4).
    case equalAssignment
    /// A `task` modifier's start among other actions queued in the same update (semantics §27.1).
    case taskStart
}
