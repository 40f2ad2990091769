// A stand-in for Apple's Combine, only as much as the exported apps use, so `swiftc -typecheck`
// can check them on Linux. The declarations mirror Apple's; nothing here runs.

public protocol ObservableObject: AnyObject {}
