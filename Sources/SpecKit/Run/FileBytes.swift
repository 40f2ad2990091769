import Foundation

/// A file's bytes read with `read(2)` straight into the array a spec is decoded from.
///
/// `FileHandle` reads into `Data`, and making the array copied it: every page of a large spec was
/// touched twice, a fifth of the page faults of `spec check` on a 10 MB file.
enum FileBytes {
    /// Up to `limit` bytes from `descriptor`, and whether its end was reached: false after an
    /// error, which the caller's `FileHandle` then meets and reports.
    static func read(_ descriptor: Int32, upTo limit: Int) -> (bytes: [UInt8], atEnd: Bool) {
        var info = stat()
        let isRegular = fstat(descriptor, &info) == 0 && (info.st_mode & mode_t(S_IFMT)) == mode_t(S_IFREG)
        let size = isRegular ? Int(info.st_size) : 0
        var atEnd = false, failed = false
        // A regular file's size and one byte more, to see its end (or that it grew) in the same buffer.
        var bytes = [UInt8](unsafeUninitializedCapacity: min(size + 1, limit)) { buffer, count in
            while count < buffer.count {
                let n = systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
                if n > 0 { count += n } else if n == 0 { atEnd = true; break } else if errno != EINTR { failed = true; break }
            }
        }
        // A pipe, a device, or a file that grew: the rest a chunk at a time.
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while !atEnd, !failed, bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let n = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, wanted) }
            if n > 0 { bytes.append(contentsOf: chunk[..<n]) } else if n == 0 { atEnd = true } else if errno != EINTR { failed = true }
        }
        return (bytes, atEnd)
    }
}

/// `read(2)`, named apart from `FileBytes.read`, which would shadow it inside the type.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
