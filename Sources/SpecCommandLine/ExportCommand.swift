import Foundation
import SpecKit

/// `spec export swiftui FILE -o DIR [--force] [--toolchain xcode16|xcode26|xcode27]`: writes the Xcode project and
/// UI tests for a spec; exit 0, or 2 for a bad spec, a spec with no SwiftUI form, or a write error.
func exportCommand(_ arguments: [String], _ console: Console) throws -> Int32 {
    let options = try Options(arguments, for: Commands.export, console: console)
    var rest = options.files[...]
    guard let format = rest.popFirst() else { throw usageError("export needs a format: spec export swiftui FILE -o DIR", command: Commands.export) }
    guard format == "swiftui" else { throw usageError("unknown export format '\(format)'; the one format is swiftui", command: Commands.export) }
    guard let file = rest.popFirst() else { throw usageError("export needs a spec file", command: Commands.export) }
    if !rest.isEmpty { throw usageError("export takes one spec file", command: Commands.export) }
    guard let output = options.values["--output"] else { throw usageError("export needs an output directory: -o DIR", command: Commands.export) }
    if output.isEmpty {
        console.err.write("spec: --output is empty, so it names no folder to write\n"
                          + "  hint: name the folder the project goes in, e.g. -o DemoApp, or check the variable that was meant to hold it\n")
        return 2
    }
    let toolchain = options.values["--toolchain"].flatMap(Toolchain.init(rawValue:))

    var formatter = DiagnosticFormatter(color: options.useColor(2))
    func fail(_ error: SpecError) -> Int32 {
        console.err.write(error.diagnostics.map { formatter.format($0) }.joined())
        return 2
    }
    let directory: ExportDirectory
    do { directory = try ExportDirectory(output, force: options.flags.contains("--force")) } catch {
        console.err.write("spec: \(error)\n")
        return 2
    }
    // The bounded reader, as run and check use: a device or a fifo cannot make it read forever.
    let bytes: [UInt8]
    do { bytes = try SpecFile.read(file) } catch { return fail(error) }
    formatter.add(source: String(decoding: bytes, as: UTF8.self), for: SpecFile.displayName(file))
    do {
        let spec = try SpecDecoder.decode(bytes, file: SpecFile.displayName(file))
        // A step naming what no body shows fails `spec check`, and its UI test would fail on the
        // simulator: refused here too.
        let steps = ScriptTargets.problems(in: spec)
        if !steps.isEmpty { throw SpecError(SpecFile.placed(steps, in: bytes)) }
        let export: SwiftUIExport
        do { export = try SwiftUIExport(spec, toolchain: toolchain) } catch let error as SpecError {
            throw SpecError(SpecFile.placed(error.diagnostics, in: bytes))
        }
        let removed = try directory.write(export.files, inputs: [file])
        console.out.write("wrote \(export.files.count) files of \(export.name) to \(output) (\(export.toolchain.xcode))"
                          + (removed.isEmpty ? "" : "; removed \(removed.count) the last export wrote: \(removed.joined(separator: ", "))") + "\n")
        if !export.skippedScenarios.isEmpty {
            let needs = export.skippedScenarios.map { "\($0.name) (\($0.toolchain.rawValue))" }
            console.out.write("left out, as they need another toolchain: \(needs.joined(separator: ", "))\n")
        }
        return 0
    } catch let error as SpecError {
        return fail(error)
    } catch let error as OutputError {
        console.err.write("spec: \(error)\n")
        return 2
    } catch {
        console.err.write("spec: cannot write \(output): \(error.localizedDescription)\n")
        return 2
    }
}
