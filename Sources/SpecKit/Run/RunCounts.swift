/// The closing count of a run: scenarios that passed, scenarios whose expectations failed, and
/// errors — a scenario stopped by a problem in its spec, or a file that did not load (one each).
/// An error is not a failure: it says the spec is wrong, not SwiftUI's behaviour unexpected.
public struct RunCounts: Sendable, Equatable {
    public var passed = 0
    public var failed = 0
    public var errors = 0

    public init() {}

    public init(_ results: [FileResult]) {
        for file in results { add(file) }
    }

    public mutating func add(_ file: FileResult) {
        if file.loadError != nil {
            errors += 1
            return
        }
        for scenario in file.scenarios {
            if scenario.error != nil { errors += 1 } else if scenario.passed { passed += 1 } else { failed += 1 }
        }
    }

    /// `3 passed, 1 failed, 0 errors`. It starts as the older `N passed, N failed` did, so a CI
    /// pattern such as `(\d+) passed, (\d+) failed` still matches; errors are counted apart.
    public var line: String {
        "\(passed) passed, \(failed) failed, \(errors) error\(errors == 1 ? "" : "s")"
    }
}
