import Foundation
import Testing
@testable import SpecKit

/// The course: docs/lessons.md orders every spec, and every spec can teach (a title and a lesson).
@Suite struct LessonsTests {
    /// The spec files the index links to, in its order.
    static func indexed() throws -> [String] {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("docs/lessons.md"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"\| \d+ \| \[[^\]]+\]\(\.\./(specs/[^)]+\.yaml)\)"#)
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    @Test func theIndexListsEverySpecOnce() throws {
        let lessons = try Self.indexed()
        #expect(lessons.sorted() == SpecsTests.specFiles)
        #expect(Set(lessons).count == lessons.count)
        #expect(lessons.contains("specs/lazy-state-trap.yaml"))
    }

    @Test(arguments: SpecsTests.specFiles)
    func everySpecHasATitleAndALesson(file: String) throws {
        let spec = try #require(RecordedRuns.result(of: file).spec)
        #expect(!(spec.title ?? "").isEmpty)
        #expect((spec.lesson ?? "").count > 80, "a lesson says what to notice, in a few lines")
    }

    @Test func theReadmeExcerptsAreRealOutput() async throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```text\n$ spec trace ").dropFirst()
        #expect(blocks.count == 3)
        for block in blocks {
            let lines = block.components(separatedBy: "\n```").first?.split(separator: "\n").map(String.init) ?? []
            let file = try #require(lines.first)
            let (status, out, _) = try await runCommand(["trace", file])
            #expect(status == 0)
            for line in lines.dropFirst() { #expect(out.contains(line + "\n"), "\(file): \(line)") }
        }
    }
}
