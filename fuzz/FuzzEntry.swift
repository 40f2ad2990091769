// libFuzzer entry point: every input is a spec file, loaded, run and reported as `spec run`,
// `spec check`, `spec trace`, `spec report` and `spec export` would (the export in memory, no
// files written). Built with the SpecKit sources by fuzz/build; not part of the package.

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
    if let spec = result.spec {
        for toolchain in Toolchain.allCases { _ = try? SwiftUIExport(spec, toolchain: toolchain) }
    }
    // Every failure must be located inside the file: a diagnostic at line 0 or past the end is a bug.
    let lines = SourceLines.split(result.source ?? "").count
    let diagnostics = (result.loadError?.diagnostics ?? []) + result.scenarios.compactMap(\.error)
    for d in diagnostics where d.location.line < 1 || d.location.line > lines || d.location.column < 1 {
        fatalError("diagnostic outside the file: \(d)")
    }
    return 0
}
