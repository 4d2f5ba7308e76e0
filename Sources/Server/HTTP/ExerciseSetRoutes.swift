import Foundation
import Hummingbird

/// `GET /api/v1/set`, with the join code or the instructor's key, and `PUT /api/v1/set`
/// `{"set": [ID…]}`, with the key: the workshop's exercise set (an empty list: the whole course),
/// which learners' `viewlab exercises` follow (they get it at `join` and `sync`).
extension WorkshopAPI {
    func exerciseSet(_ request: Request) async throws -> Response {
        if (try? requireKey(request)) == nil { try await requireCode(request.bearerToken) }
        return JSONResponse.make(SetAnswer(set: try await store.exerciseSet(of: workshop.name), workshop: workshop.name))
    }

    /// 200 with the set as stored; 422 for an exercise the course lacks (nothing changes).
    func setExerciseSet(_ request: Request) async throws -> Response {
        try requireKey(request)
        struct Sent: Decodable { var set: [String] }
        let set = try await Self.decode(Sent.self, from: request).set
        if let unknown = set.first(where: { !exerciseIDs.contains($0) }) {
            throw APIError(.unprocessableContent, ServerMessages.unknownExercise, unknown)
        }
        try await store.setExerciseSet(set, of: workshop.name)
        return JSONResponse.make(SetAnswer(set: set, workshop: workshop.name))
    }

    private struct SetAnswer: Encodable { var set: [String], workshop: String }
}
