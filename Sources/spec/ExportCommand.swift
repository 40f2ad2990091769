import Foundation
import SpecKit

/// `spec export swiftui FILE -o DIR [--toolchain xcode26|xcode27]`: writes the Xcode project and
/// UI tests for a spec; exit 0, or 2 for a bad spec, a spec with no SwiftUI form, or a write error.
func exportCommand(_ arguments: [String]) -> Int32 {
    var rest = arguments[...]
    guard let format = rest.popFirst() else { usageError("export needs a format: spec export swiftui FILE -o DIR") }
    guard format == "swiftui" else { usageError("unknown export format '\(format)'; the one format is swiftui") }
    var file: String?, output: String?, toolchain: Toolchain?, force = false
    while let arg = rest.popFirst() {
        switch arg {
        case "-o", "--output":
            guard let dir = rest.popFirst() else { usageError("\(arg) needs a directory") }
            output = dir
        case "--force": force = true
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
    do {
        let directory = try ExportDirectory(output, force: force)
        // The bounded reader, as run and check use: a device or a fifo cannot make it read forever.
        let bytes = try SpecFile.read(file)
        formatter.add(source: String(decoding: bytes, as: UTF8.self), for: file)
        let spec = try SpecDecoder.decode(bytes, file: file)
        let export = try SwiftUIExport(spec, toolchain: toolchain)
        let removed = try directory.write(export.files, inputs: [file])
        print("wrote \(export.files.count) files of \(export.name) to \(output) (\(export.toolchain.xcode))"
              + (removed.isEmpty ? "" : "; removed \(removed.count) the last export wrote: \(removed.joined(separator: ", "))"))
        if !export.skippedScenarios.isEmpty {
            print("left out, as they need the other toolchain: \(export.skippedScenarios.joined(separator: ", "))")
        }
        return 0
    } catch let error as SpecError {
        return fail(error)
    } catch let error as OutputError {
        FileHandle.standardError.write(Data("spec: \(error)\n".utf8))
        return 2
    } catch {
        FileHandle.standardError.write(Data("spec: cannot write \(output): \(error.localizedDescription)\n".utf8))
        return 2
    }
}
