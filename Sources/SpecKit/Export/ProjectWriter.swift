/// Writes the XcodeGen project spec and the README that says how to build and test the app.
struct ProjectWriter {
    let plan: ExportPlan
    let name: String
    let sourceName: String
    let testTarget: String
    let usesLazyState: Bool
    var usesTime = false

    /// What XcodeGen begins each target's bundle identifier with; the target's name follows.
    static let bundleIDPrefix = "com.example.spec"

    /// XcodeGen's project spec: the app, its UI tests, and a scheme that runs them.
    func projectYAML() -> String {
        var y = "# Written by `spec export swiftui` from \(sourceName). Run `xcodegen generate`.\n"
        y += "name: \(name)\n"
        y += "options:\n  bundleIdPrefix: \(Self.bundleIDPrefix)\n  deploymentTarget:\n    iOS: \"\(plan.toolchain.iOS).0\"\n"
        y += "settings:\n  base:\n    SWIFT_VERSION: \"6.0\"\n"
        if usesLazyState {
            y += "packages:\n  LazyState:\n    url: https://github.com/pointfreeco/swiftui-lazy-state\n    from: 1.0.0\n"
        }
        y += "targets:\n"
        y += "  \(name):\n    type: application\n    platform: iOS\n    sources: [App]\n"
        if usesLazyState { y += "    dependencies:\n      - package: LazyState\n" }
        y += "    settings:\n      base:\n        GENERATE_INFOPLIST_FILE: \"YES\"\n"
        y += "        INFOPLIST_KEY_UILaunchScreen_Generation: \"YES\"\n"
        y += "    scheme:\n      testTargets: [\(testTarget)]\n"
        y += "  \(testTarget):\n    type: bundle.ui-testing\n    platform: iOS\n    sources: [UITests]\n"
        y += "    dependencies:\n      - target: \(name)\n"
        y += "    settings:\n      base:\n        GENERATE_INFOPLIST_FILE: \"YES\"\n        TEST_TARGET_NAME: \(name)\n"
        return y
    }

    func readme(cases: [String]) -> String {
        let xcode = plan.toolchain.xcode
        var r = "# \(name)\n\n"
        r += "The SwiftUI app and UI tests for `\(sourceName)`"
        if let title = plan.spec.title { r += ", \"\(title)\"" }
        r += ", written by `spec export swiftui`. Each UI test runs one scenario of the spec on a simulator and "
        r += "checks the labels the spec expects, so the interpreter's verdicts can be confirmed on real SwiftUI.\n\n"
        r += "## Build and test\n\n"
        r += "Needs **\(xcode)**, the spec's toolchain: it decides how `@State` initializes its value"
        if usesLazyState { r += " (Point-Free's swiftui-lazy-state needs Xcode 27 too)" }
        r += plan.toolchain.observableSetterCompares
            ? ", and that an `@Observable` field's `=` of the value it holds tells nobody (its setter compares, since Swift 6.2)"
            : ", and that an `@Observable` field's `=` tells its readers even of the value it holds (its setter does not compare before Swift 6.2)"
        r += ". Also the iOS \(plan.toolchain.iOS) simulator runtime and [XcodeGen](https://github.com/yonaskolb/XcodeGen).\n\n"
        r += "```sh\nxcodegen generate\n"
        r += "xcodebuild test -project \(name).xcodeproj -scheme \(name) \\\n"
        r += "  -destination 'platform=iOS Simulator,name=\(plan.toolchain.simulator)'"
        r += usesLazyState ? " \\\n  -skipMacroValidation\n```\n\n" : "\n```\n\n"
        if usesLazyState {
            // Xcode runs a package's macros only once the user trusts them; xcodebuild fails until then.
            r += "The LazyState package brings a Swift macro, and Xcode builds a package's macros only once they are "
            r += "trusted. In Xcode, build once and choose **Trust & Enable** when it asks about LazyState's macro. "
            r += "On the command line, `-skipMacroValidation` (above) skips that check; without it, and without the "
            r += "trust given in Xcode, `xcodebuild` stops with an error that the macro must be enabled.\n\n"
        }
        r += "## Scenarios\n\n"
        r += "The app shows the scenario named by the `SCENARIO` environment variable (the first when it is unset); "
        r += "to look at one by hand, set it in the scheme's Run environment.\n\n"
        r += "| scenario | UI test | the app shows |\n|---|---|---|\n"
        for (scenario, c) in zip(plan.scenarios, cases) {
            let type = plan.concreteType(scenario.resolve(scenario.root), in: scenario)
            r += "| \(scenario.name.replacingOccurrences(of: "|", with: "\\|")) | `\(UITestWriter.testName(c))` | `\(type)` |\n"
        }
        if !plan.slots.isEmpty {
            r += "\nA name the spec binds per scenario with `use:` is a generic parameter of the views that contain it, "
            r += "constrained to a protocol that requires the initializer they call (`\(plan.slots.map(plan.protocolName).joined(separator: "`, `"))`). "
            r += "The views keep the same stored properties as hand-written ones, so SwiftUI compares them the same way.\n"
        }
        if usesTime {
            r += "\n## Time and requests\n\n"
            r += "The spec's tasks use real Swift concurrency: `.task(id:)`, `Task { }`, `try await` and cancellation. "
            r += "Their sleeps and requests go through `App/SpecTime.swift`: `SpecClock.shared.sleep(milliseconds:)` and "
            r += "the functions of `Requests`, one per request the spec declares. A request declared `cancellation: throws` "
            r += "throws when its task is cancelled, as URLSession does; one that `ignores` cancellation returns anyway.\n\n"
            r += "In the app, a sleep waits on the real clock and a request answers after "
            r += "`SpecRequests.latency` milliseconds with the spec's response. The UI tests launch the app with "
            r += "`SPEC_SEAM=1`: then time stands still and every request waits until the test says otherwise, "
            r += "through the test seam (`App/SpecSeam.swift`). Where a script says `advance: 300`, the test calls "
            r += "`seam(\"advance 300 ms\")`, which wakes every sleep due by then, in order; where it says "
            r += "`complete: search` with `argument: \"ab\"`, `seam(\"complete search(\\\"ab\\\")\")`, which delivers "
            r += "that response (or error) to the task awaiting it. So the test, not the network, decides the order in "
            r += "which responses arrive, and a cancelled request's late response is thrown away as the spec says. "
            r += "`seam(_:)` posts the step as a Darwin notification and waits for the app's answer: no button is "
            r += "tapped, so a sheet, a cover or an alert, which hide the views under them from a UI test, do not "
            r += "stand in the way.\n\n"
            r += "A timer (`on-timer:`) is written as a task that sleeps a period on the same clock and then runs the "
            r += "handler, so it starts and stops with its view and the seam moves it; without a seam, "
            r += "`.onReceive(Timer.publish(every:on:in:).autoconnect())` is the usual form. `advance: until-idle` "
            r += "wakes each next sleeping task until none sleeps: timers tick on the way but never keep the clock busy, "
            r += "as the spec's clock does.\n"
            if !plan.spec.notifications.isEmpty {
                r += "\nThe spec's notifications are subjects in `Posts` (`App/SpecTime.swift`): views receive them with "
                r += "`.onReceive(Posts.name)` and tasks loop with `for await value in Posts.name.values`. Where a script says "
                r += "`post: saved`, the test calls `seam(\"post saved\")`, which sends the value to whatever is subscribed then.\n"
            }
        }
        let assertions = plan.scenarios.flatMap(\.steps).flatMap(\.expectations).compactMap(\.assertion)
        let measured = plan.components.contains { $0.invariant != nil } || assertions.contains { StateAssertions.readsMeasure($0, in: plan.spec) }
        if measured {
            r += "\nThe spec's measures (its `invariant:` and `assert:` lines: inits, renders, stale renders) count what "
            r += "the interpreter does; an app keeps no such count, so they appear as comments in the views and tests.\n"
        }
        if assertions.contains(where: { !StateAssertions.readsMeasure($0, in: plan.spec) }) {
            r += "\nAn `assert:` on a view's state (`Notes.closes == 0`) is checked on the label of that view that shows "
            r += "it, as the spec's run shows it after the step, when that label is on screen then. A UI test reads only "
            r += "the screen: where the label is under a sheet or a pushed screen, or no label shows the value, the "
            r += "test says so in a comment instead.\n"
        }
        for scenario in plan.scenarios {
            if let error = scenario.expectedError {
                r += "\n\"\(scenario.name)\" is expected to stop with \"\(error)\". SwiftUI keeps rendering instead: "
                r += "its test runs the script and checks that the app is still running; watch the screen to see the loop.\n"
            }
        }
        for other in Toolchain.allCases {
            let skipped = plan.skipped.filter { $0.toolchain == other }
            guard !skipped.isEmpty else { continue }
            r += "\nLeft out, because they need \(other.xcode): "
            r += skipped.map { "\"\($0.name)\"" }.joined(separator: ", ")
            r += ". Export them with `spec export swiftui \(sourceName) --toolchain \(other.rawValue) -o DIR`.\n"
        }
        return r
    }
}

extension Toolchain {
    /// The iOS the project targets and tests on: the SDK's of Xcode 16, iOS 18 (`Tab` needs it);
    /// iOS 26 for the later ones.
    var iOS: String { self == .xcode16 ? "18" : "26" }

    /// The simulator the README's test command names: one the toolchain's runtime ships.
    var simulator: String { self == .xcode16 ? "iPhone 16" : "iPhone 17" }
}
