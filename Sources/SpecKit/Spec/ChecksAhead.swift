/// What the checks of one component found on the second thread, made right after it was decoded
/// (ComponentsAhead) while libyaml reads the rest of the file, instead of on the main thread once
/// the whole spec is decoded; the validator reports it where it would have made the checks.
///
/// The checks of its names read nothing else of the spec. Its own checks (holders, body and
/// expressions: `check(_:)` of a component) read the models, which the second thread decodes from
/// the same `models:` pair as the main thread does, and now and then a component, a request or an
/// environment value by name, which only the whole spec knows. A check made ahead that asks for
/// one of those is dropped and made again in turn; one that asks only for models gives the
/// messages, places and hints it would give in turn, in the same order, when the main thread took
/// its models from the same pair (`ComponentsAhead.checkedModels`).
struct ComponentChecks: Sendable {
    /// What `checkIdentifiers(of:)` reports.
    var identifiers: [Diagnostic]
    /// What `check(component)` reports, or nil when it asked for what only the whole spec knows,
    /// or was made with other models than the spec's. Each list is cut, as in turn, at
    /// `limits.errors` and one more.
    var own: [Diagnostic]?
    /// What `checkTypes(of: component)` reports, alike; apart from `own`, since asking for a
    /// prop's type, which only the whole spec knows, is common and costs these checks alone.
    var types: [Diagnostic]? = nil
    /// What the checks over the whole spec read of its body (BodyOutline.swift).
    var outline: BodyOutline? = nil
}

extension SpecValidator {
    /// A validator for checks made ahead: the models as the file declares them, nothing else.
    init(checkingAheadWith models: [ModelDecl], file: String, limits: Limits) {
        var spec = Spec(file: file, toolchain: .xcode27, models: [], components: [], script: [], scenarios: [])
        // Assigned, not passed: the property's didSet keeps what the checks ask of the models
        // (`hasPlainClasses`), which the memberwise init does not run.
        spec.models = models
        self.init(spec: spec, limits: limits)
    }

    /// What `check(component)` reports, or nil when it asked for what only the whole spec knows.
    mutating func checkAhead(_ component: ComponentDecl) -> [Diagnostic]? {
        found.list.removeAll(keepingCapacity: true)
        found.readsWholeSpec = false
        check(component)
        return found.readsWholeSpec ? nil : found.list
    }

    /// What `checkTypes(of: component)` reports, or nil when it asked for what only the whole spec knows.
    mutating func typesAhead(of component: ComponentDecl) -> [Diagnostic]? {
        found.list.removeAll(keepingCapacity: true)
        found.readsWholeSpec = false
        checkTypes(of: component)
        return found.readsWholeSpec ? nil : found.list
    }

    /// What `checkIdentifiers(of: component)` reports.
    mutating func identifiersAhead(of component: ComponentDecl) -> [Diagnostic] {
        found.list.removeAll(keepingCapacity: true)
        checkIdentifiers(of: component)
        return found.list
    }

    /// The component of that name, in the whole spec.
    func declaredComponent(named name: String) -> ComponentDecl? {
        found.readsWholeSpec = true
        return spec.component(named: name)
    }

    /// The request of that name, in the whole spec.
    func declaredRequest(named name: String) -> RequestDecl? {
        found.readsWholeSpec = true
        return spec.request(named: name)
    }

    /// The notification of that name, in the whole spec (§46).
    func declaredNotification(named name: String) -> NotificationDecl? {
        found.readsWholeSpec = true
        return spec.notification(named: name)
    }

    /// The error type of that name, in the whole spec (§79).
    func declaredErrorType(named name: String) -> ErrorTypeDecl? {
        found.readsWholeSpec = true
        return spec.errorType(named: name)
    }

    /// The names of the spec's error types, in the whole spec (§79).
    var declaredErrorTypeNames: [String] {
        found.readsWholeSpec = true
        return spec.errorTypes.map(\.name)
    }

    /// The spec's environment values, in the whole spec.
    var declaredEnvironmentValues: [FieldDecl] {
        found.readsWholeSpec = true
        return spec.environmentValues
    }

    /// The spec's preference keys, in the whole spec.
    var declaredPreferenceKeys: [PreferenceKeyDecl] {
        found.readsWholeSpec = true
        return spec.preferenceKeys
    }

    /// The whole spec's components, for what is asked of all of them.
    var declaredComponents: [ComponentDecl] {
        found.readsWholeSpec = true
        return spec.components
    }
}
