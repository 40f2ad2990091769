// A stand-in for SwiftUI, only as much as the exported apps use, so `swiftc -typecheck` can check
// them on Linux: the declarations mirror SwiftUI's (main-actor views, result builders, the
// property wrappers' initializers); nothing here runs.
@_exported import Combine
@_exported import Observation
// As SwiftUI does: `import SwiftUI` alone gives an app Foundation's types (URLError, Date).
@_exported import Foundation

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

/// Views SwiftUI draws itself.
@MainActor @preconcurrency
public protocol PrimitiveView: View where Body == Never {}

extension PrimitiveView {
    public var body: Never { fatalError() }
}

public struct EmptyView: PrimitiveView {
    public init() {}
}

public struct TupleView<T>: PrimitiveView {
    public init(_ value: T) {}
}

public struct ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveView {}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

@resultBuilder @MainActor
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> ConditionalContent<T, F> { ConditionalContent() }
    public static func buildEither<T: View, F: View>(second: F) -> ConditionalContent<T, F> { ConditionalContent() }
}

public struct Text: PrimitiveView {
    public init(verbatim content: String) {}
    public init(_ key: String) {}
}

public struct Button<Label: View>: PrimitiveView {
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}

extension Button where Label == Text {
    public init(_ titleKey: String, action: @escaping @MainActor () -> Void) {}
    public init(_ titleKey: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

extension Button {
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}

public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
}

public struct VStack<Content: View>: PrimitiveView {
    public init(@ViewBuilder content: () -> Content) {}
}

public struct ScrollView<Content: View>: PrimitiveView {
    public init(@ViewBuilder content: () -> Content) {}
}

public struct TextField<Label: View>: PrimitiveView {}

// A List holds the rows of a for-each with on-delete, as `SwiftUI.List`; Color is never named by
// the exported apps. Both are here so that a spec's view named like one is checked to shadow
// nothing an app needs (a spec may name a component `List`).
public struct List<Content: View>: PrimitiveView {
    public init(@ViewBuilder content: () -> Content) {}
    /// A list whose tapped row's tag (its ForEach id) is written into `selection`.
    public init<SelectionValue: Hashable>(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {}
}

/// Views as one, each taking the modifiers written after it.
public struct Group<Content: View>: PrimitiveView {
    public init(@ViewBuilder content: () -> Content) {}
}

public struct Color: PrimitiveView {
    public static let red = Color()
}

extension TextField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

extension TextField {
    /// `init(text:prompt:label:)`: the prompt is the placeholder, the label the field's title.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
}

/// A field whose text is hidden, as `SwiftUI.SecureField`: generic over its label like TextField.
public struct SecureField<Label: View>: PrimitiveView {}

extension SecureField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

extension SecureField {
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
}

/// Multiline text, as `SwiftUI.TextEditor`: not generic, and with no title.
public struct TextEditor: PrimitiveView {
    public init(text: Binding<String>) {}
}

public struct Toggle<Label: View>: PrimitiveView {}

extension Toggle where Label == Text {
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

extension Toggle {
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
}

public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: PrimitiveView {}

extension Picker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
}

extension Picker {
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

@MainActor @preconcurrency
public protocol PickerStyle {}

public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

public struct Stepper<Label: View>: PrimitiveView {}

@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {}

public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension Stepper where Label == Text {
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                 onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                 onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
}

extension Stepper {
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
}

/// `@Binding var x: T`: a memberwise or hand-written initializer takes a `Binding<T>`, `$state` makes one.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public init(projectedValue: Binding<Value>) {}
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

/// `Bindable(model).field`: a binding into a field of an observable object.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    public init(wrappedValue: Value) {}
    public init(_ wrappedValue: Value) {}
    public var wrappedValue: Value { fatalError() }
    public var projectedValue: Bindable<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

/// A view that compares itself against its previous value with `==`.
public struct EquatableView<Content: Equatable & View>: PrimitiveView {
    nonisolated public init(content: Content) {}
}

extension View where Self: Equatable {
    nonisolated public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

/// A view made from a collection of data, as ForEach is: its rows can be deleted and moved.
public protocol DynamicViewContent: View {}

extension ForEach: DynamicViewContent {}

/// What `onDelete` and `onMove` return: still dynamic content, so the other can follow.
public struct EditableContent<Base: DynamicViewContent>: PrimitiveView, DynamicViewContent {
    nonisolated init() {}
}

extension DynamicViewContent {
    /// `.onDelete(perform:)`: the offsets of the rows a swipe deletes.
    nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { EditableContent<Self>() }

    /// `.onMove(perform:)`: the offsets of the rows a drag moves, and the offset before which they go.
    nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { EditableContent<Self>() }
}

/// The button that turns a list's edit mode on and off, labelled Edit and Done.
public struct EditButton: PrimitiveView {
    public init() {}
}

extension MutableCollection {
    /// SwiftUI's move of the elements at the offsets to before the element at the destination offset.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {}
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// SwiftUI's removal of the elements at the offsets an on-delete action is given.
    public mutating func remove(atOffsets offsets: IndexSet) {}
}

extension ForEach {
    /// `ForEach($items, id: \.id) { $item in … }`: the rows are the collection's indices, each
    /// given a binding to its element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {}
}

/// What a modifier returns.
public struct ModifiedContent<Content: View>: PrimitiveView {
    nonisolated init() {}
}

/// A modifier of one's own: its body wraps the view it modifies, `content`.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a modifier's body is given.
public struct _ViewModifier_Content<Modifier: ViewModifier>: PrimitiveView {}

extension View {
    nonisolated public func modifier<T: ViewModifier>(_ modifier: T) -> some View { ModifiedContent<Self>() }
}

extension View {
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { ModifiedContent<Self>() }

    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View { ModifiedContent<Self>() }

    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some View { ModifiedContent<Self>() }

    nonisolated public func task(
        priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { ModifiedContent<Self>() }

    nonisolated public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { ModifiedContent<Self>() }

    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { ModifiedContent<Self>() }

    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { ModifiedContent<Self>() }

    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View { ModifiedContent<Self>() }

    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { ModifiedContent<Self>() }

    nonisolated public func onReceive<P: Publisher>(
        _ publisher: P, perform action: @escaping (P.Output) -> Void
    ) -> some View where P.Failure == Never { ModifiedContent<Self>() }

    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { ModifiedContent<Self>() }

    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        ModifiedContent<Self>()
    }

    nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View { ModifiedContent<Self>() }

    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        ModifiedContent<Self>()
    }

    nonisolated public func submitScope(_ isBlocking: Bool = true) -> some View { ModifiedContent<Self>() }

    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { ModifiedContent<Self>() }

    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        ModifiedContent<Self>()
    }

    /// A search field in the navigation bar, editing `text`; the prompt is its placeholder.
    nonisolated public func searchable<S: StringProtocol>(text: Binding<String>, prompt: S) -> some View {
        ModifiedContent<Self>()
    }

    nonisolated public func searchable(text: Binding<String>, prompt: Text?) -> some View {
        ModifiedContent<Self>()
    }
}

/// When the keyboard shifts to capitals by itself.
public struct TextInputAutocapitalization: Sendable {
    let kind: Int
    public static var never: TextInputAutocapitalization { TextInputAutocapitalization(kind: 0) }
    public static var words: TextInputAutocapitalization { TextInputAutocapitalization(kind: 1) }
    public static var sentences: TextInputAutocapitalization { TextInputAutocapitalization(kind: 2) }
    public static var characters: TextInputAutocapitalization { TextInputAutocapitalization(kind: 3) }
}

/// What submits: Return in a text field, or a search field's.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

@propertyWrapper
public struct State<Value> {
    public init(wrappedValue value: Value) {}
    public init(initialValue value: Value) {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
}

/// Where the keyboard focus is: SwiftUI's two initializers, for a Bool and for an optional.
@propertyWrapper
public struct FocusState<Value: Hashable> {
    public init() where Value == Bool {}
    public init<T: Hashable>() where Value == T? {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: FocusState<Value>.Binding { fatalError() }

    @propertyWrapper
    public struct Binding {
        public init(projectedValue: FocusState<Value>.Binding) {}
        public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

extension View {
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { ModifiedContent<Self>() }

    nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        ModifiedContent<Self>()
    }
}

/// SwiftUI's initializers for the value types this format stores: Bool, Int and String.
@propertyWrapper
public struct AppStorage<Value> {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
}

/// `@SceneStorage`: Apple's initializers for the types a spec can store (Bool, Int, String), and
/// Double, as `AppStorage` above has it.
@propertyWrapper
public struct SceneStorage<Value> {
    public init(wrappedValue: Value, _ key: String) where Value == Bool {}
    public init(wrappedValue: Value, _ key: String) where Value == Int {}
    public init(wrappedValue: Value, _ key: String) where Value == Double {}
    public init(wrappedValue: Value, _ key: String) where Value == String {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
}

@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
    public var wrappedValue: ObjectType { fatalError() }
    /// `$model.field` is a `Binding` through the observed object's wrapper.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

@MainActor @preconcurrency
public protocol Scene {}

@resultBuilder @MainActor
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) {}
}

@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    public static func main() {}
}

// MARK: - Observing objects and the environment

@_exported import Observation

/// `@ObservedObject var model: Model`: the memberwise initializer takes a `Model`.
@MainActor @propertyWrapper @preconcurrency
public struct ObservedObject<ObjectType: ObservableObject> {
    @MainActor @dynamicMemberLookup @preconcurrency
    public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            fatalError()
        }
    }
    public init(wrappedValue: ObjectType) {}
    public init(initialValue: ObjectType) {}
    public var wrappedValue: ObjectType { get { fatalError() } nonmutating set {} }
    public var projectedValue: Wrapper { fatalError() }
}

/// `@EnvironmentObject var model: Model`: supplied by an ancestor's `.environmentObject(_:)`.
@MainActor @propertyWrapper @preconcurrency
public struct EnvironmentObject<ObjectType: ObservableObject> {
    @MainActor @dynamicMemberLookup @preconcurrency
    public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            fatalError()
        }
    }
    public init() {}
    public var wrappedValue: ObjectType { fatalError() }
    public var projectedValue: Wrapper { fatalError() }
}

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

public struct EnvironmentValues {
    public init() {}
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { fatalError() }
        set {}
    }
}

/// `@Environment(\.key)` and `@Environment(Model.self)`.
@propertyWrapper
public struct Environment<Value> {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {}
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {}
    public var wrappedValue: Value { fatalError() }
}

extension View {
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        ModifiedContent<Self>()
    }

    nonisolated public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                                    transform: @escaping (inout V) -> Void) -> some View {
        ModifiedContent<Self>()
    }
    nonisolated public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        ModifiedContent<Self>()
    }

    nonisolated public func environmentObject<T>(_ object: T) -> some View where T: ObservableObject {
        ModifiedContent<Self>()
    }

    nonisolated public func disabled(_ disabled: Bool) -> some View { ModifiedContent<Self>() }

    /// `.interactiveDismissDisabled(_:)`: refuses the swipe down of the sheet it is presented in.
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { ModifiedContent<Self>() }

    /// `.swipeActions(edge:allowsFullSwipe:content:)`: buttons a swipe on a list row reveals.
    nonisolated public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                                  @ViewBuilder content: () -> T) -> some View { ModifiedContent<Self>() }
}

/// The leading or trailing edge of a view, as `swipeActions(edge:)` takes it.
public enum HorizontalEdge: Sendable { case leading, trailing }

/// A named value a view produces for its ancestors (§47).
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
    nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        ModifiedContent<Self>()
    }

    /// As SwiftUI declares it since iOS 18: the action is `@Sendable` and not isolated to the main actor.
    nonisolated public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                                 perform action: @escaping @Sendable (K.Value) -> Void) -> some View
        where K.Value: Equatable {
        ModifiedContent<Self>()
    }
}
