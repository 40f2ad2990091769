/// Each scenario's component tree (references, arguments, depth, cycles) and the names the
/// export must be able to write, checked before anything runs.
extension SpecValidator {
    /// Walks the tree a scenario reaches: each reference resolves, arguments match props, no cycles.
    mutating func check(_ scenario: Scenario) {
        guard let root = spec.position(ofComponent: scenario.resolve(scenario.root)) else {
            if componentsUnread { return }
            if let invisible = invisiblyNamed(scenario.root, "root component", at: scenario.rootLocation) {
                invisible.map { report($0) }
            } else {
                report(Diagnostic("root component '\(scenario.root)' is not declared", at: scenario.rootLocation,
                                  hint: Suggestion.hint(for: scenario.root, in: spec.components.map(\.name), known: "components")))
            }
            // Whatever the root was meant to be, the components' own references are checked now,
            // not one fix later.
            visitEveryComponent(scenario: scenario)
            return
        }
        for (name, target) in scenario.uses.sorted(by: { $0.key < $1.key }) where spec.position(ofComponent: target) == nil {
            report(Diagnostic("scenario '\(scenario.name)' uses '\(target)' for \(name), but no component '\(target)' is declared",
                              at: scenario.useLocations[name] ?? scenario.location,
                              hint: Suggestion.hint(for: target, in: spec.components.map(\.name), known: "components")))
        }
        checkRootArguments(root, scenario: scenario)
        if !scenario.uses.isEmpty { checkUseNames(of: scenario) }
        for request in scenario.requests where spec.request(named: request.name) == nil {
            report(Diagnostic("scenario '\(scenario.name)' redeclares request '\(request.name)', which is not declared at the top",
                              at: request.location,
                              hint: Suggestion.hint(for: request.name, in: spec.requests.map(\.name), known: "requests")
                                  ?? "declare it under the top-level `requests:` first"))
        }
        var path: [Int] = []
        heights = [:]
        visit(root, scenario: scenario, path: &path)
    }

    /// The app builds its root with no arguments (`WindowGroup { Root() }`): a root with props or
    /// slots would not compile ("missing argument for parameter"), and the run would read a prop
    /// nothing gave a value. Reported once per root, by the first scenario that starts from it.
    mutating func checkRootArguments(_ root: Int, scenario: Scenario) {
        let component = spec.components[root]
        // A name that is no identifier was refused where it is written.
        let inputs = (component.props.filter { !$0.isGuessed }.map(\.name) + component.slots.map(\.name)).filter(Self.isIdentifier)
        guard !inputs.isEmpty, !found.list.contains(where: { $0.location == scenario.rootLocation }) else { return }
        let names = inputs.map { "'\($0)'" }.joined(separator: ", ")
        let plural = inputs.count > 1
        // The holder that gives the view a value of its own: an object is a `@StateObject`.
        let observed = component.props.filter { $0.isObserved }.count
        let own = observed == inputs.count ? "`state-object:`" : observed > 0 ? "`state:`, `let:` or `state-object:`" : "`state:` or `let:`"
        report(Diagnostic("the root \(component.name) is built with no arguments, `\(component.name)()`, but it needs "
                          + (plural ? "the arguments \(names)" : "the argument \(names)"),
                          at: scenario.rootLocation,
                          hint: "nothing passes a root its props: give \(plural ? "them" : inputs[0]) a value in \(component.name) itself (\(own)), or make a component that passes \(plural ? "them" : "it") the root"))
    }

    /// A name a `use:` binds means something only where a body writes it as a child (`- Child:`)
    /// or it is the root; any other is a misspelling that would silently leave the body's own
    /// name in place.
    mutating func checkUseNames(of scenario: Scenario) {
        var written: Set<String> = [scenario.root]
        for component in spec.components.indices {
            let children = component < outlines.count ? outlines[component].children : spec.components[component].body.allChildren
            for child in children { written.insert(child.component) }
        }
        for name in scenario.uses.keys.sorted() where !written.contains(name) {
            report(Diagnostic("scenario '\(scenario.name)' binds '\(name)' with `use:`, but no body writes `- \(name):` and it is not the root",
                              at: scenario.useKeyLocations[name] ?? scenario.location,
                              hint: Suggestion.hint(for: name, in: written.sorted(), known: "names it can bind")
                                  ?? "`use:` binds a name a body writes as a child, such as `use: { Child: RealChild }` for `- Child:`"))
        }
    }

    /// Where the file names no root at all, every component's references and arguments are
    /// checked anyway, so that adding the root does not bring up errors that were there all
    /// along. No `use:` can bind a name then, so a reference to an undeclared component is an
    /// error whatever the root will be.
    mutating func checkTreeWithoutScenarios() {
        guard walksEveryComponent, spec.scenarios.isEmpty, !componentsUnread else { return }
        let start = Location(file: spec.file, line: 1, column: 1)
        visitEveryComponent(scenario: Scenario(name: "", root: "", rootLocation: start, uses: [:], toolchain: spec.toolchain,
                                               steps: [], expectedError: nil, location: start))
    }

    /// Walks from every component, as if each were the root: where the root is unknown, what
    /// the components pass each other is still checked.
    mutating func visitEveryComponent(scenario: Scenario) {
        heights = [:]
        for component in spec.components.indices {
            var path: [Int] = []
            visit(component, scenario: scenario, path: &path)
        }
    }

    /// Walks the tree a scenario reaches, reporting what is wrong once per component; returns the
    /// levels of the deepest tree under `component` (itself included), so that a component
    /// reached again by a longer path is measured on that path too. Components by position, read
    /// in place (a copy of one retains each of its lists), each looked up by name once, and their
    /// children read from the outlines (BodyOutline.swift) instead of a walk of the body.
    @discardableResult
    mutating func visit(_ component: Int, scenario: Scenario, path: inout [Int]) -> Int {
        if let known = heights[component] { return known }
        path.append(component)
        var height = 1
        defer { path.removeLast(); heights[component] = height }
        // By index: a loop over the children copied each.
        let children = component < outlines.count ? outlines[component].children : spec.components[component].body.allChildren
        for c in children.indices {
            let child = children[c]
            let target = scenario.resolve(child.component)
            guard let decl = spec.position(ofComponent: target) else {
                // A `use:` naming an undeclared component is reported once, where the target is written.
                if scenario.uses[child.component] != nil { continue }
                // A `use:` key misspelt (`Chld:` for `- Child:`) is one mistake: its error, where
                // the key is written, names the child it was meant for (checkUseNames).
                if scenario.uses.keys.contains(where: { key in Suggestion.closest(to: key, in: [child.component]) != nil
                    && key != scenario.root && !spec.components.contains { $0.body.allChildren.contains { $0.component == key } } }) { continue }
                if let invisible = invisiblyNamed(child.component, "component", at: child.location) {
                    invisible.map { report($0) }
                    continue
                }
                let hint = spec.model(named: target) != nil
                    ? "\(target) is a model; build it in an expression such as \(target)(…)"
                    : Self.builtInViewHint(target)
                        ?? Suggestion.hint(for: target, in: spec.components.map(\.name), known: "components")
                        ?? "declare it under `components:`, or bind it with `use: { \(child.component): … }`"
                // Named with the scenario only where another scenario binds the name with `use:`.
                let bound = spec.scenarios.contains { $0.uses[child.component] != nil }
                report(Diagnostic("component '\(child.component)' is not declared" + (bound ? " (scenario '\(scenario.name)')" : ""),
                                  at: child.location, hint: hint))
                continue
            }
            if path.count >= limits.viewDepth || path.count + (heights[decl] ?? 0) > limits.viewDepth {
                report(Diagnostic("components nest deeper than \(limits.viewDepth) levels", at: child.location,
                                  hint: "a tree this deep is likely a runaway; docs/limits.md lists the limits"))
                height = limits.viewDepth + 1
                return height
            }
            if path.contains(decl) {
                let cycle = (path[path.firstIndex(of: decl)!...].map { spec.components[$0].name } + [target]).joined(separator: " → ")
                report(Diagnostic("component \(target) contains itself: \(cycle)", at: child.location,
                                  hint: "a view that contains itself is not expressed, even behind an `if` that ends it (docs/coverage.md); write a component a level, as deep as the question needs"))
                continue
            }
            checkArguments(child, against: decl)
            height = max(height, 1 + visit(decl, scenario: scenario, path: &path))
        }
        return height
    }

    /// `component`: the child's component's position in `spec.components`, read in place.
    func checkArguments(_ child: ChildDecl, against component: Int) {
        // Its props and name, not a copy of the component, which retained each of its lists.
        let declared = spec.components[component].props, name = spec.components[component].name
        // The props' names gathered only for a message: an array of them cost every child an allocation.
        var props: [String] { declared.map(\.name) }
        var signature: String { "\(name)(\(props.map { "\($0):" }.joined(separator: " ")))" }   // for messages only
        // By index: a copy of an argument (a label and an expression) is a call to copy each.
        let args = child.arguments
        // The props a misspelt argument resembles: its error names them, and they are not missing too.
        var meant: Set<String> = []
        // As many unknown labels as props left without an argument: Swift reads them as the
        // labels in the wrong words, one error for the call, not one for each side.
        let unknown = args.indices.filter { a in !declared.contains { $0.name == args[a].label } }
        if !unknown.isEmpty {
            let missing = declared.map(\.name).filter { prop in !args.contains { $0.label == prop } && !child.unparsedArguments.contains(prop) }
            if missing.count == unknown.count {
                let location = args[unknown[0]].value.location
                if !found.list.contains(where: { $0.location == location }) {
                    let have = unknown.map { "\(args[$0].label):" }.joined(), expected = missing.map { "\($0):" }.joined()
                    let plural = unknown.count > 1 ? "s" : ""
                    let close = unknown.count == 1 && Suggestion.closest(to: args[unknown[0]].label, in: missing) != nil
                    report(Diagnostic("\(name): incorrect argument label\(plural) in call (have '\(have)', expected '\(expected)')", at: location,
                                      hint: (close ? "did you mean '\(missing[0])'? " : "") + "its props are \(signature)"))
                }
                return checkBindingArguments(child, against: component)
            }
        }
        for a in unknown {
            let label = args[a].label, location = args[a].value.location
            let closest = Suggestion.closest(to: label, in: props)
            if let closest { meant.insert(closest) }
            if found.list.contains(where: { $0.location == location }) { continue }
            report(Diagnostic("\(name) has no prop '\(label)'", at: location,
                              hint: environmentHint(label, of: spec.components[component])
                                  ?? closest.map { "did you mean '\($0)'? \(signature)" } ?? "its props are \(signature)"))
        }
        checkBindingArguments(child, against: component)
        // A prop read from an unknown key has that key's error: no parent owes it an argument.
        for prop in declared.lazy.filter({ !$0.isGuessed }).map(\.name) where !child.arguments.contains(where: { $0.label == prop }) && !child.unparsedArguments.contains(prop)
            && !meant.contains(prop) {
            if found.list.contains(where: { $0.location == child.location && $0.message.contains("'\(prop)'") }) { continue }
            report(Diagnostic("\(name) needs the argument '\(prop)'", at: child.location,
                              hint: "its props are \(signature)"))
        }
    }

    /// `cart: cart` passed to a view whose `cart` is read from the environment: it comes from an
    /// ancestor's modifier, not from an argument, as `@EnvironmentObject var cart` has no initializer parameter.
    func environmentHint(_ label: String, of component: ComponentDecl) -> String? {
        guard let holder = component.holder(named: label), holder.kind.readsEnvironment else { return nil }
        let value = holder.initial.source
        if holder.kind == .environmentObject {
            return "'\(label)' is \(component.name)'s @EnvironmentObject, read from the environment: put it there with `environment-object: …` beside \(component.name) or a view around it"
        }
        if value.first?.isLowercase == true {
            return "'\(label)' is \(component.name)'s @Environment(\\.\(value)), read from the environment: set it with `environment: { \(value): … }` beside \(component.name) or a view around it"
        }
        return "'\(label)' is \(component.name)'s @Environment(\(value).self), read from the environment: put it there with `environment-model: …` beside \(component.name) or a view around it"
    }

    /// Each argument passed to a prop: a binding where the prop is one, a value where it is not.
    func checkBindingArguments(_ child: ChildDecl, against component: Int) {
        let declared = spec.components[component].props, name = spec.components[component].name
        let args = child.arguments
        for a in args.indices {
            guard let prop = declared.first(where: { $0.name == args[a].label }) else { continue }
            let isBinding = args[a].value.isBinding, location = args[a].value.location
            if prop.isBinding && !isBinding && args[a].value.source.hasPrefix("$") {
                // Already written with `$`, so another `$` is not the fix: say what is no binding in it.
                report(Diagnostic("\(name)'s '\(prop.name)' is a binding; \(args[a].value.source.quotable) is a value computed from one",
                                  at: location, hint: args[a].value.computedFromBindingHint))
            } else if prop.isBinding && !isBinding, case .closure = args[a].value.kind {
                // A closure literal: `$` before it is no Swift; a binding is `$state` or one made of closures.
                report(Diagnostic("\(name)'s '\(prop.name)' is a binding; \(args[a].value.source.quotable) is a closure",
                                  at: location,
                                  hint: "pass a holder's binding, `$count`, or make one: `Binding(get: { count }, set: { count = $0 })`; a closure prop goes under `props:`"))
            } else if prop.isBinding && !isBinding, case .conditional(let c, let x, let y) = args[a].value.kind, x.isBinding || y.isBinding {
                // `useA ? $a : $b`: Swift takes it, but a `$` before the condition is no fix.
                report(Diagnostic("\(name)'s '\(prop.name)' is a binding; a binding chosen by `? :` is not expressed",
                                  at: location,
                                  hint: "choose with an `if:` around the child: `if: \(c.source.quotable)` with `then: [ { \(name): { \(prop.name): \(x.source.quotable) } } ]` and `else:` for the other (two identities, where the ternary keeps one)"))
            } else if prop.isBinding && !isBinding {
                report(Diagnostic("\(name)'s '\(prop.name)' is a \(prop.focusType == nil ? "binding" : "@FocusState.Binding"); pass one with $, e.g. $\(args[a].value.source.quotable)",
                                  at: location,
                                  hint: prop.focusType == nil ? nil
                                    : "without $ the child gets where the focus is now, a value; $\(args[a].value.source.quotable) lets it read and move the focus"))
            } else if !prop.isBinding && isBinding, case .customBinding = args[a].value.kind {
                report(Diagnostic("\(name)'s '\(prop.name)' is not a binding; \(args[a].value.source.quotable) makes one",
                                  at: location, hint: "pass the value itself, or declare '\(prop.name)' under `bindings:` in \(name)"))
            } else if !prop.isBinding && isBinding {
                report(Diagnostic("\(name)'s '\(prop.name)' is not a binding; pass the value without $",
                                        at: location, hint: "or declare it under `bindings:` in \(name)"))
            }
        }
    }

    /// Every name the Swift form declares must be a Swift identifier: `a b` or `x-y` would export
    /// to code that does not compile, and a name a report prints must be a plain word.
    /// In the order of the declarations, each name checked where it is rather than gathered into
    /// an array first.
    mutating func checkIdentifiers() {
        for model in spec.models {
            for f in model.fields {
                checkIdentifier(f.name, "a field", at: f.location)
                // ObservableObject's one requirement is `objectWillChange`, its publisher: a field of
                // that name is another type, and the class no longer conforms.
                if model.kind == .observableObject && f.name == "objectWillChange" {
                    report(Diagnostic("\(model.name) cannot have a field named 'objectWillChange': ObservableObject needs that name for its publisher",
                                      at: f.location, hint: "name the field otherwise: `objectWillChange` stays the publisher, whose `send()` tells the views a change is coming"))
                }
            }
        }
        for c in spec.components.indices {
            if c < checkedAhead.count, let ahead = checkedAhead[c] {
                for d in ahead.identifiers { report(d) }
            } else {
                checkIdentifiers(of: spec.components[c])
            }
        }
    }

    /// A component's props, holders and loop variables. Mutating, so that the walk's closure
    /// captures the validator in place: a copy of it for each element cost more than the checks.
    mutating func checkIdentifiers(of component: ComponentDecl) {
        for p in component.props { checkIdentifier(p.name, "a prop", at: p.location) }
        // By index: a loop over the holders copied each, retaining its expression and lists.
        let holders = component.holders
        for h in holders.indices { checkIdentifier(holders[h].name, "a holder", at: holders[h].location) }
        component.body.forEachElement { element in
            guard case .forEach(let f) = element else { return }
            checkIdentifier(f.variable, "a loop variable", at: f.location)
            if let index = f.indexVariable { checkIdentifier(index, "an index variable", at: f.location) }
        }
    }

    func checkIdentifier(_ name: String, _ what: String, at location: Location) {
        guard !Self.isIdentifier(name) else { return }
        if let invisible = InvisibleNames.problem(name, what: what, at: location) { return report(invisible) }
        // `_` alone is Swift's wildcard: `@State private var _ = 0` does not compile.
        if name == "_" {
            return report(Diagnostic("\(what) name cannot be '_', Swift's wildcard, which names nothing", at: location,
                                     hint: "give it a name, for example `value`"))
        }
        // `observed-object: [s = S()]`: a name with its value, which a mapping holds.
        let assigned = name.split(separator: "=", maxSplits: 1).map { String($0).trimmingCharacters() }
        let hint = assigned.count == 2 && Self.isIdentifier(assigned[0])
            ? "a name with its value is a mapping, not a list: `{ \(assigned[0]): \"\(assigned[1])\" }`"
            : "for example \(Self.suggestedIdentifier(name))"
        report(Diagnostic("\(what) name must be one word of letters, digits and _, as a Swift name: '\(name.quotable)'",
                          at: location, hint: hint))
    }

    /// A component named with an invisible character (`- Ro\u{200B}w:`), or a name that is a
    /// declared one's but for an invisible character in the declaration: `.some` of the error
    /// that names the character, `.some(nil)` for a name the declaration's own error covers, nil
    /// for any other name.
    func invisiblyNamed(_ name: String, _ what: String, at location: Location) -> Diagnostic?? {
        let bare = name.invisiblesRemoved
        if let invisible = name.firstInvisible {
            // Without it, the name may still be misspelt.
            let names = spec.components.map(\.name)
            let meant = names.contains(bare) ? nil : Suggestion.hint(for: bare, in: names, known: "components")
            return .some(Diagnostic("\(what) '\(InvisibleNames.shown(name))' is not declared: its name holds an invisible character, \(invisible.codePointNamed)",
                                    at: location, hint: InvisibleNames.hint + (meant.map { "; " + $0 } ?? "")))
        }
        return spec.components.contains { $0.name.firstInvisible != nil && $0.name.invisiblesRemoved == bare } ? .some(nil) : nil
    }

    /// Whether `name` is a Swift identifier: `_` alone is not, being the wildcard.
    static func isIdentifier(_ name: String) -> Bool {
        if name == "_" { return false }
        // ASCII names are told from their bytes; others by their scalars' properties.
        if let first = name.utf8.first, first < 0x80, name.allBytes({ $0 < 0x80 }) {
            func letter(_ b: UInt8) -> Bool { (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == UInt8(ascii: "_") }
            return letter(first) && name.allBytes { letter($0) || ($0 >= 48 && $0 <= 57) }
        }
        guard let first = name.unicodeScalars.first, first == "_" || isLetter(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || isLetter($0) || ("0"..."9").contains($0) }
    }

    /// ASCII answered without Unicode's property tables, which every name of a large spec reached.
    private static func isLetter(_ c: Unicode.Scalar) -> Bool {
        guard c.isASCII else { return c.properties.isAlphabetic }
        let v = c.value
        return (v >= 65 && v <= 90) || (v >= 97 && v <= 122)
    }

    /// `a b` → `aB`: the words run together, as Swift names are written.
    static func suggestedIdentifier(_ name: String) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        let joined = words.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
        let word = joined.first?.isNumber == true ? "_" + joined : joined
        return word.isEmpty ? "value" : word
    }
}

extension SpecValidator {
    /// What to write instead of one of SwiftUI's own views that a spec does not write, named
    /// where a component goes (docs/coverage.md); nil for any other name.
    static func builtInViewHint(_ name: String) -> String? {
        if name == "List" {
            return "SwiftUI's `List` is not written in a spec: write its rows as a `for-each:` in the body; one with `on-delete:`, `on-move:`, `swipe-actions:` or `selection:` is exported in a List (docs/coverage.md)"
        }
        if SpecDecoder.layoutContainers.contains(name) {
            return "`\(name)` is SwiftUI's container, which a spec does not write: a body is already a list of views, so write its elements in the body itself (docs/coverage.md)"
        }
        switch name {
        case "EmptyView": return "SwiftUI's `EmptyView` is not written in a spec: leave the place empty, or use `if:` for a view that is sometimes there (docs/coverage.md)"
        case "AnyView":
            // It erases the type, not the identity: one of the same type wrapped again is updated in place.
            return "SwiftUI's `AnyView` is not expressed: where it always wraps a view of one type, SwiftUI updates that view in place and its state is kept, so write the view once, with the arguments that differ; where the type it wraps changes, the view is replaced, as an `if:` or a `switch:` replaces its branch (docs/coverage.md)"
        default: return nil
        }
    }
}

