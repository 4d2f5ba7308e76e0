import Synchronization

/// The workshop's join code as this server last read it, so that a record's code is checked
/// without a read of the database: a code that matches it goes on to the insert, which checks it
/// again against the table (`WorkshopStore.add(_:to:code:)`), so a code replaced meanwhile by
/// `rotate-code` in another process still writes nothing; a code that does not match is checked
/// against the table before it is refused (it may be the new one).
final class JoinCodeCache: Sendable {
    private let code: Mutex<String>

    init(_ code: String) { self.code = Mutex(code) }

    /// Whether `given` is the code last read, compared in constant time.
    func matches(_ given: String?) -> Bool { Secret.matches(given, code.withLock { $0 }) }

    /// The code read from the table now.
    func update(_ current: String) { code.withLock { $0 = current } }
}
