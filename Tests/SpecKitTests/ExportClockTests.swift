import Foundation
import Testing
@testable import SpecKit

/// The exported app's clock, run: the `SpecClock` of an export's `App/SpecTime.swift` compiled with
/// a driver that starts a timer and a sleeping task and moves the clock as a UI test's seam steps
/// do, under SPEC_SEAM=1. It uses Foundation and Swift concurrency only, so it runs on Linux as it
/// would in the app (semantics §6, docs/export.md "Time, tasks and the test seam").
@Suite struct ExportClockTests {
    /// The driver's steps, and what each shows: the ticks of a one-second timer, whether the task
    /// that sleeps five seconds woke, and the clock.
    static let driver = """
        @MainActor final class Seen { var ticks = 0; var woke = false }

        @main
        struct Driver {
            @MainActor static func main() async {
                let seen = Seen()
                let timer = Task { @MainActor in await SpecClock.shared.every(milliseconds: 1000) { seen.ticks += 1 } }
                await Task.yield()
                await SpecClock.shared.advance(milliseconds: 1000)
                print("advance 1000: \\(seen.ticks) ticks")
                await SpecClock.shared.advance(milliseconds: 2500)
                print("advance 2500: \\(seen.ticks) ticks")
                await SpecClock.shared.advanceUntilIdle()
                print("until idle, the timer alone: \\(seen.ticks) ticks at \\(SpecClock.shared.now) ms")
                let sleeper = Task { @MainActor in
                    try? await SpecClock.shared.sleep(milliseconds: 5000)
                    seen.woke = true
                }
                await Task.yield()
                await SpecClock.shared.advanceUntilIdle()
                print("until idle, a task asleep: \\(seen.ticks) ticks, woke \\(seen.woke), at \\(SpecClock.shared.now) ms")
                timer.cancel()
                _ = sleeper
            }
        }
        """

    /// Every period that ends inside an `advance:` ticks (a timer's next period starts when it
    /// ticks, so the clock lets it run before looking for the next sleeper); `until-idle` stops
    /// at once when only a timer sleeps, and otherwise ticks the timer on the way to the last
    /// task's sleep, as the interpreter does (specs/timer.yaml ends with `until-idle`, `ticks 4`).
    @Test func timersTickOnTheWayAndNeverKeepTheClockBusy() throws {
        let time = try #require(try ExportTests().exportSpec("specs/timer.yaml").files.first { $0.path == "App/SpecTime.swift" }?.contents)
        let output = try Self.run(clockOf: time)
        #expect(output == """
            advance 1000: 1 ticks
            advance 2500: 3 ticks
            until idle, the timer alone: 3 ticks at 3500 ms
            until idle, a task asleep: 8 ticks, woke true, at 8500 ms

            """)
    }

    /// The lock: a clock that counts a timer's sleep as busy runs it until its firing limit.
    @Test func aClockThatWaitsForTimersDoesNotGoIdle() throws {
        let time = try #require(try ExportTests().exportSpec("specs/timer.yaml").files.first { $0.path == "App/SpecTime.swift" }?.contents)
        let broken = time.replacingOccurrences(of: "guard let next = sleepers.values.map(\\.due).min()",
                                               with: "guard let next = (sleepers.values.map(\\.due) + timers.values.map(\\.due)).min()")
        #expect(broken != time)
        #expect(try Self.run(clockOf: broken).contains("until idle, the timer alone: 10003 ticks"))
    }

    /// Compiles the clock and the requests of `time` (a `SpecTime.swift`, from its clock on) with
    /// the driver, or finds that program built by a run before (KeptBuild), and runs it with
    /// SPEC_SEAM=1.
    static func run(clockOf time: String) throws -> String {
        let start = try #require(time.range(of: "/// The app's clock."))
        let built = try KeptBuild.program([("Clock.swift", "import Foundation\n\n" + time[start.lowerBound...]), ("Driver.swift", driver)],
                                          options: ["-swift-version", "6", "-parse-as-library"])
        let binary = try built.get()
        let process = Process()
        process.executableURL = binary
        process.environment = ["SPEC_SEAM": "1"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
