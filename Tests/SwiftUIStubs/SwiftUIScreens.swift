// The SwiftUI stand-in's screens (see SwiftUI.swift): navigation, tabs, dismiss and the
// presentation modifiers, compiled into the same module.

// MARK: - Screens: navigation, tabs, presentations, dismiss

public struct NavigationStack<Data, Root: View>: PrimitiveView {
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {}
}

/// SwiftUI's type-erased path: it counts, appends and removes from its end, and gives nothing back.
public struct NavigationPath: Equatable {
    public init() {}
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {}
    public var count: Int { 0 }
    public var isEmpty: Bool { true }
    public mutating func append<V: Hashable>(_ value: V) {}
    public mutating func removeLast(_ k: Int = 1) {}
}

public struct NavigationLink<Label: View, Destination: View>: PrimitiveView {}

extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: String, value: P?) {}
}

extension NavigationLink where Label == Text {
    /// `init(_:destination:)`: as in SwiftUI, the @ViewBuilder closure is not escaping, so the
    /// initializer calls it and the exported body builds the destination at each evaluation.
    public init(_ titleKey: String, @ViewBuilder destination: () -> Destination) {}
}

extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}
}

extension NavigationLink {
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
}

/// The tab content a `TabView` builder takes: `Tab`s.
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    associatedtype TabValue: Hashable
}

public struct Tab<Value: Hashable, Content: View>: TabContent {
    public typealias TabValue = Value
    public init(_ titleKey: String, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {}
}

extension Tab where Value == Never {
    public init(_ titleKey: String, systemImage: String, @ViewBuilder content: () -> Content) {}
}

public struct TupleTabContent<Value: Hashable, T>: TabContent {
    public typealias TabValue = Value
}

@resultBuilder @MainActor
public enum TabContentBuilder<TabValue: Hashable> {
    public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }
    public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }
    public static func buildBlock<each C: TabContent>(_ content: repeat each C) -> TupleTabContent<TabValue, (repeat each C)> {
        TupleTabContent()
    }
}

public struct TabContentView<C> {}

public struct TabView<SelectionValue: Hashable, Content>: PrimitiveView {
    // SwiftUI's Content is TabContentBuilder<SelectionValue>.Content<C>; TabContentView stands in for it.
    public init<C: TabContent>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
    where Content == TabContentView<C>, C.TabValue == SelectionValue {}
    public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
    where SelectionValue == Never, Content == TabContentView<C>, C.TabValue == Never {}
}

/// `@Environment(\.dismiss)`: dismisses the presentation the view is in, or pops its screen.
public struct DismissAction {
    public func callAsFunction() {}
}

extension EnvironmentValues {
    public var dismiss: DismissAction { fatalError() }
    /// False inside a `.disabled(true)`.
    public var isEnabled: Bool { get { fatalError() } set {} }
    /// The phase of the scene that contains the view.
    public var scenePhase: ScenePhase { get { fatalError() } set {} }
    /// True below a `.searchable` while its search field is in use; read-only, as SwiftUI's.
    public var isSearching: Bool { fatalError() }
    public var dismissSearch: DismissSearchAction { fatalError() }
}

/// Ends the search of the `.searchable` around the view that reads it.
public struct DismissSearchAction {
    public func callAsFunction() {}
}

/// A scene's operational state.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

/// An edge of a rectangle, as `popover(…arrowEdge:…)` takes it.
public enum Edge: Int8, Hashable, CaseIterable {
    case top, leading, bottom, trailing
}

/// Where a popover is attached to the view that presents it.
public enum PopoverAttachmentAnchor {
    /// The source of an anchor's rectangle; `.bounds` is the view's own.
    public enum Source { case bounds }
    case rect(Source)
}

/// The visibility of an element, as `titleVisibility:` takes it.
public enum Visibility: Hashable, CaseIterable {
    case automatic, visible, hidden
}

// MARK: - Presentation modifiers

extension View {
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { ModifiedContent<Self>() }

    nonisolated public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { ModifiedContent<Self>() }

    // Not escaping, unlike `for:`'s and `item:`'s: SwiftUI runs the destination while the body runs.
    nonisolated public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View { ModifiedContent<Self>() }

    nonisolated public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { ModifiedContent<Self>() }

    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { ModifiedContent<Self>() }

    // An alert's closures are not escaping: SwiftUI runs them while the body runs.
    nonisolated public func alert<A: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View { ModifiedContent<Self>() }

    nonisolated public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { ModifiedContent<Self>() }

    nonisolated public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View { ModifiedContent<Self>() }

    nonisolated public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View { ModifiedContent<Self>() }

    // A confirmation dialog's closures are not escaping either.
    nonisolated public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View { ModifiedContent<Self>() }

    nonisolated public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View { ModifiedContent<Self>() }

    nonisolated public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View { ModifiedContent<Self>() }

    nonisolated public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View { ModifiedContent<Self>() }

    nonisolated public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View { ModifiedContent<Self>() }

    nonisolated public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { ModifiedContent<Self>() }

    nonisolated public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { ModifiedContent<Self>() }

    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { ModifiedContent<Self>() }
}
