/// The storage of one `var` local: the blocks inside the one that declares it see the same, so
/// that `total += item.price` in a loop's body changes the total after the loop (§96). It lives
/// only while its block runs, so it never enters a snapshot of the graph.
final class LocalVariable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
