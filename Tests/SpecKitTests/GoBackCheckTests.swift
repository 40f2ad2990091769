import Testing
@testable import SpecKit

/// `go-back:` where nothing can have been pushed: with no `path:` binding and no
/// `navigation-destination:` flag only a tap on a link pushes, one screen a tap, so a go-back that
/// the steps before it cannot have pushed for is refused before the run; anything else is left
/// to the run (docs/semantics.md §23).
@Suite struct GoBackCheckTests {
    func problems(_ yaml: String) throws -> [String] {
        ScriptTargets.problems(in: try SpecDecoder.decode(Array(yaml.utf8), file: "test.yaml"))
            .map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    static func spec(path: Bool = false, script: String) -> String {
        """
        components:
          Root:
            state: { path: "[]" }
            body:
              - navigation-stack:\(path ? "\n          path: $path" : "")
                  root:
                    - navigation-link: open
                      value: 1
                    - button: push
                      action: path.append(1)
                  destinations:
                    - for: Int
                      as: n
                      body: [ { text: "detail {n}" } ]
        root: Root
        script:
        \(script)
        """
    }

    static let atRoot = "go-back: the navigation stack shows its root; there is no screen to go back from"

    @Test func aGoBackFirstIsRefused() throws {
        let found = try problems(Self.spec(script: "  - go-back: true"))
        #expect(found == ["17:5: \(Self.atRoot)"])
    }

    @Test func aSecondGoBackAfterOneTapIsRefused() throws {
        let found = try problems(Self.spec(script: "  - tap: open\n  - go-back: true\n  - go-back: true"))
        #expect(found == ["19:5: \(Self.atRoot)"])
    }

    /// A tap may push; a path binding may hold screens any code appended: left to the run.
    @Test(arguments: [(false, "  - tap: open\n  - go-back: true"), (true, "  - go-back: true"), (true, "  - tap: push\n  - go-back: true\n  - go-back: true")])
    func whatMayHavePushedIsLeftToTheRun(path: Bool, script: String) throws {
        let found = try problems(Self.spec(path: path, script: script))
        #expect(found.isEmpty)
    }
}
