/// YAML's own quotes around a value are not part of it: `label: "hi"` holds the text hi, which an
/// expression reads as a name, and `name: ""` holds nothing at all. Where such a value fails as
/// an expression, the hint says how a string is written (docs/spec-format.md, "Quoting").
enum QuotedScalar {
    /// Whether the scalar was written in quotes, single or double: not plain, not a literal block.
    /// (A folded block, `>`, counts too; one holding a single word is not worth telling apart.)
    static func isQuoted(_ node: YAMLNode) -> Bool {
        node.isScalar && !node.isPlainScalar && !node.literalBlock
    }

    /// The hint for a quoted value whose text, `text`, failed as an expression.
    static func hint(_ text: String) -> String {
        let value = text.isEmpty ? "is empty" : text.contains(" ") ? "reads as the words \(text)" : "reads as the name \(text)"
        return "YAML's quotes are not part of the value, which \(value); write the \(text.isEmpty ? "empty " : "")string as \"\\\"\(text)\\\"\""
    }

    /// Whether a quoted value's text reads as words rather than as an expression: letters, digits
    /// and spaces between them, so that its failing as an expression is the quotes' doing.
    static func isWords(_ text: String) -> Bool {
        text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == " " }
    }
}
