// libFuzzer entry point: every input is a spec file, loaded, run and reported as `spec run`,
// `spec check`, `spec trace`, `spec report`, `spec export` and `spec explore` would (the export
// in memory, no files written; exploring on one thread, a few steps deep). Built with the SpecKit
// sources by fuzz/build; not part of the package.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneSpec(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let file = "fuzz.yaml"
    let result = ScenarioRunner.run(bytes: bytes, file: file, limits: .fuzzing)
    var run = TextReport(verbose: true)
    _ = run.render([result])
    var check = CheckReport()
    _ = check.render([result])
    _ = JSONReport().render([result])
    _ = HTMLReport.render([result])
    for scenario in result.scenarios {
        _ = TraceText().render(result, scenarios: [scenario])
        _ = TreeSnapshot(events: scenario.events, step: TreeSnapshot.stepCount(of: scenario.events))
    }
    var explored: [ExploreResult] = []
    if let spec = result.spec {
        for toolchain in Toolchain.allCases { _ = try? SwiftUIExport(spec, toolchain: toolchain) }
        // Every action each settled screen offers, three steps deep: the graph's copies, the
        // state keys and the checks after each step, on whatever screens the mutations make.
        let options = ExploreOptions(depth: 3, maxStates: 200, jobs: 1)
        explored = spec.scenarios.prefix(2).map { Explorer.explore($0, of: spec, options: options, limits: .fuzzing) }
        let file = ExploreFileResult(file: file, spec: spec, source: bytes, scenarios: explored)
        var text = ExploreReport()
        _ = text.render([file])
        _ = ExploreJSONReport().render([file])
        _ = ExploreJUnitReport().render([file])
        // `--emit`: the spec again with a scenario a finding, run as `spec run` would run it.
        if explored.contains(where: { !$0.findings.isEmpty }),
           let emitted = try? EmittedSpec.text(source: bytes, file: "fuzz.yaml", results: explored, spec: spec, limits: .fuzzing) {
            _ = ScenarioRunner.run(bytes: Array(emitted.utf8), file: "emitted.yaml", limits: .fuzzing)
        }
    }
    // Every failure must be located inside the file: a diagnostic at line 0 or past the end is a bug.
    let lines = SourceLines.split(result.source ?? "").count
    let diagnostics = (result.loadError?.diagnostics ?? []) + result.scenarios.compactMap(\.error) + explored.compactMap(\.error)
    for d in diagnostics where d.location.line < 1 || d.location.line > lines || d.location.column < 1 {
        fatalError("diagnostic outside the file: \(d)")
    }
    return 0
}
