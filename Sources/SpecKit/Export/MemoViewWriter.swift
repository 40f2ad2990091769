/// Writes `MemoView`, the app's stand-in for React's `useMemo`, which SwiftUI lacks: it builds a
/// value from its dependencies and keeps it until they change.
enum MemoViewWriter {
    static func file(header: String) -> String {
        var src = SwiftSource(header: header)
        src.line("import SwiftUI")
        src.line()
        src.doc("""
            Builds a value during body and keeps it until its dependencies change (compared with `==`;
            values of different types differ). The kept value lives in a plain object held in state, so
            keeping or rebuilding it writes no state and schedules no update.
            """)
        src.block("struct MemoView<Value, Content: View>: View {") { src in
            src.line("private let value: () -> Value")
            src.line("private let dependencies: [AnyHashable]")
            src.line("private let content: (Value) -> Content")
            src.line("@State private var memo = Memo<Value>()")
            src.line()
            src.line("init(")
            src.indented { src in
                src.line("_ value: @autoclosure @escaping () -> Value,")
                src.line("dependencies: [AnyHashable],")
                src.line("@ViewBuilder content: @escaping (Value) -> Content")
            }
            src.block(") {") { src in
                src.line("self.value = value")
                src.line("self.dependencies = dependencies")
                src.line("self.content = content")
            }
            src.line()
            src.block("var body: some View {") { src in
                src.line("content(memo.value(for: dependencies, orBuild: value))")
            }
        }
        src.line()
        src.doc("The last dependencies and the value built from them.")
        src.block("private final class Memo<Value> {") { src in
            src.line("private var dependencies: [AnyHashable]?")
            src.line("private var value: Value?")
            src.line()
            src.block("func value(for dependencies: [AnyHashable], orBuild build: () -> Value) -> Value {") { src in
                src.block("if let value, dependencies == self.dependencies {") { $0.line("return value") }
                src.line("let built = build()")
                src.line("self.dependencies = dependencies")
                src.line("self.value = built")
                src.line("return built")
            }
        }
        return src.text
    }
}
