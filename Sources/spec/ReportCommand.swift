import Foundation
import SpecKit

/// `spec report FILE... [-o report.html]`: one self-contained HTML page for the files; standard
/// output without -o. Exits as `spec run` does, after writing the page either way.
func reportCommand(_ arguments: [String]) -> Int32 {
    let options = Options(arguments, for: Commands.report)
    let results = options.someFiles().map { ScenarioRunner.run(file: $0) }
    let page = HTMLReport.render(results)
    if let path = options.values["--output"] {
        do {
            try page.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            printError("spec: cannot write \(path): \(error.localizedDescription)\n")
            return 2
        }
    } else {
        print(page, terminator: "")
    }
    return results.map(\.exitCode).max() ?? 0
}
