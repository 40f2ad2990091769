import Foundation
import Testing
@testable import SpecKit

/// A model's methods that return a value (spec-format *Models*, semantics §62):
/// `{cart.total(for: item)}` runs the method in the body that reads it, and the fields it read
/// are that body's dependencies, as a computed property's getter's are (§20).
@Suite struct MethodValueTests {
    /// A cart whose `methods` (YAML lines under `methods:`) a row reads as `row`; a button
    /// runs `action`, another writes `coupon`, which no method here reads.
    static func cart(_ methods: String, row: String = "total {cart.total()}", action: String = "cart.quantity += 1",
                     _ script: String = "") -> String {
        """
        models:
          Cart:
            fields: { quantity: 2, price: 5, coupon: 0, paid: 0 }
            methods:
        \(methods)
        components:
          Screen:
            state: { cart: "Cart()" }
            body:
              - Row: { cart: cart }
              - text: paid {cart.paid}
              - button: go
                action: '\(action)'
              - button: coupon
                action: cart.coupon += 1
          Row:
            props: [cart]
            body: [ { text: "\(row)" } ]
        root: Screen
        script:
        \(script.isEmpty ? "  - tap: go" : script)
        """
    }


    /// The rule: the body depends on the fields the method read, and on no other field.
    @Test func aBodyReadingAMethodsValueDependsOnWhatTheMethodRead() throws {
        let yaml = Self.cart("      \"total() -> Int\": price * quantity")
        let (graph, place) = try launched(yaml)
        #expect(texts(on: graph).contains("total 10"))
        try graph.tap("coupon", at: place)
        #expect(graph.renders(of: "Row") == 1, "the method read price and quantity, not coupon")
        try graph.tap("go", at: place)
        #expect(graph.renders(of: "Row") == 2)
        #expect(texts(on: graph).contains("total 15"))
        // The lock: an expectation of the old value fails.
        let wrong = scenario(Self.cart("      \"total() -> Int\": price * quantity", "  - tap: go\n    expect: [total 10]"))
        #expect(!wrong.passed)
        #expect(wrong.labels.contains("total 15"))
    }

    /// What this run read, not what the method's text names: a branch not taken reads nothing.
    @Test func aBranchNotTakenIsNoDependency() throws {
        let yaml = Self.cart("""
                  "total() -> Int": |
                    if quantity > 2 { return 0 }
                    return coupon
            """)
        let (graph, place) = try launched(yaml)
        try graph.tap("coupon", at: place)
        #expect(graph.renders(of: "Row") == 2, "quantity 2 is not over 2: the method read coupon")
        try graph.tap("go", at: place)
        #expect(texts(on: graph).contains("total 0"))
        try graph.tap("coupon", at: place)
        #expect(graph.renders(of: "Row") == 3, "it returned before reading coupon")
    }

    /// Swift's forms: `return` in statements, a guard that returns a value, a `let`, and another
    /// of the model's methods by bare name; an action reads the value in an `if` and a `let`, and
    /// a method called from an action may write.
    @Test func statementsGuardsLetsAndCallsInAnAction() {
        let methods = """
                  "total(for n: Int) -> Int": let each = price; return each * n
                  "canPay(_ limit: Int) -> Bool": 'guard quantity > 0 else { return false }; return total(for: quantity) <= limit'
                  "pay() -> Int": 'paid += total(for: quantity); return paid'
            """
        let s = scenario(Self.cart(methods, row: "total {cart.total(for: 3)} {cart.canPay(10)}",
                                   action: "if cart.canPay(10) { let n = cart.pay(); cart.coupon = n }", """
              - expect: [total 15 true, paid 0]
              - tap: go
                expect: [total 15 true, paid 10]
            """))
        #expect(s.passed, "\(outcome(s))")
    }

    /// The trace says which fields the method read for the body.
    @Test func theTraceNamesWhatTheMethodRead() throws {
        let file = RecordedRuns.result(of: "specs/model-method-values.yaml")
        let result = try #require(file.scenarios.first)
        let launch = ScenarioTrace(result, spec: file.spec).lines(ofStep: 0).map(\.text)
        #expect(launch.contains { $0.hasPrefix("TotalRow calls Cart#1.total(for: Item#1) for its value, 10: it read Item#1.price, Cart#1.quantity, so TotalRow's body depends on those") })
    }

    /// An ObservableObject's fields and an `@ObservationIgnored` one subscribe nothing by being
    /// read (§15, §36): the trace says so instead of naming them as dependencies.
    @Test func theTraceSaysWhichReadsSubscribeNothing() throws {
        let file = run("""
            models:
              Store:
                kind: observable-object
                fields: { count: 0 }
                published: [count]
                methods:
                  "doubled() -> Int": return count * 2
              Note:
                fields: { a: 1, b: 2 }
                observation-ignored: [b]
                methods:
                  "sum() -> Int": return a + b
            components:
              Root:
                state-object: { store: "Store()" }
                state: { note: "Note()" }
                body:
                  - text: "d {store.doubled()} s {note.sum()}"
            root: Root
            """)
        let result = try #require(file.scenarios.first)
        let launch = ScenarioTrace(result, spec: file.spec).lines(ofStep: 0).map(\.text)
        #expect(launch.contains { $0.hasSuffix("it read Store#1.count, a field of an ObservableObject, which subscribes nothing by itself: Root's body runs again when Store#1 publishes, whichever field changed, if it observes the object") }, "\(launch)")
        #expect(launch.contains { $0.hasSuffix("so Root's body depends on Note#1.a, as on the fields a computed property's getter reads, and not on Note#1.b, marked @ObservationIgnored") }, "\(launch)")
    }

    /// What the checks refuse before the run, each with its own message.
    @Test func mistakesAreRefusedBeforeTheRun() {
        func first(_ methods: String, row: String = "total {cart.total()}", action: String = "cart.quantity += 1") -> String {
            diagnostics(Self.cart(methods, row: row, action: action)).first?.message ?? "none"
        }
        #expect(first("      \"total() -> Int\": |\n        if quantity > 2 { return 0 }") == "Cart.total() can end without returning a value")
        #expect(first("      \"total() -> Int\": guard quantity > 0 else { return }; return 1")
                == "`guard quantity > 0 else { return }` leaves Cart.total() without a value; it returns one")
        #expect(first("      \"total() -> Int\": price", action: "cart.total()") == "the value cart.total() returns is not used")
        #expect(first("      \"total() -> Int\": paid += 1; return paid")
                == "cart.total() runs Cart.total(), which writes (`paid += 1`), while a body is evaluated")
        #expect(first("      \"total() -> Float\": price") == "'Float' is not a type a method can return here")
        #expect(first("      \"total() ->\": price") == "total() -> has an arrow but no type after it")
        #expect(first("      \"total() async -> Int\": price") == "cart.total() is an async method; its value is awaited in a task")
        #expect(first("      total: paid = 1") == "cart.total() runs a method, an action; it belongs in a button's action, not in a value")
        // In an action a method called for its value may write, as Swift lets it.
        #expect(first("      \"total() -> Int\": paid += 1; return paid", row: "row", action: "let n = cart.total(); cart.coupon = n") == "none")
    }

    @Test func theSignatureReadsTheReturnType() {
        func parsed(_ key: String) -> String {
            switch MethodSignature.parse(key) {
            case .success(let p): return p.name + "(\(p.parameters.map(\.name).joined(separator: ",")))" + (p.isAsync ? " async" : "") + (p.returnType.map { " -> " + $0 } ?? "")
            case .failure(let mistake): return "error: " + mistake.message
            }
        }
        #expect(parsed("total(for item) -> Int") == "total(item) -> Int")
        #expect(parsed("names()->[String]") == "names() -> [String]")
        #expect(parsed("find(_ id: Int) -> Item?") == "find(id) -> Item?")
        #expect(parsed("total") == "total()")
    }

    /// The export writes the return type, written or inferred from the `return`s.
    @Test func theExportWritesTheReturnType() throws {
        let export = try ExportTests().exportSpec("specs/model-method-values.yaml")
        let cart = ExportTests().file(export, "App/Cart.swift")
        #expect(cart.contains("item: Item) -> Int {\n        return item.price * quantity\n    }"))
        #expect(cart.contains("    func shipping() -> Int {\n        if quantity >= 3 {\n            return 0\n        }\n        return fee\n    }"))
        #expect(ExportTests().file(export, "App/TotalRow.swift").contains("cart.total(for: item)"))
    }

    /// Without an arrow, a method whose statements return a value returns one, of their type.
    @Test func aReturnWithoutAnArrowInfersTheType() throws {
        let yaml = Self.cart("      \"label()\": return \"n\" + String(quantity)", row: "{cart.label()}", "  - tap: go\n    expect: [n3]")
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
        let types = TypeInference(plan: try ExportPlan(spec: try SpecDecoder.decode(Array(yaml.utf8), file: "t.yaml"), toolchain: nil))
        #expect(types.rules.returnType(of: "label", in: "Cart") == .string)
    }
}
