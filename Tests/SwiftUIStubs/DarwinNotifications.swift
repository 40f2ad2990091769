// A stand-in for Core Foundation's Darwin notification center (absent on Linux), which the exported
// test seam uses: part of the SwiftUI stand-in, and compiled with the exported UI tests, as on
// Apple's platforms SwiftUI and XCTest bring Foundation and Core Foundation with them. The
// declarations mirror Apple's; nothing here runs.
import Foundation

/// Toll-free bridged with NSString: `"name" as CFString`, `cfString as String`.
public typealias CFString = NSString
public final class CFNotificationCenter {}
public final class CFDictionary {}

public struct CFNotificationName: RawRepresentable, Hashable {
    public var rawValue: CFString
    public init(_ rawValue: CFString) { self.rawValue = rawValue }
    public init(rawValue: CFString) { self.rawValue = rawValue }
}

public enum CFNotificationSuspensionBehavior: Int, Sendable {
    case drop = 1, coalesce, hold, deliverImmediately
}

/// `@convention(c)` on Apple's platforms, which takes a closure that captures nothing; Swift on
/// Linux cannot express it over these stand-in classes, so the exported code keeps to such a closure.
public typealias CFNotificationCallback = (CFNotificationCenter?, UnsafeMutableRawPointer?, CFNotificationName?, UnsafeRawPointer?, CFDictionary?) -> Void

public func CFNotificationCenterGetDarwinNotifyCenter() -> CFNotificationCenter! { CFNotificationCenter() }

public func CFNotificationCenterAddObserver(_ center: CFNotificationCenter!, _ observer: UnsafeRawPointer!, _ callBack: CFNotificationCallback!,
                                            _ name: CFString!, _ object: UnsafeRawPointer!,
                                            _ suspensionBehavior: CFNotificationSuspensionBehavior) {}

public func CFNotificationCenterPostNotification(_ center: CFNotificationCenter!, _ name: CFNotificationName!, _ object: UnsafeRawPointer!,
                                                 _ userInfo: CFDictionary!, _ deliverImmediately: Bool) {}
