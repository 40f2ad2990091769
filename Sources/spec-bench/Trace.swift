import Foundation
import SpecKit

/// `spec-bench trace FILE`: what `spec trace FILE` prints, with the benchmark's event bound. The
/// 111111-node tree records 1.4 million events at launch, over the bound `spec` keeps for
/// strangers' specs, so `spec trace` stops there; this writes the whole trace the same way.
/// Exits as `spec trace` does, without freeing the run first.
func writeTrace(_ bytes: [UInt8], file: String) -> Never {
    var limits = Limits()
    limits.events = 100_000_000
    let result = ScenarioRunner.run(bytes: bytes, file: file, limits: limits, exiting: true)
    if let error = result.loadError {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(2)
    }
    // Nothing else is written to standard output: the bytes go to it unbuffered, as they are.
    TraceText().writeUTF8(result, scenarios: result.scenarios) { try? FileHandle.standardOutput.write(contentsOf: $0) }
    withExtendedLifetime(result) { exit(result.exitCode) }
}
