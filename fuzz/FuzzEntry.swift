// libFuzzer entry point: every input is a spec file, loaded, run and reported as `spec run`
// and `spec check` would. Built with the SpecKit sources by fuzz/build; not part of the package.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneSpec(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let file = "fuzz.yaml"
    let result = ScenarioRunner.run(bytes: bytes, file: file, limits: .fuzzing)
    let source = String(decoding: bytes, as: UTF8.self)
    var run = TextReport(verbose: true)
    run.add(source: source, for: file)
    _ = run.render([result])
    var check = CheckReport()
    check.add(source: source, for: file)
    _ = check.render([result])
    // Every failure must be located inside the file: a diagnostic at line 0 or past the end is a bug.
    let lines = SourceLines.split(source).count
    let diagnostics = (result.loadError?.diagnostics ?? []) + result.scenarios.compactMap(\.error)
    for d in diagnostics where d.location.line < 1 || d.location.line > lines || d.location.column < 1 {
        fatalError("diagnostic outside the file: \(d)")
    }
    return 0
}
