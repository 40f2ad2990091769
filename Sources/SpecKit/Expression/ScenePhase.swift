/// SwiftUI's `ScenePhase`, the value of `\.scenePhase` (docs/semantics.md §41): the only enum the
/// expression language knows, written as Swift writes its cases, `.background` or
/// `ScenePhase.background`.
public enum ScenePhase: String, Sendable, Hashable, CaseIterable {
    case active, inactive, background

    /// The type's name, as an implicit member (`.background`) is read as a case of it.
    static let typeName = "ScenePhase"

    /// `.background` as a value; any other name is no case, as Swift would say.
    static func value(_ name: String, at location: Location) throws -> Value {
        guard let phase = ScenePhase(rawValue: name) else {
            throw unknown(name, at: location)
        }
        return .phase(phase)
    }

    static func unknown(_ name: String, at location: Location, implicit: Bool = false) -> Diagnostic {
        // `.nan`, `.infinity`: Double's members, read as an implicit member of the one enum; and
        // YAML's spellings of infinity and NaN, `count: .inf`.
        if ["nan", "infinity", "signalingNaN", "pi", "greatestFiniteMagnitude", "leastNonzeroMagnitude",
            "inf", "Inf", "INF", "NaN", "NAN"].contains(name) {
            return Diagnostic("'.\(name)' is a Double, and a spec's numbers are Int", at: location,
                              hint: "write a whole number, such as 0")
        }
        // `Int?.none`: Optional's case, written to type a holder that starts with no value.
        if name == "none" {
            return Diagnostic("'.none' is Optional's case, which the spec writes `nil`", at: location, hint: Parser.castHint)
        }
        // `.all` where the spec declares no enum: the enum is what is missing (§92).
        if implicit, Suggestion.closest(to: name, in: allCases.map(\.rawValue)) == nil {
            return Diagnostic("'.\(name)' is no case of ScenePhase, and the spec declares no enum", at: location,
                              hint: "declare one under `models:`, `Filter: { kind: enum, cases: [\(name), …] }`, and write Filter.\(name) where Swift cannot infer the type")
        }
        return Diagnostic("ScenePhase has no case '\(name)'", at: location,
                   hint: (Suggestion.closest(to: name, in: allCases.map(\.rawValue)).map { "did you mean '.\($0)'? " } ?? "")
                       + "a scene's phase is .active, .inactive or .background")
    }

    /// The phases a scene passes through on its way to `target`: going to the background and
    /// coming back both pass through `.inactive` (§41).
    func path(to target: ScenePhase) -> [ScenePhase] {
        switch (self, target) {
        case (.active, .background), (.background, .active): return [.inactive, target]
        case _ where self == target: return []
        default: return [target]
        }
    }
}
