/// A source of values the script sends: `notifications: { saved: 0 }` declares one whose values
/// are Ints, 0 when a `post:` step gives none. In the app it is a `Notification.Name` or a
/// `PassthroughSubject`; views subscribe with `on-receive:` and tasks loop with `for await`
/// (docs/semantics.md §46).
public struct NotificationDecl: Sendable {
    public var name: String
    /// The value a post sends when its step gives none; its literal gives the values' type.
    public var value: Expr
    public var location: Location
}

/// `post: saved` with an optional `value:`: the world outside the views sends a value.
public struct Post: Sendable {
    public var notification: String
    /// The value sent; nil sends the declaration's.
    public var value: Expr?
    public var location: Location
}

/// `on-receive: { of: saved, action: count += value }` beside a child:
/// `.onReceive(Posts.saved) { value in … }`, subscribed while the child's identity lives.
/// `of: model.$count` receives an ObservableObject's `@Published` property instead (§58).
public struct ReceiveDecl: Sendable {
    /// The name the action sees the value by, as the closure's parameter.
    public static let parameter = "value"
    /// The notification's name, or the publisher as written (`model.$count`).
    public var notification: String
    /// The object's publisher, when `of:` names one rather than a notification.
    public var published: PublishedSource? = nil
    public var action: [Statement]
    public var location: Location
}

/// `model.$count` or `model.objectWillChange`: a publisher of the ObservableObject a holder of the
/// body names (§58).
public struct PublishedSource: Sendable {
    /// The holder (or prop) naming the object.
    public var holder: String
    /// The `@Published` field whose publisher it is; nil for the object's `objectWillChange`.
    public var field: String?
    public var location: Location

    /// `model.count`, the value the publisher publishes; nil for `objectWillChange`.
    public var valueExpression: Expr? {
        field.map { Expr(.member(Expr(.name(holder), at: location, source: holder), $0), at: location, source: holder + "." + $0) }
    }
}

extension Spec {
    public func notification(named name: String) -> NotificationDecl? { notifications.first { $0.name == name } }
}
