import Foundation
@testable import ViewlabCourse

/// Records as a learner's machine makes them, for the tests.
enum Records {
    /// Exercises and a lesson of the course in this repository.
    static let exercise = "background-after-padding", other = "draw-the-tree"

    static func make(_ learner: String = "ann", _ exercise: String = Records.exercise, kind: WorkshopRecord.Kind = .check,
                     passed: Bool = false, at: String = "2026-05-04T10:00:00Z", code: String? = "Text(\"hi\")",
                     feedback: String? = nil) -> WorkshopRecord {
        WorkshopRecord(id: UUID().uuidString.lowercased(), learner: learner, exercise: exercise, kind: kind, passed: passed, at: at,
                       code: code, feedback: feedback)
    }

    /// The record as `POST /api/v1/records` takes it.
    static func json(_ record: WorkshopRecord) -> [String: Any?] {
        ["id": record.id, "learner": record.learner, "exercise": record.exercise, "kind": record.kind.rawValue, "passed": record.passed,
         "at": record.at, "code": record.code, "feedback": record.feedback]
    }
}
