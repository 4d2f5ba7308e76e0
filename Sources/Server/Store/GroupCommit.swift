import Synchronization

/// Group commit: transactions asked for while one is committing wait, then all of them run as one
/// transaction with one commit, so that a disk's flush (a few milliseconds each, one per commit)
/// serves many requests rather than one. Each request still gets its own answer only after the
/// commit that holds it, so an answer still means "on disk" (a SIGKILL loses nothing answered);
/// and each runs in a savepoint of its own, so one that fails leaves the others of its batch
/// alone. Nothing waits on a timer: a lone request commits at once; under load, batches grow by
/// themselves to what arrived during the last commit.
final class GroupCommit: Sendable {
    /// Runs a batch, each request's statements in order, as one transaction committed before it
    /// returns; each request's rows or its own error. Throws when the batch as a whole failed
    /// (nothing of it is committed then).
    typealias Committer = @Sendable ([[SQLStatement]]) async throws -> [Result<[[SQLRow]], any Error>]

    private struct Request {
        var statements: [SQLStatement]
        var answer: CheckedContinuation<[[SQLRow]], any Error>
    }

    private struct Queue {
        var waiting: [Request] = []
        var committing = false
    }

    private let commit: Committer
    private let queue = Mutex(Queue())

    init(_ commit: @escaping Committer) { self.commit = commit }

    /// Runs `statements` in the next batch and returns their rows once that batch is committed.
    func transaction(_ statements: [SQLStatement]) async throws -> [[SQLRow]] {
        try await withCheckedThrowingContinuation { answer in
            let idle = queue.withLock { queue in
                queue.waiting.append(Request(statements: statements, answer: answer))
                defer { queue.committing = true }
                return !queue.committing
            }
            // Not tied to the request's task: once asked for, a transaction is committed even if the
            // client goes away meanwhile.
            if idle { Task { await self.commitWaiting() } }
        }
    }

    /// Commits what waits, batch after batch, until nothing does.
    private func commitWaiting() async {
        while true {
            let batch = queue.withLock { queue in
                defer { queue.waiting = [] }
                if queue.waiting.isEmpty { queue.committing = false }
                return queue.waiting
            }
            guard !batch.isEmpty else { return }
            do {
                let outcomes = try await commit(batch.map(\.statements))
                for (request, outcome) in zip(batch, outcomes) { request.answer.resume(with: outcome) }
            } catch {
                for request in batch { request.answer.resume(throwing: error) }
            }
        }
    }
}
