import Foundation
import Testing
import TestSupport
@testable import ViewlabCourse

/// The HTTP API of cli-contract.md "Workshops across machines", driven on the real
/// `viewlab workshop serve` (SQLite), route by route and status by status.
@Suite(.serialized) struct HTTPAPITests {
    /// Every error is exactly `{"error": MESSAGE}`.
    func expectError(_ answer: HTTPClient.Answer, _ status: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(answer.status == status, "\(answer.text)", sourceLocation: sourceLocation)
        #expect(Array(answer.object.keys) == ["error"] && answer.object["error"] is String, "\(answer.text)", sourceLocation: sourceLocation)
        #expect(answer.headers["content-type"] == "application/json", sourceLocation: sourceLocation)
    }

    @Test func theServerPrintsTwoLinesAndWritesItsInfo() throws {
        let server = try ServeProcess()
        defer { server.stop() }
        #expect(Set(server.info.keys) == ["url", "join", "code", "key"])
        #expect(server.url.hasPrefix("http://127.0.0.1:") && server.client.port > 0 && server.client.port != 8400)
        #expect(server.info["join"] == server.url + "/j/" + server.code)
        let lines = server.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.prefix(2) == ["join:  viewlab join \(server.url)/j/\(server.code)", "board: \(server.url)/board#key=\(server.key)"])
        #expect(!server.standardError.contains(server.code) && !server.standardError.contains(server.key))
    }

    @Test func recordsAreTakenWithTheJoinCodeOnly() throws {
        let server = try ServeProcess()
        defer { server.stop() }
        let client = server.client
        let record = Records.make(feedback: "✗ root.width == 100")
        expectError(try client.post("/api/v1/records", token: nil, json: Records.json(record)), 401)
        expectError(try client.post("/api/v1/records", token: "wrong", json: Records.json(record)), 401)
        expectError(try client.post("/api/v1/records", token: server.key, json: Records.json(record)), 401)
        expectError(try client.request("POST", "/api/v1/records", token: server.code, body: Data("{\"id\": ".utf8)), 400)
        var malformed = Records.json(record)
        malformed["kind"] = "guess"
        expectError(try client.post("/api/v1/records", token: server.code, json: malformed), 400)
        expectError(try client.post("/api/v1/records", token: server.code, json: Records.json(Records.make("ann", "no-such-exercise"))), 422)
        var huge = Records.json(record)
        huge["code"] = String(repeating: "x", count: 64 * 1024)
        expectError(try client.post("/api/v1/records", token: server.code, json: huge), 413)
        // None of those changed anything.
        let empty = try client.request("GET", "/api/v1/board", token: server.key)
        #expect((empty.object["learners"] as? [Any])?.isEmpty == true)

        let created = try client.post("/api/v1/records", token: server.code, json: Records.json(record))
        #expect(created.status == 201 && created.object["id"] as? String == record.id)
        #expect(try client.post("/api/v1/records", token: server.code, json: Records.json(record)).status == 200)
        // A prediction may name a lesson.
        let lesson = try Catalog.load(root: ViewlabBinary.root).lessons[0].id
        #expect(try client.post("/api/v1/records", token: server.code, json: Records.json(Records.make("bo", lesson, kind: .predict))).status == 201)
        #expect(try client.post("/api/v1/records", token: server.code, json: Records.json(Records.make("bo", lesson, kind: .hint))).status == 422)
    }

    @Test func theJoinLinkIsCheckedWithItsCode() throws {
        let server = try ServeProcess("lab-3")
        defer { server.stop() }
        let answer = try server.client.request("GET", "/j/" + server.code)
        #expect(answer.status == 200 && answer.object as NSDictionary == ["workshop": "lab-3"])
        expectError(try server.client.request("GET", "/j/" + server.code + "x"), 401)
        expectError(try server.client.request("GET", "/no/such/page"), 404)
    }

    @Test func whatReadsNeedsTheKeyAndShowsTheRecords() throws {
        let server = try ServeProcess()
        defer { server.stop() }
        let client = server.client
        let first = Records.make(at: "2026-05-04T10:00:00Z", code: "Text(\"a\")", feedback: "✗ root.width == 100\n    expected: 100")
        let second = Records.make(passed: true, at: "2026-05-04T10:05:00Z", code: "Text(\"b\")", feedback: "✓ root.width == 100")
        let hint = Records.make("bo", kind: .hint, at: "2026-05-04T10:01:00.123+02:00", code: nil)
        for record in [first, second, hint] { #expect(try client.post("/api/v1/records", token: server.code, json: Records.json(record)).status == 201) }

        for path in ["/api/v1/board", "/api/v1/summary", "/api/v1/events", "/api/v1/report.csv", "/api/v1/report.html",
                     "/api/v1/learners/ann/exercises/\(Records.exercise)"] {
            expectError(try client.request("GET", path), 401)
            expectError(try client.request("GET", path, token: server.code), 401)
        }

        let board = try client.request("GET", "/api/v1/board", token: server.key)
        let exercises = try Catalog.load(root: ViewlabBinary.root).exercises.map(\.id)
        #expect(board.status == 200)
        #expect(board.object as NSDictionary == ["workshop": "demo", "exercises": exercises, "set": [String](), "learners": [
            ["id": "name:ann", "name": "ann", "exercises": [Records.exercise: ["attempts": 2, "passed": true, "hints": 0, "last": "2026-05-04T10:05:00Z"]],
             "predictions": ["made": 0, "right": 0]],
            ["id": "name:bo", "name": "bo", "exercises": [Records.exercise: ["attempts": 0, "passed": false, "hints": 1, "last": "2026-05-04T10:01:00.123+02:00"]],
             "predictions": ["made": 0, "right": 0]],
        ]])
        #expect(!board.text.contains("Text("))

        let records = try client.request("GET", "/api/v1/learners/ann/exercises/\(Records.exercise)", token: server.key)
        #expect(records.status == 200)
        #expect((records.json as? [[String: Any]])?.map { "\($0["id"] ?? "") \($0["code"] ?? "") \($0["feedback"] ?? "")" } == [
            "\(second.id) Text(\"b\") ✓ root.width == 100", "\(first.id) Text(\"a\") ✗ root.width == 100\n    expected: 100",
        ])
        let nobody = try client.request("GET", "/api/v1/learners/%E6%9D%8E%20%E9%9B%B7/exercises/\(Records.exercise)", token: server.key)
        #expect(nobody.status == 200 && (nobody.json as? [Any])?.isEmpty == true)

        let csv = try client.request("GET", "/api/v1/report.csv", token: server.key)
        #expect(csv.status == 200 && csv.headers["content-type"] == "text/csv; charset=utf-8")
        #expect(csv.text.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).prefix(7).joined(separator: ",") } == [
            "learner,workshop,passed,attempts,hints,solutions_viewed,\(exercises[0])", "ann,demo,1,2,0,0,pass", "bo,demo,0,0,1,0,",
        ])
        let html = try client.request("GET", "/api/v1/report.html?lang=zh", token: server.key)
        #expect(html.status == 200 && html.text.contains("<title>工作坊 demo</title>") && html.text.contains(">ann</th>"))

        let summary = try client.request("GET", "/api/v1/summary", token: server.key)
        #expect(summary.object["failingChecks"] as? NSArray == [["exercise": Records.exercise, "check": "root.width == 100", "count": 1]])
    }

    @Test func learnersJoinForAnIDAndANameIsTakenOnce() throws {
        let server = try ServeProcess()
        defer { server.stop() }
        let client = server.client
        expectError(try client.post("/api/v1/learners", token: server.key, json: ["name": "ada"]), 401)
        expectError(try client.post("/api/v1/learners", token: server.code, json: ["name": ""]), 400)
        expectError(try client.post("/api/v1/learners", token: server.code, json: ["name": "ada", "id": "not-a-uuid"]), 400)
        let ada = try client.post("/api/v1/learners", token: server.code, json: ["name": "ada"])
        let id = try #require(ada.object["id"] as? String)
        #expect(ada.status == 201 && ada.object["name"] as? String == "ada" && ada.object["workshop"] as? String == "demo")
        let taken = try client.post("/api/v1/learners", token: server.code, json: ["name": "ada"])
        #expect(taken.status == 409 && taken.object["suggestion"] as? String == "ada-2")
        #expect(taken.object["error"] as? String == "the name ada is taken in this workshop; try ada-2")
        let again = try client.post("/api/v1/learners", token: server.code, json: ["name": "ada", "id": id])
        #expect(again.status == 200 && again.object["id"] as? String == id)

        // A record with the id counts for that learner, whatever name it carries.
        var json = Records.json(Records.make("ada (old name)"))
        json["learnerId"] = id
        #expect(try client.post("/api/v1/records", token: server.code, json: json).status == 201)
        json["id"] = UUID().uuidString
        json["learnerId"] = "not-a-uuid"
        expectError(try client.post("/api/v1/records", token: server.code, json: json), 400)
        let learners = try client.request("GET", "/api/v1/board", token: server.key).object["learners"] as? [[String: Any]]
        #expect(learners?.map { "\($0["id"] ?? "") \($0["name"] ?? "")" } == ["\(id) ada"])
        let records = try client.request("GET", "/api/v1/learners/ada/exercises/\(Records.exercise)", token: server.key).json as? [[String: Any]]
        #expect(records?.map { $0["learnerId"] as? String } == [id])
    }

    @Test func theInstructorRenamesMergesAndRemovesLearners() throws {
        let server = try ServeProcess()
        defer { server.stop() }
        let client = server.client
        let ada = try #require(try client.post("/api/v1/learners", token: server.code, json: ["name": "ada"]).object["id"] as? String)
        #expect(try client.post("/api/v1/learners", token: server.code, json: ["name": "dee"]).status == 201)
        #expect(try client.post("/api/v1/records", token: server.code, json: Records.json(Records.make("bo", kind: .hint))).status == 201)
        func names() throws -> [String] {
            let learners = try client.request("GET", "/api/v1/board", token: server.key).object["learners"] as? [[String: Any]] ?? []
            return learners.map { "\($0["name"] ?? "") \(($0["exercises"] as? [String: [String: Any]])?[Records.exercise]?["hints"] ?? "-")" }
        }
        // Those who joined and have not started are on the board.
        #expect(try names() == ["ada -", "bo 1", "dee -"])
        let roster = try client.request("GET", "/api/v1/learners", token: server.key).object
        #expect(roster["workshop"] as? String == "demo")
        #expect((roster["learners"] as? [[String: Any]])?.map { "\($0["name"] as? String ?? "") \($0["started"] as? Bool == true)" } == ["ada false", "dee false"])
        expectError(try client.request("GET", "/api/v1/learners", token: server.code), 401)

        expectError(try client.post("/api/v1/learners/bo/rename", token: server.code, json: ["name": "bob"]), 401)
        expectError(try client.post("/api/v1/learners/bo/rename", token: server.key, json: ["name": "ada"]), 409)
        expectError(try client.post("/api/v1/learners/bo/rename", token: server.key, json: [:]), 400)
        let renamed = try client.post("/api/v1/learners/bo/rename", token: server.key, json: ["name": "bob"])
        #expect(renamed.status == 200 && renamed.object as NSDictionary == ["id": "name:bo", "name": "bob", "workshop": "demo"])
        #expect(try names() == ["ada -", "bob 1", "dee -"])

        expectError(try client.post("/api/v1/learners/ada/merge", token: server.key, json: ["into": ada]), 409)
        expectError(try client.post("/api/v1/learners/bob/merge", token: server.key, json: ["into": "nobody"]), 404)
        let merged = try client.post("/api/v1/learners/bob/merge", token: server.key, json: ["into": "ada"])
        #expect(merged.status == 200 && merged.object as NSDictionary == ["id": ada, "merged": "name:bo", "workshop": "demo"])
        #expect(try names() == ["ada 1", "dee -"])

        expectError(try client.request("POST", "/api/v1/learners/nobody/remove", token: server.key), 404)
        #expect(try client.request("POST", "/api/v1/learners/dee/remove", token: server.key).status == 200)
        #expect(try names() == ["ada 1"])
        let csv = try client.request("GET", "/api/v1/report.csv", token: server.key).text.split(separator: "\n")
        #expect(csv.count == 2 && csv[1].hasPrefix("ada,demo,0,0,1,0,"))
    }

    @Test func theInstructorSetsTodaysExercisesAndTheReportsFollow() throws {
        let server = try ServeProcess()
        defer { server.stop() }
        let client = server.client
        func put(_ set: [String], token: String) throws -> HTTPClient.Answer {
            try client.request("PUT", "/api/v1/set", token: token, headers: ["Content-Type": "application/json"],
                               body: try JSONSerialization.data(withJSONObject: ["set": set]))
        }
        expectError(try put([Records.other], token: server.code), 401)
        expectError(try put([Records.other, "no-such-exercise"], token: server.key), 422)
        #expect(try client.request("GET", "/api/v1/set", token: server.code).object["set"] as? [String] == [])
        let stored = try put([Records.other, Records.exercise], token: server.key)
        #expect(stored.status == 200 && stored.object["set"] as? [String] == [Records.other, Records.exercise])
        // Learners read it with their code, and get it when they join.
        #expect(try client.request("GET", "/api/v1/set", token: server.code).object["set"] as? [String] == [Records.other, Records.exercise])
        expectError(try client.request("GET", "/api/v1/set"), 401)
        let joined = try client.post("/api/v1/learners", token: server.code, json: ["name": "ada"]).object
        #expect(joined["set"] as? [String] == [Records.other, Records.exercise])

        var prediction = Records.json(Records.make("ada", try Catalog.load(root: ViewlabBinary.root).lessons[0].id, kind: .predict, passed: true))
        var check = Records.json(Records.make("ada"))
        prediction["learnerId"] = joined["id"]; check["learnerId"] = joined["id"]
        #expect(try client.post("/api/v1/records", token: server.code, json: prediction).status == 201)
        #expect(try client.post("/api/v1/records", token: server.code, json: check).status == 201)
        let board = try client.request("GET", "/api/v1/board", token: server.key).object
        #expect(board["set"] as? [String] == [Records.other, Records.exercise])
        let ada = (board["learners"] as? [[String: Any]])?.first
        #expect(ada?["predictions"] as? NSDictionary == ["made": 1, "right": 1])
        let csv = try client.request("GET", "/api/v1/report.csv", token: server.key).text
        #expect(csv == "learner,workshop,passed,attempts,hints,solutions_viewed,\(Records.other),\(Records.exercise),predictions,predictions_right\n"
            + "ada,demo,0,1,0,0,,fail,1,1\n")
        let html = try client.request("GET", "/api/v1/report.html", token: server.key).text
        let summary = try #require(html.range(of: "<h2>Summary</h2>")), attempts = try #require(html.range(of: "<h2>Attempts</h2>"))
        let predictions = try #require(html.range(of: "<h2>Lesson predictions</h2>"))
        #expect(summary.lowerBound < attempts.lowerBound && attempts.lowerBound < predictions.lowerBound)
        #expect(html.components(separatedBy: "<th class=\"ex\">").count == 3 && html.contains("(times in "))
    }

    @Test func theBoardPageIsOneFileThatHoldsNoSecret() throws {
        let server = try ServeProcess()
        defer { server.stop() }
        let page = try server.client.request("GET", "/board")
        #expect(page.status == 200 && page.headers["content-type"] == "text/html; charset=utf-8")
        #expect(page.text.contains("/api/v1/events") && page.text.contains("Authorization") && page.text.contains("学员"))
        #expect(!page.text.contains(server.key) && !page.text.contains("src=\"http") && !page.text.contains("href=\"http"))
        #expect(page.headers["content-security-policy"]?.contains("default-src 'none'") == true)
    }

    @Test func errorsAreInTheClientsLanguage() throws {
        let server = try ServeProcess()
        defer { server.stop() }
        let answer = try server.client.request("GET", "/api/v1/board", headers: ["Accept-Language": "zh-CN,zh;q=0.9"])
        #expect(answer.status == 401 && answer.object["error"] as? String == "讲师密钥缺失或不对（Authorization: Bearer KEY）")
    }

    @Test func aClientPastItsRateIsTold429() throws {
        let server = try ServeProcess(extra: ["--rate-limit", "2"])
        defer { server.stop() }
        let statuses = try (0..<12).map { _ in try server.client.request("GET", "/j/" + server.code) }
        #expect(statuses.prefix(4).allSatisfy { $0.status == 200 })
        let refused = statuses.filter { $0.status == 429 }
        #expect(!refused.isEmpty)
        if let first = refused.first {
            expectError(first, 429)
            #expect(first.headers["retry-after"] == "1")
        }
    }
}
