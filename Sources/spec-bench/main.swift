import Foundation
import SpecKit

// spec-bench: the measuring half of bench/run. Not part of the `spec` tool; bench/run builds it
// in release mode and reads its `key=value` lines. Each subcommand times or counts one figure.

let benchUsage = """
    usage:
      spec-bench load FILE [REPEAT]   decode FILE into the spec model REPEAT times; print the fastest
      spec-bench taps FILE [--recording]
                                      launch the first scenario, tap its script; time and count each tap
      spec-bench models FILE          run every scenario; count the models each one created
      spec-bench trace FILE           print what `spec trace FILE` prints, with the benchmark's event bound
      spec-bench explore JOBS DEPTH FILE...   explore every scenario; states/s and bytes per state
      spec-bench hostile [NAME...]    time each input that once made a stage explode (or those named), at a
                                      size and twice it
    """

let benchArguments = Array(CommandLine.arguments.dropFirst())
if benchArguments.first == "hostile" {
    do { try measureHostile(only: Array(benchArguments.dropFirst())) } catch {
        FileHandle.standardError.write(Data("spec-bench: \(error)\n".utf8))
        exit(2)
    }
    exit(0)
}
guard benchArguments.count >= 2 else {
    FileHandle.standardError.write(Data((benchUsage + "\n").utf8))
    exit(2)
}
if benchArguments[0] == "explore" {
    guard benchArguments.count >= 4, let jobs = Int(benchArguments[1]), let depth = Int(benchArguments[2]) else {
        FileHandle.standardError.write(Data((benchUsage + "\n").utf8))
        exit(2)
    }
    measureExplore(Array(benchArguments.dropFirst(3)), jobs: jobs, depth: depth)
    exit(0)
}
let path = benchArguments[1]
guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("spec-bench: cannot read \(path)\n".utf8))
    exit(2)
}
let bytes = [UInt8](data)

do {
    switch benchArguments[0] {
    case "load":
        try measureLoad(bytes, file: path, repeat: benchArguments.count > 2 ? Int(benchArguments[2]) ?? 1 : 1)
    case "taps":
        try measureTaps(bytes, file: path, recording: benchArguments.dropFirst(2).contains("--recording"))
    case "models":
        try countModels(bytes, file: path)
    case "trace":
        writeTrace(bytes, file: path)
    default:
        FileHandle.standardError.write(Data((benchUsage + "\n").utf8))
        exit(2)
    }
} catch let error as SpecError {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
} catch {
    FileHandle.standardError.write(Data("spec-bench: \(error)\n".utf8))
    exit(2)
}
