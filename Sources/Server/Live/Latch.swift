import Synchronization

/// Something that happens once, or fails, that any number of tasks wait for (the PostgreSQL store's
/// LISTEN being in place before the server answers).
final class Latch: Sendable {
    private enum State {
        case waiting([CheckedContinuation<Void, any Error>])
        case done(Result<Void, any Error>)
    }

    private let state = Mutex(State.waiting([]))

    /// Ends the wait with `outcome`; later calls change nothing.
    func settle(_ outcome: Result<Void, any Error>) {
        let waiting = state.withLock { state -> [CheckedContinuation<Void, any Error>] in
            guard case .waiting(let waiting) = state else { return [] }
            state = .done(outcome)
            return waiting
        }
        for continuation in waiting { continuation.resume(with: outcome) }
    }

    func wait() async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let outcome = state.withLock { state -> Result<Void, any Error>? in
                switch state {
                case .waiting(let waiting): state = .waiting(waiting + [continuation]); return nil
                case .done(let outcome): return outcome
                }
            }
            if let outcome { continuation.resume(with: outcome) }
        }
    }
}
