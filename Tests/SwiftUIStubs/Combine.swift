// A stand-in for Apple's Combine, only as much as the exported apps use, so `swiftc -typecheck`
// can check them on Linux. The declarations mirror Apple's; nothing here runs.

public protocol ObservableObject: AnyObject {}

/// `@Published var x`: publishes in its willSet, through the enclosing object's objectWillChange.
@propertyWrapper
public struct Published<Value> {
    public init(wrappedValue: Value) {}
    public init(initialValue: Value) {}
    public var wrappedValue: Value { get { fatalError() } set {} }
}
