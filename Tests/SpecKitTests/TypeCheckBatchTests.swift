import Foundation
import Testing
@testable import SpecKit

/// Exported apps checked together in one compiler job (TypeCheckBatch): the nesting keeps their
/// names apart and their lines in place, and a failing app gets the outcome it gets alone.
@Suite struct TypeCheckBatchTests {
    /// The counter spec's project, written to a directory of its own; its app files' paths.
    func counterApp() throws -> [String] {
        let data = try Data(contentsOf: packageRoot.appendingPathComponent("specs/counter.yaml"))
        let export = try SwiftUIExport(try SpecDecoder.decode([UInt8](data), file: "specs/counter.yaml"))
        let dir = try temporaryDirectory()
        try export.write(to: dir)
        return SwiftCompiler.appFiles(dir, export.files.map(\.path))
    }

    @Test func aFileIsNestedLineForLine() throws {
        let text = "// Written by hand.\nimport SwiftUI\n\n@main\nstruct CounterApp: App {\n    var body: some Scene { WindowGroup { Text(\"x\") } }\n}\n"
        let nested = try #require(TypeCheckBatch.nested(text, in: "Checked4"))
        #expect(nested.mainType == "CounterApp")
        let before = text.split(separator: "\n", omittingEmptySubsequences: false)
        let after = nested.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(after[1] == "import SwiftUI; extension Checked4 {")
        #expect(after[3] == "")
        for line in [0, 2, 4, 5, 6] { #expect(after[line] == before[line]) }
        #expect(nested.text.hasSuffix("}\n\n}\n"))
        // Without an import the extension opens before the first line's comment.
        #expect(TypeCheckBatch.nested("// A value.\nstruct Chore {}\n", in: "C")?.text == "extension C { // A value.\nstruct Chore {}\n\n}\n")
    }

    /// A project without UI tests asks for a check of no files: it passes without a compiler job,
    /// which options no compiler accepts show; a member with files still runs one and fails.
    @Test func aMemberOfNoFilesPassesWithoutAJob() throws {
        let options = ["-typecheck", "-no-such-option-anywhere"]
        #expect(try TypeCheckBatch.typeCheck([[], []], options: options).map(\.status) == [0, 0])
        let outcomes = try TypeCheckBatch.typeCheck([[], try counterApp()], options: options)
        #expect(outcomes[0].status == 0 && outcomes[0].output.isEmpty)
        #expect(outcomes[1].status != 0)
    }

    @Test func onlyTypeDeclarationsAreNested() {
        for top in ["extension Int: @retroactive Identifiable { public var id: Self { self } }", "func helper() {}",
                    "let shared = 1", "@main struct App2: App {}", "#if DEBUG", "@available(iOS 17, *)"] {
            #expect(TypeCheckBatch.nested("import SwiftUI\n\n\(top)\n", in: "C") == nil, "\(top)")
        }
        for top in ["@MainActor @preconcurrency", "@MainActor final class Model {", "private enum Key {", "protocol ChildView: View {"] {
            #expect(TypeCheckBatch.nested("import SwiftUI\n\n\(top)\n", in: "C") != nil, "\(top)")
        }
        #expect(TypeCheckBatch.typeName(declaredBy: "final class Model: ObservableObject {") == "Model")
        #expect(TypeCheckBatch.typeName(declaredBy: "extension Model {") == nil)
        // Only the top level counts: members, indented, are the declaration's own.
        #expect(TypeCheckBatch.nested("import SwiftUI\nstruct A {\n    func f() {}\n    let x = 1\n}\n", in: "C") != nil)
    }

    /// Two copies of one app declare the same names; nested, they check together without a message.
    @Test func appsDeclaringTheSameNamesCheckTogether() async throws {
        let (one, two) = (try counterApp(), try counterApp())
        let options = try SwiftCompiler.appOptions()
        let (together, outcome) = try #require(try await offThePool { try TypeCheckBatch.typeCheckTogether([one, two], options: options, shared: []) })
        #expect(together == [0, 1])
        #expect(outcome.status == 0 && outcome.output.isEmpty, "\(outcome.output)")
        // Not nested, the same files clash.
        let plain = try await offThePool { try SwiftCompiler.typeCheck(options, files: one + two) }
        #expect(plain.status != 0 && plain.output.contains("invalid redeclaration"), "\(plain.output)")
    }

    /// A type error in one app of a batch fails that app alone, named by its own file, as a check of
    /// it alone would; the others pass.
    @Test func aBrokenAppInABatchFailsAloneWithItsOwnMessage() async throws {
        let apps = [try counterApp(), try counterApp(), try counterApp()]
        let broken = try #require(apps[1].first { $0.hasSuffix("/Counter.swift") })
        let original = try String(contentsOfFile: broken, encoding: .utf8)
        try (original + "\nlet notANumber: Int = \"one\"\n").write(toFile: broken, atomically: false, encoding: .utf8)
        let options = try SwiftCompiler.appOptions()
        // Without the kept passes, which would leave only the broken app to check.
        let outcomes = try await offThePool { try TypeCheckBatch.typeCheck(apps, options: options, cache: .none) }
        #expect(outcomes[0].status == 0 && outcomes[2].status == 0)
        #expect(outcomes[1].status != 0)
        #expect(outcomes[1].output.contains(broken + ":"), "\(outcomes[1].output)")
        #expect(outcomes[1].output.contains("cannot convert value of type 'String'"))
        #expect(outcomes[0].output.isEmpty && outcomes[2].output.isEmpty)
    }

    /// A pass is kept from one run to the next for the same files, compiler and options, and taken
    /// without a compiler job; a file changed since is another key, checked again, and its failure
    /// is reported; a failure is never kept.
    @Test func aPassIsKeptAndAChangedFileIsCheckedAgain() async throws {
        let dir = try temporaryDirectory()
        let cache = TypeCheckCache(directory: dir)
        let app = try counterApp()
        let options = try SwiftCompiler.appOptions()
        let key = try #require(TypeCheckCache.key(identity: SwiftCompiler.compilerIdentity(options), files: app))
        #expect(!cache.hasPassed(key))
        let first = try await offThePool { try TypeCheckBatch.typeCheck([app], options: options, cache: cache) }
        #expect(first[0].status == 0 && first[0].output.isEmpty, "\(first[0].output)")
        #expect(cache.hasPassed(key) && TypeCheckCache(directory: dir).hasPassed(key), "kept, and read by the next run")
        // Taken without a job: options no compiler accepts pass for files kept under them.
        let bogus = ["-typecheck", "-no-such-option-anywhere"]
        cache.note([TypeCheckCache.key(identity: SwiftCompiler.compilerIdentity(bogus), files: app)])
        #expect(try TypeCheckBatch.typeCheck([app], options: bogus, cache: cache)[0].status == 0)
        #expect(try TypeCheckBatch.typeCheck([app], options: bogus, cache: TypeCheckCache(directory: nil))[0].status != 0)
        // A changed file is checked again, and fails; its key is not kept.
        let file = try #require(app.first { $0.hasSuffix("/Counter.swift") })
        try (try String(contentsOfFile: file, encoding: .utf8) + "\nlet notANumber: Int = \"one\"\n").write(toFile: file, atomically: false, encoding: .utf8)
        let changed = try #require(TypeCheckCache.key(identity: SwiftCompiler.compilerIdentity(options), files: app))
        #expect(changed != key)
        let second = try await offThePool { try TypeCheckBatch.typeCheck([app], options: options, cache: cache) }
        #expect(second[0].status != 0 && second[0].output.contains("cannot convert value of type 'String'"), "\(second[0].output)")
        #expect(!cache.hasPassed(changed) && !TypeCheckCache(directory: dir).hasPassed(changed))
        // Other options are another key for the same files.
        #expect(TypeCheckCache.key(identity: SwiftCompiler.compilerIdentity(options + ["-DOTHER"]), files: app) != changed)
    }
}
