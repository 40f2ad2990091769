/// Checks a decoded spec before anything runs: names in scope, model constructions, assignments,
/// and for each scenario the component tree it reaches (references, arguments, cycles).
struct SpecValidator {
    let spec: Spec
    let limits: Limits
    /// A box, so that `report` need not be mutating and its autoclosure may read the spec.
    private final class Found { var list: [Diagnostic] = [] }
    private let found = Found()

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
        for component in spec.components { v.check(component) }
        for scenario in spec.scenarios { v.check(scenario) }
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
        }
    }

    mutating func check(_ component: ComponentDecl) {
        let props = component.props.map(\.name)
        var visible = props
        for holder in component.holders {
            check(holder.initial, visible: visible, in: component)
            for d in holder.dependencies { check(d, visible: visible, in: component) }
            visible.append(holder.name)
        }
        for element in component.body {
            switch element {
            case .text(let e, _):
                check(e, visible: visible, in: component)
            case .button(let label, let action, _):
                check(label, visible: visible, in: component)
                for s in action { check(s, visible: visible, in: component) }
            case .child(let child):
                for arg in child.arguments { check(arg.value, visible: visible, in: component) }
            }
        }
    }

    mutating func check(_ s: Statement, visible: [String], in component: ComponentDecl) {
        check(s.value, visible: visible, in: component)
        check(s.target, visible: visible, in: component)
        guard case .name(let name) = s.target.kind else { return }
        if component.props.contains(where: { $0.name == name }) {
            report(Diagnostic("'\(name)' is a prop of \(component.name), passed in by its parent; props cannot be assigned",
                              at: s.target.location, hint: "keep the value in a holder such as `state:`, or pass a binding"))
        } else if let holder = component.holder(named: name), holder.kind == .memo {
            report(Diagnostic("'\(name)' is a memo, derived from its dependencies; it cannot be assigned",
                              at: s.target.location))
        }
    }

    mutating func check(_ e: Expr, visible: [String], in component: ComponentDecl) {
        switch e.kind {
        case .int, .string, .bool: break
        case .name(let name):
            if !visible.contains(name) && spec.model(named: name) == nil {
                let later = component.holder(named: name) != nil
                report(Diagnostic(
                    later ? "'\(name)' is declared after the holder that uses it" : "'\(name)' is not defined in \(component.name)",
                    at: e.location,
                    hint: later ? "holders are set up in order; move '\(name)' up"
                        : Suggestion.hint(for: name, in: visible + spec.models.map(\.name), known: "names in scope")))
            }
        case .member(let base, let field):
            if case .name(let type) = base.kind, !visible.contains(type), spec.model(named: type) != nil {
                if field != "creations" {
                    report(Diagnostic("a model type has one static field, 'creations'; found '\(field)'",
                                      at: e.location, hint: "write \(type).creations"))
                }
            } else {
                check(base, visible: visible, in: component)
            }
        case .unary(_, let x): check(x, visible: visible, in: component)
        case .binary(_, let a, let b):
            check(a, visible: visible, in: component)
            check(b, visible: visible, in: component)
        case .list(let items): for x in items { check(x, visible: visible, in: component) }
        case .interpolation(let parts):
            for case .expr(let x) in parts { check(x, visible: visible, in: component) }
        case .construct(let type, let args):
            for a in args { check(a.value, visible: visible, in: component) }
            checkConstruction(type, args.map { ($0.label, $0.value.location) }, at: e.location)
        }
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
        var done: Set<String> = []
        var path: [String] = []
        visit(scenario.resolve(scenario.root), scenario: scenario, done: &done, path: &path)
    }

    mutating func visit(_ name: String, scenario: Scenario, done: inout Set<String>, path: inout [String]) {
        guard let component = spec.component(named: name), !done.contains(name) else { return }
        path.append(name)
        defer { path.removeLast(); done.insert(name) }
        for case .child(let child) in component.body {
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
            if path.count >= limits.viewDepth {
                report(Diagnostic("components nest deeper than \(limits.viewDepth) levels", at: child.location,
                                  hint: "a tree this deep is likely a runaway; docs/limits.md lists the limits"))
                return
            }
            if path.contains(target) {
                let cycle = (path[path.firstIndex(of: target)!...] + [target]).joined(separator: " → ")
                report(Diagnostic("component \(target) contains itself: \(cycle)", at: child.location,
                                  hint: "a view cannot contain itself; the tree would be infinite"))
                continue
            }
            checkArguments(child, against: decl)
            visit(target, scenario: scenario, done: &done, path: &path)
        }
    }

    mutating func checkArguments(_ child: ChildDecl, against decl: ComponentDecl) {
        let props = decl.props.map(\.name)
        let signature = "\(decl.name)(\(props.map { "\($0):" }.joined(separator: " ")))"
        for arg in child.arguments where !props.contains(arg.label) {
            if found.list.contains(where: { $0.location == arg.value.location }) { continue }
            report(Diagnostic("\(decl.name) has no prop '\(arg.label)'", at: arg.value.location,
                              hint: Suggestion.closest(to: arg.label, in: props).map { "did you mean '\($0)'? \(signature)" }
                                  ?? "its props are \(signature)"))
        }
        for prop in props where !child.arguments.contains(where: { $0.label == prop }) {
            if found.list.contains(where: { $0.location == child.location && $0.message.contains("'\(prop)'") }) { continue }
            report(Diagnostic("\(decl.name) needs the argument '\(prop)'", at: child.location,
                              hint: "its props are \(signature)"))
        }
    }
}
