// Written by `spec export swiftui` from lazy-state-trap.yaml.
import SwiftUI

struct Parent<Child: ChildView>: View {
    @State private var input = 1
    @State private var unrelated = 0

    var body: some View {
        VStack {
            Button("related action") {
                input += 1
            }
            Text(verbatim: "parent input \(input)")
            Button("unrelated action") {
                unrelated += 1
            }
            Text(verbatim: "unrelated counter \(unrelated)")
            Child(input: input)
        }
    }
}
