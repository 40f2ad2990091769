/// FNV-1a, 64 bits: a quick hash of some bytes, to tell texts apart (an edited file, a repeated
/// key), not a defence against forgery.
enum FNV1a {
    static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return h
    }
}
