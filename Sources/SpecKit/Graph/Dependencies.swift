/// Dependencies and measures: what each render read, the writes that run those renders again
/// (docs/semantics.md §4, §10, §15, §17), and the counts assertions read (§12).
extension Graph {
    func record(_ dependency: Dependency) {
        guard let reader else { return }
        if case .state(let id, let name) = dependency, id == reader.id, let position = reader.componentBox.holder(name) {
            return recordOwnState(at: position, named: name, of: reader)
        }
        record(readKey(for: dependency), dependency)
    }

    /// Records a read by its key for the body running now; the log keeps the dependency itself.
    func record(_ key: ReadKey, _ dependency: @autoclosure () -> Dependency) {
        guard let reader else { return }
        // In a for-each's row, Observation tracks the read for the row (ForEachRows.swift).
        if rowBuilding != nil, key.kind == .field || (key.kind == .named && dependency().isObservationTracked) {
            return recordRowRead(key, dependency())
        }
        guard reader.reads.insert(key) else { return }
        if recording { reader.noteRead(dependency()) }
    }

    /// A body reading its own node's holder at `position`: most reads are these, kept as a bit of
    /// the node rather than in the readers index, which a write to the holder looks at besides.
    func recordOwnState(at position: Int, named name: String, of node: Node) {
        guard position < Node.ownStateBits else { return record(ReadKey(.state, owner: node.id, position), .state(node: node.id, name: name)) }
        let bit: UInt64 = 1 << UInt64(position)
        guard node.ownReads & bit == 0 else { return }
        node.ownReads |= bit
        if recording { node.noteRead(.state(node: node.id, name: name)) }
    }

    /// An escaping closure (a presentation's content, §22; a content closure, §48), or a custom
    /// binding's getter run in another view's update (§38), reading its owner's `@State` (or
    /// `@FocusState`, §42): SwiftUI marks the location read by any update that reads it, so the
    /// owner's body runs again when it is next written, as if its own last render had read it.
    func closureRead(_ name: String, of owner: Node) {
        let box = owner.componentBox
        // Past the declared holders are a screen node's own states, which no closure captures.
        guard let position = box.holder(name), position < Node.ownStateBits, position < box.decl.holders.count else { return }
        guard Self.marksItsOwner(box.decl.holders[position].kind) else { return }
        owner.ownReads |= 1 << UInt64(position)
    }

    /// The key reads and the readers index keep for a dependency: positions where the node or the
    /// instance is known, else (and for the rarer kinds) a number for its name.
    func readKey(for dependency: Dependency) -> ReadKey {
        switch dependency {
        case .state(let id, let name):
            if let position = nodes[id]?.componentBox.holder(name) { return ReadKey(.state, owner: id, position) }
            return ReadKey(.named, owner: id, readName(.state(node: 0, name: name)))
        case .field(let id, let name):
            if let position = models.position(of: name, in: id) { return ReadKey(.field, owner: id, position) }
            return ReadKey(.named, owner: id, readName(.field(model: 0, name: name)))
        case .object(let id):
            return ReadKey(.object, owner: id)
        case .environment(let id, let key):
            return ReadKey(.named, owner: id, readName(.environment(node: 0, key: key)))
        case .creations, .storage:
            return ReadKey(.named, owner: 0, readName(dependency))
        }
    }

    /// The number a name of a dependency (its node or instance left out) goes by in read keys.
    private func readName(_ name: Dependency) -> Int {
        if let known = readNames[name] { return known }
        readNames[name] = readNames.count
        return readNames.count - 1
    }

    /// A read the log shows but that subscribes nothing: an ObservableObject's field, which
    /// notifies through its object (`.object`) rather than field by field.
    func note(_ read: Dependency) {
        guard recording, let reader, !reader.readOrder.contains(read) else { return }
        reader.noteRead(read)
    }

    /// Replaces a node's entries in the readers index with its latest reads.
    func index(_ node: Node, old: ReadSet) {
        // A body mostly reads what it read last time, in the same order: nothing changes then.
        if old == node.reads { return }
        for key in old where !node.reads.contains(key) { unread(key, by: node) }
        for key in node.reads where !old.contains(key) {
            if let i = readers.index(forKey: key) { readers.values[i].insert(node.id) } else { readers[key] = .one(node.id) }
        }
    }

    /// Drops a node from a dependency's readers, and the entry with its last reader: an entry
    /// nobody reads would outlive the model instance or node it names.
    private func unread(_ key: ReadKey, by node: Node) {
        guard let i = readers.index(forKey: key) else { return }
        if readers.values[i].removing(node.id) { readers.remove(at: i) }
    }

    func unindex(_ node: Node) {
        for key in node.reads { unread(key, by: node) }
        node.reads = ReadSet()
        node.ownReads = 0
        node.forgetReadOrder()
    }

    /// A state or field write: stores it and, when the value differs, invalidates its readers.
    /// `inPlace`: Swift writes the field through the `@Observable` macro's `_modify` accessor
    /// (`+=`, a mutating method, a member of a struct), which tells the registrar without
    /// comparing, so an equal value notifies too (§4).
    func write(_ dependency: Dependency, _ value: Value, inPlace: Bool = false, at location: Location) throws {
        mayHoldGarbage = true
        let old: Value
        switch dependency {
        case .state(let id, let name):
            guard let node = nodes[id], let position = node.componentBox.holder(name), let current = node[holderAt: position] else {
                // Through a binding another gone view carried, or with the presentation (GoneStorage.swift).
                if goneNodes[id] != nil { dropGoneWrite(id, name, value) }
                return
            }
            old = current
            if old == value { return emit(.stateUnchanged(node.ref, name: name, value: value)) }
            node[holderAt: position] = value
            release(old)
            writeCount += 1
            emit(.stateWritten(node.ref, name: name, old: old, new: value))
        case .field(_, let name):
            guard case .model(let ref)? = modelRef(for: dependency), let current = models.field(name, of: ref) else { return }
            old = current
            if !ref.kind.tracksFieldReads {
                // The property's `willSet` runs before `@Published`'s own, which publishes (§70); a
                // plain class's property stores the value and tells nobody (§71).
                try runFieldWillSet(name, of: ref, old: old, new: value, at: location)
                try publish(name, of: ref, old: old, new: value)
                // A class's `didSet` runs at every assignment, after the store (§64).
                try runFieldObserver(name, of: ref, old: old, new: value, at: location)
                return
            }
            // The macro's setter skips telling the registrar of an equal value only for a type it
            // can compare (§4), and only since Swift 6.2: before it (`toolchain: xcode16`) the
            // setter compares nothing and notifies. It stores the value either way, and the
            // property's observers run (§64, §70). An `@ObservationIgnored` field has no such
            // setter and tells nobody under any toolchain.
            if old == value, !inPlace, !equalWriteNotifies(name, of: ref, value) {
                let ignored = ignoresObservation(of: name, in: ref)
                if !ignored { equalAssignments += 1 }
                if scenario.toolchain.observableSetterCompares || ignored {
                    emit(.fieldUnchanged(ref, field: name, value: value))
                    try runFieldWillSet(name, of: ref, old: old, new: value, at: location)
                    let now = field(name, of: ref, afterWillSetOf: old)
                    if now != value {
                        models.set(name, of: ref, to: value)
                        release(now)
                    }
                    return try runFieldObserver(name, of: ref, old: old, new: value, at: location)
                }
                emit(.writtenUncompared(ref, field: name))
            }
            if old == value && inPlace { emit(.writtenInPlace(ref, field: name)) }
            try runFieldWillSet(name, of: ref, old: old, new: value, at: location)
            let replaced = field(name, of: ref, afterWillSetOf: old)
            models.set(name, of: ref, to: value)
            release(replaced)
            writeCount += 1
            emit(.fieldWritten(ref, field: name, old: old, new: value))
            // `@ObservationIgnored`: the registrar is never told, so no reader is invalidated.
            if !ignoresObservation(of: name, in: ref) { invalidateReaders(of: dependency) }
            try runFieldObserver(name, of: ref, old: old, new: value, at: location)
            return
        case .storage(let key):
            return try store(value, under: key, at: location)
        case .creations, .object, .environment:
            return
        }
        invalidateReaders(of: dependency)
    }

    /// A write to an ObservableObject's or a plain class's field. `@Published` publishes in its
    /// `willSet`, which runs at every assignment, equal value or not, and notifies every observer of
    /// the object; a plain `var` notifies nobody.
    fileprivate func publish(_ field: String, of ref: ModelRef, old: Value, new: Value) throws {
        let published = spec.model(named: ref.type)?.publishes(field) ?? false
        if !published && old == new { return }
        // `willSet`: a view's `.onReceive(model.$field)` runs now, the old value still stored (§58).
        if published && !publisherSubscriptions.isEmpty { try deliverPublished(field, of: ref, old: old, new: new) }
        models.set(field, of: ref, to: new)
        writeCount += 1
        emit(.fieldWritten(ref, field: field, old: old, new: new))
        guard published else { return }
        // `willSet` fires before the store; the log shows the write first, then who hears of it.
        emit(.objectWillChange(ref, field: field))
        invalidateReaders(of: .object(model: ref.id), because: "\(ref) published `\(field)`")
    }

    /// `store.objectWillChange.send()`: the publisher every `@Published` property sends through,
    /// sent by hand: every view observing the object is told, whatever it read, and an
    /// `.onReceive(store.objectWillChange)` hears it (§15, §58).
    func sendObjectWillChange(_ ref: ModelRef) throws {
        if !publisherSubscriptions.isEmpty { try deliverPublished("", of: ref, old: .null, new: .null) }
        emit(.objectWillChange(ref, field: ""))
        invalidateReaders(of: .object(model: ref.id), because: "\(ref) sent objectWillChange")
    }

    /// What the field holds once its `willSet` ran: `old`, unless the willSet assigned the field
    /// itself, whose value the one being set now replaces (§70 rule 4).
    fileprivate func field(_ name: String, of ref: ModelRef, afterWillSetOf old: Value) -> Value {
        fieldWillSets.isEmpty ? old : models.field(name, of: ref) ?? old
    }

    fileprivate func modelRef(for dependency: Dependency) -> Value? {
        guard case .field(let id, _) = dependency else { return nil }
        return models.ref(id).map { .model($0) }
    }

    /// Why a write makes its readers render again, as the log and the never-settles message say.
    func describe(_ dependency: Dependency) -> String {
        switch dependency {
        case .state(let id, let name):
            return Self.stateChanged(name, of: nodes[id])
        case .field(let id, let name):
            return Self.words(models.ref(id)?.description ?? "a model", ".", name, " changed")
        case .creations(let type):
            return Self.words(type, ".creations changed")
        case .object(let id):
            return Self.words(models.ref(id)?.description ?? "an object", " published a change")
        case .environment(let id, let key):
            return Self.words(key.description, " changed in the environment of ", nodes[id]?.ref.path ?? "a removed node")
        case .storage(let key):
            return Self.words(key.store.words, " `", key.name, "` changed")
        }
    }

    /// The parts one after another, their bytes copied into a string made at its final size:
    /// interpolation grew its buffer again for most of these, and appending checks each part's
    /// form, at every write a body read.
    static func words(_ a: String, _ b: String, _ c: String = "", _ d: String = "", _ e: String = "") -> String {
        String(unsafeUninitializedCapacity: a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count + e.utf8.count) { buffer in
            var at = 0
            func put(_ part: String) { at += UnsafeMutableBufferPointer(rebasing: buffer[at...]).initialize(from: part.utf8).1 }
            put(a); put(b); put(c); put(d); put(e)
            return at
        }
    }

    /// What a binding writes: the holder, or the model's field (for a binding with a path, the
    /// whole value its path starts from).
    func target(of binding: BindingRef) -> Dependency {
        if let model = binding.model { return .field(model: model.id, name: binding.name) }
        if let key = binding.storageKey { return .storage(key) }
        return .state(node: binding.node, name: binding.name)
    }

    /// Reads the holder or model field a binding points to; the reading body depends on it. A
    /// binding with a path reads its holder, then walks the path (`element(through:)`).
    func read(_ binding: BindingRef, for node: Node?, at location: Location) throws -> Value {
        if !binding.path.isEmpty { return try element(through: binding, for: node, at: location) }
        if binding.element != nil, let field = try projectedField(binding, for: node, at: location) {
            return try readWhole(field, for: node, at: location)
        }
        return try readWhole(binding, for: node, at: location)
    }

    /// The holder or model field a binding starts from, its path aside: read in place, as a
    /// copy of the binding without its path was made at every read through an element.
    private func readWhole(_ binding: BindingRef, for node: Node?, at location: Location) throws -> Value {
        if let model = binding.model {
            guard let value = models.field(binding.name, of: model) else {
                if spec.model(named: model.type)?.computed(named: binding.name) != nil {
                    // Swift: a get-only property's key path is no `WritableKeyPath`, so `$m.total` does not compile.
                    throw Diagnostic("$\(model.type).\(binding.name) binds a computed property, which has no setter; a binding needs a stored field",
                                     at: location, hint: "bind a field it is computed from, or pass the value itself")
                }
                throw Diagnostic("\(model.type) has no field '\(binding.name)'", at: location,
                                 hint: spec.model(named: model.type).flatMap {
                                     Suggestion.hint(for: binding.name, in: $0.fields.map(\.name), known: "its fields")
                                 })
            }
            // Reading through `$model.field` reads the field: the reading body depends on it.
            // An ObservableObject's field notifies through the object instead (semantics §15); a
            // plain class's field notifies nobody (§71).
            if let node, reader === node {
                if !model.kind.tracksFieldReads || ignoresObservation(of: binding.name, in: model) {
                    note(.field(model: model.id, name: binding.name))
                } else {
                    record(.field(model: model.id, name: binding.name))
                }
            }
            return value
        }
        if let key = binding.storageKey { return try readStorage(binding, key: key, for: node, at: location) }
        guard let owner = nodes[binding.node], let position = owner.componentBox.holder(binding.name),
              let value = owner[holderAt: position] else {
            // Here, not first: a binding to a holder, the common one, pays nothing for custom ones.
            if let custom = binding.custom { return try read(custom, for: node, at: location) }
            throw Diagnostic("the binding $\(binding.name) points to a view that is gone", at: location)
        }
        // What `record(.state(…))` does, with the holder's position already found.
        if let node, reader === node {
            if owner === node { recordOwnState(at: position, named: binding.name, of: node) }
            else { record(ReadKey(.state, owner: owner.id, position), .state(node: owner.id, name: binding.name)) }
        }
        return value
    }

    /// The value at a binding's path (semantics §34). The reading body depends on the holder but
    /// for a binding into an element: the view that was given one is kept up to date by the owner
    /// that made it, whose for-each read the list. A screen's content, which no owner initializes
    /// again, subscribes to the whole holder. A path of fields only (`$person.address.city`), or one
    /// made by `$items[i]` rather than by a for-each (`made` is 0), was made without reading
    /// anything, so its reader depends on the holder, as for `$person` (§10).
    private func element(through binding: BindingRef, for node: Node?, at location: Location) throws -> Value {
        let subscribes = node?.screen != nil || binding.made == 0
            || !binding.path.contains { if case .index = $0 { true } else { false } }
        let whole = try readWhole(binding, for: subscribes ? node : nil, at: location)
        return try BindingPath.value(in: whole, along: binding, at: location)
    }

    /// Writes through a binding: to its holder, or for one with a path, a changed copy of the whole
    /// value to the holder, as a value type's `Binding` does; the holder's readers are invalidated.
    func write(through binding: BindingRef, _ value: Value, at location: Location) throws {
        if let custom = binding.custom {
            let whole = binding.path.isEmpty ? value
                : try BindingPath.replacing(in: try read(custom, for: nil, at: location), along: binding, with: value, at: location)
            return try write(custom, whole, at: location)
        }
        if binding.element != nil {
            try writeProjection(binding, value, at: location)
        } else if binding.path.isEmpty {
            try write(target(of: binding), value, at: location)
        } else {
            let whole = try readWhole(binding, for: nil, at: location)
            try write(target(of: binding), try BindingPath.replacing(in: whole, along: binding, with: value, at: location), at: location)
        }
        if recording { noteDidSetSkipped(by: binding) }
    }

    func count(_ measure: Measure, of component: String) {
        measureTable.add(measure, of: component)
    }

    /// Inits, renders or stale renders so far, over every component: counted whether or not
    /// the graph is recording.
    public func total(_ measure: Measure) -> Int {
        measureTable.total(measure)
    }

    /// `Model.creations` and `Component.renders`-style measures. Measures subscribe nothing: they
    /// are the instrument, not state of the app; a label shows them as of its last render.
    func staticField(_ field: String, of type: String, at location: Location, allowState: Bool = false) throws -> Value {
        if let model = spec.model(named: type) {
            guard field == "creations" else {
                throw Diagnostic("a model type has one static field, 'creations'; found '\(field)'", at: location)
            }
            if model.creations != .static { record(.creations(type: type)) }
            return .int(models.count(type))
        }
        if type == "Task" {
            guard field == "isCancelled" else {
                throw Diagnostic("Task has one field here, 'isCancelled'; found '\(field)'", at: location)
            }
            return .bool(running.flatMap { tasks[$0]?.cancelled } ?? false)
        }
        if let names = AsyncMeasure.names(of: type) {
            guard names.contains(field) else {
                throw Diagnostic("\(type) has the measures \(names.joined(separator: ", ")); found '\(field)'", at: location,
                                 hint: Suggestion.closest(to: field, in: names).map { "did you mean '\($0)'?" })
            }
            return .int(asyncMeasures["\(type).\(field)"] ?? 0)
        }
        guard let measure = Measure(rawValue: field) else {
            guard allowState else { throw Diagnostic("\(type) has no measure '\(field)'", at: location) }
            return try liveState(field, of: type, at: location)
        }
        return .int(measureTable.count(measure, of: type))
    }
}

/// The nodes whose last render read one dependency. Most dependencies have one reader (a node's
/// own state), kept without a set's storage; a set is made for a second.
enum ReaderSet {
    case one(Int)
    case many(Set<Int>)

    mutating func insert(_ id: Int) {
        switch self {
        case .one(let only): if only != id { self = .many([only, id]) }
        case .many(var ids):
            self = .one(0)   // lets the set be changed in place instead of copied
            ids.insert(id)
            self = .many(ids)
        }
    }

    /// Removes a reader; returns whether none is left.
    mutating func removing(_ id: Int) -> Bool {
        switch self {
        case .one(let only): return only == id
        case .many(var ids):
            self = .one(0)
            ids.remove(id)
            if ids.isEmpty { return true }
            self = ids.count == 1 ? .one(ids.first!) : .many(ids)
            return false
        }
    }
}
