import Foundation

/// `models: { Filter: { kind: enum, cases: [all, active, done] } }`: an enum without associated
/// or raw values (docs/semantics.md §92).
enum EnumDecoding {
    static let kind = "enum"
    static let keys = ["kind", "cases"]
    static let form = "declare `Filter: { kind: enum, cases: [all, active, done] }`, Swift's `enum Filter: Hashable { case all, active, done }`"
}

extension SpecDecoder {
    /// The enum a `models:` entry declares when its kind is `enum`; nil for any other entry.
    mutating func enumDecl(_ pair: (key: YAMLNode, value: YAMLNode), named name: String) -> EnumDecl? {
        guard pair.value.isMapping, var m = MappingReader(pair.value, what: "model \(name)", problems: &problems),
              let kind = m.peek("kind"), kind.hasText(EnumDecoding.kind) else { return nil }
        _ = m.take("kind")
        var decl = EnumDecl(name: name, cases: [], location: pair.key.location)
        let cases = m.take("cases"), written = cases != nil
        if let c = cases {
            if c.isMapping {
                problems.append(Diagnostic("raw values are not expressed; an enum's cases are a list of names", at: c.location,
                                           hint: "write `cases: [\(c.mapping.map { $0.compactMap { $0.key.scalar } }?.joined(separator: ", ") ?? "all, done")]`; a label shows a case by its name (docs/coverage.md)"))
            } else if c.isSequence {
                for item in c.items {
                    guard let written = text(item, what: "a case of \(name)") else { continue }
                    if let caseName = enumCase(written, of: name, at: item.location, seen: decl.cases) { decl.cases.append(caseName) }
                }
            } else {
                problems.append(Diagnostic("an enum's cases are a list of names, found \(c.kindName)", at: c.location,
                                           hint: "write `cases: [all, done]`"))
            }
        }
        if !written {
            problems.append(Diagnostic("enum \(name) has no cases", at: pair.key.location, hint: EnumDecoding.form))
        }
        m.finish(what: "enum \(name)", allowed: EnumDecoding.keys, problems: &problems)
        return decl
    }

    /// One case's name, checked as Swift checks it; nil, with the problem reported, otherwise.
    private mutating func enumCase(_ written: String, of type: String, at location: Location, seen: [String]) -> String? {
        if let open = written.firstIndex(of: "(") {
            let bare = String(written[..<open])
            problems.append(Diagnostic("associated values are not expressed; \(type).\(bare) cannot carry \(written[open...])", at: location,
                                       hint: "declare a plain case, `\(bare)`, and keep its value in a holder of its own, or use a struct model with an `id` as the value (docs/coverage.md)"))
            return nil
        }
        if let equals = written.firstIndex(of: "=") {
            problems.append(Diagnostic("raw values are not expressed; found '\(written)'", at: location,
                                       hint: "write the case alone, `\(written[..<equals].trimmingCharacters(in: .whitespaces))`; a label shows it by its name"))
            return nil
        }
        guard let first = written.first, first.isLowercase || first == "_", written.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            problems.append(Diagnostic("an enum case is named like a Swift enum case, in lowerCamelCase; found '\(written)'",
                                       at: location, hint: "for example `all`"))
            return nil
        }
        if SwiftNames.keywords.contains(written) || ["allCases", "rawValue", "init", "self", "Type"].contains(written) {
            problems.append(Diagnostic("'\(written)' cannot name a case of \(type)", at: location, hint: "choose another name"))
            return nil
        }
        if seen.contains(written) {
            problems.append(Diagnostic("invalid redeclaration of '\(written)'", at: location, hint: "\(type) lists '\(written)' twice"))
            return nil
        }
        return written
    }
}
