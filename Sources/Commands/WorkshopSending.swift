import Foundation
import ViewlabCourse
import ViewlabModel
import ViewlabWorkshopClient

/// Sends a joined learner's records to the workshop server: each is queued in the progress store
/// once the work is recorded, then the queue is sent (oldest first) within the command's two
/// seconds; what the server does not acknowledge waits for the next command or `viewlab sync`.
public struct WorkshopSending {
    public let membership: WorkshopMembership
    let store: ProgressStore
    let language: DisplayLanguage
    /// Where the membership is saved again when the server's answers bring a new exercise set.
    let environment: [String: String]
    var client: WorkshopClient { WorkshopClient(link: membership.link) }

    /// Queues `record` and sends the queue: the learner's one line (for standard error).
    func send(_ record: WorkshopRecord) -> String {
        do { try store.enqueue(record) } catch { return "warning: \(errorMessage(error, in: language))\n" }
        return flush().line
    }

    /// Asks the server for the workshop's exercise set again and saves it with the membership (the
    /// instructor may have changed it since the learner joined); a server that does not answer
    /// leaves the one saved.
    func refreshExerciseSet() {
        guard let set = try? client.exerciseSet() else { return }
        keep(set)
    }

    /// Saves `set` with the membership when it changed.
    private func keep(_ set: [String]) {
        guard set != membership.exerciseSet ?? [] else { return }
        var updated = membership
        updated.exerciseSet = set
        try? updated.save(environment)
    }

    /// Sends what is queued: how many went, how many remain, and the lines that say so.
    func flush() -> (sent: Int, remaining: Int, line: String) {
        func line(_ message: Message, _ values: String...) -> String { message.filled(values)(language) + "\n" }
        let queued: [(id: String, body: Data)]
        do { queued = try store.queuedRecords() } catch { return (0, 0, "warning: \(errorMessage(error, in: language))\n") }
        var sent = 0
        var notes = ""
        var held: String?
        // Each answer carries the workshop's exercise set; the last one is the newest.
        var latestSet: [String]?
        defer { latestSet.map(keep) }
        do {
            for (id, delivery) in try client.send(queued) {
                try store.removeQueued(id)
                switch delivery {
                case .acknowledged(let set): sent += 1; latestSet = set ?? latestSet
                case .rejected(let why): notes += line(WorkshopClientMessages.rejected, membership.workshop, why)
                }
            }
        } catch WorkshopClient.Failure.refusedCode {
            held = line(WorkshopClientMessages.queuedRefused, membership.workshop)
        } catch WorkshopClient.Failure.unreachable(_, let why) {
            held = line(WorkshopClientMessages.queued, membership.workshop, why)
        } catch WorkshopClient.Failure.unexpected(let status, let message) {
            held = line(WorkshopClientMessages.queued, membership.workshop, "\(status) \(message)")
        } catch {
            held = line(WorkshopClientMessages.queued, membership.workshop, errorMessage(error, in: language))
        }
        let remaining = (try? store.queuedCount()) ?? 0
        if remaining == 0 { return (sent, 0, notes + line(WorkshopClientMessages.sent, membership.workshop)) }
        return (sent, remaining, notes + (held ?? line(WorkshopClientMessages.queued, membership.workshop, "no answer within 2 seconds")))
    }
}
