import Foundation
import Testing
@testable import SpecKit

/// The report's own pictures, measured: no box overlaps another, no "depends on" line runs
/// through a box, no label lies on a box or on another label, and a long list is folded so the
/// picture stays narrow — for every step of every spec, and for lists of 12 and 50 rows.
@Suite struct TreeLayoutTests {
    struct Rect {
        var x, y, width, height: Double
        func overlaps(_ o: Rect, by margin: Double = 0.5) -> Bool {
            x + margin < o.x + o.width && o.x + margin < x + width && y + margin < o.y + o.height && o.y + margin < y + height
        }
    }

    /// The boxes, the labels of the routed arrows (as the width the layout gives them) and the
    /// straight segments of those arrows. Read from the picture's bytes at each `<`, as these
    /// regular expressions would match: `<rect x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)"
    /// height="([\d.]+)"`, `<text x="([-\d.]+)" y="([-\d.]+)" class="edge"[^>]*>([^<]*)</text>` and
    /// `<path d="([^"]*)"[^>]*stroke-dasharray`. NSRegularExpression took most of this suite's time,
    /// converting each picture to UTF-16 for ICU.
    static func measure(_ svg: String) throws -> (boxes: [Rect], labels: [(String, Rect)], segments: [Rect]) {
        let bytes = Array(svg.utf8)
        var boxes: [Rect] = [], labels: [(String, Rect)] = [], dashed: [String] = []
        let (rect, text, path) = (Array("<rect x=".utf8), Array("<text x=".utf8), Array("<path d=".utf8))
        for start in bytes.indices where bytes[start] == UInt8(ascii: "<") {
            var scan = SVGScan(bytes: bytes, at: start)
            // Most tags are none of the three: told by their first words before anything is read.
            guard scan.comes(rect, at: start) || scan.comes(text, at: start) || scan.comes(path, at: start) else { continue }
            if scan.literal(#"<rect x=""#), let x = scan.run(SVGScan.signed), scan.literal(#"" y=""#), let y = scan.run(SVGScan.signed),
               scan.literal(#"" width=""#), let width = scan.run(SVGScan.unsigned), scan.literal(#"" height=""#),
               let height = scan.run(SVGScan.unsigned), scan.literal(#"""#) {
                boxes.append(Rect(x: Double(x)!, y: Double(y)!, width: Double(width)!, height: Double(height)!))
                continue
            }
            scan.at = start
            if scan.literal(#"<text x=""#), let x = scan.run(SVGScan.signed), scan.literal(#"" y=""#), let y = scan.run(SVGScan.signed),
               scan.literal(#"" class="edge""#) {
                _ = scan.run { $0 != UInt8(ascii: ">") }
                if scan.literal(">"), let text = scan.run({ $0 != UInt8(ascii: "<") }, atLeastOne: false), scan.literal("</text>") {
                    labels.append((text, Rect(x: Double(x)!, y: Double(y)! - 10, width: Double(text.count) * TreeRoutes.labelCharWidth, height: 12)))
                }
                continue
            }
            scan.at = start
            if scan.literal(#"<path d=""#), let d = scan.run({ $0 != UInt8(ascii: "\"") }, atLeastOne: false), scan.literal(#"""#) {
                // `[^>]*stroke-dasharray`: the words before the tag's first `>` (or the end) name it.
                let end = bytes[scan.at...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.endIndex
                let dash = Array("stroke-dasharray".utf8)
                if end - scan.at >= dash.count, (scan.at...(end - dash.count)).contains(where: { scan.comes(dash, at: $0) }) {
                    dashed.append(d)
                }
            }
        }
        var segments: [Rect] = []
        for d in dashed {
            var (x, y) = (0.0, 0.0)
            for token in d.split(separator: " ") {
                let value = token.dropFirst()
                switch token.first {
                case "M":
                    let parts = value.split(separator: ",").compactMap { Double($0) }
                    (x, y) = (parts[0], parts[1])
                case "V":
                    let to = Double(value)!
                    segments.append(Rect(x: x, y: min(y, to), width: 0, height: abs(to - y)))
                    y = to
                case "H":
                    let to = Double(value)!
                    segments.append(Rect(x: min(x, to), y: y, width: abs(to - x), height: 0))
                    x = to
                default: break
                }
            }
        }
        return (boxes, labels, segments)
    }

    /// A place in a picture's bytes, moved on by what matches there. Compared with the C library's
    /// `memcmp`: slices compared element by element are generic code, slow in a debug build.
    struct SVGScan {
        let bytes: [UInt8]
        var at: Int

        /// `[-\d.]` and `[\d.]`.
        static func signed(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "-") || unsigned(byte) }
        static func unsigned(_ byte: UInt8) -> Bool { byte == UInt8(ascii: ".") || (48...57).contains(byte) }

        /// Whether `text` comes at `place`.
        func comes(_ text: [UInt8], at place: Int) -> Bool {
            bytes.count - place >= text.count && bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + place, text, text.count) == 0 }
        }

        /// Whether `text` comes next; if so, moves past it.
        mutating func literal(_ text: String) -> Bool {
            let utf8 = Array(text.utf8)
            guard comes(utf8, at: at) else { return false }
            at += utf8.count
            return true
        }

        /// The longest run of bytes that `matching` takes from here, moved past; nil when it is
        /// empty and `atLeastOne`.
        mutating func run(_ matching: (UInt8) -> Bool, atLeastOne: Bool = true) -> String? {
            let start = at
            while at < bytes.count && matching(bytes[at]) { at += 1 }
            return atLeastOne && at == start ? nil : String(decoding: bytes[start..<at], as: UTF8.self)
        }
    }

    /// Every picture the report would draw for a file, folded as the report folds it.
    static func pictures(_ file: String) throws -> [(String, String)] {
        let result = RecordedRuns.result(of: file)
        var out: [(String, String)] = []
        for scenario in result.scenarios {
            for step in 0...TreeSnapshot.stepCount(of: scenario.events) {
                guard let snapshot = TreeSnapshot(events: scenario.events, step: step) else { continue }
                let graph = TreeGraph(snapshot, scenario: scenario.scenario).foldingRuns().graph
                out.append(("\(file) \(scenario.scenario) step \(step)", TreeSVG.render(graph)))
            }
        }
        return out
    }

    static let files = SpecsTests.specFiles + ["Tests/Layout/list-12.yaml", "Tests/Layout/list-50.yaml"]

    @Test(arguments: files)
    func nothingOverlaps(_ file: String) throws {
        for (name, svg) in try Self.pictures(file) {
            let (boxes, labels, segments) = try Self.measure(svg)
            for (i, a) in boxes.enumerated() {
                for b in boxes[(i + 1)...] { #expect(!a.overlaps(b), "\(name): two boxes overlap") }
            }
            for (text, label) in labels {
                #expect(!boxes.contains { $0.overlaps(label) }, "\(name): the label \(text) lies on a box")
            }
            for (i, a) in labels.enumerated() {
                for b in labels[(i + 1)...] { #expect(!a.1.overlaps(b.1), "\(name): labels \(a.0) and \(b.0) overlap") }
            }
            // A line may start or end at a box's edge, never pass through one.
            for segment in segments {
                #expect(!boxes.contains { $0.overlaps(segment, by: 1) }, "\(name): a line runs through a box")
            }
        }
    }

    @Test func theMeasureSeesALineThroughABoxAndLabelsOnEachOther() throws {
        let svg = """
            <rect x="10" y="10" width="100" height="40" rx="8"/>
            <path d="M60,0 V80" fill="none" stroke="#7b1fa2" stroke-dasharray="5 4"/>
            <text x="5" y="70" class="edge" fill="#7b1fa2">reads a</text>
            <text x="20" y="72" class="edge" fill="#7b1fa2">reads b</text>
            """
        let (boxes, labels, segments) = try Self.measure(svg)
        #expect(boxes.count == 1 && segments.count == 1 && labels.count == 2)
        #expect(boxes[0].overlaps(segments[0], by: 1))
        #expect(labels[0].1.overlaps(labels[1].1))
    }

    @Test func aLongListIsFoldedAndStaysNarrow() throws {
        for (name, svg) in try Self.pictures("Tests/Layout/list-50.yaml") {
            let width = try #require(svg.firstMatch(of: /width="(\d+)"/).flatMap { Int($0.1) })
            #expect(width < 1400, "\(name) is \(width) px wide")
            #expect(svg.contains("more Row</text>"), "\(name)")
        }
        // The row that rendered in step 1 is drawn, not folded among the rows that did not.
        let step1 = try #require(try Self.pictures("Tests/Layout/list-50.yaml").first { $0.0.hasSuffix("step 1") }?.1)
        #expect(step1.contains("<g class=\"box component rendered\">") && step1.contains(">let item = 2</text>"))
        #expect(step1.contains(">⋯ 46 more Row</text>") && step1.contains(">none changed in this step</text>"))
    }

    @Test func readersOfOneValueShareOneLabel() throws {
        let step1 = try #require(try Self.pictures("Tests/Layout/list-12.yaml").first { $0.0.hasSuffix("step 1") }?.1)
        let labels = try Self.measure(step1).labels.map(\.0)
        #expect(labels.filter { $0.hasPrefix("reads likes") }.count == 2, "\(labels)")   // the screen's, and the rows'
        // The folded rows count among the readers: all twelve rows read the store's likes.
        #expect(labels.contains("reads likes ×12"), "\(labels)")
    }

    @Test func theBindingsModelArrowGoesAroundTheEditor() throws {
        // The issue that started the router: Parent's read of Model.creations was drawn straight
        // through Editor's box, as if Editor read it.
        let (name, svg) = try #require(try Self.pictures("specs/binding.yaml").first)
        let (boxes, labels, segments) = try Self.measure(svg)
        #expect(boxes.count == 3 && labels.count == 2 && segments.count >= 6, "\(name)")
        #expect(!segments.contains { s in boxes.contains { $0.overlaps(s, by: 1) } })
    }

    @Test func modifiersAreDrawnOnTheirNodes() throws {
        let svg = try Self.pictures("specs/repairs.yaml").map(\.1).joined()
        #expect(svg.contains("class=\"modifier\">.onChange(of: input) = 2</text>"))
        // The repairs' task never awaits: it finished in the update that started it.
        #expect(svg.contains("class=\"modifier\">.task(id: 2): finished</text>"))
        #expect(svg.contains("class=\"modifier\">.id(2)</text>"))
    }
}
