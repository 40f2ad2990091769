// Written by `spec export swiftui` from lazy-state-trap.yaml.
import SwiftUI

struct ModelRow: View {
    let model: Model

    var body: some View {
        VStack {
            Text(verbatim: "model input \(model.input)")
            Text(verbatim: "models created \(Model.creations)")
        }
    }
}
