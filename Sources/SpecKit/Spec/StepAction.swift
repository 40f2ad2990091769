/// What a script step does before its expectations are checked: one thing a person does to the app.
///
/// Each case is one kind of step key (`tap:`, `dismiss:`, …). A new kind of step adds a case here,
/// its key to `StepAction.keys`, its decoding in `SpecDecoder.action`, what the graph does for it
/// (`Graph.perform`) and its XCUITest form (`UITestWriter`).
public enum StepAction: Sendable {
    /// `tap: LABEL`: taps the one button or navigation link with this label.
    case tap(String)
    /// `dismiss: sheet`: swipes the top-most sheet down, as a person does; it writes the
    /// presenting binding to false (or nil).
    case dismiss
    /// `go-back: true`: the navigation bar's back button of the stack on screen.
    case goBack
    /// `select-tab: LABEL`: taps the tab bar button with this label.
    case selectTab(String)
    /// `refresh: Feed`: pulls to refresh the one component of this name on screen written with
    /// `refreshable:`, which runs its action as a task (docs/semantics.md §40).
    case refresh(String)
    /// `delete: LABEL`: swipes left the one row on screen that shows this label, of a for-each
    /// written with `on-delete:`, and taps Delete, which runs its action (docs/semantics.md §43).
    case delete(String)
    /// `move: LABEL` with `to: TARGET`: in edit mode, drags the one row on screen that shows
    /// `LABEL`, of a for-each written with `on-move:`, to the place of the row of the same
    /// for-each that shows `TARGET`, which runs its action (docs/semantics.md §43).
    case move(String, to: String)
    /// `swipe: { row: LABEL, button: TITLE }`: swipes the one row on screen that shows `LABEL`, of
    /// a for-each written with `swipe-actions:`, and taps the button titled `TITLE` the swipe
    /// reveals, which runs its action in the row's scope; `full: true` in place of `button:` (nil)
    /// is a full swipe, which runs the first button (docs/semantics.md §51).
    case swipe(String, button: String?)
    /// `select: LABEL`: taps the one row on screen that shows `LABEL`, of a for-each written with
    /// `selection:`, which writes the row's id into the binding (docs/semantics.md §52).
    case select(String)
    /// `background: true` (`.background`) or `foreground: true` (`.active`): the scene moves
    /// there, through `.inactive` (docs/semantics.md §41).
    case scene(ScenePhase)
    /// `type:`, `clear:`, `toggle:`, `pick:`, `increment:`, `decrement:`: uses a control.
    case input(InputStep)
    /// `advance:`, `complete:`, `run-until-idle:`: moves the virtual clock or completes a request.
    case time(TimeStep)

    /// The step keys that name a screen action, in the order the docs list them; the input steps'
    /// keys are `SpecDecoder.inputStepKeys`.
    public static let keys = ["tap", "dismiss", "go-back", "select-tab", "refresh", "delete", "move", "swipe", "select", "background", "foreground"]

    /// How traces and reports name the step: `tap "add"`, `swipe the sheet down`, `go back`.
    public var summary: String {
        switch self {
        case .tap(let label): return "tap \"\(label)\""
        case .dismiss: return "swipe the sheet down"
        case .goBack: return "go back"
        case .selectTab(let label): return "select tab \"\(label)\""
        case .refresh(let name): return "pull \(name) to refresh"
        case .delete(let label): return "swipe to delete the row \"\(label)\""
        case .move(let label, let target): return "drag the row \"\(label)\" to the place of \"\(target)\""
        case .swipe(let label, let button?): return "swipe the row \"\(label)\" and tap \(button)"
        case .swipe(let label, nil): return "fully swipe the row \"\(label)\""
        case .select(let label): return "select the row \"\(label)\""
        case .scene(let phase): return phase == .background ? "go to the background" : "come back to the foreground"
        case .input(let step): return step.summary
        case .time(let step): return step.summary
        }
    }
}
