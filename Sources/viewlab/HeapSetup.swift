import Foundation

/// How viewlab's `malloc` gets memory from the system, set before anything else runs.
///
/// Every thread allocates from the one heap at the program break (`M_ARENA_MAX` 1): learner code
/// runs on its own thread (Session.onLargeStack), whose own arena would grow by an mprotect call
/// every 128 KiB. The heap grows 256 MiB at a time (`M_TOP_PAD`): address space, not memory, until it
/// is touched; freed memory up to that much stays with the process rather than going back at once.
/// The first such growth is made here, and the kernel is asked to back it with transparent huge
/// pages (`madvise(MADV_HUGEPAGE)`): a 10,000-row list lives in ~150 MB, and touching it 4 KiB at a
/// time took ~32,000 page faults, a fifth of the run; in 2 MiB pages it takes ~2,000 (0.41 →
/// 0.32 s). Where the kernel gives huge pages to every process, or to none, the advice changes
/// nothing; where the break cannot grow, `malloc` maps memory as it always does. Under a limit on
/// the address space or the data size (`ulimit -v`, `ulimit -d`), which those 256 MiB would count
/// against before any is used, the heap grows 64 MiB at a time and is not made at start.
func prepareHeap() {
    // glibc's mallopt is not in Swift's Glibc module (malloc.h), nor are its parameters' values.
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
    let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    let arenaMax: Int32 = -8, topPad: Int32 = -2, madvHugePage: Int32 = 14
    _ = mallopt(arenaMax, 1)
    let limited = [RLIMIT_AS, RLIMIT_DATA].contains { resource in
        var limit = rlimit()
        return getrlimit(__rlimit_resource_t(resource.rawValue), &limit) != 0 || limit.rlim_cur != rlim_t.max
    }
    _ = mallopt(topPad, limited ? 64 << 20 : 256 << 20)
    guard !limited else { return }
    // Allocations that do not fit the heap's free room make it grow, by the pad.
    let before = UInt(bitPattern: sbrk(0))
    var blocks: [UnsafeMutableRawPointer?] = []
    while UInt(bitPattern: sbrk(0)) == before, blocks.count < 64 { blocks.append(malloc(100 << 10)) }
    blocks.forEach { free($0) }
    let after = UInt(bitPattern: sbrk(0))
    guard after > before else { return }
    let start = before & ~UInt(getpagesize() - 1)
    _ = madvise(UnsafeMutableRawPointer(bitPattern: start), Int(after - start), madvHugePage)
}
