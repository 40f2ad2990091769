/// The UI tests' waiting helpers share one loop: XCUITest finds a label a moment before or after
/// a person could reach it, so each check polls its query up to the timeout rather than looks once.
extension SwiftSource {
    /// A `@MainActor` helper, below the tests, that polls every tenth of a second while `condition`
    /// holds: each turn runs `each` first, and past the deadline gives `giveUp`; after the loop, `done`.
    mutating func waitingHelper(_ doc: String, signature: String, timeout: Int, while condition: String,
                                each: [String] = [], giveUp: String, done: String? = nil) {
        line()
        self.doc(doc)
        line("@MainActor")
        block("private func \(signature) {") { src in
            src.line("let deadline = Date.now.addingTimeInterval(\(timeout))")
            src.block("while \(condition) {") { src in
                for l in each { src.line(l) }
                src.line("guard Date.now < deadline else { \(giveUp) }")
                src.line("RunLoop.current.run(until: Date.now.addingTimeInterval(0.1))")
            }
            if let done { src.line(done) }
        }
    }
}
