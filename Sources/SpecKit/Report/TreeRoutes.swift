/// The "depends on" and environment arrows of a picture, routed so that none runs through a box and no two
/// labels overlap. Arrows from several readers to one value with one label share a bus and one
/// label (`reads likes ×12`). Horizontal runs go in the bands between levels, where there are no
/// boxes, each on a lane of its own where it would overlap another; an arrow that must pass a
/// level on its way goes down (or up) a channel beside that level's boxes. The bands are made as
/// tall as their lanes need.
struct TreeRoutes {
    static let laneGap = 18.0, labelCharWidth = 6.7, portStep = 8.0

    struct Route {
        var kind: TreeGraph.EdgeKind
        var sources: [String]
        /// The readers the sources stand for (a folded box stands for its rows).
        var readers = 0
        var target: String
        var label: String
        /// Ports: where each source's line leaves it, and where the arrow meets the target.
        var sourcePorts: [Double] = []
        var targetPort = 0.0
        var exitsTop: Bool
        var entersTop: Bool
        /// The band of the shared run, and the band where a detour reaches the target's port.
        var busBand: Int
        var entryBand: Int
        var channel: Double?
        var busLane = 0, entryLane = 0
        var labelX = 0.0
    }

    private(set) var routes: [Route] = []
    /// Lanes used per band (the band below a level, by that level).
    private(set) var lanes: [Int: Int] = [:]

    init(_ graph: TreeGraph, _ layout: TreeLayout) {
        // One route per target, label and source level.
        var order: [String] = []
        var grouped: [String: Route] = [:]
        for edge in graph.edges where edge.kind != .passes {
            guard let from = layout.placed[edge.from], let to = layout.placed[edge.to] else { continue }
            let key = "\(edge.kind)|\(edge.to)|\(edge.label)|\(from.box.level)"
            if grouped[key] == nil {
                order.append(key)
                let (a, b) = (from.box.level, to.box.level)
                let below = b > a
                grouped[key] = Route(kind: edge.kind, sources: [], target: edge.to, label: edge.label, exitsTop: b < a, entersTop: below,
                                     busBand: b < a ? a - 1 : a, entryBand: below ? b - 1 : b)
            }
            grouped[key]?.sources.append(edge.from)
            grouped[key]?.readers += edge.count
        }
        routes = order.compactMap { grouped[$0] }
        assignPorts(layout)
        var channels: [Double] = []
        for i in routes.indices where routes[i].busBand != routes[i].entryBand {
            let (low, high) = (min(routes[i].busBand, routes[i].entryBand) + 1, max(routes[i].busBand, routes[i].entryBand))
            let blocked = layout.placed.values.filter { $0.box.level >= low && $0.box.level <= high }
                .map { ($0.x - 8, $0.right + 8) } + channels.map { ($0 - 5, $0 + 5) }
            let wanted = routes[i].targetPort
            let candidates = [wanted] + blocked.flatMap { [$0.0 - 1, $0.1 + 1] }
            let free = candidates.filter { x in !blocked.contains { x > $0.0 && x < $0.1 } }
            let channel = free.min { abs($0 - wanted) < abs($1 - wanted) } ?? wanted
            routes[i].channel = channel
            channels.append(channel)
        }
        assignLanes(graph, layout)
    }

    /// Spreads the lines leaving or meeting one side of a box, clear of the value arrow at its centre.
    private mutating func assignPorts(_ layout: TreeLayout) {
        var used: [String: Int] = [:]
        func port(_ id: String, top: Bool) -> Double {
            guard let box = layout.placed[id] else { return 0 }
            let key = "\(id)\(top ? "t" : "b")"
            let k = used[key, default: 0]
            used[key] = k + 1
            let start = box.box.kind == .component ? box.centerX + 14 : box.centerX
            let x = start + Double(k) * Self.portStep * (k % 2 == 0 || box.box.kind == .component ? 1 : -1)
            return min(max(x, box.x + 4), box.right - 4)
        }
        for i in routes.indices {
            routes[i].sourcePorts = routes[i].sources.map { port($0, top: routes[i].exitsTop) }
            routes[i].targetPort = port(routes[i].target, top: routes[i].entersTop)
        }
    }

    /// The label as drawn: with the count of readers when several share it.
    /// The index of the first of the sorted `lines` for which `isPast` holds (it holds for every
    /// one after it), or their count.
    static func firstIndex(in lines: [Double], where isPast: (Double) -> Bool) -> Int {
        var (low, high) = (0, lines.count)
        while low < high {
            let mid = (low + high) / 2
            if isPast(lines[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }

    static func text(_ route: Route) -> String {
        route.readers > 1 ? "\(route.label) ×\(route.readers)" : route.label
    }

    /// Puts each horizontal run, with its label, on the first lane of its band where it overlaps
    /// nothing. A label goes along its run where no vertical line of its band passes, if there is
    /// such a place, else at the run's start.
    private mutating func assignLanes(_ graph: TreeGraph, _ layout: TreeLayout) {
        var verticals: [Int: [Double]] = [:]
        for route in routes {
            verticals[route.busBand, default: []] += route.sourcePorts + [route.channel ?? route.targetPort]
            if let channel = route.channel {
                let (low, high) = (min(route.busBand, route.entryBand), max(route.busBand, route.entryBand))
                for band in low...high { verticals[band, default: []].append(channel) }
                verticals[route.entryBand, default: []].append(route.targetPort)
            }
        }
        // The value arrows leave a parent's centre and reach each child's centre.
        for edge in graph.edges where edge.kind == .passes {
            guard let from = layout.placed[edge.from], let to = layout.placed[edge.to] else { continue }
            verticals[from.box.level, default: []] += [from.centerX, to.centerX]
        }
        var runs: [(band: Int, from: Double, to: Double, route: Int, isBus: Bool)] = []
        // Sorted once a band: a picture of thousands of arrows searches them, never scans them per arrow.
        let sorted = verticals.mapValues { $0.sorted() }
        for (i, route) in routes.enumerated() {
            let join = route.channel ?? route.targetPort
            let xs = route.sourcePorts + [join]
            let width = route.label.isEmpty ? 0 : Double(TextWidth.columns(Self.text(route))) * Self.labelCharWidth
            let lines = sorted[route.busBand] ?? []
            let (low, high) = ((xs.min() ?? 0) + 5, (xs.max() ?? 0) + 5)
            // Beside its own run, else at its start: a halo keeps it readable over a crossing line.
            let clear = { (x: Double) -> Bool in
                let next = Self.firstIndex(in: lines) { $0 > x - 4 }
                return next == lines.count || !(lines[next] < x + width + 4)
            }
            var start = low
            if !clear(low) {
                var j = Self.firstIndex(in: lines) { $0 + 5 >= low }
                while j < lines.count, lines[j] + 5 <= high, !clear(lines[j] + 5) { j += 1 }
                if j < lines.count, lines[j] + 5 <= high { start = lines[j] + 5 }
            }
            routes[i].labelX = start
            runs.append((route.busBand, min(xs.min() ?? 0, start) - 2, max(xs.max() ?? 0, start + width) + 2, i, true))
            if let channel = route.channel {
                runs.append((route.entryBand, min(channel, route.targetPort) - 2, max(channel, route.targetPort) + 2, i, false))
            }
        }
        var ends: [Int: [Double]] = [:]   // per band, where each lane is taken up to
        for run in runs.sorted(by: { $0.from < $1.from }) {
            var bandEnds = ends[run.band, default: []]
            let lane = bandEnds.firstIndex { $0 + 10 <= run.from } ?? bandEnds.count
            if lane == bandEnds.count { bandEnds.append(run.to) } else { bandEnds[lane] = run.to }
            ends[run.band] = bandEnds
            if run.isBus { routes[run.route].busLane = lane } else { routes[run.route].entryLane = lane }
        }
        lanes = ends.mapValues(\.count)
    }

    /// The height of the band below each level: room for the value arrows and every lane.
    func bandHeights(_ levels: [Int]) -> [Int: Double] {
        Dictionary(uniqueKeysWithValues: levels.map { ($0, max(46, 34 + Double(lanes[$0, default: 0]) * Self.laneGap)) })
    }

    /// The right-most point a route or its label reaches.
    func right() -> Double {
        routes.map { route in
            max(route.labelX + Double(TextWidth.columns(Self.text(route))) * Self.labelCharWidth, route.channel ?? 0,
                route.sourcePorts.max() ?? 0, route.targetPort)
        }.max() ?? 0
    }

    /// The arrows as SVG, once the levels are stacked.
    func draw(_ layout: TreeLayout) -> String {
        var out = ""
        // Each band's top once: asked per arrow, it walked every box, for thousands of arrows.
        var tops: [Int: Double] = [:]
        for level in Set(routes.flatMap { [$0.busBand, $0.entryBand] }) { tops[level] = layout.band(below: level).top }
        for route in routes {
            // As in the DOT drawing: a read dashed purple, an environment entry dotted green.
            let colour = route.kind == .environment ? "#00796b" : "#7b1fa2"
            let dash = route.kind == .environment ? "2 3" : "5 4"
            guard let target = layout.placed[route.target] else { continue }
            let busY = (tops[route.busBand] ?? 0) + 18 + Double(route.busLane) * Self.laneGap
            var d = ""
            for (id, x) in zip(route.sources, route.sourcePorts) {
                guard let source = layout.placed[id] else { continue }
                d += "M\(TreeSVG.f(x)),\(TreeSVG.f(route.exitsTop ? source.y : source.bottom)) V\(TreeSVG.f(busY)) "
            }
            let join = route.channel ?? route.targetPort
            let xs = route.sourcePorts + [join]
            d += "M\(TreeSVG.f(xs.min() ?? join)),\(TreeSVG.f(busY)) H\(TreeSVG.f(xs.max() ?? join)) "
            let end = route.entersTop ? target.y : target.bottom
            let step = route.entersTop ? -6.0 : 6.0
            if let channel = route.channel {
                let entryY = (tops[route.entryBand] ?? 0) + 18 + Double(route.entryLane) * Self.laneGap
                d += "M\(TreeSVG.f(channel)),\(TreeSVG.f(busY)) V\(TreeSVG.f(entryY)) H\(TreeSVG.f(route.targetPort)) V\(TreeSVG.f(end + step))"
            } else {
                d += "M\(TreeSVG.f(join)),\(TreeSVG.f(busY)) V\(TreeSVG.f(end + step))"
            }
            let x = route.targetPort
            let head = "\(TreeSVG.f(x - 4)),\(TreeSVG.f(end + step * 1.2)) \(TreeSVG.f(x + 4)),\(TreeSVG.f(end + step * 1.2)) \(TreeSVG.f(x)),\(TreeSVG.f(end))"
            out += "<path d=\"\(d)\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.3\" stroke-dasharray=\"\(dash)\"/>"
                + "<polygon points=\"\(head)\" fill=\"\(colour)\"/>\n"
            if !route.label.isEmpty {
                out += "<text x=\"\(TreeSVG.f(route.labelX))\" y=\"\(TreeSVG.f(busY - 3))\" class=\"edge\" fill=\"\(colour)\">"
                    + "\(HTML.escape(Self.text(route)))</text>\n"
            }
        }
        return out
    }
}
