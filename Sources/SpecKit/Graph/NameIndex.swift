/// Numbers for names, in the order they are first given: a few are found by comparing them in
/// place, which is cheaper than hashing the name; beyond that a table is kept too. The model
/// types' creation counts and the components' measures are looked up at every creation, init and
/// render, and most specs have a handful of each.
struct NameIndex {
    private(set) var names: [String] = []
    private var table: [String: Int]?

    /// At most this many names are looked up by comparing them one by one.
    private static let compared = 16

    func number(of name: String) -> Int? {
        if let table { return table[name] }
        return names.position(of: name)
    }

    /// The name's number, given now if it has none.
    mutating func add(_ name: String) -> Int {
        if let known = number(of: name) { return known }
        names.append(name)
        if table != nil {
            table![name] = names.count - 1
        } else if names.count > Self.compared {
            table = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        }
        return names.count - 1
    }
}

extension Array where Element == String {
    /// Where `name` first is, compared one by one: what `firstIndex(of:)` gives, without its generic
    /// algorithm calling `==` through `Equatable`, which an unoptimized build pays at each name.
    /// Inlined, as the specialized `firstIndex(of:)` was: a call of its own cost the optimized
    /// build a third more in a component's name lookup.
    @inline(__always)
    func position(of name: String) -> Int? {
        for i in 0..<count where self[i] == name { return i }
        return nil
    }
}

/// Inits, renders and stale renders of each component, as assertions read them.
struct MeasureTable: Equatable {
    private var components = NameIndex()
    /// `Measure.allCases.count` counts a component, in the components' order.
    private var counts: [Int] = []

    private static let kinds = Measure.allCases.count

    mutating func add(_ measure: Measure, of component: String) {
        let i = components.add(component)
        if counts.count <= i * Self.kinds { counts.append(contentsOf: repeatElement(0, count: Self.kinds)) }
        counts[i * Self.kinds + Self.offset(measure)] += 1
    }

    func count(_ measure: Measure, of component: String) -> Int {
        components.number(of: component).map { counts[$0 * Self.kinds + Self.offset(measure)] } ?? 0
    }

    /// Over every component.
    func total(_ measure: Measure) -> Int {
        stride(from: Self.offset(measure), to: counts.count, by: Self.kinds).reduce(0) { $0 + counts[$1] }
    }

    /// Each component's counts by measure, the ones not yet counted left out.
    var byComponent: [String: [Measure: Int]] {
        var all: [String: [Measure: Int]] = [:]
        for (i, name) in components.names.enumerated() {
            var counted: [Measure: Int] = [:]
            for measure in Measure.allCases where counts[i * Self.kinds + Self.offset(measure)] > 0 {
                counted[measure] = counts[i * Self.kinds + Self.offset(measure)]
            }
            all[name] = counted
        }
        return all
    }

    /// Each component's count of one measure, the components not yet counted left out.
    /// (By index: unoptimized, `enumerated().compactMap` asks the runtime for metadata at each name.)
    func counts(of measure: Measure) -> [(component: String, count: Int)] {
        var all: [(component: String, count: Int)] = []
        for i in 0..<components.names.count {
            let n = counts[i * Self.kinds + Self.offset(measure)]
            if n > 0 { all.append((components.names[i], n)) }
        }
        return all
    }

    private static func offset(_ measure: Measure) -> Int {
        switch measure {
        case .inits: return 0
        case .renders: return 1
        case .staleRenders: return 2
        }
    }

    static func == (a: MeasureTable, b: MeasureTable) -> Bool { a.byComponent == b.byComponent }
}
