/// Writes `SpecTimer`, the modifier an exported `on-timer:` becomes: the timer a view keeps, as
/// `@State private var timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()` is
/// kept, but on the app's clock so the test seam moves it (semantics §27.8).
///
/// It starts when its view first appears and ticks while the view lives, on screen or not (under a
/// pushed screen, in another tab), since `onReceive` is not an appearance action; the view going
/// away frees the state that holds it, which stops it. Each tick runs the action of the latest
/// render, as `onReceive` does.
enum TimerModifierWriter {
    static func file(header: String) -> String {
        var src = SwiftSource(header: header)
        src.line("import SwiftUI")
        src.line()
        src.doc("""
            A repeating timer the view keeps while it lives: it starts at the view's first appearance, \
            ticks on the app's clock while the view stays, on screen or not, and stops when the view \
            goes. Each tick runs the action of the view's latest render.
            """)
        src.block("struct SpecTimer: ViewModifier {") { src in
            src.line("private let milliseconds: Int")
            src.line("private let tick: @MainActor () -> Void")
            src.line("@State private var ticker = Ticker()")
            src.line()
            src.block("init(milliseconds: Int, tick: @escaping @MainActor () -> Void) {") { src in
                src.line("self.milliseconds = milliseconds")
                src.line("self.tick = tick")
            }
            src.line()
            src.block("func body(content: Content) -> some View {") { src in
                src.line("content")
                src.indented { src in
                    src.line(".onAppear { ticker.start(milliseconds: milliseconds) }")
                    src.line(".onReceive(ticker.ticks) { _ in tick() }")
                }
            }
            src.line()
            src.doc("Sends a tick every period from its first start until it is freed with its view's state.")
            src.line("@MainActor")
            src.block("final class Ticker {") { src in
                src.line("let ticks = PassthroughSubject<Void, Never>()")
                src.line("private var task: Task<Void, Never>?")
                src.line()
                src.block("func start(milliseconds: Int) {") { src in
                    src.line("guard task == nil else { return }")
                    src.block("task = Task { [weak self] in") { src in
                        src.line("await SpecClock.shared.every(milliseconds: milliseconds) { self?.ticks.send() }")
                    }
                }
                src.line()
                src.line("deinit { task?.cancel() }")
            }
        }
        return src.text
    }
}
