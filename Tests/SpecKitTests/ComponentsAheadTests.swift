import Foundation
import Testing
@testable import SpecKit

/// A large file's components are decoded on a second thread while libyaml reads the rest
/// (ComponentsAhead): what that gives must be what decoding them in turn gives.
@Suite struct ComponentsAheadTests {
    /// The decoded spec's components, written out whole, or the problems with their places and
    /// hints. (The rest of the spec is decoded in turn either way.)
    static func decoded(_ bytes: [UInt8], file: String, ahead: Bool) -> String {
        var limits = Limits.standard
        limits.componentsAheadBytes = ahead ? 0 : .max
        do {
            var out = ""
            let spec = try SpecDecoder.decode(bytes, file: file, limits: limits)
            write(spec.components, to: &out)
            return out
        } catch let error as SpecError {
            return error.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message) | \($0.hint ?? "")" }
                .joined(separator: "\n")
        } catch {
            return "\(error)"
        }
    }

    /// Every stored value of `subject`, found by reflection as `dump` finds them (a class's
    /// superclass's too): each child's label, and each leaf's debug text (strings quoted and
    /// escaped), bracketed so that no two structures write the same text. `dump` also works out
    /// every value's type name, which was most of this suite's time.
    static func write(_ subject: Any, to out: inout String) {
        let mirror = Mirror(reflecting: subject)
        guard mirror.children.first != nil || mirror.superclassMirror != nil else {
            out += String(reflecting: subject)
            return
        }
        write(mirror, to: &out)
    }

    private static func write(_ mirror: Mirror, to out: inout String) {
        out += "("
        if let superclass = mirror.superclassMirror { write(superclass, to: &out) }
        for child in mirror.children {
            out += child.label ?? "_"
            out += ": "
            write(child.value, to: &out)
            out += ", "
        }
        out += ")"
    }

    /// The components the second thread decoded for `yaml`, and how many there are.
    static func decodedAhead(_ yaml: String) throws -> Int {
        let ahead = try #require(ComponentsAhead.start(file: "t.yaml", limits: .standard))
        defer { ahead.cancel() }
        _ = try YAMLLoader.load(Array(yaml.utf8), file: "t.yaml", limits: .standard, sink: ahead)
        return ahead.results()?.components.count ?? 0
    }

    static func yamlFiles(under directory: String) -> [URL] {
        let root = packageRoot.appendingPathComponent(directory)
        let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        return (walk?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "yaml" }.sorted { $0.path < $1.path }
    }

    @Test func everySpecAndErrorCaseDecodesTheSameAhead() throws {
        let files = Self.yamlFiles(under: "specs") + Self.yamlFiles(under: "Tests")
        #expect(files.count > 200)
        for url in files {
            let bytes = try [UInt8](Data(contentsOf: url))
            let inTurn = Self.decoded(bytes, file: url.lastPathComponent, ahead: false)
            let ahead = Self.decoded(bytes, file: url.lastPathComponent, ahead: true)
            #expect(inTurn == ahead, "\(url.lastPathComponent)")
        }
    }

    /// A spec of `count` components, every seventh with a literal block, an escaped string and a
    /// non-ASCII label (text kept apart from the file's bytes), and aliases: one to an anchor in
    /// the same component, and one (in `Far`) to an anchor many pieces before it.
    static func large(_ count: Int, mistakes: Bool = false) -> String {
        var yaml = "components:\n  Root:\n    state: { n: \"0\" }\n    body:\n      - text: &label \"n: {n}\"\n"
        for i in 0..<count {
            yaml += "  C\(i):\n    props: [a]\n    state: { s\(i): \"\(i)\" }\n    body:\n"
            if i % 7 == 0 {
                yaml += "      - button: \"T\\u00e9 \(i)\"\n        action: |\n          s\(i) += 1\n          s\(i) += \(mistakes ? "(" : "2")\n"
                yaml += "      - text: &own\(i) \"é {s\(i)}\"\n      - text: *own\(i)\n"
            } else {
                yaml += "      - text: \"{a} {s\(i)}\"\n"
            }
        }
        yaml += "  Far:\n    state: { n: \"1\" }\n    body:\n      - text: *label\n"
        yaml += "root: Root\nscript: []\n"
        return yaml
    }

    @Test func aLargeSpecIsHandedOnInPiecesAndDecodesTheSame() throws {
        for mistakes in [false, true] {
            let bytes = Array(Self.large(1000, mistakes: mistakes).utf8)
            let inTurn = Self.decoded(bytes, file: "large.yaml", ahead: false)
            #expect(inTurn.contains(mistakes ? "the expression ends too early" : "C999"))
            #expect(inTurn == Self.decoded(bytes, file: "large.yaml", ahead: true))
        }
        // Every component but `Far`, whose alias names a node before its piece, is decoded ahead
        // (were the spec one piece, `Far` would be too: 1,002).
        #expect(try Self.decodedAhead(Self.large(1000)) == 1001)
    }

    @Test func onlyTheTopLevelComponentsAreWatched() throws {
        #expect(try Self.decodedAhead("components:\n  A:\n    body: []\n  B:\n    body: []\nroot: A\n") == 2)
        #expect(try Self.decodedAhead("models:\n  components:\n    A: {}\ncomponents: []\nroot: A\n") == 0)
        #expect(try Self.decodedAhead("- components:\n    A: {}\n") == 0)
        #expect(try Self.decodedAhead("components: &c\n  A: {}\nroot: A\nother: *c\n") == 1)
        // A key whose text is not the file's bytes (an escape) is found in the text made apart.
        #expect(try Self.decodedAhead("\"compon\\u0065nts\":\n  A:\n    body: []\nroot: A\n") == 1)
    }

    @Test func aFileLibyamlRefusesStopsTheSecondThread() {
        let bytes = Array((Self.large(2000) + "  bad: [\n").utf8)
        #expect(Self.decoded(bytes, file: "bad.yaml", ahead: true) == Self.decoded(bytes, file: "bad.yaml", ahead: false))
    }
}
