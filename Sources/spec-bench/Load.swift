import SpecKit

/// Figure 1: bytes to the spec model (YAML events, nodes, decoding, validation), file read excluded.
func measureLoad(_ bytes: [UInt8], file: String, repeat count: Int) throws {
    var best = Double.infinity
    var components = 0
    for _ in 0..<max(1, count) {
        var spec: Spec?
        let elapsed = try seconds { spec = try SpecDecoder.decode(bytes, file: file) }
        best = min(best, elapsed)
        components = spec?.components.count ?? 0
    }
    report("seconds", String(format: "%.6f", best))
    report("components", components)
    report("bytes", bytes.count)
}
