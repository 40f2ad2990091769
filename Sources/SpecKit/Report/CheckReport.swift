/// The report of `spec check`: each file's problems as compiler diagnostics, or that it is fine.
public struct CheckReport {
    private var formatter: DiagnosticFormatter

    public init(color: Bool = false) { formatter = DiagnosticFormatter(color: color) }

    public mutating func add(source: String, for file: String) { formatter.add(source: source, for: file) }

    /// One block per file, then `N files checked, N with errors`.
    public mutating func render(_ results: [FileResult]) -> String {
        var out = ""
        for file in results {
            formatter.add(file)
            guard let error = file.loadError else {
                let count = file.spec?.scenarios.count ?? 0
                out += "\(file.file): ok (\(count) scenario\(count == 1 ? "" : "s"))\n"
                continue
            }
            for d in error.diagnostics { out += formatter.format(d) }
        }
        let bad = results.filter { $0.loadError != nil }.count
        out += "\(results.count) file\(results.count == 1 ? "" : "s") checked, \(bad) with errors\n"
        return out
    }
}
