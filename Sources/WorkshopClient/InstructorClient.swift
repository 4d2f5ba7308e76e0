import Foundation

/// Talks to one workshop server for the instructor, with the key of the board link: the roster
/// (`GET /api/v1/learners`), renaming, merging and removing a learner, and the exercise set — the
/// routes `viewlab workshop roster|rename|merge|remove|set --board URL` call.
public struct InstructorClient: Sendable {
    public let link: BoardLink
    /// How long one command waits for the server.
    public var budget: TimeInterval = 5

    public init(link: BoardLink) { self.link = link }

    /// A learner on the roster.
    public struct Learner: Equatable, Sendable {
        public var id: String
        public var name: String
        public var joined: Date
        public var started: Bool
    }

    /// The workshop's name and its roster, by name.
    public func roster() throws -> (workshop: String, learners: [Learner]) {
        let object = try call("GET", "/api/v1/learners").object
        return (object["workshop"] as? String ?? "", (object["learners"] as? [[String: Any]] ?? []).compactMap { entry in
            guard let id = entry["id"] as? String, let name = entry["name"] as? String else { return nil }
            let joined = (entry["joined"] as? String).flatMap { try? Date($0, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)) }
            return Learner(id: id, name: name, joined: joined ?? Date(timeIntervalSince1970: 0), started: entry["started"] as? Bool ?? false)
        })
    }

    /// `learner` (an id or a name) goes by `name` from now on; the workshop's name.
    public func rename(_ learner: String, to name: String) throws -> String {
        try call("POST", "/api/v1/learners/\(Self.pathComponent(learner))/rename", json: ["name": name]).workshop
    }

    /// Every record of `learner` is `target`'s from now on; the workshop's name.
    public func merge(_ learner: String, into target: String) throws -> String {
        try call("POST", "/api/v1/learners/\(Self.pathComponent(learner))/merge", json: ["into": target]).workshop
    }

    /// `learner` leaves the roster, the board and the reports (their records stay); the workshop's name.
    public func remove(_ learner: String) throws -> String {
        try call("POST", "/api/v1/learners/\(Self.pathComponent(learner))/remove").workshop
    }

    /// The workshop's name and its exercise set (empty: none); with `ids`, that set made first (empty: none).
    public func exerciseSet(making ids: [String]? = nil) throws -> (workshop: String, set: [String]) {
        let answer = try ids.map { try call("PUT", "/api/v1/set", json: ["set": $0]) } ?? call("GET", "/api/v1/set")
        return (answer.workshop, answer.object["set"] as? [String] ?? [])
    }

    /// One request with the key: its answer when the server did it (2xx); else the server's
    /// message (`unexpected`), or `refusedKey`.
    private func call(_ method: String, _ path: String, json: [String: Any]? = nil) throws -> HTTPExchange.Answer {
        var headers = [("Authorization", "Bearer \(link.key)"), ("Accept", "application/json")]
        var body = Data()
        if let json {
            headers.append(("Content-Type", "application/json"))
            body = try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
        }
        let answer = try HTTPExchange.answer(server: link.server, host: link.host, port: link.port,
                                             deadline: Date().addingTimeInterval(budget), budget: budget) {
            try $0.send(method, path, headers: headers, body: body)
        }
        switch answer.status {
        case 200..<300: return answer
        case 401: throw WorkshopClient.Failure.refusedKey
        default: throw WorkshopClient.Failure.unexpected(status: answer.status, message: answer.errorMessage)
        }
    }

    /// A learner's id or name as one segment of a path.
    private static func pathComponent(_ learner: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove("/")
        return learner.addingPercentEncoding(withAllowedCharacters: allowed) ?? learner
    }
}
