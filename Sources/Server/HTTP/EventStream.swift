import Foundation
import Hummingbird
import ServiceLifecycle
import ViewlabCourse

/// `GET /api/v1/events`: server-sent events, one `data: {record}` per new record as it is stored
/// (by any server sharing a PostgreSQL database), live, and a comment line on the feed's tick so
/// that a client that went away is noticed. The key comes in the `Authorization` header like every
/// other read: the board page reads the stream with `fetch`, which can send it, rather than with
/// `EventSource`, which cannot and would need the key in the URL, where logs and histories keep it.
extension WorkshopAPI {
    func events(_ request: Request) throws -> Response {
        try requireKey(request)
        let events = feed.subscribe()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Response(
            status: .ok,
            headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
            body: ResponseBody { writer in
                // Ends when the server shuts down gracefully, or when a write fails (the client left).
                for await event in events.cancelOnGracefulShutdown() {
                    let line = switch event {
                    case .record(let record): "data: " + String(decoding: try encoder.encode(record), as: UTF8.self) + "\n\n"
                    case .tick: ": tick\n\n"
                    }
                    try await writer.write(ByteBuffer(string: line))
                }
                try await writer.finish(nil)
            })
    }
}
