import Foundation
import Testing
import SpecKit

/// `Limits.evaluationDepth`: computed properties, closures and methods running within one
/// another are bounded together, so a long chain is a located error, never a stack overflow,
/// and a spec as deep as the limits allow runs alike alone or among other files.
@Suite struct EvaluationDepthTests {
    /// `a0: a1 + 1`, …, `a(n-1): price`, read by a text (`total {cart.a0}`), or through a
    /// method returning `a0` when `throughMethod`.
    static func chain(_ n: Int, throughMethod: Bool = false) -> String {
        var lines = ["title: chain", "models:", "  Cart:", "    fields: { price: 5 }", "    computed:"]
        for i in 0..<(n - 1) { lines.append("      a\(i): a\(i + 1) + 1") }
        lines.append("      a\(n - 1): price")
        if throughMethod { lines += ["    methods:", "      \"total() -> Int\": return a0"] }
        lines += ["components:", "  Shop:", "    state: { cart: \"Cart()\" }", "    body:",
                  "      - text: total {cart.\(throughMethod ? "total()" : "a0")}", "root: Shop",
                  "script:", "  - expect: [total \(5 + n - 1)]", ""]
        return lines.joined(separator: "\n")
    }

    static func write(_ text: String, _ name: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("evaluation-depth-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// 800 overflowed the stack; one past the limit is refused by `check` at the read that
    /// passes it, and as many as the limit run.
    @Test func aChainOfComputedPropertiesLongerThanTheLimitIsRefusedByCheck() async throws {
        let limit = Limits.standard.evaluationDepth
        for n in [limit + 1, 800] {
            let path = try Self.write(Self.chain(n), "chain.yaml")
            let (status, _, err) = try await runCommand(["check", path])
            #expect(status == 2)
            // The read of a(limit) in a(limit - 1), on line 5 + limit: `      a99: ` is 12 characters.
            #expect(err.contains("\(path):\(5 + limit):12: error: computed properties of Cart read one another more than \(limit) deep: a0 → a1 → a2 → … → a\(limit - 1) → a\(limit)"))
            #expect(err.contains("hint: each is evaluated inside the one that reads it"))
        }
        let within = try Self.write(Self.chain(limit), "chain.yaml")
        #expect(try await runCommand(["run", within]).status == 0)
        // The lock: a wrong total fails.
        let wrong = try Self.write(Self.chain(limit).replacingOccurrences(of: "[total \(5 + limit - 1)]", with: "[total 0]"), "chain.yaml")
        #expect(try await runCommand(["run", wrong]).status == 1)
    }

    /// A method reading a chain as long as `check` allows is one call more: the run stops there.
    @Test func callsOfEveryKindCountTogether() async throws {
        let limit = Limits.standard.evaluationDepth
        let path = try Self.write(Self.chain(limit, throughMethod: true), "method.yaml")
        #expect(try await runCommand(["check", path]).status == 0)
        let (status, out, err) = try await runCommand(["run", path])
        #expect(status == 2)
        #expect(out.contains("ERROR chain"))
        // The read of a(limit - 1) in a(limit - 2): the 101st call, the method being the first.
        #expect(err.contains("\(path):\(4 + limit):12: error: computed properties, closures and methods run within one another more than \(limit) deep"))
        let within = try Self.write(Self.chain(limit - 1, throughMethod: true), "method.yaml")
        #expect(try await runCommand(["run", within]).status == 0)
    }

    /// A file refused for its depth leaves the others' results printed.
    @Test func aTooDeepFileAmongOthersLeavesTheirResults() async throws {
        let deep = try Self.write(Self.chain(Limits.standard.evaluationDepth, throughMethod: true), "deep.yaml")
        let (status, out, _) = try await runCommand(["run", "specs/counter.yaml", deep, "specs/counter.yaml"])
        #expect(status == 2)
        #expect(out.contains("1 passed") || out.contains("2 passed"))
        #expect(out.contains("ERROR chain"))
    }

    /// Closure props handed down 40 components, each nesting 150 `if`s: this overflowed the
    /// stack of a command run alone (and 100 × 195 that of a worker). It runs, alone and among files.
    @Test func closuresHandedThroughManyComponentsRunAloneAndAmongFiles() async throws {
        func closures(_ depth: Int, _ nesting: Int) -> String {
            let body = String(repeating: "if true { ", count: nesting) + "f()" + String(repeating: " }", count: nesting)
            var out = ["title: closure chain", "components:", "  C0:", "    state: { n: 0 }", "    body:", "      - text: n {n}",
                       "      - C1: { f: \"{ n += 1 }\" }"]
            for i in 1..<depth {
                out.append("  C\(i):\n    props: [f]\n    body:")
                out.append(i < depth - 1 ? "      - C\(i + 1): { f: \"{ \(body) }\" }" : "      - button: go\n        action: f()")
            }
            out.append("root: C0\nscript:\n  - tap: go\n    expect: [n 1]\n")
            return out.joined(separator: "\n")
        }
        let path = try Self.write(closures(100, 195), "closures.yaml")
        #expect(try await runCommand(["run", path]).status == 0)
        #expect(try await runCommand(["run", path, "specs/counter.yaml"]).status == 0)
        let wrong = try Self.write(closures(100, 195).replacingOccurrences(of: "[n 1]", with: "[n 2]"), "closures.yaml")
        #expect(try await runCommand(["run", wrong]).status == 1)
    }
}
