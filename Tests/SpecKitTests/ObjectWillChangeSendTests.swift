import Foundation
import Testing
@testable import SpecKit

/// `store.objectWillChange.send()` in an action (semantics §15): every view observing the
/// ObservableObject renders, whatever it read; an on-receive of the publisher hears it.
@Suite struct ObjectWillChangeSendTests {
    static func screen(action: String = "store.objectWillChange.send()", _ script: String) -> String {
        """
        models:
          Store:
            kind: observable-object
            fields: { note: '""', heard: 0 }
        components:
          Screen:
            state-object: { store: "Store()" }
            state: { seen: 0 }
            body:
              - text: "note {store.note} seen {seen}"
              - Badge: { store: store }
                on-receive: { of: store.objectWillChange, action: "seen += 1" }
              - button: send
                action: '\(action)'
          Badge:
            props: [store]
            body: [ { text: badge } ]
        root: Screen
        script:
        \(script)
        """
    }

    @Test func sendingRendersTheObserversAndTheOnReceiveHearsIt() throws {
        // `note` is @Published but written without a render: the send shows it.
        let yaml = Self.screen(action: "store.objectWillChange.send()", """
              - tap: send
                expect: [note  seen 1]
                assert: ["Screen.renders == 2"]
            """)
        let s = scenario(yaml)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        // The lock: without the send nothing renders and nothing is heard.
        let silent = scenario(yaml.replacingOccurrences(of: "store.objectWillChange.send()", with: "store.heard = 0")
            .replacingOccurrences(of: "  kind: observable-object\n    fields: { note: '\"\"', heard: 0 }", with: "  kind: observable-object\n    fields: { note: '\"\"', heard: 0 }\n    published: [note]"))
        #expect(!silent.passed)
    }

    @Test func anObservableModelHasNoObjectWillChange() {
        let s = scenario("""
            models:
              Store:
                fields: { note: '""' }
            components:
              Screen:
                state: { store: "Store()" }
                body:
                  - text: "note {store.note}"
                  - button: send
                    action: store.objectWillChange.send()
            root: Screen
            script:
              - tap: send
            """)
        #expect(s.error?.message.hasPrefix("store.objectWillChange.send(): only an ObservableObject has objectWillChange") == true,
                "\(String(describing: s.error))")
    }
}
