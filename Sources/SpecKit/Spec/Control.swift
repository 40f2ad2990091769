/// An input control in a body: a text field, a secure field, a text editor, a toggle, a picker
/// or a stepper, bound to a value.
public struct ControlDecl: Sendable {
    /// The controls and the key of their binding, as SwiftUI names its argument.
    public enum Kind: String, Sendable, CaseIterable {
        case textField = "text-field", secureField = "secure-field", textEditor = "text-editor", toggle, picker, stepper

        /// Whether the keyboard edits it: typing and clearing reach it, and it takes the focus
        /// (semantics §14, §42, §78).
        public var isText: Bool { self == .textField || self == .secureField || self == .textEditor }

        /// Whether Return submits it, as `onSubmit(of:_:)` names TextField and SecureField; in a
        /// text editor Return types a newline (§39, §78).
        public var submits: Bool { self == .textField || self == .secureField }

        /// The key that holds the binding: `text:` as in `TextField(_:text:)`, `is-on:`, …
        public var bindingKey: String {
            switch self {
            case .textField, .secureField, .textEditor: return "text"
            case .toggle: return "is-on"
            case .picker: return "selection"
            case .stepper: return "value"
            }
        }

        /// "text field", as messages and traces name the kind.
        public var words: String { rawValue.replacingOccurrences(of: "-", with: " ") }

        /// What to change when the binding holds `held` instead of this kind's `wanted` type: a
        /// `.constant`'s value or a `Binding(get:set:)`'s getter (Swift infers the binding's type
        /// from it), what the parents pass to a binding prop (`passedTo`, the component), else the
        /// state it points to. The check before a run and the run both say it.
        func bindingHint(wanted: String, held: String, constant: Bool?, passedTo component: String? = nil) -> String {
            let article = wanted == "Int" ? "an" : "a"
            switch constant {
            case true?: return "a \(words) needs .constant of \(article) \(wanted)"
            case false?: return "its getter returns \(held); a \(words) needs one that returns \(article) \(wanted)"
            case nil:
                if let component {
                    return "the binding \(component)'s parents pass holds \(held == "Int" ? "an" : "a") \(held); pass one to \(article) \(wanted)"
                }
                return "bind it to \(article) \(wanted) state, e.g. `\(Graph.example(self))`"
            }
        }

        /// The type of value the binding must hold; nil for a picker, whose options decide.
        public var valueType: String? {
            switch self {
            case .textField, .secureField, .textEditor: return "String"
            case .toggle: return "Bool"
            case .picker: return nil
            case .stepper: return "Int"
            }
        }
    }

    public var kind: Kind
    /// The control's label, a template like a text's: `TextField("Search", …)`.
    public var label: Expr
    /// `$state`: where the control reads and writes its value.
    public var binding: Expr
    /// A picker's options: a list value; each shows as its value's text (`Text(…).tag(option)`).
    public var options: Expr?
    /// A stepper's step (default 1) and optional closed range `in: [low, high]`.
    public var step: Expr?
    public var range: (low: Expr, high: Expr)?
    public var location: Location
    /// `.disabled(condition)` on the control itself.
    public var disabled: Expr?
    /// A text field's `.onSubmit { … }`: what Return in the field runs; nil when none is written.
    public var onSubmit: [Statement]?
    /// A text field's `.focused($x)` or `.focused($x, equals: v)`: the `@FocusState` holder that
    /// follows its keyboard focus (semantics §42); nil when none is written.
    public var focused: Expr?
    /// The value `equals:` gives the holder while the field has focus; nil for a Bool holder.
    public var focusEquals: Expr?
    /// A text field's `.submitScope()`: its Return runs its own on-submit only, none written
    /// beside a view around it (§94).
    public var submitScope = false
    /// The search field of `.searchable(text:prompt:)` on a child, rather than a `TextField` (§45).
    public var isSearch = false

    /// "search field" or the kind's words, as messages name the control.
    var words: String { isSearch ? "search field" : kind.words }
}

/// A `switch:` element: a value, the cases with the elements of each, and an optional default.
/// The builder turns it into nested `_ConditionalContent`, so each case is its own identity.
public struct SwitchDecl: Sendable {
    public var subject: Expr
    public var cases: [SwitchCase]
    /// The elements when no case matches; nil when the spec gives no `default:`.
    public var otherwise: [Element]?
    public var location: Location
    /// Where `default:`'s list is written, for the messages about it.
    public var otherwiseLocation: Location?
}

/// One `case:` of a switch: the values it matches with `==` (`case 1, 2:` lists two) and its
/// elements. The case is one identity whichever of its values matched.
public struct SwitchCase: Sendable {
    /// At least one value, in the order written.
    public var values: [Expr]
    public var body: [Element]
    public var location: Location
}

/// A script step that uses a control as a person does: typing, clearing, toggling, picking, stepping.
public struct InputStep: Sendable {
    public enum Action: Sendable, Hashable {
        /// Types the text one character at a time, each keystroke its own transaction.
        case type(String)
        /// Deletes the field's text one character at a time from its end, as backspace does.
        case clear
        case toggle
        /// Selects the option that shows this text.
        case pick(String)
        case increment, decrement
        /// Presses Return in a text field: runs its on-submit action, if it has one.
        case submit
        /// Taps a search field's Cancel button: clears its text and ends the search (§45).
        case cancelSearch

        /// The kind of control the action needs, as messages name it: a text field for the
        /// keyboard's steps, which `accepts` widens to the other text inputs.
        public var control: ControlDecl.Kind {
            switch self {
            case .type, .clear, .submit, .cancelSearch: return .textField
            case .toggle: return .toggle
            case .pick: return .picker
            case .increment, .decrement: return .stepper
            }
        }

        /// Whether the step can use a control of this kind: typing and clearing reach every text
        /// input, Return the ones it submits, Cancel a search field, found as a text field.
        public func accepts(_ kind: ControlDecl.Kind) -> Bool {
            switch self {
            case .type, .clear: return kind.isText
            case .submit: return kind.submits
            default: return kind == control
            }
        }

        /// The step's key in the script, for messages.
        public var key: String {
            switch self {
            case .type: return "type"
            case .clear: return "clear"
            case .toggle: return "toggle"
            case .pick: return "pick"
            case .increment: return "increment"
            case .decrement: return "decrement"
            case .submit: return "submit"
            case .cancelSearch: return "cancel-search"
            }
        }
    }

    public var action: Action
    /// The label of the control it uses.
    public var control: String
    public var location: Location

    /// `type "abc" into Search`, as step headings read.
    public var summary: String {
        switch action {
        case .type(let text): return "type \"\(text.newlinesEscaped)\" into \(control)"
        case .clear: return "clear \(control)"
        case .toggle: return "toggle \(control)"
        case .pick(let option): return "pick \"\(option)\" from \(control)"
        case .increment: return "increment \(control)"
        case .decrement: return "decrement \(control)"
        case .submit: return "submit \(control)"
        case .cancelSearch: return "cancel the search in \(control)"
        }
    }
}

extension ControlDecl.Kind {
    /// The steps that use a control of this kind, for a step that named it with another verb.
    func verbHint(title: String) -> String {
        switch self {
        case .textField, .secureField: return "type into it with `- type: TEXT` and `into: \(title)`, `- clear: \(title)`, or press Return with `- submit: \(title)`"
        case .textEditor: return "type into it with `- type: TEXT` and `into: \(title)`, or `- clear: \(title)`; Return in a text editor types a newline: `- type: \"\\n\"`"
        case .toggle: return "flip it with `- toggle: \(title)`"
        case .picker: return "choose an option with `- pick: OPTION` and `from: \(title)`"
        case .stepper: return "step it with `- increment: \(title)` or `- decrement: \(title)`"
        }
    }
}
