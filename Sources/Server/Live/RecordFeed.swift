import Foundation
import ServiceLifecycle
import Synchronization
import ViewlabCourse

/// Carries each new record of the workshop to every open event stream (`GET /api/v1/events`), and
/// a tick every so often, on which a stream writes a comment so that a client gone away is noticed.
/// The store says which records are new (on PostgreSQL, those of every server sharing the
/// database); the feed reads each one and hands it on.
final class RecordFeed: Service {
    enum Event: Sendable {
        case record(WorkshopRecord)
        case tick
    }

    /// How many events a slow stream may fall behind before the oldest are dropped.
    static let backlog = 1000

    private let store: any WorkshopStore
    private let workshop: String
    private let tickInterval: Duration
    private let subscribers = Mutex<[UUID: AsyncStream<Event>.Continuation]>([:])

    init(store: any WorkshopStore, workshop: String, tickInterval: Duration = .seconds(15)) {
        self.store = store; self.workshop = workshop; self.tickInterval = tickInterval
    }

    /// The events from now on, until the stream is dropped or the server stops.
    func subscribe() -> AsyncStream<Event> {
        let (stream, continuation) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .bufferingNewest(Self.backlog))
        let id = UUID()
        subscribers.withLock { $0[id] = continuation }
        continuation.onTermination = { [weak self] _ in _ = self?.subscribers.withLock { $0.removeValue(forKey: id) } }
        return stream
    }

    func run() async throws {
        await withDiscardingTaskGroup { group in
            group.addTask {
                for await added in self.store.addedRecords.cancelOnGracefulShutdown() {
                    // Nothing is read while no board listens (a class sending, the board closed).
                    guard self.isHeard else { continue }
                    switch added {
                    case .stored(let record, let workshop) where workshop == self.workshop:
                        self.publish(.record(record))
                    case .stored:
                        break
                    case .announced(let id):
                        // A record of another workshop sharing the database reads as nil.
                        if let record = try? await self.store.record(id, in: self.workshop) { self.publish(.record(record)) }
                    }
                }
            }
            group.addTask {
                while (try? await Task.sleep(for: self.tickInterval)) != nil, !Task.isShuttingDownGracefully {
                    self.publish(.tick)
                }
            }
            try? await gracefulShutdown()
            group.cancelAll()
        }
        subscribers.withLock { all in
            for continuation in all.values { continuation.finish() }
            all.removeAll()
        }
    }

    private var isHeard: Bool { subscribers.withLock { !$0.isEmpty } }

    private func publish(_ event: Event) {
        for continuation in subscribers.withLock({ Array($0.values) }) { continuation.yield(event) }
    }
}
