import Foundation

/// A thread with `Budget.largeStackSize` of stack, made with `pthread_create` so that a failure to
/// make it is seen (Foundation's `Thread.start()` says nothing, and its caller waited forever).
enum LargeStackThread {
    private final class Start {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// Runs `body` on a new thread and waits for it; false, with nothing run, when no thread with
    /// that much stack can be made.
    static func run(_ body: @escaping () -> Void) -> Bool {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, Budget.largeStackSize)
        let start = Unmanaged.passRetained(Start(body))
        var thread = pthread_t()
        let created = pthread_create(&thread, &attributes, { raw in
            Unmanaged<Start>.fromOpaque(raw!).takeRetainedValue().body()
            return nil
        }, start.toOpaque())
        guard created == 0 else {
            start.release()
            return false
        }
        pthread_join(thread, nil)
        return true
    }

    /// How many bytes of stack the calling thread has below this frame (its stack's lowest address,
    /// from `pthread_getattr_np`); 1 MiB when that cannot be told.
    static func currentStackRoom() -> Int {
        // A GNU extension, not in Swift's Glibc module.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else { return 1 << 20 }
        let getattr = unsafeBitCast(symbol, to: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32).self)
        var attributes = pthread_attr_t()
        guard getattr(pthread_self(), &attributes) == 0 else { return 1 << 20 }
        defer { pthread_attr_destroy(&attributes) }
        var lowest: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &lowest, &size) == 0, let lowest else { return 1 << 20 }
        return Int(Budget.stackAddress() &- UInt(bitPattern: lowest))
    }
}
