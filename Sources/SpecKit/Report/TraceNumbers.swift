/// Values kept by node or model number for a reader of the event log. The engine numbers both
/// from 1 up, one at a time, so an array indexed by the number does what a dictionary did without
/// hashing (the trace of a large tree looked numbers up several times an event). A number far
/// past the ones seen, which the engine does not make, is kept in a dictionary instead.
struct NumberTable<Value> {
    private var slots: [Value?] = []
    private var others: [Int: Value] = [:]

    /// How far past the last slot a new number may land and still grow the array.
    private static var reach: Int { 4096 }

    subscript(number: Int) -> Value? {
        get {
            if number >= 0 && number < slots.count { return slots[number] }
            return others.isEmpty ? nil : others[number]
        }
        set {
            if number >= 0 && number < slots.count {
                slots[number] = newValue
            } else if newValue == nil {
                // Forgetting a number never seen grows nothing.
                if !others.isEmpty { others[number] = nil }
            } else if number >= 0 && number <= slots.count + Self.reach {
                let end = max(number + 1, slots.count * 2)
                slots.append(contentsOf: repeatElement(nil, count: end - slots.count))
                // Numbers kept aside that the array now covers move into it.
                for (kept, value) in others where kept < slots.count {
                    slots[kept] = value
                    others[kept] = nil
                }
                slots[number] = newValue
            } else {
                others[number] = newValue
            }
        }
    }

    /// The numbers kept and their values, in increasing order of number.
    var entries: [(number: Int, value: Value)] {
        let aside = others.sorted { $0.key < $1.key }
        let kept = slots.indices.compactMap { number in slots[number].map { (number: number, value: $0) } }
        return aside.filter { $0.key < 0 }.map { ($0.key, $0.value) } + kept + aside.filter { $0.key >= 0 }.map { ($0.key, $0.value) }
    }
}

extension NumberTable: Sendable where Value: Sendable {}
