import Foundation
import SpecKit

/// `spec check FILE...`: loads and validates every file without running it; exit 0, or 2 for a
/// bad spec. `FILE: ok` lines and the count on standard output, the problems on standard error.
func checkCommand(_ arguments: [String], _ console: Console) throws -> Int32 {
    let options = try Options(arguments, for: Commands.check, console: console)
    let results = try options.someFiles().map { SpecFile.checkSteps(SpecFile.check($0)) }
    var report = CheckReport(color: options.useColor(2))
    let (out, err) = report.split(results)
    console.err.write(err)
    console.out.write(out)
    console.keepUntilExit(results)
    return results.map(\.exitCode).max() ?? 0
}
