/// A picker whose selection is the tag of none of its options (docs/semantics.md §14): it shows
/// no option selected, and the trace says so once, when the selection becomes such a value.
///
/// The picker reads its binding itself, so a write that makes its selection untagged need not run
/// the body that writes it: the pickers a recorded run showed are looked at after each update.
/// A run that is not recorded follows none, as it keeps no trace to tell.
struct FollowedPicker: Sendable {
    /// Where the body of its view writes it: the picker's identity there.
    let place: [PathStep]
    /// The picker as its body last wrote it: its binding and options.
    let control: ControlState
    /// The untagged selection the trace told of, while the selection stays untagged.
    var told: Value?
}

extension ControlState {
    /// Whether a picker's selection is one of its options' tags. `.tag(option)` tags an option
    /// with its value and, as `includeOptional` is true by default, with `Optional(value)`: a
    /// selection that holds an option's value matches it, and nil matches only a nil option.
    static func isTagged(_ selection: Value, by options: [Value]) -> Bool { options.contains(selection) }
}

extension Graph {
    /// A render of a recorded run showed these controls of `node`: its pickers are followed, each
    /// keeping what the trace told of it, and the ones its body no longer writes are not.
    func followPickers(of node: Node, _ output: [Node.Output]) {
        let before = followedPickers?[node.id] ?? []
        var now: [FollowedPicker] = []
        for i in 0..<output.count {
            guard case .item(let item) = output[i], let c = item.control, c.kind == .picker else { continue }
            now.append(FollowedPicker(place: c.place, control: c, told: before.first { $0.place == c.place }?.told))
        }
        if now.isEmpty && before.isEmpty { return }
        if followedPickers == nil { followedPickers = [:] }
        followedPickers![node.id] = now.isEmpty ? nil : now
        if followedPickers!.isEmpty { followedPickers = nil }
    }

    /// At the end of an update: each followed picker whose selection has become a value none of
    /// its options is tagged with is told of once, with the line SwiftUI logs; one whose selection
    /// is tagged again may be told of again later. A gone view's pickers are dropped.
    func checkPickerTags(at location: Location) {
        guard var followed = followedPickers else { return }
        for id in followed.keys.sorted() {
            guard let node = nodes[id] else {
                followed[id] = nil
                continue
            }
            for k in followed[id]!.indices {
                let picker = followed[id]![k]
                guard let value = try? read(picker.control.target, for: nil, at: location) else { continue }
                if ControlState.isTagged(value, by: picker.control.options) {
                    followed[id]![k].told = nil
                } else if picker.told != value {
                    emit(.screen(node.ref, .pickerSelectionMatchesNone(picker: picker.control.title, selection: value,
                                                                       options: picker.control.options)))
                    followed[id]![k].told = value
                }
            }
        }
        followedPickers = followed.isEmpty ? nil : followed
    }
}

extension Graph {
    /// For a label `LABEL: VALUE` expected on screen and missing: when a picker titled LABEL in
    /// reach holds VALUE, a selection none of its options is tagged with, why it shows none.
    func untaggedPickerNote(for label: String) -> String? {
        guard let colon = label.range(of: ": ") else { return nil }
        let title = label[..<colon.lowerBound], wanted = label[colon.upperBound...]
        for item in reachableControls {
            guard let c = item.control, c.kind == .picker, c.title == title,
                  let value = try? read(c.target, for: nil, at: Location(file: "", line: 0, column: 0)),
                  value.description == wanted, !ControlState.isTagged(value, by: c.options) else { continue }
            return "the picker \"\(title)\" shows no option selected: its selection \(value.literal) is the tag of none of its options, "
                + "as SwiftUI logs (\"the selection \"\(value.description)\" is invalid and does not have an associated tag\"), so it reads \"\(title): \""
        }
        return nil
    }
}
