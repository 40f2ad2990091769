import Foundation
import SpecKit

/// `spec graph FILE [--scenario NAME] [--step N] [--format dot|mermaid|svg]`: the node tree after
/// a step (0 = launch; the last step by default) with its props, holders and dependencies.
func graphCommand(_ arguments: [String]) -> Int32 {
    let options = Options(arguments, for: Commands.graph)
    let format = options.values["--format"] ?? "dot"
    guard let result = loadedRun(of: options.singleFile(), color: options.useColor(2)) else { return 2 }
    let chosen = selectScenarios(result, options.values["--scenario"])
    guard chosen.count == 1, let scenario = chosen.first else {
        usageError("\(result.file) has \(chosen.count) scenarios; choose one with --scenario: "
                   + chosen.map { "\"\($0.scenario)\"" }.joined(separator: ", "), command: Commands.graph)
    }
    let last = TreeSnapshot.stepCount(of: scenario.log)
    var step = last
    if let given = options.values["--step"] {
        guard let n = Int(given), n >= 0, n <= last else {
            usageError("--step must be a number from 0 (after launch) to \(last) (the last step); got '\(given)'",
                       command: Commands.graph)
        }
        step = n
    }
    guard let snapshot = TreeSnapshot(log: scenario.log, step: step) else { return 2 }
    let graph = TreeGraph(snapshot, scenario: scenario.scenario, spec: result.spec)
    switch format {
    case "mermaid":
        print(MermaidFormat.render(graph), terminator: "")
    case "svg":
        guard let dot = Graphviz.executable else {
            printError("spec: \(Graphviz.installHint)\n")
            return 2
        }
        switch Graphviz.svg(from: DOTFormat.render(graph), using: dot) {
        case .success(let svg): print(svg, terminator: "")
        case .failure(let failure):
            printError("spec: \(failure.message)\n")
            return 2
        }
    default:
        print(DOTFormat.render(graph), terminator: "")
    }
    // The tree as far as the scenario got is still drawn; the problem that stopped it is the exit status.
    if let error = scenario.error {
        var formatter = DiagnosticFormatter(color: options.useColor(2))
        formatter.add(result)
        printError(formatter.format(error))
        return 2
    }
    return 0
}
