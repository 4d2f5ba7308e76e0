import Foundation
import ViewlabCourse

/// Talks to one workshop server for one learner: checks the join code, and sends queued records.
public struct WorkshopClient: Sendable {
    public let link: JoinLink
    /// How long a command waits for the server in all (cli-contract.md: at most 2 seconds).
    public var budget: TimeInterval = 2

    public init(link: JoinLink) { self.link = link }

    /// Why a join or a send did not go through, in words for the learner.
    public enum Failure: Error, Equatable {
        case unreachable(server: String, reason: String)
        case refusedCode
        /// The instructor's key was refused (the board link is not this workshop's).
        case refusedKey
        case unexpected(status: Int, message: String)
    }

    /// Asks the server about the link's code (`GET /j/CODE`): the workshop's name when it is good.
    public func join() throws -> String {
        let answer = try exchange(deadline: Date().addingTimeInterval(budget)) { try $0.send("GET", "/j/\(link.code)", headers: [("Accept", "application/json")]) }
        switch answer.status {
        case 200:
            return answer.object["workshop"] as? String ?? ""
        case 401, 404: throw Failure.refusedCode
        default: throw Failure.unexpected(status: answer.status, message: answer.errorMessage)
        }
    }

    /// What the server said to a learner joining (`POST /api/v1/learners`).
    public enum Registration: Equatable {
        /// The learner's id (kept from `id`, or new), and the workshop's exercise set (empty: none).
        case joined(id: String, set: [String])
        /// Another learner goes by the name; the server suggests a free one.
        case nameTaken(suggestion: String)
        /// A server older than learner ids: records carry the name alone.
        case withoutIDs
    }

    /// Joins as `name`, as the learner `id` when this machine joined the workshop before.
    public func register(name: String, id: String?) throws -> Registration {
        var fields = ["name": name]
        fields["id"] = id
        let body = try JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])
        let answer = try exchange(deadline: Date().addingTimeInterval(budget)) {
            try $0.send("POST", "/api/v1/learners", headers: [("Authorization", "Bearer \(link.code)"), ("Content-Type", "application/json")],
                        body: body)
        }
        let object = answer.object
        switch answer.status {
        case 200, 201:
            guard let id = object["id"] as? String else { throw Failure.unexpected(status: answer.status, message: "no learner id") }
            return .joined(id: id, set: object["set"] as? [String] ?? [])
        case 409: return .nameTaken(suggestion: object["suggestion"] as? String ?? name + "-2")
        case 404: return .withoutIDs
        case 401: throw Failure.refusedCode
        default: throw Failure.unexpected(status: answer.status, message: answer.errorMessage)
        }
    }

    /// The workshop's exercise set (`GET /api/v1/set` with the join code); empty: none.
    public func exerciseSet() throws -> [String] {
        let answer = try exchange(deadline: Date().addingTimeInterval(budget)) {
            try $0.send("GET", "/api/v1/set", headers: [("Authorization", "Bearer \(link.code)"), ("Accept", "application/json")])
        }
        guard answer.status == 200 else { throw Failure.unexpected(status: answer.status, message: answer.errorMessage) }
        return answer.object["set"] as? [String] ?? []
    }

    /// What became of one record sent.
    public enum Delivery: Equatable {
        /// Stored by the server (201), or already there (200); with the workshop's exercise set as
        /// the server answered it (nil from a server older than that).
        case acknowledged(exerciseSet: [String]?)
        /// Refused for good (400, 413, 422): sending it again would be refused again.
        case rejected(String)
    }

    /// Sends records in order until the budget runs out or the server cannot be reached; returns
    /// what became of those it answered. A refused code stops the sending (every record would be).
    public func send(_ records: [(id: String, body: Data)]) throws -> [(id: String, delivery: Delivery)] {
        let deadline = Date().addingTimeInterval(budget)
        var out: [(String, Delivery)] = []
        for record in records where deadline.timeIntervalSinceNow > 0 {
            let answer: HTTPExchange.Answer
            do {
                answer = try exchange(deadline: deadline) {
                    try $0.send("POST", "/api/v1/records", headers: [("Authorization", "Bearer \(link.code)"), ("Content-Type", "application/json")],
                                body: record.body)
                }
            } catch {
                // Some went: the rest wait for the next command.
                if out.isEmpty { throw error }
                break
            }
            switch answer.status {
            case 200, 201: out.append((record.id, .acknowledged(exerciseSet: answer.object["set"] as? [String])))
            case 401: throw Failure.refusedCode
            case 400, 413, 422: out.append((record.id, .rejected(answer.errorMessage)))
            default: return out
            }
        }
        return out
    }

    private func exchange(deadline: Date, _ body: (HTTPExchange) throws -> HTTPExchange.Answer) throws -> HTTPExchange.Answer {
        try HTTPExchange.answer(server: link.server, host: link.host, port: link.port, deadline: deadline, budget: budget, body)
    }
}
