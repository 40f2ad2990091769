import Foundation
import Testing
@testable import SpecKit

/// A lesson in specs/ passes as written, and each wrong expectation given fails the scenario it
/// is in: the lesson's values are load-bearing, not only true.
func expectLessonHolds(_ file: String, wrong changes: [(from: String, to: String, scenario: Int)],
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
    let yaml = try String(contentsOf: packageRoot.appendingPathComponent("specs/\(file)"), encoding: .utf8)
    let result = run(yaml, file: file)
    #expect(!result.scenarios.isEmpty && result.scenarios.allSatisfy(\.passed), "\(result.scenarios.map(outcome))",
            sourceLocation: sourceLocation)
    for change in changes {
        let wrong = yaml.replacingOccurrences(of: change.from, with: change.to)
        #expect(wrong != yaml, "\(change.from) is not in \(file)", sourceLocation: sourceLocation)
        let scenarios = run(wrong, file: file).scenarios
        #expect(change.scenario < scenarios.count && !scenarios[change.scenario].passed, "\(change.to) passed", sourceLocation: sourceLocation)
    }
}
