// Written by `spec export swiftui` from lazy-state-trap.yaml.
import Observation

/// A creation count that views observe, written without being read.
///
/// `count += 1` would read `count` inside whichever body is building the model, subscribe
/// that body to the count, and render it again at every creation, forever. So a plain,
/// unobserved tally is incremented and its value assigned: an assignment only writes.
@MainActor
@Observable
final class CreationCount {
    @ObservationIgnored private var tally = 0
    private(set) var count = 0

    func increment() {
        tally += 1
        count = tally
    }
}
