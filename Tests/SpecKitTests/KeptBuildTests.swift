import Foundation
import Testing

/// A program the tests build is kept for the next run, and only a program that built.
@Suite struct KeptBuildTests {
    static let options = ["-swift-version", "6"]

    static func output(of program: URL) throws -> String {
        let process = Process()
        process.executableURL = program
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = readAll(pipe.fileHandleForReading)
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// In the suite's own store, as the clock's programs are: a run after the first builds nothing.
    @Test func aBuiltProgramIsFoundAgainAndAChangedOneIsBuilt() throws {
        let cache = try TypeCheckCache.defaultDirectory ?? temporaryDirectory()
        let first = try KeptBuild.program([("main.swift", "print(\"kept\")")], options: Self.options, keptIn: cache).get()
        #expect(first.deletingLastPathComponent().standardizedFileURL == cache.standardizedFileURL)
        #expect(try KeptBuild.program([("main.swift", "print(\"kept\")")], options: Self.options, keptIn: cache).get() == first)
        #expect(try Self.output(of: first) == "kept\n")
        let changed = try KeptBuild.program([("main.swift", "print(\"changed\")")], options: Self.options, keptIn: cache).get()
        #expect(changed != first)
        #expect(try Self.output(of: changed) == "changed\n")
    }

    /// A program that does not build gives the compiler's messages, and nothing is kept: the next
    /// run builds it again.
    @Test func aFailedBuildIsNotKept() throws {
        let cache = try temporaryDirectory()
        let result = try KeptBuild.program([("main.swift", "let x: Int = \"no\"")], options: Self.options, keptIn: cache)
        guard case .failure(let error) = result else { Issue.record("built a program that does not type-check"); return }
        #expect(error.message.contains("cannot convert value of type 'String'"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).isEmpty)
    }
}
