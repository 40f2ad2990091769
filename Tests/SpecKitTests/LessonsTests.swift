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

    /// README cites lessons by number, each with the first spec named after it in its paragraph:
    /// `Lesson 36, `specs/app-storage-sync.yaml``, or a range, `Lessons 26 to 29`, whose first spec
    /// is one of them. Each number is the index's, so a lesson inserted before them shows here.
    @Test func theReadmeCitesLessonsByTheIndexsNumbers() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let index = try Self.indexed()
        var cited = 0
        for paragraph in readme.components(separatedBy: "\n\n") {
            for match in paragraph.matches(of: /Lessons? (\d+)(?:(?:–| to )(\d+))?/) {
                let first = Int(match.1)!, last = match.2.map { Int($0)! } ?? first
                #expect(first >= 1 && last <= index.count && first <= last, "\(match.0)")
                guard let spec = paragraph[match.range.upperBound...].firstMatch(of: /`(specs\/[a-z0-9-]+\.yaml)`/) else { continue }
                let number = try #require(index.firstIndex(of: String(spec.1)), "\(spec.1) is not in docs/lessons.md") + 1
                #expect((first...last).contains(number), "README: \(match.0) cites \(spec.1), which is lesson \(number)")
                cited += 1
            }
        }
        #expect(cited > 60)
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
