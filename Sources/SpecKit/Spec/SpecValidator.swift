/// Checks a decoded spec before anything runs: names in scope, model constructions, assignments,
/// and for each scenario the component tree it reaches (references, arguments, cycles).
struct SpecValidator {
    let spec: Spec
    let limits: Limits
    /// A box, so that `report` need not be mutating and its autoclosure may read the spec.
    final class Found {
        var list: [Diagnostic] = []
        /// A check asked for what only the whole spec knows (ChecksAhead.swift).
        var readsWholeSpec = false
    }
    let found: Found
    /// The types a check can be certain of (SpecValidator+Types), worked out as they are asked for.
    let types: DeclaredTypes
    /// The for-each variables around the element being checked: closure parameters in Swift,
    /// constants that shadow a holder of the same name and cannot be assigned.
    var loopVariables: [String] = []
    /// Those of a for-each over a binding (`for-each: $items`): `$item` is a binding to the
    /// element, and `item` can be assigned through it (semantics §34).
    var boundLoopVariables: [String] = []
    /// The variables of the `for await` loops around the statement being checked: constants too,
    /// which may shadow a holder (`for await n in saved { n += 1 }` does not compile).
    var awaitVariables: [String] = []
    /// The constants of the `for … in` loops around the statement being checked, which cannot
    /// be assigned (§85).
    var forInVariables: [String] = []
    /// The loops and blocks around a `break` or `continue` in its closure (LoopValidation.swift).
    var jumpPlace = JumpPlace()
    /// The async lets the closure being checked declared before the block being checked: an
    /// `if`, `do` or `for` block later in that closure may await them (§56.4).
    var enclosingAsyncLets = DeclaredNames()
    /// The constants of the `catch` clauses being checked, which `is` may test (§75.5).
    var caughtErrors: [String] = []
    /// The type `catch let e as T` gives each such constant being checked, which `==` may
    /// compare with a case of T (§81).
    var caughtTypes: [String: String] = [:]
    /// The `let` constants of the statements being checked: one named as a holder or prop
    /// shadows it, and cannot be assigned.
    var letConstants: [String] = []
    /// The `var` locals in scope (§96), each with the count of `letConstants` when it was
    /// declared: a `let` of its name pushed after that hides it.
    var variableLocals: [(name: String, after: Int)] = []
    /// The statements after the one being checked in its block: a name one of them declares is a
    /// local used before its declaration, as Swift words it, rather than an unknown name.
    var laterStatements: ArraySlice<Statement> = []
    /// Statements being checked (an action's, a task's, a method's): 0 where an expression is a
    /// body's, which must not write state as it is evaluated (§62).
    var statementDepth = 0
    /// The container whose content is being checked: its names are not in scope there (§48).
    var contentContainer: ComponentDecl?
    /// The for-each whose on-delete or on-move action is being checked, and which: its rows'
    /// names are not in scope there (§43).
    var rowEditAction: (loop: ForEachDecl, key: String)?
    /// Per component (as a scenario resolves it), by position: the levels of the deepest tree
    /// below it, itself included.
    var heights: [Int: Int] = [:]
    /// What the checks over the whole spec read of each body, by position (BodyOutline.swift);
    /// made before those checks.
    var outlines: [BodyOutline] = []
    /// What the checks of each component made ahead found, by position in `spec.components`; nil
    /// where they were not made (ChecksAhead.swift).
    var checkedAhead: [ComponentChecks?] = []
    /// Where an expression is a name written in YAML quotes (SpecDecoder.quotedNames).
    var quotedNames: Set<Location> = []
    /// The spec's components could not be read (none, or not a mapping), which is reported: a
    /// root that names none is not reported again.
    var componentsUnread = false
    /// The scenario's `use:` while its assertions are checked: a name there is not a type.
    var assertionUses: [String: String] = [:]
    /// The file has neither `root:` nor `scenarios:`, which is reported: the tree is checked
    /// from every component instead (`checkTreeWithoutScenarios`).
    var walksEveryComponent = false
    /// Methods declared `throws` and not `async`, by name: a call of one is written `try` (§80).
    let throwingMethods: Set<String>
    /// The `try`s the expression being checked is inside: a throwing call outside any is refused.
    var triedDepth = 0
    /// Whether an error thrown where the check is has somewhere to go: a task's code, a `do`
    /// whose `catch` takes every error, a method declared `throws` (§79, §80).
    var throwsAllowed = false
    /// The `do`s with a `catch` that takes every error, and the throwing methods, around the check.
    var errorsHandled = 0
    /// The `do`s around the check whose clauses do not take every error.
    var partialCatches = 0

    init(spec: Spec, limits: Limits) {
        self.spec = spec
        self.limits = limits
        // A name some model declares without `throws` may be that model's: only a name every
        // declaration throws is held to `try`.
        let declared = Dictionary(grouping: spec.models.flatMap(\.methods), by: \.name)
        throwingMethods = Set(declared.filter { $0.value.allSatisfy { $0.isThrowing && !$0.isAsync } }.keys)
        let found = Found()
        self.found = found
        types = DeclaredTypes(spec: spec, found: found)
    }

    /// Records a problem while under `Limits.errors`; past it, the diagnostic and its hint (a
    /// did-you-mean search) are not even built, so a file full of mistakes stays cheap to check.
    func report(_ diagnostic: @autoclosure () -> Diagnostic) {
        if found.list.count <= limits.errors { found.list.append(diagnostic()) }
    }

    func problems() -> [Diagnostic] {
        var v = self
        v.outlines = makeOutlines()
        v.checkNames()
        v.checkIdentifiers()
        v.checkFieldDefaults()
        v.checkComputed()
        v.checkComputedChains()
        v.checkMethods()
        v.checkErrorTexts()
        v.checkEnvironmentValues()
        v.checkPreferenceKeys()
        v.checkStorage()
        for c in spec.components.indices {
            if c < checkedAhead.count, let problems = checkedAhead[c]?.own {
                for d in problems { v.report(d) }
            } else {
                v.check(spec.components[c])
            }
            if c < checkedAhead.count, let problems = checkedAhead[c]?.types {
                for d in problems { v.report(d) }
            } else {
                v.checkTypes(of: spec.components[c])
            }
        }
        v.checkFieldValues()
        v.checkRequests()
        v.checkRequestCalls()
        v.checkTabViews()
        v.checkNestedStacks()
        v.checkClosureArities()
        v.checkSlots()
        v.checkDismissLocks()
        v.checkRefreshSteps()
        var seen: Set<Location> = []
        for scenario in spec.scenarios {
            for step in scenario.steps where seen.insert(step.location).inserted {
                if case .complete(let c)? = step.time { v.check(c) }
                if case .post(let p)? = step.time { v.check(p) }
            }
            v.check(scenario)
            v.checkAlwaysReachesItsViews(in: scenario)
            v.assertionUses = scenario.uses
            for step in scenario.steps { for e in step.expectations { if let a = e.assertion { v.checkAssertion(a); v.checkTruth(of: a) } } }
            v.assertionUses = [:]
        }
        v.checkTreeWithoutScenarios()
        for e in spec.always { v.checkAssertion(e); v.checkTruth(of: e, what: "an always-expression") }
        for scenario in spec.scenarios {
            for e in scenario.always.dropFirst(spec.always.count) { v.checkAssertion(e); v.checkTruth(of: e, what: "an always-expression") }
        }
        return v.found.list
    }

    mutating func checkNames() {
        // At its final size, and without arrays of every name: a large spec has a component a node.
        var seen: [String: Location] = [:]
        seen.reserveCapacity(spec.models.count + spec.components.count)
        func declare(_ name: String, at location: Location) {
            if let first = seen[name] {
                report(Diagnostic("'\(name)' is declared twice (models and components share names)",
                                  at: location, hint: "the first is at line \(first.line)"))
            }
            seen[name] = location
            refuseSwiftUIsName(name, at: location)
        }
        for i in spec.models.indices { declare(spec.models[i].name, at: spec.models[i].location) }
        for i in spec.enums.indices { declare(spec.enums[i].name, at: spec.enums[i].location) }
        for i in spec.components.indices { declare(spec.components[i].name, at: spec.components[i].location) }
        // An error type named like a component is refused as it is read (SpecDecoder).
        for type in spec.errorTypes { refuseSwiftUIsName(type.name, at: type.location) }
    }

    /// The names SwiftUI and every exported app use: a spec that takes one cannot be checked on a
    /// device. The check refuses what the export refuses, with its words, so a spec that runs also exports.
    mutating func refuseSwiftUIsName(_ name: String, at location: Location) {
        if SwiftNames.reservedTypes.contains(name) { report(SwiftNames.shadowing(name, at: location)) }
        else if SwiftNames.swiftUIViews.contains(name) { report(SwiftNames.shadowingSwiftUIView(name, at: location)) }
    }

    /// A model's field defaults are evaluated with no view around them: constants only.
    mutating func checkFieldDefaults() {
        for model in spec.models {
            for field in model.fields {
                guard let d = field.defaultValue else { continue }
                if let refusal = Self.unexpressedDefault(d, field: field.name, model: model.name) {
                    report(refusal)
                } else if let closure = Self.firstClosure(in: d) {
                    // The run's words (Scope.makeClosure): a default is a value, built with no view around it.
                    report(Diagnostic("a closure can only be passed to a child, as an argument", at: closure.location,
                                      hint: "a closure kept in a model's field is not expressed; pass it to a child view, "
                                          + "for example `- Row: { onLike: \"{ likes += 1 }\" }`"))
                } else if let (name, location) = spec.names(readBy: d).first(where: { spec.enumType(named: $0.0) == nil }) {
                    // `Filter.all` names its enum, a type: the case is a constant (§92).
                    report(Diagnostic("a field default cannot use '\(name)'; use a constant", at: location,
                                      hint: quotedHint(name, at: location)))
                } else if d.containsConstruction {
                    report(Diagnostic("a field default cannot build a model; use a constant", at: d.location,
                                      hint: "declare '\(field.name)' without a default and pass the model where \(model.name) is built: \(model.name)(\(field.name): \(d.source))"))
                } else if let name = ImplicitMember.name(of: d) {
                    // `.all`: a case of a declared enum, or of ScenePhase (§92), as the run reads it;
                    // anything else is refused here.
                    do { _ = try ImplicitMember.value(name, in: spec.enums, at: d.location) } catch let problem as Diagnostic {
                        report(problem)
                    } catch {}
                } else if let mixed = types.rules.firstMixedList(in: d, in: [String: SwiftType]()), !types.holdsNavigationPath(field: field.name) {
                    report(mixed)   // `[Filter.all, 3]`: Swift's `init` default has one element type (§28.1)
                }
            }
        }
    }

    /// The first closure written in `e`, outermost first.
    static func firstClosure(in e: Expr) -> Expr? {
        if case .closure = e.kind { return e }
        for x in e.kind.subexpressions { if let found = firstClosure(in: x) { return found } }
        return nil
    }

    /// `let id = UUID()`: Foundation's UUID is not expressed.
    static func unexpressedDefault(_ d: Expr, field: String, model: String) -> Diagnostic? {
        if case .construct("UUID", _) = d.kind {
            return Diagnostic("UUID() is not expressed; a model's id is an Int or a String", at: d.location,
                              hint: "declare '\(field)' without a default and pass a distinct Int where \(model) is built: \(model)(\(field): 1, …)")
        }
        return nil
    }

    /// A computed property reads its model's fields and other computed properties, by bare name.
    mutating func checkComputed() {
        for model in spec.models {
            let fields = model.fields.map(\.name), computed = model.computed.map(\.name)
            for c in model.computed {
                if fields.contains(c.name) {
                    report(Diagnostic("\(model.name) has a field and a computed property named '\(c.name)'", at: c.location))
                }
                for (name, location) in c.value.names where !fields.contains(name) && !computed.contains(name)
                    && spec.model(named: name) == nil {
                    report(Diagnostic("'\(name)' is not a field of \(model.name)", at: location,
                                      hint: Suggestion.hint(for: name, in: fields + computed.filter { $0 != c.name }, known: "its fields")
                                          ?? "a computed property reads its model's fields"))
                }
                if c.value.containsConstruction {
                    report(Diagnostic("a computed property cannot build a model", at: c.value.location))
                }
            }
        }
    }

    mutating func check(_ component: ComponentDecl) {
        // At its final size: grown by appends, it was copied twice or three times a component.
        var visible: [String] = []
        visible.reserveCapacity(component.props.count + component.holders.count)
        for p in component.props { visible.append(p.name) }
        // By index: a loop over the holders copied each, retaining its expression and lists, which
        // in a large spec are far apart in memory.
        let holders = component.holders
        for h in holders.indices {
            let kind = holders[h].kind
            if kind.readsEnvironment {
                checkEnvironmentHolder(holders[h])
                visible.append(holders[h].name)
                continue
            }
            if kind.store != nil {
                // Its default is checked with the other holders of its key (checkStorage).
                visible.append(holders[h].name)
                continue
            }
            // A name not in scope at all has its own error; one in scope is still out of reach here.
            if kind == .state, !Self.isClosure(holders[h].initial),
               let (name, location) = holders[h].initial.names.first(where: { visible.contains($0.0) }) {
                report(SwiftNames.inlineStateReads(name, holder: holders[h].name, at: location))
            }
            // `LazyState { Model(seed) }` and `StateObject(wrappedValue: Model(seed))` in init: the
            // closure (the autoclosure) captures `self` to read the holder, before `_model` is set.
            var capturesSelf = false
            if kind == .lazyState || kind == .stateObject,
               let (name, location) = holders[h].initial.names.first(where: { n in holders.contains { $0.name == n.0 } }) {
                capturesSelf = true
                report(Diagnostic("'self' captured by a closure before all members were initialized", at: location,
                                  hint: "\(kind == .lazyState ? "LazyState { … }" : "StateObject(wrappedValue: …)") in init reads the holder '\(name)' through self; build '\(holders[h].name)' from the props, which init takes as parameters, or make it a `memo:` keyed by '\(name)'"))
            }
            if kind == .observedObject || kind == .stateObject || kind == .constant, case .name(let type) = holders[h].initial.kind,
               !visible.contains(type), spec.model(named: type) != nil {
                // `observed-object: { store: Store }` reads like a declaration of the type; Swift needs an instance.
                let name = holders[h].name
                report(Diagnostic("'\(type)' is a model type, not a value", at: holders[h].initial.location,
                                  hint: kind == .constant ? "build it: `let: { \(name): \"\(type)()\" }`, or list a value the parent passes under `props:`"
                                      : kind == .observedObject
                                      ? "an object the parent passes is listed by name: `observed-object: [\(name)]`; one built here is `{ \(name): \"\(type)()\" }`"
                                      : "build it: `state-object: { \(name): \"\(type)()\" }`"))
            } else {
                // Said once: a holder declared below is not also told to move up, which would not help.
                check(holders[h].initial, visible: capturesSelf ? visible + holders.map(\.name) : visible, in: component)
                checkEnvironmentReadInInit(holders[h], visible: visible, in: component)
            }
            for d in holders[h].dependencies.indices { check(holders[h].dependencies[d], visible: visible, in: component) }
            visible.append(holders[h].name)
        }
        if let invariant = component.invariant { check(invariant, visible: visible, in: component) }
        // An observer is a member of the view: it sees every prop and holder, and `oldValue` in a
        // didSet (§53), `newValue` in a willSet (§70).
        for o in component.observers {
            check(o.statements, visible: visible + [o.parameterName], in: component, inTask: false)
        }
        for compared in component.equatable ?? [] where !component.props.contains(where: { $0.name == compared.name }) {
            report(Diagnostic("\(component.name)'s == can only compare its props; '\(compared.name)' is not one", at: compared.location,
                              hint: Suggestion.hint(for: compared.name, in: component.props.map(\.name), known: "its props")
                                  ?? "state is not part of the value a parent passes; list props only"))
        }
        check(component.body, visible: visible, in: component)
    }

    mutating func check(_ elements: [Element], visible: [String], in component: ComponentDecl) {
        for element in elements {
            switch element {
            case .text(let e, _):
                check(e, visible: visible, in: component)
            case .button(let label, let action, _, let disabled):
                check(label, visible: visible, in: component)
                if let disabled { check(disabled, visible: visible, in: component) }
                check(action, visible: visible, in: component, inTask: false)
            case .child(let child):
                for arg in child.arguments {
                    if case .closure(let statements, let parameters) = arg.value.kind {
                        // A parameter is a constant of the closure, as a `let` is.
                        letConstants += parameters
                        check(statements, visible: visible + parameters, in: component, inTask: false)
                        letConstants.removeLast(parameters.count)
                    } else {
                        check(arg.value, visible: visible, in: component)
                    }
                }
                check(child.modifiers, visible: visible, in: component)
                if !child.content.isEmpty { checkContent(child, visible: visible, in: component) }
            case .conditional(let c):
                check(c.condition, visible: visible, in: component)
                check(c.then, visible: visible, in: component)
                check(c.otherwise, visible: visible, in: component)
            case .link, .navigationStack, .tabView:
                checkScreen(element, visible: visible, in: component)
            case .forEach(let f):
                check(f.items, rangeAllowed: true, visible: visible, in: component)
                // `.onDelete { offsets in … }` is on the ForEach, outside its rows: it sees the body's names (§43).
                rowEditAction = (f, "on-delete")
                check(f.onDelete?.action ?? [], visible: visible + [OnDeleteDecl.offsets], in: component, inTask: false)
                rowEditAction = (f, "on-move")
                check(f.onMove?.action ?? [], visible: visible + [OnMoveDecl.source, OnMoveDecl.destination], in: component, inTask: false)
                rowEditAction = nil
                let names = [f.variable] + (f.indexVariable.map { [$0] } ?? [])
                let inner = visible + names
                check(f.id, visible: inner, in: component)
                loopVariables += names
                if f.items.isBinding { boundLoopVariables.append(f.variable) }
                check(f.body, visible: inner, in: component)
                // `.swipeActions` is on the row view: its titles and actions see the row's names (§51).
                for button in f.swipeActions?.buttons ?? [] {
                    check(button.title, visible: inner, in: component)
                    check(button.action, visible: inner, in: component, inTask: false)
                }
                if f.items.isBinding { boundLoopVariables.removeLast() }
                loopVariables.removeLast(names.count)
            case .switchOver(let s): checkSwitch(s, visible: visible, in: component)
            case .control(let c): checkControl(c, visible: visible, in: component)
            case .slot: break   // checked over the whole spec (checkSlots)
            }
        }
    }

    mutating func check(_ m: Modifiers, visible: [String], in component: ComponentDecl) {
        if let id = m.id { check(id, visible: visible, in: component) }
        if let disabled = m.disabled { check(disabled, visible: visible, in: component) }
        if let lock = m.interactiveDismissDisabled { check(lock, visible: visible, in: component) }
        if let animation = m.animation { check(animation.value, visible: visible, in: component) }
        for c in m.onChange {
            check(c.value, visible: visible, in: component)
            check(c.action, visible: visible + ["oldValue", "newValue"], in: component, inTask: false)
        }
        if let t = m.task {
            if let id = t.id { check(id, visible: visible, in: component) }
            check(t.action, visible: visible, in: component, inTask: true)
        }
        if !m.refreshable.isEmpty { check(m.refreshable, visible: visible, in: component, inTask: true) }  // a task (§40)
        for action in [m.onAppear, m.onDisappear, m.timer?.action ?? [], m.submit?.action ?? []] { check(action, visible: visible, in: component, inTask: false) }
        if let r = m.receive { check(r, visible: visible, in: component) }
        for setting in m.environment {
            check(setting.value, visible: visible, in: component)
            if setting.kind == .value { checkEnvironmentSetting(setting) }
        }
        for transform in m.transforms { checkEnvironmentTransform(transform, beside: m, visible: visible, in: component) }
        for p in m.presentations { check(p, visible: visible, in: component) }
        if !m.navigationDestinations.isEmpty { checkNestedDestinations(m.navigationDestinations, visible: visible, in: component) }
        if let field = m.searchable { checkControl(field, visible: visible, in: component) }  // a text field of this body (§45)
        if !m.preference.isEmpty || !m.onPreferenceChange.isEmpty { checkPreferences(m, visible: visible, in: component) }
    }
}
