/// What a screen change makes of the picture's nodes: a presentation's state, a stack's path,
/// a tab, a view off screen, a refused swipe (docs/semantics.md §22–§26, §55).
extension TreeSnapshot {
    mutating func applyScreen(_ change: ScreenChange, to id: Int) {
        switch change {
        case .presented("navigation-destination", let item, _):
            let link = nodes[id]?.ref.component == ScreenState.linkName
            nodes[id]?.screen = item.map { "pushed for item \($0.literal)" } ?? (link ? "pushed by a tap on the link" : "pushed by its flag")
        case .dismissed("navigation-destination", _): nodes[id]?.screen = "not pushed"
        // The picture says what the next push installs.
        case .destinationBuilt(let component, _):
            let link = nodes[id]?.ref.component == ScreenState.linkName
            nodes[id]?.screen = "not pushed; \(link ? "the link" : "its closure") built \(component)"
        case .installedAsBuilt: break
        // On an iPhone's compact width a popover is a sheet (semantics §35): the picture says so.
        case .presented("popover", let item, _):
            nodes[id]?.screen = "presented as a sheet" + (item.map { " for item \($0.literal)" } ?? "")
        case .presented(let style, let item, _):
            nodes[id]?.screen = "presented" + (item.map { style == "alert" || style == "confirmation-dialog" ? " with data \($0.literal)" : " for item \($0.literal)" } ?? "")
        case .dismissed: nodes[id]?.screen = "not presented"
        case .waiting(_, let behind):
            nodes[id]?.screen = "waiting: the \(PresentationDecl.Style(rawValue: behind)?.noun ?? behind) presented from the same screen is up"
        case .waitsForPresenter: nodes[id]?.screen = "waiting: the view it is written on has not appeared yet"
        case .pushed(let value, _):
            var path = nodes[id]?.path ?? []
            path.append(value)
            nodes[id]?.path = path
            nodes[id]?.screen = "path \(Value.list(path).literal)"
        case .popped:
            var path = nodes[id]?.path ?? []
            _ = path.popLast()
            nodes[id]?.path = path
            nodes[id]?.screen = "path \(Value.list(path).literal)"
        case .tabSelected(let label, _): nodes[id]?.screen = "tab \"\(label)\" selected"
        case .tabSelectionMatchesNone(let selection, let shown):
            nodes[id]?.screen = "selection \(selection.literal) matches no tab; tab \"\(shown)\" shown"
        case .covered, .coveredByFullScreenCover, .builtCovered: nodes[id]?.offScreen = true
        case .uncovered: nodes[id]?.offScreen = false
        case .swipeRefused(_, let by):
            nodes[id]?.swipeRefused = "swipe refused: interactiveDismissDisabled is true in \(by)"
        case .declares(let types): nodes[id]?.screen = "declares destinations for \(types.joined(separator: ", "))"
        case .shownBy(let declarer, let type): nodes[id]?.screen = "shown by \(declarer)'s navigationDestination(for: \(type))"
        case .alertAnswered, .dialogAnswered, .backTapped, .backTappedOverItem, .waitOver, .presenterAppeared, .pushWaits, .tabAlreadySelected, .pickerSelectionMatchesNone, .alertFields: break
        }
    }
}
