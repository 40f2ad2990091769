import Testing
@testable import SpecKit

/// A dependency's text is the one Swift's reflection gave it before it had its own: renders
/// order their reads by it, so traces and snapshots keep their order.
@Suite struct DependencyTextTests {
    @Test func aDependencyReadsAsReflectionWroteIt() {
        #expect("\(Dependency.state(node: 12, name: "a\"b\\c\né"))" == #"state(node: 12, name: "a\"b\\c\né")"#)
        #expect("\(Dependency.field(model: 0, name: "ünï 👍🏽\t"))" == #"field(model: 0, name: "ünï 👍🏽\t")"#)
        #expect("\(Dependency.creations(type: "Model"))" == #"creations(type: "Model")"#)
        #expect("\([Dependency.state(node: -1, name: "")])" == #"[SpecKit.Dependency.state(node: -1, name: "")]"#)
    }

    @Test func readsSortAsBefore() {
        let reads: [Dependency] = [.state(node: 3, name: "count"), .state(node: 12, name: "x"), .field(model: 7, name: "input"),
                                   .creations(type: "Model")]
        #expect(reads.sorted { "\($0)" < "\($1)" } == [.creations(type: "Model"), .field(model: 7, name: "input"),
                                                     .state(node: 12, name: "x"), .state(node: 3, name: "count")])
    }
}
