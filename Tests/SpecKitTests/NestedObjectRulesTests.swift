import Foundation
import Testing
@testable import SpecKit

/// An ObservableObject held in a field of another is an object of its own: a write to its field
/// publishes from it alone (docs/semantics.md §15, `specs/nested-observable-object.yaml`).
@Suite struct NestedObjectRulesTests {
    static let store = """
        models:
          Cart:
            kind: observable-object
            fields: { count: 0 }
          Store:
            kind: observable-object
            fields: { cart: ~, visits: 0 }
          Basket:
            fields: { count: 0 }
          Shop:
            fields: [basket]
        components:
          StoreView:
            state-object: { store: "Store(cart: Cart())" }
            body:
              - text: "items {store.cart.count}"
              - Badge: { cart: store.cart }
              - button: add
                action: store.cart.count += 1
              - button: new cart
                action: store.cart = Cart()
          Badge:
            observed-object: [cart]
            body: [ { text: "badge {cart.count}" } ]
          ShopView:
            state: { shop: "Shop(basket: Basket())" }
            body:
              - text: "basket {shop.basket.count}"
              - button: add
                action: shop.basket.count += 1
        root: StoreView
        """

    func store(_ steps: String, root: String = "StoreView") -> ScenarioResult {
        scenario(Self.store.replacingOccurrences(of: "root: StoreView", with: "root: \(root)") + "\nscript:\n" + steps)
    }

    func publishers(_ s: ScenarioResult) -> [String] {
        s.events.compactMap { if case .objectWillChange(let model, _) = $0 { model.type } else { nil } }
    }

    @Test func aWriteInsideTheInnerObjectPublishesFromItAlone() {
        let s = store("  - tap: add\n    expect: [items 0, badge 1]\n")
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        #expect(publishers(s) == ["Cart"], "Store's cart property was read, not assigned")
        #expect(s.renders(of: "StoreView") == 1, "the view observes the store, which did not publish")
        #expect(s.renders(of: "Badge") == 2, "the badge observes the cart itself")
    }

    @Test func assigningTheInnerObjectPublishesFromTheOuter() {
        let s = store("  - tap: add\n  - tap: new cart\n    expect: [items 0, badge 0]\n")
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        #expect(publishers(s) == ["Cart", "Store"])
        #expect(s.renders(of: "StoreView") == 2)
        #expect(s.renders(of: "Badge") == 3, "a new object is a new value of the badge's observed object")
    }

    @Test func anObservableModelDependsOnTheNestedRead() {
        let s = store("  - tap: add\n    expect: [basket 1]\n", root: "ShopView")
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        #expect(s.renders(of: "ShopView") == 2)
    }

    /// The lesson's stale label is load-bearing: expecting the fresh count right after add fails.
    @Test func theLessonFailsWhenItExpectsTheFreshCount() async throws {
        let lesson = try String(contentsOf: packageRoot.appendingPathComponent("specs/nested-observable-object.yaml"), encoding: .utf8)
        let wrong = lesson.replacingOccurrences(of: "expect: [items 0]\n        assert: [\"StoreView.renders == 1\"",
                                                with: "expect: [items 1]\n        assert: [\"StoreView.renders == 1\"")
        #expect(wrong != lesson)
        let file = try temporaryDirectory().appendingPathComponent("nested-observable-object.yaml")
        try wrong.write(to: file, atomically: false, encoding: .utf8)
        let result = try await runCommand(["run", file.path])
        #expect(result.status == 1)
        #expect(result.out.contains("expected \"items 1\" on screen"), "\(result.out)")
        #expect(try await runCommand(["run", "specs/nested-observable-object.yaml"]).status == 0)
    }
}
