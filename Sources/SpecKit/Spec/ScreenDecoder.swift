/// Decoding of screens: `navigation-stack:`, `navigation-link:`, `tab-view:`, and the `sheet:`,
/// `full-screen-cover:`, `popover:`, `alert:`, `confirmation-dialog:` and `navigation-destination:`
/// modifiers beside a child component.
extension SpecDecoder {
    static let screenElementKinds = ["navigation-stack", "navigation-link", "tab-view"]
    static let presentationKeys = ["sheet", "full-screen-cover", "popover", "alert", "confirmation-dialog", "navigation-destination"]
    static let linkKeys = ["navigation-link", "value", "destination", "disabled"]
    static let stackKeys = ["path", "root", "destinations"]
    static let destinationKeys = ["for", "as", "body"]
    static let tabKeys = ["tab", "value", "body"]
    static let tabViewKeys = ["selection", "tabs"]
    static let flagDestinationKeys = ["is-presented", "item", "as", "content"]

    /// A screen element, or nil when the mapping is some other element.
    mutating func screenElement(_ e: inout MappingReader, at location: Location) -> Element?? {
        if let label = e.take("navigation-link") {
            let text = template(label, what: "a link label")
            let destinationNode = e.take("destination")
            let valueNode = destinationNode == nil
                ? e.take("value", orMisspeltIn: "a navigation link", allowed: Self.linkKeys, problems: &problems) : e.take("value")
            let value = valueNode.flatMap { expression($0, what: "a value") }
            let push = destinationNode.flatMap { linkDestination($0, at: location) }
            if let valueNode, destinationNode != nil {
                problems.append(Diagnostic("a `navigation-link:` takes `value:` or `destination:`, not both", at: valueNode.location,
                                           hint: "`value:` pushes a value onto the stack's path, shown by its `destinations:`; `destination:` pushes the views it lists"))
            } else if valueNode == nil && destinationNode == nil {
                problems.append(Diagnostic("a `navigation-link:` needs `value:`, the value it pushes, or `destination:`, the views it pushes", at: location,
                                           hint: "for example `value: 2`, which the stack shows with its destination for that type, or destination: [ - Detail: { number: 2 } ]"))
            }
            rejectDeprecatedLinkKeys(&e)
            let disabled = e.take("disabled").flatMap { expression($0, what: "a condition") }
            rejectModifiers(&e, on: "a navigation link", except: ["disabled"])
            e.finish(what: "a navigation link", allowed: Self.linkKeys, problems: &problems)
            guard let text, (value != nil) != (push != nil) else { return .some(nil) }
            return .link(NavigationLinkDecl(label: text, value: value, location: location, disabled: disabled, push: push))
        }
        if let s = e.take("navigation-stack") {
            rejectModifiers(&e, on: "a navigation stack")
            e.finish(what: "a navigation stack", allowed: ["navigation-stack"], problems: &problems)
            return .some(navigationStack(s, at: location))
        }
        if let t = e.take("tab-view") {
            rejectModifiers(&e, on: "a tab view")
            e.finish(what: "a tab view", allowed: ["tab-view"], problems: &problems)
            return .some(tabView(t, at: location))
        }
        return nil
    }

    mutating func navigationStack(_ node: YAMLNode, at location: Location) -> Element? {
        // The screens written straight under the key: they are its root's body, under `root:`.
        if node.isSequence {
            problems.append(Diagnostic("a navigation-stack must be a mapping (key: value lines), found a list", at: node.location,
                                       hint: "write its first screen's body under `root:`: `navigation-stack:` then `root:` on the next line, indented, and the list under it; `destinations:` and `path:` go beside `root:`"))
            return nil
        }
        guard var r = MappingReader(node, what: "a navigation-stack", problems: &problems) else { return nil }
        let path = r.take("path").flatMap { expression($0, what: "a path binding") }
        let root = r.take("root", orMisspeltIn: "a navigation-stack", allowed: Self.stackKeys, problems: &problems).map { body($0) }
        if root == nil {
            problems.append(Diagnostic("a `navigation-stack:` needs `root:`, the body of its first screen", at: node.location,
                                       hint: "for example root: [ - navigation-link: Show 1, value: 1 ]"))
        }
        let destinations = r.take("destinations").map { destinationList($0, in: "`destinations:`") } ?? []
        // `sheet:` indented under the stack, beside `root:`: a modifier, which goes where one beside it would.
        rejectModifiers(&r, on: "a navigation stack")
        r.finish(what: "a navigation-stack", allowed: Self.stackKeys, problems: &problems)
        guard let root else { return nil }
        return .navigationStack(NavigationStackDecl(path: path, root: root, destinations: destinations, location: location))
    }

    /// `- for: T / as: x / body: [...]` entries: a stack's `destinations:`, or the
    /// `navigation-destinations:` beside a child inside a stack (docs/semantics.md §68).
    mutating func destinationList(_ node: YAMLNode, in key: String) -> [DestinationDecl] {
        guard node.isSequence else {
            problems.append(Diagnostic("\(key) is a list of destinations, one a type", at: node.location,
                                       hint: "for example [ { for: Int, as: number, body: [ - Detail: { number: number } ] } ]"))
            return []
        }
        var destinations: [DestinationDecl] = []
        for item in node.items {
            guard var dr = MappingReader(item, what: "a destination", problems: &problems) else { continue }
            let typeNode = dr.take("for", orMisspeltIn: "a destination", allowed: Self.destinationKeys, problems: &problems)
            let type = typeNode.flatMap { text($0, what: "a type") }
            let variableNode = dr.take("as", orMisspeltIn: "a destination", allowed: Self.destinationKeys, problems: &problems)
            let variable = variableNode.flatMap { text($0, what: "a name") }
            let content = dr.take("body", orMisspeltIn: "a destination", allowed: Self.destinationKeys, problems: &problems).map { body($0) }
            if typeNode == nil {
                problems.append(Diagnostic("a destination needs `for:`, the type of value it shows", at: item.location,
                                           hint: "for example `for: Int`"))
            }
            if variableNode == nil {
                problems.append(Diagnostic("a destination needs `as:`, the name of the pushed value", at: item.location,
                                           hint: "for example `as: number`"))
            }
            if content == nil {
                problems.append(Diagnostic("a destination needs a `body:` list", at: item.location))
            }
            dr.finish(what: "a destination", allowed: Self.destinationKeys, problems: &problems)
            if let type, let variable, let content {
                destinations.append(DestinationDecl(type: type, variable: variable, body: content, location: item.location))
            }
        }
        return destinations
    }

    mutating func tabView(_ node: YAMLNode, at location: Location) -> Element? {
        guard var r = MappingReader(node, what: "a tab-view", problems: &problems) else { return nil }
        let selection = r.take("selection").flatMap { expression($0, what: "a selection binding") }
        var tabs: [TabDecl] = []
        var listed = 0
        let tabsNode = r.take("tabs", orMisspeltIn: "a tab-view", allowed: Self.tabViewKeys, problems: &problems)
        if let t = tabsNode {
            listed = t.items.count
            for item in t.items {
                guard var tr = MappingReader(item, what: "a tab", problems: &problems) else { continue }
                let labelNode = tr.take("tab", orMisspeltIn: "a tab", allowed: Self.tabKeys, problems: &problems)
                let label = labelNode.flatMap { text($0, what: "a tab label") }
                let value = tr.take("value").flatMap { expression($0, what: "a tab value") }
                let content = tr.take("body", orMisspeltIn: "a tab", allowed: Self.tabKeys, problems: &problems).map { body($0) }
                if labelNode == nil {
                    problems.append(Diagnostic("a tab needs `tab:`, its label in the tab bar", at: item.location,
                                               hint: "for example `- tab: Home`"))
                }
                if content == nil { problems.append(Diagnostic("a tab needs a `body:` list", at: item.location)) }
                tr.finish(what: "a tab", allowed: Self.tabKeys, problems: &problems)
                if let label, let content { tabs.append(TabDecl(label: label, value: value, body: content, location: item.location)) }
            }
        }
        if listed == 0, let key = tabsNode {
            problems.append(Diagnostic("a `tab-view:` needs at least one tab", at: r.keyNode("tabs")?.location ?? key.location,
                                       hint: "for example tabs: [ { tab: Home, body: [ … ] } ]"))
        } else if tabsNode == nil {
            problems.append(Diagnostic("a `tab-view:` needs `tabs:`, a list of tabs", at: node.location,
                                       hint: "for example tabs: [ { tab: Home, body: [ … ] } ]"))
        }
        rejectModifiers(&r, on: "a tab view")
        r.finish(what: "a tab-view", allowed: Self.tabViewKeys, problems: &problems)
        if selection != nil {
            for tab in tabs where tab.value == nil {
                problems.append(Diagnostic("with `selection:`, every tab needs `value:`, the selection that shows it",
                                           at: tab.location, hint: "for example `value: 0`, as `Tab(\"\(tab.label)\", value: 0)`"))
            }
        }
        return .tabView(TabViewDecl(selection: selection, tabs: tabs, location: location))
    }

    /// `navigation-destination:` beside a child: `.navigationDestination(isPresented: $flag) { content }`
    /// or `.navigationDestination(item: $selected) { item in content }` (docs/semantics.md §30).
    /// SwiftUI's forms take a binding and a content closure, nothing else.
    mutating func flagDestination(_ node: YAMLNode, at location: Location) -> PresentationDecl? {
        let what = "a navigation-destination"
        guard var r = MappingReader(node, what: what, problems: &problems) else { return nil }
        let (flagNode, itemNode) = presentingBindings(&r, in: what, allowed: Self.flagDestinationKeys)
        let flag = flagNode.flatMap { expression($0, what: "a binding") }
        let item = itemNode.flatMap { expression($0, what: "a binding") }
        let name = r.take("as").flatMap { text($0, what: "a name") }
        let content = r.take("content", orMisspeltIn: what, allowed: Self.flagDestinationKeys, problems: &problems).map { body($0) }
        let byFlag = flagNode != nil, byItem = itemNode != nil
        if !byFlag && !byItem {
            problems.append(Diagnostic("a `navigation-destination:` needs `is-presented:`, a binding to a Bool", at: location,
                                       hint: "for example `is-presented: $showingDetail`; the back button sets it to false"))
        } else {
            checkBindings(r, byFlag: byFlag, byItem: byItem, of: "a `navigation-destination:`", what, shown: "pushed",
                          swift: "navigationDestination", at: location)
        }
        if content == nil {
            problems.append(Diagnostic("a `navigation-destination:` needs `content:`, the body it pushes", at: location,
                                       hint: "for example content: [ - Detail: { number: selected } ]"))
        }
        if let key = r.keyNode("for") {
            problems.append(Diagnostic("`for:` destinations are listed under `navigation-destinations:`: `navigation-destination:` beside a child takes `is-presented:`",
                                       at: key.location, hint: "write `navigation-destinations: [ { for: T, as: value, body: [ … ] } ]` beside the child, or list it under the `navigation-stack:`'s `destinations:`, or push with `is-presented: $flag`"))
            _ = r.take("for")
        }
        r.finish(what: what, allowed: Self.flagDestinationKeys, problems: &problems)
        guard byFlag != byItem, let binding = flag ?? item, let content else { return nil }
        return PresentationDecl(style: .navigationDestination, binding: binding, isItem: byItem, itemName: byItem ? name : nil,
                                onDismiss: [], content: content, location: location)
    }

    /// `sheet:`, `full-screen-cover:`, `popover:`, `alert:`, `confirmation-dialog:` and
    /// `navigation-destination:` beside a child component.
    mutating func presentations(_ e: inout MappingReader) -> [PresentationDecl] {
        var result: [PresentationDecl] = []
        for key in SpecDecoder.presentationKeys {
            // Most children present nothing: look for the key before reading its style by name.
            guard let at = e.keyNode(key)?.location else { continue }
            if let style = PresentationDecl.Style(rawValue: key), style.asksWithButtons {
                if let node = e.take(key), let alert = alert(node, at: at, style: style) { result.append(alert) }
                continue
            }
            if key == PresentationDecl.Style.navigationDestination.rawValue {
                if let node = e.take(key), let push = flagDestination(node, at: at) { result.append(push) }
                continue
            }
            guard let node = e.take(key), let style = PresentationDecl.Style(rawValue: key),
                  var r = MappingReader(node, what: "a \(key)", problems: &problems) else { continue }
            let location = at
            let allowed = ["is-presented", "item", "as"] + (style == .popover ? [] : ["on-dismiss"]) + ["content"]
            let (flagNode, itemNode) = presentingBindings(&r, in: "a \(key)", allowed: allowed)
            let flag = flagNode.flatMap { expression($0, what: "a binding") }
            let item = itemNode.flatMap { expression($0, what: "a binding") }
            let name = r.take("as").flatMap { text($0, what: "a name") }
            let onDismiss = onDismissClosure(&r, of: style)
            let content = r.take("content", orMisspeltIn: "a \(key)", allowed: allowed, problems: &problems).map { body($0) }
            checkBindings(r, byFlag: flagNode != nil, byItem: itemNode != nil, of: "a \(key)", "a \(key)", shown: "presented",
                          swift: style == .popover ? "popover" : "sheet", at: location)
            if content == nil {
                problems.append(Diagnostic("a \(key) needs `content:`, the body it presents", at: location,
                                           hint: "for example content: [ - Detail: { number: selected } ]"))
            }
            r.finish(what: "a \(key)", allowed: allowed, problems: &problems)
            guard let binding = flag ?? item, let content else { continue }
            result.append(PresentationDecl(style: style, binding: binding, isItem: flag == nil, itemName: name,
                                           onDismiss: onDismiss, content: content, location: location))
        }
        return result
    }

    /// A presentation beside a child takes one binding, `is-presented:` or `item:`, and `as:` names
    /// the item alone. With both bindings the first problem says so, and `as:` is not asked for:
    /// the item it would name may be the binding meant. `what` opens the first message, `named` the
    /// others; `shown` is how it comes on screen, `swift` the modifier's name.
    private mutating func checkBindings(_ r: MappingReader, byFlag: Bool, byItem: Bool, of what: String, _ named: String, shown: String,
                                        swift: String, at location: Location) {
        if byFlag == byItem {
            problems.append(Diagnostic("\(what) is \(shown) by `is-presented:` or by `item:`, one of them", at: location,
                                       hint: "`is-presented: $showing` for a Bool, `item: $selected` with `as: item` for an optional value"))
        } else if byItem, r.keyNode("as") == nil {
            problems.append(Diagnostic("\(named) with `item:` needs `as:`, the name the content sees the item by", at: location,
                                       hint: "for example `as: item`, as in `.\(swift)(item: $selected) { item in … }`"))
        } else if byFlag, let asKey = r.keyNode("as") {
            problems.append(Diagnostic("`as:` names an `item:`; \(named) \(shown) by `is-presented:` passes no value", at: asKey.location))
        }
    }

    /// The values of `is-presented:` and `item:`; when there is neither, of a key spelt like one
    /// of them, which is reported as misspelt and read as that one.
    private mutating func presentingBindings(_ r: inout MappingReader, in what: String, allowed: [String]) -> (flag: YAMLNode?, item: YAMLNode?) {
        let flag = r.take("is-presented"), item = r.take("item")
        guard flag == nil, item == nil, r.hasUntakenKeys else { return (flag, item) }
        if let misspelt = r.misspelling(of: "is-presented", in: what, allowed: allowed, problems: &problems) { return (misspelt, nil) }
        return (nil, r.misspelling(of: "item", in: what, allowed: allowed, problems: &problems))
    }

    /// `on-dismiss:` of a sheet or a cover. SwiftUI's `popover(isPresented:…)` and
    /// `popover(item:…)` take no `onDismiss:`, and how a popover adapts to a compact width is not
    /// modelled: both are errors under `popover:`.
    private mutating func onDismissClosure(_ r: inout MappingReader, of style: PresentationDecl.Style) -> [Statement] {
        guard style == .popover else { return r.take("on-dismiss").map { statements($0) } ?? [] }
        if let key = r.keyNode("on-dismiss") {
            problems.append(Diagnostic("a popover has no `on-dismiss:`: SwiftUI's `.popover(…)` takes no `onDismiss:` closure",
                                       at: key.location,
                                       hint: "to act when it goes away, give the view in its `content:` an `on-disappear:`, or present a `sheet:`, which takes `on-dismiss:`"))
            _ = r.take("on-dismiss")
        }
        if let key = r.keyNode("presentation-compact-adaptation") {
            problems.append(Diagnostic("`presentation-compact-adaptation:` is not modelled: on an iPhone's compact width a popover is shown as a sheet",
                                       at: key.location,
                                       hint: "leave it out; the spec runs the popover as the sheet iOS shows by default (docs/semantics.md §35)"))
            _ = r.take("presentation-compact-adaptation")
        }
        return []
    }
}
