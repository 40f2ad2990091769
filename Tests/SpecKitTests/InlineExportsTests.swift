import Testing
@testable import SpecKit

/// The inline specs' exports checked while the run is planned (InlineExports): a test is given a
/// prepared outcome only for the same bytes as a listed export, and any other export is checked.
@Suite struct InlineExportsTests {
    /// A listed export is prepared; the same export with a type error added is not, and its own
    /// check fails, naming the broken file, as a check of it alone does.
    @Test func onlyTheSameBytesTakeAPreparedOutcome() async throws {
        let listed = try ExportTests.framed.export()
        var broken = listed
        let frame = try #require(broken.files.firstIndex { $0.path == "App/Frame.swift" })
        broken.files[frame].contents += "\nlet notANumber: Int = \"one\"\n"
        let results = try await InlineExports.outcomes(of: [listed, broken])
        #expect(results[0].prepared)
        #expect(results[0].outcomes.count == 2 && results[0].outcomes.allSatisfy { $0.status == 0 && $0.output.isEmpty })
        #expect(!results[1].prepared)
        let failed = results[1].outcomes.filter { $0.status != 0 }
        #expect(failed.count == 1, "\(results[1].outcomes)")
        #expect(failed.first?.output.contains("/App/Frame.swift:") == true, "\(failed.first?.output ?? "")")
        #expect(failed.first?.output.contains("cannot convert value of type 'String'") == true)
    }
}
