/// Writes the exported app's test seam, `App/SpecSeam.swift`, and the UI tests' side of it: the
/// time steps of the scripts (`advance:`, `complete:`, `post:`), which a UI test runs in the app
/// without touching its screen.
///
/// A step travels as a Darwin notification: the test posts one named after the step, the app
/// runs the step and posts one back, which the test waits for (`XCTDarwinNotificationExpectation`).
/// A button on screen would do the same only while nothing covers it: a sheet, a cover and an
/// alert are modal, and the views under them are hidden from the test and out of its reach
/// (semantics §26). A notification reaches the app whatever it presents, and leaves the scene
/// as it is, where opening a URL would make the app inactive and active again for a moment.
struct SeamWriter {
    let plan: ExportPlan
    let types: TypeInference
    let header: String
    /// The project's name, which the app's bundle identifier ends with.
    let name: String

    /// What the seam's notifications are named with: the app's bundle identifier, since Darwin
    /// notifications are seen by every process on the device.
    var prefix: String { "\(ProjectWriter.bundleIDPrefix).\(name).seam." }

    /// The name the UI test posts for a step: `advance 300 ms`, `complete search("ab")`, `post saved 5`.
    static func name(_ step: TimeStep) -> String { step.summary }

    /// Each distinct time step of the exported scripts, in order of first use.
    var steps: [TimeStep] {
        var seen: Set<String> = []
        return plan.scenarios.flatMap(\.steps).compactMap(\.time).filter { seen.insert(Self.name($0)).inserted }
    }

    func seamFile() -> String {
        var src = SwiftSource(header: header)
        src.line("import SwiftUI")
        src.line()
        src.doc("""
            The test seam: the time steps of the spec's scripts, which move the app's clock, complete \
            its requests and post its notifications. A UI test runs one by posting a Darwin notification \
            named after it (`prefix` + "advance 300 ms"); the app runs the step, lets the tasks it woke \
            run, and posts `prefix` + "done", which the test waits for. No view is involved: a sheet, a \
            cover or an alert hides the views under it from a UI test, not the app from a notification. \
            The app listens only when launched with SPEC_SEAM=1, as the UI tests launch it.
            """)
        src.block("enum SpecSeam {") { src in
            src.doc("What the seam's notifications are named with: the app's bundle identifier, as a Darwin notification goes to every process on the device.")
            src.line("static let prefix = \(SwiftNames.stringLiteral(prefix))")
            src.doc("The steps of the scripts, each by the name a UI test posts.")
            src.line("static let steps = [\(steps.map { SwiftNames.stringLiteral(Self.name($0)) }.joined(separator: ", "))]")
            src.line()
            src.doc("""
                Listens for the steps. A Darwin notification comes on the main thread's run loop, to a C \
                function: the closure captures nothing and hands the step to the main actor.
                """)
            src.block("static func listen() {") { src in
                src.block("for step in steps {") { src in
                    src.line("CFNotificationCenterAddObserver(CFNotificationCenterGetDarwinNotifyCenter(), nil, { _, _, name, _, _ in")
                    src.indented { src in
                        src.line("guard let name = name?.rawValue as String? else { return }")
                        src.line("Task { @MainActor in await SpecSeam.run(String(name.dropFirst(SpecSeam.prefix.count))) }")
                    }
                    src.line("}, (prefix + step) as CFString, nil, .deliverImmediately)")
                }
            }
            src.line()
            src.doc("Runs a step, lets the tasks it woke run, and tells the UI test it is done.")
            src.line("@MainActor")
            src.block("static func run(_ step: String) async {") { src in
                src.line("switch step {")
                for step in steps {
                    src.line("case \(SwiftNames.stringLiteral(Self.name(step))):")
                    src.indented { $0.line(call(step)) }
                }
                src.line("default:")
                src.indented { $0.line("return") }
                src.line("}")
                src.line("await SpecClock.shared.settle()")
                src.line("CFNotificationCenterPostNotification(CFNotificationCenterGetDarwinNotifyCenter(),")
                src.line("                                     CFNotificationName((prefix + \"done\") as CFString), nil, nil, true)")
            }
        }
        return src.text
    }

    private func call(_ step: TimeStep) -> String {
        let constant = SwiftExpression(types: types, scope: [:])
        switch step {
        case .advance(let ms): return "await SpecClock.shared.advance(milliseconds: \(ms))"
        case .untilIdle: return "await SpecClock.shared.advanceUntilIdle()"
        case .complete(let c):
            let which: String
            switch c.which {
            case .only: which = ".only"
            case .first: which = ".first"
            case .last: which = ".last"
            case .place(let n): which = ".place(\(n))"
            case .argument(let e, .last): which = ".argument(\(constant.write(e)), last: true)"
            case .argument(let e, .place(let n)): which = ".argumentAt(\(constant.write(e)), place: \(n))"
            case .argument(let e, _): which = ".argument(\(constant.write(e)), last: false)"
            }
            // A declared case is thrown as itself, `LoadError.offline`; free text as a SpecRequestError (§75.3).
            let outcome = c.errorCase.map { ", failure: \(constant.write($0))" }
                ?? c.error.map { ", error: \(SwiftNames.stringLiteral($0))" } ?? c.value.map { ", value: \(constant.write($0))" } ?? ""
            return "SpecRequests.shared.complete(\(SwiftNames.stringLiteral(c.request)), \(which)\(outcome))"
        case .post(let p):
            let value = p.value ?? plan.spec.notification(named: p.notification)?.value
            return "Posts.\(p.notification).send(\(value.map { constant.write($0) } ?? ""))"
        }
    }

    /// The UI test's side: the prefix, and `seam(_:)`, which posts a step and waits for the app.
    func testHelpers(into src: inout SwiftSource) {
        src.line()
        src.doc("What the app's test seam names its notifications with (App/SpecSeam.swift).")
        src.line("private static let seamPrefix = \(SwiftNames.stringLiteral(prefix))")
        src.line()
        src.doc("""
            Runs a time step of the script in the app, through its test seam: posts the step as a Darwin \
            notification and waits until the app has run it. Nothing on screen is tapped, so a sheet or \
            an alert over the screen does not stand in the way.
            """)
        src.line("@MainActor")
        src.block("private func seam(_ step: String) {") { src in
            src.line("let done = XCTDarwinNotificationExpectation(notificationName: Self.seamPrefix + \"done\")")
            src.line("CFNotificationCenterPostNotification(CFNotificationCenterGetDarwinNotifyCenter(),")
            src.line("                                     CFNotificationName((Self.seamPrefix + step) as CFString), nil, nil, true)")
            src.line("wait(for: [done], timeout: \(UITestWriter.timeout))")
        }
    }
}
