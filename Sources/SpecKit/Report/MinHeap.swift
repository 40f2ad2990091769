/// A binary heap, least element on top.
struct MinHeap<Element: Comparable> {
    private(set) var elements: [Element] = []

    init() {}

    init(_ elements: [Element]) {
        self.elements = elements
        for i in stride(from: elements.count / 2 - 1, through: 0, by: -1) { down(i) }
    }

    var top: Element? { elements.first }
    var isEmpty: Bool { elements.isEmpty }

    mutating func push(_ element: Element) {
        elements.append(element)
        var i = elements.count - 1
        while i > 0, elements[i] < elements[(i - 1) / 2] {
            elements.swapAt(i, (i - 1) / 2)
            i = (i - 1) / 2
        }
    }

    mutating func pop() {
        guard !elements.isEmpty else { return }
        elements.swapAt(0, elements.count - 1)
        elements.removeLast()
        down(0)
    }

    private mutating func down(_ start: Int) {
        var i = start
        while true {
            let l = 2 * i + 1, r = l + 1
            var least = i
            if l < elements.count && elements[l] < elements[least] { least = l }
            if r < elements.count && elements[r] < elements[least] { least = r }
            if least == i { return }
            elements.swapAt(i, least)
            i = least
        }
    }
}
