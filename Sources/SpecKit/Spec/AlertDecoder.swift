/// Decoding of `alert:` and `confirmation-dialog:` beside a child component: `.alert(title,
/// isPresented:, presenting:) { actions } message: { … }` (docs/semantics.md §29) and
/// `.confirmationDialog(title, isPresented:, titleVisibility:, presenting:) { … }` (§31).
extension SpecDecoder {
    static let alertKeys = ["title", "is-presented", "presenting", "as", "actions", "message"]
    static let dialogKeys = alertKeys + ["title-visibility"]
    static let alertActionKeys = ["button", "role", "action"]

    /// An `alert:` or `confirmation-dialog:` mapping as a presentation whose content is its
    /// title, message and buttons.
    mutating func alert(_ node: YAMLNode, at location: Location, style: PresentationDecl.Style = .alert) -> PresentationDecl? {
        let what = style == .alert ? "an alert" : "a confirmation dialog"
        guard var r = MappingReader(node, what: what, problems: &problems) else { return nil }
        let allowed = style == .alert ? Self.alertKeys : Self.dialogKeys
        let titleNode = r.take("title", orMisspeltIn: what, allowed: allowed, problems: &problems)
        let title = titleNode.flatMap { template($0, what: "\(style == .alert ? "an alert" : "a dialog") title") }
        let flagNode = r.take("is-presented", orMisspeltIn: what, allowed: allowed, problems: &problems)
        let flag = flagNode.flatMap { expression($0, what: "a binding") }
        let presenting = r.take("presenting").flatMap { expression($0, what: "the presented data") }
        let name = r.take("as").flatMap { text($0, what: "a name") }
        let message = r.take("message").flatMap { template($0, what: "\(style == .alert ? "an alert" : "a dialog") message") }
        var fields: [ControlDecl] = []
        let actions = r.take("actions").map { alertActions($0, of: what, fields: &fields) } ?? []
        var visibility: AlertDecl.TitleVisibility?
        if style == .confirmationDialog {
            visibility = .automatic
            if let v = r.take("title-visibility") {
                let word = v.scalar ?? ""
                visibility = AlertDecl.TitleVisibility(rawValue: word)
                if visibility == nil {
                    problems.append(Diagnostic("`title-visibility:` is `automatic`, `visible` or `hidden`; found '\(word)'", at: v.location,
                                               hint: Suggestion.hint(for: word, in: AlertDecl.TitleVisibility.allCases.map(\.rawValue),
                                                                     known: "visibilities")))
                }
            }
        }
        if titleNode == nil {
            problems.append(Diagnostic("\(what) needs `title:`, the text it shows first", at: location,
                                       hint: "for example `title: Delete {name}?`, as `.\(style == .alert ? "alert" : "confirmationDialog")(\"Delete \\(name)?\", …)`"))
        }
        if flagNode == nil {
            problems.append(Diagnostic("\(what) needs `is-presented:`, a binding to a Bool", at: location,
                                       hint: "for example `is-presented: $confirming`; SwiftUI sets it to false when a button is tapped"))
        }
        if r.keyNode("presenting") != nil, name == nil, r.keyNode("as") == nil {
            problems.append(Diagnostic("\(what) with `presenting:` needs `as:`, the name its actions and message see the data by",
                                       at: location, hint: "for example `as: item`, as in `presenting: pending) { item in … }`, or `as: _` where they do not read it"))
        }
        if r.keyNode("presenting") == nil, let asKey = r.keyNode("as") {
            problems.append(Diagnostic("`as:` names the data of `presenting:`; this \(style == .alert ? "alert" : "dialog") presents none", at: asKey.location,
                                       hint: "add `presenting: pending`, an optional value, or remove `as:`"))
        }
        r.finish(what: what, allowed: allowed, problems: &problems)
        guard let title, let flag, style == .alert || visibility != nil else { return nil }
        let decl = AlertDecl(title: title, message: message, actions: actions, presenting: presenting, titleVisibility: visibility,
                             fields: fields)
        return PresentationDecl(style: style, binding: flag, isItem: false, itemName: presenting == nil ? nil : name,
                                onDismiss: [], content: decl.content, alert: decl, location: location)
    }

    /// `actions:`: a list of `- button: LABEL` with an optional `role:` and `action:`; in an
    /// alert, also `- text-field: LABEL` and `- secure-field: LABEL` with `text: $x`, gathered
    /// into `fields` (§29).
    mutating func alertActions(_ node: YAMLNode, of what: String = "an alert", fields: inout [ControlDecl]) -> [AlertActionDecl] {
        if node.isNull { return [] }
        let isAlert = what == "an alert"
        let owner = isAlert ? "an alert's" : "a confirmation dialog's"
        guard let items = node.sequence else {
            problems.append(Diagnostic("\(owner) `actions:` is a list of buttons\(isAlert ? " and text fields" : "")", at: node.location,
                                       hint: "for example actions: [ { button: Delete, role: destructive, action: … } ]"))
            return []
        }
        return items.compactMap { item in
            let action = "\(isAlert ? "an alert" : "a dialog") action"
            guard var b = MappingReader(item, what: action, problems: &problems) else { return nil }
            if let kind = Self.alertFieldKinds.first(where: { b.keyNode($0.rawValue) != nil }) {
                if isAlert, let field = alertField(kind, &b, at: item.location) { fields.append(field) }
                if !isAlert {
                    // An action sheet takes buttons alone: UIKit adds a text field only to an alert.
                    problems.append(Diagnostic("a confirmation dialog's actions are buttons: a \(kind.words) goes in an alert", at: item.location,
                                               hint: "iOS shows a confirmation dialog as an action sheet, which holds buttons only; "
                                                   + "for text typed in a box over the screen, write `alert:` with the \(kind.words) among its actions"))
                }
                return nil
            }
            guard let labelNode = b.take("button", orMisspeltIn: action, allowed: isAlert ? Self.alertActionKeys + Self.alertFieldKinds.map(\.rawValue) : Self.alertActionKeys,
                                         problems: &problems) else {
                problems.append(isAlert
                    ? Diagnostic("an alert's actions are buttons, text fields and secure fields: each needs `button:`, `text-field:` or `secure-field:`, its label",
                                 at: item.location,
                                 hint: "SwiftUI shows buttons in an alert, and since iOS 16 text fields and secure fields above them; for example `- button: Delete`")
                    : Diagnostic("a confirmation dialog's actions are buttons: each needs `button:`, its label", at: item.location,
                                 hint: "SwiftUI shows only buttons in a dialog; for example `- button: Delete`"))
                return nil
            }
            let label = template(labelNode, what: "a button label")
            let statements = b.take("action").map { self.statements($0) } ?? []
            var role: AlertActionDecl.Role?
            if let r = b.take("role") {
                let word = r.scalar ?? ""
                role = AlertActionDecl.Role(rawValue: word)
                if role == nil {
                    problems.append(Diagnostic("a button's `role:` is `cancel` or `destructive`; found '\(word)'", at: r.location,
                                               hint: Suggestion.hint(for: word, in: ["cancel", "destructive"], known: "roles")))
                }
            }
            b.finish(what: action, allowed: Self.alertActionKeys, problems: &problems)
            return label.map { AlertActionDecl(label: $0, role: role, action: statements, location: item.location) }
        }
    }

    /// The controls an alert's actions may hold: `TextField` and `SecureField` (iOS 16).
    static let alertFieldKinds: [ControlDecl.Kind] = [.textField, .secureField]

    /// `- text-field: Name` with `text: $name` among an alert's actions: the field the alert
    /// shows above its buttons, typed into while it is presented (§29). Only its label and
    /// binding are expressed there: what Return, the focus or `disabled:` do in an alert's field
    /// is not, and is refused rather than guessed.
    mutating func alertField(_ kind: ControlDecl.Kind, _ b: inout MappingReader, at location: Location) -> ControlDecl? {
        let what = "an alert's \(kind.words)"
        for key in SpecDecoder.controlKeys(kind) + ["disabled"] {
            guard let node = b.keyNode(key) else { continue }
            _ = b.take(key)
            problems.append(Diagnostic("`\(key):` on \(what) is not expressed: an alert's text fields take a label and `text:` here", at: node.location,
                                       hint: "the alert's buttons read what was typed through the binding; act on it in a button's `action:` (docs/coverage.md lists what is not expressed yet)"))
        }
        guard let label = b.take(kind.rawValue), case .control(let field)? = control(kind, label, &b, at: location) else { return nil }
        return field
    }
}

