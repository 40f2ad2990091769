// A stand-in for Apple's Combine, only as much as the exported apps use, so `swiftc -typecheck`
// can check them on Linux. The declarations mirror Apple's; nothing here runs.

public protocol ObservableObject: AnyObject {}

extension ObservableObject {
    /// Fires before any `@Published` property of the object changes.
    public var objectWillChange: ObservableObjectPublisher { fatalError() }
}

/// The publisher an ObservableObject synthesizes: it sends nothing but the fact of a change.
final public class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    public init() {}
    final public func send() {}
}

/// `@Published var x`: publishes in its willSet, through the enclosing object's objectWillChange.
@propertyWrapper
public struct Published<Value> {
    public init(wrappedValue: Value) {}
    public init(initialValue: Value) {}
    public var wrappedValue: Value { get { fatalError() } set {} }
    /// `object.$x`: a publisher that gives a new subscriber the current value, then each value
    /// assigned, in the property's willSet.
    public var projectedValue: Published<Value>.Publisher { mutating get { fatalError() } set {} }

    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
    }
}

public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

/// Broadcasts what is sent to the subscribers it has now; it keeps no value for later ones.
final public class PassthroughSubject<Output, Failure: Error>: Publisher {
    public init() {}
    final public func send(_ input: Output) {}
}

extension PassthroughSubject where Output == Void {
    /// Combine's `Subject.send()`, for subjects whose values are only the fact of an event.
    final public func send() {}
}

/// A publisher's values as an AsyncSequence: `for await value in subject.values`.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output
    public struct Iterator: AsyncIteratorProtocol {
        public mutating func next() async -> P.Output? { nil }
    }
    public func makeAsyncIterator() -> Iterator { Iterator() }
}

extension Publisher where Failure == Never {
    public var values: AsyncPublisher<Self> { AsyncPublisher() }
}
