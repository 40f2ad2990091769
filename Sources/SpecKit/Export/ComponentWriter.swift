/// Writes one component as a SwiftUI view: its props as `let`s, each holder as the Swift it
/// stands for, an initializer when a holder is set up there, and its body.
struct ComponentWriter {
    let plan: ExportPlan
    let types: TypeInference
    let header: String

    func file(for component: ComponentDecl) -> String {
        let env = types.scope(of: component)
        var swift = SwiftExpression(types: types, scope: env)
        swift.unprojected = Set(component.holders.filter { $0.kind == .environment }.map(\.name))
        // Props declared `@Bindable var m` have the projection: `$m.flag`, as Apple writes it.
        swift.rebound = Self.bindableProps(of: component)
        var src = SwiftSource(header: header)
        if component.holders.contains(where: { $0.kind == .lazyState }) { src.line("import LazyState") }
        src.line("import SwiftUI")
        src.line()
        let generics = plan.genericParameters(of: component.name)
            .map { "\($0): \(plan.protocolName(of: $0))" } + ContentWriter.genericParameters(of: component, in: plan.spec)
        // A slot's protocol refines View; without one, the view says View itself, before Equatable.
        let protocols = plan.slotsBound(to: component.name).map { plan.protocolName(of: $0) }
        let conformances = (protocols.isEmpty ? ["View"] : protocols) + (component.equatable != nil ? ["Equatable"] : [])
        let name = component.name + (generics.isEmpty ? "" : "<\(generics.joined(separator: ", "))>")
        if let invariant = component.invariant {
            // The invariant measures the spec's run (stale renders); a view has nothing to check it with.
            src.doc("The spec counts a render as stale when `\(swift.write(invariant))` is false (not checked here).")
        }
        src.block("struct \(name): \(conformances.joined(separator: ", ")) {") { src in
            let bindable = Self.bindableProps(of: component)
            for prop in component.props {
                let declaration = prop.focusType != nil ? "@FocusState.Binding var" : prop.isBinding ? "@Binding var" : prop.isObserved ? "@ObservedObject var"
                    : bindable.contains(prop.name) ? "@Bindable var" : "let"
                src.line("\(declaration) \(SwiftNames.identifier(prop.name)): \(env[prop.name]?.description ?? "Never")")
            }
            for declaration in ContentWriter.declarations(of: component, in: plan.spec) { src.line(declaration) }
            for holder in component.holders where holder.kind != .memo {
                declare(holder, of: component, type: env[holder.name], swift: swift, into: &src)
            }
            if Self.callsDismiss(component) {
                // Read in this view, so the action dismisses the presentation (or pops the screen) it is in.
                src.line("@Environment(\\.dismiss) private var dismiss")
            }
            if Self.callsDismiss(component, named: "dismissSearch") {
                // Read in this view, inside the `.searchable` whose search it ends (§45).
                src.line("@Environment(\\.dismissSearch) private var dismissSearch")
            }
            let setUp = component.holders.filter(isSetUpInInit)
            if !setUp.isEmpty || !component.slots.isEmpty {
                src.line()
                let parameters = [Self.parameters(of: component, types: env)].filter { !$0.isEmpty }
                    + ContentWriter.parameters(of: component, in: plan.spec)
                src.block("init(\(parameters.joined(separator: ", "))) {") { src in
                    for prop in component.props {
                        let name = SwiftNames.identifier(prop.name)
                        // A binding is stored in its wrapper's storage, `_x`.
                        if prop.isBinding { src.line("_\(prop.name) = \(name)") }
                        else if prop.isObserved { src.line("_\(prop.name) = ObservedObject(wrappedValue: \(name))") }
                        else { src.line("self.\(name) = \(name)") }
                    }
                    var parameters = swift
                    parameters.bindingParameters = Set(component.props.filter(\.isBinding).map(\.name))
                    for holder in setUp { src.line(initialization(of: holder, swift: parameters)) }
                    for assignment in ContentWriter.assignments(of: component) { src.line(assignment) }
                }
            }
            src.line()
            src.block("var body: some View {") { src in
                writeBody(memos: component.holders.filter { $0.kind == .memo }[...], component: component, swift: swift, into: &src)
            }
            if let compared = component.equatable { writeEquality(compared, of: component, env: env, into: &src) }
            if plan.slotsBound(to: component.name).contains(where: plan.slotHasEquatableTarget) {
                src.line()
                src.line(component.equatable != nil ? "var compared: some View { equatable() }" : "var compared: some View { self }")
            }
        }
        return src.text
    }

    /// Whether an action anywhere in the component's body calls `dismiss()`.
    static func callsDismiss(_ component: ComponentDecl, named action: String = "dismiss") -> Bool {
        // A prop named `dismiss` is a closure the parent passes; calling it is not the environment's.
        if component.props.contains(where: { $0.name == action }) { return false }
        return ElementParts.all(component.body).contains { parts in
            parts.actions.contains { $0.statements.contains { statement in
                statement.flattened.contains { s in
                    if case .assign(let target, _, _) = s.kind, case .call(nil, action, let args) = target.kind { return args.isEmpty }
                    return false
                }
            } }
        }
    }

    /// `==` over the props the spec lists; nonisolated, as `Equatable` requires, which reading
    /// `let`s of Sendable values allows. A prop behind a property wrapper (`@Binding`,
    /// `@ObservedObject`, `@Bindable`, a focus binding) is read through a main-actor accessor, so
    /// those comparisons run in `MainActor.assumeIsolated`: SwiftUI compares views on the main
    /// thread, where it updates them.
    private func writeEquality(_ compared: [EquatableProp], of component: ComponentDecl, env: [String: SwiftType],
                               into src: inout SwiftSource) {
        let terms = compared.map { p in
            let field = SwiftNames.identifier(p.name)
            return env[p.name]?.isModel == true ? "lhs.\(field) === rhs.\(field)" : "lhs.\(field) == rhs.\(field)"
        }
        let bindable = Self.bindableProps(of: component)
        let wrapped = compared.contains { p in
            component.props.first { $0.name == p.name }.map { $0.isBinding || $0.isObserved || $0.focusType != nil || bindable.contains($0.name) } ?? false
        }
        let comparison = terms.isEmpty ? "true" : terms.joined(separator: " && ")
        src.line()
        src.doc("SwiftUI runs the body only when this says the view changed (`.equatable()` at every use).")
        src.block("nonisolated static func == (lhs: Self, rhs: Self) -> Bool {") { src in
            src.line(wrapped ? "MainActor.assumeIsolated { \(comparison) }" : comparison)
        }
    }

    /// Props the body passes as `$prop.field`: declared `@Bindable`, as a binding into an
    /// observable object needs.
    static func bindableProps(of component: ComponentDecl) -> Set<String> {
        let props = Set(component.props.filter { !$0.isBinding }.map(\.name))
        var found: Set<String> = []
        for parts in ElementParts.all(component.body) {
            for e in parts.expressions + parts.children.flatMap({ $0.arguments.map(\.value) }) {
                if case .member(let base, _) = e.kind, case .name(let n) = base.kind, n.hasPrefix("$"),
                   props.contains(String(n.dropFirst())) {
                    found.insert(String(n.dropFirst()))
                }
            }
        }
        return found
    }

    /// The initializer's parameters, as the memberwise one would take them: `input: Int`, and
    /// `count: Binding<Int>` for a binding.
    static func parameters(of component: ComponentDecl, types: [String: SwiftType]) -> String {
        component.props.map { prop in
            let type = types[prop.name]?.description ?? "Never"
            let swiftType = prop.focusType != nil ? "FocusState<\(type)>.Binding" : prop.isBinding ? "Binding<\(type)>" : types[prop.name]?.isClosure == true ? "@escaping \(type)" : type
            return "\(SwiftNames.identifier(prop.name)): \(swiftType)"
        }.joined(separator: ", ")
    }

    /// Holders whose initial value is assigned in `init`: it reads the props, which a property's
    /// inline value cannot.
    func isSetUpInInit(_ holder: HolderDecl) -> Bool {
        switch holder.kind {
        case .stateInInit, .lazyState: return true
        case .stateObject, .observedObject, .constant: return !holder.initial.names.isEmpty
        case .state, .memo, .environment, .environmentObject, .appStorage, .sceneStorage, .focusState: return false
        }
    }

    private func declare(_ holder: HolderDecl, of component: ComponentDecl, type: SwiftType?, swift: SwiftExpression, into src: inout SwiftSource) {
        let name = SwiftNames.identifier(holder.name)
        let typeName = type?.description ?? "Never"
        // `@State private var x = 0 { willSet { … } didSet { … } }`: the observers' statements see
        // `newValue` or `oldValue` (§53, §70).
        func observed(_ holder: HolderDecl, _ declaration: String) {
            let observers = [component.willSet(of: holder.name), component.observer(of: holder.name)].compactMap { $0 }
            guard !observers.isEmpty else { return src.line(declaration) }
            src.block("\(declaration) {") { src in
                for observer in observers {
                    var scope = swift.scope
                    scope[observer.parameterName] = type
                    let inner = SwiftExpression(types: types, scope: scope, bindingParameters: swift.bindingParameters)
                    src.block("\(observer.keyword) {") { inner.write(observer.statements, into: &$0) }
                }
            }
        }
        if type?.isModel == true { src.doc(Self.lifetime(of: holder.kind, toolchain: plan.toolchain)) }
        switch holder.kind {
        case .state:
            // A list literal or nil needs its type spelled out; other literals tell Swift theirs.
            if type?.isList == true || type?.unwrapped != type { observed(holder, "@State private var \(name): \(typeName) = \(swift.write(holder.initial))") }
            else { observed(holder, "@State private var \(name) = \(swift.write(holder.initial, storedAs: type))") }
        case .stateInInit: observed(holder, "@State private var \(name): \(typeName)")
        case .lazyState: src.line("@LazyState private var \(name): \(typeName)")
        case .stateObject:
            if isSetUpInInit(holder) { src.line("@StateObject private var \(name): \(typeName)") }
            else { src.line("@StateObject private var \(name) = \(swift.write(holder.initial))") }
        case .observedObject:
            if isSetUpInInit(holder) { src.line("@ObservedObject private var \(name): \(typeName)") }
            else { src.line("@ObservedObject private var \(name) = \(swift.write(holder.initial))") }
        case .constant:
            // A list literal or nil needs its type spelled out, as for `@State`.
            if isSetUpInInit(holder) || type?.isList == true || type?.unwrapped != type {
                src.line("private let \(name): \(typeName)" + (isSetUpInInit(holder) ? "" : " = \(swift.write(holder.initial))"))
            } else {
                src.line("private let \(name) = \(swift.write(holder.initial, storedAs: type))")
            }
        case .environment:
            // `accent` reads `\.accent`; a model type reads the @Observable object placed with .environment(_:).
            let key = holder.initial.source
            let argument = key.first?.isUppercase == true ? "\(key).self" : "\\.\(key)"
            src.line("@Environment(\(argument)) private var \(name): \(typeName)")
        case .environmentObject:
            src.line("@EnvironmentObject private var \(name): \(typeName)")
        case .appStorage, .sceneStorage:
            // The default is a constant Bool, Int or String: its literal tells Swift the type.
            let key = Graph.storageKey(of: holder)
            src.line("\(key.store.wrapper)(\(SwiftNames.stringLiteral(key.name))) private var \(name) = \(swift.write(holder.initial))")
        case .focusState:
            // No initial value: SwiftUI sets it as the focus moves (semantics §42).
            src.line("@FocusState private var \(name): \(holder.focusType ?? "Bool")")
        case .memo: break
        }
    }

    private func initialization(of holder: HolderDecl, swift: SwiftExpression) -> String {
        let value = swift.write(holder.initial, storedAs: swift.scope[holder.name])
        switch holder.kind {
        case .stateInInit: return "_\(holder.name) = State(wrappedValue: \(value))"
        case .lazyState: return "_\(holder.name) = LazyState { \(value) }"
        case .stateObject: return "_\(holder.name) = StateObject(wrappedValue: \(value))"
        case .observedObject: return "_\(holder.name) = ObservedObject(wrappedValue: \(value))"
        case .constant: return "self.\(holder.name) = \(value)"
        case .state, .memo, .environment, .environmentObject, .appStorage, .sceneStorage, .focusState: return ""
        }
    }

    /// Each memo wraps what follows it in a `MemoView`, whose content closure receives the value.
    private func writeBody(memos: ArraySlice<HolderDecl>, component: ComponentDecl, swift: SwiftExpression,
                           into src: inout SwiftSource) {
        guard let memo = memos.first else {
            BodyWriter(plan: plan, types: types, swift: swift).write(component.body, into: &src)
            return
        }
        let dependencies = memo.dependencies.map(swift.comparedValue).joined(separator: ", ")
        src.block("MemoView(\(swift.write(memo.initial)), dependencies: [\(dependencies)]) { \(SwiftNames.identifier(memo.name)) in") { src in
            writeBody(memos: memos.dropFirst(), component: component, swift: swift, into: &src)
        }
    }

    /// What a reader of the generated view should know about when a model holder is built.
    static func lifetime(of kind: HolderKind, toolchain: Toolchain) -> String {
        switch kind {
        case .state where toolchain.hasStateMacro:
            return "The @State macro (\(toolchain.xcode)) builds this once per identity."
        case .state:
            return "The State property wrapper (\(toolchain.xcode)) builds this at every init and keeps the first."
        case .stateInInit: return "Built at every init; SwiftUI keeps the first and discards the others."
        case .lazyState: return "Built once per identity; the closures of later inits are never run."
        case .stateObject: return "Built once per identity: StateObject runs its autoclosure the first time only."
        case .observedObject: return "Built at every init: ObservedObject keeps nothing, so each new instance replaces the last."
        case .constant: return "Built at every init: a plain property keeps nothing, so each new instance replaces the last."
        case .environment: return "Read from the environment an ancestor set with .environment(_:)."
        case .environmentObject: return "The object an ancestor supplied with .environmentObject(_:); missing, SwiftUI traps."
        case .appStorage: return "Kept in UserDefaults: shared by every holder of its key, and across launches."
        case .focusState: return "Where the keyboard focus is: SwiftUI writes it as the focus moves."
        case .sceneStorage: return "Kept in the scene's storage: shared by every holder of its key in this scene, apart from UserDefaults."
        case .memo: return ""
        }
    }
}
