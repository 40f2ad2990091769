import Foundation
import SpecKit

/// `spec graph FILE [--scenario NAME] [--step N] [--format dot|mermaid|svg] [--output FILE]`: the node tree after
/// a step (0 = launch; the last step by default) with its props, holders and dependencies.
func graphCommand(_ arguments: [String], _ console: Console) throws -> Int32 {
    let options = try Options(arguments, for: Commands.graph, console: console)
    // A step that is no number is refused before the file is looked for: `--step g.yaml` took the
    // file as its value, which is the mistake to name. Its range is known once the spec has run.
    if let given = options.values["--step"], (Int(given) ?? -1) < 0 {
        throw usageError("--step must be a number from 0 (after launch) to the last step; got '\(given)'", command: Commands.graph)
    }
    let file = try options.singleFile()
    let example = "graph." + (options.values["--format"] == "mermaid" ? "mmd" : options.values["--format"] ?? "dot")
    return try options.printing(example: example) { options, console in try graph(file, options: options, console: console) }
}

/// The drawing of `file`'s tree, printed through `console`.
private func graph(_ file: String, options: Options, console: Console) throws -> Int32 {
    let format = options.values["--format"] ?? "dot"
    guard let result = try loadedRun(of: file, scenario: options.values["--scenario"],
                                     color: options.useColor(2), console: console, command: Commands.graph) else { return 2 }
    let chosen = try selectScenarios(result, options.values["--scenario"], command: Commands.graph)
    guard chosen.count == 1, let scenario = chosen.first else {
        throw usageError("\(result.file) has \(chosen.count) scenarios; choose one with --scenario: "
                   + chosen.map(\.scenario.quotedName).joined(separator: ", "), command: Commands.graph)
    }
    let last = TreeSnapshot.stepCount(of: scenario.log)
    var step = last
    if let given = options.values["--step"] {
        guard let n = Int(given), n >= 0, n <= last else {
            throw usageError("--step must be a number from 0 (after launch) to \(last) (the last step); got '\(given)'",
                       command: Commands.graph)
        }
        step = n
    }
    guard let snapshot = TreeSnapshot(log: scenario.log, step: step) else { return 2 }
    let graph = TreeGraph(snapshot, scenario: scenario.scenario, spec: result.spec)
    switch format {
    case "mermaid":
        console.out.write(MermaidFormat.render(graph))
    case "svg":
        guard let dot = Graphviz.executable(in: console.environment) else {
            console.err.write("spec: \(Graphviz.installHint)\n")
            return 2
        }
        switch Graphviz.svg(from: DOTFormat.render(graph), using: dot) {
        case .success(let svg): console.out.write(svg)
        case .failure(let failure):
            console.err.write("spec: \(failure.message)\n")
            return 2
        }
    default:
        console.out.write(DOTFormat.render(graph))
    }
    // The tree as far as the scenario got is still drawn; the problem that stopped it is the exit status.
    if reportStopped([scenario], of: result, color: options.useColor(2), console: console) { return 2 }
    // As `spec run` and `spec trace` exit: the picture is drawn either way, and standard error
    // says which expectations made the status 1, so that it never comes without its reason.
    if let reason = failedReason(scenario, note: "; the tree is drawn all the same") { console.err.write(reason) }
    return scenario.passed ? 0 : 1
}
