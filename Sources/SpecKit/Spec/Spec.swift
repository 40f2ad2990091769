/// A whole spec file: models, components, a shared script, and the scenarios that run it.
public struct Spec: Sendable {
    public var file: String
    public var title: String?
    /// A short lesson text shown by verbose runs and reports.
    public var lesson: String?
    public var toolchain: Toolchain
    public var models: [ModelDecl]
    public var components: [ComponentDecl] {
        didSet { componentIndex = Spec.index(components) }
    }
    public var script: [Step]
    public var scenarios: [Scenario]
    /// `always:` at the top level: Bool expressions that `spec explore` checks after every settled step.
    public var always: [Expr] = []
    /// `alphabet:`: what `spec explore` types into a text field, one step each; `["a"]` when not given.
    public var alphabet: [String] = []
    /// `EnvironmentValues` entries the spec declares (`@Entry var accent = "blue"`): name and default.
    public var environmentValues: [FieldDecl] = []

    public func model(named name: String) -> ModelDecl? { models.first { $0.name == name } }
    /// Where each name is first declared in `components`: the engine looks up a child's component at
    /// every init, and a generated spec declares tens of thousands. Kept by `components`' didSet;
    /// `component(named:)` checks each hit, so an index left empty by the memberwise init only costs a scan.
    private(set) var componentIndex: [String: Int] = [:]

    public func component(named name: String) -> ComponentDecl? {
        if let i = componentIndex[name], i < components.count, components[i].name == name { return components[i] }
        return components.first { $0.name == name }
    }

    static func index(_ components: [ComponentDecl]) -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(components.count)
        for (i, c) in components.enumerated() where index[c.name] == nil { index[c.name] = i }
        return index
    }
}

/// Which Xcode builds the app; it decides whether an inline `@State` default is lazy (fact sheet §0, §2).
public enum Toolchain: String, Sendable, CaseIterable {
    case xcode26, xcode27
}

/// One run of the script from a root component, with its own substitutions and final expectations.
public struct Scenario: Sendable {
    public var name: String
    public var root: String
    public var rootLocation: Location
    /// Component names the body refers to, bound for this scenario: `use: { Child: StateChild }`.
    public var uses: [String: String]
    public var toolchain: Toolchain
    /// The shared script, with this scenario's own expectations appended as a final check.
    public var steps: [Step]
    /// When set, the scenario passes only if it stops with an error whose message contains this.
    public var expectedError: String?
    public var location: Location
    /// The file's `always:` expressions and the scenario's own: what `spec explore` checks after
    /// every settled step, over measures and the live components' holders and props.
    public var always: [Expr] = []

    /// The component a body's reference means in this scenario.
    public func resolve(_ name: String) -> String { uses[name] ?? name }
}

/// A script step: an optional tap or use of a control, then expectations about the screen.
public struct Step: Sendable {
    public var tap: String?
    /// Typing, toggling, picking or stepping a control, instead of a tap.
    public var input: InputStep?
    public var expectations: [Expectation]
    public var location: Location

    public init(tap: String?, input: InputStep? = nil, expectations: [Expectation], location: Location) {
        self.tap = tap
        self.input = input
        self.expectations = expectations
        self.location = location
    }

    /// "tap related action", "type "a" into Search", or "check" for a step that only expects.
    public var summary: String { input?.summary ?? tap.map { "tap \"\($0)\"" } ?? "check" }
}

/// A label that must (or must not) be on screen after a step, or an assertion about measures.
public struct Expectation: Sendable {
    /// The label; for an assertion, its source text.
    public var label: String
    public var present: Bool
    public var location: Location
    /// `assert: "Child.renders == 3"`: a Bool expression over measures (`Model.creations`,
    /// `Component.inits`, `.renders`, `.staleRenders`), checked when the step ends.
    public var assertion: Expr?
}
