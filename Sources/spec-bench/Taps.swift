import Foundation
import SpecKit

/// Figures 2 and 4: launches the first scenario without recording events, as `spec run` does
/// (`recording` keeps the log, for a comparison), taps each step of its script, and for each tap
/// counts renders and inits (from the graph's measures) and times it. Taps on `tap root` are reported apart from the others (leaf taps),
/// each kind by its fastest tap (every tap of a kind does the same work, so the fastest is the
/// least disturbed by the machine) and its median. Memory: the peak resident set after launch
/// beyond the peak after loading, per node; and what the root taps add to the peak, per tap.
func measureTaps(_ bytes: [UInt8], file: String, recording: Bool = false) throws {
    let spec = try SpecDecoder.decode(bytes, file: file)
    guard let scenario = spec.scenarios.first else {
        throw SpecError(Diagnostic("the spec has no scenario to tap", at: Location(file: file, line: 1, column: 1)))
    }
    let loaded = peakResidentBytes()
    // The benchmark's trees are meant to be large: the work bound for strangers' specs would stop them.
    var limits = Limits()
    limits.events = 100_000_000
    let graph = Graph(spec: spec, scenario: scenario, limits: limits, recording: recording)
    let launch = try seconds { try graph.launch(at: scenario.location) }
    let launched = peakResidentBytes()
    let nodes = graph.nodeCount
    report("nodes", nodes)
    report("launch_seconds", String(format: "%.6f", launch))
    report("events_at_launch", graph.eventCount)
    report("event_stride", MemoryLayout<Event>.stride)
    report("bytes_per_node", (launched - loaded) / max(1, nodes))

    var times: [String: [Double]] = [:]
    var renders: [String: Int] = [:]
    var inits: [String: Int] = [:]
    var rootGrowth = 0
    for step in scenario.steps {
        guard let label = step.tap else { continue }
        let kind = label == "tap root" ? "root" : "leaf"
        let (rendersBefore, initsBefore, peakBefore) = (graph.total(.renders), graph.total(.inits), peakResidentBytes())
        times[kind, default: []].append(try seconds { try graph.tap(label, at: step.location) })
        renders[kind, default: 0] += graph.total(.renders) - rendersBefore
        inits[kind, default: 0] += graph.total(.inits) - initsBefore
        if kind == "root" { rootGrowth += peakResidentBytes() - peakBefore }
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
    // Peak growth over the root taps: what keeping a root tap's work costs, beyond launch.
    report("root_peak_growth_bytes", rootGrowth / max(1, times["root"]?.count ?? 0))
    // The last step's expectations, so a run that tapped the wrong thing cannot pass unnoticed.
    let labels = Set(graph.screen.map(\.label))
    let failed = scenario.steps.last?.expectations.filter { labels.contains($0.label) != $0.present } ?? []
    report("final_check", failed.isEmpty ? "passed" : "failed: \(failed.map(\.label))")
}
