/// The storage of one `var` local: the blocks inside the one that declares it see the same, so
/// that `total += item.price` in a loop's body changes the total after the loop (§96). An
/// action's lives only while its block runs; a task's is kept in the task's record, which a
/// copied graph gives variables of its own (RunningTask.swift).
final class LocalVariable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
