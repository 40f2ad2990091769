import Testing
@testable import SpecKit

/// An environment object read where a view's holders are set up (docs/semantics.md §17): `spec
/// check` refuses a read that happens whatever the values, in the run's words; a read in one
/// branch, and an entry or an optional model read there in any branch, in the export's words, as
/// Swift does not compile any of them.
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

    /// A read in one branch is refused too, in Swift's words: the compiler refuses `self` in init
    /// whichever branch reads it, before any value decides. Nothing runs.
    @Test func aReadInOneBranchIsRefusedInSwiftsWords() throws {
        let yaml = child(read: "environment-object: { cart: Cart }", seed: "ready ? cart.count : 0")
        let found = diagnostics(yaml)
        #expect(found.map(\.message) == ["'seed' is set up in init, where the holder 'cart' cannot be read yet"])
        #expect(found.first?.location.line == 14 && found.first?.location.column == 37)
        #expect(run(yaml).scenarios.isEmpty)
        // A certain read keeps the run's words.
        #expect(diagnostics(child(read: "environment-object: { cart: Cart }", seed: "cart.count")).first?.message
            .hasPrefix("Child reads @EnvironmentObject cart where its holders are set up") == true)
    }

    /// An entry or an optional model read in init, in any branch, is refused at check in the
    /// export's words: Swift reads the `@Environment` property through `self`, which init cannot
    /// use before `seed` is set. Nothing runs.
    @Test func anEntryOrAnOptionalModelReadInInitIsRefusedAsSwiftDoes() throws {
        let entry = child(read: "environment: { accent: accent }", seed: "accent", place: "environment: { accent: '\"red\"' }")
        let found = diagnostics(entry)
        let d = try #require(found.first)
        #expect(found.count == 1)
        #expect(d.message == "'seed' is set up in init, where the holder 'accent' cannot be read yet")
        #expect(d.hint?.hasPrefix("Swift refuses it ('self' used before all stored properties are initialized): read 'accent' in the body") == true)
        #expect(d.location.line == 14 && d.location.column == 29)
        #expect(run(entry).scenarios.isEmpty)
        let branch = child(read: "environment: { accent: accent }", seed: "ready ? accent : \\\"blue\\\"", place: "environment: { accent: '\"red\"' }")
        #expect(diagnostics(branch).map(\.message) == ["'seed' is set up in init, where the holder 'accent' cannot be read yet"])
        let optional = child(read: "environment: { lib: Lib? }", seed: "lib?.count ?? -1",
                             models: "Lib: { fields: { count: 3 } }\n  Cart: { kind: observable-object, fields: { count: 3 } }",
                             place: "environment-model: Lib()")
        #expect(diagnostics(optional).map(\.message) == ["'seed' is set up in init, where the holder 'lib' cannot be read yet"])
    }

    /// A `let` read from an entry in init is refused too, however the spec is laid out (the rule
    /// that a later init read the default is gone with it: no app reads it there).
    @Test func aLetReadingAnEntryIsRefused() {
        let yaml = """
            environment-values:
              tint: '"gray"'
            components:
              Root:
                state: { accent: '"red"' }
                body:
                  - Child:
                    environment: { tint: accent }
              Child:
                environment: { tint: tint }
                let: { seen: tint }
                body:
                  - text: "seen {seen} now {tint}"
            root: Root
            script: []
            """
        let found = diagnostics(yaml)
        #expect(found.map(\.message) == ["'seen' is set up in init, where the holder 'tint' cannot be read yet"])
        #expect(found.first?.location.line == 11)
    }
}
