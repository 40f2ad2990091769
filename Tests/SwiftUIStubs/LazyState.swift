// A stand-in for Point-Free's LazyState: `@LazyState` with `_x = LazyState { … }` in init, as its
// README writes it, so `swiftc -typecheck` can check the exported apps on Linux. Nothing here runs.

import SwiftUI

@propertyWrapper
public struct LazyState<Value> {
    public init(_ thunk: @escaping () -> Value) {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    /// The macro's `$model`, a binding to the value.
    public var projectedValue: Binding<Value> { fatalError() }
}
