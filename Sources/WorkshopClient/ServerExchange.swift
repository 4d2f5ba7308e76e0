import Foundation

/// What the learner's and the instructor's clients share: one request to a workshop server within a
/// deadline, its failures in the words the commands print, and the server's error message.
extension HTTPExchange {
    /// `body`'s exchange with `server` (`http://H:P`, for messages) at `host`:`port`.
    static func answer(server: String, host: String, port: Int, deadline: Date, budget: TimeInterval,
                       _ body: (HTTPExchange) throws -> Answer) throws -> Answer {
        do {
            return try body(HTTPExchange(host: host, port: port, deadline: deadline))
        } catch Failure.unreachable(let reason) {
            throw WorkshopClient.Failure.unreachable(server: server, reason: reason)
        } catch Failure.timedOut {
            throw WorkshopClient.Failure.unreachable(server: server, reason: "no answer within \(Int(budget)) seconds")
        } catch Failure.notHTTP {
            throw WorkshopClient.Failure.unexpected(status: 0, message: "\(server) does not answer HTTP")
        }
    }
}

extension HTTPExchange.Answer {
    /// The contract's `{"error": "MESSAGE"}`, else the body's text.
    var errorMessage: String {
        if let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any], let message = object["error"] as? String { return message }
        return String(decoding: body.prefix(200), as: UTF8.self)
    }

    /// The body's JSON object, or an empty one.
    var object: [String: Any] { ((try? JSONSerialization.jsonObject(with: body)) as? [String: Any]) ?? [:] }

    /// The `workshop` field of the instructor's routes' answers.
    var workshop: String { object["workshop"] as? String ?? "" }
}
