import Foundation
import SpecKit

/// `spec export swiftui FILE -o DIR [--toolchain xcode26|xcode27]`: writes the Xcode project and
/// UI tests for a spec; exit 0, or 2 for a bad spec, a spec with no SwiftUI form, or a write error.
func exportCommand(_ arguments: [String]) -> Int32 {
    var rest = arguments[...]
    guard let format = rest.popFirst() else { usageError("export needs a format: spec export swiftui FILE -o DIR") }
    guard format == "swiftui" else { usageError("unknown export format '\(format)'; the one format is swiftui") }
    var file: String?, output: String?, toolchain: Toolchain?
    while let arg = rest.popFirst() {
        switch arg {
        case "-o", "--output":
            guard let dir = rest.popFirst() else { usageError("\(arg) needs a directory") }
            output = dir
        case "--toolchain":
            guard let name = rest.popFirst(), let t = Toolchain(rawValue: name) else {
                usageError("--toolchain is one of \(Toolchain.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            toolchain = t
        default:
            if arg.hasPrefix("-") { usageError("unknown option \(arg) for export") }
            if file != nil { usageError("export takes one spec file") }
            file = arg
        }
    }
    guard let file else { usageError("export needs a spec file") }
    guard let output else { usageError("export needs an output directory: -o DIR") }

    var formatter = DiagnosticFormatter(color: useColor(2))
    func fail(_ error: SpecError) -> Int32 {
        FileHandle.standardError.write(Data(error.diagnostics.map { formatter.format($0) }.joined().utf8))
        return 2
    }
    guard let data = FileManager.default.contents(atPath: file) else {
        return fail(SpecError(Diagnostic("cannot read this file", at: Location(file: file, line: 1, column: 1),
                                         hint: FileManager.default.fileExists(atPath: file) ? "check its permissions" : "no such file")))
    }
    do {
        let spec = try SpecDecoder.decode([UInt8](data), file: file)
        let export = try SwiftUIExport(spec, toolchain: toolchain)
        try export.write(to: URL(fileURLWithPath: output))
        print("wrote \(export.files.count) files of \(export.name) to \(output) (\(export.toolchain.xcode))")
        if !export.skippedScenarios.isEmpty {
            print("left out, as they need the other toolchain: \(export.skippedScenarios.joined(separator: ", "))")
        }
        return 0
    } catch let error as SpecError {
        return fail(error)
    } catch {
        FileHandle.standardError.write(Data("spec: cannot write \(output): \(error.localizedDescription)\n".utf8))
        return 2
    }
}
