/// What assertions and `always:` expressions may read, and the models a spec builds: checked
/// before anything runs.
extension SpecValidator {
    /// An assertion sees only measures: `Model.creations`, `Child.renders == 3`.
    mutating func checkAssertion(_ e: Expr) {
        switch e.kind {
        case .int, .string, .bool, .null: break
        case .name(let name):
            let owners = spec.components.filter { isStateName(name, of: $0.name) }.map { "\($0.name).\(name)" }
            report(Diagnostic("an assertion reads measures and state through a type, such as Model.creations or \(spec.components.first?.name ?? "Child").renders; found '\(name)'",
                              at: e.location,
                              hint: owners.isEmpty
                                ? Suggestion.hint(for: name, in: spec.components.map(\.name) + spec.models.map(\.name), known: "types")
                                : "to read the state of the one live view, write \(owners.map { "'\($0)'" }.joined(separator: " or "))"))
        case .member(let base, let field):
            if case .name(let name) = base.kind, !spec.declaresType(named: name), let component = assertionUses[name] {
                report(Diagnostic("'\(name)' is not a type: the scenario's `use:` puts \(component) where a body writes \(name)", at: base.location,
                                  hint: "an assertion reads the component's own measures: `\(component).\(field)`"))
            } else if case .name(let type) = base.kind, spec.declaresType(named: type)
                || AsyncMeasure.names(of: type) != nil {
                checkStatic(type, field, at: e.location, state: true)
            } else {
                checkAssertion(base)
                checkStateField(field, of: base, at: e.location)
            }
        case .unary(_, let x): checkAssertion(x)
        case .binary(_, let a, let b), .index(let a, let b): checkAssertion(a); checkAssertion(b)
        case .conditional(let c, let a, let b): checkAssertion(c); checkAssertion(a); checkAssertion(b)
        case .list(let items): items.forEach { checkAssertion($0) }
        case .call(let base, let name, let args) where Self.readsOnly(base: base, name, args) && !declaresMethod(name):
            // `Screen.items.contains(2)`, `Screen.name.uppercased()`, `min(A.n, B.n)`: Swift's
            // own methods of a value compute from it and change nothing, as a label's do (§60, §72).
            base.map { checkAssertion($0) }
            args.forEach { checkAssertion($0.value) }
            if let mismatch = Methods.signatureMismatch(e) { report(mismatch) }
        case .call, .closure, .customBinding:
            // What it reads is measures and live views' state, compared with operators; no call runs in it.
            report(Diagnostic("an assertion reads measures and state and compares them; it runs no closure, no method that changes a value and no method the spec declares, found \(e.source.quotable)", at: e.location,
                              hint: "Swift's own methods of a value work there without a closure, e.g. `Sidebar.items.contains(\"milk\")`, or compare what the call would look at: `Sidebar.items.count == 2`"))
        case .interpolation(let parts): for case .expr(let x) in parts { checkAssertion(x) }
        case .construct:
            report(Diagnostic("an assertion cannot build a model", at: e.location))
        }
    }

    /// `Root.m.y` where `m` holds a model without `y`: the run would stop at the read; said here,
    /// with the field it resembles, as a body's read of a missing field is (§28).
    mutating func checkStateField(_ field: String, of base: Expr, at location: Location) {
        guard case .member(let owner, let holder) = base.kind, case .name(let type) = owner.kind,
              let component = declaredComponent(named: type), isStateName(holder, of: type) else { return }
        let model: String
        switch types.names(of: component)[holder] {
        case .model(let name)?, .value(let name)?: model = name
        default: return
        }
        guard types.lacks(model, field), let decl = spec.model(named: model) else { return }
        report(Diagnostic("\(model) has no field '\(field)'", at: location,
                          hint: Suggestion.hint(for: field, in: decl.fields.map(\.name) + decl.computed.map(\.name), known: "its fields")))
    }

    /// A call of one of Swift's methods of a list or a String that changes nothing, or of a
    /// conversion or global function, with no closure: what an assertion may compute.
    static func readsOnly(base: Expr?, _ name: String, _ args: [(label: String?, value: Expr)]) -> Bool {
        guard !args.contains(where: { if case .closure = $0.value.kind { true } else { false } }) else { return false }
        guard base != nil else { return Methods.conversions.contains(name) || GlobalFunctions.names.contains(name) }
        return Methods.signatures[name] != nil && !Methods.mutating.contains(name) && name != Methods.trimming
    }

    /// An assertion is true or false: a count, a sum or a literal that is not a Bool stops the run,
    /// so it is found here, without running (the run's message).
    mutating func checkTruth(of e: Expr, what: String = "an assertion") {
        let notBool: Bool
        switch e.kind {
        case .int, .string, .null, .list, .interpolation: notBool = true
        case .binary(let op, _, _): notBool = ["+", "-", "*", "/", "%"].contains(op)
        case .member(let base, let field):
            // A measure is a count: `Header.renders`, `Model.creations`, `Tasks.started`.
            guard case .name(let type) = base.kind else { return }
            notBool = (spec.model(named: type) != nil && field == "creations") || AsyncMeasure.names(of: type)?.contains(field) == true
                || (declaredComponent(named: type) != nil && Measure(rawValue: field) != nil)
        default: notBool = false
        }
        guard notBool else { return }
        report(Diagnostic("\(what) must be true or false; \(e.source) is not", at: e.location,
                          hint: "compare it: `\(e.source) == 1`"))
    }

    /// `Model.creations`, `Component.renders`, `.inits`, `.staleRenders`.
    /// `state`: an assertion may also read a component's props and holders (`Parent.input`).
    mutating func checkStatic(_ type: String, _ field: String, at location: Location, state: Bool = false) {
        if let model = spec.model(named: type) {
            if field == "shared" || field == "default" || field == "instance" {
                let owner = model.kind == .observableObject
                    ? "`state-object: { store: \"\(type)()\" }`, and pass it down as a prop or place it with `environment-object:`"
                    : "`state: { store: \"\(type)()\" }`, and pass it down as a prop or place it with `environment-model:`"
                report(Diagnostic("a static property, \(type).\(field), is not expressed: a model type has one static field here, 'creations'",
                                  at: location, hint: "make the one object in the view that owns it, \(owner) (docs/coverage.md)"))
            } else if field != "creations" {
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
            let fields = state ? declaredComponent(named: type).map { $0.props.map(\.name) + $0.holders.map(\.name) } ?? [] : []
            report(Diagnostic("a component has the measures \(names.joined(separator: ", "))\(state ? ", and its props and holders" : ""); found '\(field)'",
                              at: location, hint: Suggestion.closest(to: field, in: names + fields).map { "did you mean '\($0)'?" }))
        }
    }

    /// `Parent.input`: a prop or holder of a component, which an assertion reads from its one live view.
    /// An `always:` reading the state of a component that the scenario's tree never holds (a
    /// top-level one, checked in every scenario, naming a view of another root) could never be
    /// true of a live view: a mistake in the spec, said before exploring. A measure (`renders`)
    /// is zero there, and fine. Run right after the scenario's tree is walked, which leaves the
    /// components it reaches in `heights`.
    mutating func checkAlwaysReachesItsViews(in scenario: Scenario) {
        guard !scenario.always.isEmpty, !heights.isEmpty else { return }
        var reported: Set<String> = []
        func visit(_ e: Expr, own: Bool) {
            if case .member(let base, let field) = e.kind, case .name(let type) = base.kind, isStateName(field, of: type) {
                if let position = spec.position(ofComponent: type), heights[position] == nil, reported.insert(type).inserted {
                    report(Diagnostic("always: reads \(e.source), but scenario '\(scenario.name)' (root \(scenario.resolve(scenario.root))) never shows a \(type)",
                                      at: e.location,
                                      hint: own ? "read a component of this scenario's tree"
                                          : "an `always:` at the top is checked in every scenario; write it under the scenarios that show \(type)"))
                }
                return
            }
            for x in e.kind.subexpressions { visit(x, own: own) }
        }
        // The file's own come first in the scenario's list.
        for (i, e) in scenario.always.enumerated() { visit(e, own: i >= spec.always.count) }
    }

    func isStateName(_ name: String, of type: String) -> Bool {
        guard let component = declaredComponent(named: type) else { return false }
        return component.props.contains { $0.name == name } || component.holder(named: name) != nil
    }

    /// Reads the model's fields where they are and marks the given ones by position: every
    /// construction in a spec passes through here, and copying the model, mapping its fields' names
    /// and the arguments' labels into arrays was most of its cost.
    mutating func checkConstruction(_ type: String, _ args: [(label: String, value: Expr)], at location: Location) {
        guard let m = spec.models.firstIndex(where: { $0.name == type }) else {
            let hint = declaredComponent(named: type) != nil
                ? "\(type) is a component; put it in a body as `- \(type): { … }`"
                : type == "NavigationPath" && args.isEmpty
                ? Optional("a stack's path is a list here, of one type or several: write `[]`; the export makes it a NavigationPath when its destinations show several types")
                : Suggestion.hint(for: type, in: spec.models.map(\.name), known: "models")
            report(Diagnostic("'\(type)' is not a declared model", at: location, hint: hint ?? "declare it under `models:`"))
            return
        }
        let fields = spec.models[m].fields
        // Built only for a message.
        var expected: String { "\(type)(\(fields.map { "\($0.name):" }.joined(separator: " ")))" }
        // Field names are unique (a repeated one was dropped when decoding), so a position stands for its name.
        var given = PositionSet()
        var last = -1
        var unknown = false
        // By index: a copy of an argument (a label and an expression) is a call to copy each.
        for a in args.indices {
            let label = args[a].label, labelLocation = args[a].value.location
            guard let index = fields.firstIndex(where: { $0.name == label }) else {
                unknown = true
                report(Diagnostic("\(type) has no field '\(label)'", at: labelLocation,
                                  hint: Suggestion.closest(to: label, in: fields.map(\.name)).map { "did you mean '\($0)'? the initializer is \(expected)" }
                                      ?? "the initializer is \(expected)"))
                continue
            }
            if given.contains(index) {
                report(Diagnostic("argument '\(label)' is given twice in \(type)(…)", at: labelLocation,
                                  hint: "the initializer is \(expected)"))
            } else {
                given.insert(index)
                if index < last {
                    report(Diagnostic("argument '\(label)' is out of order in \(type)(…)", at: labelLocation,
                                      hint: "arguments follow the fields' order: \(expected)"))
                }
            }
            last = max(last, index)
        }
        // A misspelt label usually is the missing one; report it alone. In Swift's words for a
        // memberwise (or the export's) initializer called without a parameter of no default.
        for (i, missing) in fields.enumerated() where !unknown && missing.defaultValue == nil && !given.contains(i) {
            report(Diagnostic("missing argument for parameter '\(missing.name)' in call", at: location,
                              hint: "the initializer is \(expected)"))
        }
    }
}
