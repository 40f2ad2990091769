import Foundation
import Testing
@testable import SpecKit

/// A large file's components are decoded on a second thread while libyaml reads the rest
/// (ComponentsAhead): what that gives must be what decoding them in turn gives.
@Suite struct ComponentsAheadTests {
    /// The decoded spec's components, written out whole, or the problems with their places and
    /// hints. (The rest of the spec is decoded in turn either way.)
    static func decoded(_ bytes: [UInt8], file: String, ahead: Bool, held: Bool = false) -> String {
        let decoding = decoding(bytes, file: file, ahead: ahead, held: held)
        guard let components = decoding.components else { return decoding.problems }
        var out = ""
        write(components, to: &out)
        return out
    }

    /// The decoded spec's components, or the problems with their places and hints.
    static func decoding(_ bytes: [UInt8], file: String, ahead: Bool, held: Bool = false) -> (components: Any?, problems: String) {
        var limits = Limits.standard
        limits.componentsAheadBytes = ahead ? 0 : .max
        do {
            return (try SpecDecoder.decode(bytes, file: file, limits: limits, holdingComponentsAhead: held).components, "")
        } catch let error as SpecError {
            return (nil, error.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message) | \($0.hint ?? "")" }
                .joined(separator: "\n"))
        } catch {
            return (nil, "\(error)")
        }
    }

    /// Whether decoding in turn and ahead give the same: the same text as `decoded` writes for
    /// both, found by comparing the two structures as they are walked instead of writing them out.
    static func decodesTheSame(_ bytes: [UInt8], file: String) -> Bool {
        let (inTurn, ahead) = (decoding(bytes, file: file, ahead: false), decoding(bytes, file: file, ahead: true))
        guard let a = inTurn.components, let b = ahead.components else {
            return inTurn.components == nil && ahead.components == nil && inTurn.problems == ahead.problems
        }
        return same(a, b)
    }

    /// Whether `write` would write the same for `a` and `b`: the same labels, in the same places,
    /// and leaves of the same debug text (strings compared byte for byte, as their quoted text
    /// would be). Writing each file's components out took most of this suite's time.
    static func same(_ a: Any, _ b: Any) -> Bool {
        let (ma, mb) = (Mirror(reflecting: a), Mirror(reflecting: b))
        let leaf = (ma.children.first == nil && ma.superclassMirror == nil, mb.children.first == nil && mb.superclassMirror == nil)
        guard !leaf.0 && !leaf.1 else {
            guard leaf.0 && leaf.1 else { return false }
            if let x = a as? String, let y = b as? String { return x.utf8.elementsEqual(y.utf8) }
            if let x = a as? Int, let y = b as? Int { return x == y }
            if let x = a as? Bool, let y = b as? Bool { return x == y }
            return String(reflecting: a) == String(reflecting: b)
        }
        return same(ma, mb)
    }

    private static func same(_ a: Mirror, _ b: Mirror) -> Bool {
        switch (a.superclassMirror, b.superclassMirror) {
        case (nil, nil): break
        case (let x?, let y?): guard same(x, y) else { return false }
        default: return false
        }
        let (x, y) = (a.children.makeIterator(), b.children.makeIterator())
        while true {
            switch (x.next(), y.next()) {
            case (nil, nil): return true
            case (let p?, let q?): guard p.label == q.label, same(p.value, q.value) else { return false }
            default: return false
            }
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

    /// The files are decoded on threads of their own, several at once, off the runner's threads.
    @Test func everySpecAndErrorCaseDecodesTheSameAhead() async throws {
        let files = Self.yamlFiles(under: "specs") + Self.yamlFiles(under: "Tests")
        #expect(files.count > 200)
        let same = try await offThePool {
            spread(files) { url -> Result<Bool, any Error> in
                Result { Self.decodesTheSame(try [UInt8](Data(contentsOf: url)), file: url.lastPathComponent) }
            }
        }
        for (url, result) in zip(files, same) {
            #expect(try result.get(), "\(url.lastPathComponent)")
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

    /// Flow lists of one-letter words take fewer bytes a node than the record's store was made
    /// for, so it moves to a larger one while the pieces handed on read the first (YAMLEntries).
    @Test func piecesReadTheirEntriesWhereTheyWereWrittenAsTheRecordGrows() throws {
        var yaml = "components:\n  Root:\n    body: []\n"
        let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init).joined(separator: ",")
        for i in 0..<400 { yaml += "  C\(i):\n    props: [\(letters)]\n    body: [{ text: \"\(i % 9 == 0 ? "{nope}" : "{a}")\" }]\n" }
        yaml += "root: Root\n"
        let bytes = Array(yaml.utf8)
        let document = try YAMLLoader.load(bytes, file: "grown.yaml").document
        #expect(Int(document.end) > bytes.count / 4 + 16)
        let inTurn = Self.decoded(bytes, file: "grown.yaml", ahead: false)
        #expect(inTurn.contains("'nope' is not defined in C9"))
        #expect(inTurn == Self.decoded(bytes, file: "grown.yaml", ahead: true))
        #expect(try Self.decodedAhead(yaml) == 401)
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

    /// A spec of `count` components whose checks find something every fifth component: a name not
    /// in scope, a field a model does not have, a model type as a value, a component as a value,
    /// an undeclared request, an environment key not declared, a holder's name that is no Swift
    /// name (four of them); `models:` before the components,
    /// after them, an alias, or missing.
    static func checked(_ count: Int, models: String) -> String {
        let declared = "models:\n  Model:\n    fields: [input]\n"
        var yaml = models == "before" ? declared : models == "alias" ? "base: &m\n  Model:\n    fields: [input]\nmodels: *m\n" : ""
        yaml += "requests:\n  load:\n    cancellation: throws\n    returns: '\"loaded\"'\n"
        yaml += "components:\n  Root:\n    state: { n: \"0\" }\n    body:\n      - text: \"n {n}\"\n"
        let mistakes = ["\"{nope}\"", "\"{Model(inptu: 1).input}\"", "\"{Model}\"", "\"{C1}\"", "\"{accent}\""]
        for i in 0..<count {
            yaml += "  C\(i):\n    state: { s: \"Model(input: \(i))\"\(i % 150 == 13 ? ", my-count: 0" : "") }\n    body:\n"
            yaml += "      - text: \(i % 5 == 0 ? mistakes[(i / 5) % mistakes.count] : "\"{s.input}\"")\n"
            if i % 7 == 0 {
                yaml += "      - button: go\n        action: s = await \(i % 14 == 0 ? "load" : "fetch")()\n"
            }
            if i % 11 == 0 { yaml += "      - Leaf:\n        environment: { \(i % 22 == 0 ? "accent" : "tint"): 1 }\n" }
        }
        yaml += "  Leaf:\n    environment: { accent: accent }\n    body: []\n"
        yaml += "environment-values:\n  accent: 0\n"
        if models == "after" { yaml += declared }
        return yaml + "root: Root\nscript: []\n"
    }

    /// What the second thread decoded of `yaml`: each component's checks made there or not, and
    /// the place of the models they were made with.
    static func checkedAhead(_ yaml: String) throws -> (checked: [Bool], models: Int32) {
        let ahead = try #require(ComponentsAhead.start(file: "t.yaml", limits: .standard))
        defer { ahead.cancel() }
        _ = try YAMLLoader.load(Array(yaml.utf8), file: "t.yaml", limits: .standard, sink: ahead)
        let checked = ahead.results()?.components.map { $0.checked?.own != nil } ?? []
        return (checked, ahead.checkedModels)
    }

    @Test func componentsCheckedAheadGiveTheMessagesOfChecksInTurn() throws {
        for models in ["before", "after", "alias", "none"] {
            let bytes = Array(Self.checked(600, models: models).utf8)
            let inTurn = Self.decoded(bytes, file: "checked.yaml", ahead: false)
            for message in ["'nope' is not defined in C0", "'accent' is not defined in C20", "'fetch' is not a declared request",
                            "'tint' is not an environment value", "a holder name must be one word"] {
                #expect(inTurn.contains(message), "\(models): \(message)")
            }
            #expect(inTurn.contains("Model has no field 'inptu'") == (models != "none"), "\(models)")
            #expect(inTurn == Self.decoded(bytes, file: "checked.yaml", ahead: true), "\(models)")
        }
    }

    /// Once it has read the document, the reading thread decodes the pieces the second thread has
    /// not come to, from the end, with the models the second thread decoded: what it gives is what
    /// decoding in turn gives. Here the second thread leaves every component to it.
    @Test func theReadingThreadDecodesThePiecesLeftWithTheSameResult() throws {
        for models in ["before", "after", "alias", "none"] {
            let bytes = Array(Self.checked(600, models: models).utf8)
            #expect(Self.decoded(bytes, file: "checked.yaml", ahead: true, held: true)
                        == Self.decoded(bytes, file: "checked.yaml", ahead: false), "\(models)")
        }
        // Several pieces, with problems to report in order.
        let bytes = Array(Self.large(600, mistakes: true).utf8)
        #expect(Self.decoded(bytes, file: "large.yaml", ahead: true, held: true)
                    == Self.decoded(bytes, file: "large.yaml", ahead: false))
        // It took every piece: the models came before them, or none came.
        for (yaml, pieces) in [(Self.checked(600, models: "before"), 1), (Self.large(600), 1)] {
            let ahead = try #require(ComponentsAhead.start(file: "t.yaml", limits: .standard, holdingComponents: true))
            defer { ahead.cancel() }
            _ = try YAMLLoader.load(Array(yaml.utf8), file: "t.yaml", limits: .standard, sink: ahead)
            let decoded = try #require(ahead.results())
            #expect(ahead.helped > pieces)
            #expect(decoded.components.map(\.key) == decoded.components.map(\.key).sorted())
            #expect(decoded.container >= 0)
        }
    }

    /// A component's type checks (SpecValidator+Types) are made ahead too, apart from its own
    /// checks: those that ask for a prop's type, which only the whole spec knows, are made again in
    /// turn, and the messages are the same either way.
    @Test func typeChecksAreMadeAheadUnlessTheyAskForAPropsType() throws {
        var yaml = "models:\n  Model:\n    fields: { input: 0 }\ncomponents:\n  Root:\n    body:\n"
        for i in 0..<150 { yaml += "      - C\(i): { m: \"Model(input: \(i))\" }\n" }
        for i in 0..<150 {
            // Every other component reads its prop's field, the others their holder's; every fifth misspells it.
            let read = (i % 2 == 0 ? "m" : "s") + (i % 5 == 0 ? ".inptu" : ".input")
            yaml += "  C\(i):\n    props: [m]\n    state: { s: \"Model(input: 1)\" }\n    body:\n      - text: \"{\(read)}\"\n"
        }
        yaml += "root: Root\n"
        let bytes = Array(yaml.utf8)
        let inTurn = Self.decoded(bytes, file: "types.yaml", ahead: false)
        #expect(inTurn.components(separatedBy: "Model has no field 'inptu'").count - 1 == 30)
        #expect(inTurn == Self.decoded(bytes, file: "types.yaml", ahead: true))

        let ahead = try #require(ComponentsAhead.start(file: "types.yaml", limits: .standard))
        defer { ahead.cancel() }
        _ = try YAMLLoader.load(bytes, file: "types.yaml", limits: .standard, sink: ahead)
        let checked = ahead.results()?.components.map { $0.checked?.types != nil } ?? []
        #expect(checked.count == 151)
        #expect(checked == [true] + (0..<150).map { $0 % 2 == 1 })
    }

    @Test func aComponentIsCheckedAheadUnlessItsChecksAskTheWholeSpec() throws {
        for models in ["before", "after"] {
            let (checked, place) = try Self.checkedAhead(Self.checked(600, models: models))
            #expect(checked.count == 602)
            #expect(place > 0)
            // Those that name something not in scope, a request or an environment value are left to
            // the validator, and so is Leaf, which reads `accent`.
            let asks = (0..<600).filter { ($0 % 5 == 0 && [0, 3, 4].contains(($0 / 5) % 5)) || $0 % 7 == 0 || $0 % 11 == 0 }
            #expect(checked.filter { !$0 }.count == asks.count + 1, "\(models)")
            #expect(checked[0] && checked[1 + 1] && checked[1 + 5] && !checked[1 + 15] && !checked[601], "\(models)")
        }
        // Without a piece of the models (an alias to a node before them), the checks are made
        // with none, and the decoder does not take them for a spec that has some.
        #expect(try Self.checkedAhead(Self.checked(600, models: "alias")).models == -1)
        #expect(try Self.checkedAhead(Self.checked(600, models: "none")).models == -1)
    }
}
