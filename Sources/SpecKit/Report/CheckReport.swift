/// The report of `spec check`: each file's problems as compiler diagnostics, or that it is fine.
public struct CheckReport {
    private var formatter: DiagnosticFormatter

    public init(color: Bool = false) { formatter = DiagnosticFormatter(color: color) }

    public mutating func add(source: String, for file: String) { formatter.add(source: source, for: file) }

    /// One block per file, then `N files checked, N with errors`.
    public mutating func render(_ results: [FileResult]) -> String {
        let (out, _) = split(results, together: true)
        return out
    }

    /// The results (`FILE: ok` lines and the closing count) apart from the diagnostics, for a
    /// command line that prints the one on standard output and the other on standard error.
    public mutating func split(_ results: [FileResult]) -> (results: String, diagnostics: String) {
        split(results, together: false)
    }

    private mutating func split(_ results: [FileResult], together: Bool) -> (results: String, diagnostics: String) {
        var out = "", err = ""
        for file in results {
            formatter.add(file)
            guard let error = file.loadError else {
                let count = file.spec?.scenarios.count ?? 0
                out += "\(file.file.pathEscaped): ok (\(count) scenario\(count == 1 ? "" : "s"))\n"
                continue
            }
            let text = error.diagnostics.map { formatter.format($0) }.joined()
            if together { out += text } else { err += text }
        }
        let bad = results.filter { $0.loadError != nil }.count
        out += "\(results.count) file\(results.count == 1 ? "" : "s") checked, \(bad) with errors\n"
        return (out, err)
    }
}
