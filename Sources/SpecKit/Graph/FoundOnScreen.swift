/// What exploring found on a settled screen to list its moves: the rows a person can swipe or
/// drag and the controls they can reach. A copy of the graph carries it, and the step tried on
/// the copy takes it instead of walking the same screen again to find its row or control: the
/// state has k moves, so the walk was made k + 1 times for one screen.
///
/// It holds only between the list and the first step: each is taken by the first look for it
/// (`editableRows()`, `find(_:)`), before the step changes anything, and exploring drops what is
/// left once its step is done (`ExploreAction.perform(on:)`). A script never sets it.
struct FoundOnScreen {
    var rows: [Graph.EditableRow]?
    var controls: [ScreenItem]?
}

extension Graph {
    /// The rows a person can swipe or drag now: those found for this screen, once, or a walk of it.
    func editableRows() -> [EditableRow] {
        if let rows = foundOnScreen?.rows {
            foundOnScreen?.rows = nil
            return rows
        }
        return findEditableRows()
    }

    /// The controls a person can reach now: those found for this screen, once, or a walk of it.
    func takeReachableControls() -> [ScreenItem] {
        if let controls = foundOnScreen?.controls {
            foundOnScreen?.controls = nil
            return controls
        }
        return reachableControls
    }
}
