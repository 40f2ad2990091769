/// What lists and strings offer, as Swift's `Array` and `String` do: `count`, `isEmpty`,
/// `items[i]`, `contains(_:)`, and in actions `append(_:)`, `insert(_:at:)`, `remove(at:)`,
/// `remove(atOffsets:)` and `move(fromOffsets:toOffset:)` (SwiftUI's, for an on-delete's and an
/// on-move's offsets), `removeFirst()`, `removeFirst(_:)`, `removeLast()`, `removeLast(_:)`, `removeAll()`,
/// `swapAt(_:_:)` and `reverse()`; `firstIndex(of:)`, `lastIndex(of:)` and `reversed()` for a value; and Bool's `toggle()`. A bad index, or removing from an empty list, is an error, as it is a trap in Swift.
enum Methods {
    /// Methods that change the value they are called on; only an action may call them.
    static let mutating: Set<String> = ["append", "insert", "remove", "removeFirst", "removeLast", "removeAll", "move", "toggle", sort, "swapAt", "reverse"]

    /// Each list method's argument labels, as Swift declares them (`_` for none).
    static let listSignatures: [String: [String]] = ["contains": ["_"], "append": ["_"], "insert": ["_", "at"], "remove": ["at"],
                                                     "removeFirst": [], "removeLast": [], "removeAll": [], "move": ["fromOffsets", "toOffset"], "toggle": [],
                                                     ListClosure.filter: ["_"], sorted: [], sort: [], "min": [], "max": [],
                                                     "firstIndex": ["of"], "lastIndex": ["of"], "swapAt": ["_", "_"], "reverse": [], reversed: []]
    /// Every method's labels, a list's and a string's (StringMethods.swift): `contains(_:)` is both's.
    static let signatures = listSignatures.merging(stringSignatures) { list, _ in list }
    /// A second signature of a method: SwiftUI's `remove(atOffsets:)` on a collection, which takes
    /// the `IndexSet` an on-delete action is given (docs/semantics.md §43), and `removeLast(_ k:)`,
    /// which pops `k` screens off a path at once, and `removeFirst(_ k:)`.
    /// `firstIndex(where:)`, `lastIndex(where:)` and `removeAll(where:)` take a closure (ListClosure.swift).
    static let overloads: [String: [String]] = ["remove": ["atOffsets"], "removeFirst": ["_"], "removeLast": ["_"], "append": ["contentsOf"],
                                                "firstIndex": ["where"], "lastIndex": ["where"], "removeAll": ["where"]]

    /// `items.reversed()`: the elements in the opposite order, a value.
    static let reversed = "reversed"

    /// The list methods and the string methods, as a hint names them.
    static let summary = "a list has contains(_:), filter { … }, first(where:), contains(where:), allSatisfy { … }, count(where:), map { … }, compactMap { … }, sorted(), sorted(by:), min(), max(), min(by:), max(by:), reduce(_:_:), append(_:), insert(_:at:), remove(at:), removeFirst(), removeFirst(_:), removeLast(), removeLast(_:), removeAll(), removeAll(where:), firstIndex(of:), firstIndex(where:), lastIndex(of:), lastIndex(where:), swapAt(_:_:), reverse(), reversed() and sort(); " + stringSummary
    /// The methods that change a list, as a hint names them.
    static let changing = "the list methods that change it are append(_:), insert(_:at:), remove(at:), remove(atOffsets:), removeFirst(), removeFirst(_:), removeLast(), removeLast(_:), removeAll(), removeAll(where:), move(fromOffsets:toOffset:), swapAt(_:_:), reverse() and sort()"

    /// A method no value has, with the one it resembles.
    static func unknown(_ name: String, in call: Expr) -> Diagnostic {
        // `items.map(title)`, `items.first(where: done)`: the closure is written in place (§74).
        if let method = ListClosure.Method(rawValue: name) {
            return Diagnostic("\(call.source.quotable) needs a closure written in place: \(method.shown) runs `{ … }` on each element $0",
                              at: call.location, hint: "for example " + method.example)
        }
        // `items.shuffle()`: Swift's order is random, and a scenario must run the same way each time.
        if name == "shuffle" || name == "shuffled" {
            return Diagnostic("\(name)() is not expressed: its order is random, and a scenario must come out the same each time it runs", at: call.location,
                              hint: "write the order the scenario needs, `items = [3, 1, 2]`, or use reverse(), swapAt(_:_:) or sort()")
        }
        // `Task.sleep(300)`: a sleep without its `await` (and `try`), which Swift refuses as the
        // async call it is; the forms a task writes, as a wrong `Task.sleep(nanoseconds:)` gets.
        if name == "sleep", case .call(let base?, _, _) = call.kind, case .name("Task") = base.kind {
            return Diagnostic("expression is 'async' but is not marked with 'await'", at: call.location,
                              hint: "in a task, write `try await Task.sleep(for: .milliseconds(300))`, `.seconds(2)`, or `try await sleep(300)`")
        }
        // `ForEach(items.enumerated(), id: \.offset)`: a row's position has a form of its own, as
        // `Array(items.enumerated())` is told (Parser.arrayConversion).
        if name == "enumerated" {
            return Diagnostic("enumerated() is not expressed: a for-each names each element's position with `index:`", at: call.location,
                              hint: "for a row's position, `for-each: items` with `as: item` and `index: i`; the export writes ForEach over `Array(items.enumerated())`")
        }
        // `Task.isCancelled()`: a static property called as a method, as Swift words it.
        if name == "isCancelled", case .call(let base?, _, _) = call.kind, case .name("Task") = base.kind {
            return Diagnostic("cannot call value of non-function type 'Bool'", at: call.location,
                              hint: "`Task.isCancelled` is a property: drop the `()`, `guard !Task.isCancelled else { return }`")
        }
        // `String(code.prefix(3))`: the everyday clamp of a text field, whose spec form is its onChange's.
        if ["prefix", "suffix", "dropFirst", "dropLast"].contains(name) {
            return Diagnostic("there is no method '\(name)' in \(call.source.quotable)", at: call.location,
                              hint: "\(name)(_:) is not expressed; to keep a text field to 3 characters, write its old value back in an on-change beside the component that shows the field: `on-change: { of: code, action: \"if newValue.count > 3 { code = oldValue }\" }`")
        }
        let hint = Suggestion.closest(to: name, in: signatures.keys.sorted()).map { "did you mean '\($0)'?" } ?? summary
        return Diagnostic("there is no method '\(name)' in \(call.source.quotable)", at: call.location, hint: hint)
    }

    /// The mismatch between a call's labels and its method's, or nil when they match.
    static func signatureMismatch(_ call: Expr) -> Diagnostic? {
        guard case .call(_?, let name, let args) = call.kind, let labels = signatures[name] else { return nil }
        let given = args.map { $0.label ?? "_" }
        guard given != labels && given != overloads[name] else { return nil }
        return Diagnostic("\(call.source) does not match \(name)(\(labels.map { "\($0):" }.joined()))", at: call.location,
                          hint: "for example " + example(name))
    }

    /// `items.count`, `items.isEmpty`, `name.count`; nil when the value has no such property.
    static func property(_ name: String, of value: Value) -> Value? {
        switch (value, name) {
        case (.list(let items), "count"): return .int(items.count)
        case (.list(let items), "isEmpty"): return .bool(items.isEmpty)
        // Where the checks allow a range (Ranges.swift), a list of the Ints behaves as Swift's Range.
        case (.list(let items), Ranges.indices): return .list((0..<items.count).map { .int($0) })
        case (.list(let items), "first"), (.list(let items), "last"): return end(name, of: items)
        case (.string(let s), "count"): return .int(s.count)
        case (.string(let s), "isEmpty"): return .bool(s.isEmpty)
        default: return nil
        }
    }

    /// `items[i]`.
    static func element(of base: Value, at index: Value, _ e: Expr) throws -> Value {
        guard case .index(let baseExpr, _) = e.kind else { throw Diagnostic("not an index", at: e.location) }
        guard case .list(let items) = base else {
            throw Diagnostic("\(baseExpr.source.quotable) is \(base.typeName); only a list can be indexed", at: e.location)
        }
        guard case .int(let i) = index else {
            throw Diagnostic("a list index must be an Int; \(e.source.quotable) uses \(index.typeName)", at: e.location)
        }
        guard items.indices.contains(i) else {
            throw outOfRange(i, baseExpr, count: items.count, e)
        }
        return items[i]
    }

    /// `items[i] = value`: the list with its element at `i` replaced, checked as a read of
    /// `items[i]` is (Swift traps on an index out of range).
    static func replacingElement(of base: Value, at index: Value, with value: Value, _ e: Expr) throws -> Value {
        _ = try element(of: base, at: index, e)
        guard case .list(var items) = base, case .int(let i) = index else { return base }
        items[i] = value
        return .list(items)
    }

    /// A method that computes a value: `items.contains(x)`, `name.uppercased()`.
    static func call(_ name: String, on base: Value, _ args: [(label: String?, value: Value)], _ e: Expr,
                     limits: Limits) throws -> Value {
        if mutating.contains(name) {
            let changed = name == "toggle" ? "Bool" : base.typeName == "String" ? "String" : "list"
            throw Diagnostic("\(e.source.quotable) changes the \(changed); it belongs in an action, not in a value", at: e.location,
                             hint: "a button's action can run it: `action: \(e.source.quotable)`")
        }
        if case .string(let s) = base { return try stringCall(name, on: s, args, e, limits: limits) }
        if name == sorted || extremes.contains(name), case .list(let items) = base {
            _ = try arguments(args, [], e)
            return name == sorted ? .list(try sortedElements(items, e)) : try extreme(name, of: items, e)
        }
        if name == reversed, case .list(let items) = base {
            _ = try arguments(args, [], e)
            return .list(items.reversed())
        }
        // Swift's `firstIndex(of:)` and `lastIndex(of:)`: an `Int?`, nil when no element is equal.
        if name == "firstIndex" || name == "lastIndex", case .list(let items) = base {
            let x = try arguments(args, ["of"], e)[0]
            let found = name == "firstIndex" ? items.firstIndex(of: x) : items.lastIndex(of: x)
            return found.map { .int($0) } ?? .null
        }
        guard case .list(let items) = base, name == "contains" else { throw noMethod(name, on: base, e) }
        let x = try arguments(args, ["_"], e)
        return .bool(items.contains(x[0]))
    }

    /// A method that changes the list: the new list, which the caller stores where the list was.
    static func changed(_ name: String, _ base: Value, _ args: [(label: String?, value: Value)], _ e: Expr,
                        limits: Limits) throws -> Value {
        // Swift's `Bool.toggle()`: the one method of a Bool, `x = !x` in place.
        if name == "toggle", case .bool(let flag) = base {
            _ = try arguments(args, [], e)
            return .bool(!flag)
        }
        if case .string(let s) = base { return try changedString(name, s, args, e, limits: limits) }
        guard name != "toggle", case .list(var items) = base, mutating.contains(name), case .call(let baseExpr?, _, _) = e.kind else {
            throw noMethod(name, on: base, e)
        }
        switch name {
        case "append" where args.first?.label == "contentsOf":
            // `items.append(contentsOf: more)`: each element of another list, in order.
            guard case .list(let more) = try arguments(args, ["contentsOf"], e)[0] else {
                throw Diagnostic("append(contentsOf:) on a list takes a list; \(e.source.quotable) gives \(Evaluator.shownType(args[0].value))", at: e.location)
            }
            items += more
        case "append":
            items.append(try arguments(args, ["_"], e)[0])
        case "insert":
            let x = try arguments(args, ["_", "at"], e)
            guard case .int(let i) = x[1] else { throw Diagnostic("insert(_:at:) needs an Int position", at: e.location) }
            // Swift allows inserting at the end, one past the last index.
            guard i >= 0 && i <= items.count else { throw outOfRange(i, baseExpr, count: items.count, e) }
            items.insert(x[0], at: i)
        case "removeFirst" where args.count == 1, "removeLast" where args.count == 1:
            guard case .int(let k) = try arguments(args, ["_"], e)[0] else {
                throw Diagnostic("\(name)(_:) needs an Int count", at: e.location)
            }
            if let trap = removalTrap(name, k, counted: true, from: items.count, of: "element", baseExpr, e) { throw trap }
            if name == "removeFirst" { items.removeFirst(k) } else { items.removeLast(k) }
        case "removeAll":
            _ = try arguments(args, [], e)
            items.removeAll()
        case sort:
            _ = try arguments(args, [], e)
            items = try sortedElements(items, e)
        case "reverse":
            _ = try arguments(args, [], e)
            items.reverse()
        case "swapAt":
            // MutableCollection's `swapAt(_:_:)`: both must be valid indices, as Swift traps otherwise.
            let x = try arguments(args, ["_", "_"], e)
            guard case .int(let i) = x[0], case .int(let j) = x[1] else {
                throw Diagnostic("swapAt(_:_:) needs two Int positions", at: e.location)
            }
            for k in [i, j] where !items.indices.contains(k) { throw outOfRange(k, baseExpr, count: items.count, e) }
            items.swapAt(i, j)
        case "removeFirst", "removeLast":
            _ = try arguments(args, [], e)
            if let trap = removalTrap(name, 1, counted: false, from: items.count, of: "element", baseExpr, e) { throw trap }
            if name == "removeFirst" { items.removeFirst() } else { items.removeLast() }
        case "remove" where args.first?.label == "atOffsets":
            try removeOffsets(try arguments(args, ["atOffsets"], e)[0], from: &items, baseExpr, e)
        case "move":
            let x = try arguments(args, ["fromOffsets", "toOffset"], e)
            try moveOffsets(x[0], to: x[1], in: &items, baseExpr, e)
        default:
            guard case .int(let i) = try arguments(args, ["at"], e)[0] else {
                throw Diagnostic("remove(at:) needs an Int position", at: e.location)
            }
            guard items.indices.contains(i) else { throw outOfRange(i, baseExpr, count: items.count, e) }
            items.remove(at: i)
        }
        // `l.append(l)` nests as `[l]` does: the same bounds on size and depth.
        return try Evaluator.checkSize(.list(items), limits: limits, e)
    }

    /// `items.move(fromOffsets: source, toOffset: destination)`: the elements at the offsets go, in
    /// their order, before the element that was at `destination` (the end when it is the count),
    /// both counted before the move, as SwiftUI's `MutableCollection` extension moves them.
    private static func moveOffsets(_ offsets: Value, to destination: Value, in items: inout [Value], _ list: Expr, _ e: Expr) throws {
        guard case .int(let to) = destination else {
            throw Diagnostic("move(fromOffsets:toOffset:) needs an Int destination; \(e.source.quotable) gives \(destination.typeName)", at: e.location)
        }
        guard to >= 0 && to <= items.count else { throw outOfRange(to, list, count: items.count, e) }
        let positions = try offsetSet(offsets, in: items, "move(fromOffsets:toOffset:)", list, e)
        let moved = positions.sorted().map { items[$0] }
        let before = positions.filter { $0 < to }.count
        for i in positions.sorted(by: >) { items.remove(at: i) }
        items.insert(contentsOf: moved, at: to - before)
    }

    /// The offsets an IndexSet holds, each in the list, as Swift traps on one past its end.
    private static func offsetSet(_ offsets: Value, in items: [Value], _ method: String, _ list: Expr, _ e: Expr) throws -> Set<Int> {
        guard case .list(let values) = offsets else {
            throw Diagnostic("\(method) needs offsets, an IndexSet; \(e.source.quotable) gives \(offsets.typeName)", at: e.location,
                             hint: "an on-delete action is given them as `offsets`, an on-move action as `source`")
        }
        var positions: Set<Int> = []
        for value in values {
            guard case .int(let i) = value else {
                throw Diagnostic("\(method) needs Int offsets; \(e.source.quotable) gives \(value.typeName)", at: e.location)
            }
            guard items.indices.contains(i) else { throw outOfRange(i, list, count: items.count, e) }
            positions.insert(i)
        }
        return positions
    }

    /// `items.remove(atOffsets: offsets)`: every offset must be in the list, as Swift traps on one
    /// past its end; an offset given twice is removed once, as an IndexSet holds it once.
    private static func removeOffsets(_ offsets: Value, from items: inout [Value], _ list: Expr, _ e: Expr) throws {
        let positions = try offsetSet(offsets, in: items, "remove(atOffsets:)", list, e)
        for i in positions.sorted(by: >) { items.remove(at: i) }
    }

    /// The argument values, checked against the labels Swift's signature has (`_` for none).
    static func arguments(_ args: [(label: String?, value: Value)], _ labels: [String], _ e: Expr) throws -> [Value] {
        if let mismatch = signatureMismatch(e) { throw mismatch }
        return args.map(\.value)
    }

    static func example(_ name: String) -> String {
        switch name {
        case "append": return "items.append(4)"
        case "insert": return "items.insert(0, at: 0)"
        case "remove": return "items.remove(at: i)"
        case "removeLast": return "items.removeLast() or items.removeLast(2)"
        case "removeAll": return "items.removeAll() or items.removeAll(where: { $0 == 2 })"
        case "swapAt": return "items.swapAt(0, 1)"
        case "reverse": return "items.reverse()"
        case reversed: return "items.reversed()"
        case "firstIndex", "lastIndex": return "if let i = items.\(name)(of: 2) { items[i] = 20 }"
        case "move": return "items.move(fromOffsets: source, toOffset: destination)"
        case sorted: return "items.sorted()"
        case sort: return "items.sort()"
        case "min", "max": return "items.\(name)() ?? 0"
        case "uppercased", "lowercased", "hasPrefix", "hasSuffix", "localizedCaseInsensitiveContains", trimming: return stringExample(name)
        default: return "items.contains(2) or name.contains(\"a\")"
        }
    }

    /// What Swift traps on when `removeFirst`/`removeLast` takes `k` of the `count` elements (or
    /// characters) of `list`, in Swift's words for RangeReplaceableCollection's and
    /// BidirectionalCollection's preconditions; nil when they are there to take.
    static func removalTrap(_ name: String, _ k: Int, counted: Bool, from count: Int, of unit: String, _ list: Expr, _ e: Expr) -> Diagnostic? {
        if !counted, count == 0 {
            return Diagnostic("\(list.source.quotable) is empty: \(name)() has nothing to remove", at: e.location,
                              hint: "Swift traps here (Can't remove \(name == "removeFirst" ? "first" : "last") element from an empty collection); check \(list.source.quotable).isEmpty first")
        }
        if k < 0 {
            return Diagnostic("\(name)(\(k)) removes a negative count", at: e.location,
                              hint: "Swift traps here (Number of elements to remove should be non-negative)")
        }
        guard k > count else { return nil }
        return Diagnostic("\(list.source.quotable) has \(count) \(unit)\(count == 1 ? "" : "s"): \(name)(\(k)) removes more than it holds",
                          at: e.location,
                          hint: "Swift traps here (Can't remove more items from a collection than it contains); remove at most \(list.source.quotable).count")
    }

    private static func outOfRange(_ i: Int, _ list: Expr, count: Int, _ e: Expr) -> Diagnostic {
        Diagnostic("index \(i) is out of range: \(list.source.quotable) has \(count) element\(count == 1 ? "" : "s")", at: e.location,
                   hint: "Swift traps here (Index out of range); check the index against \(list.source.quotable).count first")
    }

    static func noMethod(_ name: String, on base: Value, _ e: Expr) -> Diagnostic {
        let known: String? = name == "toggle" ? "toggle() flips a Bool; \(base.typeName) has none"
            : stringOnly.contains(name) && base.typeName != "String" ? "\(name) is a String's method"
            : base.typeName == "list" ? "a list has count, isEmpty, first, last, contains(_:), filter { … }, first(where:), contains(where:), allSatisfy { … }, count(where:), map { … }, compactMap { … }, sorted(), sorted(by:), min(), max(), min(by:), max(by:), reduce(_:_:), append(_:), insert(_:at:), remove(at:), remove(atOffsets:), removeFirst(), removeFirst(_:), removeLast(), removeLast(_:), removeAll(), removeAll(where:), move(fromOffsets:toOffset:), firstIndex(of:), firstIndex(where:), lastIndex(of:), lastIndex(where:), swapAt(_:_:), reverse(), reversed() and sort()"
            : base.typeName == "String" ? stringSummary
            : listSignatures[name] != nil ? "\(name) is a list's method" : nil
        return Diagnostic("\(base.typeName) has no method '\(name)' in \(e.source.quotable)", at: e.location, hint: known)
    }
}
