import Foundation
import SpecKit

/// Figures 2 and 4: launches the first scenario, taps each step of its script, and for each tap
/// counts the renders and inits in the event log and times it. Taps on `tap root` are reported
/// apart from the others (leaf taps), each kind by its fastest tap (every tap of a kind does the
/// same work, so the fastest is the least disturbed by the machine) and its median. Memory is
/// the peak resident set after launch beyond the peak after loading, per node.
func measureTaps(_ bytes: [UInt8], file: String) throws {
    let spec = try SpecDecoder.decode(bytes, file: file)
    guard let scenario = spec.scenarios.first else {
        throw SpecError(Diagnostic("the spec has no scenario to tap", at: Location(file: file, line: 1, column: 1)))
    }
    let loaded = peakResidentBytes()
    // The benchmark's trees are meant to be large: the work bound for strangers' specs would stop them.
    var limits = Limits()
    limits.events = 100_000_000
    let graph = Graph(spec: spec, scenario: scenario, limits: limits)
    let launch = try seconds { try graph.launch(at: scenario.location) }
    let launched = peakResidentBytes()
    let nodes = graph.events.count { if case .created = $0 { return true } else { return false } }
    report("nodes", nodes)
    report("launch_seconds", String(format: "%.6f", launch))
    report("events_at_launch", graph.events.count)
    report("event_stride", MemoryLayout<Event>.stride)
    report("bytes_per_node", (launched - loaded) / max(1, nodes))

    var times: [String: [Double]] = [:]
    var renders: [String: Int] = [:]
    var inits: [String: Int] = [:]
    for step in scenario.steps {
        guard let label = step.tap else { continue }
        let kind = label == "tap root" ? "root" : "leaf"
        let before = graph.events.count
        times[kind, default: []].append(try seconds { try graph.tap(label, at: step.location) })
        for event in graph.events[before...] {
            switch event {
            case .rendered: renders[kind, default: 0] += 1
            case .initialized: inits[kind, default: 0] += 1
            default: break
            }
        }
    }
    for kind in ["leaf", "root"] {
        let taps = times[kind]?.count ?? 0
        report("\(kind)_taps", taps)
        guard taps > 0 else { continue }
        report("\(kind)_seconds", String(format: "%.9f", times[kind]!.min()!))
        report("\(kind)_median_seconds", String(format: "%.9f", median(times[kind]!)))
        report("\(kind)_renders", Double(renders[kind, default: 0]) / Double(taps))
        report("\(kind)_inits", Double(inits[kind, default: 0]) / Double(taps))
    }
    // The last step's expectations, so a run that tapped the wrong thing cannot pass unnoticed.
    let labels = Set(graph.screen.map(\.label))
    let failed = scenario.steps.last?.expectations.filter { labels.contains($0.label) != $0.present } ?? []
    report("final_check", failed.isEmpty ? "passed" : "failed: \(failed.map(\.label))")
}
