import Foundation
import Hummingbird
import ViewlabCourse

/// What learners' machines call: `POST /api/v1/records` and the join link's check (`GET /j/CODE`).
extension WorkshopAPI {
    /// 201 for a new record, 200 for one already stored (the same id); 401 without the current
    /// join code, 413 for a body over 64 KiB, 400 for a malformed record, 422 for an exercise the
    /// course lacks. The 201 comes after the record is committed. Both answers carry the
    /// workshop's exercise set, which the learner's `viewlab exercises` follows:
    /// `{"id": ID, "set": [ID…]}`.
    func receive(_ request: Request) async throws -> Response {
        let code = request.bearerToken
        if !joinCode.matches(code) { try await requireCode(code) }
        if let length = request.headers[.contentLength].flatMap(Int.init), length > Self.maximumBody {
            throw APIError(.contentTooLarge, ServerMessages.bodyTooLarge, Self.maximumBody)
        }
        let body = try await request.body.collect(upTo: Self.maximumBody)
        let record = try RecordDecoding.record(from: Data(buffer: body))
        guard accepts(record) else { throw APIError(.unprocessableContent, ServerMessages.unknownExercise, record.exercise) }
        struct Answer: Encodable { var id: String, set: [String] }
        if let set = try await store.add(record, to: workshop.name, code: code) {
            return JSONResponse.make(Answer(id: record.id, set: set), status: .created)
        }
        // Nothing stored: the record was there already, or the code was replaced since it was read.
        try await requireCode(code)
        return JSONResponse.make(Answer(id: record.id, set: try await store.exerciseSet(of: workshop.name)))
    }

    /// `GET /j/CODE`, which `viewlab join URL` calls to check a link: the workshop's name, or 401.
    func checkCode(_ code: String?) async throws -> Response {
        try await requireCode(code)
        return JSONResponse.make(["workshop": workshop.name])
    }

    /// Refuses a request without the join code as the table holds it now.
    func requireCode(_ code: String?) async throws {
        let current = try await store.workshop(workshop.name).joinCode
        joinCode.update(current)
        guard Secret.matches(code, current) else { throw APIError.unauthorized(ServerMessages.needsCode) }
    }

    /// An exercise of the course; a prediction may name a lesson instead.
    private func accepts(_ record: WorkshopRecord) -> Bool {
        exerciseIDs.contains(record.exercise) || (record.kind == .predict && lessonIDs.contains(record.exercise))
    }
}
