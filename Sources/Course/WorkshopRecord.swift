import Foundation

/// One thing a learner did, as a workshop server keeps it and `POST /api/v1/records` carries it
/// (cli-contract.md, "Workshops across machines"). The learner's machine makes it, with an id of its
/// own, and keeps it until the server acknowledges it: a record sent twice (an answer lost on the
/// way) is stored once, because the server keys records by that id.
public struct WorkshopRecord: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case check, hint, solution, predict
    }

    /// A UUID, spelled as the learner's machine wrote it (sending it again sends the same text).
    public var id: String
    /// The name the learner goes by: the board's label (an instructor may rename it).
    public var learner: String
    /// Who made it: the id the server gave the learner at `viewlab join` (`POST /api/v1/learners`),
    /// which two learners never share, unlike names; nil from a client older than learner ids.
    public var learnerId: String?
    /// An exercise's id; a prediction may name the lesson it was made in instead.
    public var exercise: String
    public var kind: Kind
    /// For a check, whether it passed; for a prediction, whether it was right.
    public var passed: Bool
    /// When, in ISO-8601 as the learner's machine wrote it: the board shows the same text back.
    public var at: String
    /// The learner's code, for a check.
    public var code: String?
    /// What the check told the learner (`CheckFeedback`'s text).
    public var feedback: String?

    public init(id: String, learner: String, exercise: String, kind: Kind, passed: Bool, at: String,
                code: String? = nil, feedback: String? = nil, learnerId: String? = nil) {
        self.id = id; self.learner = learner; self.exercise = exercise; self.kind = kind
        self.passed = passed; self.at = at; self.code = code; self.feedback = feedback; self.learnerId = learnerId
    }

    /// `at` as a moment, or nil when it is not ISO-8601 (with or without fractions of a second).
    public var time: Date? { try? Date(at, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)) }

    /// `date` as `at` writes it: UTC, with milliseconds.
    public static func timestamp(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }
}
