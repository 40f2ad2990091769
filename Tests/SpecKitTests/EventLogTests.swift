import Foundation
import Testing
@testable import SpecKit

/// The recorded log keeps events as compact records; reading must give back exactly the events
/// that were appended, whatever the engine put in them.
@Suite struct EventLogTests {
    static let root = NodeRef(id: 1, component: "Root", path: "Root", parent: nil, position: nil)
    static let child = NodeRef(id: 2, component: "Row", path: "Root/Row", parent: 1, position: 3, identity: "3.[7]")
    static let model = ModelRef(type: "Model", serial: 1, id: 5, kind: .observableObject)
    static let here = Location(file: "e.yaml", line: 4, column: 2)

    /// One event of every encoded kind and decision, and some kept whole.
    static let events: [Event] = [
        .scenarioStarted(name: "s", toolchain: .xcode26),
        .passStarted(1),
        .created(root), .initialized(root, arguments: []),
        .holder(root, name: "n", kind: .state, .built(.int(3), lazily: true)),
        .holder(root, name: "seed", kind: .stateInInit, .built(.model(model), lazily: false)),
        .rendered(root, cause: .created),
        .created(child), .initialized(child, arguments: [Argument(label: "id", value: .string("a"))]),
        .modelCreated(model, arguments: [Argument(label: "input", value: .int(1))],
                      fields: [Argument(label: "input", value: .int(1)), Argument(label: "note", value: .null)], count: 1),
        .read(root, dependencies: [.state(node: 1, name: "n"), .field(model: 5, name: "input")]),
        .passEnded(1),
        .stepStarted(index: 1, summary: "tap \"go\""),
        .stateWritten(root, name: "n", old: .int(3), new: .int(4)),
        .invalidated(child, because: "state n of Root"),
        .rendered(child, cause: .parentChanged(["id: \"a\" → \"b\"", "tick: 0 → 1"])),
        .rendered(child, cause: .dependency("state n of Root")),
        .holder(child, name: "seed", kind: .stateInInit, .discarded(.int(2), kept: .int(1))),
        .holder(child, name: "lazy", kind: .lazyState, .closureIgnored(kept: .int(1), captures: [])),
        .holder(child, name: "lazy", kind: .lazyState, .closureIgnored(kept: .int(1), captures: ["id", "tick"])),
        .holder(child, name: "m", kind: .memo, .memoKept(.int(9), dependencies: [Argument(label: "tick", value: .int(0))])),
        .holder(child, name: "m", kind: .memo, .memoRebuilt(old: nil, new: .int(1), from: nil, to: [Argument(label: "tick", value: .int(0))])),
        .holder(child, name: "m", kind: .memo, .memoRebuilt(old: .int(1), new: .int(2), from: [Argument(label: "tick", value: .int(0))],
                                                            to: [Argument(label: "tick", value: .int(1))])),
        .holder(child, name: "m", kind: .memo, .memoRebuilt(old: .int(1), new: .int(2), from: nil, to: [])),
        .holder(child, name: "o", kind: .observedObject, .replaced(.model(model), old: .model(model))),
        .skipped(child),
        .fieldWritten(model, field: "input", old: .int(1), new: .int(2)),
        .expectationChecked(label: "n 4", present: true, passed: true, location: here),
        .destroyed(child),
        .destroyed(child, why: .id(old: .int(1), new: .string("b"))),
        .destroyed(child, why: .row(place: "1", key: .model(model))),
        .destroyed(child, why: .switchCase(place: "2", was: "case(0)", now: nil)),
    ]

    @Test func everyEventReadsBackAsAppended() {
        let log = EventLog(Self.events)
        #expect(log.count == Self.events.count)
        #expect(Array(log) == Self.events)
        for (index, event) in Self.events.enumerated() { #expect(log[index] == event) }
    }

    @Test func aNodeNamedDifferentlyUnderTheSameNumberKeepsEachName() {
        // The log keeps each ref once by its number, but never assumes a number names one ref.
        let renamed = NodeRef(id: 2, component: "Row", path: "Root/Other/Row", parent: 1, position: 0)
        let again = ModelRef(type: "Other", serial: 1, id: 5)
        let events: [Event] = [.created(Self.child), .skipped(renamed), .destroyed(Self.child),
                               .modelCreated(Self.model, arguments: [], fields: [], count: 1),
                               .modelCreated(again, arguments: [], fields: [], count: 2)]
        #expect(Array(EventLog(events)) == events)
    }

    @Test func numbersPastARecordsReachAreKeptWhole() {
        let events: [Event] = [.passStarted(Int(UInt32.max) + 1), .passEnded(-1),
                               .modelCreated(Self.model, arguments: [], fields: [], count: Int(UInt32.max) + 7)]
        #expect(Array(EventLog(events)) == events)
    }

    @Test func logsCompareByTheirEvents() {
        #expect(EventLog(Self.events) == EventLog(Self.events))
        #expect(EventLog(Self.events) != EventLog(Self.events.dropLast()))
        #expect(EventLog([.passStarted(1)]) != EventLog([.passStarted(2)]))
        #expect(EventLog().isEmpty)
    }
}
