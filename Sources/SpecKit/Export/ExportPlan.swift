/// What one export contains: the scenarios that build with one toolchain, the components they
/// reach, and the names scenarios bind with `use:`.
///
/// A name bound by `use:` (a *slot*, such as the demo's `Child`) becomes a generic parameter of
/// every component whose tree refers to it, constrained to a protocol that requires the
/// initializer the parent calls: `struct Parent<Child: ChildView>: View` builds `Child(input:)`
/// in its body, and the app shows `Parent<StateChild>()`. The parent's stored properties are the
/// same as in a hand-written, non-generic parent, so SwiftUI compares its values the same way; a
/// stored view-building closure would not compare equal and would change what re-renders.
struct ExportPlan {
    let spec: Spec
    let toolchain: Toolchain
    /// The scenarios exported, and those left out because they need another toolchain.
    private(set) var scenarios: [Scenario] = []
    private(set) var skipped: [Scenario] = []
    /// The components the exported scenarios reach, in the spec's order.
    private(set) var components: [ComponentDecl] = []
    /// Slot names in order of first use, and the components bound to each.
    private(set) var slots: [String] = []
    private(set) var slotTargets: [String: [String]] = [:]
    /// Every component a child element stands for, across the exported scenarios.
    private var childTargets: [Location: [String]] = [:]
    private var parameters: [String: [String]] = [:]
    /// A reached component declares `navigation-destinations:` on a view: its stack's path must
    /// be a NavigationPath, which sees destinations below the root (semantics §68).
    private(set) var declaresNestedDestinations = false

    init(spec: Spec, toolchain: Toolchain?) throws {
        self.spec = spec
        self.toolchain = toolchain ?? spec.toolchain
        scenarios = spec.scenarios.filter { $0.toolchain == self.toolchain }
        skipped = spec.scenarios.filter { $0.toolchain != self.toolchain }
        guard let first = spec.scenarios.first else {
            throw SpecError(Diagnostic("the spec has no scenario to export", at: Location(file: spec.file, line: 1, column: 1)))
        }
        if scenarios.isEmpty {
            let others = Toolchain.allCases.filter { t in spec.scenarios.contains { $0.toolchain == t } }
            // `--toolchain` picks scenarios, not a target: a scenario's expectations hold for the
            // toolchain it names (§3, §4), so its UI test is exported for that Xcode only.
            // Where the toolchain they build with is written, or the top of a file that names none
            // (Xcode 27), where a `toolchain:` would go.
            let named = spec.scenarios.lazy.compactMap(\.toolchainLocation).first
            let why = named == nil ? ": it names no toolchain, so its scenarios build with \(first.toolchain.xcode)" : ""
            throw SpecError(Diagnostic("no scenario of this spec builds with \(self.toolchain.xcode)\(why)",
                                       at: named ?? Location(file: spec.file, line: 1, column: 1),
                                       hint: "export with " + others.map { "--toolchain \($0.rawValue)" }.joined(separator: " or ")
                                           + "; for a project for \(self.toolchain.xcode), give `toolchain: \(self.toolchain.rawValue)` to "
                                           + "the spec, or to a scenario whose expectations hold there"))
        }
        let boundNames = Set(scenarios.flatMap(\.uses.keys))
        var reached: Set<String> = []
        for scenario in scenarios {
            var visited: Set<String> = []
            reach(scenario.resolve(scenario.root), in: scenario, bound: boundNames, visited: &visited)
            reached.formUnion(visited)
        }
        components = spec.components.filter { reached.contains($0.name) }
        declaresNestedDestinations = ScreenTypeRules.viewsDeclareDestinations(components)
        for component in components {
            var visiting: Set<String> = []
            _ = genericParameters(of: component.name, visiting: &visiting)
        }
    }

    private mutating func reach(_ name: String, in scenario: Scenario, bound: Set<String>, visited: inout Set<String>) {
        guard let component = spec.component(named: name), visited.insert(name).inserted else { return }
        for parts in ElementParts.all(component.body) {
            for child in parts.children {
                let target = scenario.resolve(child.component)
                if !childTargets[child.location, default: []].contains(target) { childTargets[child.location, default: []].append(target) }
                if bound.contains(child.component) {
                    if !slots.contains(child.component) { slots.append(child.component) }
                    if !slotTargets[child.component, default: []].contains(target) { slotTargets[child.component, default: []].append(target) }
                }
                reach(target, in: scenario, bound: bound, visited: &visited)
            }
        }
    }

    /// Whether a child element names a slot rather than a component.
    func isSlot(_ name: String) -> Bool { slotTargets[name] != nil }

    /// Whether a slot stands for an `Equatable` view in some scenario: its protocol then says how
    /// its parent shows it (`.equatable()` or as it is), since a generic body cannot tell.
    func slotHasEquatableTarget(_ slot: String) -> Bool {
        (slotTargets[slot] ?? []).contains { spec.component(named: $0)?.equatable != nil }
    }

    /// The components a child element stands for in the exported scenarios.
    func targets(of child: ChildDecl) -> [String] { childTargets[child.location] ?? [] }

    /// The slots a component's tree refers to, which it takes as generic parameters.
    func genericParameters(of component: String) -> [String] { parameters[component] ?? [] }

    private mutating func genericParameters(of name: String, visiting: inout Set<String>) -> [String] {
        if let known = parameters[name] { return known }
        guard let component = spec.component(named: name), visiting.insert(name).inserted else { return [] }
        var result: [String] = []
        for parts in ElementParts.all(component.body) {
            for child in parts.children {
                let names = isSlot(child.component) ? [child.component]
                    : genericParameters(of: child.component, visiting: &visiting)
                for n in names where !result.contains(n) { result.append(n) }
            }
        }
        parameters[name] = result
        return result
    }

    /// The protocol a slot's components conform to: `Child` → `ChildView`.
    func protocolName(of slot: String) -> String { slot.hasSuffix("View") ? slot + "Protocol" : slot + "View" }

    /// The slots a component is bound to, whose protocols it adopts.
    func slotsBound(to component: String) -> [String] { slots.filter { slotTargets[$0]?.contains(component) == true } }

    /// How a body refers to a child's type: the slot's parameter, or the component with the
    /// parameters it passes on (`Wrapper<Child>`).
    func typeReference(_ child: ChildDecl) -> String {
        if isSlot(child.component) { return child.component }
        let params = genericParameters(of: child.component)
        return params.isEmpty ? child.component : "\(child.component)<\(params.joined(separator: ", "))>"
    }

    /// The concrete type a scenario shows: `Parent<StateChild>`.
    func concreteType(_ component: String, in scenario: Scenario) -> String {
        let params = genericParameters(of: component)
        if params.isEmpty { return component }
        return "\(component)<\(params.map { concreteType(scenario.resolve($0), in: scenario) }.joined(separator: ", "))>"
    }
}
