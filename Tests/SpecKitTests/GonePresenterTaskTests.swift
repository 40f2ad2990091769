import Testing
@testable import SpecKit

/// A presented view's task that goes on after its cancellation, once the view that presented it
/// is destroyed (docs/semantics.md §27.5): its code runs in the presenter's scope, as its closure
/// keeps the view value, and a write through a binding reaches the root's live state. (Each shape
/// trapped: the code reached the destroyed presenter through the screen's unowned owner.)
@Suite struct GonePresenterTaskTests {
    /// `spec` shows `log [right]` after its last step and not `log [wrong]`: the rule, and its lock.
    func expectLog(_ spec: String, _ right: String, not wrong: String, sourceLocation: SourceLocation = #_sourceLocation) {
        GoneStateTests().expectShows(spec, "\"log [\(right)]\"", not: "\"log [\(wrong)]\"", sourceLocation: sourceLocation)
    }

    /// Home shows `log` and, while `shown`, a Detail that presents `modifier` with `content`.
    static func presenterRemovedByIf(_ modifier: String, task: String, script: String, requests: String = "") -> String {
        """
        \(requests)components:
          Home:
            state: { shown: true, log: '""' }
            body:
              - text: "log [{log}]"
              - if: shown
                then: [ { Detail: { shown: $shown, log: $log } } ]
          Detail:
            bindings: [shown, log]
            state: { showing: false }
            body:
              - button: share
                action: showing = true
              - Title:
                \(modifier):
                  is-presented: $showing
                  content:
                    - Title:
                      task: '\(task)'
                    - button: hide
                      action: shown = false
          Title: { body: [ { text: t } ] }
        root: Home
        script:
          - tap: share
        \(script)
        """
    }

    static let swallowing = #"try? await Task.sleep(for: .seconds(1)); log = log + "T""#

    @Test func aSheetsTaskGoesOnAfterItsPresenterIsRemoved() {
        expectLog(Self.presenterRemovedByIf("sheet", task: Self.swallowing, script: "  - tap: hide"), "T", not: "")
        // A catch runs the same way; with `try` nothing runs after the cancellation.
        let caught = #"do { try await Task.sleep(for: .seconds(1)) } catch { log = log + "C" }"#
        expectLog(Self.presenterRemovedByIf("sheet", task: caught, script: "  - tap: hide"), "C", not: "")
        let thrown = #"try await Task.sleep(for: .seconds(1)); log = log + "T""#
        expectLog(Self.presenterRemovedByIf("sheet", task: thrown, script: "  - tap: hide"), "", not: "T")
    }

    @Test func aCoversTaskGoesOnAfterItsPresenterIsRemoved() {
        expectLog(Self.presenterRemovedByIf("full-screen-cover", task: Self.swallowing, script: "  - tap: hide"), "T", not: "")
    }

    /// A request that ignores cancellation, answered a step later: the cancelled task writes its value.
    @Test func anIgnoringRequestAnsweredAfterThePresenterWentIsWritten() {
        let spec = Self.presenterRemovedByIf("sheet", task: "log = try await save()", script: "  - tap: hide\n  - complete: save",
                                             requests: "requests:\n  save: { cancellation: ignores, returns: '\"ok\"' }\n")
        expectLog(spec, "ok", not: "")
    }

    /// A pushed screen popped from its own sheet: the sheet goes with it, its content's on-disappear
    /// runs, no on-dismiss (the modifier that held it is gone), then the task's code after the sleep.
    @Test func aSheetsTaskGoesOnAfterItsPresenterIsPopped() {
        let spec = """
            components:
              Home:
                state: { path: "[]", log: '""' }
                body:
                  - navigation-stack:
                      path: $path
                      root:
                        - text: "log [{log}]"
                        - navigation-link: open
                          value: 1
                      destinations:
                        - for: Int
                          as: n
                          body: [ { Detail: { path: $path, log: $log } } ]
              Detail:
                bindings: [path, log]
                state: { showing: false }
                body:
                  - button: share
                    action: showing = true
                  - Title:
                    sheet:
                      is-presented: $showing
                      on-dismiss: log = log + "!"
                      content:
                        - Title:
                          on-disappear: log = log + "x"
                          task: 'try? await Task.sleep(for: .seconds(1)); log = log + "T"'
                        - button: home
                          action: path = []
              Title: { body: [ { text: t } ] }
            root: Home
            script:
              - tap: open
              - tap: share
              - tap: home
            """
        expectLog(spec, "xT", not: "x!T")
    }

    /// A for-each row deleted from its own sheet.
    @Test func aSheetsTaskGoesOnAfterItsRowIsDeleted() {
        let spec = """
            components:
              Home:
                state: { rows: "[1, 2]", log: '""' }
                body:
                  - text: "log [{log}]"
                  - for-each: rows
                    as: r
                    id: r
                    body: [ { Row: { r: r, rows: $rows, log: $log } } ]
              Row:
                props: [r]
                bindings: [rows, log]
                state: { showing: false }
                body:
                  - button: "open {r}"
                    action: showing = true
                  - Title:
                    sheet:
                      is-presented: $showing
                      content:
                        - Title:
                          task: 'try? await Task.sleep(for: .seconds(1)); log = log + "T" + String(r)'
                        - button: delete
                          action: rows = rows.filter { $0 != r }
              Title: { body: [ { text: t } ] }
            root: Home
            script:
              - tap: open 1
              - tap: delete
            """
        expectLog(spec, "T1", not: "")
    }

    /// Exploring copies the graph at each state: a copy's task holds the copies of its screens'
    /// owners. In six steps a sheet's task is cancelled at most three times, each writing one "T".
    @Test func exploringAGonePresentersTaskDoesNotTrap() throws {
        let yaml = Self.presenterRemovedByIf("sheet", task: Self.swallowing, script: "")
            .replacingOccurrences(of: "script:\n  - tap: share\n", with: "always: [\"Home.log.count <= 3\"]\n")
        #expect(yaml.contains("always:"))
        let spec = try SpecDecoder.decode(Array(yaml.utf8), file: "t.yaml")
        let scenario = try #require(spec.scenarios.first)
        for jobs in [1, 2] {
            let result = Explorer.explore(scenario, of: spec, options: ExploreOptions(depth: 6, jobs: jobs))
            #expect(result.error == nil && result.findings.isEmpty, "\(result.findings.map { "\($0.detail) after \($0.steps.map(\.summary))" })")
        }
    }
}
