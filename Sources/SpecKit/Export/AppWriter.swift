/// Writes the app's entry point, the scenario it shows, and a protocol for each name scenarios
/// bind with `use:`.
struct AppWriter {
    let plan: ExportPlan
    let types: TypeInference
    let header: String
    let appName: String
    /// Each exported scenario's enum case, in order.
    let cases: [String]
    /// Whether the app listens for the steps of its test seam (SeamWriter).
    var listensToSeam = false

    func appFile() -> String {
        var src = SwiftSource(header: header)
        src.line("import SwiftUI")
        src.line()
        src.doc("Shows the scenario that the SCENARIO environment variable names (the UI tests set it).")
        src.line("@main")
        src.block("struct \(appName): App {") { src in
            if !storageKeys.isEmpty || listensToSeam {
                if !storageKeys.isEmpty {
                    src.doc("A UI test's launch starts from the scenario's stored values, not from what an earlier run left.")
                }
                if listensToSeam {
                    src.doc("Launched by a UI test with SPEC_SEAM=1, the app runs the steps the test posts (App/SpecSeam.swift).")
                }
                src.block("init() {") { src in
                    if !storageKeys.isEmpty { src.line("Scenario.prepareUserDefaultsForATest()") }
                    if listensToSeam { src.line("if SpecClock.shared.isSeamed { SpecSeam.listen() }") }
                }
                src.line()
            }
            src.block("var body: some Scene {") { src in
                src.block("WindowGroup {") { src in
                    scenarioSwitch(into: &src)
                }
            }
        }
        return src.text
    }

    private func scenarioSwitch(into src: inout SwiftSource) {
        // Cases sit level with their switch, as Xcode indents them.
        src.line("switch Scenario.current {")
        for (scenario, name) in zip(plan.scenarios, cases) {
            src.line("case .\(name):")
            src.indented { $0.line("\(plan.concreteType(scenario.resolve(scenario.root), in: scenario))()") }
        }
        src.line("}")
    }

    func scenarioFile() -> String {
        var src = SwiftSource(header: header)
        src.line("import Foundation")
        src.line()
        src.doc("The spec's scenarios, each by its name in the spec.")
        src.block("enum Scenario: String, CaseIterable {") { src in
            for (scenario, name) in zip(plan.scenarios, cases) {
                src.line("case \(name) = \(SwiftNames.stringLiteral(scenario.name))")
            }
            src.line()
            src.doc("The scenario SCENARIO names; the first when it is unset or unknown.")
            src.block("static var current: Scenario {") { src in
                src.line("ProcessInfo.processInfo.environment[\"SCENARIO\"].flatMap(Scenario.init(rawValue:)) ?? .\(cases[0])")
            }
            if !storageKeys.isEmpty { userDefaults(into: &src) }
        }
        return src.text
    }

    /// The `UserDefaults` keys the app's `@AppStorage` holders read, in order of first use.
    var storageKeys: [String] {
        var keys: [String] = []
        for component in plan.spec.components {
            for holder in component.holders where holder.kind == .appStorage {
                // Only UserDefaults' keys: the scene's storage is the system's to save and restore.
                let key = Graph.storageKey(of: holder).name
                if !keys.contains(key) { keys.append(key) }
            }
        }
        return keys
    }

    /// Each scenario's values stored at launch, and the step that puts them in place. They go in
    /// the app's own domain: a `-key value` launch argument would shadow the app's later writes,
    /// as the argument domain is searched first.
    private func userDefaults(into src: inout SwiftSource) {
        src.line()
        src.doc("The keys the app's @AppStorage holders read.")
        src.line("static let storageKeys = [\(storageKeys.map(SwiftNames.stringLiteral).joined(separator: ", "))]")
        src.line()
        src.doc("What UserDefaults holds when the scenario launches, as a previous launch left it.")
        src.block("var userDefaults: [String: Any] {") { src in
            src.line("switch self {")
            for (scenario, name) in zip(plan.scenarios, cases) {
                let entries = scenario.userDefaults.compactMap { entry in
                    entry.defaultValue.flatMap { try? Evaluator.evaluate($0, in: ConstantScope()) }.map { value in
                        if case .string(let text) = value { return "\(SwiftNames.stringLiteral(entry.name)): \(SwiftNames.stringLiteral(text))" }
                        return "\(SwiftNames.stringLiteral(entry.name)): \(value.literal)"
                    }
                }
                src.line("case .\(name): return [\(entries.isEmpty ? ":" : entries.joined(separator: ", "))]")
            }
            src.line("}")
        }
        src.line()
        src.doc("Launched by a UI test (SCENARIO set): clears what an earlier run stored, then stores the scenario's values. Launched by hand, the app keeps what it stored, as any app does.")
        src.block("static func prepareUserDefaultsForATest() {") { src in
            src.line("guard ProcessInfo.processInfo.environment[\"SCENARIO\"] != nil else { return }")
            src.line("for key in storageKeys { UserDefaults.standard.removeObject(forKey: key) }")
            src.line("for (key, value) in current.userDefaults { UserDefaults.standard.set(value, forKey: key) }")
        }
    }

    /// `protocol ChildView: View { init(input: Int) }`: what a parent needs of the views a slot
    /// stands for.
    func protocolFile(for slot: String) -> String {
        let targets = plan.slotTargets[slot] ?? []
        let component = targets.first.flatMap { plan.spec.component(named: $0) }
        let propTypes = targets.first.flatMap { types.props[$0] } ?? [:]
        var src = SwiftSource(header: header)
        src.line("import SwiftUI")
        src.line()
        src.doc("A view that can stand for `\(slot)`: \(Self.list(targets)), depending on the scenario.")
        src.block("protocol \(plan.protocolName(of: slot)): View {") { src in
            src.line("init(\(component.map { ComponentWriter.parameters(of: $0, types: propTypes) } ?? ""))")
            if plan.slotHasEquatableTarget(slot) {
                src.line()
                src.line("associatedtype Compared: View")
                src.doc("This view as its parent shows it: `.equatable()` for an Equatable view, itself otherwise.")
                src.line("var compared: Compared { get }")
            }
        }
        return src.text
    }

    /// `A, B or C`.
    static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }
}
