import Foundation
import Hummingbird
import ViewlabCourse

/// What learners' machines call: `POST /api/v1/records` and the join link's check (`GET /j/CODE`).
extension WorkshopAPI {
    /// 201 for a new record, 200 for one already stored (the same id); 401 without the current
    /// join code, 413 for a body over 64 KiB, 400 for a malformed record, 422 for an exercise the
    /// course lacks. The 201 comes after the record is committed.
    func receive(_ request: Request) async throws -> Response {
        try await requireCode(request.bearerToken)
        if let length = request.headers[.contentLength].flatMap(Int.init), length > Self.maximumBody {
            throw APIError(.contentTooLarge, ServerMessages.bodyTooLarge, Self.maximumBody)
        }
        let body = try await request.body.collect(upTo: Self.maximumBody)
        let record = try RecordDecoding.record(from: Data(buffer: body))
        guard accepts(record) else { throw APIError(.unprocessableContent, ServerMessages.unknownExercise, record.exercise) }
        let added = try await store.add(record, to: workshop.name)
        return JSONResponse.make(["id": record.id], status: added ? .created : .ok)
    }

    /// `GET /j/CODE`, which `viewlab join URL` calls to check a link: the workshop's name, or 401.
    func checkCode(_ code: String?) async throws -> Response {
        try await requireCode(code)
        return JSONResponse.make(["workshop": workshop.name])
    }

    func requireCode(_ code: String?) async throws {
        let current = try await store.workshop(workshop.name).joinCode
        guard Secret.matches(code, current) else { throw APIError.unauthorized(ServerMessages.needsCode) }
    }

    /// An exercise of the course; a prediction may name a lesson instead.
    private func accepts(_ record: WorkshopRecord) -> Bool {
        catalog.exercises.contains { $0.id == record.exercise }
            || (record.kind == .predict && catalog.lessons.contains { $0.id == record.exercise })
    }
}
