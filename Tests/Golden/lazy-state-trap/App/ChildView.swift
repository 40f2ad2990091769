// Written by `spec export swiftui` from lazy-state-trap.yaml.
import SwiftUI

/// A view that can stand for `Child`: StateChild, LazyStateChild or MemoChild, depending on the
/// scenario.
protocol ChildView: View {
    init(input: Int)
}
