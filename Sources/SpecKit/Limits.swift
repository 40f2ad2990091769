/// Bounds that keep a hostile or runaway spec from exhausting the machine.
/// Defaults are far above what a hand-written or generated spec needs.
public struct Limits: Sendable {
    /// Largest spec file read, in bytes.
    public var fileBytes = 64 << 20
    /// Deepest nesting of YAML collections.
    public var depth = 200
    /// YAML nodes in one file, counting each alias as the nodes it stands for.
    public var nodes = 4_000_000
    /// Render passes one script step may take before the step is declared unsettled.
    public var passesPerStep = 100
    /// Steps in one scenario's script.
    public var scriptSteps = 100_000
    /// Nodes alive in one scenario's view graph.
    public var graphNodes = 2_000_000
    /// Expression nesting (parentheses, unary chains) before parsing stops.
    public var expressionDepth = 200

    public init() {}

    public static let standard = Limits()
}
