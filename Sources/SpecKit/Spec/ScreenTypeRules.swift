/// What Swift asks of the values screens take: `sheet(item:)` an `Identifiable` item,
/// `navigationDestination` and `NavigationLink(value:)` a `Hashable` one, a stack's path the
/// type its destinations show. The checks before a run apply these where DeclaredTypes is
/// certain of a type (TypeCheck+Screens.swift), the export where its inference tells one
/// (SwiftFormCheck); one place words each refusal, so both say the same (docs/semantics.md §22,
/// §23, §30).
enum ScreenTypeRules {
    /// `sheet(item:)`, `fullScreenCover(item:)` and `popover(item:)` take an `Identifiable` item:
    /// a struct is identified by its field `id`, and one without it has nothing to conform with.
    /// Swift: "instance method 'sheet(item:onDismiss:content:)' requires that 'Tag' conform to
    /// 'Identifiable'".
    static func unidentifiableItem(_ item: SwiftType?, at location: Location, in spec: Spec) -> Diagnostic? {
        guard case .value(let name)? = item?.unwrapped,
              spec.model(named: name)?.fields.contains(where: { $0.name == "id" }) == false else { return nil }
        return Diagnostic("a presentation's `item:` must be Identifiable; \(name) has no field `id` to identify it by", at: location,
                          hint: "give \(name) a field `id`, which Identifiable uses, or present a value that identifies it, such as an Int")
    }

    /// A model that is not `Hashable`, and what it is: a class, compared by instance (§15, §71),
    /// or a struct with a field that is not Hashable (StructConformance).
    private static func unhashable(_ type: SwiftType?, in spec: Spec, structs: SwiftRequirements.Structs) -> (name: String, what: String)? {
        switch type?.unwrapped {
        case .model(let name)?:
            guard let model = spec.model(named: name), model.kind != .struct else { return nil }
            return (name, "a class the spec compares by instance")
        case .value(let name)?:
            return structs(name) < .hashable ? (name, "a struct with a field that is not Hashable") : nil
        default:
            return nil
        }
    }

    /// `navigationDestination(item:)` takes a `Hashable` item, as `for:` takes a Hashable type.
    static func unhashablePushedItem(_ item: SwiftType?, at location: Location, in spec: Spec, structs: SwiftRequirements.Structs) -> Diagnostic? {
        unhashable(item, in: spec, structs: structs).map {
            Diagnostic("navigationDestination(item:) needs a Hashable item; \($0.name) is \($0.what)",
                       at: location, hint: "push a value that identifies it, such as an Int id")
        }
    }

    /// `NavigationLink(_:value:)` takes a `Hashable` value. Swift: "initializer 'init(_:value:)'
    /// requires that 'Item' conform to 'Hashable'".
    static func unhashableLinkValue(_ value: Expr, of type: SwiftType?, in spec: Spec, structs: SwiftRequirements.Structs) -> Diagnostic? {
        unhashable(type, in: spec, structs: structs).map {
            Diagnostic("NavigationLink(value:) needs a Hashable value; \(value.source.quotable) is \(DeclaredTypes.withArticle($0.name)), \($0.what)",
                       at: value.location, hint: "push a value that identifies it, such as an Int id, and declare the destination for that type")
        }
    }

    /// `navigationDestination(for:)` takes a `Hashable` type. A struct model is `Hashable` when its
    /// fields are (StructConformance): the export knows their types, the checks before a run
    /// those that are certain.
    static func unhashableDestination(_ d: DestinationDecl, in spec: Spec, structs: SwiftRequirements.Structs) -> Diagnostic? {
        guard let model = spec.model(named: d.type) else { return nil }
        if model.kind == .struct {
            guard structs(d.type) < .hashable else { return nil }
            return Diagnostic("navigationDestination(for:) needs a Hashable type; \(d.type) is a struct with a field that is not Hashable",
                              at: d.location, hint: "push a value that identifies it, such as an Int id, or keep only values in the struct")
        }
        return Diagnostic("navigationDestination(for:) needs a Hashable type; \(d.type) is a class the spec compares by instance",
                          at: d.location, hint: "push a value that identifies it, such as an Int id")
    }

    /// `item:` takes a `Binding<Item?>`; a holder that is a Bool gives a `Binding<Bool>`, which is
    /// a flag for `is-presented:` (`navigationDestination(item:)` names its parameter `D`).
    static func boolItem(_ p: PresentationDecl, of type: SwiftType?) -> Diagnostic? {
        guard p.isItem, !p.ownsFlag, type == .bool else { return nil }
        return Diagnostic("cannot convert value of type 'Binding<Bool>' to expected argument type 'Binding<\(p.isPush ? "D" : "Item")?>'",
                          at: p.binding.location,
                          hint: "did you mean `is-presented: \(p.binding.source)`? `item:` takes an optional value, presented while it is not nil")
    }

    /// A stack's path holds the values its destinations show: `[T]` for destinations of one type
    /// T, a `NavigationPath` for several, or when a view in the spec declares destinations of its
    /// own (§68: a typed path sees only the root's); nil when no destination names a known type.
    static func pathType(of stack: NavigationStackDecl, viewsDeclareDestinations: Bool, in spec: Spec) -> SwiftType? {
        if viewsDeclareDestinations || Set(stack.destinations.map(\.type)).count > 1 { return .navigationPath }
        guard let first = stack.destinations.first else { return nil }
        return SwiftType.named(first.type, models: spec.models.map(\.name), enums: spec.enums.map(\.name)).map { .list($0) }
    }

    /// Whether a view among these declares `navigation-destinations:`.
    static func viewsDeclareDestinations(_ components: [ComponentDecl]) -> Bool {
        components.contains { $0.body.allChildren.contains { !$0.modifiers.navigationDestinations.isEmpty } }
    }
}
