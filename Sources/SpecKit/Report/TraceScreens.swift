/// Trace wording for screens: presentations, pushes and pops, tabs, views covered and shown again.
extension TraceBuilder {
    /// Where a view that went off screen or came back is: ` (in Detail, element 5, on the screen
    /// Destination at pushed(1).[2])`, its parent and, when it is on a pushed, presented or tab
    /// screen, that screen; several views of one component are alive on screens of their own.
    func screenPlace(of node: NodeRef) -> String {
        guard let parent = node.parent.flatMap({ names.nodes[$0] }) else { return "" }
        var screen: NodeRef? = nil, next: NodeRef? = parent, steps = 0
        while let n = next, screen == nil, steps < 256 {
            if ["pushed(", "presentation(", "tab("].contains(where: { n.identity.contains($0) }) { screen = n }
            next = n.parent.flatMap { names.nodes[$0] }
            steps += 1
        }
        let on = screen.map { ", on the screen \($0.component) at \($0.identity)" } ?? ""
        return " (in \(parent.component), \(Self.place(of: node))\(on))"
    }

    /// `place` names a view that went off screen or came back, ` (in Detail, element 5)`: several
    /// views of one component may be alive, each on a screen of its own.
    static func screenLine(_ change: ScreenChange, of node: NodeRef, place: String = "") -> (String, TraceLine.Tone) {
        switch change {
        case .presented("alert", let data, let owner):
            return ("alert presented\(data.map { " with data \($0.literal)" } ?? ""): its binding is true; its title, message and buttons are on screen, from \(owner)'s last render, which ran the alert's closures; the views under it stay, out of reach", .created)
        case .dismissed("alert", let data):
            return ("alert dismissed\(data.map { " (data was \($0.literal))" } ?? ""): its binding is false; the views under it are in reach again", .created)
        case .presented("confirmation-dialog", let data, let owner):
            return ("confirmation dialog presented\(data.map { " with data \($0.literal)" } ?? ""): its binding is true; its message and buttons are on screen (its title only when its visibility is visible), from \(owner)'s last render, which ran the dialog's closures; the views under it stay, out of reach", .created)
        case .dismissed("confirmation-dialog", let data):
            return ("confirmation dialog dismissed\(data.map { " (data was \($0.literal))" } ?? ""): its binding is false; the views under it are in reach again", .created)
        case .dialogAnswered(let button):
            return ("confirmation dialog button \"\(button)\" tapped: after its action, if it has one (the Cancel iOS adds has none), SwiftUI sets the dialog's binding to false, which dismisses it", .heading)
        case .alertFields(let fields):
            let named = fields.map { "the \($0.kind.words) \"\($0.title)\" bound to \($0.binding)" }
            return ("above its buttons, \(named.joined(separator: " and ")): \(fields.count == 1 ? "it shows its binding's value" : "each shows its binding's value") as the alert appears, "
                        + "a key typed into it writes the binding, as any field's does, and a button's action reads what was typed through the binding (SwiftUI takes text fields among an alert's actions since iOS 16)", .muted)
        case .alertAnswered(let button):
            return ("alert button \"\(button)\" ran: SwiftUI now sets the alert's binding to false, which dismisses it", .heading)
        case .presented("navigation-destination", let item?, let owner):
            return ("pushed for item \(item.literal): the binding holds a value; a new identity on top of its navigation stack, built from the item and the values \(owner)'s body had when it last ran (the closure escapes, as a sheet's does); the screens under it stay alive, off screen", .created)
        case .dismissed("navigation-destination", let item?):
            return ("popped: its item is nil (it was \(item.literal)); the screen it pushed is destroyed, its state lost; the screens under it are on screen again", .bad)
        case .backTappedOverItem:
            return ("back button over a screen pushed by an item: SwiftUI sets its `item:` binding to nil, which pops it", .heading)
        case .presented("navigation-destination", _, let owner) where node.component == ScreenState.linkName:
            return ("pushed by the link's tap: a new identity on top of its navigation stack, the destination \(owner)'s last render built; the screens under it stay alive, off screen", .created)
        case .dismissed("navigation-destination", _) where node.component == ScreenState.linkName:
            return ("popped: going back clears the link's own flag; the screen it pushed is destroyed, its state lost, and a tap pushes a new identity; the screens under it are on screen again", .bad)
        case .backTapped where node.component == ScreenState.linkName:
            return ("back button over a screen pushed by a link: SwiftUI clears the link's own flag, which pops it", .heading)
        case .presented("navigation-destination", _, let owner):
            return ("pushed by its flag: the binding is true; a new identity on top of its navigation stack, built from \(owner)'s last render, which ran the destination closure; the screens under it stay alive, off screen", .created)
        case .dismissed("navigation-destination", _):
            return ("popped: its flag is false; the screen it pushed is destroyed, its state lost; the screens under it are on screen again", .bad)
        case .backTapped:
            return ("back button over a screen pushed by a flag: SwiftUI sets its `is-presented:` binding to false, which pops it", .heading)
        case .presented("popover", let item, let owner):
            return ("popover content created\(item.map { " for item \($0.literal)" } ?? ""), shown as a sheet: on an iPhone's compact width SwiftUI presents a popover as a sheet; a new identity, built from the values \(owner)'s body had when it last ran", .created)
        case .dismissed("popover", let item):
            return ("popover dismissed\(item.map { " (item was \($0.literal))" } ?? ""): the sheet it was shown as is gone, its content destroyed, its state lost", .bad)
        case .presented(let style, let item, let owner):
            return ("\(style) content created\(item.map { " for item \($0.literal)" } ?? ""): a new identity, built from the values \(owner)'s body had when it last ran", .created)
        case .dismissed(let style, let item):
            return ("\(style) dismissed\(item.map { " (item was \($0.literal))" } ?? ""): its content is destroyed, its state lost", .bad)
        case .swipeRefused(let style, let by):
            let this = PresentationDecl.Style(rawValue: style)?.noun ?? style
            return ("swipe refused: interactiveDismissDisabled is true in \(by), inside the \(this)'s content, so the \(this) springs back and stays: its binding is not written, its content keeps its state\(style == "sheet" ? ", and its on-dismiss does not run" : ""); dismiss() or a write to the binding still dismisses it", .muted)
        case .waiting(let style, let behind):
            let this = PresentationDecl.Style(rawValue: style)?.noun ?? style, other = PresentationDecl.Style(rawValue: behind)?.noun ?? behind
            return ("\(this) not presented: its binding is true, but the \(other) presented from the same screen is up, and a screen presents one at a time (SwiftUI: \"only presenting a single sheet is supported\"); it is presented when that \(other) is dismissed, if its binding still holds", .muted)
        case .waitOver(let behind):
            let other = PresentationDecl.Style(rawValue: behind)?.noun ?? behind
            return ("→ \(node.component) must render again: the \(other) it waited for was dismissed, so it is presented now if its binding still holds", .muted)
        case .waitsForPresenter(let style):
            let this = PresentationDecl.Style(rawValue: style)?.noun ?? style
            return ("\(this) not presented yet: its binding is true, but the view it is written on is made in this update and has not appeared; UIKit presents from a view controller in the window, so the \(this) is presented once this update's actions have run, the view's on-appear first", .muted)
        case .presenterAppeared:
            return ("→ \(node.component) must render again: the view it is written on appears in this update, so it is presented in the next one, after the actions queued now, if its binding still holds", .muted)
        case .pushed(let value, let index):
            return ("pushed \(value.literal): screen \(index + 1) of the stack, a new identity", .created)
        case .declares(let types):
            let listed = types.joined(separator: ", ")
            return ("declares the destinations for \(listed) on a view in the stack: while the view is in it, a value of \(types.count == 1 ? "that type" : "those types") pushed on the stack is shown here, unless a destination closer to the root shows its type", .muted)
        case .shownBy(let declarer, let type):
            return ("\(node.component) is shown by the navigationDestination(for: \(type)) that \(declarer)'s body declares on a view in the stack, the one for \(type) visible closest to the root; built from the values \(declarer)'s body had when it last ran (the closure escapes)", .muted)
        case .pushWaits(let value, let index):
            return ("\(value.literal) waits: no destination for \(value.typeName) is visible yet; a screen pushed under it declares its destinations when its body runs, and the stack pushes screen \(index + 1) then", .muted)
        case .popped(let value, let index, let kept):
            // The screens under it that go in the same render, then those that stay.
            let going = index - kept, stays = kept == 0 ? "the stack's root view keeps its state"
                : kept == 1 ? "the root view and screen 1 keep theirs" : "the root view and screens 1 to \(kept) keep theirs"
            let under = going == 0 ? stays
                : going == 1 ? "screen \(index) under it goes too, next; \(stays)"
                : "screens \(kept + 1) to \(index) under it go too, next; \(stays)"
            return ("popped \(value.literal): screen \(index + 1) and everything in it destroyed, its state lost; \(under)", .bad)
        case .tabSelected(let label, let first):
            return (first ? "tab \"\(label)\" selected and shown for the first time: its bodies run now"
                          : "tab \"\(label)\" selected: its views kept their state while hidden", .heading)
        case .tabAlreadySelected(let label):
            return ("tab \"\(label)\" is already selected: nothing changes; the tap writes no selection, so no body runs, and a navigation stack in the tab keeps its screens (a decision, semantics §25)", .muted)
        case .tabSelectionMatchesNone(let selection, let shown):
            return ("the selection is \(selection.literal), and no tab has that value: the tab bar keeps showing tab \"\(shown)\", and the binding keeps \(selection.literal) (a decision, semantics §25)", .muted)
        case .pickerSelectionMatchesNone(let picker, let selection, let options):
            let offered = options.isEmpty ? "it has no options" : "its options are " + options.map(\.literal).joined(separator: ", ")
            return ("the picker \"\(picker)\" in \(node.component) shows no option selected: its selection is \(selection.literal), and no option is tagged with it (\(offered)); "
                        + "SwiftUI logs \"Picker: the selection \"\(selection.description)\" is invalid and does not have an associated tag, this will give undefined results.\" "
                        + "The screen shows \"\(picker): \", as an empty field does, and the binding keeps \(selection.literal) until an option is picked (a decision, semantics §14)", .muted)
        case .covered:
            return ("\(node.component)\(place) went off screen, still alive with its state: it disappears without being destroyed", .muted)
        case .coveredByFullScreenCover:
            return ("\(node.component)\(place) went off screen under the full-screen cover, still alive with its state: a cover removes the views it is presented over once it is up (a sheet leaves them appeared), so it disappears without being destroyed", .muted)
        case .destinationBuilt(let component, let arguments) where node.component == ScreenState.linkName:
            let given = arguments.map { "\($0.label): \($0.value.literal)" }.joined(separator: ", ")
            return ("init \(component)(\(given)): built for the link, not shown: NavigationLink calls its destination closure in its initializer, so the body that writes the link builds the destination at each render, tapped or not; its body does not run and its state is not made until a tap pushes it", .muted)
        case .destinationBuilt(let component, let arguments):
            let given = arguments.map { "\($0.label): \($0.value.literal)" }.joined(separator: ", ")
            return ("init \(component)(\(given)): the destination closure of \(node.component) is not escaping, so the body that writes it runs it at each render; nothing is pushed, and the view waits for the next push", .muted)
        case .installedAsBuilt(let writer, true):
            return ("\(node.component) is the view \(writer)'s last render built for the link: the tap pushes it as built, with the arguments of that render, and its init does not run again", .muted)
        case .installedAsBuilt(let writer, false):
            return ("\(node.component) is the view \(writer)'s last render built: pushed, it is installed as built, and its init does not run again", .muted)
        case .builtCovered:
            return ("\(node.component)\(place) is built off screen, under the screen on top: alive, it has not appeared, and appears when it is uncovered", .muted)
        case .uncovered:
            return ("\(node.component)\(place) is on screen again (or for the first time): it appears, its state as it was", .muted)
        }
    }
}
