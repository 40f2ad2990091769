// The SwiftUI stand-in's animations (see SwiftUI.swift): `Animation` with its static members and
// modifiers, `withAnimation` and `.animation(_:value:)`, compiled into the same module.
import Foundation

/// How a change is drawn over time; the stand-in holds nothing.
public struct Animation: Equatable, Sendable {
    public static let `default` = Animation()
    public static let linear = Animation()
    public static let easeIn = Animation()
    public static let easeOut = Animation()
    public static let easeInOut = Animation()
    public static let spring = Animation()
    public static let interactiveSpring = Animation()
    public static let interpolatingSpring = Animation()
    public static let bouncy = Animation()
    public static let smooth = Animation()
    public static let snappy = Animation()

    public static func linear(duration: TimeInterval) -> Animation { Animation() }
    public static func easeIn(duration: TimeInterval) -> Animation { Animation() }
    public static func easeOut(duration: TimeInterval) -> Animation { Animation() }
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation() }
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { Animation() }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation { Animation() }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { Animation() }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { Animation() }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { Animation() }
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation { Animation() }

    public func delay(_ delay: TimeInterval) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// `withAnimation(_:_:)`: runs the body at once and returns its result.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension View {
    /// `.animation(_:value:)`: how a change of `value` is drawn.
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { ModifiedContent<Self>() }
}

/// How a view is drawn as it is inserted or removed; the stand-in holds nothing.
public struct AnyTransition: Sendable {
    public static let identity = AnyTransition()
    public static let opacity = AnyTransition()
    public static let scale = AnyTransition()
    public static let slide = AnyTransition()
    public static let blurReplace = AnyTransition()
    public static func scale(scale: Double) -> AnyTransition { AnyTransition() }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
    /// `.transition(_:)`: how the view is drawn as it is inserted or removed.
    nonisolated public func transition(_ t: AnyTransition) -> some View { ModifiedContent<Self>() }
}
