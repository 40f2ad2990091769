import Foundation
import Testing
@testable import SpecKit

/// `spec run --jobs N` prints exactly what `--jobs 1` prints, for every format, in the order the
/// files were given, however the threads finish.
@Suite struct ParallelRunTests {
    /// Every spec and every corpus case but the limits' (slow by design): many more files than
    /// threads, so results wait for the ones before them.
    static var files: [String] {
        let corpus = packageRoot.appendingPathComponent("Tests/ErrorCorpus")
        let cases = ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? [])
            .filter { $0.hasSuffix(".yaml") && !$0.hasPrefix("limit-") }.sorted().map { "Tests/ErrorCorpus/\($0)" }
        return SpecsTests.specFiles + cases
    }

    @Test(arguments: [["--verbose"], ["--format", "junit"], ["--format", "json"]])
    func anyNumberOfJobsPrintsTheSame(_ options: [String]) async throws {
        let one = try await runCLI(["run", "--jobs", "1"] + options + Self.files)
        #expect(one.status == 2)
        #expect(one.out.contains("lazy-state-trap"))
        for jobs in ["5"] {
            let many = try await runCLI(["run", "--jobs", jobs] + options + Self.files)
            #expect(many.status == one.status)
            #expect(GoldenOutputTests.timeless(many.out) == GoldenOutputTests.timeless(one.out),
                    "--jobs \(jobs) differs from --jobs 1")
            #expect(many.err == one.err)
        }
    }

    @Test func theReportFileIsTheSameToo() async throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var written: [String] = [], printed: [String] = []
        for jobs in ["1", "4"] {
            let file = dir.appendingPathComponent("report-\(jobs).xml")
            let (_, out, _) = try await runCLI(["run", "--jobs", jobs, "--format", "junit", "--output", file.path] + Self.files)
            written.append(try String(contentsOf: file, encoding: .utf8))
            printed.append(out)
        }
        #expect(GoldenOutputTests.timeless(written[0]) == GoldenOutputTests.timeless(written[1]))
        #expect(written[0].hasPrefix("<?xml"))
        #expect(printed[0] == printed[1])
        #expect(printed[0].contains(" passed, "))
    }

    @Test func resultsComeBackInTheOrderGiven() {
        let files = Self.files.map { packageRoot.appendingPathComponent($0).path }
        var order: [String] = []
        ParallelRun.run(files, jobs: 3) { order.append($0.file) }
        #expect(order == files)
    }

    @Test func aBadJobsCountIsAUsageError() async throws {
        for bad in ["0", "-2", "many"] {
            let (status, _, err) = try await runCLI(["run", "--jobs", bad, "specs/counter.yaml"])
            #expect(status == 2)
            #expect(err.contains("--jobs needs a number of files to run at a time, 1 or more"))
        }
        #expect(try await runCLI(["run", "--jobs"]).status == 2)
    }
}
