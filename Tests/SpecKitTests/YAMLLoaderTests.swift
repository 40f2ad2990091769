import Testing
@testable import SpecKit

@Suite struct YAMLLoaderTests {
    func load(_ text: String, limits: Limits = .standard) throws -> YAMLNode {
        try YAMLLoader.load(Array(text.utf8), file: "f.yaml", limits: limits)
    }

    func error(_ text: String, limits: Limits = .standard) -> Diagnostic? {
        do { _ = try load(text, limits: limits); return nil } catch let e as SpecError { return e.diagnostics.first } catch { return nil }
    }

    @Test func nodesKeepLineAndColumn() throws {
        let doc = try load("a: 1\nlist:\n  - x\n  - \"y\"\n")
        guard case .mapping(let pairs) = doc.kind else { Issue.record("not a mapping"); return }
        #expect(pairs.map { $0.key.scalar } == ["a", "list"])
        #expect(pairs[0].value.location == Location(file: "f.yaml", line: 1, column: 4))
        guard case .sequence(let items) = pairs[1].value.kind else { Issue.record("not a list"); return }
        #expect(items[0].location.line == 3 && items[0].location.column == 5)
        #expect(items[1].scalar == "y")
        if case .scalar(_, let plain) = items[1].kind { #expect(!plain) }
        #expect(items[1].contentLocation.column == 6)
    }

    @Test func keysKeepSourceOrder() throws {
        let doc = try load("z: 1\na: 2\nm: 3\n")
        guard case .mapping(let pairs) = doc.kind else { Issue.record("not a mapping"); return }
        #expect(pairs.map { $0.key.scalar } == ["z", "a", "m"])
    }

    @Test func malformedYAMLReportsLibyamlMark() {
        let d = error("a: [1, 2\nb: 3\n")
        #expect(d?.message.hasPrefix("YAML:") == true)
        #expect(d?.location.line == 2)
    }

    @Test func unquotedColonGetsAHint() {
        let d = error("state:\n  model: Model(input: input)\n")
        #expect(d?.location.line == 2)
        #expect(d?.hint?.contains("quoted") == true)
    }

    @Test func emptyFileIsAnError() {
        #expect(error("")?.message == "the file is empty")
        #expect(error("# only a comment\n")?.message == "the file is empty")
        #expect(error("---\n")?.message == "the file is empty")
    }

    @Test func aNullDocumentIsNotAnEmptyFile() {
        #expect(error("~\n")?.message == "the spec must be a mapping (key: value lines), found `~`, YAML's null")
        let written = error("# generated\n--- null\n")
        #expect(written?.message == "the spec must be a mapping (key: value lines), found `null`, YAML's null")
        #expect(written?.location.line == 2 && written?.location.column == 5)
    }

    @Test func secondDocumentIsAnError() {
        let d = error("a: 1\n---\nb: 2\n")
        #expect(d?.message.contains("one YAML document") == true)
        #expect(d?.location.line == 2)
    }

    @Test func depthIsLimited() {
        var limits = Limits()
        limits.depth = 10
        let deep = String(repeating: "[", count: 11) + String(repeating: "]", count: 11)
        #expect(error(deep, limits: limits)?.message.contains("nesting deeper than 10") == true)
        #expect(error(String(repeating: "[", count: 10) + String(repeating: "]", count: 10), limits: limits) == nil)
    }

    @Test func aliasBombIsStoppedByTheNodeLimit() {
        var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
            previous = name
        }
        var limits = Limits()
        limits.aliasNodes = .max
        #expect(error(text, limits: limits)?.message.contains("more than \(limits.nodes) YAML nodes") == true)
    }

    /// What aliases repeat is counted at each alias; the first past the bound is named, and one
    /// alias fewer loads.
    @Test func aliasesRepeatingMoreThanTheLimitAreRefusedAtTheAlias() {
        var limits = Limits()
        limits.aliasNodes = 30
        // `a` is 4 nodes (the list and its items): the eighth alias repeats nodes 29 to 32.
        let over = "a: &a [x, y, z]\nb: [*a, *a, *a, *a, *a, *a, *a, *a]\n"
        let d = error(over, limits: limits)
        #expect(d?.message == "aliases repeat more than 30 YAML nodes")
        #expect(d?.location.line == 2 && d?.location.column == 33)
        #expect(error("a: &a [x, y, z]\nb: [*a, *a, *a, *a, *a, *a, *a]\n", limits: limits) == nil)
    }

    @Test func aliasesExpandToTheirAnchor() throws {
        let doc = try load("a: &v hello\nb: *v\n")
        guard case .mapping(let pairs) = doc.kind else { Issue.record("not a mapping"); return }
        #expect(pairs[1].value.scalar == "hello")
        #expect(pairs[1].value.location.line == 2)
    }

    @Test func invalidUTF8IsReported() {
        let bytes: [UInt8] = Array("a: ".utf8) + [0xFF, 0xFE, 0x41] + Array("\n".utf8)
        do {
            _ = try YAMLLoader.load(bytes, file: "f.yaml")
            Issue.record("loaded invalid UTF-8")
        } catch let e as SpecError {
            #expect(e.diagnostics[0].message == "YAML: the file is not UTF-8: byte 0xFF cannot appear here")
            #expect(e.diagnostics[0].location == Location(file: "f.yaml", line: 1, column: 4))
            #expect(e.diagnostics[0].hint?.hasPrefix("save the file as UTF-8") == true)
        } catch { Issue.record("\(error)") }
    }

    @Test func fileSizeIsLimited() {
        var limits = Limits()
        limits.fileBytes = 10
        #expect(error("a: 12345678901234\n", limits: limits)?.message == "the file is larger than 10 bytes, the limit for one spec")
    }

    /// The lines a diagnostic's source line is taken from: every break YAML knows ends one, CR LF
    /// once, and a lone byte of a break's UTF-8 form (or a combining mark after one) does not.
    @Test func sourceLinesBreakWhereYAMLDoes() {
        let text = "a\r\nb\rc\nd\u{85}e\u{2028}f\u{2029}g\n\u{301}h\u{A0}\u{2027}i"
        #expect(SourceLines.split(text) == ["a", "b", "c", "d", "e", "f", "g", "\u{301}h\u{A0}\u{2027}i"])
        #expect(SourceLines.split("") == [""])
        #expect(SourceLines.split("x\n") == ["x", ""])
        #expect(SourceLines.split("\r") == ["", ""])
    }

    /// Nodes are read in place from one flat record: each collection is skipped whole to reach
    /// the next node, however deep it is.
    @Test func nestedCollectionsAreSkippedWhole() throws {
        let doc = try load("a: [[1, [2, 3]], {k: [v, w]}, x]\nb: 2\n")
        guard case .mapping(let pairs) = doc.kind else { Issue.record("not a mapping"); return }
        #expect(pairs.map { $0.key.scalar } == ["a", "b"])
        #expect(pairs[1].value.scalar == "2" && pairs[1].value.location == Location(file: "f.yaml", line: 2, column: 4))
        guard case .sequence(let items) = pairs[0].value.kind else { Issue.record("not a list"); return }
        #expect(items.count == 3)
        #expect(items[2].scalar == "x" && items[2].location.column == 31)
        guard case .mapping(let inner) = items[1].kind, case .sequence(let list) = inner[0].value.kind else {
            Issue.record("not a mapping of a list"); return
        }
        #expect(list.map(\.scalar) == ["v", "w"])
    }

    /// An alias stands where it is written and reads as its anchor's node, whose own nodes keep
    /// their places.
    @Test func anAliasedCollectionKeepsItsNodes() throws {
        let doc = try load("base: &b {x: 1, y: [2]}\ncopy: *b\n")
        guard case .mapping(let pairs) = doc.kind, case .mapping(let copied) = pairs[1].value.kind else {
            Issue.record("not a mapping"); return
        }
        #expect(pairs[1].value.location == Location(file: "f.yaml", line: 2, column: 7))
        #expect(copied.map { $0.key.scalar } == ["x", "y"])
        #expect(copied[0].key.location == Location(file: "f.yaml", line: 1, column: 11))
        #expect(pairs[1].value.items.count == 1 && pairs[1].value.isMapping)
    }

    /// Keys are compared in their bytes, but the same letters spelt in other bytes (é, or e and a
    /// combining accent) are the same key, as Swift's strings say.
    @Test func keysSpeltInOtherBytesAreTheSameKey() throws {
        let doc = try load("\u{E9}: 1\ne\u{301}: 2\nz: 3\n")
        var problems: [Diagnostic] = []
        let reader = MappingReader(doc, what: "the spec", problems: &problems)
        #expect(reader?.keys == ["\u{E9}", "z"])
        #expect(problems.map(\.message) == ["'e\u{301}' appears twice in the spec"])
        #expect(problems.first?.location.line == 2)
    }

    /// A scalar is read in the file's bytes where its value is them as they stand, and copied
    /// where it is not (a doubled quote, an escape, a folded line, an anchor or tag, anything
    /// after a non-ASCII character or a CR): the same values, kinds and places either way.
    @Test func scalarsReadInPlaceOrCopiedHoldTheirValues() throws {
        let text = """
            a: plain words
            b: 'it''s'
            c: "tab\\there"
            d: "quoted"
            e: 'single'
            f: &x anchored
            g: folded
              line
            h: [x, 'y', "z", *x]
            i:
            j: "\\_"
            k: !!str 5
            l: é then
            m: after
            n: 'it''s'

            """
        let expected: [String?] = ["plain words", "it's", "tab\there", "quoted", "single", "anchored", "folded line", nil, "",
                                   "\u{A0}", "5", "é then", "after", "it's"]
        for variant in [text, text.replacingOccurrences(of: "\n", with: "\r\n"), "\u{FEFF}" + text] {
            let doc = try load(variant)
            guard case .mapping(let pairs) = doc.kind else { Issue.record("not a mapping"); return }
            #expect(pairs.map { $0.key.scalar } == ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n"])
            #expect(pairs.map { $0.value.scalar } == expected)
            #expect(pairs.map { $0.value.isPlainScalar } == [true, false, false, false, false, true, true, false, true,
                                                             false, false, true, true, false])
            #expect(pairs[8].value.isNull && !pairs[3].value.isNull)
            #expect(pairs[12].key.hasText("m") && pairs[12].value.hasText("after") && !pairs[12].value.hasText("afte"))
            #expect(pairs[3].value.contentLocation.column == 5)
            guard case .sequence(let items) = pairs[7].value.kind else { Issue.record("not a list"); return }
            #expect(items.map(\.scalar) == ["x", "y", "z", "anchored"])
            #expect(items.map(\.location.column) == [5, 8, 13, 18])
        }
    }
}
