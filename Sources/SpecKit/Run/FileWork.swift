/// The work one file's scenarios may do together. Each scenario is bounded by `Limits.events`;
/// without a bound over the file, thousands of scenarios over one large tree would run for hours
/// with nothing wrong in any one of them. Checked between scenarios, so a file does at most the
/// limit plus one scenario's work, and which scenarios run is the same at every run.
struct FileWork {
    let limit: Int
    private(set) var spent = 0

    init(_ limits: Limits) { limit = limits.fileEvents }

    /// Counts what a scenario that ran did.
    mutating func add(_ result: ScenarioResult) { spent += result.work }

    /// The result of a scenario left unrun because the file's earlier scenarios used the budget,
    /// or nil when it may run.
    func refusal(of scenario: Scenario, in file: String) -> ScenarioResult? {
        guard spent > limit else { return nil }
        var result = ScenarioResult(scenario: scenario.name, file: file)
        result.error = Diagnostic("not run: the scenarios before it in this file recorded more than \(limit) events "
                                  + "(renders, inits, writes, texts shown) in all, the limit for one file",
                                  at: scenario.location,
                                  hint: "split the scenarios over several files; `spec trace --scenario NAME` runs one alone")
        result.errorStep = 0
        return result
    }
}
