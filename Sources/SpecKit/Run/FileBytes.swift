import Foundation

/// A file's bytes read with `read(2)` straight into the array a spec is decoded from.
///
/// `FileHandle` reads into `Data`, and making the array copied it: every page of a large spec was
/// touched twice, a fifth of the page faults of `spec check` on a 10 MB file.
enum FileBytes {
    /// Up to `limit` bytes from `descriptor`, and whether its end was reached: false after an
    /// error, which the caller's `FileHandle` then meets and reports.
    static func read(_ descriptor: Int32, upTo limit: Int, after start: [UInt8] = []) -> (bytes: [UInt8], atEnd: Bool) {
        var info = stat()
        let isRegular = fstat(descriptor, &info) == 0 && (info.st_mode & mode_t(S_IFMT)) == mode_t(S_IFREG)
        let size = isRegular ? Int(info.st_size) : 0
        var atEnd = false, failed = false
        // A regular file's size and one byte more, to see its end (or that it grew) in the same buffer.
        var bytes = [UInt8](unsafeUninitializedCapacity: max(min(size + 1, limit), start.count)) { buffer, count in
            for byte in start { buffer[count] = byte; count += 1 }
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

/// What reading a named pipe (a fifo) finds once it has waited for a program to write to it.
enum PipeWriter {
    /// Not a fifo, or a writer came: read on, after these bytes (the one a last look took).
    case came([UInt8])
    /// No program opened the fifo to write within the wait.
    case none
}

extension FileBytes {
    /// Waits up to `seconds` for a program to write to the fifo `descriptor` was opened on without
    /// waiting (`O_NONBLOCK`: opening one for reading blocks until a writer opens it, forever if
    /// none does), then makes its reads block again, for any other file at once. A writer that
    /// is there but silent (a slow program behind `<(…)`) is waited for as long as it takes, as
    /// a pipe is: only a fifo nobody writes to is given up on.
    static func awaitWriter(_ descriptor: Int32, seconds: Double) -> PipeWriter {
        defer { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & mode_t(S_IFMT)) == mode_t(S_IFIFO) else { return .came([]) }
        let deadline = Date(timeIntervalSinceNow: seconds)
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        // Something to read, or a writer that came and went (POLLHUP): read it as it is.
        while true {
            let left = Int32(max(0, (deadline.timeIntervalSinceNow * 1000).rounded(.up)))
            let n = poll(&ready, 1, left)
            if n > 0 { return .came([]) }
            if n == 0 || errno != EINTR { break }
        }
        // Nothing yet. With no writer, a read says the end of the file; with a silent one, that
        // it would block; a byte that came at the last moment is kept.
        var byte: UInt8 = 0
        let n = systemRead(descriptor, &byte, 1)
        if n == 1 { return .came([byte]) }
        return n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) ? .came([]) : .none
    }
}

/// `read(2)`, named apart from `FileBytes.read`, which would shadow it inside the type.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
