import Testing
@testable import SpecKit

/// `spec check` refuses a tap on a navigation link that pushes nothing whatever the steps before
/// it did, as the run stops at that tap; where it is not certain, the run decides (docs/semantics.md §23).
@Suite struct LinkCheckTests {
    /// What `spec check` finds in the steps, under the name `scenario(_:)` runs a spec by.
    func problems(_ yaml: String) throws -> [Diagnostic] {
        ScriptTargets.problems(in: try SpecDecoder.decode(Array(yaml.utf8), file: "test.yaml"))
    }

    /// A stack whose root shows `root` (YAML lines at the root list's indentation), with one
    /// destination, and `more` components after Root.
    static func stack(link: String? = nil, root: String? = nil, destinations: String = "Int", more: String = "",
                      script: String = "  - tap: go\n") -> String {
        let shown = root ?? "            - navigation-link: go\n              value: \(link ?? "1")\n"
        return """
        components:
          Root:
            state: { query: "\\"swift\\"", picked: nil }
            body:
              - navigation-stack:
                  root:
        \(shown)          destinations:
                    - for: \(destinations)
                      as: v
                      body: [ { text: "shown {v}" } ]
        \(more)root: Root
        script:
        \(script)
        """
    }

    static let noStack = """
        components:
          Root:
            body:
              - navigation-link: go
                value: 1
        root: Root
        script:

        """

    @Test func aTappedLinkInASpecWithoutAnyStackIsRefusedAtTheLinkInTheRunsWords() throws {
        let found = try problems(Self.noStack + "  - tap: go\n")
        #expect(found.map(\.message) == ["this navigation link is in no navigation-stack, so it pushes nothing"])
        #expect(found.first?.location.line == 4)
        let run = scenario(Self.noStack + "  - tap: go\n")
        #expect(run.error?.message == found.first?.message && run.error?.location == found.first?.location && run.error?.hint == found.first?.hint)
    }

    /// The run does not refuse a link nobody taps, nor one a button's label may be: neither does the check.
    @Test func anUntappedLinkOrOneABUttonSharesItsLabelWithIsLeftAlone() throws {
        #expect(try problems(Self.noStack + "  - expect: [go]\n").isEmpty)
        #expect(scenario(Self.noStack + "  - expect: [go]\n").passed)
        let withButton = Self.noStack.replacingOccurrences(of: "        value: 1\n", with: "        value: 1\n      - button: go\n        action: go = true\n")
            .replacingOccurrences(of: "    body:\n", with: "    state: { go: false }\n    body:\n")
        #expect(try problems(withButton + "  - tap: go\n").isEmpty)
    }

    @Test func aValueOfATypeNoViewDeclaresADestinationForIsRefused() throws {
        for (link, shown) in [(#"'"abc"'"#, #"String "abc""#), ("query", "query, a String,")] {
            let found = try problems(Self.stack(link: link))
            #expect(found.map(\.message) == ["the link pushes \(shown) and no view of the spec declares a destination for String, so a tap on it pushes nothing"], "\(link)")
            #expect(found.first?.hint?.hasPrefix(#"SwiftUI logs "A NavigationLink is presenting a value of type “String” but there is no matching navigationDestination declaration"#) == true)
            #expect(scenario(Self.stack(link: link)).error?.location == found.first?.location)
        }
    }

    /// A loop's element has the list's element type.
    @Test func aLoopsElementIsOfTheListsType() throws {
        let rows = """
                        - for-each: '["a", "b"]'
                          as: name
                          id: name
                          body:
                            - navigation-link: go {name}
                              value: name

            """
        #expect(try problems(Self.stack(root: rows, script: "  - expect: [go a]\n")).isEmpty)
        #expect(try problems(Self.stack(root: rows, script: "  - tap: go a\n")).map(\.message).first?.hasPrefix("the link pushes name, a String,") == true)
    }

    /// Not certain: a destination for the type somewhere (a pushed screen may declare it), a value
    /// that may be nil, a value of a type the check does not know.
    @Test func whatIsNotCertainIsLeftToTheRun() throws {
        #expect(try problems(Self.stack(link: #"'"abc"'"#, destinations: "String")).isEmpty)
        #expect(try problems(Self.stack(link: "picked")).isEmpty)
        #expect(try problems(Self.stack(link: "1")).isEmpty)
        let other = """
              Other:
                body:
                  - Leaf:
                    navigation-destinations:
                      - for: String
                        as: s
                        body: [ { text: "s {s}" } ]
              Leaf:
                body: [ { text: leaf } ]

            """
        #expect(try problems(Self.stack(link: #"'"abc"'"#, more: other)).isEmpty)
    }
}
