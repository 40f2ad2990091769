import Testing
@testable import SpecKit

/// An environment object read where a view's holders are set up (docs/semantics.md §17): `spec
/// check` refuses a read that happens whatever the values, in the run's words; a read in one
/// branch is left to the run, and an entry's default or an optional model's nil is no error.
@Suite struct EnvironmentInInitTests {
    let here = Location(file: "t.yaml", line: 1, column: 1)

    func certain(_ text: String) throws -> [String] {
        try Parser.expression(text, at: here).certainNames.map(\.0)
    }

    @Test func theNamesReadWhateverTheValuesLeaveOutBranchesAndClosures() throws {
        #expect(try certain("cart.count + n") == ["cart", "n"])
        #expect(try certain("flag ? cart.count : 0") == ["flag"])
        #expect(try certain("ready && cart.count > 0") == ["ready"])
        #expect(try certain("picked ?? cart.count") == ["picked"])
        #expect(try certain("Tally(start: lib.count)") == ["lib"])
        #expect(try certain("items.filter { $0 > cart.count }") == ["items"])
        #expect(try certain("String(cart.count)") == ["cart"])
    }

    /// A child whose `state-in-init:` is `seed`, reading the holder `read` declares.
    func child(read: String, seed: String, models: String = "Cart: { kind: observable-object, fields: { count: 3 } }",
               place: String = "environment-object: cart") -> String {
        """
        environment-values:
          accent: '"gray"'
        models:
          \(models)
        components:
          Screen:
            state-object: { cart: "Cart()" }
            body:
              - Child: { ready: true }
                \(place)
          Child:
            props: [ready]
            \(read)
            state-in-init: { seed: "\(seed)" }
            body:
              - text: "seed {seed}"
        root: Screen
        script: []
        """
    }

    @Test func checkRefusesACertainReadOfAnEnvironmentObjectInTheRunsWords() throws {
        let found = diagnostics(child(read: "environment-object: { cart: Cart }", seed: "cart.count + 1"))
        let d = try #require(found.first)
        #expect(found.count == 1)
        #expect(d.message.hasPrefix("Child reads @EnvironmentObject cart where its holders are set up"))
        #expect(d.message.hasSuffix("SwiftUI traps here: \"No ObservableObject of type Cart found.\""))
        #expect(d.location.line == 14 && d.location.column == 29)
        #expect(run(child(read: "environment-object: { cart: Cart }", seed: "cart.count + 1")).scenarios.isEmpty)
    }

    @Test func aReadInOneBranchIsLeftToTheRunWhichSaysTheSame() {
        let yaml = child(read: "environment-object: { cart: Cart }", seed: "ready ? cart.count : 0")
        #expect(diagnostics(yaml).isEmpty)
        let stopped = scenario(yaml).error
        #expect(stopped?.message == diagnostics(child(read: "environment-object: { cart: Cart }", seed: "cart.count")).first?.message)
        #expect(stopped?.location.column == 37)
    }

    @Test func anEntryReadsItsDefaultAndAnOptionalModelReadsNil() {
        let entry = child(read: "environment: { accent: accent }", seed: "accent", place: "environment: { accent: '\"red\"' }")
        #expect(diagnostics(entry).isEmpty)
        #expect(scenario(entry + "\n").error == nil)
        let optional = child(read: "environment: { lib: Lib? }", seed: "lib?.count ?? -1",
                             models: "Lib: { fields: { count: 3 } }\n  Cart: { kind: observable-object, fields: { count: 3 } }",
                             place: "environment-model: Lib()")
        #expect(diagnostics(optional).isEmpty)
    }

    /// A later init reads the entry's default too: the new view value's wrapper is not installed,
    /// whatever the identity's installed view holds. A `let` built from it keeps the default at
    /// every init, while the body reads the value set above.
    @Test func aLaterInitReadsTheDefaultAsTheFirstDoes() {
        let yaml = """
            environment-values:
              tint: '"gray"'
            components:
              Root:
                state: { accent: '"red"', n: 0 }
                body:
                  - button: blue
                    action: 'accent = "blue"'
                  - Child: { n: n }
                    environment: { tint: accent }
                  - button: bump
                    action: n += 1
              Child:
                props: [n]
                environment: { tint: tint }
                let: { seen: tint }
                body:
                  - text: "seen {seen} now {tint} n {n}"
            root: Root
            script:
              - expect: ["seen gray now red n 0"]
              - tap: blue
              - tap: bump
                expect: ["seen gray now blue n 1"]
            """
        let result = scenario(yaml)
        #expect(result.passed, "\(outcome(result))")
        // The lock: the installed value read in the later init is not what it shows.
        #expect(!scenario(yaml.replacingOccurrences(of: "seen gray now blue n 1", with: "seen blue now blue n 1")).passed)
    }
}
