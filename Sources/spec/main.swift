import Foundation
import SpecCommandLine

// The command line is SpecCommandLine's; this only gives it the process's streams and exits with
// its status.
exit(SpecCommandLine.run(Array(CommandLine.arguments.dropFirst()), console: .standard))
