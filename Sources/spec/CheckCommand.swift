import Foundation
import SpecKit

/// `spec check FILE...`: loads and validates every file without running it; exit 0, or 2 for a
/// bad spec. `FILE: ok` lines and the count on standard output, the problems on standard error.
func checkCommand(_ arguments: [String]) -> Int32 {
    let options = Options(arguments, for: Commands.check)
    let results = options.someFiles().map { SpecFile.checkSteps(SpecFile.check($0)) }
    var report = CheckReport(color: options.useColor(2))
    let (out, err) = report.split(results)
    printError(err)
    print(out, terminator: "")
    exit(results.map(\.exitCode).max() ?? 0, keeping: results)
}
