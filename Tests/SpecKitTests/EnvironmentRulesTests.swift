import Testing
@testable import SpecKit

/// The environment, each rule alone (docs/semantics.md §17): values read by key, objects and
/// models placed by type. Each test taps and counts renders from the event log.
@Suite struct EnvironmentRulesTests {
    static let environment = """
        environment-values:
          accent: "\\"gray\\""
        components:
          Root:
            state: { color: "\\"blue\\"" }
            body:
              - button: red
                action: "color = \\"red\\""
              - Middle:
                environment: { accent: color }
          Middle:
            body:
              - Leaf:
              - Shield:
                environment: { accent: "\\"green\\"" }
          Shield:
            body:
              - Leaf:
          Leaf:
            environment: { accent: accent }
            body: [ { text: "accent {accent}" } ]
        root: Root
        script:
          - expect: [accent blue, accent green]
          - tap: red
            expect: [accent red, accent green]
        """

    @Test func anEnvironmentChangeRendersOnlyItsReaders() {
        let s = scenario(Self.environment)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        #expect(s.renders(of: "Middle") == 1, "the view in between is not re-rendered")
        #expect(s.renders(of: "Leaf") == 3, "two at launch, then the one under Middle")
    }

    @Test func aDescendantThatSetsTheKeyShieldsItsSubtree() {
        let s = scenario(Self.environment)
        #expect(s.renders(of: "Shield") == 1)
        let shielded = s.events.filter {
            if case .rendered(let node, _) = $0 { return node.path == "Root/Middle/Shield/Leaf" }
            return false
        }
        #expect(shielded.count == 1, "Shield sets accent itself: its Leaf never sees red")
    }

    /// A Leaf that declares `@EnvironmentObject var cart: Cart` under a Root that supplies none.
    static func unsupplied(_ label: String, script: String = "") -> String {
        """
        models:
          Cart: { kind: observable-object, fields: { n: 0 } }
        components:
          Root:
            body: [ { Leaf: } ]
          Leaf:
            environment-object: { cart: Cart }
            body: [ { text: "\(label)" } ]
        root: Root
        """ + script
    }

    @Test func aMissingEnvironmentObjectStopsTheScenario() {
        let s = run(Self.unsupplied("n {cart.n}")).scenarios.first
        #expect(s?.error?.message.contains("No ObservableObject of type Cart found") == true)
        #expect(s?.error?.location.line == 8, "at the read, in Leaf's body")
    }

    @Test func anUnreadEnvironmentObjectDoesNotTrap() {
        let s = scenario(Self.unsupplied("no read", script: "\nscript:\n  - expect: [no read]\n"))
        #expect(s.passed, "SwiftUI traps when the property is read, not when the view is built")
    }

    /// `@Environment(Library.self)` force-unwraps its lookup, which runs at the view's update
    /// whether the body reads it or not; the optional form reads nil and goes on.
    @Test func anUnreadEnvironmentModelTrapsWhenNoneIsPlaced() {
        func leaf(_ type: String) -> String {
            """
            models:
              Library: { fields: { n: 0 } }
            components:
              Root:
                body: [ { Leaf: } ]
              Leaf:
                environment: { library: \(type) }
                body: [ { text: "no read" } ]
            root: Root
            script:
              - expect: [no read]
            """
        }
        let plain = run(leaf("Library")).scenarios.first
        #expect(plain?.error?.message.contains("No Observable object of type Library found") == true)
        #expect(plain?.error?.message.contains("whether or not it reads library") == true)
        #expect(plain?.error?.location.line == 7, "at the holder, which the update looks up")
        #expect(scenario(leaf("Library?")).passed, "the optional form reads nil")
    }

    /// Two modifiers beside one child setting one entry: the first written is the innermost,
    /// `.environment(a).environment(b)`, and the child sees it.
    @Test func theModifierNearestTheChildWins() {
        func placed(expecting label: String) -> String {
            """
            models:
              Library: { fields: { name: "\\"\\"" } }
              Cart: { kind: observable-object, fields: { name: "\\"\\"" } }
            components:
              Root:
                state: { a: "Library(name: \\"a\\")", b: "Library(name: \\"b\\")" }
                state-object: { c1: "Cart(name: \\"c1\\")", c2: "Cart(name: \\"c2\\")" }
                body:
                  - Leaf:
                    environment-model: [a, b]
                    environment-object: [c1, c2]
              Leaf:
                environment: { lib: Library }
                environment-object: { cart: Cart }
                body: [ { text: "{lib.name} {cart.name}" } ]
            root: Root
            script:
              - expect: [\(label)]
            """
        }
        let s = scenario(placed(expecting: "a c1"))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        #expect(!scenario(placed(expecting: "b c2")).passed, "the outer modifier's object is hidden")
    }

    @Test func anObservableModelInTheEnvironmentIsTrackedByField() {
        let s = scenario("""
            models:
              Theme: { fields: { name: "\\"light\\"", size: 1 } }
            components:
              Root:
                state: { theme: "Theme()" }
                body:
                  - button: dark
                    action: "theme.name = \\"dark\\""
                  - button: grow
                    action: theme.size += 1
                  - Leaf:
                    environment-model: theme
              Leaf:
                environment: { theme: Theme }
                body: [ { text: "theme {theme.name}" } ]
            root: Root
            script:
              - tap: grow
              - tap: dark
                expect: [theme dark]
            """)
        #expect(s.passed, "\(s.error?.description ?? "")")
        #expect(s.renders(of: "Leaf") == 2, "size was never read")
    }

    @Test func theWrongModifierForAModelIsAnError() {
        // Found when the spec loads, as Swift refuses it, with the modifier that fits.
        let found = diagnostics("""
            models:
              Cart: { fields: { n: 0 } }
            components:
              Root:
                state: { cart: "Cart()" }
                body:
                  - Leaf:
                    environment-object: cart
              Leaf:
                body: [ { text: leaf } ]
            root: Root
            """)
        #expect(found.map(\.message) == ["`environment-object:` places an ObservableObject (.environmentObject(_:)); cart is a Cart, an @Observable model"])
        #expect(found.first?.hint == "use `environment-model: cart`")
        // A type whose name starts with a vowel takes "an".
        let vowel = diagnostics("""
            models:
              Order: { fields: { n: 0 } }
              Inbox: { kind: observable-object, fields: { n: 0 } }
            components:
              Root:
                state: { order: "Order()" }
                state-object: { inbox: "Inbox()" }
                body:
                  - Leaf:
                    environment-object: order
                  - Leaf:
                    environment-model: inbox
              Leaf:
                body: [ { text: leaf } ]
            root: Root
            """)
        #expect(vowel.map(\.message) == ["`environment-object:` places an ObservableObject (.environmentObject(_:)); order is an Order, an @Observable model",
                                          "`environment-model:` places an @Observable model (.environment(_:)); inbox is an Inbox, an ObservableObject"])
    }

    /// `@Environment(\.dismiss) private var dismiss` written as a holder: the hint says that an
    /// action calls `dismiss()` as it is, rather than to declare an environment value named dismiss.
    @Test func aDismissHolderSaysTheActionCallsItAsItIs() {
        let found = diagnostics("""
            components:
              Detail:
                environment: { dismiss: dismiss }
                body:
                  - button: close
                    action: dismiss()
            root: Detail
            """)
        #expect(found.map(\.message) == ["`@Environment(\\.dismiss)` needs no holder in a spec"])
        #expect(found.first?.hint == "delete this entry: an action calls `dismiss()`, the view's own, as the holder would give it")
    }

    /// The article goes by the sound a name starts with, not only its letter.
    @Test func aTypesArticleGoesByItsFirstSound() {
        let said = ["Int", "Order", "Update", "User", "Unit", "String", "Inbox?"].map(DeclaredTypes.withArticle)
        #expect(said == ["an Int", "an Order", "an Update", "a User", "a Unit", "a String", "an Inbox?"])
    }
}
