import Foundation
import SpecKit

/// The output file a command was given, checked before any work (SpecKit's `OutputTarget` rules);
/// a path that must not be written ends the command with exit 2.
func checkedOutput(_ path: String, inputs: [String], console: Console) throws -> OutputTarget {
    do { return try OutputTarget(path, inputs: inputs) } catch {
        console.err.write("spec: \(error)\n")
        throw CommandExit.status(2)
    }
}
