import Synchronization

/// Group commit: items asked for while a batch is committing wait, then all of them go as the next
/// batch, in one transaction with one commit, so that a disk's flush (one per commit) and the
/// database's work per commit serve many requests rather than one. Each request still gets its own
/// answer only after the commit that holds it, so an answer still means "on disk" (a SIGKILL loses
/// nothing answered). Nothing waits on a timer: a lone request commits at once; under load, batches
/// grow by themselves to what arrived during the last commit, up to `largest`.
///
/// The SQLite store's transactions go this way (each in a savepoint of its own), and both stores'
/// new records (one statement inserting a batch of them: `WorkshopStore.add`).
final class GroupCommit<Item: Sendable, Answer: Sendable>: Sendable {
    /// Runs a batch as one transaction committed before it returns: each item's answer or its own
    /// error. Throws when the batch as a whole failed (nothing of it is committed then).
    typealias Committer = @Sendable ([Item]) async throws -> [Result<Answer, any Error>]

    private struct Request {
        var item: Item
        var answer: CheckedContinuation<Answer, any Error>
    }

    private struct Queue {
        var waiting: [Request] = []
        var committing = false
    }

    private let queue = Mutex(Queue())
    private let largest: Int

    init(largest: Int = .max) { self.largest = largest }

    /// Commits `item` in the next batch and returns its answer once that batch is committed.
    /// `commit` runs the batches: every caller of one queue passes the same committer, and the
    /// caller that finds the queue idle runs it for every batch until the queue is idle again.
    func submit(_ item: Item, committedBy commit: @escaping Committer) async throws -> Answer {
        try await withCheckedThrowingContinuation { answer in
            let idle = queue.withLock { queue in
                queue.waiting.append(Request(item: item, answer: answer))
                defer { queue.committing = true }
                return !queue.committing
            }
            // Not tied to the request's task: once asked for, an item is committed even if the
            // client goes away meanwhile.
            if idle { Task { await self.commitWaiting(commit) } }
        }
    }

    /// Commits what waits, batch after batch, until nothing does.
    private func commitWaiting(_ commit: Committer) async {
        while true {
            let batch = queue.withLock { queue in
                if queue.waiting.isEmpty { queue.committing = false }
                let taken = queue.waiting.prefix(largest)
                queue.waiting.removeFirst(taken.count)
                return Array(taken)
            }
            guard !batch.isEmpty else { return }
            do {
                let outcomes = try await commit(batch.map(\.item))
                for (request, outcome) in zip(batch, outcomes) { request.answer.resume(with: outcome) }
            } catch {
                for request in batch { request.answer.resume(throwing: error) }
            }
        }
    }
}
