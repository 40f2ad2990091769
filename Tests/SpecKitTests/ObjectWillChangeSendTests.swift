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

    /// Swift: "value of type 'Store' has no member 'objectWillChange'". Where the holder's type is
    /// certain, `spec check` refuses it, so a button the script never taps is caught too.
    @Test func anObservableModelHasNoObjectWillChange() {
        let yaml = """
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
            """
        #expect(diagnostics(yaml).map { "\($0.location.line):\($0.location.column): \($0.message)" }
                == ["10:40: store.objectWillChange.send(): only an ObservableObject has objectWillChange; store is an @Observable Store"])
        // An ObservableObject has it: the same spec loads.
        #expect(diagnostics(yaml.replacingOccurrences(of: "fields: { note: '\"\"' }", with: "kind: observable-object\n    fields: { note: '\"\"' }")) == [])
        // A row's model, whose type only the run knows, is refused when the button is tapped.
        let s = scenario("""
            models:
              Store:
                fields: { note: '""' }
            components:
              Screen:
                state: { stores: "[]" }
                body:
                  - button: add
                    action: stores.append(Store())
                  - for-each: stores
                    as: store
                    id: store.note
                    body:
                      - button: send
                        action: store.objectWillChange.send()
            root: Screen
            script:
              - tap: add
              - tap: send
            """)
        #expect(s.error?.message == "store.objectWillChange.send(): only an ObservableObject has objectWillChange; Store#1 is an @Observable Store",
                "\(String(describing: s.error))")
    }

    /// Swift reads a member of the instance by its bare name in the class's own code: a method or
    /// a field's didSet sends with `objectWillChange.send()`, as an action does with the holder's.
    @Test func aMethodOrADidSetSendsWithTheBareName() {
        let yaml = """
            models:
              Store:
                kind: observable-object
                fields:
                  note: '"a"'
                  tag: { default: '"a"', did-set: "objectWillChange.send()" }
                  count: 0
                published: [count]
                methods:
                  setNote: note = "b"; objectWillChange.send()
            components:
              Screen:
                state-object: { store: "Store()" }
                state: { seen: 0 }
                body:
                  - text: "note {store.note} tag {store.tag} seen {seen}"
                  - Badge: {}
                    on-receive: { of: store.objectWillChange, action: "seen += 1" }
                  - button: note
                    action: store.setNote()
                  - button: tag
                    action: store.tag = "b"
              Badge:
                body: [ { text: badge } ]
            root: Screen
            script:
              - tap: note
                expect: [note b tag a seen 1]
              - tap: tag
                expect: [note b tag b seen 2]
            """
        #expect(diagnostics(yaml).isEmpty, "\(diagnostics(yaml).map(\.message))")
        let s = scenario(yaml)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        // A view has no objectWillChange of its own: there the bare name is still undefined.
        let inView = diagnostics(yaml.replacingOccurrences(of: "action: store.setNote()", with: "action: objectWillChange.send()"))
        #expect(inView.first?.message == "'objectWillChange' is not defined in Screen", "\(inView.map(\.message))")
    }
}
