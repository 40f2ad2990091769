import Foundation
import Testing

/// `fuzz/build` compiles SpecKit's sources into one program with the fuzz entry point, as a module
/// of another name (docs/fuzzing.md): a source that names its own module (`SpecKit.Outcome`)
/// builds with SwiftPM and breaks that build, which no other check runs.
@Suite struct FuzzTargetTests {
    /// The places in `text` that name the module outside a string literal: line numbers.
    static func moduleNames(in text: String) -> [Int] {
        var lines: [Int] = []
        // Most files never name it: a search of the whole text first, then of each line, before
        // a line is trimmed and read quote by quote.
        guard text.contains("SpecKit.") else { return [] }
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard line.contains("SpecKit."), !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") else { continue }
            var quotes = 0, rest = line
            while let found = rest.range(of: "SpecKit.") {
                quotes += rest[..<found.lowerBound].filter { $0 == "\"" }.count
                let before = rest[..<found.lowerBound].last
                if quotes % 2 == 0 && !(before?.isLetter ?? false) && !(before?.isNumber ?? false) { lines.append(number + 1); break }
                rest = rest[found.upperBound...]
            }
        }
        return lines
    }

    @Test func noSourceNamesItsOwnModule() throws {
        let root = packageRoot.appendingPathComponent("Sources/SpecKit")
        let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 50)
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            #expect(Self.moduleNames(in: text).isEmpty, "Sources/SpecKit/\(file) names SpecKit; fuzz/build compiles it as another module")
        }
    }

    @Test func aQualifiedNameIsFoundAndAStringIsNot() {
        #expect(Self.moduleNames(in: "let a = SpecKit.Outcome.staleCounts(g)\nlet b = 1") == [1])
        #expect(Self.moduleNames(in: "x\n    (f(SpecKit.Value.null))") == [2])
        #expect(Self.moduleNames(in: #"var d: String { "SpecKit.Dependency." + description }"#).isEmpty)
        #expect(Self.moduleNames(in: "// SpecKit.Outcome in a comment\nimport SpecKit").isEmpty)
        #expect(Self.moduleNames(in: "let SpecKitX = MySpecKit.run()").isEmpty)
    }
}
