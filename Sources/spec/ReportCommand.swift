import Foundation
import SpecKit

/// `spec report FILE... [-o report.html]`: one self-contained HTML page for the files; standard
/// output without -o. Exits as `spec run` does, after writing the page either way.
func reportCommand(_ arguments: [String]) -> Int32 {
    let options = Options(arguments, for: Commands.report)
    let files = options.someFiles()
    let target = options.values["--output"].map { checkedOutput($0, inputs: files) }
    let results = files.map { ScenarioRunner.run(file: $0) }
    let page = HTMLReport.render(results)
    if let target {
        do { try target.write(page) } catch {
            printError("spec: \(error)\n")
            return 2
        }
    } else {
        print(page, terminator: "")
    }
    return results.map(\.exitCode).max() ?? 0
}
