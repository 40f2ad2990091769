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
