import Foundation
import SpecKit

/// `spec report FILE... [-o report.html]`: one self-contained HTML page for the files; standard
/// output without -o. Exits as `spec run` does, after writing the page either way.
func reportCommand(_ arguments: [String], _ console: Console) throws -> Int32 {
    let options = try Options(arguments, for: Commands.report, console: console)
    let files = try options.someFiles()
    let target = try options.values["--output"].map { try checkedOutput($0, inputs: files, console: console) }
    let results = files.map { ScenarioRunner.run(file: $0) }
    let page = HTMLReport.render(results)
    if let target {
        do { try target.write(page) } catch {
            console.err.write("spec: \(error)\n")
            return 2
        }
    } else {
        console.out.write(page)
    }
    return results.map(\.exitCode).max() ?? 0
}
