/// How a for-each is written as SwiftUI's `ForEach`, decided by what its `id` names. `ForEach`
/// identifies rows by a key path of the data's elements, so the id must be the element, one of
/// its fields (a chain of them too: `id: item.owner.id` is `\.owner.id`), or the index:
///
/// | spec | SwiftUI |
/// |---|---|
/// | `id: item` | `ForEach(items, id: \.self) { item in … }` |
/// | `id: item.key` | `ForEach(items, id: \.key) { item in … }` |
/// | `index: i`, `id: i` | `ForEach(items.indices, id: \.self) { i in let item = items[i] … }` |
/// | `index: i`, `id: item` | `ForEach(Array(items.enumerated()), id: \.element) { i, item in … }` |
/// | `for-each: $items`, `id: item.key` | `ForEach($items, id: \.key) { $item in … }` |
/// | `$item.title` of an @Observable `item` | `ForEach(items, id: \.key) { item in @Bindable var item = item … }` |
/// | `for-each: 0..<n`, `id: item` | `ForEach(0..<n, id: \.self) { item in … }` |
/// | `for-each: 0..<n`, `index: i`, `id: i` | `ForEach(Array((0..<n).enumerated()), id: \.offset) { i, item in … }` |
struct ForEachForm {
    enum Kind {
        /// Over the elements, by the element or a field of it.
        case elements
        /// Over the positions, by the position.
        case indices
        /// Over (position, element) pairs, by the element or a field of it.
        case enumerated
    }

    let kind: Kind
    /// The key path after `\.`: `self`, `key`, `element.key`.
    let keyPath: String

    /// Nil when the id is none of the forms a key path can name.
    init?(_ loop: ForEachDecl) {
        var field: String?
        switch loop.id.kind {
        case .name(let name) where name == loop.indexVariable:
            kind = .indices
            keyPath = "self"
            return
        case .name(let name) where name == loop.variable:
            field = nil
        case .member:
            // `item.key` or `item.key.sub`: `\.key`, `\.key.sub`.
            guard let fields = Self.fields(of: loop.id, from: loop.variable) else { return nil }
            field = fields.map(SwiftNames.identifier).joined(separator: ".")
        default:
            return nil
        }
        if loop.indexVariable == nil {
            kind = .elements
            keyPath = field ?? "self"
        } else {
            kind = .enumerated
            keyPath = "element" + (field.map { "." + $0 } ?? "")
        }
    }

    /// The fields `e` reads of `variable`, outermost last: `["key", "sub"]` for `item.key.sub`;
    /// nil when `e` is anything else than a chain of fields of it.
    private static func fields(of e: Expr, from variable: String) -> [String]? {
        switch e.kind {
        case .name(let name): return name == variable ? [] : nil
        case .member(let base, let field): return fields(of: base, from: variable).map { $0 + [field] }
        default: return nil
        }
    }

    /// The id of a for-each that no key path names (`id: item.title.lowercased()`, `id: item.id * 10`):
    /// SwiftUI's `ForEach(_:id:)` takes a `KeyPath<Element, ID>`, which reads a property and
    /// computes nothing (docs/semantics.md §7). Nil when the id is one of the forms above.
    static func notAKeyPath(_ loop: ForEachDecl) -> Diagnostic? {
        guard ForEachForm(loop) == nil else { return nil }
        let v = loop.variable
        let index = loop.indexVariable.map { ", or the index `\($0)`" } ?? ""
        return Diagnostic("ForEach identifies rows by a key path: `id` must be `\(v)` or one of its fields\(index)",
                          at: loop.id.location,
                          hint: "`id: \(v)` is `id: \\.self`, `id: \(v).key` is `id: \\.key`; to identify rows by a value computed from the element, make it a `computed:` property of the element's model and name it, `id: \(v).name`")
    }

    /// Whether `$name.field` in `component` is of a for-each's element over values (not a holder
    /// or a prop of that name), which `@Bindable var name = name` in the closure binds (§34).
    static func bindsRowElement(_ name: String, in component: ComponentDecl) -> Bool {
        let loops = component.body.allLoops.filter { $0.variable == name }
        return !loops.isEmpty && loops.allSatisfy { !$0.items.isBinding } && component.holder(named: name) == nil
            && !component.props.contains { $0.name == name }
    }

    /// Whether `$name` in `component` is the element's binding a for-each over a binding hands its
    /// rows (`ForEach($store.items) { $item in … }`), not a holder or a prop of that name (§34).
    static func bindsElementBinding(_ name: String, in component: ComponentDecl) -> Bool {
        let loops = component.body.allLoops.filter { $0.variable == name }
        return !loops.isEmpty && loops.allSatisfy(\.items.isBinding) && component.holder(named: name) == nil
            && !component.props.contains { $0.name == name }
    }

    /// `ForEach(…) { item in`, and the statement that names the element when it is reached by
    /// its index (only when the rows use it: an unused `let` is a warning). `bindable`, for an
    /// @Observable element whose fields the rows bind (`$item.title`), declares the element
    /// `@Bindable var item = item`, as Apple's `Bindable` documentation does in a List's rows:
    /// the closure's parameter has no `$` projection of its own.
    func opening(_ loop: ForEachDecl, swift: SwiftExpression, bindable: Bool) -> (opener: String, binding: String?) {
        let variable = SwiftNames.identifier(loop.variable)
        let index = loop.indexVariable.map(SwiftNames.identifier) ?? "_"
        let rebound = "@Bindable var \(variable) = \(variable)"
        switch kind {
        case .elements:
            // Over a binding, the closure's parameter is the element's binding: `$item` (§34).
            let parameter = loop.items.isBinding ? "$" + variable : variable
            return ("ForEach(\(swift.write(loop.items)), id: \\.\(keyPath)) { \(parameter) in", bindable ? rebound : nil)
        case .indices:
            let items = swift.writeOperand(loop.items)
            let reads = Self.reads(loop.variable, in: loop.body)
            // A range's indices are its own Ints (`(2..<5).indices` is 2..<5), a closed range's
            // not Ints at all: the positions are the offsets of its enumeration.
            if Ranges.isRange(loop.items) {
                return ("ForEach(Array(\(items).enumerated()), id: \\.offset) { \(index), \(reads ? variable : "_") in", nil)
            }
            let named = bindable ? "@Bindable var" : "let"
            return ("ForEach(\(items).indices, id: \\.self) { \(index) in", reads ? "\(named) \(variable) = \(items)[\(index)]" : nil)
        case .enumerated:
            return ("ForEach(Array(\(swift.writeOperand(loop.items)).enumerated()), id: \\.\(keyPath)) { \(index), \(variable) in", bindable ? rebound : nil)
        }
    }

    /// Whether any element of `body` reads `name`.
    static func reads(_ name: String, in body: [Element]) -> Bool {
        ElementParts.all(body).contains { parts in
            let statements = parts.actions.flatMap(\.statements)
            let names = parts.expressions.flatMap(\.names) + (parts.loop.map { $0.id.names } ?? [])
                + statements.flatMap(\.names)
            return names.contains { $0.0 == name }
        }
    }
}
