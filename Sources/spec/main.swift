import Foundation
import SpecCommandLine
#if canImport(Glibc)
import Glibc

// A large spec's model is built in one go, hundreds of megabytes for a 10 MB file, and glibc grew
// the heap 128 KiB at a time and the second thread's arena a few pages at a time: 18,289
// `mprotect` calls, 30 ms of the 410 ms `spec check` took. Growing them 64 MiB at a time reserves
// address space, not memory; what the process frees stays with it for its next allocations until
// it exits (docs/performance.md, figure 1).
// `mallopt` is declared in <malloc.h>, which the Glibc module leaves out: found by name instead.
if let symbol = dlsym(nil, "mallopt") {
    let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    let topPad: Int32 = -2 // M_TOP_PAD
    _ = mallopt(topPad, 64 << 20)
}
#endif

// A standard stream the process was started without (`spec run x >&-`) would be taken by the
// next file opened, and what is printed would go there. /dev/null opened read-only holds its
// place: a write to it fails, and the command reports that it could not write its output.
for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 {
    _ = open("/dev/null", O_RDONLY)
}

// The command line is SpecCommandLine's; this only gives it the process's streams and exits with
// its status.
exit(SpecCommandLine.run(Array(CommandLine.arguments.dropFirst()), console: .standard))
