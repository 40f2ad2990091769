/// Running a file's scenarios one at a time, for the commands that explain each run: a trace of
/// many long scenarios holds one scenario's log at a time, not the file's.
extension ScenarioRunner {
    /// Reads and loads the file at `path`, then runs the scenario `name` picks (every one when
    /// nil), handing each result to `each` before the next runs. The result returned has the
    /// load's outcome and no scenarios. A name that is no scenario throws before anything runs.
    /// `exiting`: the process exits once the last result is read, so the last scenario's graph is
    /// left for the exit to take; the others are freed as each is done.
    public static func runEach(file path: String, named name: String?, limits: Limits = .standard, exiting: Bool = false,
                               _ each: (ScenarioResult, FileResult) throws -> Void) throws -> FileResult {
        let file = SpecFile.displayName(path)
        let bytes: [UInt8]
        do {
            bytes = try SpecFile.read(path, limits: limits)
        } catch {
            return FileResult(file: file, loadError: error)
        }
        let result = SpecFile.check(bytes: bytes, file: file, limits: limits)
        guard let spec = result.spec else { return result }
        let picked = try spec.scenarioIndices(named: name)
        var work = FileWork(limits)
        for (k, index) in picked.enumerated() {
            var scenario = work.refusal(of: spec.scenarios[index], in: spec.file)
                ?? run(spec.scenarios[index], of: spec, limits: limits, exiting: exiting && k == picked.count - 1)
            scenario.index = index
            work.add(scenario)
            // Placed one at a time as `run(bytes:)` places them all: each result's errors are its own.
            try each(placed([scenario], in: bytes)[0], result)
        }
        return result
    }
}
