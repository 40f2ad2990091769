import Foundation
import SpecCommandLine
#if canImport(Glibc)
import Glibc

// A large spec's model is built in one go, hundreds of megabytes for a 10 MB file, and glibc grew
// the heap (and the second thread's arena) 128 KiB at a time: 30 ms of the 410 ms `spec check`
// took, in the kernel. Growing it 64 MiB at a time reserves address space, not memory; what the
// process frees stays with it for its next allocations until it exits (docs/performance.md).
// `mallopt` is declared in <malloc.h>, which the Glibc module leaves out: found by name instead.
if let symbol = dlsym(nil, "mallopt") {
    let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    let topPad: Int32 = -2 // M_TOP_PAD
    _ = mallopt(topPad, 64 << 20)
}
#endif

// The command line is SpecCommandLine's; this only gives it the process's streams and exits with
// its status.
exit(SpecCommandLine.run(Array(CommandLine.arguments.dropFirst()), console: .standard))
