import Foundation
import Testing
@testable import SpecKit

/// Bindings more than one field deep (docs/semantics.md §10, §20, §34): `$person.home.city` is
/// `Binding`'s dynamic member lookup applied at each field; reading it reads the holder (or the
/// model's field) and walks the path, writing it stores a changed copy of the struct chain.
@Suite struct NestedBindingRulesTests {
    static let models = """
        models:
          Home:
            kind: struct
            fields: [city, zip]
          Person:
            kind: struct
            fields: [name, home, age]
          Account:
            fields: [owner, home, manager]
        """

    static let app = models + """

        components:
          Pane:
            state:
              person: 'Person(name: "a", home: Home(city: "x", zip: 1), age: 3)'
            body:
              - text-field: City
                text: $person.home.city
              - Card: { person: $person }
          Card:
            bindings: [person]
            body:
              - CityRow: { city: $person.home.city }
              - Name: { name: $person.name }
          CityRow:
            bindings: [city]
            body:
              - text: "city {city}"
              - button: move
                action: city = "y"
          Name:
            bindings: [name]
            body:
              - text: "name {name}"
        root: Pane
        """

    @Test func aWriteTwoFieldsDownStoresTheWholeStructAndRendersEveryReaderOfTheHolder() throws {
        let (g, at) = try launched(Self.app)
        try g.tap("move", at: at)
        #expect(texts(on: g) == ["city y", "name a"])
        #expect(g.screen.contains { $0.label == "City: y" })
        // Name read only `person.name`, but through the holder `person`: a struct's write is the holder's.
        #expect(g.renders(of: "CityRow") == 2 && g.renders(of: "Name") == 2)
        // Pane and Card only made bindings into a struct's fields, which reads nothing.
        #expect(g.renders(of: "Pane") == 1 && g.renders(of: "Card") == 1)
    }

    @Test func typingIntoADeepBindingWritesThroughTheChain() throws {
        let (g, at) = try launched(Self.app)
        try g.use(InputStep(action: .type("z"), control: "City", location: at))
        #expect(texts(on: g) == ["city xz", "name a"])
        #expect(g.renders(of: "CityRow") == 2)
    }

    @Test func aRowsBindingGoesDeeperIntoItsElement() throws {
        let (g, at) = try launched(Self.models + """

            components:
              People:
                state:
                  people: '[Person(name: "a", home: Home(city: "x", zip: 1), age: 3), Person(name: "b", home: Home(city: "w", zip: 2), age: 4)]'
                body:
                  - for-each: $people
                    as: person
                    id: person.name
                    body:
                      - text-field: "{person.name}'s city"
                        text: $person.home.city
                  - text: "{people[1].home.city}"
            root: People
            """)
        try g.use(InputStep(action: .type("v"), control: "b's city", location: at))
        #expect(texts(on: g) == ["wv"])
        #expect(g.screen.contains { $0.label == "a's city: x" })
    }

    @Test func throughAnObservableModelOnlyTheFieldsReadersRender() throws {
        let (g, at) = try launched(Self.models + """

            components:
              Screen:
                state: { account: 'Account(owner: "o", home: Home(city: "x", zip: 1), manager: 0)' }
                body:
                  - Card: { account: account }
              Card:
                props: [account]
                body:
                  - City: { city: $account.home.city }
                  - Owner: { owner: $account.owner }
              City:
                bindings: [city]
                body:
                  - text: "city {city}"
                  - button: move
                    action: city = "y"
              Owner:
                bindings: [owner]
                body:
                  - text: "owner {owner}"
            root: Screen
            """)
        try g.tap("move", at: at)
        #expect(texts(on: g) == ["city y", "owner o"])
        // Card made `$account.home.city`, which read `home` (§20): it renders too, and its new
        // Owner binding carries the same value, so Owner is initialized again and skipped.
        #expect(g.renders(of: "City") == 2 && g.renders(of: "Owner") == 1 && g.renders(of: "Card") == 2)
        #expect(g.measures["Owner"]?[.inits] == 2)
    }

    /// The binding a control is given, by its path: the mistakes two fields down.
    func launchError(_ binding: String) -> String {
        let yaml = Self.models + """

            components:
              Pane:
                state:
                  person: 'Person(name: "a", home: Home(city: "x", zip: 1), age: 3)'
                  account: 'Account(owner: "o", home: Home(city: "x", zip: 1), manager: Account(owner: "m", home: Home(city: "y", zip: 2), manager: nil))'
                body:
                  - text-field: City
                    text: '\(binding)'
            root: Pane
            """
        do {
            _ = try launched(yaml)
            return "loaded"
        } catch let d as Diagnostic {
            return d.message + " | " + (d.hint ?? "")
        } catch {
            return "\(error)"
        }
    }

    @Test func aMissingFieldTwoDownIsNamedWithTheFieldsThereAre() {
        #expect(launchError("$person.home.cty") == "Home has no field 'cty' | did you mean 'city'?")
    }

    @Test func aPathThroughANumberSaysWhatTheBindingHolds() {
        #expect(launchError("$person.age.value")
                == "$person.age binds Int 3, which has no field 'value' | a binding goes on only into the fields of a `kind: struct` value; $person.age binds the whole value")
    }

    @Test func aPathThroughAClassInstanceIsRefused() {
        #expect(launchError("$account.manager.owner").hasPrefix("$Account#2.manager.owner goes into Account#1, a class instance, not a struct value"))
    }

    @Test func aDollarValueThatIsNoBindingIsToldWhatItIsNotAskedForAnotherDollar() {
        let problems = diagnostics(Self.models + """

            components:
              Pane:
                state: { person: 'Person(name: "a", home: Home(city: "x", zip: 1), age: 3)' }
                body:
                  - text-field: City
                    text: '$person.home.city + "!"'
            root: Pane
            """)
        #expect(problems.map(\.message) == [#"a text field's `text:` is a binding; $person.home.city + "!" is a value computed from one"#])
        #expect(!problems.contains { $0.message.contains("$$") || ($0.hint ?? "").contains("$$") })
    }

    /// The struct chain exports as nested structs and the binding as Swift writes it, through
    /// `@Binding` and `@Bindable`; the app type-checks.
    static let lesson = InlineSpec("nested-bindings.yaml",
                                   (try? String(contentsOf: packageRoot.appendingPathComponent("specs/nested-bindings.yaml"), encoding: .utf8)) ?? "")

    @Test func theExportNestsTheStructsAndWritesTheBindingPath() async throws {
        let export = try Self.lesson.export()
        let file = { (path: String) in export.files.first { $0.path == path }?.contents ?? "" }
        #expect(file("App/Person.swift").contains("var home: Home"))
        #expect(file("App/Home.swift").contains("var city: String"))
        #expect(file("App/PersonCard.swift").contains(#"TextField("Home city", text: $person.home.city)"#))
        #expect(file("App/PersonCard.swift").contains("CityLabel(who: \"Ann\", city: $person.home.city)"))
        #expect(file("App/AccountCard.swift").contains("@Bindable var account: Account"))
        #expect(file("App/AccountCard.swift").contains("CityLabel(who: \"Bo\", city: $account.home.city)"))
        #expect(file("App/CityLabel.swift").contains("@Binding var city: String"))
        try await ExportTests().expectTypeChecks(export)
    }

    /// The lesson's counts are load-bearing: one render more than worked out fails the run.
    @Test func theLessonFailsWithAWrongRenderCount() async throws {
        let lesson = try String(contentsOf: packageRoot.appendingPathComponent("specs/nested-bindings.yaml"), encoding: .utf8)
        let wrong = lesson.replacingOccurrences(of: "\"NameLabel.renders == 2\", \"PersonCard", with: "\"NameLabel.renders == 1\", \"PersonCard")
        #expect(wrong != lesson)
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent("nested-bindings.yaml")
        try wrong.write(to: file, atomically: false, encoding: .utf8)
        #expect(try await runCommand(["run", file.path]).status == 1)
        #expect(try await runCommand(["run", "specs/nested-bindings.yaml"]).status == 0)
    }
}
