/// Swift source built line by line, indented by four spaces a level as Xcode formats it.
struct SwiftSource {
    private(set) var text = ""
    private var depth = 0

    init(header: String? = nil) {
        if let header { line(header) }
    }

    mutating func line(_ s: String = "") {
        text += s.isEmpty ? "\n" : String(repeating: "    ", count: depth) + s + "\n"
    }

    /// `opener`, the lines `body` adds one level deeper, then `closer`.
    mutating func block(_ opener: String, closer: String = "}", _ body: (inout SwiftSource) -> Void) {
        line(opener)
        indented(body)
        line(closer)
    }

    /// The lines `body` adds, one level deeper.
    mutating func indented(_ body: (inout SwiftSource) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// A `///` doc comment, one line a paragraph line; a line longer than `width` columns is
    /// wrapped between words, as one wraps comments by hand.
    mutating func doc(_ text: String, width: Int = 100) {
        let room = max(width - depth * 4 - 4, 40)
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard paragraph.count > room else {
                line(paragraph.isEmpty ? "///" : "/// \(paragraph)")
                continue
            }
            var current = ""
            for word in paragraph.split(separator: " ") {
                if !current.isEmpty && current.count + 1 + word.count > room {
                    line("/// \(current)")
                    current = ""
                }
                current += (current.isEmpty ? "" : " ") + word
            }
            line(current.isEmpty ? "///" : "/// \(current)")
        }
    }
}
