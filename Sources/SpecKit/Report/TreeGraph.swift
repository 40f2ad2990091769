/// A snapshot as boxes and arrows, ready for DOT, Mermaid or SVG: a box per component node
/// (identity, props, holders), per model instance and creation counter that some render read;
/// an arrow for each value a parent passes to a child and for each dependency across boxes.
public struct TreeGraph: Sendable {
    public enum BoxKind: String, Sendable { case component, model, counter, clock, storage }
    public enum EdgeKind: String, Sendable {
        /// A parent passes values to a child at its init.
        case passes
        /// A render read this value: a write to it runs the reader's body again.
        case dependsOn
        /// A view reads an environment entry that the modifier on an ancestor (or on itself) set.
        case environment
    }

    public struct Box: Sendable {
        /// Unique in the graph and safe as a DOT or Mermaid identifier: `n2`, `m1`, `cModel`.
        public var id: String
        public var kind: BoxKind
        public var title: String
        public var lines: [String]
        public var activity: TreeSnapshot.Activity
        /// Depth in the tree; model and counter boxes sit one level below the deepest node.
        public var level: Int
        /// The parent box, for component boxes other than the root.
        public var parent: String?
    }

    public struct Edge: Sendable {
        public var from: String
        public var to: String
        public var kind: EdgeKind
        public var label: String
        /// How many arrows this one stands for: more than one once a run of rows is folded.
        public var count = 1
    }

    /// What the picture shows, e.g. `@State, built in init, after step 3: tap "related action"`.
    public var caption: String
    public var boxes: [Box] = []
    public var edges: [Edge] = []

    /// `spec` tells which fields are `@ObservationIgnored`, whose reads the picture marks untracked.
    public init(_ snapshot: TreeSnapshot, scenario: String, spec: Spec? = nil) {
        let when = snapshot.step == 0 ? "after launch" : "after step \(snapshot.step): \(snapshot.summary)"
        caption = "\(scenario), \(when)"
        let ordered = snapshot.orderedNodes
        var depth: [Int: Int] = [:]
        for node in ordered { depth[node.ref.id] = node.ref.parent.flatMap { depth[$0] }.map { $0 + 1 } ?? 0 }
        let modelLevel = (depth.values.max() ?? 0) + 1
        var read: [String] = []

        for node in ordered {
            let id = "n\(node.ref.id)"
            var lines: [String] = []
            // Content is built by the body that wrote its container, and placed in the container (§48).
            let builder = Self.contentSlot(node.ref.identity).flatMap { _ in
                node.ref.parent.flatMap { snapshot.nodes[$0]?.ref.parent }.flatMap { snapshot.nodes[$0] }
            }
            if let parent = node.ref.parent.flatMap({ snapshot.nodes[$0] }) {
                lines.append("\(TraceBuilder.place(of: node.ref)) of \(parent.ref.component)")
                if let builder, let slot = Self.contentSlot(node.ref.identity) {
                    lines.append("in its \(slot), built by \(builder.ref.component)")
                }
            } else {
                lines.append("root")
            }
            // A binding is the child's `@Binding var`, written through to its owner, not a `let`.
            lines += node.arguments.map { argument in
                if case .binding = argument.value { return "binding \(argument.label) = \(argument.value.literal)" }
                return "let \(argument.label) = \(argument.value.literal)"
            }
            for holder in node.holders {
                let deps = holder.dependencies.map { " [\($0.source)]" } ?? ""
                let key = holder.key.map { " (\($0.store.title) \"\($0.name)\")" } ?? ""
                lines.append("\(holder.kind.rawValue) \(holder.name) = \(holder.value.literal)\(deps)\(key)")
                if let willSet = holder.willSet { lines.append("  \(willSet)") }
                if let didSet = holder.didSet { lines.append("  \(didSet)") }
                // A holder is told of every change to its key, read or not (semantics §32, §44).
                if let key = holder.key, !node.reads.contains(.storage(key)) {
                    let box = Self.storeBox(key.store)
                    edges.append(Edge(from: id, to: box, kind: .dependsOn, label: "holds \(key.name), unread"))
                    if !read.contains(box) { read.append(box) }
                }
            }
            if let screen = node.screen { lines.append(screen) }
            if node.offScreen { lines.append("off screen, alive") }
            if !node.bodyRan, Self.inTab(node, of: snapshot) { lines.append("in a tab not shown yet, body not run") }
            for (key, value) in node.environment.sorted(by: { $0.key.description < $1.key.description }) {
                // The modifier is the code of the body that wrote it beside this view, the parent's or,
                // in a tab view or a stack, the body around it, as the trace says (`set by Screen`);
                // `isSearching` is set by the `.searchable`'s field (§45).
                let setter = key == .isSearching ? "its .searchable's search field"
                    : node.environmentSetters[key] ?? node.ref.parent.flatMap { snapshot.nodes[$0]?.ref.component } ?? "its parent"
                let how = node.transformed[key].map { "transforms \(key) with \($0) into" } ?? "sets \(key) ="
                lines.append("\(setter) \(how) \(value.literal) here, for its subtree")
            }
            // Modifiers, as written on the view: its explicit identity, what it watches, its task.
            if let id = TreeGraph.explicitID(node.ref.identity) { lines.append(".\(id)") }
            lines += node.onChange.map { ".onChange(of: \($0.label)) = \($0.value.literal)" }
            if let every = node.timerEvery { lines.append(".onReceive(timer every \(every) ms)") }
            if let name = node.receives { lines.append(".onReceive(\(name))") }
            if node.hasTask {
                // A task that never awaits finishes in the update that starts it.
                let state = node.taskRunning ? "running" : "finished"
                lines.append(node.taskID.map { ".task(id: \($0.literal)): \(state)" } ?? ".task: \(state)")
            }
            if node.refreshable {
                // The indicator shows while the last pull's task runs; it is listed below.
                let refreshing = snapshot.tasks.values.contains { $0.ref.refresh && $0.ref.view.id == node.ref.id }
                lines.append(".refreshable: \(refreshing ? "refreshing" : "idle")")
            }
            if let edit = node.rowEdit { lines.append(edit) }
            if let lock = node.dismissLock { lines.append(lock) }
            if let refused = node.swipeRefused { lines.append(refused) }
            let tasks = snapshot.tasks.values.filter { $0.ref.view.id == node.ref.id }.sorted { $0.ref.number < $1.ref.number }
            lines += tasks.map { "◷ " + $0.description.replacingOccurrences(of: " of \(node.ref.path)", with: "")
                                                        .replacingOccurrences(of: " from \(node.ref.path)", with: "") }
            if let invariant = node.staleInvariant { lines.append("⚠ stale: \(invariant) is false") }
            if let compared = node.comparedByEquals { lines.append("Equatable: == compares \(compared.joined(separator: ", "))") }
            for control in node.controls {
                if let model = control.model {
                    // `$model.field`: the control edits the model's field, drawn as the model's box.
                    let value = snapshot.models[model.id]?.fields.first { $0.label == control.binding }.map { " = \($0.value.literal)" } ?? ""
                    lines.append("\(control.kind.words) \"\(control.title)\" ⇄ \(model).\(control.binding)\(value)\(Self.marks(control, in: node.ref.id, focused: snapshot.focused, typed: snapshot.typed["\(node.ref.id)/\(control.title)"]))")
                    edges.append(Edge(from: id, to: "m\(model.id)", kind: .dependsOn, label: "\(control.kind.words) binds \(control.binding)"))
                    if !read.contains("m\(model.id)") { read.append("m\(model.id)") }
                    continue
                }
                let owner = snapshot.nodes[control.owner]
                if let custom = control.custom {
                    // Binding(get:set:): no holder; its closures run in the view that made it.
                    let whose = control.owner == node.ref.id ? "" : " made in \(owner?.ref.component ?? "a removed view")"
                    let typed = snapshot.typed["\(node.ref.id)/\(control.title)"].map { " (shows \(Value.string($0).literal) as typed)" } ?? ""
                    lines.append("\(control.kind.words) \"\(control.title)\" ⇄ \(custom)\(whose)\(typed)")
                    if control.owner != node.ref.id {
                        edges.append(Edge(from: id, to: "n\(control.owner)", kind: .dependsOn,
                                          label: "\(control.kind.words) binds through its getter and setter"))
                    }
                    continue
                }
                // A control reads and writes its binding's holder; one in another view is an arrow.
                let holder = owner?.holders.first { $0.name == control.binding }?.value
                let bound = holder.flatMap { control.path.isEmpty ? $0 : Self.value(in: $0, along: control.path) }
                let value = bound.map { " = \($0.literal)" } ?? ""
                let whose = control.owner == node.ref.id ? "" : " of \(owner?.ref.component ?? "a removed view")"
                lines.append("\(control.kind.words) \"\(control.title)\" ⇄ $\(control.shownBinding)\(whose)\(value)\(Self.marks(control, in: node.ref.id, focused: snapshot.focused, typed: snapshot.typed["\(node.ref.id)/\(control.title)"]))")
                if control.owner != node.ref.id {
                    edges.append(Edge(from: id, to: "n\(control.owner)", kind: .dependsOn,
                                      label: "\(control.kind.words) binds \(control.shownBinding)"))
                }
            }
            var own: [String] = []
            for dependency in node.reads {
                switch dependency {
                case .state(let owner, let name) where owner == node.ref.id:
                    own.append(name)
                case .state(let owner, let name):
                    edges.append(Edge(from: id, to: "n\(owner)", kind: .dependsOn, label: "reads \(name)"))
                case .field(let model, let name):
                    // An ObservableObject's field read subscribes nothing by itself (its object does), nor
                    // does an `@ObservationIgnored` one or a plain class's.
                    let ref = snapshot.models[model]?.ref
                    let ignored = ref.map { spec?.ignoresObservation(of: name, inModel: $0.type) == true } ?? false
                    let untracked = ref.map { !$0.kind.tracksFieldReads } == true || ignored ? " (untracked)" : ""
                    edges.append(Edge(from: id, to: "m\(model)", kind: .dependsOn, label: "reads \(name)\(untracked)"))
                    if !read.contains("m\(model)") { read.append("m\(model)") }
                case .object(let model):
                    edges.append(Edge(from: id, to: "m\(model)", kind: .dependsOn, label: "observes objectWillChange"))
                    if !read.contains("m\(model)") { read.append("m\(model)") }
                case .environment(_, let key) where key == .scenePhase:
                    // No view sets it: the scene does, above the root (§41).
                    lines.append("reads \(key) = .\(snapshot.scenePhase.rawValue), set by the scene")
                case .environment(_, let key):
                    if let provider = Self.provider(of: key, from: node.ref.id, in: snapshot) {
                        edges.append(Edge(from: id, to: "n\(provider)", kind: .environment, label: "reads \(key)"))
                    } else {
                        lines.append("reads \(key): nothing set, the default")
                    }
                case .creations(let type):
                    edges.append(Edge(from: id, to: "c\(type)", kind: .dependsOn, label: "reads"))
                    if !read.contains("c\(type)") { read.append("c\(type)") }
                case .storage(let key):
                    // One box a store, the app's UserDefaults or the scene's storage: every view
                    // holding one of its keys depends on it.
                    let box = Self.storeBox(key.store)
                    edges.append(Edge(from: id, to: box, kind: .dependsOn, label: "reads \(key.name)"))
                    if !read.contains(box) { read.append(box) }
                }
            }
            // A for-each row's own reads: a write to one builds that row again, not the body (§37).
            for (row, reads) in node.rowReads {
                for dependency in reads {
                    switch dependency {
                    case .field(let model, let name):
                        edges.append(Edge(from: id, to: "m\(model)", kind: .dependsOn, label: "row \(row) reads \(name)"))
                        if !read.contains("m\(model)") { read.append("m\(model)") }
                    case .creations(let type):
                        edges.append(Edge(from: id, to: "c\(type)", kind: .dependsOn, label: "row \(row) reads"))
                        if !read.contains("c\(type)") { read.append("c\(type)") }
                    case .state, .object, .environment, .storage:
                        break   // the body's own dependencies, listed above
                    }
                }
            }
            if !own.isEmpty { lines.append("reads its \(own.joined(separator: ", "))") }
            let parent = node.ref.parent.map { "n\($0)" }
            boxes.append(Box(id: id, kind: .component, title: node.ref.component, lines: lines,
                             activity: node.activity, level: depth[node.ref.id] ?? 0, parent: parent))
            if let parent {
                edges.append(Edge(from: builder.map { "n\($0.ref.id)" } ?? parent, to: id, kind: .passes, label: node.arguments.source))
            }
        }
        for id in read {
            if id.hasPrefix("m"), let model = Int(id.dropFirst()).flatMap({ snapshot.models[$0] }) {
                // A plain class says so: its dependency edges are all untracked (§71).
                let plain = model.ref.kind == .class ? ["a plain class: no view is told of its writes"] : []
                boxes.append(Box(id: id, kind: .model, title: model.ref.description,
                                 lines: plain + model.fields.map { "\($0.label) = \($0.value.literal)" } + model.streams.keys.sorted().compactMap { model.streams[$0] }
                                     + (model.lastCall.map { ["last call: \($0)"] } ?? []),
                                 activity: .unchanged, level: modelLevel))
            } else if id.hasPrefix("c") {
                let type = String(id.dropFirst())
                boxes.append(Box(id: id, kind: .counter, title: "\(type).creations",
                                 lines: ["= \(snapshot.creations[type] ?? 0)"], activity: .unchanged, level: modelLevel))
            } else if id == Self.storeBox(.userDefaults) || id == Self.storeBox(.scene) {
                let scene = id == Self.storeBox(.scene)
                let stored = (scene ? snapshot.sceneStorage : snapshot.userDefaults).sorted { $0.key < $1.key }.map { "\($0.key) = \($0.value.literal)" }
                boxes.append(Box(id: id, kind: .storage, title: scene ? "SceneStorage (this scene)" : "UserDefaults",
                                 lines: stored.isEmpty ? ["nothing stored: each holder shows its default"] : stored,
                                 activity: .unchanged, level: modelLevel))
            }
        }
        // Time: the clock, pending requests, and tasks whose view is gone (they still run).
        let orphans = snapshot.tasks.values.filter { snapshot.nodes[$0.ref.view.id] == nil }.sorted { $0.ref.number < $1.ref.number }
        if snapshot.clock > 0 || !snapshot.requests.isEmpty || !snapshot.tasks.isEmpty {
            var lines = snapshot.requests.map { "pending \($0.description)" }
            lines += orphans.map { "\($0.description) (its view is gone)" }
            boxes.append(Box(id: "clock", kind: .clock, title: "clock \(snapshot.clock) ms",
                             lines: lines.isEmpty ? ["nothing pending"] : lines, activity: .unchanged, level: modelLevel))
        }
        // A dependency on a model that left the log (a struct, or never the case) would point nowhere.
        let known = Set(boxes.map(\.id))
        edges.removeAll { !known.contains($0.from) || !known.contains($0.to) }
    }

    /// After a text field with an on-submit action: Return in it runs code (semantics §39).
    static let submitMark = " ⏎ on-submit"
    /// After a secure field: what its holder holds is not what the screen shows (semantics §78).
    static let secureMark = " (shown as dots)"

    /// What a control's line ends with: its submit action, the focus holder it is bound to, and
    /// whether it has the keyboard focus (semantics §42).
    static func marks(_ control: ControlShown, in node: Int, focused: (node: Int, title: String)?, typed: String? = nil) -> String {
        var marks = control.searches.map { " ⌕ searchable on \($0)" } ?? ""
        // The field shows what was typed, not the value beside it (§86).
        if let typed { marks += " (shows \(Value.string(typed).literal) as typed)" }
        // The holder's value is the data; the screen shows a secure field's text as dots (§78).
        marks += control.kind == .secureField ? secureMark : ""
        marks += control.submits ? submitMark : ""
        // Return there runs the on-submit of the views around it too (§94).
        marks += control.submitsAround.map { " ⏎ \($0)'s on-submit" }.joined()
        if let focus = control.focus { marks += " ◎ focused($\(focus))" }
        if let owner = control.focusOwner { marks += " of \(owner)'s @FocusState" }
        // Only a bound field is marked: the log says nothing of the focus moving between others.
        if control.focus != nil, let focused, focused.node == node, focused.title == control.title { marks += ", has the keyboard focus" }
        return marks
    }
    /// The id of a store's one box in a picture.
    static func storeBox(_ store: Store) -> String { store == .userDefaults ? "userDefaults" : "sceneStorage" }

    /// The value a control's binding into an element shows, when the element is still there.
    static func value(in holder: Value, along path: [BindingStep]) -> Value? {
        var binding = BindingRef(node: 0, name: "")
        binding.path = path
        return try? BindingPath.value(in: holder, along: binding, at: Location(file: "", line: 0, column: 0))
    }

    /// The slot whose content a node is in, from its identity (`content(content).0`); nil for others.
    static func contentSlot(_ identity: String) -> String? {
        guard identity.hasPrefix("content("), let close = identity.firstIndex(of: ")") else { return nil }
        return String(identity[identity.index(identity.startIndex, offsetBy: 8) ..< close])
    }

    /// Whether a node is a tab's content (`tab(1).0` of a TabView): the one kind of view built by
    /// its parent's body whose own body waits, until its tab is first shown.
    static func inTab(_ node: TreeSnapshot.Node, of snapshot: TreeSnapshot) -> Bool {
        node.ref.identity.hasPrefix("tab(") && node.ref.parent.flatMap { snapshot.nodes[$0] }?.ref.component == "TabView"
    }

    static func explicitID(_ identity: String) -> String? {
        guard identity.hasSuffix(")"), let r = identity.range(of: "id(", options: .backwards) else { return nil }
        let atStep = r.lowerBound == identity.startIndex || identity[identity.index(before: r.lowerBound)] == "."
        return atStep ? String(identity[r.lowerBound...]) : nil
    }

    /// The nearest node, from this one up, whose modifiers set the key for its subtree.
    static func provider(of key: EnvironmentKey, from id: Int, in snapshot: TreeSnapshot) -> Int? {
        var current: Int? = id
        while let here = current, let node = snapshot.nodes[here] {
            if node.environment[key] != nil { return here }
            current = node.ref.parent
        }
        return nil
    }
}
