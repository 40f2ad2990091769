import Testing
@testable import SpecKit

/// The inline specs' exports checked while the run is planned (InlineExports): a test is given a
/// prepared outcome only for the same bytes as a listed export.
@Suite struct InlineExportsTests {
    /// A listed export is prepared, and passes; the same export with a type error added is not
    /// taken for it, so its test checks it itself (a check that fails: ExportTests'
    /// `aTypeErrorInTheAppOrItsTestsFailsTheCheck`).
    @Test func onlyTheSameBytesTakeAPreparedOutcome() async throws {
        let listed = try ExportTests.framed.export()
        let prepared = try #require(try await InlineExports.prepared(listed))
        #expect(prepared.count == 2 && prepared.allSatisfy { $0.status == 0 && $0.output.isEmpty }, "\(prepared)")
        var broken = listed
        let frame = try #require(broken.files.firstIndex { $0.path == "App/Frame.swift" })
        broken.files[frame].contents += "\nlet notANumber: Int = \"one\"\n"
        #expect(try await InlineExports.prepared(broken) == nil)
    }
}
