import Foundation
import Testing
@testable import SpecKit

/// A spec given as text whose SwiftUI export a test type-checks, named beside its test.
struct InlineSpec: Sendable {
    var file: String
    var yaml: String

    /// `file` is the name the spec is decoded under: the app's name comes from it.
    init(_ file: String, _ yaml: String) {
        self.file = file
        self.yaml = yaml
    }

    func export() throws -> SwiftUIExport {
        try SwiftUIExport(try SpecDecoder.decode(Array(yaml.utf8), file: file))
    }
}
