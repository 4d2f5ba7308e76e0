import Foundation

/// What a learner's machine sends a workshop server for each `check`, `hint`, `solution` and lesson
/// prediction (cli-contract.md, `POST /api/v1/records`). Its `id` is made once, when the record is
/// queued, so a record sent twice (an answer lost on the way back) is stored once.
public struct WorkshopRecord: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, Sendable {
        case check, hint, solution, predict
    }

    public var id: UUID
    public var learner: String
    /// The exercise's id; for a prediction, the lesson's.
    public var exercise: String
    public var kind: Kind
    public var passed: Bool
    /// ISO-8601, in UTC.
    public var at: String
    public var code: String?
    public var feedback: String?

    public init(id: UUID = UUID(), learner: String, exercise: String, kind: Kind, passed: Bool, at time: Date = Date(),
                code: String? = nil, feedback: String? = nil) {
        self.id = id; self.learner = learner; self.exercise = exercise; self.kind = kind; self.passed = passed
        at = Self.timestamp(time); self.code = code; self.feedback = feedback
    }

    /// `2026-12-03T09:41:00.123Z`.
    public static func timestamp(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }

    /// The JSON body sent, keys sorted so that the same record is the same bytes.
    public var json: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding a struct of strings, a UUID and a Bool cannot fail.
        return (try? encoder.encode(self)) ?? Data()
    }
}
