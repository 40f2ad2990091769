import Foundation
import Testing
@testable import SpecKit

/// No command writes over an input or replaces a path it was not asked to create (docs/limits.md,
/// "Files spec writes"; docs/export.md, "Writing the project").
@Suite struct OutputSafetyTests {
    let spec = "components:\n  Root:\n    body:\n      - text: hello\nroot: Root\nscript:\n  - expect: [hello]\n"

    func folder() throws -> String { try temporaryDirectory().path }

    func inode(_ path: String) -> UInt64 {
        var s = stat()
        return lstat(path, &s) == 0 ? UInt64(s.st_ino) : 0
    }

    @Test func anInputIsNeverAnOutputHoweverItIsSpelt() throws {
        let dir = try folder()
        let input = dir + "/spec.yaml"
        try spec.write(toFile: input, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir + "/alias.yaml", withDestinationPath: input)
        for output in [input, dir + "/./spec.yaml", dir + "/alias.yaml"] {
            #expect(throws: OutputError.self) { try OutputTarget(output, inputs: [input]) }
        }
        #expect(try String(contentsOfFile: input, encoding: .utf8) == spec)
    }

    @Test func aSymlinkIsWrittenThroughAndStaysALink() throws {
        let dir = try folder()
        try "old".write(toFile: dir + "/real.html", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.html", withDestinationPath: dir + "/real.html")
        let before = inode(dir + "/real.html")
        try OutputTarget(dir + "/link.html", inputs: []).write("new")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link.html") == dir + "/real.html")
        #expect(try String(contentsOfFile: dir + "/real.html", encoding: .utf8) == "new")
        #expect(inode(dir + "/real.html") == before)   // written in place, not swapped
    }

    /// An input path that names no file says why: missing, a link to nothing, a link in a circle.
    @Test func anInputThatIsNoFileSaysWhy() throws {
        let dir = try folder()
        try FileManager.default.createSymbolicLink(atPath: dir + "/dangling", withDestinationPath: dir + "/nothing")
        try FileManager.default.createSymbolicLink(atPath: dir + "/a", withDestinationPath: dir + "/b")
        try FileManager.default.createSymbolicLink(atPath: dir + "/b", withDestinationPath: dir + "/a")
        let cases = [(dir + "/nothing", "no such file"), (dir + "/dangling", "it is a symbolic link to a file that does not exist"),
                     (dir + "/a", "it is a symbolic link that leads back to itself")]
        for (path, hint) in cases {
            do {
                _ = try SpecFile.read(path)
                Issue.record("\(path) was read")
            } catch {
                #expect(error.diagnostics.first?.hint == hint, "\(path)")
            }
        }
    }

    @Test func whatIsNotAFileIsRefused() throws {
        let dir = try folder()
        #expect(mkfifo(dir + "/fifo", 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: dir + "/dangling", withDestinationPath: dir + "/nothing")
        try "keep".write(toFile: dir + "/ro.html", atomically: false, encoding: .utf8)
        chmod(dir + "/ro.html", 0o444)
        // A new file in a folder nobody may write: refused before any work, even for root.
        try FileManager.default.createDirectory(atPath: dir + "/ro", withIntermediateDirectories: false)
        chmod(dir + "/ro", 0o555)
        defer { chmod(dir + "/ro", 0o755) }
        let cases = [(dir, "it is a directory"), (dir + "/fifo", "it is a fifo, not a file"),
                     (dir + "/dangling", "it is a symbolic link to a file that does not exist"),
                     (dir + "/ro.html", "it is read-only"), (dir + "/missing/out.html", "does not exist"),
                     (dir + "/ro/out.html", "the folder \(dir)/ro is read-only")]
        for (path, reason) in cases {
            do {
                _ = try OutputTarget(path, inputs: [])
                Issue.record("\(path) was accepted")
            } catch {
                #expect(error.message.contains(reason), "\(error.message)")
            }
        }
        #expect(try String(contentsOfFile: dir + "/ro.html", encoding: .utf8) == "keep")
        #expect(!FileManager.default.fileExists(atPath: dir + "/ro/out.html"))
        try OutputTarget("/dev/null", inputs: []).write("discarded")   // a character device is written as it is
    }

    @Test func theCommandsRefuseBeforeRunning() async throws {
        let dir = try folder()
        let input = dir + "/spec.yaml"
        try spec.write(toFile: input, atomically: false, encoding: .utf8)
        #expect(mkfifo(dir + "/fifo", 0o644) == 0)
        try FileManager.default.createDirectory(atPath: dir + "/ro", withIntermediateDirectories: false)
        chmod(dir + "/ro", 0o555)
        defer { chmod(dir + "/ro", 0o755) }
        for arguments in [["run", "--output", input, input], ["report", input, "-o", input],
                          ["report", input, "-o", dir + "/fifo"], ["run", "--format", "json", "-o", dir, input],
                          ["run", "-o", dir + "/ro/x.txt", input], ["trace", "-o", dir + "/ro/x.txt", input]] {
            let (status, out, err) = try await runCLI(arguments)
            #expect(status == 2, "\(arguments): \(out)")
            #expect(err.hasPrefix("spec: cannot write "), "\(err)")
        }
        let (_, _, err) = try await runCLI(["run", "-o", dir + "/ro/x.txt", input])
        #expect(err == "spec: cannot write \(dir)/ro/x.txt: the folder \(dir)/ro is read-only\n"
                + "  hint: name a file in a folder you can write, e.g. /tmp/x.txt, or make the folder writable\n")
        #expect(try String(contentsOfFile: input, encoding: .utf8) == spec)
    }

    // MARK: - Export folders

    func exported(_ yaml: String, name: String = "Demo.yaml", in dir: String) throws -> SwiftUIExport {
        let file = dir + "/" + name
        try yaml.write(toFile: file, atomically: false, encoding: .utf8)
        return try SwiftUIExport(try SpecDecoder.decode(Array(yaml.utf8), file: file))
    }

    @Test func aPreviousExportIsUpdatedAndItsStaleFilesRemoved() throws {
        let dir = try folder(), out = dir + "/out"
        let export = try exported(spec, in: dir)
        try ExportDirectory(out, force: false).write(export.files, inputs: [export.sourcePath])
        let manifest = try String(contentsOfFile: out + "/" + ExportDirectory.manifestName, encoding: .utf8)
        #expect(export.files.allSatisfy { manifest.contains(" \($0.path)\n") })
        // A file the last export wrote and this one does not is removed; the rest are rewritten.
        try "struct Old {}".write(toFile: out + "/App/Old.swift", atomically: false, encoding: .utf8)
        let forged = manifest + "\(ExportDirectory.hash("struct Old {}")) App/Old.swift\n0 ../outside.txt\n"
        try forged.write(toFile: out + "/" + ExportDirectory.manifestName, atomically: false, encoding: .utf8)
        try "mine".write(toFile: dir + "/outside.txt", atomically: false, encoding: .utf8)
        let removed = try ExportDirectory(out, force: false).write(export.files, inputs: [export.sourcePath])
        #expect(removed == ["App/Old.swift"])
        #expect(!FileManager.default.fileExists(atPath: out + "/App/Old.swift"))
        #expect(FileManager.default.fileExists(atPath: dir + "/outside.txt"))   // outside the folder: never touched
    }

    @Test func anEditedFileIsKeptUnlessForced() throws {
        let dir = try folder(), out = dir + "/out"
        let export = try exported(spec, in: dir)
        try ExportDirectory(out, force: false).write(export.files, inputs: [])
        try "edited by hand".write(toFile: out + "/README.md", atomically: false, encoding: .utf8)
        do {
            try ExportDirectory(out, force: false).write(export.files, inputs: [])
            Issue.record("an edited file was overwritten")
        } catch {
            #expect(error.message.hasSuffix("files changed since the last export: README.md"))
        }
        #expect(try String(contentsOfFile: out + "/README.md", encoding: .utf8) == "edited by hand")
        try ExportDirectory(out, force: true).write(export.files, inputs: [])
        #expect(try String(contentsOfFile: out + "/README.md", encoding: .utf8) != "edited by hand")
    }

    @Test func aForeignFolderIsRefusedAndAnInputNeverReplaced() throws {
        let dir = try folder()
        // A spec called project.yml, exported into its own folder: the export would replace it.
        let export = try exported(spec, name: "project.yml", in: dir)
        #expect(throws: OutputError.self) { try ExportDirectory(dir, force: false) }
        do {
            try ExportDirectory(dir, force: true).write(export.files, inputs: [export.sourcePath])
            Issue.record("the input spec was replaced")
        } catch {
            #expect(error.message.hasSuffix("project.yml there is the input spec"))
        }
        #expect(try String(contentsOfFile: dir + "/project.yml", encoding: .utf8) == spec)
        #expect(!FileManager.default.fileExists(atPath: dir + "/App"))   // nothing written before the checks
    }

    /// A folder that cannot be made, or written, is refused by its path before anything runs,
    /// even for root: under a file, or in (or as) a folder nobody may write.
    @Test func anExportFolderThatCannotBeMadeOrWrittenIsRefusedFirst() throws {
        let dir = try folder()
        try "a file".write(toFile: dir + "/file", atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: dir + "/ro", withIntermediateDirectories: false)
        chmod(dir + "/ro", 0o555)
        defer { chmod(dir + "/ro", 0o755) }
        let cases = [(dir + "/file/sub/out", "\(dir)/file is a file, so the folder \(dir)/file/sub cannot be created"),
                     (dir + "/ro/new/out", "the folder \(dir)/ro/new cannot be created, as \(dir)/ro is read-only"),
                     (dir + "/ro", "the folder is read-only")]
        for (path, reason) in cases {
            do {
                _ = try ExportDirectory(path, force: true)
                Issue.record("\(path) was accepted")
            } catch {
                #expect(error.message == "cannot export to \(path): \(reason)")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/ro").isEmpty)
        #expect(throws: Never.self) { try ExportDirectory(dir + "/new/deeper/out", force: false) }
    }

    @Test func theExportCommandRefusesAnOutputUnderAFileBeforeReadingTheSpec() async throws {
        let dir = try folder()
        try "a file".write(toFile: dir + "/file", atomically: false, encoding: .utf8)
        let (status, out, err) = try await runCLI(["export", "swiftui", dir + "/missing.yaml", "-o", dir + "/file/sub/out.swift"])
        #expect(status == 2)
        #expect(out.isEmpty)
        #expect(err == "spec: cannot export to \(dir)/file/sub/out.swift: \(dir)/file is a file, so the folder \(dir)/file/sub cannot be created\n"
                + "  hint: -o names the folder the project goes in: name one that can be made, e.g. /tmp/out.swift\n")
    }

    @Test func theExportCommandReadsThroughTheBoundedReader() async throws {
        let dir = try folder()
        let (status, _, err) = try await runCLI(["export", "swiftui", "/dev/zero", "-o", dir + "/out"])
        #expect(status == 2)
        #expect(err.contains("the file is larger than \(Limits.standard.fileBytes) bytes"), "\(err)")
    }

    @Test func errorsShowLinesFromTheBytesReadNotFromTheDisk() {
        // The formatter never opens the file: a fifo would hang and a changed file would show another line.
        let result = run("components:\n  Root:\n    body:\n      - text: \"{x +}\"\nroot: Root\n", file: "Package.swift")
        var report = CheckReport()
        let text = report.render([result])
        #expect(text.contains("      - text: \"{x +}\"\n"))
        var bare = DiagnosticFormatter()
        #expect(!bare.format(Diagnostic("x", at: Location(file: "Package.swift", line: 1, column: 1))).contains("swift-tools"))
    }

    @Test func aCaretFarToTheRightStaysUnderWhatItPointsAt() throws {
        var formatter = DiagnosticFormatter()
        let line = String(repeating: " ", count: 400) + "- if: t"
        formatter.add(source: "a: 1\n" + line + "\n", for: "deep.yaml")
        let far = formatter.excerpt(Location(file: "deep.yaml", line: 2, column: 401))
        let excerpt = try #require(far)
        let rows = excerpt.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The shown part starts with … and ends with the element; the caret is under its dash.
        #expect(rows[0].hasPrefix("  …") && rows[0].hasSuffix("- if: t"), "\(rows[0])")
        let dash = try #require(rows[0].firstIndex(of: "-")), caret = try #require(rows[1].firstIndex(of: "^"))
        #expect(rows[0].distance(from: rows[0].startIndex, to: dash) == rows[1].distance(from: rows[1].startIndex, to: caret))
        // A column near the start is shown from the line's start, as before.
        let near = formatter.excerpt(Location(file: "deep.yaml", line: 1, column: 4))
        #expect(near == "  a: 1\n     ^\n")
    }
}
