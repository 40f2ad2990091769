extension String {
    /// Whether every UTF-8 byte of the text passes `test`, read from the contiguous bytes a
    /// native string has: a loop over `String.UTF8View`'s indexes cost several times as much a
    /// byte, and every scalar, label and name of a spec is scanned so.
    func allBytes(_ test: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where !test(byte) { return false }
            return true
        } ?? utf8.allSatisfy(test)
    }
}

extension String {
    /// `hasPrefix("$")`, a binding's mark, told from the first byte when it is not `$` (most
    /// names the validator reads); a `$` goes through `hasPrefix`, which also says no when a
    /// combining mark makes the first character another one.
    var startsWithDollar: Bool {
        utf8.first == UInt8(ascii: "$") && hasPrefix("$")
    }
}
