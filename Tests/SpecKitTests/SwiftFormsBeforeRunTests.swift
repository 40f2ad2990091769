import Foundation
import Testing
@testable import SpecKit

/// What Swift refuses of the values SwiftUI compares or observes is refused by `spec check`, and so
/// before `spec run`, where the types are certain: the run used to answer for these specs, and
/// only `spec export` refused them (docs/semantics.md §28). Each refusal has a neighbour Swift
/// compiles, which still loads.
@Suite struct SwiftFormsBeforeRunTests {
    /// The diagnostics of a spec, as `line:column: message`.
    func refused(_ yaml: String) -> [String] {
        diagnostics(yaml).map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    func file(_ export: SwiftUIExport, _ path: String) -> String {
        export.files.first { $0.path == path }?.contents ?? ""
    }

    /// A parent passing `value` (built from its holders) to a child whose `==` compares `x`.
    func equatable(_ state: String, _ value: String, actions: String = "") -> String {
        """
        models:
          Item: { fields: { id: 0 } }
        components:
          Parent:
            state: { \(state) }
            body:
              - button: go
                action: "\(actions.isEmpty ? "n = 1" : actions)"
              - Row: { x: \(value) }
          Row:
            props: [x]
            equatable: [x]
            body: [ { text: row } ]
        root: Parent
        """
    }

    @Test func anEquatableViewComparesOneInstanceButNotAClosureAListOrAnOptionalOfThem() throws {
        #expect(refused(equatable("n: 0", #""{ n += 1 }""#))
                == ["12:17: an Equatable view's == cannot compare 'x': type '() -> Void' cannot conform to 'Equatable'"])
        #expect(refused(equatable(#"n: 0, items: "[Item(id: 1)]""#, "items"))
                == ["12:17: an Equatable view's == cannot compare 'x': operator function '==' requires that 'Item' conform to 'Equatable'"])
        // `selected = nil` makes the holder built with an instance an optional, as Swift declares it.
        #expect(refused(equatable(#"n: 0, selected: "Item(id: 1)""#, "selected", actions: "selected = nil"))
                == ["12:17: an Equatable view's == cannot compare 'x': operator function '==' requires that 'Item' conform to 'Equatable'"])
        // One instance is compared by identity: it loads, and the export writes ===.
        let one = equatable(#"n: 0, selected: "Item(id: 1)""#, "selected")
        #expect(refused(one) == [])
        let export = try SwiftUIExport(try SpecDecoder.decode(Array(one.utf8), file: "one.yaml"))
        #expect(file(export, "App/Row.swift").contains("lhs.x === rhs.x"), "\(file(export, "App/Row.swift"))")
        // A list of numbers compares with ==.
        #expect(refused(equatable(#"n: 0, ids: "[1, 2]""#, "ids")) == [])
    }

    /// A parent watching `value` with `modifier` (an on-change, a task's id or an .id).
    func watching(_ state: String, _ modifier: String, actions: String = "n = 1") -> String {
        """
        models:
          Item: { fields: { id: 0 } }
        components:
          Parent:
            state: { n: 0, \(state) }
            body:
              - button: go
                action: "\(actions)"
              - Row: {}
                \(modifier)
          Row:
            body: [ { text: row } ]
        root: Parent
        """
    }

    @Test func onChangeTaskAndIdCompareWhatSwiftCanCompare() {
        let items = #"items: "[Item(id: 1)]""#
        #expect(refused(watching(items, "on-change: { of: items, action: n += 1 }"))
                == ["10:26: referencing instance method 'onChange(of:initial:_:)' on 'Array' requires that 'Item' conform to 'Equatable'"])
        #expect(refused(watching(items, "task: { id: items, action: n += 1 }"))
                == ["10:21: referencing instance method 'task(id:priority:_:)' on 'Array' requires that 'Item' conform to 'Equatable'"])
        #expect(refused(watching(items, "id: items"))
                == ["10:13: referencing instance method 'id' on 'Array' requires that 'Item' conform to 'Hashable'"])
        #expect(refused(watching(#"picked: "Item(id: 1)""#, "on-change: { of: picked, action: n += 1 }", actions: "picked = nil"))
                == ["10:26: referencing instance method 'onChange(of:initial:_:)' on 'Optional' requires that 'Item' conform to 'Equatable'"])
        // What stands for them compiles: the count, and one instance, watched by its ObjectIdentifier.
        #expect(refused(watching(items, "on-change: { of: items.count, action: n += 1 }")) == [])
        #expect(refused(watching(#"picked: "Item(id: 1)""#, "on-change: { of: picked, action: n += 1 }")) == [])
        // A closure: Swift's "type '() -> Void' cannot conform to 'Equatable'".
        let closure = """
            components:
              Parent:
                state: { n: 0 }
                body: [ { Child: { onTap: "{ n += 1 }" } } ]
              Child:
                props: [onTap]
                state: { k: 0 }
                body:
                  - Row: {}
                    on-change: { of: onTap, action: k += 1 }
              Row:
                body: [ { text: row } ]
            root: Parent
            """
        #expect(refused(closure) == ["10:26: type '() -> Void' cannot conform to 'Equatable'"])
    }

    @Test func listsAndOptionalsOfInstancesDoNotCompareWithEquals() {
        func spec(_ state: String, _ label: String, action: String = "n = 1") -> String {
            """
            models:
              Item: { fields: { id: 0 } }
            components:
              Root:
                state: { n: 0, \(state) }
                body:
                  - button: go
                    action: "\(action)"
                  - text: "\(label)"
            root: Root
            """
        }
        let lists = #"a: "[Item(id: 1)]", b: "[Item(id: 1)]""#
        #expect(refused(spec(lists, "{a == b}")) == ["9:19: operator function '==' requires that 'Item' conform to 'Equatable'"])
        #expect(refused(spec(lists, "{a != b}")) == ["9:19: operator function '!=' requires that 'Item' conform to 'Equatable'"])
        let optional = #"a: "Item(id: 1)", b: "Item(id: 2)""#
        #expect(refused(spec(optional, "{a == b}", action: "a = nil")) == ["9:19: operator function '==' requires that 'Item' conform to 'Equatable'"])
        // Two instances compare by identity (===); an optional compares with nil; a count is an Int.
        #expect(refused(spec(optional, "{a == b}")) == [])
        #expect(refused(spec(optional, "{a == nil}", action: "a = nil")) == [])
        #expect(refused(spec(lists, "{a.count == b.count}")) == [])
        // The optional reads through `?.` now that the check knows it is one; it was refused as never nil.
        #expect(refused(spec(optional, "{a?.id ?? 0}", action: "a = nil")) == [])
        #expect(refused(spec(optional, "{a?.id ?? 0}")).first?.contains("cannot use optional chaining on non-optional value of type 'Item'") == true)
    }

    @Test func anObjectWrappersProjectionIsNoBinding() {
        func spec(_ holder: String, _ argument: String) -> String {
            """
            models:
              Store: { kind: observable-object, fields: { n: 0 } }
            components:
              Root:
                \(holder)
                state: { count: 0 }
                body:
                  - Editor: { value: \(argument) }
              Editor:
                bindings: [value]
                body: [ { text: "editor" } ]
            root: Root
            """
        }
        #expect(refused(spec(#"state-object: { store: "Store()" }"#, "$store"))
                == ["8:26: cannot convert value of type 'ObservedObject<Store>.Wrapper' to expected argument type 'Binding<Store>'"])
        // A binding to a holder of @State, and one into the object's field, are Bindings.
        #expect(refused(spec(#"state-object: { store: "Store()" }"#, "$count")) == [])
        #expect(refused(spec(#"state-object: { store: "Store()" }"#, "$store.n")) == [])
        // An `observed-object:` holder's projection is the same wrapper.
        #expect(refused(spec(#"observed-object: { store: "Store()" }"#, "$store"))
                == ["8:26: cannot convert value of type 'ObservedObject<Store>.Wrapper' to expected argument type 'Binding<Store>'"])
    }

    @Test func aLetOrAMemoHasNoProjection() {
        func spec(_ holder: String) -> String {
            """
            models:
              Settings: { fields: { volume: 0 } }
            components:
              Panel:
                state: { base: 1 }
                \(holder)
                body:
                  - stepper: Volume
                    value: $settings.volume
            root: Panel
            """
        }
        #expect(refused(spec(#"let: { settings: "Settings()" }"#)) == ["9:26: cannot find '$settings' in scope"])
        #expect(refused(spec(#"memo: { settings: { value: "Settings(volume: base)", dependencies: [base] } }"#))
                == ["9:26: cannot find '$settings' in scope"])
        // @State projects a Binding, and an @Environment model stands for Bindable(settings) (§20).
        #expect(refused(spec(#"state: { settings: "Settings()" }"#).replacingOccurrences(of: "    state: { base: 1 }\n", with: "")) == [])
        let environment = """
            models:
              Settings: { fields: { volume: 0 } }
            components:
              Root:
                state: { settings: "Settings()" }
                body:
                  - Panel: {}
                    environment-model: settings
              Panel:
                environment: { settings: Settings }
                body:
                  - stepper: Volume
                    value: $settings.volume
            root: Root
            """
        #expect(refused(environment) == [])
    }

    @Test func anObservedObjectIsGivenAnObjectWhereItIsPassed() {
        func spec(_ state: String, _ given: String, read: String = "badge") -> String {
            """
            models:
              Counter: { kind: observable-object, fields: { n: 0 } }
              Point: { kind: struct, fields: { x: 0 } }
              Tally: { fields: { n: 0 } }
            components:
              Screen:
                state: { \(state) }
                body:
                  - Badge: { counter: \(given) }
              Badge:
                observed-object: [counter]
                body: [ { text: "\(read)" } ]
            root: Screen
            """
        }
        let words = { (t: String) in "9:27: generic struct 'ObservedObject' requires that '\(t)' conform to 'ObservableObject'" }
        #expect(refused(spec("n: 0", "1")) == [words("Int")])
        #expect(refused(spec(#"p: "Point()""#, "p")) == [words("Point")])
        #expect(refused(spec(#"cs: "[Counter()]""#, "cs")) == [words("[Counter]")])
        // One error for one mistake: the field the child reads is not reported again.
        #expect(refused(spec("n: 0", "1", read: "n {counter.n}")) == [words("Int")])
        // An ObservableObject compiles; an @Observable one is given the conformance by the export.
        #expect(refused(spec(#"c: "Counter()""#, "c", read: "n {counter.n}")) == [])
        #expect(refused(spec(#"t: "Tally()""#, "t", read: "n {counter.n}")) == [])
        // A value whose type only the run knows is left to it.
        #expect(refused(spec(#"cs: "[]""#, "cs.first")) == [])
    }

    /// A memo's dependencies go into `MemoView`'s `[AnyHashable]`: a list of models is refused
    /// before the run, in the export's words; its count, which stands for it, runs and rebuilds.
    @Test func aMemoDependencyOnAListOfModelsIsRefusedAndItsCountRuns() throws {
        func spec(_ dependency: String, expect: String = "count 2") -> String {
            """
            models:
              Item: { fields: [id] }
              Summary: { fields: [count] }
            components:
              Screen:
                state: { items: '[Item(id: 1)]' }
                body:
                  - button: add
                    action: 'items.append(Item(id: 2))'
                  - Panel: { items: items }
              Panel:
                props: [items]
                memo:
                  s: { value: "Summary(count: items.count)", dependencies: [\(dependency)] }
                body:
                  - text: "count {s.count}"
            root: Screen
            script:
              - tap: add
                expect: [\(expect)]
            """
        }
        #expect(refused(spec("items")) == ["14:65: a memo dependency cannot be a list of models: Swift cannot hash it"])
        #expect(diagnostics(spec("items")).first?.hint?.contains("`items.count`") == true)
        #expect(refused(spec("items.count")) == [])
        #expect(scenario(spec("items.count")).passed)
        #expect(!scenario(spec("items.count", expect: "count 1")).passed)
        // One instance is a dependency: it stands in by its ObjectIdentifier.
        #expect(refused(spec("\"items[0]\"")) == [])
    }

    /// `ForEach($items) { $item in … }` hands the row no index: `index:` there is refused before
    /// the run, in the export's words; over the values it is the row's position.
    @Test func anIndexOverABindingIsRefusedAndOverTheValuesRuns() {
        func spec(_ items: String, expect: String = "row 2 at 1") -> String {
            """
            components:
              Screen:
                state: { items: "[1, 2]" }
                body:
                  - for-each: \(items)
                    as: item
                    index: i
                    id: item
                    body:
                      - text: "row {item} at {i}"
            root: Screen
            script:
              - expect: [\(expect)]
            """
        }
        #expect(refused(spec("$items"))
                == ["5:9: ForEach over a binding gives each row its element's binding, not its index: `index: i` has no Swift form"])
        #expect(refused(spec("items")) == [])
        #expect(scenario(spec("items")).passed)
        #expect(!scenario(spec("items", expect: "row 2 at 0")).passed)
    }
}
