/// A graph taken over by another copy of the same declarations: an exploring thread renders
/// from a copy of the spec of its own, so that threads do not write the reference counts of the
/// same shared objects (docs/performance.md, "Each thread its own declarations").
extension Graph {
    /// Makes `own`, a decoding of the same file as this graph's declarations, the ones it reads:
    /// the graph's component boxes and its nodes' are replaced by `boxes`' for the same names,
    /// made there when first needed. Nothing else changes: a box is a function of its declaration,
    /// and the two declarations are equal. Boxes that are not the graph's declared ones (a screen
    /// node's, a box renamed by its slot) are kept; they are rare, and still correct.
    func adopt(_ own: Declared, boxes: inout [String: ComponentBox]) {
        guard own !== declared else { return }
        var replaced: [ObjectIdentifier: ComponentBox] = [:]
        replaced.reserveCapacity(componentBoxes.count)
        var table: [String: ComponentBox] = [:]
        table.reserveCapacity(componentBoxes.count)
        for (name, box) in componentBoxes {
            let mine: ComponentBox
            if let known = boxes[name] {
                mine = known
            } else if let decl = own.spec.component(named: name) {
                mine = ComponentBox(decl, eager: isEager)
                boxes[name] = mine
            } else {
                mine = box
            }
            replaced[ObjectIdentifier(box)] = mine
            table[name] = mine
        }
        declared = own
        componentBoxes = table
        for node in nodes.values {
            if let mine = replaced[ObjectIdentifier(node.componentBox)] { node.componentBox = mine }
        }
    }
}
