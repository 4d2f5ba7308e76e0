import Foundation
import Synchronization
import Testing
import TestSupport
@testable import ViewlabCourse

/// The server as a running process: live events, several servers on one PostgreSQL database,
/// stopping on a signal, nothing acknowledged lost to SIGKILL under load, a join code replaced while it
/// runs, and what it says about options it cannot use.
@Suite(.serialized) struct ServerLifeTests {
    @Test func anEventStreamDeliversEachRecordLive() throws {
        let server = try ServeProcess()
        defer { server.stop() }
        let events = try server.client.events("/api/v1/events", token: server.key)
        defer { events.close() }
        #expect(events.status == 200 && events.headers["content-type"] == "text/event-stream")
        for record in [Records.make(feedback: "✗ root.width == 100"), Records.make("bo", kind: .hint, code: nil)] {
            #expect(try server.client.post("/api/v1/records", token: server.code, json: Records.json(record)).status == 201)
            let data = try #require(events.next())
            let sent = try JSONDecoder().decode(WorkshopRecord.self, from: Data(data.utf8))
            #expect(sent == record)
        }
        // A record sent again is not a new event.
        let again = Records.make()
        _ = try server.client.post("/api/v1/records", token: server.code, json: Records.json(again))
        _ = try server.client.post("/api/v1/records", token: server.code, json: Records.json(again))
        #expect(events.next().map { $0.contains(again.id) } == true)
        #expect(events.next(timeout: 1) == nil)
    }

    @Test func serversSharingAPostgreSQLDatabaseShareTheWorkshop() throws {
        let database = try PostgresServer.shared().freshDatabase()
        let first = try ServeProcess(database: database)
        defer { first.stop() }
        let second = try ServeProcess(database: database)
        defer { second.stop() }
        #expect(first.code == second.code && first.key == second.key && first.url != second.url)
        let events = try second.client.events("/api/v1/events", token: second.key)
        defer { events.close() }
        let record = Records.make(feedback: "✗ root.width == 100")
        #expect(try first.client.post("/api/v1/records", token: first.code, json: Records.json(record)).status == 201)
        let data = try #require(events.next())
        #expect(try JSONDecoder().decode(WorkshopRecord.self, from: Data(data.utf8)) == record)
        #expect(try second.client.post("/api/v1/records", token: second.code, json: Records.json(record)).status == 200)
        let other = Records.make("bo")
        #expect(try second.client.post("/api/v1/records", token: second.code, json: Records.json(other)).status == 201)
        for server in [first, second] {
            let board = try server.client.request("GET", "/api/v1/board", token: server.key)
            #expect((board.object["learners"] as? [[String: Any]])?.map { $0["name"] as? String } == ["ann", "bo"])
        }
    }

    @Test func sigtermAndSigintStopTheServerWithExit0() throws {
        let server = try ServeProcess()
        let events = try server.client.events("/api/v1/events", token: server.key)
        defer { events.close() }
        #expect(server.stop(SIGTERM) == 0)
        #expect(server.standardOutput.hasPrefix("join:  viewlab join "))
        let again = try ServeProcess()
        #expect(again.stop(SIGINT) == 0)
    }

    /// Sixteen learners send at once, each its next record as soon as the last is answered; the
    /// server is SIGKILLed once 200 are acknowledged, mid-way through what they send. Restarted, it
    /// has every record it acknowledged (a record in flight at the kill may or may not be there).
    @Test(arguments: ["sqlite", "postgres"]) func nothingAcknowledgedIsLostToSigkillUnderLoad(_ backend: String) throws {
        let folder = try TimedProcess.temporaryFolder("kill")
        let database = backend == "postgres" ? try PostgresServer.shared().freshDatabase() : nil
        let server = try ServeProcess(database: database, extra: ["--rate-limit", "0"], folder: folder)
        let (client, code, senders) = (server.client, server.code, 16)
        let acknowledged = Mutex<[String: [String]]>([:])
        let stopped = DispatchGroup()
        for sender in 0..<senders {
            stopped.enter()
            Thread.detachNewThread {
                // Until the server is gone (or, should the kill never come, 2,000 records each).
                for _ in 0..<2_000 {
                    let record = Records.make("learner\(sender)")
                    guard let answer = try? client.post("/api/v1/records", token: code, json: Records.json(record)),
                          [200, 201].contains(answer.status) else { break }
                    acknowledged.withLock { $0[record.learner, default: []].append(record.id) }
                }
                stopped.leave()
            }
        }
        let deadline = Date().addingTimeInterval(60)
        while acknowledged.withLock({ $0.values.joined().count }) < 200, Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
        #expect(server.stop(SIGKILL) == -SIGKILL)
        #expect(stopped.wait(timeout: .now() + 30) == .success)
        let sent = acknowledged.withLock { $0 }
        #expect(sent.values.joined().count >= 200 && sent.count == senders)

        let restarted = try ServeProcess(database: database, folder: folder)
        defer { restarted.stop() }
        #expect(restarted.code == server.code && restarted.key == server.key)
        for (learner, ids) in sent {
            let records = try restarted.client.request("GET", "/api/v1/learners/\(learner)/exercises/\(Records.exercise)", token: restarted.key)
            let stored = Set(((records.json as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String })
            #expect(ids.filter { !stored.contains($0) } == [], "\(learner)'s acknowledged records lost")
        }
    }

    @Test func rotatingTheCodeRefusesTheOldOne() throws {
        let folder = try TimedProcess.temporaryFolder("rotate")
        let server = try ServeProcess(folder: folder)
        defer { server.stop() }
        let rotated = try ViewlabBinary.run(["workshop", "rotate-code", "demo"], environment: ["XDG_DATA_HOME": folder.appendingPathComponent("data").path])
        #expect(rotated.status == 0, "\(rotated.standardError)")
        let line = rotated.standardOutput
        #expect(line.hasPrefix("join:  viewlab join \(server.url)/j/") && line.hasSuffix("\n"))
        let code = String(line.dropFirst("join:  viewlab join \(server.url)/j/".count).dropLast())
        #expect(code.count == 16 && code != server.code)
        #expect(try server.client.post("/api/v1/records", token: server.code, json: Records.json(Records.make())).status == 401)
        #expect(try server.client.post("/api/v1/records", token: code, json: Records.json(Records.make())).status == 201)
        #expect(try server.client.request("GET", "/j/" + code).status == 200)
    }

    @Test func optionsItCannotUseAreRefusedWithExit2() throws {
        let folder = try TimedProcess.temporaryFolder("options")
        let environment = ["XDG_DATA_HOME": folder.path]
        let url = try ViewlabBinary.run(["workshop", "serve", "demo", "--database", "postgres://nobody"], environment: environment)
        #expect(url.status == 2 && url.standardError.hasPrefix("error: 'postgres://nobody' is not a database"))
        let name = try ViewlabBinary.run(["workshop", "serve", "../demo", "--lang", "zh"], environment: environment)
        #expect(name.status == 2 && name.standardError == "error: 工作坊名称只能使用字母、数字、'-'、'_' 和 '.'\n")
        let busy = try ServeProcess(folder: folder)
        defer { busy.stop() }
        let taken = try ViewlabBinary.run(["workshop", "serve", "other", "--port", "\(busy.client.port)"], environment: environment, timeout: 60)
        #expect(taken.status == 2 && taken.standardError.hasPrefix("error: cannot listen on 127.0.0.1:\(busy.client.port): "))
        #expect(taken.standardOutput.isEmpty)
        let info = try ViewlabBinary.run(["workshop", "serve", "demo", "--port", "0", "--info", folder.path], environment: environment, timeout: 60)
        #expect(info.status == 2 && info.standardError.hasSuffix("error: cannot write '\(folder.path)': '\(folder.path)' is a directory\n"))
        let unknown = try ViewlabBinary.run(["workshop", "rotate-code", "nope"], environment: environment)
        #expect(unknown.status == 2 && unknown.standardError.hasPrefix("error: no workshop 'nope' in "))
        let help = try ViewlabBinary.run(["workshop", "serve", "--help", "--lang", "zh"], environment: environment)
        #expect(help.status == 0 && help.standardOutput.contains("通过 HTTP 主持工作坊"))
    }
}
