import Foundation
import Hummingbird
import ViewlabCourse

/// The roster's routes: `POST /api/v1/learners`, with the join code, which `viewlab join` calls to
/// get the learner's id; and, with the instructor's key, the roster and what the instructor does to
/// it — rename, merge, remove (`WorkshopStore+Learners.swift`).
extension WorkshopAPI {
    /// `{"name": NAME, "id": ID?}` → 201 `{"id", "name", "workshop", "set"}` for a new learner, 200
    /// for the learner `id` (renamed to NAME when it is new); 409 with a `suggestion` when another
    /// learner goes by NAME. `set` is the workshop's exercise set, for the learner's `viewlab exercises`.
    func join(_ request: Request) async throws -> Response {
        try await requireCode(request.bearerToken)
        struct Sent: Decodable { var name: String, id: String? }
        let sent = try await Self.decode(Sent.self, from: request)
        guard RecordDecoding.isLearnerName(sent.name) else {
            throw APIError(.badRequest, ServerMessages.badLearner, RecordDecoding.longestName)
        }
        if let id = sent.id, UUID(uuidString: id) == nil { throw APIError(.badRequest, ServerMessages.badLearnerID, id) }
        switch try await store.register(name: sent.name, id: sent.id?.lowercased(), in: workshop.name) {
        case .joined(let learner, let isNew):
            struct Joined: Encodable { var id, name, workshop: String, set: [String] }
            return JSONResponse.make(Joined(id: learner.id, name: learner.name, workshop: workshop.name,
                                            set: try await store.exerciseSet(of: workshop.name)), status: isNew ? .created : .ok)
        case .nameTaken(let suggestion):
            var error = APIError(.conflict, ServerMessages.nameTaken, sent.name, suggestion)
            error.fields["suggestion"] = suggestion
            throw error
        }
    }

    /// `GET /api/v1/learners`: the roster, by name, each with when they joined and whether they
    /// have started (sent a record).
    func roster(_ request: Request) async throws -> Response {
        try requireKey(request)
        struct Entry: Encodable { var id: String, name: String, joined: String, started: Bool }
        let entries = try await store.roster(of: workshop.name).map {
            Entry(id: $0.id, name: $0.name, joined: WorkshopRecord.timestamp($0.joined), started: $0.started ?? false)
        }
        struct Roster: Encodable { var workshop: String, learners: [Entry] }
        return JSONResponse.make(Roster(workshop: workshop.name, learners: entries))
    }

    enum RosterChange { case rename, merge, remove }

    /// `POST /api/v1/learners/ID/rename` `{"name": NAME}`, `…/merge` `{"into": ID}`, `…/remove`:
    /// ID is a learner's id or the name they go by. 200 with the learner as they are now; 404 for
    /// no such learner; 409 for a name taken or a merge into themselves.
    func changeRoster(_ request: Request, learner: String?, change: RosterChange) async throws -> Response {
        try requireKey(request)
        let who = try await resolve(learner?.removingPercentEncoding ?? "")
        switch change {
        case .rename:
            struct Sent: Decodable { var name: String }
            let name = try await Self.decode(Sent.self, from: request).name
            guard RecordDecoding.isLearnerName(name) else { throw APIError(.badRequest, ServerMessages.badLearner, RecordDecoding.longestName) }
            guard try await store.rename(who, to: name, in: workshop.name) else {
                throw APIError(.conflict, ServerMessages.nameTaken, name, try await store.freeName(like: name, in: workshop.name))
            }
            return JSONResponse.make(["id": who, "name": name, "workshop": workshop.name])
        case .merge:
            struct Sent: Decodable { var into: String }
            let target = try await resolve(try await Self.decode(Sent.self, from: request).into)
            guard target != who else { throw APIError(.conflict, ServerMessages.mergeIntoSelf, learner ?? "") }
            try await store.merge(who, into: target, in: workshop.name)
            return JSONResponse.make(["id": target, "merged": who, "workshop": workshop.name])
        case .remove:
            try await store.remove(who, in: workshop.name)
            struct Removed: Encodable { var id: String, removed: Bool, workshop: String }
            return JSONResponse.make(Removed(id: who, removed: true, workshop: workshop.name))
        }
    }

    /// The learner `nameOrID` names, or 404.
    private func resolve(_ nameOrID: String) async throws -> String {
        guard let who = try await store.learner(named: nameOrID, in: workshop.name) else {
            throw APIError(.notFound, ServerMessages.unknownLearner, nameOrID)
        }
        return who
    }

    /// A small JSON body, or the 400 or 413 that says what is wrong with it.
    static func decode<T: Decodable>(_ type: T.Type, from request: Request) async throws -> T {
        let body = try await request.body.collect(upTo: maximumBody)
        do { return try JSONDecoder().decode(T.self, from: Data(buffer: body)) } catch let error as DecodingError {
            throw RecordDecoding.refusal(error)
        }
    }
}
