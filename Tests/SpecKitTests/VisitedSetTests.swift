import Testing
@testable import SpecKit

/// The visited set and parent links of exploration (docs/exploring.md): a sharded table of
/// 128-bit keys, each shard growing on its own.
@Suite struct VisitedSetTests {
    /// Keys spread over every shard, as hashes are: a splitmix sequence.
    static func keys(_ n: Int, seed: UInt64 = 1) -> [StateKey] {
        var x = seed
        func next() -> UInt64 {
            x &+= 0x9e37_79b9_7f4a_7c15
            var z = x
            z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
            z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
            return z ^ (z >> 31)
        }
        return (0..<n).map { _ in StateKey(high: next(), low: next()) }
    }

    @Test func aKeyIsInsertedOnceAndFoundAfter() {
        let set = VisitedSet()
        let keys = Self.keys(1_000)
        for key in keys { #expect(set.insert(key)) }
        for key in keys { #expect(!set.insert(key)) }
        #expect(set.count == 1_000)
        #expect(keys.allSatisfy { set.contains($0) })
        #expect(!Self.keys(1_000, seed: 99).contains { set.contains($0) })
    }

    @Test func keysAlikeButForOneWordAreDifferent() {
        let set = VisitedSet()
        #expect(set.insert(StateKey(high: 5, low: 7)))
        #expect(set.insert(StateKey(high: 5, low: 8)))
        #expect(set.insert(StateKey(high: 6, low: 7)))
        #expect(!set.insert(StateKey(high: 5, low: 7)))
        #expect(set.count == 3)
    }

    /// The all-zero key marks an empty slot inside a shard, so it is kept apart and still counts once.
    @Test func theZeroKeyIsAKeyLikeAnyOther() {
        let set = VisitedSet()
        #expect(!set.contains(StateKey(high: 0, low: 0)))
        #expect(set.insert(StateKey(high: 0, low: 0)))
        #expect(!set.insert(StateKey(high: 0, low: 0)))
        #expect(set.contains(StateKey(high: 0, low: 0)))
        #expect(set.count == 1)
    }

    /// Keys that all fall in one shard grow that shard alone; spread keys grow every shard, and
    /// every key survives each shard's growth.
    @Test func shardsGrowOnTheirOwn() {
        let set = VisitedSet()
        let oneShard = (1...500).map { StateKey(high: UInt64($0), low: UInt64($0) &* 0x9e37_79b9_7f4a_7c15) }   // top bits 0
        for key in oneShard { set.insert(key) }
        #expect(set.grownShards == 1)
        #expect(oneShard.allSatisfy { set.contains($0) })
        let spread = Self.keys(100_000)
        for key in spread { set.insert(key) }
        #expect(set.grownShards == 1 << VisitedSet.shardBits)
        #expect(set.count == 100_500)
        #expect(spread.allSatisfy { set.contains($0) } && oneShard.allSatisfy { set.contains($0) })
        // At most three quarters full, and, the shards being alike, at least three eighths.
        #expect(set.bytes <= 100_500 * 16 * 8 / 3 + 16 * 1024)
        #expect(set.bytes >= 100_500 * 16 * 4 / 3)
    }

    @Test func parentLinksReadBackAcrossChunks() {
        var links = ParentLinks()
        let n = ParentLinks.chunkSize * 2 + 17
        for i in 0..<n { links.append(ParentLinks.Link(state: Int32(i - 1), action: Int32(i % 7))) }
        #expect(links.count == n)
        for i in [0, 1, ParentLinks.chunkSize - 1, ParentLinks.chunkSize, ParentLinks.chunkSize * 2, n - 1] {
            #expect(links[i].state == Int32(i - 1) && links[i].action == Int32(i % 7))
        }
        // Three chunks and no more, but for what the allocator rounds up.
        let chunks = 3 * ParentLinks.chunkSize * MemoryLayout<ParentLinks.Link>.stride
        #expect(links.bytes >= chunks && links.bytes <= chunks + chunks / 64)
    }

    /// Three counters wrapping at 6: 216 states, three steps from each.
    static let counters = """
        components:
          Counters:
            state: { a: 0, b: 0, c: 0 }
            invariant: a + b + c < 14
            body:
              - text: "a {a} b {b} c {c}"
              - button: add a
                action: a = (a + 1) % 6
              - button: add b
                action: b = (b + 1) % 6
              - button: add c
                action: c = (c + 1) % 6
        root: Counters
        """

    /// A spec with wide levels, explored on one thread and on several: the same states,
    /// transitions and findings in the same order.
    @Test func explorationIsTheSameOnAnyNumberOfThreads() throws {
        let spec = try SpecDecoder.decode(Array(Self.counters.utf8), file: "counters.yaml")
        let scenario = try #require(spec.scenarios.first)
        let results = [1, 2, 3].map { Explorer.explore(scenario, of: spec, options: ExploreOptions(depth: 20, jobs: $0)) }
        #expect(results[0].findings.first?.steps.count == 14)
        for r in results {
            #expect(r.states == 216 && r.transitions == 3 * 216 && r.complete)
            #expect(r.states == results[0].states && r.transitions == results[0].transitions)
            #expect(r.findings.map(\.steps) == results[0].findings.map(\.steps))
            #expect(r.findings.map(\.detail) == results[0].findings.map(\.detail))
        }
    }

    /// The state bound stops the search in the middle of a level, on any number of threads, at
    /// the same state and with the same steps tried.
    @Test func theStateBoundStopsAtTheSameStepOnAnyNumberOfThreads() throws {
        let spec = try SpecDecoder.decode(Array(Self.counters.utf8), file: "counters.yaml")
        let scenario = try #require(spec.scenarios.first)
        let results = [1, 2].map { Explorer.explore(scenario, of: spec, options: ExploreOptions(depth: 20, maxStates: 50, jobs: $0)) }
        for r in results {
            #expect(r.hitMaxStates && !r.complete)
            #expect(r.states == 50)
            #expect(r.transitions == results[0].transitions && r.depth == results[0].depth)
        }
    }
}
