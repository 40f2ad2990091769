import Foundation
import Testing
@testable import SpecKit

/// `toolchain: xcode16` (semantics §4): the `@Observable` macro before Swift 6.2 gives a field the
/// setter `withMutation(keyPath:) { _x = newValue }`, which does not compare, so an `=` of the
/// value the field holds notifies its readers; its observers run as with every toolchain, and
/// `@State`, which SwiftUI's storage compares, is not the macro's.
@Suite struct EqualAssignmentToolchainTests {
    /// A counter and a book in `@State`, a reader of each field, and buttons that assign each its own value.
    static func screen(toolchain: String?, _ script: String) -> String {
        """
        \(toolchain.map { "toolchain: \($0)\n" } ?? "")models:
          Book:
            fields: [title]
          Counter:
            fields:
              count: { default: 0, did-set: "sets += 1" }
              sets: 0
              main: ~
        components:
          Screen:
            state:
              counter: 'Counter(main: Book(title: "Dune"))'
              taps: 0
            body:
              - text: taps {taps}
              - CountRow: { counter: counter }
              - BookRow: { counter: counter }
              - button: same count
                action: counter.count = counter.count
              - button: same book
                action: counter.main = counter.main
              - button: add zero
                action: counter.count += 0
              - button: same taps
                action: taps = taps
          CountRow:
            props: [counter]
            body: [ { text: "count {counter.count} sets {counter.sets}" } ]
          BookRow:
            props: [counter]
            body: [ { text: "book {counter.main.title}" } ]
        root: Screen
        script:
        \(script)
        """
    }

    @Test(arguments: [("xcode16", 2), ("xcode26", 1), ("xcode27", 1), (nil, 1)] as [(String?, Int)])
    func anEqualAssignmentNotifiesOnlyWithXcode16(toolchain: String?, bookRenders: Int) {
        // The book's reader read only `main`: it runs for the same instance only when the setter does not compare.
        let s = scenario(Self.screen(toolchain: toolchain, """
              - tap: same book
                expect: [book Dune]
                assert: ["BookRow.renders == \(bookRenders)", "Screen.renders == 1"]
            """))
        #expect(s.passed, "\(toolchain ?? "default"): \(outcome(s))")
        let wrong = scenario(Self.screen(toolchain: toolchain, """
              - tap: same book
                assert: ["BookRow.renders == \(3 - bookRenders)"]
            """))
        #expect(!wrong.passed, "\(toolchain ?? "default")")
    }

    /// didSet runs at every `=` under both setters: the old one stores every time, the new one
    /// stores in its early exit too (swiftlang/swift#79518). The reader of `count` and `sets`
    /// runs for `sets` either way, so the count of renders does not tell them apart here.
    @Test(arguments: ["xcode16", "xcode26"])
    func theObserverRunsUnderEither(toolchain: String) {
        let s = scenario(Self.screen(toolchain: toolchain, """
              - tap: same count
                expect: [count 0 sets 1]
                assert: ["CountRow.renders == 2", "BookRow.renders == 1"]
            """))
        #expect(s.passed, "\(toolchain): \(outcome(s))")
        let skipped = scenario(Self.screen(toolchain: toolchain, "  - tap: same count\n    expect: [count 0 sets 0]"))
        #expect(!skipped.passed)
    }

    /// `@State`'s comparison is SwiftUI's storage's, and `+=` goes through `_modify`, which never
    /// compares: neither changes with the toolchain.
    @Test(arguments: ["xcode16", "xcode26", "xcode27"])
    func stateAndInPlaceWritesDoNotDependOnIt(toolchain: String) {
        let s = scenario(Self.screen(toolchain: toolchain, """
              - tap: same taps
                assert: ["Screen.renders == 1", "CountRow.renders == 1"]
              - tap: add zero
                expect: [count 0 sets 1]
                assert: ["Screen.renders == 1", "CountRow.renders == 2", "BookRow.renders == 1"]
            """))
        #expect(s.passed, "\(toolchain): \(outcome(s))")
    }

    /// The trace says why the equal `=` notified, and does not say the setter compared.
    @Test func theTraceSaysXcode16sSetterDoesNotCompare() throws {
        let file = run(Self.screen(toolchain: "xcode16", "  - tap: same book"))
        let s = try #require(file.scenarios.first)
        let lines = ScenarioTrace(s, spec: file.spec).lines(ofStep: 1).map(\.text)
        #expect(lines.contains { $0.hasPrefix("write Counter#1.main: Book#1 → Book#1") }, "\(lines)")
        #expect(lines.contains("an equal value: the setter of Xcode 16's @Observable macro (before Swift 6.2) does not compare, "
                               + "it calls withMutation at every `=`, so it notifies"), "\(lines)")
        #expect(!lines.contains { $0.contains("setter compares") || $0.contains("not Equatable") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("render BookRow") }, "\(lines)")

        let newer = run(Self.screen(toolchain: "xcode26", "  - tap: same book"))
        let compared = ScenarioTrace(try #require(newer.scenarios.first), spec: newer.spec).lines(ofStep: 1).map(\.text)
        #expect(compared.contains { $0.hasPrefix("the @Observable macro's setter compares") }, "\(compared)")
        #expect(!compared.contains { $0.contains("Xcode 16") }, "\(compared)")
    }

    /// A failure after an equal `=` names the toolchain and this rule when the other answer
    /// differs; the inline `@State` default of the root, built once by every toolchain, is not it.
    @Test func aFailureItMayExplainNamesTheRule() {
        let (text, result) = ToolchainNoteTests.report(Self.screen(toolchain: "xcode16", """
              - tap: same book
                assert: ["BookRow.renders == 1"]
            """))
        #expect(result.scenarios.first?.toolchain == .xcode16)
        #expect(result.scenarios.first?.toolchainRule == .equalAssignment)
        #expect(text.contains("        toolchain: xcode16: an @Observable field's `=` notifies its readers even of the value it holds "
                              + "(the macro's setter does not compare before Swift 6.2, semantics §4); `toolchain: xcode26` compares, "
                              + "as Xcode 26 and later do\n"), "\(text)")

        let (newer, _) = ToolchainNoteTests.report(Self.screen(toolchain: nil, """
              - tap: same book
                assert: ["BookRow.renders == 2"]
            """))
        #expect(newer.contains("        toolchain: xcode27: an @Observable field's `=` of the value it holds tells no reader "
                               + "(the macro's setter compares, Swift 6.2, semantics §4); `toolchain: xcode16` notifies them, "
                               + "as Xcode 16 and earlier do\n"), "\(newer)")
    }

    @Test func aFailureItCannotExplainSaysNothingOfIt() {
        // The equal `=` happened, but a label no toolchain shows fails under all of them.
        let (text, result) = ToolchainNoteTests.report(Self.screen(toolchain: "xcode16", """
              - tap: same book
                expect: [nope]
            """))
        #expect(result.scenarios.first?.passed == false)
        #expect(result.scenarios.first?.toolchain == nil)
        #expect(!text.contains("toolchain"), "\(text)")
    }

    /// The lesson, and its lock: the count's reader runs again only when built with Xcode 16,
    /// and the field's didSet counts the write under every toolchain.
    @Test func theLessonHolds() throws {
        try expectLessonHolds("equal-assignment-toolchains.yaml", wrong: [
            ("toolchain: xcode16\n    assert: [\"CountRow.renders == 2\"", "toolchain: xcode16\n    assert: [\"CountRow.renders == 1\"", 2),
            ("toolchain: xcode26\n    assert: [\"CountRow.renders == 1\"", "toolchain: xcode26\n    assert: [\"CountRow.renders == 2\"", 1),
            ("Xcode 27\n    assert: [\"CountRow.renders == 1\"", "Xcode 27\n    assert: [\"CountRow.renders == 2\"", 0),
            ("expect: [count 0, sets 1]", "expect: [count 0, sets 0]", 2),
            ("assert: [\"Screen.renders == 1\"]", "assert: [\"Screen.renders == 2\"]", 2),
        ])
    }

    /// An app for Xcode 16: its README names the Xcode, the iOS 18 SDK and what the toolchain
    /// decides, the views say the State property wrapper builds the model, and it type-checks.
    static let exported = InlineSpec("xcode16-counter.yaml", """
        toolchain: xcode16
        models:
          Counter:
            fields:
              count: { default: 0, did-set: "sets += 1" }
              sets: 0
        components:
          Screen:
            state: { counter: "Counter()" }
            body:
              - CountRow: { counter: counter }
              - button: same count
                action: counter.count = counter.count
          CountRow:
            props: [counter]
            body: [ { text: "count {counter.count} sets {counter.sets}" } ]
        root: Screen
        script:
          - tap: same count
            expect: [count 0 sets 1]
            assert: ["CountRow.renders == 2"]
        """)

    @Test func theExportIsForXcode16() async throws {
        let s = scenario(Self.exported.yaml)
        #expect(s.passed, "\(outcome(s))")
        let export = try Self.exported.export()
        #expect(export.toolchain == .xcode16)
        let readme = ExportTests().file(export, "README.md")
        #expect(readme.contains("Needs **Xcode 16**") && readme.contains("iOS 18 simulator runtime"), "\(readme)")
        #expect(ExportTests().file(export, "project.yml").contains("iOS: \"18.0\""))
        #expect(ExportTests().file(export, "App/Screen.swift").contains(
            "/// The State property wrapper (Xcode 16) builds this at every init and keeps the first.\n    @State private var counter = Counter()"))
        #expect(ExportTests().file(export, "App/Counter.swift").contains("var count: Int {\n        didSet {\n            sets += 1\n        }\n    }"))
        try await ExportTests().expectTypeChecks(export)
    }

    @Test func namesThatSpellAnXcodeGetTheToolchainThatBuildsAsItDoes() {
        #expect(Toolchain.hint(for: "Xcode16") == "did you mean 'xcode16'?")
        #expect(Toolchain.hint(for: "xcode 26") == "did you mean 'xcode26'?")
        #expect(Toolchain.hint(for: "27") == "did you mean 'xcode27'?")
        #expect(Toolchain.hint(for: "xcode16.4") == "a toolchain names an Xcode by its major version: 'xcode16'")
        #expect(Toolchain.hint(for: "xcode15")?.hasPrefix("`xcode16` stands for Xcode 16 and earlier") == true)
        #expect(Toolchain.hint(for: "xcode17")?.hasPrefix("there is no Xcode 17: the release after Xcode 16 is Xcode 26") == true)
        #expect(Toolchain.hint(for: "xcode28") == "toolchains: xcode16, xcode26, xcode27; the newest is `xcode27`")
        #expect(Toolchain.hint(for: "swift6") == "toolchains: xcode16, xcode26, xcode27")
        #expect(Toolchain.hint(for: "xcod26") == "did you mean 'xcode26'?")
    }
}
