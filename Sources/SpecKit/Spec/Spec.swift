/// A whole spec file: models, components, a shared script, and the scenarios that run it.
public struct Spec: Sendable {
    public var file: String
    public var title: String?
    /// A short lesson text shown by verbose runs and reports.
    public var lesson: String?
    public var toolchain: Toolchain
    /// Where the file's `toolchain:` is written; nil when it names none (Xcode 27).
    public var toolchainLocation: Location?
    public var models: [ModelDecl] {
        didSet {
            ignoresObservation = models.contains { !$0.observationIgnored.isEmpty }
            hasPlainClasses = models.contains { $0.kind == .class }
        }
    }
    /// Whether any model has `@ObservationIgnored` fields: the engine asks at every field read
    /// only then. Kept by `models`' didSet.
    public private(set) var ignoresObservation = false
    /// Whether any model is a plain class (`kind: class`): the checks that refuse one a wrapper
    /// run only then. Kept by `models`' didSet.
    public private(set) var hasPlainClasses = false

    /// Whether a model type's field is `@ObservationIgnored`; the engine, the trace and the
    /// pictures all ask here.
    public func ignoresObservation(of field: String, inModel type: String) -> Bool {
        ignoresObservation && model(named: type)?.ignoresObservation(of: field) == true
    }
    public var components: [ComponentDecl] {
        didSet { componentIndex = Spec.index(components) }
    }
    public var script: [Step]
    public var scenarios: [Scenario]
    /// Requests tasks await and the script completes (`requests:`).
    public var requests: [RequestDecl] = []
    /// Sources of values the script posts (`notifications:`, §46).
    public var notifications: [NotificationDecl] = []
    /// Error types of the app's own (`errors:`, §79).
    public var errorTypes: [ErrorTypeDecl] = []
    /// Enums of the app's own (`models:` with `kind: enum`, §92).
    public var enums: [EnumDecl] = []

    public func request(named name: String) -> RequestDecl? { requests.first { $0.name == name } }
    /// `always:` at the top level: Bool expressions that `spec explore` checks after every settled step.
    public var always: [Expr] = []
    /// `alphabet:`: what `spec explore` types into a text field, one step each; `["a"]` when not given.
    public var alphabet: [String] = []
    /// `EnvironmentValues` entries the spec declares (`@Entry var accent = "blue"`): name and default.
    public var environmentValues: [FieldDecl] = []
    /// `PreferenceKey`s the spec declares (`preference-keys:`), with their defaults and reduce (§47).
    public var preferenceKeys: [PreferenceKeyDecl] = []
    /// `user-defaults: { theme: "\"dark\"" }`: values stored in `UserDefaults` when the app
    /// launches, as a previous launch left them; each scenario starts from these and its own.
    public var userDefaults: [FieldDecl] = []

    public func model(named name: String) -> ModelDecl? { models.first { $0.name == name } }

    /// Whether `await x.name(…)` throws, as the model's method of that name does (§67.2); nil
    /// when no model declares one, which the caller decides for.
    func awaitedMethodThrows(_ call: Expr) -> Bool? {
        guard case .call(_, let name, _) = call.kind else { return nil }
        let methods = models.compactMap { $0.method(named: name) }
        return methods.isEmpty ? nil : methods.contains(where: \.throwsWhenAwaited)
    }

    /// Whether a model or a component of that name is declared: a type name in an expression.
    /// Found in place, by index: `model(named:)` and `component(named:)` return a copy, which
    /// retains each of its lists, at every type name an expression reads.
    func declaresType(named name: String) -> Bool {
        for i in models.indices where models[i].name == name { return true }
        for i in enums.indices where enums[i].name == name { return true }
        return position(ofComponent: name) != nil
    }
    /// Where each name is first declared in `components`: the engine looks up a child's component at
    /// every init, and a generated spec declares tens of thousands. Kept by `components`' didSet;
    /// `component(named:)` checks each hit, so an index left empty by the memberwise init only costs a scan.
    private(set) var componentIndex: [String: Int] = [:]

    public func component(named name: String) -> ComponentDecl? {
        position(ofComponent: name).map { components[$0] }
    }

    /// Where the component of that name is in `components`: for reading it in place, since a
    /// copy retains each of its lists.
    func position(ofComponent name: String) -> Int? {
        if let i = componentIndex[name], i < components.count, components[i].name == name { return i }
        return components.firstIndex { $0.name == name }
    }

    static func index(_ components: [ComponentDecl]) -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(components.count)
        // By index: a loop over the components copied each, retaining all its fields.
        for i in components.indices where index[components[i].name] == nil { index[components[i].name] = i }
        return index
    }
}

/// One run of the script from a root component, with its own substitutions and final expectations.
public struct Scenario: Sendable {
    public var name: String
    public var root: String
    public var rootLocation: Location
    /// Component names the body refers to, bound for this scenario: `use: { Child: StateChild }`.
    public var uses: [String: String]
    public var toolchain: Toolchain
    /// Where the toolchain is written: the scenario's own `toolchain:`, or the file's; nil when
    /// neither names one.
    public var toolchainLocation: Location?
    /// The shared script, with this scenario's own expectations appended as a final check.
    public var steps: [Step]
    /// When set, the scenario passes only if it stops with an error whose message contains this.
    public var expectedError: String?
    /// Where `expect-error:` is written, for the failure when no such error came.
    public var expectedErrorLocation: Location?
    /// Requests redeclared for this scenario (`requests:`), e.g. the same search ignoring cancellation.
    public var requests: [RequestDecl] = []
    public var location: Location
    /// The file's `always:` expressions and the scenario's own: what `spec explore` checks after
    /// every settled step, over measures and the live components' holders and props.
    public var always: [Expr] = []
    /// What `UserDefaults` holds at launch: the file's `user-defaults:`, with the scenario's own
    /// replacing the file's for the same key. `@AppStorage` reads these until a view writes.
    public var userDefaults: [FieldDecl] = []
    /// Where each `use:` target is written (the value, `RealChild` in `use: { Child: RealChild }`),
    /// by the name it binds: a misspelt target is reported there, not at the scenario.
    public var useLocations: [String: Location] = [:]
    /// Where each name a `use:` binds is written (`Child` in `use: { Child: RealChild }`): a
    /// name no body writes is reported there.
    public var useKeyLocations: [String: Location] = [:]

    /// The component a body's reference means in this scenario.
    public func resolve(_ name: String) -> String { uses[name] ?? name }
}

/// A script step: an optional action (a tap, a swipe, going back…), then expectations about the screen.
public struct Step: Sendable {
    public var action: StepAction?
    public var expectations: [Expectation]
    public var location: Location
    /// Where the action's value is written (`bump` in `- tap: bump`); the step's place when it
    /// has none. A label that no body shows is reported there.
    public var valueLocation: Location
    /// A scenario's own `expect:`, `expect-not:` and `assert:`, checked after its script: not a
    /// step the author wrote, so a failure says "at the end of the script" instead of a number.
    public var endOfScript = false

    public init(action: StepAction?, expectations: [Expectation], location: Location, endOfScript: Bool = false) {
        self.action = action
        self.expectations = expectations
        self.location = location
        self.valueLocation = location
        self.endOfScript = endOfScript
    }

    /// A tap, an input step or a time step by its parts, as code written before `StepAction` builds one.
    public init(tap: String?, input: InputStep? = nil, time: TimeStep? = nil, expectations: [Expectation], location: Location) {
        self.init(action: time.map { .time($0) } ?? input.map { .input($0) } ?? tap.map { .tap($0) },
                  expectations: expectations, location: location)
    }

    /// The label a `tap:` step taps; nil for other steps.
    public var tap: String? {
        if case .tap(let label)? = action { return label }
        return nil
    }

    /// The control an input step uses (typing, toggling, picking, stepping); nil for other steps.
    public var input: InputStep? {
        if case .input(let step)? = action { return step }
        return nil
    }

    /// Advancing the virtual clock or completing a request; nil for other steps.
    public var time: TimeStep? {
        if case .time(let step)? = action { return step }
        return nil
    }

    /// "tap \"related action\"", "type "a" into Search", "advance 300 ms", or "check" for a step that only expects.
    public var summary: String { action?.summary ?? "check" }
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
    /// `expect-enabled: [L]` (true) and `expect-disabled: [L]` (false): the one button labelled L,
    /// or control titled L, on screen takes input, or does not (semantics §33).
    public var enabled: Bool?

    /// A label that must be on screen: not an assertion, not an enabled check, not `expect-not:`.
    var wantsLabelShown: Bool { present && assertion == nil && enabled == nil }
}

extension Spec {
    /// `root: X` as a hint for a spec that names no root: the first component no body writes as
    /// a child, which is where such a tree starts; the first component when each is someone's
    /// child; `Parent` when none is declared.
    var rootHintExample: String {
        var children: Set<String> = []
        for c in components.indices { for child in components[c].body.allChildren { children.insert(child.component) } }
        return (components.first { !children.contains($0.name) } ?? components.first)?.name ?? "Parent"
    }
}
