import Foundation
import Testing
import TestSupport
@testable import ViewlabCourse
@testable import ViewlabServer

/// The server's parts that need no database or socket: `--database`'s forms, secrets, how a
/// record's body is read and refused, and the board's figures.
struct ServerPartsTests {
    @Test func theDatabaseOptionNamesAFileOrAPostgreSQLServer() throws {
        #expect(try DatabaseLocation("/tmp/w.sqlite") == .sqlite(path: "/tmp/w.sqlite"))
        #expect(try DatabaseLocation("sqlite:w.sqlite") == .sqlite(path: "w.sqlite"))
        let location = try DatabaseLocation("postgres://ann:s%3Acret@db.example:6543/class?sslmode=require")
        #expect(location == .postgres(.init(host: "db.example", port: 6543, user: "ann", password: "s:cret", database: "class", tls: .require)))
        #expect(location.description == "postgres://ann@db.example:6543/class")
        #expect(try DatabaseLocation("postgresql://ann@localhost/class") == .postgres(.init(host: "localhost", port: 5432, user: "ann", password: nil,
                                                                                           database: "class", tls: .prefer)))
        for bad in ["", "sqlite:", "postgres://localhost/class", "postgres://ann@/class", "postgres://ann@host", "postgres://ann@host/a/b",
                    "postgres://ann@host/db?sslmode=sometimes"] {
            let refusal = #expect(throws: ServerError.self, "\(bad)") { try DatabaseLocation(bad) }
            #expect(refusal?.message.hasPrefix("error: '\(bad)' is not a database") == true)
        }
    }

    @Test func secretsAreLongRandomAndURLSafe() {
        let codes = Set((0..<200).map { _ in Secret.make(bytes: Secret.codeBytes) })
        #expect(codes.count == 200)
        #expect(codes.allSatisfy { $0.count == 16 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") } })
        #expect(Secret.make(bytes: Secret.keyBytes).count == 24)
        #expect(Secret.matches("abc", "abc"))
        #expect(!Secret.matches("abd", "abc") && !Secret.matches("ab", "abc") && !Secret.matches("abcd", "abc") && !Secret.matches(nil, "abc"))
    }

    @Test func aWellFormedRecordIsReadAsSent() throws {
        let body = #"{"id": "0E6F6E0A-1C4B-4F7B-9D43-2B8F6A3C1D20", "learner": "李雷", "exercise": "x", "kind": "predict", "passed": true, "at": "2026-05-04T10:00:00.5+08:00"}"#
        let record = try RecordDecoding.record(from: Data(body.utf8))
        #expect(record == WorkshopRecord(id: "0E6F6E0A-1C4B-4F7B-9D43-2B8F6A3C1D20", learner: "李雷", exercise: "x", kind: .predict, passed: true,
                                         at: "2026-05-04T10:00:00.5+08:00"))
    }

    @Test func aMalformedRecordIsRefusedSayingWhy() {
        let good: [String: Any] = ["id": UUID().uuidString, "learner": "ann", "exercise": "x", "kind": "check", "passed": false, "at": "2026-05-04T10:00:00Z"]
        func refusal(_ change: (inout [String: Any]) -> Void) -> String? {
            var body = good
            change(&body)
            let data = (try? JSONSerialization.data(withJSONObject: body)) ?? Data()
            do { _ = try RecordDecoding.record(from: data); return nil } catch let error as APIError {
                return error.status == .badRequest ? error.text.en : "status \(error.status.code)"
            } catch { return "\(error)" }
        }
        #expect(refusal { _ in } == nil)
        #expect(refusal { $0["learner"] = nil } == "the record has no \"learner\"")
        #expect(refusal { $0["passed"] = "yes" } == "the record's \"passed\" has the wrong type")
        #expect(refusal { $0["passed"] = NSNull() } == "the record's \"passed\" has the wrong type")
        #expect(refusal { $0["id"] = "42" } == "the record's \"id\" is not a UUID: 42")
        #expect(refusal { $0["kind"] = "guess" } == "the record's \"kind\" must be check, hint, solution or predict, not guess")
        #expect(refusal { $0["at"] = "yesterday" } == "the record's \"at\" is not an ISO-8601 time: yesterday")
        #expect(refusal { $0["learner"] = "  " } == "the record's \"learner\" must be a name of 1 to 100 characters without control characters")
        #expect(refusal { $0["learner"] = "ann\u{7}" } != nil)
        #expect(refusal { $0["learner"] = String(repeating: "a", count: 101) } != nil)
        #expect(throws: APIError.self) { try RecordDecoding.record(from: Data("{not json".utf8)) }
        #expect(throws: APIError.self) { try RecordDecoding.record(from: Data("[1, 2]".utf8)) }
    }

    @Test func theBoardCarriesTheContractsFieldsAndTheReportIsWorkshopReports() throws {
        let catalog = try Catalog.load(root: ViewlabBinary.root)
        func tally(_ learner: String, _ exercise: String, attempts: Int, passes: Int, hints: Int, lastAt: String,
                   predictions: Int = 0, right: Int = 0) throws -> CellTally {
            var values: [String: SQLValue] = ["learner_id": .text("name:" + learner), "learner": .text(learner), "exercise": .text(exercise), "attempts": .integer(Int64(attempts)),
                                              "passes": .integer(Int64(passes)), "hints": .integer(Int64(hints)), "solutions": .integer(0),
                                              "predictions": .integer(Int64(predictions)), "right_predictions": .integer(Int64(right)), "made_at": .text(lastAt),
                                              "made_us": .integer(1_777_000_000_000_000)]
            values["first_check_us"] = attempts > 0 ? .integer(1_776_999_000_000_000) : .null
            values["last_check_us"] = attempts > 0 ? .integer(1_776_999_900_000_000) : .null
            return try CellTally(row: SQLRow(values: values))
        }
        let figures = BoardFigures(workshop: "demo", exercises: catalog.exercises.map(\.id), set: [Records.other], tallies: [
            try tally("bo", Records.exercise, attempts: 3, passes: 0, hints: 2, lastAt: "2026-05-04T10:00:00Z"),
            try tally("ann", Records.other, attempts: 1, passes: 1, hints: 0, lastAt: "2026-05-04T09:00:00Z"),
            try tally("ann", "some-lesson", attempts: 0, passes: 0, hints: 0, lastAt: "2026-05-04T08:00:00Z", predictions: 3, right: 2),
        ], roster: [
            // cy joined and has not started; ann is on the roster too.
            try RosterEntry(row: SQLRow(values: ["id": .text("c-1"), "name": .text("cy"), "joined_us": .integer(1_776_000_000_000_000)])),
            try RosterEntry(row: SQLRow(values: ["id": .text("name:ann"), "name": .text("ann"), "joined_us": .integer(1_776_000_000_000_000)])),
        ], failedChecks: [(Records.exercise, ["a", "b"]), (Records.exercise, ["a"])], now: Date(timeIntervalSince1970: 1_777_000_000))
        let board = try JSONSerialization.jsonObject(with: JSONEncoder().encode(figures.board)) as? NSDictionary
        let expected: NSDictionary = ["workshop": "demo", "exercises": catalog.exercises.map(\.id), "set": [Records.other], "learners": [
            ["id": "name:ann", "name": "ann", "exercises": [Records.other: ["attempts": 1, "passed": true, "hints": 0, "last": "2026-05-04T09:00:00Z"]],
             "predictions": ["made": 3, "right": 2]],
            ["id": "name:bo", "name": "bo", "exercises": [Records.exercise: ["attempts": 3, "passed": false, "hints": 2, "last": "2026-05-04T10:00:00Z"]],
             "predictions": ["made": 0, "right": 0]],
            ["id": "c-1", "name": "cy", "exercises": [:], "predictions": ["made": 0, "right": 0]],
        ]]
        #expect(board == expected)
        #expect(figures.summary.failingChecks == [.init(exercise: Records.exercise, check: "a", count: 2), .init(exercise: Records.exercise, check: "b", count: 1)])
        #expect(figures.summary.stuck.map { "\($0.learner) \($0.exercise) \($0.failures) \($0.seconds)" } == ["bo \(Records.exercise) 3 1000"])
        let csv = WorkshopReport(catalog: catalog, title: "t").csv(figures.snapshot).split(separator: "\n")
        #expect(csv.count == 4 && csv[1].hasPrefix("ann,demo,1,1,0,0,") && csv[2].hasPrefix("bo,demo,0,3,2,0,fail,") && csv[3].hasPrefix("cy,demo,0,0,0,0,"))
    }
}
