import Foundation

/// Bounds that keep a hostile or runaway spec from exhausting the machine: each one, when hit,
/// is a located error and exit code 2, never a crash or a hang. Defaults are far above what a
/// hand-written spec needs and leave room for generated stress specs (a 10 MB file, a tree of
/// over 100k nodes); docs/limits.md lists them with the error each gives.
public struct Limits: Sendable, Hashable {
    // Loading
    /// Largest spec file read, in bytes. Reading stops here, so a huge file is never loaded whole.
    public var fileBytes = 16 << 20
    /// Deepest nesting of YAML collections.
    public var depth = 200
    /// YAML nodes in one file, counting each alias as the nodes it stands for (alias bombs).
    public var nodes = 4_000_000
    /// YAML nodes that aliases repeat, counted at each alias: a 2 KB file of anchors nesting
    /// aliases ten a level stands for millions of nodes, far fewer than `nodes` allows a file
    /// written out in full, which costs its size to read.
    public var aliasNodes = 400_000
    /// Models and components declared in one file.
    public var declarations = 50_000
    /// Names one declaration holds: a component's props, bindings and holders; a model's
    /// fields, computed properties and methods.
    public var members = 1_000
    /// Steps in one scenario's script.
    public var scriptSteps = 10_000
    /// Expression nesting: parentheses, unary operators and chains of binary operators.
    public var expressionDepth = 200
    /// Problems reported for one file; checking stops after them, as a compiler's error limit does.
    public var errors = 50
    /// Seconds a named pipe (a fifo) given as a spec is waited on for a program to write to it;
    /// with none by then, an error rather than a wait forever. A pipe that has a writer (`<(…)`,
    /// standard input) is read however slowly it is written.
    public var pipeWriterSeconds = 5.0
    /// Not a bound but a threshold: a file at least this large has its components decoded on a
    /// second thread while libyaml reads the rest (0: every file; `Int.max`: none). What is
    /// decoded is the same either way; only the time differs.
    public var componentsAheadBytes = 256 << 10

    // Running
    /// Components nested in one another, from the root down.
    public var viewDepth = 100
    /// Nodes alive in one scenario's view graph.
    public var graphNodes = 150_000
    /// Render passes one script step may take before the step is declared unsettled.
    public var passesPerStep = 100
    /// `didSet` observers running within one another (`a`'s assigns `b`, whose assigns `a`, …):
    /// Swift's recursion ends when a condition stops it, or overflows the stack.
    public var observerDepth = 100
    /// Model methods running within one another (`a()` calls `b()`, which calls `a()`, …).
    public var callDepth = 100
    /// Computed properties, closures and methods running within one another, of every kind
    /// together (`a0` reads `a1`, which reads `a2`, …; a closure prop calling the one its parent
    /// was given, …). Each may nest its own expressions and statements `expressionDepth` levels,
    /// so without a bound on the whole they could nest past any stack; `spec check` refuses a
    /// chain of computed properties longer than this too.
    public var evaluationDepth = 100
    /// Sleeps that end and timer ticks in one script step (`advance:`); bounds a clock that never idles.
    public var firingsPerStep = 10_000
    /// Events one scenario may record (renders, inits, writes…) plus the texts and buttons its
    /// renders build: the bound on a run's total work, checked as it goes, inside a render too.
    public var events = 1_000_000
    /// Events all of one file's scenarios may record together, checked before each scenario: a
    /// scenario that would start past it is an error instead (FileWork).
    public var fileEvents = 20_000_000
    /// Views and model instances one scenario makes, or one explored path: their ids are kept in
    /// 32 bits and never reused, so this cannot be raised past `Int32.max`.
    public var ids = Int(Int32.max)
    /// Texts and buttons on screen at once.
    public var screenItems = 250_000
    /// Failures of one scenario that keep (the start of) the screen they saw; later ones keep none.
    public var failureScreens = 20
    /// Characters in a string, or elements in a list (nested lists counted in full), built by an expression.
    public var valueSize = 100_000
    /// Lists nested in lists, built by an expression (`[[l]]`): comparing, hashing and printing
    /// a value recurse this deep.
    public var valueDepth = 100

    // Exporting
    /// Elements of the bodies `spec export swiftui` writes, an alias's counted as many times as
    /// it repeats them.
    public var exportElements = 100_000

    public init() {}

    /// The stack of every thread that loads, runs or exports a spec, the command's first one
    /// included, so a spec's result never depends on the thread it ran on: room for
    /// `evaluationDepth` calls each nesting `expressionDepth` levels of expressions and of
    /// statements. Address space, not memory: only what a run reaches is touched.
    public static let threadStackBytes = 512 << 20

    /// Starts `body` on a new thread of `threadStackBytes`: every thread that runs a spec is made here.
    public static func startThread(_ body: @escaping @Sendable () -> Void) {
        let thread = Thread(block: body)
        thread.stackSize = threadStackBytes
        thread.start()
    }

    public static let standard = Limits()

    /// Far tighter bounds for fuzzing, so that every input stays cheap and a slow or large run
    /// means a bound is missing, not that a generous one was reached.
    public static let fuzzing: Limits = {
        var l = Limits()
        l.fileBytes = 64 << 10
        l.nodes = 100_000
        l.aliasNodes = 10_000
        l.declarations = 1_000
        l.graphNodes = 10_000
        l.events = 200_000
        l.fileEvents = 1_000_000
        l.screenItems = 20_000
        // A task that restarts itself at once reaches the bound through every stage the harness
        // runs (load, run, trace, reports, export): 10,000 firings each took over 10 s instrumented.
        l.firingsPerStep = 1_000
        // Every input through the second thread's decoding too, which a file of 64 KB would not reach.
        l.componentsAheadBytes = 0
        return l
    }()
}
