import Testing
@testable import SpecKit

/// `environment: { x: Library? }`, `@Environment(Library.self) private var x: Library?`: nil
/// where no ancestor placed the object, where the plain form traps (docs/semantics.md §17).
@Suite struct OptionalEnvironmentTests {
    static let spec = """
        models:
          Library:
            fields: { books: 0 }
        components:
          Home:
            state: { library: "Library()" }
            body:
              - button: add
                action: library.books += 1
              - Badge:
                environment-model: library
          Bare:
            body:
              - Badge:
          Badge:
            environment: { library: Library? }
            state: { seen: -1 }
            body:
              - text: "{library == nil ? \\"none\\" : \\"some\\"}"
              - text: "seen {seen}"
              - button: read
                action: |
                  if let library {
                    seen = library.books
                  } else {
                    seen = 0
                  }

        """

    @Test func missingItReadsNilAndTheViewGoesOn() {
        let s = scenario(Self.spec + """
            root: Bare
            script:
              - tap: read
                expect: [none, seen 0]
            """)
        #expect(s.passed, "\(s.labels) \(s.failures.map(\.message)) \(s.error?.message ?? "")")
    }

    @Test func placedItIsTheObjectTrackedByField() {
        let s = scenario(Self.spec + """
            root: Home
            script:
              - tap: add
                expect: [some, seen -1]
                assert: ["Badge.renders == 1"]
              - tap: read
                expect: [seen 1]
            """)
        #expect(s.passed, "\(s.labels) \(s.failures.map(\.message)) \(s.error?.message ?? "")")
    }

    /// The lock: the plain form, with nothing placed, still stops the scenario.
    @Test func thePlainFormStillTraps() {
        let s = scenario(Self.spec.replacingOccurrences(of: "{ library: Library? }", with: "{ library: Library }")
            .replacingOccurrences(of: "if let library {", with: "if library != nil {")
            + "root: Bare\nscript:\n  - tap: read\n")
        #expect(s.error?.message.contains("No Observable object of type Library found") == true, "\(String(describing: s.error))")
        #expect(!scenario(Self.spec + "root: Bare\nscript:\n  - tap: read\n    expect: [seen 3]\n").passed)
    }

    @Test func mistakesAreRefusedBeforeTheRun() {
        let unwrapped = diagnostics(Self.spec.replacingOccurrences(of: "\"seen {seen}\"", with: "\"seen {library.books}\"") + "root: Bare\n")
        #expect(unwrapped.map(\.message) == ["library is Library?, an optional: it has no field 'books' until it is unwrapped"])
        let object = diagnostics("""
            models:
              Cart:
                kind: observable-object
                fields: { n: 0 }
            components:
              C:
                environment-object: { cart: Cart? }
                body: [ { text: c } ]
            root: C
            """)
        #expect(object.map(\.message) == ["`environment-object:` has no optional form: @EnvironmentObject traps when no ancestor supplied the object"])
        let key = diagnostics("""
            environment-values: { accent: '"gray"' }
            components:
              C:
                environment: { color: accent? }
                body: [ { text: "{color}" } ]
            root: C
            """)
        #expect(key.map(\.message).first == "`accent?`: an environment entry always has a value, its declared default when nobody set it")
    }

    @Test func theExportDeclaresTheOptional() throws {
        let yaml = Self.spec + "root: Bare\nscript:\n  - tap: read\n"
        let export = try SwiftUIExport(try SpecDecoder.decode(Array(yaml.utf8), file: "optional.yaml"))
        let badge = try #require(export.files.first { $0.path == "App/Badge.swift" }?.contents)
        #expect(badge.contains("@Environment(Library.self) private var library: Library?"))
        #expect(badge.contains("if let library = library {"))
    }
}
