/// Writes one XCUITest per scenario: launch with SCENARIO, tap the script's buttons by label, and
/// assert each expectation.
///
/// A label that must be present is waited for (`waitForExistence`), since it may change only
/// after the tap's update. A label that must be absent is waited for to be gone or out of reach
/// (`isOffScreen`), once the step's present labels have appeared.
struct UITestWriter {
    let plan: ExportPlan
    let header: String
    let className: String
    /// Each exported scenario's enum case, in order.
    let cases: [String]
    /// The app's test seam, when it has one: the test launches it with SPEC_SEAM=1 and runs a step
    /// through the seam where the script moves time, completes a request or posts a notification.
    var seam: SeamWriter? = nil

    static let timeout = 5

    func file() -> String {
        var src = SwiftSource(header: header)
        src.line("import XCTest")
        src.line()
        src.block("final class \(className): XCTestCase {") { src in
            for (scenario, name) in zip(plan.scenarios, cases) {
                test(scenario, name: name, into: &src)
                src.line()
            }
            src.doc("Launches the app showing one scenario.")
            src.line("@MainActor")
            src.block("private func launch(_ scenario: String) -> XCUIApplication {") { src in
                src.line("let app = XCUIApplication()")
                src.line("app.launchEnvironment[\"SCENARIO\"] = scenario")
                if seam != nil { src.line("app.launchEnvironment[\"SPEC_SEAM\"] = \"1\"") }
                src.line("app.launch()")
                src.line("return app")
            }
            if src.text.contains("isOffScreen(app") { offScreenHelper(into: &src) }
            if src.text.contains("reorderControl(app") { reorderHelper(into: &src) }
            ReachableQueries.helpers(for: src.text, timeout: Self.timeout, into: &src)
            ControlTestWriter(plan: plan).helpers(for: plan.scenarios.flatMap(\.steps), into: &src)
            if let seam, !seam.steps.isEmpty { seam.testHelpers(into: &src) }
        }
        return src.text
    }

    /// `isOffScreen(_:)`: waits, up to the timeout, for an element to be gone or out of reach.
    private func offScreenHelper(into src: inout SwiftSource) {
        src.waitingHelper("""
            Waits until the element is not on screen: gone, or under a sheet, an alert or a pushed \
            screen, where XCUITest still finds it but cannot reach it. A screen that goes keeps its \
            labels for a moment while it animates away, so the check waits rather than looks once.
            """, signature: "isOffScreen(_ element: XCUIElement) -> Bool", timeout: Self.timeout,
            while: "element.exists && element.isHittable", giveUp: "return false", done: "return true")
    }

    /// `reorderControl(_:_:)`: a row's reorder control in edit mode. Its label is "Reorder" and the
    /// cell's whole accessibility label, every text and button of the row, so it is found in the
    /// cell that shows the row's label, as the button whose label begins with "Reorder".
    private func reorderHelper(into src: inout SwiftSource) {
        src.line()
        src.doc("""
            The reorder control of the row that shows `label`, in edit mode. Its label is "Reorder" and \
            the cell's whole label, so it is found in the cell, by how its label begins.
            """)
        src.line("@MainActor")
        src.block("private func reorderControl(_ app: XCUIApplication, _ label: String) -> XCUIElement {") { src in
            src.line("app.cells.containing(.any, identifier: label).firstMatch")
            src.indented { $0.line(".buttons.matching(NSPredicate(format: \"label BEGINSWITH 'Reorder'\")).firstMatch") }
        }
    }

    /// Whether an expected error is one of SwiftUI's traps, which stop the app (semantics §17).
    static func isTrap(_ error: String) -> Bool {
        error.contains("No ObservableObject of type") || error.contains("No Observable object of type")
            // An index outside a list traps, as Swift's Array subscript does, through a binding too.
            || error.contains("out of range") || error.contains("points past the end")
            // A `try!` whose call throws stops the app (§81).
            || error.contains("'try!' expression unexpectedly raised an error")
    }

    /// The step an `expect-error:` scenario stops in, as a run of it finds: the steps before it
    /// settle, so their labels are checked; nil when it does not stop, and every label is left.
    static func stoppingStep(of scenario: Scenario, in spec: Spec) -> Int? {
        guard scenario.expectedError != nil else { return nil }
        return ScenarioRunner.run(scenario, of: spec, recording: false).errorStep
    }

    private func test(_ scenario: Scenario, name: String, into src: inout SwiftSource) {
        let traps = scenario.expectedError.map(Self.isTrap) ?? false
        let stops = Self.stoppingStep(of: scenario, in: plan.spec)
        if let error = scenario.expectedError, traps {
            src.doc("""
                The spec expects SwiftUI to trap: "\(error)". The app stops, so no label is checked from that step on; the test runs the script and checks that the app is no longer running.
                """)
        } else if let error = scenario.expectedError {
            src.doc("""
                The spec expects this scenario to stop with "\(error)". SwiftUI reports no such error: it keeps rendering, so from that step on no screen settles for a label to be checked. The test runs the script and checks that the app is still running; the loop itself is seen by watching the screen, or with Instruments' SwiftUI template.
                """)
        }
        src.line("@MainActor")
        // The body first, so the launch keeps the app only when something uses it: a script of
        // seam steps alone reads nothing on screen, and an unused `let` is a warning.
        var body = SwiftSource()
        steps(of: scenario, traps: traps, stops: stops, into: &body)
        let launch = "launch(\(SwiftNames.stringLiteral(scenario.name)))"
        src.block("func \(Self.testName(name))() {") { src in
            src.line(Self.usesApp(body.text) ? "let app = \(launch)" : "_ = \(launch)")
            for line in body.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                src.line(String(line))
            }
        }
    }

    /// Whether test code names `app` outside its string literals and comments.
    static func usesApp(_ code: String) -> Bool {
        for line in code.split(separator: "\n") {
            var inString = false, escaped = false, word = "", previous: Character = " "
            for c in line + " " {
                if inString {
                    if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { inString = false }
                } else if c == "\"" {
                    inString = true
                } else if c == "/" && previous == "/" {
                    break
                } else if c.isLetter || c.isNumber || c == "_" {
                    word.append(c)
                } else {
                    if word == "app" { return true }
                    word = ""
                }
                previous = c
            }
        }
        return false
    }

    /// Each step's action and checks, then the check that ends a scenario expecting an error.
    private func steps(of scenario: Scenario, traps: Bool, stops: Int?, into src: inout SwiftSource) {
        let asserted = StateAssertions.checks(of: scenario, in: plan.spec)
        let reach = ReachableQueries(scenario, in: plan.spec)
        let background = UITestBackground(scenario, in: plan.spec)
        var waited = true
        for (index, step) in scenario.steps.enumerated() {
            src.line()
            let away = background.inBackground.contains(index), start = src.text.utf8.count
            if let action = step.action {
                let written = lines(for: action, inReach: reach.taps.contains(index))
                // A tap after a step that waited for nothing, as one that opens a sheet or an
                // alert: the element it taps is waited for first, as the presentation animates in.
                if !waited, let first = written.first, first.hasSuffix(".tap()"), !first.hasPrefix("reachable(") {
                    src.line("XCTAssertTrue(\(first.dropLast(".tap()".count)).waitForExistence(timeout: \(Self.timeout)))")
                }
                if away, case .time = action {
                    // iOS suspends an app soon after Home: the app answers once it runs again,
                    // which may be after the seam has stopped waiting.
                    src.block("XCTExpectFailure(\"The app may be suspended in the background\", strict: false) {") { src in
                        written.forEach { src.line($0) }
                    }
                } else {
                    written.forEach { src.line($0) }
                }
            }
            let labels = step.expectations.filter { $0.assertion == nil && $0.enabled == nil }
            let settles = scenario.expectedError == nil || index + 1 < (stops ?? 0)
            let why = traps ? "the app stops" : "the screen may never settle"
            if settles && away {
                // XCUITest reads the screen through the app, which in the background shows nothing.
                for e in step.expectations where e.assertion == nil { src.line(Self.unread(e.present ? "\"\(e.label)\"" : "no \"\(e.label)\"")) }
            } else if settles {
                for label in background.lasting[index] ?? [] {
                    src.line("XCTAssertTrue(\(query(label)).waitForExistence(timeout: \(Self.timeout))) // still shown from the background")
                }
                let tapped: String? = if case .tap(let label)? = step.action { label } else { nil }
                assert(labels, outOfSight: reach.absent, tapped: tapped, into: &src)
                let controls = ControlTestWriter(plan: plan)
                for e in step.expectations where e.enabled != nil { controls.enabledCheck(e).forEach { src.line($0) } }
            } else {
                for e in labels { src.line("// Not checked, \(why): \(e.present ? "" : "no ")\"\(e.label)\"") }
            }
            for e in step.expectations where e.assertion != nil {
                switch asserted[e.location] {
                // Measures count what the interpreter does; the app keeps no such count.
                case .measure?: src.line("// Measured by the spec, not checkable here: \(e.label)")
                // A view's state, checked where a label of that view shows it.
                case .label? where settles && away: src.line(Self.unread(e.label))
                case .label(let label)? where settles:
                    src.line("XCTAssertTrue(\(query(label)).waitForExistence(timeout: \(Self.timeout))) // \(e.label)")
                case .unchecked(let reason)? where settles: src.line("// Not checkable here: \(e.label): \(reason)")
                default: src.line(settles ? "// Not checkable here: \(e.label): the scenario's run stops before this step"
                                          : "// Not checked, \(why): \(e.label)")
                }
            }
            waited = String(decoding: src.text.utf8.dropFirst(start), as: UTF8.self).contains(".waitForExistence(")
        }
        if traps {
            src.line()
            src.line("XCTAssertTrue(app.wait(for: .notRunning, timeout: \(Self.timeout)))")
        } else if scenario.expectedError != nil {
            src.line()
            src.line("XCTAssertEqual(app.state, .runningForeground)")
        }
    }

    /// An expectation of a step taken in the background, as a comment that says why it is not checked.
    static func unread(_ expectation: String) -> String {
        "// In the background, not checked: XCUITest cannot read the screen of an app in the background: \(expectation)"
    }

    /// Labels that must be present are waited for; then absent ones, to be gone or out of reach.
    /// `outOfSight`: the absent labels several views show out of sight, checked over all of them.
    /// `tapped`: the button the step tapped, which a query of any element would find still there.
    private func assert(_ all: [Expectation], outOfSight: Set<Location> = [], tapped: String? = nil, into src: inout SwiftSource) {
        // A control's `label: value` is checked on the control's value, once the step is done.
        let controls = ControlTestWriter(plan: plan)
        let checks = all.compactMap { e in controls.check(e).map { (e, $0) } }
        let expectations = all.filter { e in !checks.contains { $0.0.location == e.location } }
        let present = expectations.filter(\.present), absent = expectations.filter { !$0.present }
        for e in present {
            // The label of the button just tapped, expected after the tap, is the text the tap
            // brings (a pushed screen's, a sheet's): a button's title is not a static text, so
            // the query cannot pass on the button if nothing came.
            let texts = e.label == tapped && kinds(showing: e.label) == (true, true)
            let element = texts ? "app.staticTexts[\(SwiftNames.stringLiteral(e.label))]" : query(e.label)
            src.line("XCTAssertTrue(\(element).waitForExistence(timeout: \(Self.timeout)))")
        }
        // Not in sight: gone, or under a sheet or a pushed screen, where XCUITest still finds it
        // but cannot reach it. Waited for, as a screen that goes keeps its labels while it
        // animates away (`isOffScreen`, written below the tests).
        // A label several views show out of sight is a query of them all: none may be in reach.
        for e in absent {
            src.line(outOfSight.contains(e.location) ? "XCTAssertTrue(isOffScreen(any: \(query(e.label, all: true))))"
                                                     : "XCTAssertTrue(isOffScreen(\(query(e.label))))")
        }
        for (_, lines) in checks { lines.forEach { src.line($0) } }
    }

    /// The XCUITest that does what a step does, as a person would on a device. `inReach`: a view
    /// out of sight shows a tap's label too, so the tap takes the match in reach (ReachableQueries).
    func lines(for action: StepAction, inReach: Bool = false) -> [String] {
        switch action {
        // An alert's buttons are found in the alert, as a person finds them; a confirmation
        // dialog's in the action sheet iOS draws it as.
        case .tap(let label) where isAlertButton(label): return ["app.alerts.buttons[\(SwiftNames.stringLiteral(label))].tap()"]
        case .tap(let label) where isAlertButton(label, in: \.dialogButtons):
            return ["app.sheets.buttons[\(SwiftNames.stringLiteral(label))].tap()"]
        case .tap(let label) where inReach: return ["reachable(app.buttons.matching(identifier: \(SwiftNames.stringLiteral(label)))).tap()"]
        case .tap(let label): return ["app.buttons[\(SwiftNames.stringLiteral(label))].tap()"]
        // A sheet is dismissed by dragging it down; the window's swipe does that.
        case .dismiss: return ["app.swipeDown()"]
        // The back button is the navigation bar's first button.
        case .goBack: return ["app.navigationBars.buttons.element(boundBy: 0).tap()"]
        case .selectTab(let label): return ["app.tabBars.buttons[\(SwiftNames.stringLiteral(label))].tap()"]
        // The export puts a refreshable child in a ScrollView named for it: a swipe down from its
        // top pulls it, as a person's drag does (unmeasured on a device, semantics §40).
        case .refresh(let name): return ["app.scrollViews[\(SwiftNames.stringLiteral(name))].swipeDown()"]
        // A person swipes the row left and taps the Delete button the swipe shows (§43).
        case .delete(let label):
            return ["app.cells.containing(.any, identifier: \(SwiftNames.stringLiteral(label))).firstMatch.swipeLeft()",
                    "app.buttons[\"Delete\"].tap()"]
        // A swipe toward the other edge reveals the row's swipe actions; the button is tapped by title (§51).
        // A full swipe is a fast one, which runs the first button without a tap.
        case .swipe(let label, let button):
            let cell = "app.cells.containing(.any, identifier: \(SwiftNames.stringLiteral(label))).firstMatch"
            guard let button else { return ["\(cell).\(swipesRight(nil) ? "swipeRight" : "swipeLeft")(velocity: .fast)"] }
            return ["\(cell).\(swipesRight(button) ? "swipeRight" : "swipeLeft")()", "app.buttons[\(SwiftNames.stringLiteral(button))].tap()"]
        // A tap on the cell that shows the label selects its row (§52).
        case .select(let label):
            return ["app.cells.containing(.any, identifier: \(SwiftNames.stringLiteral(label))).firstMatch.tap()"]
        // Edit mode shows each row's reorder control, found in the row's cell (`reorderControl`,
        // below the tests); a press and a drag onto the target row's control drops it there, and
        // Done leaves edit mode (§43).
        case .move(let label, let target):
            // `firstMatch`: lists in views of their own each have an EditButton, all toggling the one edit mode.
            return ["app.buttons.matching(identifier: \"Edit\").firstMatch.tap()",
                    "reorderControl(app, \(SwiftNames.stringLiteral(label))).press(forDuration: 0.5, thenDragTo: reorderControl(app, \(SwiftNames.stringLiteral(target))))",
                    "app.buttons.matching(identifier: \"Done\").firstMatch.tap()"]
        // The Home button sends the app to the background; activating it brings it back (§41).
        case .scene(let phase): return phase == .background ? ["XCUIDevice.shared.press(.home)"] : ["app.activate()"]
        case .input(let step): return ControlTestWriter(plan: plan).lines(for: step)
        // Time moves through the exported app's test seam, which nothing on screen covers (docs/export.md).
        case .time(let step): return ["seam(\(SwiftNames.stringLiteral(SeamWriter.name(step))))"]
        }
    }

    /// Whether the swipe action titled `button` (any, for a full swipe) is on a leading edge,
    /// revealed by a swipe right.
    private func swipesRight(_ button: String?) -> Bool {
        var leading = false
        for component in plan.components {
            component.body.forEachElement { element in
                guard case .forEach(let loop) = element, let actions = loop.swipeActions, actions.edge == .leading,
                      button.map({ b in actions.buttons.contains { LabelPattern($0.title).matches(b) } }) ?? true else { return }
                leading = true
            }
        }
        return leading
    }

    /// Whether only an alert's buttons (or a dialog's, with `\.dialogButtons`) can show this label.
    func isAlertButton(_ label: String, in kind: KeyPath<ElementParts, [Expr]> = \.alertButtons) -> Bool {
        let all = plan.components.flatMap { ElementParts.all($0.body) }
        let alert = all.flatMap { $0[keyPath: kind] }.filter { LabelPattern($0).matches(label) }
        // An alert's buttons are also the buttons of its content: leave those out of the others.
        let others = all.flatMap(\.buttons).filter { b in !alert.contains { $0.location == b.location } }
        return !alert.isEmpty && !others.contains { LabelPattern($0).matches(label) }
    }

    /// `stateBuiltInInit` → `testStateBuiltInInit` (a keyword case loses its backticks).
    static func testName(_ caseName: String) -> String {
        let bare = caseName.replacingOccurrences(of: "`", with: "")
        return "test" + bare.prefix(1).uppercased() + bare.dropFirst()
    }

    /// The query for a label: static texts when only texts can show it, buttons when only
    /// buttons can, any element otherwise; the element of that label, or with `all` the query of
    /// every element of it.
    func query(_ label: String, all: Bool = false) -> String {
        let (texts, buttons) = kinds(showing: label)
        let key = all ? ".matching(identifier: \(SwiftNames.stringLiteral(label)))" : "[\(SwiftNames.stringLiteral(label))]"
        switch (texts, buttons) {
        case (true, false): return "app.staticTexts" + key
        case (false, true): return "app.buttons" + key
        default: return "app.descendants(matching: .any)" + key
        }
    }

    /// Whether a text, and whether a button, of the app can show the label.
    func kinds(showing label: String) -> (texts: Bool, buttons: Bool) {
        var texts = false, buttons = false
        for component in plan.components {
            for parts in ElementParts.all(component.body) {
                if parts.texts.contains(where: { LabelPattern($0).matches(label) }) { texts = true }
                if parts.buttons.contains(where: { LabelPattern($0).matches(label) }) { buttons = true }
            }
        }
        return (texts, buttons)
    }
}
