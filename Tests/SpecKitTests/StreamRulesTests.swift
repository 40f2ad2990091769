import Foundation
import Testing
@testable import SpecKit

/// A model's `AsyncStream` (docs/semantics.md §83): values yielded while no loop waits are
/// buffered as the policy says, a waiting loop gets the next value (the one waiting longest
/// first), `finish()` ends the loops once the buffer is drained, and a loop's cancellation
/// terminates the stream for every later loop.
@Suite struct StreamRulesTests {
    /// `Home` yields into `feed.updates` with buttons and shows a `Live` view whose task loops over
    /// it, writing `status` before and after the loop.
    static func app(streams: String = "{ updates: Int }") -> String {
        """
        models:
          Feed:
            fields: { produced: 0 }
            streams: \(streams)
            methods:
              "produce(_ n: Int)": updates.yield(n); produced += 1
              close: updates.finish()
        components:
          Home:
            state: { feed: Feed(), live: false, total: 0, seen: '""', status: '"idle"' }
            body:
              - text: total {total}
              - text: seen {seen}
              - text: status {status}
              - button: one
                action: feed.produce(1)
              - button: two
                action: feed.produce(2)
              - button: three
                action: feed.produce(3)
              - button: close
                action: feed.close(); feed.updates.finish()
              - button: toggle
                action: live = !live
              - button: replace
                action: feed = Feed()
              - if: live
                then:
                  - Live: {}
                    task:
                      action:
                        - status = "listening"
                        - for await n in feed.updates { total += n; seen += String(n) }
                        - status = "ended"
          Live:
            body: [ { text: live } ]
        root: Home
        """
    }

    @Test func valuesYieldedBeforeTheLoopArriveInOrderWhenItStarts() throws {
        let (g, at) = try launched(Self.app())
        try g.tap("two", at: at)
        try g.tap("one", at: at)
        #expect(texts(on: g).contains("total 0"), "no loop yet: the stream keeps them")
        try g.tap("toggle", at: at)
        #expect(texts(on: g).contains("seen 21") && texts(on: g).contains("status listening"))
        #expect(g.tasks.count == 1, "the loop waits for more")
        try g.tap("three", at: at)
        #expect(texts(on: g).contains("seen 213"))
        #expect(g.asyncMeasures["Streams.received"] == 3)
    }

    @Test func finishEndsTheLoopTheLineAfterItRunsAndLaterYieldsAreDropped() throws {
        let (g, at) = try launched(Self.app())
        try g.tap("toggle", at: at)
        try g.tap("one", at: at)
        // `close` finishes twice: the second does nothing.
        try g.tap("close", at: at)
        #expect(texts(on: g).contains("status ended") && g.tasks.isEmpty)
        try g.tap("two", at: at)
        #expect(texts(on: g).contains("total 1"))
        #expect(g.asyncMeasures["Streams.dropped"] == 1 && g.asyncMeasures["Tasks.cancelled"] == nil)
    }

    @Test func aFinishedStreamStillGivesWhatItBufferedThenEnds() throws {
        let (g, at) = try launched(Self.app())
        try g.tap("one", at: at)
        try g.tap("two", at: at)
        try g.tap("close", at: at)
        try g.tap("toggle", at: at)
        #expect(texts(on: g).contains("seen 12") && texts(on: g).contains("status ended"), "\(texts(on: g))")
    }

    @Test func aLoopCancelledWithItsViewTerminatesTheStreamForEveryLaterLoop() throws {
        let (g, at) = try launched(Self.app())
        try g.tap("toggle", at: at)
        try g.tap("one", at: at)
        try g.tap("toggle", at: at)
        // Cancelled in next(): the loop gets nil and the line after it runs, in the cancelled task.
        #expect(texts(on: g).contains("status ended") && g.tasks.isEmpty)
        try g.tap("two", at: at)
        try g.tap("toggle", at: at)
        #expect(texts(on: g).contains("seen 1") && texts(on: g).contains("status ended"), "the new loop ends at once")
        #expect(g.asyncMeasures["Streams.terminated"] == 1 && g.asyncMeasures["Streams.dropped"] == 1)
    }

    /// Each value goes to one loop, the one waiting longest; a loop that takes a value asks again
    /// after its body, behind the others.
    @Test func twoLoopsSplitTheValuesFirstWaitingFirst() throws {
        let yaml = """
            models:
              Feed:
                streams: { updates: String }
            components:
              Pair:
                state: { feed: Feed(), a: '""', b: '""' }
                body:
                  - text: a {a} b {b}
                  - button: send
                    action: feed.updates.yield("x"); feed.updates.yield("y")
                  - A: {}
                    task: { action: 'for await s in feed.updates { a += s }' }
                  - B: {}
                    task: { action: 'for await s in feed.updates { b += s }' }
              A:
                body: []
              B:
                body: []
            root: Pair
            """
        let (g, at) = try launched(yaml)
        try g.tap("send", at: at)
        #expect(texts(on: g) == ["a x b y"])
        try g.tap("send", at: at)
        #expect(texts(on: g) == ["a xx b yy"])
    }

    /// A value buffered does not spare the loop its suspension: `next()` is nonisolated, so the
    /// next turn is a job of its own, behind the Task the body made (measured: `L1 X L2 L3`).
    @Test func aBufferedValueStillCostsTheLoopASuspension() throws {
        let yaml = """
            models:
              Feed:
                streams: { updates: Int }
            components:
              Screen:
                state: { feed: Feed(), log: '""' }
                body:
                  - text: log {log}
                  - button: send
                    action: feed.updates.yield(1)
                  - Reader: {}
                    task:
                      action: 'for await n in feed.updates { log += "L" + String(n); if n == 1 { Task { log += "X" }; feed.updates.yield(2); feed.updates.yield(3) } }'
              Reader:
                body: []
            root: Screen
            """
        let (g, at) = try launched(yaml)
        try g.tap("send", at: at)
        #expect(texts(on: g).contains("log L1XL2L3"), "\(texts(on: g))")
        let script = "\nscript:\n  - tap: send\n    expect: [log L1XL2L3]\n"
        let right = run(yaml + script).scenarios, wrong = run(yaml + script.replacingOccurrences(of: "L1XL2L3", with: "L1L2L3X")).scenarios
        #expect(right.count == 1 && right.allSatisfy { $0.passed })
        #expect(wrong.count == 1 && !wrong.allSatisfy { $0.passed }, "the order of a loop that took its buffer without suspending fails")
    }

    @Test func theBufferingPolicyKeepsTheNewestOrTheOldest() throws {
        for (policy, seen) in [(".bufferingNewest(2)", "seen 23"), (".bufferingOldest(2)", "seen 12"), (".bufferingNewest(0)", "total 0")] {
            let (g, at) = try launched(Self.app(streams: "{ updates: { of: Int, buffering: \"\(policy)\" } }"))
            for label in ["one", "two", "three"] { try g.tap(label, at: at) }
            try g.tap("toggle", at: at)
            #expect(texts(on: g).contains(seen), "\(policy): \(texts(on: g))")
            #expect(g.asyncMeasures["Streams.dropped"] == (policy.hasSuffix("(0)") ? 3 : 1))
        }
    }

    /// `for await n in feed.updates` evaluates `feed.updates` once: the loop keeps iterating the
    /// stream of the instance it started with after the holder is given another, which the sweep
    /// keeps while the loop does.
    @Test func theLoopKeepsTheStreamItStartedWithAndTheSweepKeepsItsInstance() throws {
        try Graph.$sweepingAlways.withValue(true) {
            let (g, at) = try launched(Self.app())
            try g.tap("toggle", at: at)
            try g.tap("replace", at: at)
            try g.tap("close", at: at)
            #expect(texts(on: g).contains("status listening"), "the new feed's end is not the loop's")
            let iterated = try #require(g.tasks.values.first?.iterating)
            #expect(g.models.field("updates", of: iterated.instance) != nil, "the first feed is kept for the loop")
            try g.tap("toggle", at: at)
            #expect(g.asyncMeasures["Streams.terminated"] == 1)
        }
    }

    /// The buffer is state: a copy keeps it, and two screens alike but for it have different keys.
    @Test func theBufferIsPartOfTheStateKeyAndOfACopy() throws {
        let (a, at) = try launched(Self.app())
        let (b, _) = try launched(Self.app())
        try a.tap("one", at: at)
        try b.tap("two", at: at)
        try b.tap("close", at: at)
        try b.tap("close", at: at)
        #expect(texts(on: a) == texts(on: b), "the same screen")
        #expect(a.stateKey() != b.stateKey())
        let copy = a.copy()
        #expect(copy.stateKey() == a.stateKey())
        try copy.tap("toggle", at: at)
        #expect(texts(on: copy).contains("total 1"))
        #expect(texts(on: a).contains("total 0"), "the original's buffer is its own")
        // A loop waiting in next() is part of the state too.
        try a.tap("toggle", at: at)
        let (c, _) = try launched(Self.app())
        try c.tap("toggle", at: at)
        try c.tap("one", at: at)
        #expect(texts(on: a) == texts(on: c) && a.stateKey() == c.stateKey(), "one value taken, the loop waiting, on either path")
    }

    @Test func theTraceSaysWhereEachValueWentAndWhyTheLoopEnded() throws {
        let script = "\nscript:\n  - tap: one\n  - tap: toggle\n  - tap: two\n  - tap: close\n  - tap: three\n    expect: [seen 12, status ended]\n"
        let result = run(Self.app() + script)
        let s = try #require(result.scenarios.first)
        #expect(s.passed, "\(outcome(s))")
        let lines = ScenarioTrace(s, spec: result.spec).lines.map(\.text)
        func has(_ text: String) -> Bool { lines.contains { $0.contains(text) } }
        #expect(has("Feed#1.updates.yield(1): no loop is waiting in next(), so the stream buffers it (now [1])"), "\(lines)")
        #expect(has("task #1's loop takes 1 from the buffer (0 left)"))
        #expect(has("next() of Feed#1.updates took a buffered value, but it is a nonisolated call: the loop leaves the main actor and comes back as a job of its own"))
        #expect(has("Feed#1.updates.yield(2) is delivered to task #1, whose loop was waiting in next()"))
        #expect(has("Feed#1.updates finished: later yields are dropped; task #1's loop waiting in next() gets nil"))
        #expect(has("Feed#1.updates.finish() does nothing: the stream was finished already"))
        #expect(has("task #1's loop over Feed#1.updates ends: next() gives nil, as the stream was finished and its buffer is empty"))
        #expect(has("Feed#1.updates.yield(3) is dropped: the stream was finished, so nothing gets it"))
    }

    @Test func theTraceSaysALoopsCancellationTerminatedTheStream() throws {
        let script = "\nscript:\n  - tap: toggle\n  - tap: toggle\n  - tap: one\n    expect: [status ended]\n"
        let result = run(Self.app() + script)
        let s = try #require(result.scenarios.first)
        #expect(s.passed, "\(outcome(s))")
        let lines = ScenarioTrace(s, spec: result.spec).lines.map(\.text)
        #expect(lines.contains { $0.contains("Feed#1.updates terminated: task #1 was cancelled while it iterated, so its next() ends the stream (onTermination runs with .cancelled)") }, "\(lines)")
        #expect(lines.contains { $0.contains("as the stream was terminated by a cancellation and its buffer is empty") })
        #expect(lines.contains { $0.contains("is dropped: the stream was terminated when a task iterating it was cancelled") })
    }

    @Test func theLessonHoldsAndAWrongExpectationFails() throws {
        // A value yielded before the loop lost, as a notification's would be; the stream
        // surviving its loop's cancellation; each loop getting every value.
        try expectLessonHolds("async-stream.yaml", wrong: [
            ("expect: [live shown, total 11, status listening]", "expect: [live shown, total 0, status listening]", 0),
            ("expect: [live shown, status ended, total 1]", "expect: [live shown, status listening, total 1]", 1),
            ("expect: [a 13, b 2]", "expect: [a 123, b 123]", 2),
            ("expect: [a 132, b 213]", "expect: [a 1313, b 22]", 2)])
    }

    static let exported = InlineSpec("streams.yaml", app(streams: "{ updates: Int, latest: { of: String, buffering: .bufferingNewest(1) } }")
        + "\nscript:\n  - tap: one\n  - tap: toggle\n    expect: [total 1]\n")

    @Test func theExportMakesTheStreamAndItsContinuationAndTypeChecks() async throws {
        let export = try Self.exported.export()
        let feed = export.files.first { $0.path == "App/Feed.swift" }?.contents ?? ""
        #expect(feed.contains("let updates: AsyncStream<Int>\n") && feed.contains("let updatesContinuation: AsyncStream<Int>.Continuation\n"), "\(feed)")
        #expect(feed.contains("(updates, updatesContinuation) = AsyncStream.makeStream(of: Int.self)\n"))
        #expect(feed.contains("(latest, latestContinuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(1))\n"))
        #expect(feed.contains("updatesContinuation.yield(n)\n") && feed.contains("updatesContinuation.finish()\n"))
        let home = export.files.first { $0.path == "App/Home.swift" }?.contents ?? ""
        #expect(home.contains("for await n in feed.updates {\n") && home.contains("feed.updatesContinuation.finish()"), "\(home)")
        try await ExportTests().expectTypeChecks(export)
    }
}
