import Foundation
import ViewlabCourse

/// Reads a record from a request's body, or says in a 400 exactly what is wrong with it: a field
/// missing or of the wrong type, an id that is not a UUID, an unknown kind, a time that is not
/// ISO-8601, a learner's name that is empty, too long or holds control characters, a learner id
/// that is not a UUID.
enum RecordDecoding {
    /// The longest learner name accepted.
    static let longestName = 100

    /// The body's fields as sent, before they are checked.
    private struct Sent: Decodable {
        var id: String, learner: String, exercise: String, kind: String, passed: Bool, at: String
        var code: String?, feedback: String?, learnerId: String?
    }

    static func record(from body: Data) throws -> WorkshopRecord {
        let sent: Sent
        do { sent = try JSONDecoder().decode(Sent.self, from: body) } catch let error as DecodingError {
            throw refusal(error)
        }
        guard UUID(uuidString: sent.id) != nil else { throw APIError(.badRequest, ServerMessages.badID, sent.id) }
        guard isLearnerName(sent.learner) else { throw APIError(.badRequest, ServerMessages.badLearner, longestName) }
        if let learnerId = sent.learnerId, UUID(uuidString: learnerId) == nil {
            throw APIError(.badRequest, ServerMessages.badLearnerID, learnerId)
        }
        guard let kind = WorkshopRecord.Kind(rawValue: sent.kind) else { throw APIError(.badRequest, ServerMessages.badKind, sent.kind) }
        let record = WorkshopRecord(id: sent.id, learner: sent.learner, exercise: sent.exercise, kind: kind, passed: sent.passed, at: sent.at,
                                    code: sent.code, feedback: sent.feedback, learnerId: sent.learnerId)
        guard record.time != nil else { throw APIError(.badRequest, ServerMessages.badTime, sent.at) }
        return record
    }

    /// A learner's name: not empty, at most `longestName` characters, no control characters.
    static func isLearnerName(_ name: String) -> Bool {
        !name.trimmingCharacters(in: .whitespaces).isEmpty && name.count <= longestName
            && !name.unicodeScalars.contains(where: { CharacterSet.controlCharacters.contains($0) })
    }

    static func refusal(_ error: DecodingError) -> APIError {
        switch error {
        case .keyNotFound(let key, _):
            return APIError(.badRequest, ServerMessages.missingField, key.stringValue)
        case .valueNotFound(_, let context) where !context.codingPath.isEmpty:
            return APIError(.badRequest, ServerMessages.missingField, context.codingPath.map(\.stringValue).joined(separator: "."))
        case .typeMismatch(_, let context) where !context.codingPath.isEmpty:
            return APIError(.badRequest, ServerMessages.wrongType, context.codingPath.map(\.stringValue).joined(separator: "."))
        case .dataCorrupted(let context):
            return APIError(.badRequest, ServerMessages.notJSON, (context.underlyingError as? NSError)?.localizedDescription ?? context.debugDescription)
        default:
            return APIError(.badRequest, ServerMessages.notJSON, "not an object")
        }
    }
}
