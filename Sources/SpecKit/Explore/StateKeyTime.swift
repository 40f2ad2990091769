/// The clock's part of a state's key: the time, each unfinished task and where it stands, when
/// each timer fires next, each pending request (docs/exploring.md).
extension CanonicalWriter {
    mutating func writeTime() {
        int(graph.now)
        int(graph.tasks.count)
        for number in graph.tasks.isEmpty ? [] : graph.tasks.keys.sorted() {
            let task = graph.tasks[number]!
            if let number = nodeNumbers[task.ref.view.id] {
                int(number)
            } else {
                // Its view is gone: the storage its code still writes and reads, and what it and
                // the gone views its bindings name stored since (§27.5).
                int(-1)
                values(task.owner.holderValues)
                if !graph.goneValues.isEmpty {
                    var named = [task.owner.id]
                    for case .binding(let b)? in task.owner.propValues where graph.nodes[b.node] == nil { named.append(b.node) }
                    for id in named { values(graph.goneValues[id] ?? [:]) }
                }
            }
            byte(task.ref.structured ? 1 : 0)
            byte(task.cancelled ? 1 : 0)
            int(task.pc)
            string(task.body.first?.source ?? "")
            // An `if` or a `switch` that awaits put its block in its place: the blocks taken name the body.
            int(task.branches.count)
            for taken in task.branches { int(taken) }
            values(task.locals)
            variables(task.variables)
            // In an awaited method (§62): the instance, and each call it came from, by where.
            if let receiver = task.receiver { byte(1); value(.model(receiver)) } else { byte(0) }
            int(task.frames.count)
            for frame in task.frames {
                // A block's frame returns where a method's call would: its kind tells them apart (§75).
                byte(frame.kind.rawValue)
                string(frame.method)
                int(frame.pc)
                string(frame.body.first?.source ?? "")
                int(frame.branches.count)
                for taken in frame.branches { int(taken) }
                values(frame.locals)
                variables(frame.variables)
                if let receiver = frame.receiver { byte(1); value(.model(receiver)) } else { byte(0) }
                // A loop's copy and its turn: two tasks at one statement of its body differ by them (§85).
                // A `while` loop's turn changes nothing ahead, its condition reading the state
                // (§87), so a loop that ticks for ever does not make a new state at each turn.
                if let turns = frame.loop {
                    byte(1)
                    int(turns.loop.whileCondition == nil ? turns.next : 0)
                    int(turns.elements.count)
                    for element in turns.elements { value(element) }
                } else {
                    byte(0)
                }
            }
            switch task.waiting {
            case .sleep(let until)?: byte(1); int(until)
            case .request(let r)?: byte(2); string(r.name)
            case .values(let name)?: byte(3); string(name)
            case .stream(let instance, let name)?: byte(7); value(.model(instance)); string(name)
            case .streamTurn(let instance, let name)?: byte(9); value(.model(instance)); string(name)
            case .child(let name, let number)?: byte(4); string(name); int(number)
            case .children(let names)?: byte(5); for name in names { string(name) }
            case .task(let awaited)?: byte(6); value(.task(TaskHandle(number: awaited)))
            case .taskGroup(let group, let draining)?: byte(8); string(group); byte(draining ? 1 : 0)
            case nil: byte(0)
            }
            // The stream its loop iterates (§83): the instance, renamed as every instance is.
            if let iterated = task.iterating { byte(1); value(.model(iterated.instance)); string(iterated.name) } else { byte(0) }
            // A group's children running and its results not taken, in the order they ended (§88).
            if let group = task.group {
                byte(1)
                byte(group.cancelled ? 1 : 0)
                int(group.running.count)
                for result in group.ended {
                    string(result.call)
                    if case .finished(let v) = result.outcome { byte(1); value(v) } else if case .threw(let e) = result.outcome { byte(2); string(e.name) } else { byte(3) }
                }
            } else {
                byte(0)
            }
            for name in task.children.keys.sorted() {
                string(name)
                switch task.children[name]! {
                case .running(let number): byte(1); int(number)
                case .finished(let v): byte(2); value(v)
                case .threw(let error): byte(3); string(error.name)
                case .cancelled: byte(4)
                }
            }
        }
        // When each timer fires next, and ties in the order they fire: a timer that appeared 50 ms
        // later than another path's fires 50 ms later. Sleeps are written above, with their tasks.
        if graph.schedule.contains(where: { if case .timer = $0.what { true } else { false } }) {
            byte(1)
            let places = graph.tasks.keys.sorted()
            for entry in graph.schedule.sorted(by: { ($0.due, $0.order) < ($1.due, $1.order) }) {
                switch entry.what {
                case .timer(let id): byte(1); int(nodeNumbers[id] ?? -1); int(entry.due)
                case .task(let number): byte(2); int(places.firstIndex(of: number) ?? -1)
                }
            }
        } else {
            byte(0)
        }
        int(graph.pendingRequests.count)
        for request in graph.pendingRequests {
            string(request.ref.name)
            if let argument = request.ref.argument { value(argument) } else { byte(0) }
            byte(request.cancelled ? 1 : 0)
            // A response that arrived while the app was suspended, and when (§41).
            if let answer = request.answer { byte(1); int(answer.at) } else { byte(0) }
        }
    }
}

extension CanonicalWriter {
    /// A task's `var` locals by name, each with what it holds now (§96).
    mutating func variables(_ variables: [String: LocalVariable]) {
        int(variables.count)
        for name in variables.keys.sorted() {
            string(name)
            value(variables[name]!.value)
        }
    }
}
