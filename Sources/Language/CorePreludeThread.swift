import Foundation
import Synchronization

/// The core prelude parsed on a thread of its own while the command line is read (`start`), and that
/// thread joined before a session parses or declares anything (`join`).
///
/// The join is what makes the thread safe: in a release build this target counts references without
/// atomic instructions (Package.swift), which is only right while one thread at a time runs its code on
/// a given object. The prelude thread and a session share the operator table, the prelude's own object
/// and the unescaping tables; joined first, the thread's last write is seen before the session's first.
package enum CorePreludeThread {
    private static let running = Mutex<pthread_t?>(nil)

    /// Starts parsing the core prelude (once per process); a process that cannot make a thread parses
    /// it when its first session starts.
    package static func start() {
        running.withLock { running in
            guard running == nil else { return }
            var thread = pthread_t()
            if pthread_create(&thread, nil, { _ in Prelude.prepareCorePrelude(); return nil }, nil) == 0 { running = thread }
        }
    }

    /// Waits for the thread `start` made, if it is still to be waited for.
    package static func join() {
        guard let thread = running.withLock({ running in defer { running = nil }; return running }) else { return }
        pthread_join(thread, nil)
    }
}
