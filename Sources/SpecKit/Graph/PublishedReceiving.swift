/// `.onReceive(model.$count) { value in … }` and `.onReceive(model.objectWillChange) { … }`: a
/// view subscribed to a publisher of an ObservableObject (docs/semantics.md §58).
///
/// The subscription is made with the view and follows the object the holder names at each
/// render of the body that writes it. A `@Published` property's publisher gives a new subscriber
/// its current value: SwiftUI subscribes during an update, so that first action is queued and
/// runs when the pass ends. Every assignment then publishes in the property's `willSet`, equal
/// value or not: the action runs at once, inside the assignment, with the new value while the
/// property still holds the old one.
struct PublisherSubscription {
    /// The object subscribed to.
    var object: ModelRef
    /// The `@Published` field; nil for the object's `objectWillChange`.
    var field: String?
    /// Whether its action is running now: an assignment it makes to the same property would
    /// publish into it again, without end.
    var delivering = false
}

extension Graph {
    /// At each render of the body writing the modifier, in its scope (the body reads the holder,
    /// as `model.$count` does): subscribes a new view, or again when the holder names another object.
    func subscribePublisher(_ receive: ReceiveDecl, _ source: PublishedSource, of child: Node, in scope: NodeScope, isNew: Bool) throws {
        let holder = Expr(.name(source.holder), at: source.location, source: source.holder)
        guard case .model(let object) = try Evaluator.evaluate(holder, in: scope), object.kind == .observableObject else {
            throw Diagnostic("`\(receive.notification)` needs an ObservableObject in `\(source.holder)`", at: source.location,
                             hint: "hold a `kind: observable-object` model there, with the field in its `published:` list")
        }
        if !isNew, publisherSubscriptions[child.id]?.object == object { return }
        publisherSubscriptions[child.id] = PublisherSubscription(object: object, field: source.field)
        emit(.subscribed(child.ref, notification: receive.notification))
        // `objectWillChange` holds no value: a new subscriber gets nothing until the next change.
        guard let field = source.field, let current = models.field(field, of: object) else { return }
        var locals = scope.locals
        locals[ReceiveDecl.parameter] = current
        var handler = Handler(kind: "on-receive", owner: scope.node, child: child.ref, locals: locals, statements: receive.action,
                              detail: "\(receive.notification) gives the new subscription its current value, \(current.literal)")
        handler.followsDisappearances = true
        enqueueAppearance(handler, of: child)
    }

    /// In the `willSet` of `field` of `object`, before `new` is stored: the views subscribed to
    /// the object's `objectWillChange`, then to the field's publisher, in the order they were made.
    func deliverPublished(_ field: String, of object: ModelRef, old: Value, new: Value) throws {
        let ids = publisherSubscriptions.compactMap { id, s in s.object == object && (s.field == nil || s.field == field) ? id : nil }
            .sorted { (publisherSubscriptions[$0]?.field != nil ? 1 : 0, $0) < (publisherSubscriptions[$1]?.field != nil ? 1 : 0, $1) }
        guard !ids.isEmpty else { return }
        let building = reader
        defer { reader = building }
        var actions = 0
        defer { if actions > 0 { emit(.publishedDelivered(object: object, field: field, new: new, actions: actions)) } }
        for id in ids {
            guard let node = nodes[id], let receive = node.modifiers.receive, let subscription = publisherSubscriptions[id] else { continue }
            if subscription.delivering {
                throw Diagnostic("the on-receive of \(node.component) assigns \(object.type).\(field) while \(receive.notification) is publishing it: Combine would call it again, without end",
                                 at: receive.location,
                                 hint: "assign a holder of the view instead, or change the object elsewhere (a @Published property publishes at every assignment)")
            }
            let owner = node.modifierOwner ?? node.parent ?? node
            emit(.publishedReceived(owner: owner.ref, child: node.ref, publisher: receive.notification, field: field, old: old, new: new))
            actions += 1
            var locals = node.handlerLocals
            if subscription.field != nil { locals[ReceiveDecl.parameter] = new }
            publisherSubscriptions[id]?.delivering = true
            defer { publisherSubscriptions[id]?.delivering = false }
            try runAction(receive.action, in: liveScope(owner, locals: locals), view: node.ref)
        }
    }
}
