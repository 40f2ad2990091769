import Testing
@testable import SpecKit

/// A `for-each:`'s `id:` is `ForEach`'s key path: the element, a field of it or a chain of them,
/// or the index. An id computed from the element has no Swift form, and `spec check` refuses it
/// in the export's words, which until this rule alone refused it (docs/semantics.md §7).
@Suite struct RowKeyPathTests {
    static func spec(id: String, index: String = "") -> String {
        """
        models:
          Owner: { kind: struct, fields: { id: 0 } }
          Todo: { kind: struct, fields: [owner, title] }
        components:
          Screen:
            state: { todos: '[Todo(owner: Owner(id: 1), title: "A"), Todo(owner: Owner(id: 2), title: "b")]' }
            body:
              - for-each: todos
                as: t\(index)
                id: \(id)
                body:
                  - text: "row {t.title}"
        root: Screen
        script:
          - expect: [row A, row b]
        """
    }

    @Test(arguments: ["t.title.lowercased()", "t.owner.id * 10 + 1", "t.owner.id + 0", "-t.owner.id"])
    func anIdComputedFromTheElementIsRefusedByCheck(id: String) {
        let found = diagnostics(Self.spec(id: id))
        #expect(found.map(\.message) == ["ForEach identifies rows by a key path: `id` must be `t` or one of its fields"], "\(found)")
        #expect(found.first?.location.line == 10)
        #expect(found.first?.hint?.contains("make it a `computed:` property of the element's model") == true)
    }

    @Test func withAnIndexTheIndexIsOfferedToo() {
        let found = diagnostics(Self.spec(id: "i + 1", index: "\n        index: i"))
        #expect(found.map(\.message) == ["ForEach identifies rows by a key path: `id` must be `t` or one of its fields, or the index `i`"], "\(found)")
    }

    /// The key paths pass, a chain of fields among them, and the export writes each as one.
    @Test(arguments: [("t", "\\.self"), ("t.owner", "\\.owner"), ("t.owner.id", "\\.owner.id"), ("\\.owner.id", "\\.owner.id"),
                      ("t.title", "\\.title")])
    func keyPathsPassAndExportAsKeyPaths(id: String, written: String) throws {
        let yaml = Self.spec(id: id)
        #expect(diagnostics(yaml).isEmpty, "\(diagnostics(yaml))")
        #expect(run(yaml).scenarios.allSatisfy { $0.passed })
        let export = try SwiftUIExport(try SpecDecoder.decode(Array(yaml.utf8), file: "rows.yaml"))
        let screen = try #require(export.files.first { $0.path.hasSuffix("Screen.swift") })
        #expect(screen.contents.contains("ForEach(todos, id: \(written)) { t in"), "\(screen.contents)")
    }

    @Test func aChainByIndexIsTheElementsKeyPath() throws {
        let yaml = Self.spec(id: "t.owner.id", index: "\n        index: i")
        #expect(diagnostics(yaml).isEmpty)
        let export = try SwiftUIExport(try SpecDecoder.decode(Array(yaml.utf8), file: "rows.yaml"))
        let screen = try #require(export.files.first { $0.path.hasSuffix("Screen.swift") })
        #expect(screen.contents.contains("ForEach(Array(todos.enumerated()), id: \\.element.owner.id) { i, t in"), "\(screen.contents)")
    }
}
