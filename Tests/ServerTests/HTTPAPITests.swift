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
        #expect(board.object as NSDictionary == ["workshop": "demo", "exercises": exercises, "learners": [
            ["name": "ann", "exercises": [Records.exercise: ["attempts": 2, "passed": true, "hints": 0, "last": "2026-05-04T10:05:00Z"]]],
            ["name": "bo", "exercises": [Records.exercise: ["attempts": 0, "passed": false, "hints": 1, "last": "2026-05-04T10:01:00.123+02:00"]]],
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
        #expect(html.status == 200 && html.text.contains("<title>工作坊 demo</title>") && html.text.contains("<th>ann</th>"))

        let summary = try client.request("GET", "/api/v1/summary", token: server.key)
        #expect(summary.object["failingChecks"] as? NSArray == [["exercise": Records.exercise, "check": "root.width == 100", "count": 1]])
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
