import Testing
@testable import SpecKit

/// A timer as SwiftUI: the ticker its view keeps while it lives, on screen or not (semantics §27.8).
extension ExportTests {
    static let timers = InlineSpec("timers.yaml", """
        components:
          Root:
            state: { ticks: 0, step: 1, rows: "[1, 2]" }
            body:
              - text: ticks {ticks}
              - tab-view:
                  tabs:
                    - tab: Home
                      body:
                        - button: more
                          action: step += 1
                        - Face:
                          on-timer: { every: 1s, action: ticks += step }
                    - tab: Rows
                      body:
                        - for-each: rows
                          id: r
                          as: r
                          body:
                            - Face:
                              on-timer: { every: 500ms, action: ticks += r }
          Face:
            body: [ { text: face } ]
        root: Root
        script:
          - advance: 1000
            expect: [ticks 1]
          - tap: more
          - select-tab: Rows
          - advance: 1000
            expect: [ticks 9]
        """)

    /// The engine's timer ticks in a tab left and runs the latest render's action; so does the
    /// export's, where a `.task` stopped off screen and kept the action of the render that started it.
    @Test func aTimerIsATickerTheViewKeeps() async throws {
        let export = try Self.timers.export()
        let root = try #require(export.files.first { $0.path == "App/Root.swift" }?.contents)
        #expect(root.contains(".modifier(SpecTimer(milliseconds: 1000) {"))
        #expect(root.contains(".modifier(SpecTimer(milliseconds: 500) {"))
        #expect(!root.contains(".task {"))
        let timer = try #require(export.files.first { $0.path == "App/SpecTimer.swift" }?.contents)
        #expect(timer.contains("@State private var ticker = Ticker()"))
        #expect(timer.contains(".onAppear { ticker.start(milliseconds: milliseconds) }"))
        #expect(timer.contains(".onReceive(ticker.ticks) { _ in tick() }"))
        #expect(timer.contains("deinit { task?.cancel() }"))
        try await expectTypeChecks(export)
    }

    @Test func anAppWithoutTimersHasNoTimerFile() throws {
        let export = try Self.screensWithoutBindings.export()
        #expect(!export.files.contains { $0.path == "App/SpecTimer.swift" })
    }
}
