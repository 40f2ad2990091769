// Written by `spec export swiftui` from lazy-state-trap.yaml.
import Observation

@MainActor
@Observable
final class Model {
    /// How many have been built. A view that shows it renders again when another is built.
    static var creations: Int { created.count }
    private static let created = CreationCount()

    var input: Int

    init(input: Int) {
        self.input = input
        Self.created.increment()
    }
}
