/// Steps a person does on the screen, refused while the app is in the background
/// (docs/semantics.md §41): nobody can touch an app whose scene is not on screen, and XCUITest
/// cannot either. The run refuses such a step whatever came before; `spec check` refuses it
/// before the run, as the scene moves only at the script's own `background:` and `foreground:`
/// steps, so their order alone says where it is.
extension StepAction {
    /// The step's key and what a person would do, as the refusal says it (`tap`, `nobody can tap
    /// it`); nil for the steps done elsewhere than on the screen: the scene's moves and time's.
    var doneOnScreen: (key: String, deed: String)? {
        switch self {
        case .tap: return ("tap", "nobody can tap it")
        case .dismiss: return ("dismiss", "nobody can swipe its sheet down")
        case .goBack: return ("go-back", "nobody can tap its back button")
        case .selectTab: return ("select-tab", "nobody can tap its tab bar")
        case .refresh: return ("refresh", "nobody can pull it to refresh")
        case .delete: return ("delete", "nobody can swipe its rows")
        case .move: return ("move", "nobody can drag its rows")
        case .swipe: return ("swipe", "nobody can swipe its rows")
        case .select: return ("select", "nobody can tap its rows")
        case .input(let step):
            switch step.action {
            case .type: return ("type", "nobody can type into it")
            case .clear: return ("clear", "nobody can clear its fields")
            case .toggle: return ("toggle", "nobody can flip its toggles")
            case .pick: return ("pick", "nobody can pick from its pickers")
            case .increment, .decrement: return (step.action.key, "nobody can step its steppers")
            case .submit: return ("submit", "nobody can press Return in it")
            case .cancelSearch: return ("cancel-search", "nobody can tap its search's Cancel button")
            }
        case .scene, .time: return nil
        }
    }

    /// The refusal of this step in the background, said at `location`; nil for a step that is
    /// not done on the screen.
    func refusedInBackground(at location: Location) -> Diagnostic? {
        guard let (key, deed) = doneOnScreen else { return nil }
        return Diagnostic("\(key): the app is in the background: \(deed)", at: location,
                          hint: "bring it back first with `- foreground: true`")
    }
}

extension ScriptTargets {
    /// A screen step of one scenario after a `background: true` with no `foreground: true`
    /// between; `background` says where the scene is after the steps so far.
    static func inBackground(_ step: Step, _ background: inout Bool) -> Diagnostic? {
        switch step.action {
        case .scene(let phase)?:
            background = phase == .background
            return nil
        case let action? where background:
            return action.refusedInBackground(at: step.location)
        default:
            return nil
        }
    }
}
