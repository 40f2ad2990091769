import Testing
@testable import SpecKit

/// `var a = 1, b = 2`: several declarations in one statement, each a local as if written alone;
/// `swap(&a, &b)` and `(a, b) = (b, a)` refused with the form to write (docs/semantics.md §96).
@Suite struct DeclarationListTests {
    static let exported = InlineSpec("declaration-lists.yaml", """
        components:
          Root:
            state: { a: 0, b: 0 }
            body:
              - text: "a {a} b {b}"
              - button: go
                action: |
                  var x = 1, y = 2
                  let p = 10, q = x + y
                  x += p
                  y -= 1
                  a = x
                  b = q + y
        root: Root
        script:
          - tap: go
            expect: ["a 11 b 4"]
        """)

    @Test func eachDeclarationIsALocal() {
        #expect(diagnostics(Self.exported.yaml).isEmpty, "\(diagnostics(Self.exported.yaml))")
        #expect(scenario(Self.exported.yaml).passed, "\(outcome(scenario(Self.exported.yaml)))")
        #expect(!scenario(Self.exported.yaml.replacingOccurrences(of: "a 11 b 4", with: "a 1 b 4")).passed)
    }

    @Test func aLetInTheListIsAConstant() {
        let found = diagnostics(Self.exported.yaml.replacingOccurrences(of: "x += p", with: "q += p"))
        #expect(found.map(\.message) == ["cannot assign to value: 'q' is a 'let' constant"], "\(found)")
    }

    @Test func theExportDeclaresEachOnALine() async throws {
        let export = try Self.exported.export()
        let root = try #require(export.files.first { $0.path == "App/Root.swift" }?.contents)
        #expect(root.contains("var x = 1\n") && root.contains("let q = x + y"), "\(root)")
        try await ExportTests().expectTypeChecks(export)
    }

    @Test func swapAndTupleAssignmentSayWhatToWrite() {
        for action in ["swap(&a, &b)", "(a, b) = (b, a)"] {
            let found = diagnostics(Self.exported.yaml.replacingOccurrences(of: "var x = 1, y = 2", with: action + "\n          var x = 1, y = 2"))
            #expect(found.count == 1 && found[0].hint == LocalVariables.exchange, "\(found)")
        }
    }
}
