/// Checks a decoded spec before anything runs: names in scope, model constructions, assignments,
/// and for each scenario the component tree it reaches (references, arguments, cycles).
struct SpecValidator {
    let spec: Spec
    let limits: Limits
    /// A box, so that `report` need not be mutating and its autoclosure may read the spec.
    private final class Found { var list: [Diagnostic] = [] }
    private let found = Found()
    /// The for-each variables around the element being checked: closure parameters in Swift,
    /// constants that shadow a holder of the same name and cannot be assigned.
    private var loopVariables: [String] = []
    /// Per component (as a scenario resolves it): the levels of the deepest tree below it, itself included.
    private var heights: [String: Int] = [:]

    init(spec: Spec, limits: Limits) {
        self.spec = spec
        self.limits = limits
    }

    /// Records a problem while under `Limits.errors`; past it, the diagnostic and its hint (a
    /// did-you-mean search) are not even built, so a file full of mistakes stays cheap to check.
    func report(_ diagnostic: @autoclosure () -> Diagnostic) {
        if found.list.count <= limits.errors { found.list.append(diagnostic()) }
    }

    func problems() -> [Diagnostic] {
        var v = self
        v.checkNames()
        v.checkIdentifiers()
        v.checkFieldDefaults()
        v.checkComputed()
        v.checkEnvironmentValues()
        for component in spec.components { v.check(component) }
        v.checkRequests()
        var seen: Set<Location> = []
        for scenario in spec.scenarios {
            for step in scenario.steps where seen.insert(step.location).inserted {
                if case .complete(let c)? = step.time { v.check(c) }
            }
            v.check(scenario)
            for step in scenario.steps { for e in step.expectations { if let a = e.assertion { v.checkAssertion(a) } } }
        }
        for e in spec.always { v.checkAssertion(e) }
        for scenario in spec.scenarios {
            for e in scenario.always.dropFirst(spec.always.count) { v.checkAssertion(e) }
        }
        return v.found.list
    }

    mutating func checkNames() {
        var seen: [String: Location] = [:]
        for (name, location) in spec.models.map({ ($0.name, $0.location) }) + spec.components.map({ ($0.name, $0.location) }) {
            if let first = seen[name] {
                report(Diagnostic("'\(name)' is declared twice (models and components share names)",
                                  at: location, hint: "the first is at line \(first.line)"))
            }
            seen[name] = location
            // The names SwiftUI and every exported app use: a spec that takes one cannot be checked on a device.
            if SwiftNames.reservedTypes.contains(name) { report(SwiftNames.shadowing(name, at: location)) }
        }
    }

    /// A model's field defaults are evaluated with no view around them: constants only.
    mutating func checkFieldDefaults() {
        for model in spec.models {
            for field in model.fields {
                guard let d = field.defaultValue else { continue }
                if let (name, location) = d.names.first {
                    report(Diagnostic("a field default cannot use '\(name)'; use a constant", at: location))
                } else if d.containsConstruction {
                    report(Diagnostic("a field default cannot build a model; use a constant", at: d.location))
                }
            }
        }
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
                                      hint: Suggestion.hint(for: name, in: fields + computed, known: "its fields")
                                          ?? "a computed property reads its model's fields"))
                }
                if c.value.containsConstruction {
                    report(Diagnostic("a computed property cannot build a model", at: c.value.location))
                }
            }
        }
    }

    mutating func check(_ component: ComponentDecl) {
        var visible = component.props.map(\.name)
        for holder in component.holders {
            if holder.kind.readsEnvironment {
                checkEnvironmentHolder(holder)
                visible.append(holder.name)
                continue
            }
            // A name not in scope at all has its own error; one in scope is still out of reach here.
            if holder.kind == .state, !Self.isClosure(holder.initial),
               let (name, location) = holder.initial.names.first(where: { visible.contains($0.0) }) {
                report(SwiftNames.inlineStateReads(name, holder: holder.name, at: location))
            }
            check(holder.initial, visible: visible, in: component)
            for d in holder.dependencies { check(d, visible: visible, in: component) }
            visible.append(holder.name)
        }
        if let invariant = component.invariant { check(invariant, visible: visible, in: component) }
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
            case .button(let label, let action, _):
                check(label, visible: visible, in: component)
                for s in action { check(s, visible: visible, in: component) }
            case .child(let child):
                for arg in child.arguments {
                    if case .closure(let statements) = arg.value.kind {
                        for s in statements { check(s, visible: visible, in: component) }
                    } else {
                        check(arg.value, visible: visible, in: component)
                    }
                }
                check(child.modifiers, visible: visible, in: component)
            case .conditional(let c):
                check(c.condition, visible: visible, in: component)
                check(c.then, visible: visible, in: component)
                check(c.otherwise, visible: visible, in: component)
            case .link, .navigationStack, .tabView:
                checkScreen(element, visible: visible, in: component)
            case .forEach(let f):
                check(f.items, visible: visible, in: component)
                let names = [f.variable] + (f.indexVariable.map { [$0] } ?? [])
                let inner = visible + names
                check(f.id, visible: inner, in: component)
                loopVariables += names
                check(f.body, visible: inner, in: component)
                loopVariables.removeLast(names.count)
            case .switchOver(let s): checkSwitch(s, visible: visible, in: component)
            case .control(let c): checkControl(c, visible: visible, in: component)
            }
        }
    }

    mutating func check(_ m: Modifiers, visible: [String], in component: ComponentDecl) {
        if let id = m.id { check(id, visible: visible, in: component) }
        for c in m.onChange {
            check(c.value, visible: visible, in: component)
            for s in c.action { check(s, visible: visible + ["oldValue", "newValue"], in: component) }
        }
        if let t = m.task {
            if let id = t.id { check(id, visible: visible, in: component) }
            check(t.action, visible: visible, in: component, inTask: true)
        }
        for s in m.onAppear + m.onDisappear + (m.timer?.action ?? []) { check(s, visible: visible, in: component) }
        for setting in m.environment {
            check(setting.value, visible: visible, in: component)
            if setting.kind == .value { checkEnvironmentKey(setting.key, at: setting.location) }
        }
        for p in m.presentations { check(p, visible: visible, in: component) }
    }

    /// `x = e`, `x += e`, or a call run for its effect: a list method, or a closure the parent passed.
    mutating func checkAssignment(_ s: Statement, target: Expr, op: Statement.Op, value: Expr, visible: [String],
                                  in component: ComponentDecl) {
        var assigned = target
        if op == .call, case .call(let base, let method, let args) = target.kind {
            args.forEach { check($0.value, visible: visible, in: component) }
            if base == nil, method == "sleep" || spec.request(named: method) != nil {
                return report(Diagnostic("\(s.source) is asynchronous and needs `await`", at: target.location,
                                         hint: "write `await \(s.source)` in a `task:` action or a Task { }"))
            }
            guard let base else { return checkCallee(method, at: target.location, visible: visible, in: component) }
            check(base, visible: visible, in: component)
            guard checkMethod(method, of: target) else { return }
            guard Methods.mutating.contains(method) else {
                return report(Diagnostic("\(s.source.quotable) computes a value and changes nothing; an action must change something",
                                         at: target.location, hint: "the list methods that change it are append(_:), insert(_:at:) and remove(at:)"))
            }
            assigned = base
        } else {
            check(value, visible: visible, in: component)
            check(target, visible: visible, in: component)
        }
        checkAssignable(assigned, s, visible: visible, in: component)
    }

    /// A name that a statement stores into must be a holder or a binding of this component.
    mutating func checkAssignable(_ assigned: Expr, _ s: Statement, visible: [String], in component: ComponentDecl) {
        guard case .name(let name) = assigned.kind else { return }
        let target = assigned
        if case .assign(_, .call, _) = s.kind, component.props.contains(where: { $0.name == name && !$0.isBinding }) {
            return report(Diagnostic("'\(name)' is a prop of \(component.name), passed in by its parent; \(s.source.quotable) would change it",
                                     at: assigned.location, hint: "keep the list in a holder such as `state:`, or pass a binding"))
        }
        if loopVariables.contains(name) {
            // Swift's closure parameter shadows the property and is a constant: `item = 5` does not compile.
            report(Diagnostic("'\(name)' is a loop variable; it cannot be assigned", at: target.location,
                              hint: component.holder(named: name) != nil
                                  ? "it hides the holder '\(name)' inside the for-each; name the loop variable differently" : nil))
        } else if let prop = component.props.first(where: { $0.name == name }), !prop.isBinding {
            report(Diagnostic("'\(name)' is a prop of \(component.name), passed in by its parent; props cannot be assigned",
                              at: target.location, hint: "keep the value in a holder such as `state:`, or pass a binding"))
        } else if let holder = component.holder(named: name), holder.kind == .memo {
            report(Diagnostic("'\(name)' is a memo, derived from its dependencies; it cannot be assigned",
                              at: target.location))
        } else if let holder = component.holder(named: name), holder.kind.readsEnvironment {
            report(Diagnostic("'\(name)' is read from the environment; a view cannot assign it", at: target.location,
                              hint: holder.kind == .environment && holder.initial.source.first?.isLowercase == true
                                  ? "an ancestor sets it: `environment: { \(holder.initial.source): … }` beside a view in a parent's body"
                                  : "change the object's fields instead (`\(name).field = …`)"))
        } else if name.hasPrefix("$") || name == "oldValue" || name == "newValue" {
            report(Diagnostic("'\(name)' cannot be assigned", at: target.location))
        } else if visible.contains(name), !component.props.contains(where: { $0.name == name }),
                  component.holder(named: name) == nil {
            report(Diagnostic("'\(name)' is a loop variable; it cannot be assigned", at: target.location))
        }
    }

    /// A closure has its own error outside an argument; its names are not read where it stands.
    static func isClosure(_ e: Expr) -> Bool { if case .closure = e.kind { true } else { false } }

    /// `onLike()`: the name must be in scope; whether it holds a closure shows when it runs.
    mutating func checkCallee(_ name: String, at location: Location, visible: [String], in component: ComponentDecl) {
        // `dismiss` is the environment's DismissAction (semantics §22), there in every view.
        if !visible.contains(name) && name != "dismiss" {
            report(Diagnostic("'\(name)' is not defined in \(component.name)", at: location,
                              hint: Suggestion.hint(for: name, in: visible, known: "names in scope")
                                  ?? "a closure to call is a prop, passed by the parent as \(name): \"{ … }\""))
        }
    }

    /// The methods lists offer, with Swift's labels; any other name is a mistake whatever the
    /// value turns out to be. Returns whether the method is known.
    @discardableResult
    mutating func checkMethod(_ name: String, of call: Expr) -> Bool {
        let known = Methods.signatures.keys.sorted()
        guard known.contains(name) else {
            report(Diagnostic("there is no method '\(name)' in \(call.source.quotable)", at: call.location,
                              hint: Suggestion.closest(to: name, in: known).map { "did you mean '\($0)'?" }
                                  ?? "a list has contains(_:), append(_:), insert(_:at:) and remove(at:)"))
            return false
        }
        if let mismatch = Methods.signatureMismatch(call) { report(mismatch) }
        return true
    }

    /// `$name` is a binding to a state holder or a binding prop of this component.
    mutating func checkBinding(_ name: String, at location: Location, in component: ComponentDecl) {
        let base = String(name.dropFirst())
        if let holder = component.holder(named: base), holder.kind != .memo, !holder.kind.readsEnvironment { return }
        if component.props.contains(where: { $0.name == base && $0.isBinding }) { return }
        let bindable = component.holders.filter { $0.kind != .memo && !$0.kind.readsEnvironment }.map(\.name)
            + component.props.filter(\.isBinding).map(\.name)
        report(Diagnostic("'\(name)' needs '\(base)' to be a state holder or a binding of \(component.name)",
                          at: location, hint: Suggestion.closest(to: base, in: bindable).map { "did you mean '$\($0)'?" }
                              ?? "a binding ($x) shares a holder's storage; declare `\(base)` under state:"))
    }

    mutating func check(_ e: Expr, visible: [String], in component: ComponentDecl) {
        switch e.kind {
        case .int, .string, .bool, .null: break
        case .name(let name):
            if name.hasPrefix("$") {
                checkBinding(name, at: e.location, in: component)
            } else if !visible.contains(name), spec.model(named: name) != nil {
                // `observed-object: { counter: "Counter" }`: Swift has no value here, only the type.
                report(Diagnostic("'\(name)' is a model type, not a value", at: e.location,
                                  hint: "build one with \(name)(…), or read its count as \(name).creations"))
            } else if !visible.contains(name) && spec.component(named: name) == nil
                        && name != "Task" && AsyncMeasure.names(of: name) == nil {
                let later = component.holder(named: name) != nil
                report(Diagnostic(
                    later ? "'\(name)' is declared after the holder that uses it" : "'\(name)' is not defined in \(component.name)",
                    at: e.location,
                    hint: later ? "holders are set up in order; move '\(name)' up"
                        : environmentHint(for: name)
                            ?? Suggestion.hint(for: name, in: visible + spec.models.map(\.name), known: "names in scope")))
            }
        case .member(let base, let field):
            if case .name(let type) = base.kind, !visible.contains(type),
               spec.model(named: type) != nil || spec.component(named: type) != nil
                || type == "Task" || AsyncMeasure.names(of: type) != nil {
                checkStatic(type, field, at: e.location)
            } else if case .name(let n) = base.kind, n.hasPrefix("$") {
                // `$model.field`: a binding into a prop's or a holder's model.
                check(Expr(.name(String(n.dropFirst())), at: base.location, source: String(n.dropFirst())),
                      visible: visible, in: component)
            } else {
                check(base, visible: visible, in: component)
            }
        case .unary(_, let x): check(x, visible: visible, in: component)
        case .binary(_, let a, let b), .index(let a, let b):
            check(a, visible: visible, in: component)
            check(b, visible: visible, in: component)
        case .list(let items): for x in items { check(x, visible: visible, in: component) }
        case .call(let base, let name, let args):
            args.forEach { check($0.value, visible: visible, in: component) }
            if let base { check(base, visible: visible, in: component); checkMethod(name, of: e) }
            if base == nil || Methods.mutating.contains(name) {
                report(Diagnostic("\(e.source.quotable) runs an action; it belongs in a button's action, not in a value",
                                  at: e.location, hint: "action: \(e.source.quotable)"))
            }
        case .closure:
            report(Diagnostic("a closure can only be passed to a child, as an argument", at: e.location,
                              hint: "for example `- Row: { onLike: \"{ likes += 1 }\" }`"))
        case .interpolation(let parts):
            for case .expr(let x) in parts { check(x, visible: visible, in: component) }
        case .construct(let type, let args):
            for a in args { check(a.value, visible: visible, in: component) }
            checkConstruction(type, args.map { ($0.label, $0.value.location) }, at: e.location)
        }
    }

    /// An assertion sees only measures: `Model.creations`, `Child.renders == 3`.
    mutating func checkAssertion(_ e: Expr) {
        switch e.kind {
        case .int, .string, .bool, .null: break
        case .name(let name):
            let owners = spec.components.filter { isStateName(name, of: $0.name) }.map { "\($0.name).\(name)" }
            report(Diagnostic("an assertion reads measures and state through a type, such as Model.creations or \(spec.components.first?.name ?? "Child").renders; found '\(name)'",
                              at: e.location,
                              hint: owners.isEmpty ? nil : "to read the state of the one live view, write \(owners.map { "'\($0)'" }.joined(separator: " or "))"))
        case .member(let base, let field):
            if case .name(let type) = base.kind, spec.model(named: type) != nil || spec.component(named: type) != nil
                || AsyncMeasure.names(of: type) != nil {
                checkStatic(type, field, at: e.location, state: true)
            } else {
                checkAssertion(base)
            }
        case .unary(_, let x): checkAssertion(x)
        case .binary(_, let a, let b), .index(let a, let b): checkAssertion(a); checkAssertion(b)
        case .list(let items): items.forEach { checkAssertion($0) }
        case .call, .closure:
            report(Diagnostic("an assertion can only compare measures; found \(e.source.quotable)", at: e.location))
        case .interpolation(let parts): for case .expr(let x) in parts { checkAssertion(x) }
        case .construct:
            report(Diagnostic("an assertion cannot build a model", at: e.location))
        }
    }

    /// `Model.creations`, `Component.renders`, `.inits`, `.staleRenders`.
    /// `state`: an assertion may also read a component's props and holders (`Parent.input`).
    mutating func checkStatic(_ type: String, _ field: String, at location: Location, state: Bool = false) {
        if spec.model(named: type) != nil {
            if field != "creations" {
                report(Diagnostic("a model type has one static field, 'creations'; found '\(field)'",
                                        at: location, hint: "write \(type).creations"))
            }
        } else if type == "Task" {
            if field != "isCancelled" {
                report(Diagnostic("Task has one field here, 'isCancelled'; found '\(field)'", at: location,
                                  hint: "write guard !Task.isCancelled else { return }"))
            }
        } else if let names = AsyncMeasure.names(of: type) {
            if !names.contains(field) {
                report(Diagnostic("\(type) has the measures \(names.joined(separator: ", ")); found '\(field)'", at: location,
                                  hint: Suggestion.closest(to: field, in: names).map { "did you mean '\($0)'?" }))
            }
        } else if Measure(rawValue: field) == nil, !(state && isStateName(field, of: type)) {
            let names = Measure.allCases.map(\.rawValue)
            let fields = state ? spec.component(named: type).map { $0.props.map(\.name) + $0.holders.map(\.name) } ?? [] : []
            report(Diagnostic("a component has the measures \(names.joined(separator: ", "))\(state ? ", and its props and holders" : ""); found '\(field)'",
                              at: location, hint: Suggestion.closest(to: field, in: names + fields).map { "did you mean '\($0)'?" }))
        }
    }

    /// `Parent.input`: a prop or holder of a component, which an assertion reads from its one live view.
    func isStateName(_ name: String, of type: String) -> Bool {
        guard let component = spec.component(named: type) else { return false }
        return component.props.contains { $0.name == name } || component.holder(named: name) != nil
    }

    mutating func checkConstruction(_ type: String, _ labels: [(String, Location)], at location: Location) {
        guard let model = spec.model(named: type) else {
            let hint = spec.component(named: type) != nil
                ? "\(type) is a component; put it in a body as `- \(type): { … }`"
                : Suggestion.hint(for: type, in: spec.models.map(\.name), known: "models")
            report(Diagnostic("'\(type)' is not a declared model", at: location, hint: hint ?? "declare it under `models:`"))
            return
        }
        let fields = model.fields.map(\.name)
        let expected = "\(type)(\(fields.map { "\($0):" }.joined(separator: " ")))"
        var given: Set<String> = []
        var last = -1
        var unknown = false
        for (label, labelLocation) in labels {
            guard let index = fields.firstIndex(of: label) else {
                unknown = true
                report(Diagnostic("\(type) has no field '\(label)'", at: labelLocation,
                                  hint: Suggestion.closest(to: label, in: fields).map { "did you mean '\($0)'? the initializer is \(expected)" }
                                      ?? "the initializer is \(expected)"))
                continue
            }
            if !given.insert(label).inserted {
                report(Diagnostic("argument '\(label)' is given twice in \(type)(…)", at: labelLocation,
                                  hint: "the initializer is \(expected)"))
            } else if index < last {
                report(Diagnostic("argument '\(label)' is out of order in \(type)(…)", at: labelLocation,
                                  hint: "arguments follow the fields' order: \(expected)"))
            }
            last = max(last, index)
        }
        // A misspelt label usually is the missing one; report it alone.
        for missing in model.fields where !unknown && missing.defaultValue == nil && !given.contains(missing.name) {
            report(Diagnostic("\(type)(…) is missing the argument '\(missing.name)'", at: location,
                              hint: "the initializer is \(expected)"))
        }
    }

    /// Walks the tree a scenario reaches: each reference resolves, arguments match props, no cycles.
    mutating func check(_ scenario: Scenario) {
        guard spec.component(named: scenario.resolve(scenario.root)) != nil else {
            report(Diagnostic("root component '\(scenario.root)' is not declared", at: scenario.rootLocation,
                              hint: Suggestion.hint(for: scenario.root, in: spec.components.map(\.name), known: "components")))
            return
        }
        for (name, target) in scenario.uses.sorted(by: { $0.key < $1.key }) where spec.component(named: target) == nil {
            report(Diagnostic("scenario '\(scenario.name)' uses '\(target)' for \(name), but no component '\(target)' is declared",
                              at: scenario.location,
                              hint: Suggestion.hint(for: target, in: spec.components.map(\.name), known: "components")))
        }
        for request in scenario.requests where spec.request(named: request.name) == nil {
            report(Diagnostic("scenario '\(scenario.name)' redeclares request '\(request.name)', which is not declared at the top",
                              at: request.location,
                              hint: Suggestion.hint(for: request.name, in: spec.requests.map(\.name), known: "requests")
                                  ?? "declare it under the top-level `requests:` first"))
        }
        var path: [String] = []
        heights = [:]
        visit(scenario.resolve(scenario.root), scenario: scenario, path: &path)
    }

    /// Walks the tree a scenario reaches, reporting what is wrong once per component; returns the
    /// levels of the deepest tree under `name` (itself included), so that a component reached
    /// again by a longer path is measured on that path too.
    @discardableResult
    mutating func visit(_ name: String, scenario: Scenario, path: inout [String]) -> Int {
        guard let component = spec.component(named: name) else { return 0 }
        if let known = heights[name] { return known }
        path.append(name)
        var height = 1
        defer { path.removeLast(); heights[name] = height }
        for child in component.body.allChildren {
            let target = scenario.resolve(child.component)
            guard let decl = spec.component(named: target) else {
                // A `use:` naming an undeclared component is reported once, at the scenario.
                if scenario.uses[child.component] != nil { continue }
                let hint = spec.model(named: target) != nil
                    ? "\(target) is a model; build it in an expression such as \(target)(…)"
                    : Suggestion.hint(for: target, in: spec.components.map(\.name), known: "components")
                        ?? "declare it under `components:`, or bind it with `use: { \(child.component): … }`"
                report(Diagnostic("component '\(child.component)' is not declared (scenario '\(scenario.name)')",
                                  at: child.location, hint: hint))
                continue
            }
            if path.count >= limits.viewDepth || path.count + (heights[target] ?? 0) > limits.viewDepth {
                report(Diagnostic("components nest deeper than \(limits.viewDepth) levels", at: child.location,
                                  hint: "a tree this deep is likely a runaway; docs/limits.md lists the limits"))
                height = limits.viewDepth + 1
                return height
            }
            if path.contains(target) {
                let cycle = (path[path.firstIndex(of: target)!...] + [target]).joined(separator: " → ")
                report(Diagnostic("component \(target) contains itself: \(cycle)", at: child.location,
                                  hint: "a view cannot contain itself; the tree would be infinite"))
                continue
            }
            checkArguments(child, against: decl)
            height = max(height, 1 + visit(target, scenario: scenario, path: &path))
        }
        return height
    }

    mutating func checkArguments(_ child: ChildDecl, against decl: ComponentDecl) {
        let props = decl.props.map(\.name)
        var signature: String { "\(decl.name)(\(props.map { "\($0):" }.joined(separator: " ")))" }   // for messages only
        for arg in child.arguments where !props.contains(arg.label) {
            if found.list.contains(where: { $0.location == arg.value.location }) { continue }
            report(Diagnostic("\(decl.name) has no prop '\(arg.label)'", at: arg.value.location,
                              hint: Suggestion.closest(to: arg.label, in: props).map { "did you mean '\($0)'? \(signature)" }
                                  ?? "its props are \(signature)"))
        }
        for arg in child.arguments {
            guard let prop = decl.props.first(where: { $0.name == arg.label }) else { continue }
            let isBinding = arg.value.isBinding
            if prop.isBinding && !isBinding {
                report(Diagnostic("\(decl.name)'s '\(prop.name)' is a binding; pass one with $, e.g. $\(arg.value.source.quotable)",
                                        at: arg.value.location))
            } else if !prop.isBinding && isBinding {
                report(Diagnostic("\(decl.name)'s '\(prop.name)' is not a binding; pass the value without $",
                                        at: arg.value.location, hint: "or declare it under `bindings:` in \(decl.name)"))
            }
        }
        for prop in props where !child.arguments.contains(where: { $0.label == prop }) && !child.unparsedArguments.contains(prop) {
            if found.list.contains(where: { $0.location == child.location && $0.message.contains("'\(prop)'") }) { continue }
            report(Diagnostic("\(decl.name) needs the argument '\(prop)'", at: child.location,
                              hint: "its props are \(signature)"))
        }
    }

    /// Every name the Swift form declares must be a Swift identifier: `a b` or `x-y` would export
    /// to code that does not compile, and a name a report prints must be a plain word.
    mutating func checkIdentifiers() {
        var names: [(String, String, Location)] = []
        for model in spec.models { names += model.fields.map { ("a field", $0.name, $0.location) } }
        for component in spec.components {
            names += component.props.map { ("a prop", $0.name, $0.location) }
            names += component.holders.map { ("a holder", $0.name, $0.location) }
            names += component.body.allLoops.flatMap { f in
                [("a loop variable", f.variable, f.location)] + (f.indexVariable.map { [("an index variable", $0, f.location)] } ?? [])
            }
        }
        for (what, name, location) in names where !Self.isIdentifier(name) {
            report(Diagnostic("\(what) name must be one word of letters, digits and _, as a Swift name: '\(name.quotable)'",
                              at: location, hint: "for example \(Self.suggestedIdentifier(name))"))
        }
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// `a b` → `aB`: the words run together, as Swift names are written.
    static func suggestedIdentifier(_ name: String) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        let joined = words.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
        let word = joined.first?.isNumber == true ? "_" + joined : joined
        return word.isEmpty ? "value" : word
    }
}
