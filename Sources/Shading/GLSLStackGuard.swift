#if canImport(Darwin)
import Darwin
#endif

/// Whether this thread's stack is nearly used up: the limits above bound the recursion of a parse
/// or a check in a release build, but a debug build's frames are several times larger, and a
/// secondary thread's stack can be small (512 KB on macOS). Refusing the shader beats a crash.
struct GLSLStackGuard {
    /// The lowest address the recursion may reach: the stack's end plus a margin.
    private let limit: UInt
    static let margin: UInt = 128 * 1024

    init() {
        // Where the stack is not asked about (Linux: 8 MB by default), assume 512 KB below here.
        let here = Self.here()
        var end: UInt = here > 512 * 1024 ? here - 512 * 1024 : 0
        #if canImport(Darwin)
        let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
        let size = UInt(pthread_get_stacksize_np(pthread_self()))
        if top > size && top - size < here { end = top - size }
        #endif
        limit = end + Self.margin
    }

    @inline(never)
    private static func here() -> UInt {
        var marker = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    /// The stack grows down towards `limit`.
    var isLow: Bool { Self.here() < limit }
}
