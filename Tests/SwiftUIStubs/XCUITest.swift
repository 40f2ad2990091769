// A stand-in for XCTest's UI testing API (absent on Linux), compiled with the exported UI tests so
// `swiftc -typecheck` can check them. The declarations mirror Apple's; nothing here runs.
import Foundation
import XCTest

@MainActor
final class XCUIApplication {
    enum State { case unknown, notRunning, runningBackgroundSuspended, runningBackground, runningForeground }
    var state: State { .unknown }
    var launchEnvironment: [String: String] = [:]
    init() {}
    func launch() {}
    func activate() {}
    func wait(for state: State, timeout: TimeInterval) -> Bool { false }
    var buttons: XCUIElementQuery { XCUIElementQuery() }
    var staticTexts: XCUIElementQuery { XCUIElementQuery() }
    var navigationBars: XCUIElementQuery { XCUIElementQuery() }
    var tabBars: XCUIElementQuery { XCUIElementQuery() }
    var alerts: XCUIElementQuery { XCUIElementQuery() }
    var sheets: XCUIElementQuery { XCUIElementQuery() }
    func swipeDown() {}
    var textFields: XCUIElementQuery { XCUIElementQuery() }
    var secureTextFields: XCUIElementQuery { XCUIElementQuery() }
    var textViews: XCUIElementQuery { XCUIElementQuery() }
    var searchFields: XCUIElementQuery { XCUIElementQuery() }
    var switches: XCUIElementQuery { XCUIElementQuery() }
    var steppers: XCUIElementQuery { XCUIElementQuery() }
    var segmentedControls: XCUIElementQuery { XCUIElementQuery() }
    var scrollViews: XCUIElementQuery { XCUIElementQuery() }
    var cells: XCUIElementQuery { XCUIElementQuery() }
    func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery { XCUIElementQuery() }
}

@MainActor
final class XCUIElementQuery {
    subscript(key: String) -> XCUIElement { XCUIElement() }
    /// Queries and elements both provide typed queries (XCUIElementTypeQueryProvider).
    var buttons: XCUIElementQuery { XCUIElementQuery() }
    func element(boundBy index: Int) -> XCUIElement { XCUIElement() }
    var element: XCUIElement { XCUIElement() }
    var firstMatch: XCUIElement { XCUIElement() }
    var allElementsBoundByIndex: [XCUIElement] { [] }
    func containing(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery { XCUIElementQuery() }
    func matching(identifier: String) -> XCUIElementQuery { XCUIElementQuery() }
    func matching(_ predicate: NSPredicate) -> XCUIElementQuery { XCUIElementQuery() }
}

@MainActor
final class XCUIElement {
    enum ElementType { case any }
    var exists: Bool { false }
    var isHittable: Bool { false }
    func tap() {}
    var value: Any? { nil }
    var placeholderValue: String? { nil }
    var isSelected: Bool { false }
    var isEnabled: Bool { false }
    var buttons: XCUIElementQuery { XCUIElementQuery() }
    func typeText(_ text: String) {}
    func swipeDown() {}
    func swipeLeft() {}
    func swipeRight() {}
    func swipeLeft(velocity: XCUIGestureVelocity) {}
    func swipeRight(velocity: XCUIGestureVelocity) {}
    func press(forDuration duration: TimeInterval, thenDragTo otherElement: XCUIElement) {}
    func coordinate(withNormalizedOffset normalizedOffset: CGVector) -> XCUICoordinate { XCUICoordinate() }
    func waitForExistence(timeout: TimeInterval) -> Bool { false }
    func waitForNonExistence(timeout: TimeInterval) -> Bool { false }
}

@MainActor
final class XCUICoordinate {
    func tap() {}
}

/// CoreGraphics' vector, which Foundation on Linux lacks.
struct CGVector {
    var dx: CGFloat
    var dy: CGFloat
    init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
}

struct XCUIKeyboardKey: RawRepresentable, Sendable {
    let rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }
    static let delete = XCUIKeyboardKey(rawValue: "\u{8}")
}

/// The device a UI test runs on: its hardware buttons.
@MainActor
final class XCUIDevice {
    enum Button { case home }
    static let shared = XCUIDevice()
    func press(_ button: Button) {}
}

/// How fast a swipe goes: a fast one is a full swipe of a list row.
struct XCUIGestureVelocity {
    static let fast = XCUIGestureVelocity()
    static let slow = XCUIGestureVelocity()
}

/// An expectation fulfilled when any process posts the Darwin notification it names: the exported
/// app's answer to a step of its test seam.
class XCTDarwinNotificationExpectation: XCTestExpectation, @unchecked Sendable {
    init(notificationName: String) { super.init(description: notificationName) }
}

/// Marks the issues the block records as expected; with `strict: false`, none need be recorded.
func XCTExpectFailure<R>(_ failureReason: String? = nil, enabled: Bool? = nil, strict: Bool? = nil,
                         failingBlock: () throws -> R) rethrows -> R { try failingBlock() }

/// Foundation's predicate as Apple's platforms declare it: swift-corelibs-foundation marks the
/// format-string initializer unavailable, which XCUITest's `matching(_:)` queries use.
final class NSPredicate {
    init(format predicateFormat: String, _ args: any CVarArg...) {}
}
