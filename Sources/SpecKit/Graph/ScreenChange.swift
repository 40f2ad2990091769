/// What happened to a screen; see `Event.screen`.
public enum ScreenChange: Sendable, Hashable {
    /// The content of a sheet, cover or alert became a new identity; `item` for `item:`
    /// presentations and an alert's `presenting:` data;
    /// `owner` is the component whose body wrote the presentation and whose values it captured.
    case presented(style: String, item: Value?, owner: String)
    /// The content went away with its state; `by` says how (the binding was written, swiped down).
    case dismissed(style: String, item: Value?)
    /// A swipe down was refused: `by` (a view's path) in the presented content has
    /// `interactive-dismiss-disabled:` true, so the sheet stays and its binding is not written (§55).
    case swipeRefused(style: String, by: String)
    /// The binding turned on while another presentation from the same screen (`behind`, its
    /// style) is up: not presented; it waits for that one to be dismissed.
    case waiting(style: String, behind: String)
    /// The presentation `behind` (its style) that a waiting one waited for was dismissed: the
    /// waiting one renders again, to be presented if its binding still holds.
    case waitOver(behind: String)
    /// The binding is on as the presentation is made with the view it is written on: UIKit
    /// presents from a view that has appeared, so it waits for that view's update and actions.
    case waitsForPresenter(style: String)
    /// The view a presentation waits for appears: the presentation renders in the next pass,
    /// after the actions queued now, to be presented.
    case presenterAppeared
    /// A value was pushed: a new screen at `index` of the path.
    case pushed(Value, index: Int)
    /// A view inside a stack declares destinations for these types: the stack sees them while
    /// the view is in it (§68).
    case declares(types: [String])
    /// The pushed screen is shown by the `navigationDestination(for: type)` that a view of
    /// `declarer`'s body declares, the one visible closest to the root (§68).
    case shownBy(declarer: String, type: String)
    /// The value at `index` waits: no destination visible yet shows it, and a screen pushed
    /// before it in this render declares its destinations when its body runs (§68).
    case pushWaits(Value, index: Int)
    /// The screen at `index` was popped: its identity and state are gone. `kept` screens stay
    /// under it (0: only the stack's root view); those between go in the same render, next.
    case popped(Value, index: Int, kept: Int)
    /// An alert just presented shows these text fields above its buttons (§29).
    case alertFields([AlertFieldShown])
    /// A button of an alert ran its action; the alert's binding is set to false next.
    case alertAnswered(button: String)
    /// A button of a confirmation dialog ran its action (or the system's Cancel was tapped); the
    /// dialog's binding is set to false next.
    case dialogAnswered(button: String)
    /// The back button over a screen pushed by a flag (`navigationDestination(isPresented:)`):
    /// SwiftUI sets the flag to false next, which pops it.
    case backTapped
    /// The same over a screen pushed by an item (`navigationDestination(item:)`): SwiftUI sets
    /// the item to nil next.
    case backTappedOverItem
    /// A tab was selected; `first` when its content is shown for the first time.
    case tabSelected(label: String, first: Bool)
    /// A `select-tab:` on the tab already selected: the selection is not written, nothing
    /// changes (§25).
    case tabAlreadySelected(label: String)
    /// The selection holds a value no tab has: the tab bar keeps showing the tab `shown` (§25).
    case tabSelectionMatchesNone(selection: Value, shown: String)
    /// The picker `picker` of the view's body has a selection none of its options is tagged
    /// with: it shows no option selected, and SwiftUI logs that the selection is invalid (§14).
    case pickerSelectionMatchesNone(picker: String, selection: Value, options: [Value])
    /// The view, still alive, went off screen (a push over it, another tab): on-disappear runs,
    /// its task is cancelled.
    case covered
    /// The view, still alive, went off screen under a full-screen cover, which removes the views
    /// it is presented over (a sheet does not): on-disappear runs, its task is cancelled.
    case coveredByFullScreenCover
    /// The view is on screen again, or for the first time: on-appear runs, its task starts.
    case uncovered
    /// The view was built off screen (below the top of a path assigned at once, or by a body that
    /// ran while covered): alive, it has not appeared, and appears when it is uncovered.
    case builtCovered
    /// A flag's destination closure, run by the body that writes it while nothing is pushed,
    /// built a view of `component` with these arguments: its init ran, and the view waits for
    /// the next push (§30).
    case destinationBuilt(component: String, arguments: [Argument])
    /// The pushed view is the one the writing body's last render built: installed, its init does
    /// not run again, and its eager holders keep what that init gave them (§30). `forLink`: the
    /// push is a tap on a `NavigationLink` with a destination.
    case installedAsBuilt(by: String, forLink: Bool)
}

/// A text field or secure field of an alert, as the trace names it: `TextField("Name", text: $name)`.
public struct AlertFieldShown: Sendable, Hashable {
    public var kind: ControlDecl.Kind
    public var title: String
    /// The binding as written: `$name`.
    public var binding: String
}
