/// Decoding `notifications:`, the `post:` step and `on-receive:` (docs/semantics.md §46).
extension SpecDecoder {
    static let receiveKeys = ["of", "action"]

    /// `notifications: { saved: 0, renamed: '""' }`: each name with the value a post sends by default.
    mutating func notifications(_ node: YAMLNode) -> [NotificationDecl] {
        guard let reader = MappingReader(node, what: "notifications", problems: &problems) else { return [] }
        var result: [NotificationDecl] = []
        for pair in reader.pairs {
            guard let name = pair.key.scalar else { continue }
            if !(name.first.map { $0.isLowercase } ?? false) || !name.allSatisfy({ $0.isLetter || $0.isNumber }) {
                // Kept, so the views that name it are not also told it is undeclared.
                problems.append(Diagnostic("a notification is named like a Swift property, in lowerCamelCase; found '\(name)'",
                                           at: pair.key.location, hint: "for example `saved`"))
            }
            guard let value = expression(pair.value, what: "a notification's value") else { continue }
            switch value.kind {
            case .int, .string, .bool: break
            case .unary("-", let inner) where { if case .int = inner.kind { true } else { false } }(): break
            default:
                problems.append(Diagnostic("a notification's value is an Int, String or Bool literal, the value a post sends by default; found \(value.source)",
                                           at: pair.value.location, hint: "for example `saved: 0` or `renamed: '\"\"'`"))
            }
            result.append(NotificationDecl(name: name, value: value, location: pair.key.location))
        }
        return result
    }

    /// `post: saved`, with `value:` beside it.
    mutating func post(_ name: YAMLNode, in step: inout MappingReader) -> TimeStep? {
        guard let notification = text(name, what: "post") else { return nil }
        let value = step.take("value").flatMap { expression($0, what: "a posted value") }
        return .post(Post(notification: notification, value: value, location: name.location))
    }

    /// `on-receive: { of: saved, action: count += value }`.
    mutating func receive(_ node: YAMLNode) -> ReceiveDecl? {
        let form = "for example { of: saved, action: count += value }"
        guard var r = MappingReader(node, what: "an on-receive", problems: &problems) else { return nil }
        let of = r.take("of", orMisspeltIn: "an on-receive", allowed: Self.receiveKeys, problems: &problems)
        let reported = problems.count
        let action = r.take("action", orMisspeltIn: "an on-receive", allowed: Self.receiveKeys, problems: &problems).map { statements($0) }
        let actionReported = problems.count > reported   // an action that did not parse has its own error
        r.finish(what: "an on-receive", allowed: Self.receiveKeys, problems: &problems)
        guard let of else {
            problems.append(Diagnostic("an on-receive needs `of:`, the notification it receives", at: node.location, hint: form))
            return nil
        }
        guard let name = text(of, what: "of") else { return nil }
        guard let action, !action.isEmpty else {
            if actionReported, action != nil { return nil }
            problems.append(Diagnostic("an on-receive needs an `action:`, what runs with each value", at: node.location, hint: form))
            return nil
        }
        var decl = ReceiveDecl(notification: name, action: action, location: of.location)
        if name.contains(".") {
            guard let source = publisher(name, at: of.location) else { return nil }
            decl.published = source
        }
        return decl
    }

    /// `model.$count` or `model.objectWillChange`: a publisher of an ObservableObject (§58).
    private mutating func publisher(_ text: String, at location: Location) -> PublishedSource? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let isName = { (s: String) in s.first.map { $0.isLetter || $0 == "_" } == true && s.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
        let form = "write the object's publisher: `model.$count` for a @Published property, or `model.objectWillChange`"
        // Publishers pasted from Swift: a timer's and NotificationCenter's have forms of their own.
        if text.hasPrefix("Timer.publish") {
            problems.append(Diagnostic("an on-receive's `of:` is a notification or an object's publisher; a timer is written `on-timer:`", at: location,
                                       hint: "beside the view, `on-timer: { every: 1s, action: ticks += 1 }` is `.onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect())`"))
            return nil
        }
        if text.hasPrefix("NotificationCenter.") {
            let written = text.range(of: "for: .").map { String(text[$0.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }
            let name = written.flatMap { $0.isEmpty ? nil : $0 } ?? "saved"
            problems.append(Diagnostic("an on-receive's `of:` names a declared notification, not NotificationCenter's publisher", at: location,
                                       hint: "declare it under `notifications:`, `notifications: { \(name): 1 }`, and write `of: \(name)`"))
            return nil
        }
        // `store.cart.objectWillChange`: a nested object's publisher, which `of:` does not reach.
        if parts.count > 2, parts.allSatisfy(isName) || parts.last == "objectWillChange" {
            let inner = parts.dropLast().joined(separator: ".")
            problems.append(Diagnostic("an on-receive's `of:` is a publisher of the view's own holder, `model.objectWillChange`; a nested object's, '\(text)', is not expressed", at: location,
                                       hint: "pass `\(inner)` to a child that holds it with `observed-object:`, which observes it, or hold it in this view"))
            return nil
        }
        guard parts.count == 2, isName(parts[0]) else {
            problems.append(Diagnostic("an on-receive's `of:` is a notification or an object's publisher, `model.$count`; found '\(text)'",
                                       at: location, hint: form))
            return nil
        }
        let (holder, member) = (parts[0], parts[1])
        if member == "objectWillChange" { return PublishedSource(holder: holder, field: nil, location: location) }
        if member.hasPrefix("$"), isName(String(member.dropFirst())) {
            return PublishedSource(holder: holder, field: String(member.dropFirst()), location: location)
        }
        if isName(member) {
            problems.append(Diagnostic("`\(text)` is the property's value, not its publisher; an on-receive needs a publisher",
                                       at: location, hint: "write `\(holder).$\(member)`, the @Published property's publisher (Combine's `$` projection)"))
        } else {
            problems.append(Diagnostic("an on-receive's `of:` is a notification or an object's publisher, `model.$count`; found '\(text)'",
                                       at: location, hint: form))
        }
        return nil
    }
}
