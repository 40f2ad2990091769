/// An environment object read where a view's holders are set up, before SwiftUI installs its
/// environment (docs/semantics.md §17): the wrapper holds no object yet, and SwiftUI traps. The
/// run stops at the read; `spec check` refuses every such read, in the run's words where it
/// happens whatever the values are, and in Swift's where it is in one branch.
enum EnvironmentInInit {
    /// The holder kinds whose expression init evaluates: `_x = State(initialValue: e)`, an
    /// `@ObservedObject` built in init and a `let` set there. (`state:` and the lazy holders
    /// reading another holder are refused in Swift's own words before this matters.)
    static let evaluatedInInit: Set<HolderKind> = [.stateInInit, .observedObject, .constant]

    /// The read of the object wrapper `holder` in `component`'s init, in the words the run and the
    /// check both use. Nil for an entry of `EnvironmentValues`, which reads its default there, and
    /// for an optional `@Environment(Model.self)`, which reads nil.
    static func diagnostic(_ holder: HolderDecl, of component: String, at location: Location) -> Diagnostic? {
        guard holder.kind.readsEnvironment, !holder.isOptional, case .name(let type) = holder.initial.kind else { return nil }
        let wrapper: String, found: String
        if holder.kind == .environmentObject {
            (wrapper, found) = ("@EnvironmentObject \(holder.name)", "No ObservableObject of type \(type) found")
        } else if holder.readsEnvironmentModel {
            (wrapper, found) = ("@Environment(\(type).self) \(holder.name)", "No Observable object of type \(type) found")
        } else {
            return nil
        }
        return Diagnostic("\(component) reads \(wrapper) where its holders are set up (its init, or a closure made there), before SwiftUI installs its environment: "
                          + "a view is given its environment after init, before its body, so the wrapper holds no object yet, whatever an ancestor supplies; "
                          + "SwiftUI traps here: \"\(found).\"",
                          at: location, hint: "read it in the body, or in a `memo:`, `task:` or `on-appear:`; a holder set up in init cannot use it")
    }
}

extension SpecValidator {
    /// A holder set up in init whose expression reads an object wrapper of the view declared above
    /// it, whatever the values: the run would stop there, with the same words.
    ///
    /// Any other read of an environment wrapper there (an entry, an optional model, or an object
    /// read in one branch only) is refused in the export's words: Swift reads the wrapper's
    /// computed `wrappedValue` through `self`, which init cannot use before every stored property
    /// is set, in whichever branch, so no app does it.
    mutating func checkEnvironmentReadInInit(_ holder: HolderDecl, visible: [String], in component: ComponentDecl) {
        guard EnvironmentInInit.evaluatedInInit.contains(holder.kind) else { return }
        for (name, location) in holder.initial.certainNames where visible.contains(name) {
            guard let read = component.holder(named: name),
                  let diagnostic = EnvironmentInInit.diagnostic(read, of: component.name, at: location) else { continue }
            return report(diagnostic)
        }
        for (name, location) in holder.initial.names where visible.contains(name) {
            guard let read = component.holder(named: name), read.kind.readsEnvironment else { continue }
            return report(SwiftNames.holderReadInInit(name, holder: holder.name, environment: true, at: location))
        }
    }
}

extension Expr {
    /// The names the expression reads whatever the values it meets: not those only one branch
    /// reads (the right of `&&`, `||` and `??`, a conditional's arms), nor a closure's.
    var certainNames: [(String, Location)] {
        switch kind {
        case .int, .string, .bool, .null, .closure, .customBinding: return []
        case .name(let n): return [(n, location)]
        case .member(let base, _):
            if case .name(ScenePhase.typeName) = base.kind { return [] }
            return base.certainNames
        case .unary(_, let e): return e.certainNames
        case .binary(let op, let a, let b):
            return op == "&&" || op == "||" || op == "??" ? a.certainNames : a.certainNames + b.certainNames
        case .conditional(let c, _, _): return c.certainNames
        case .construct(_, let args): return args.flatMap { $0.value.certainNames }
        case .list(let items): return items.flatMap(\.certainNames)
        case .index(let a, let b): return a.certainNames + b.certainNames
        case .call(let base, _, let args): return (base?.certainNames ?? []) + args.flatMap { $0.value.certainNames }
        case .interpolation(let parts):
            return parts.flatMap { part -> [(String, Location)] in
                guard case .expr(let e) = part else { return [] }
                return e.certainNames
            }
        }
    }
}
