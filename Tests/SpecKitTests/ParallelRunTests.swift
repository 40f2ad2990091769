import Foundation
import Testing
@testable import SpecKit

/// `spec run --jobs N` prints exactly what `--jobs 1` prints, for every format, in the order the
/// files were given, however the threads finish.
@Suite(.startedWhilePlanned(EarlyWork.oneJobRuns)) struct ParallelRunTests {
    /// Every spec and every third corpus case in name order, leaving out those slow by design: some
    /// 480 files, many more than threads, so results wait for the ones before them, with load
    /// errors, check errors and runtime errors among them. Left out are the limits' cases and the
    /// runaways that run until a budget of thousands stops them (loops, task resumptions, sleeps,
    /// firings): six of those were four fifths of a run over the corpus, about 0.7 s of 0.85 s,
    /// and this suite runs its files six times. What each case prints is ErrorCorpusTests' to
    /// check, over every case; here it is how many jobs print it.
    static let files = SpecsTests.specFiles
        + ErrorCorpusTests.cases.filter { !slowByDesign($0) }.enumerated().filter { $0.offset % 3 == 0 }.map(\.element.path)

    /// A limit's case, or one that runs until a budget of thousands stops it.
    static func slowByDesign(_ c: ErrorCorpusTests.Case) -> Bool {
        c.path.hasPrefix("\(ErrorCorpusTests.directory)/limit-") || c.runsToABudget
    }

    /// `--jobs 1` run once for the tests below: JSON, and the JUnit report written with `--output`
    /// beside the `--verbose` text, which one run gives (a third run for the text alone was a
    /// fifth of this suite's time).
    static let oneJob = Shared<[[String]: Result<CLIOutput, ExportTests.ExportFailure>]>(onItsOwnThread: {
        let formats = [["--format", "json"], ["--verbose", "--format", "junit"]]
        let runs = formats.map { options in
            Shared(onItsOwnThread: { () -> Result<CLIOutput, ExportTests.ExportFailure> in
                let written = options.contains("junit") ? try? temporaryDirectory().appendingPathComponent("report.xml") : nil
                defer { if let written { try? FileManager.default.removeItem(at: written.deletingLastPathComponent()) } }
                let (status, out, err) = runCommandBlocking(["run", "--jobs", "1"] + options + (written.map { ["--output", $0.path] } ?? []) + files)
                let file = written.flatMap { try? String(contentsOf: $0, encoding: .utf8) }
                return .success(CLIOutput(status: status, out: out, err: err, written: file))
            })
        }
        return Dictionary(uniqueKeysWithValues: zip(formats, runs.map(\.valueWaitedFor)))
    })

    struct CLIOutput: Sendable {
        var status: Int32
        var out: String
        var err: String
        /// The report written with `--output`, when one was asked for.
        var written: String?
    }

    @Test func anyNumberOfJobsPrintsTheSameJSON() async throws {
        let one = try #require(await Self.oneJob.value[["--format", "json"]]).get()
        #expect(one.status == 2)
        #expect(one.out.contains("lazy-state-trap"))
        let many = try await runCommand(["run", "--jobs", "5", "--format", "json"] + Self.files)
        #expect(many.status == one.status)
        #expect(many.out == one.out, "--jobs 5 differs from --jobs 1")
        #expect(many.err == one.err)
    }

    /// Many jobs writing the JUnit report with `--output`: the file holds what `--jobs 1` prints
    /// in JUnit, and what is printed beside it is what `--jobs 1 --verbose` prints. One run shows
    /// both formats with many jobs, and that the report file is the printed report.
    @Test func aReportFileAndTheTextBesideItAreTheSameWithManyJobs() async throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("report.xml")
        let many = try await runCommand(["run", "--jobs", "5", "--verbose", "--format", "junit", "--output", file.path] + Self.files)
        let written = try String(contentsOf: file, encoding: .utf8)
        let one = try #require(await Self.oneJob.value[["--verbose", "--format", "junit"]]).get()
        let junit = try #require(one.written)
        #expect(one.status == 2)
        #expect(written.hasPrefix("<?xml") && written.contains("lazy-state-trap"))
        #expect(GoldenOutputTests.timeless(written) == GoldenOutputTests.timeless(junit), "the report file with --jobs 5 differs")
        #expect(many.status == one.status)
        #expect(one.out.contains(" passed, "))
        #expect(many.out == one.out, "the text beside the report with --jobs 5 differs from --jobs 1")
        #expect(many.err == one.err)
    }

    @Test func theFilesAreManyAndOfEveryKind() {
        // What is left out is the few slow by design: the rest are still many times the threads.
        let slow = ErrorCorpusTests.cases.filter(Self.slowByDesign).map(\.path)
        #expect(slow.contains("Tests/ErrorCorpus/while-runaway-at-run.yaml") && !slow.contains("Tests/ErrorCorpus/while-let.yaml"))
        let sample = Self.files.filter { $0.hasPrefix(ErrorCorpusTests.directory) }
        #expect(sample.count == (ErrorCorpusTests.cases.count - slow.count + 2) / 3 && slow.count < 40)
        #expect(Set(sample).isDisjoint(with: slow) && Self.files.count > 400)
        // Each kind of error is among them: a file that does not load, one that fails its checks,
        // one stopped by running.
        let kinds = ErrorCorpusTests.cases.filter { sample.contains($0.path) }
        #expect(kinds.contains { $0.path.contains("/yaml-") } && kinds.contains { !$0.runtime } && kinds.contains(where: \.runtime))
        // That they come back in order over all of them is what `--jobs 5` printing `--jobs 1`'s
        // JSON shows (a run of its own here was a sixth run over the files); the order of each
        // result as it is delivered, the test below.
    }

    /// A caller slower than the workers fills the window, so workers wait for room; a caller
    /// faster than them waits for batches. Either way every file comes back once, in order.
    @Test(.timeLimit(.minutes(1))) func aSlowOrFastCallerGetsEveryFileOnceInOrder() {
        let files = (0..<60).map { packageRoot.appendingPathComponent(Self.files[$0 % 3]).path }
        for jobs in [2, 5] {
            var order: [String] = []
            ParallelRun.run(files, jobs: jobs) { result in
                if order.count < files.count / 2 { usleep(2_000) }
                order.append(result.file)
            }
            #expect(order == files, "jobs \(jobs)")
        }
    }

    @Test func aBadJobsCountIsAUsageError() async throws {
        for bad in ["0", "-2", "many"] {
            let (status, _, err) = try await runCommand(["run", "--jobs", bad, "specs/counter.yaml"])
            #expect(status == 2)
            #expect(err.contains("--jobs needs a number of files to run at a time, 1 or more"))
        }
        #expect(try await runCommand(["run", "--jobs"]).status == 2)
        // A count past what an Int holds is said to be too large, not under 1 (CommandArgumentTests
        // has the range).
        let huge = try await runCommand(["run", "--jobs", "99999999999999999999999", "specs/counter.yaml"])
        #expect(huge.status == 2)
        #expect(huge.err.contains("--jobs 99999999999999999999999 is too many: give 1 to 1024"))
        let depth = try await runCommand(["explore", "--depth", "99999999999999999999999", "specs/counter.yaml"])
        #expect(depth.status == 2 && depth.err.contains("--depth 99999999999999999999999 is more than a number can hold"))
    }
}
