/// The `post:` step: a value of a declared notification reaches every view subscribed with
/// `on-receive:` and every task whose `for await` loop is iterating it (docs/semantics.md §46).
extension Graph {
    /// Posts the value: the views' on-receive actions run at once, in the order their views
    /// subscribed, and the screen settles; then each waiting loop runs its body, one transaction each.
    func post(_ p: Post, at location: Location) throws {
        guard let decl = spec.notification(named: p.notification) else {
            throw Diagnostic("'\(p.notification)' is not a declared notification", at: location)
        }
        let value = try Evaluator.evaluate(p.value ?? decl.value, in: ConstantScope())
        let declared = try Evaluator.evaluate(decl.value, in: ConstantScope())
        guard value.typeName == declared.typeName else {
            throw Diagnostic("\(p.notification) sends \(declared.typeName) values; \(p.value?.source ?? "") is not one", at: location,
                             hint: "its declaration's value, \(decl.value.source), gives the type")
        }
        // Subscribers: views alive with an on-receive of this name, in the order they were made,
        // which is the order they subscribed; loops waiting for a value, in the order they started.
        // A view in a tab never shown is not subscribed yet (§25).
        let views = nodes.values.filter { $0.modifiers.receive?.notification == p.notification && !$0.deferred }.sorted { $0.id < $1.id }
        let loops = tasks.keys.sorted().filter { tasks[$0]?.waiting == .values(p.notification) }
        count(async: "Notifications.posted")
        emit(.posted(notification: p.notification, value: value, subscribers: views.count + loops.count))
        reportMissed(p.notification, alive: Set(views.map(\.component.name)))
        lastHandlers = []
        for node in views {
            guard let receive = node.modifiers.receive else { continue }
            let owner = node.modifierOwner ?? node.parent ?? node
            count(async: "Notifications.received")
            emit(.received(owner: owner.ref, child: node.ref, notification: p.notification))
            var locals = node.handlerLocals
            locals[ReceiveDecl.parameter] = value
            try runAction(receive.action, in: NodeScope(graph: self, node: owner, locals: locals), view: node.ref)
        }
        // Each waiting loop's iterator is given the value now, inside the post: a cancellation
        // that comes before its turn cannot take it back, only end the loop after its body.
        handedValue = Set(loops)
        defer { handedValue = [] }
        try startSpawned()
        try settle(at: location)
        for number in loops where tasks[number]?.waiting == .values(p.notification) {
            handedValue.remove(number)
            count(async: "Notifications.received")
            lastHandlers = []
            try resume(number, .value(notification: p.notification, value))
            try startSpawned()
            try settle(at: location)
        }
    }

    /// The views written with an on-receive of this notification, in a body on screen, that are
    /// not in the hierarchy (an `if` left them out, or they went away), and the tasks that will loop over it but wait on something else first: none gets the value.
    private func reportMissed(_ name: String, alive: Set<String>) {
        var told = alive
        for node in nodes.values.sorted(by: { $0.id < $1.id }) where node.deferred && node.modifiers.receive?.notification == name {
            told.insert(node.component.name)
            // Named by its place, as the trace names a view in a tab (`Face at tab(1).0`).
            emit(.missed(notification: name, who: "\(node.component.name) at \(node.ref.identity)",
                         why: "its tab has not been shown yet, and a lazy TabView subscribes a view's on-receive when the tab is first selected"))
        }
        let mounted = Set(nodes.values.map(\.component.name))
        for component in receivers(of: name, writtenIn: mounted) where !told.contains(component) {
            emit(.missed(notification: name, who: component,
                         why: "the view was not on screen, so it was not subscribed and missed the value"))
        }
        for number in tasks.keys.sorted() {
            guard let task = tasks[number], task.waiting != .values(name),
                  task.body[task.pc...].contains(where: { if case .forAwait(_, name, _) = $0.kind { true } else { false } })
            else { continue }
            emit(.missed(notification: name, who: task.ref.description,
                         why: "its for-await loop has not started iterating, so it was not subscribed yet and missed the value"))
        }
    }

    /// The components the bodies of these components write with an on-receive of this
    /// notification, in the spec's order.
    private func receivers(of name: String, writtenIn mounted: Set<String>) -> [String] {
        var found: [String] = []
        for component in spec.components where mounted.contains(component.name) {
            for parts in ElementParts.all(component.body) {
                guard case .child(let child) = parts.element, child.modifiers.receive?.notification == name else { continue }
                let shown = scenario.uses[child.component] ?? child.component
                if !found.contains(shown) { found.append(shown) }
            }
        }
        return found
    }
}
