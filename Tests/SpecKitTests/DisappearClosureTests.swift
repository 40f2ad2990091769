import Testing
@testable import SpecKit

/// A view removed from the tree runs the on-disappear closure of its last update: the render that
/// removes it makes no new one, so a prop its owner was passed in that render does not reach the
/// action (docs/semantics.md §9).
@Suite struct DisappearClosureTests {
    /// `Mid` gets `k` from `Root`; one tap passes a new `k` and removes the view that logs it, by
    /// the way `removal` says: an `if`, a new `.id(k)` or a deleted row.
    func spec(_ removal: String) -> String {
        // Mid's body: the view that logs `k`, and how the tap removes it.
        let body = switch removal {
        case "if":
            """
                  - if: show
                    then:
                      - Leaf:
                        on-disappear: log = log + String(k)
            """
        case "id":
            """
                  - Leaf:
                    id: k
                    on-disappear: log = log + String(k)
            """
        default:
            """
                  - for-each: "show ? [1] : []"
                    as: row
                    id: row
                    body:
                      - Leaf:
                        on-disappear: log = log + String(k)
            """
        }
        return """
            components:
              Root:
                state: { k: 1, show: true, log: '""' }
                body:
                  - text: "log {log}"
                  - button: go
                    action: k = 2; show = false
                  - Mid: { k: k, show: show, log: $log }
              Mid:
                props: [k, show]
                bindings: [log]
                body:
            \(body)
              Leaf:
                body: [ { text: leaf } ]
            root: Root
            script:
              - tap: go
                expect: [log 1]
            """
    }

    @Test(arguments: ["if", "id", "row"])
    func theRemovedViewsOnDisappearSeesTheOldProp(removal: String) {
        // The lock: running the action with the owner's props of the removing render logs "2".
        let s = scenario(spec(removal))
        #expect(s.passed, "\(removal): \(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    @Test func aViewThatStaysSeesTheNewPropWhenItGoesOffScreen() {
        // Covered by a push, the view is still updated by the render that passed the new prop:
        // its on-disappear is that update's closure.
        let s = scenario("""
            components:
              Root:
                body:
                  - navigation-stack:
                      root:
                        - text: "log {log}"
                        - button: go
                          action: k = 2; path = [1]
                        - Mid: { k: k, log: $log }
                      path: $path
                      destinations:
                        - for: Int
                          as: n
                          body: [ { text: pushed } ]
                state: { k: 1, log: '""', path: "[]" }
              Mid:
                props: [k]
                bindings: [log]
                body:
                  - Leaf:
                    on-disappear: log = log + String(k)
              Leaf:
                body: [ { text: leaf } ]
            root: Root
            script:
              - tap: go
              - go-back: true
                expect: [log 2]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    /// The trace names what the removed view's action read of that closure: `k = 1`, where the
    /// removing render passed 2, so the "1" the log gets is explained where the action runs.
    @Test(arguments: ["if", "id", "row"])
    func theTraceNamesTheValuesTheClosureCaptured(removal: String) {
        let lines = ScenarioTrace(scenario(spec(removal))).lines.map(\.text)
        let ran = lines.first { $0.contains("on-disappear of Leaf runs in Mid") }
        #expect(ran?.hasSuffix("(the closure of its last update: k = 1)") == true, "\(removal): \(String(describing: ran))")
        // An action that reads no captured name says nothing of it.
        let plain = spec(removal).replacingOccurrences(of: "log = log + String(k)", with: #"log = log + "x""#)
            .replacingOccurrences(of: "[log 1]", with: "[log x]")
        let plainLines = ScenarioTrace(scenario(plain)).lines.map(\.text)
        #expect(plainLines.contains { $0.contains("on-disappear of Leaf runs in Mid") && !$0.contains("closure of its last update") })
    }
}
