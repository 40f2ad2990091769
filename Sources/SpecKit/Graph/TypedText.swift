/// A text field that keeps what was typed (docs/semantics.md §86).
///
/// The platform field holds its own text: each keystroke edits that text and hands the result to
/// the binding's setter. The field shows the binding's value again only when something updates it:
/// the body that writes it runs again, or the value its binding gives changes. A write that leaves
/// the value as it was (a setter that refuses the change and stores the old text, which `State`
/// finds equal; a constant binding, which ignores writes) updates nothing, so the field goes on
/// showing the typed text, and the next keystroke edits that text, not the binding's value.
struct TypedText: Sendable {
    /// The view whose body writes the field, and where that body writes it: the field's identity,
    /// as the keyboard focus's (§42).
    var node: Int
    var place: [PathStep]
    /// What the field shows: the text the keystrokes made.
    var text: String
    /// The value the binding gave when the field was last updated or typed into: a value other
    /// than this one is a change the control sees, and it updates the field.
    var bound: String
    /// The control as its body last wrote it: its binding is read to see such a change.
    let control: ControlState
    /// While typing: the field kept a text before this key, for the trace's "agrees again".
    var wasKept = false

    /// Whether `item` is this field, as its view's latest render shows it.
    func isShown(by item: ScreenItem) -> Bool { item.nodeID == node && item.control?.place == place }
}

/// Why a field shows what it shows after a keystroke or an update (the trace's words).
public struct FieldTextEvent: Sendable, Hashable {
    public enum Kind: String, Sendable {
        /// The keystroke's write left the binding's value as it was: the field keeps the typed text.
        case kept
        /// The body that writes the field ran again: it shows the binding's value.
        case rendered
        /// The binding's value changed: the control sees it and shows it.
        case changed
        /// A key made the text the binding gives: the field and its binding agree again.
        case agrees
    }

    public var kind: Kind
    public var controlKind: ControlDecl.Kind
    /// The field's title, and the view whose body writes it.
    public var control: String
    public var node: NodeRef
    /// The binding as the trace names it: `code`, or `Binding(get: …)`.
    public var binding: String
    /// Whether the binding is `Binding(get:set:)` (its setter ran) or `.constant(_:)` (it ignored the write).
    public var custom: CustomKind?
    /// The one name a `Binding(get:set:)`'s getter reads (`code`), when it reads one, for the words.
    public var getterReads: String?
    /// The text the field keeps, for `kept`; the text it showed before, otherwise.
    public var typed: String
    /// The binding's value now.
    public var value: String

    public enum CustomKind: String, Sendable { case closures, constant }
}

extension Graph {
    /// The text a field shows when it is not its binding's value: what was typed and kept.
    func typedText(of item: ScreenItem) -> String? {
        guard let kept = typedTexts else { return nil }
        for t in kept where t.isShown(by: item) { return t.text }
        return nil
    }

    /// Before a keystroke's write: the field will show `text`, typed over `bound`, the binding's
    /// value now. Any text it kept is replaced by this one.
    func beginTyping(_ item: ScreenItem, _ control: ControlState, text: String, bound: String) {
        var wasKept = false
        if let kept = typedTexts {
            let left = kept.filter { !$0.isShown(by: item) }
            wasKept = left.count < kept.count
            typedTexts = left.isEmpty ? nil : left
        }
        typing = TypedText(node: item.nodeID, place: control.place, text: text, bound: bound, control: control, wasKept: wasKept)
    }

    /// After the keystroke's update has settled: the field keeps the typed text when nothing
    /// updated it, its body did not run (which clears `typing`) and the binding gives the value it
    /// gave before the keystroke, unless that is the typed text itself.
    func endTyping(at location: Location) {
        guard let t = typing else { return }
        typing = nil
        guard nodes[t.node] != nil, case .string(let value)? = try? read(t.control.target, for: nil, at: location),
              value == t.bound else { return }
        if value == t.text {
            if t.wasKept { emitFieldText(.agrees, t, value: value) }
            return
        }
        var kept = t
        kept.wasKept = false
        if typedTexts == nil { typedTexts = [kept] } else { typedTexts!.append(kept) }
        emitFieldText(.kept, t, value: value)
    }

    /// A body ran: the fields it writes show their bindings' values again (in a rebuilt row, the
    /// fields under `path` alone).
    func forgetTypedTexts(of node: Node, under path: [PathStep]? = nil) {
        if let t = typing, t.node == node.id, path.map({ t.place.starts(with: $0) }) ?? true { typing = nil }
        guard let kept = typedTexts else { return }
        var left: [TypedText] = []
        for t in kept {
            if t.node == node.id, path.map({ t.place.starts(with: $0) }) ?? true {
                if recording, case .string(let value)? = try? read(t.control.target, for: nil, at: node.componentBox.decl.location) {
                    emitFieldText(.rendered, t, value: value)
                }
            } else {
                left.append(t)
            }
        }
        typedTexts = left.isEmpty ? nil : left
    }

    /// At the end of an update: a field whose view is gone keeps nothing, and one whose binding's
    /// value changed shows it, as the control reads its binding and sees the change.
    func checkTypedTexts(at location: Location) {
        guard let kept = typedTexts else { return }
        var left: [TypedText] = []
        for t in kept {
            guard nodes[t.node] != nil, case .string(let value)? = try? read(t.control.target, for: nil, at: location) else { continue }
            if value == t.bound { left.append(t); continue }
            emitFieldText(.changed, t, value: value)
        }
        typedTexts = left.isEmpty ? nil : left
    }

    private func emitFieldText(_ kind: FieldTextEvent.Kind, _ t: TypedText, value: String) {
        guard recording, let node = nodes[t.node] else { return }
        var custom: FieldTextEvent.CustomKind?, reads: String?
        switch t.control.target.custom {
        case .constant?: custom = .constant
        case .closures(let closures)?:
            custom = .closures
            let names = Set(closures.getter.names.map(\.0))
            if names.count == 1 { reads = names.first }
        case nil: break
        }
        emit(.fieldText(FieldTextEvent(kind: kind, controlKind: t.control.kind, control: t.control.title, node: node.ref,
                                       binding: t.control.bindingName, custom: custom, getterReads: reads, typed: t.text, value: value)))
    }
}
