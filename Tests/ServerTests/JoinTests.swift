import Foundation
import Testing
import TestSupport

/// The learner's side (cli-contract.md: `join`, `sync`, `leave`): three learners on machines of
/// their own (homes of their own) join one server; their checks and hints reach its board; a record
/// made while the server is down is queued and sent by `sync` once it is back, and sent once.
@Suite(.serialized) struct JoinTests {
    @Test func learnersJoinAndTheirWorkReachesTheBoard() throws {
        let folder = try TimedProcess.temporaryFolder("join")
        let server = try ServeProcess("room", folder: folder)
        let learners = try ["ana", "bo", "cy"].map { try LearnerMachine($0, in: folder) }
        for learner in learners {
            let joined = try learner.viewlab(["join", server.url + "/j/" + server.code, "--learner", learner.name])
            #expect(joined.status == 0 && joined.stdout.hasPrefix("Joined workshop room at \(server.url) as \(learner.name)."), "\(joined.stderr)")
        }
        let (solution, starter) = try LearnerMachine.idealWidth()
        let passed = try learners[0].viewlab(["check", "ideal-width", solution])
        #expect(passed.status == 0 && passed.stderr == "Sent to workshop room.\n")
        #expect(try learners[1].viewlab(["check", "ideal-width", starter]).status == 1)
        #expect(try learners[2].viewlab(["hint", "ideal-width"]).stderr == "Sent to workshop room.\n")

        let board = try server.client.request("GET", "/api/v1/board", token: server.key).object
        let rows = (board["learners"] as? [[String: Any]]) ?? []
        func cell(_ name: String) -> [String: Any]? {
            (rows.first { $0["name"] as? String == name }?["exercises"] as? [String: Any])?["ideal-width"] as? [String: Any]
        }
        #expect(cell("ana")?["passed"] as? Bool == true && cell("ana")?["attempts"] as? Int == 1)
        #expect(cell("bo")?["passed"] as? Bool == false && cell("bo")?["attempts"] as? Int == 1)
        #expect(cell("cy")?["hints"] as? Int == 1 && cell("cy")?["attempts"] as? Int == 0)

        // The server goes away: the work is queued, and `sync` sends it once the server is back.
        server.stop()
        let offline = try learners[1].viewlab(["check", "ideal-width", solution])
        #expect(offline.status == 0 && offline.stderr.hasPrefix("Queued for workshop room ("))
        let stillOffline = try learners[1].viewlab(["sync"])
        #expect(stillOffline.status == 1 && stillOffline.stdout == "Sent 0 record(s) to workshop room; 1 remain.\n")
        let back = try ServeProcess("room", folder: folder)
        defer { back.stop() }
        // A restarted server has a new port: the learner joins its new link, the queue waits meanwhile.
        #expect(try learners[1].viewlab(["join", back.url + "/j/" + back.code]).status == 0)
        let synced = try learners[1].viewlab(["sync"])
        #expect(synced.status == 0 && synced.stdout == "Sent 1 record(s) to workshop room; 0 remain.\n")
        #expect(try learners[1].viewlab(["sync"]).stdout == "Sent 0 record(s) to workshop room; 0 remain.\n")
        let bo = try back.client.request("GET", "/api/v1/learners/bo/exercises/ideal-width", token: back.key).json as? [[String: Any]]
        #expect(bo?.count == 2 && bo?.first?["passed"] as? Bool == true)

        #expect(try learners[1].viewlab(["leave"]).stdout.hasPrefix("Left workshop room;"))
        #expect(try learners[1].viewlab(["check", "ideal-width", starter]).stderr == "")
        // Joining again after leaving is the same learner: the name is still theirs, one row on the roster.
        #expect(try learners[1].viewlab(["join", back.url + "/j/" + back.code]).stdout.hasPrefix("Joined workshop room at \(back.url) as bo."))
        let roster = try back.client.request("GET", "/api/v1/learners", token: back.key).object["learners"] as? [[String: Any]]
        #expect(roster?.filter { $0["name"] as? String == "bo" }.count == 1)
    }

    @Test func aNameTakenByAnotherMachineIsRefusedWithASuggestion() throws {
        let folder = try TimedProcess.temporaryFolder("join-name")
        let server = try ServeProcess("lab", folder: folder)
        defer { server.stop() }
        let machines = try ["one", "two"].map { try LearnerMachine($0, in: folder) }
        let link = server.url + "/j/" + server.code
        #expect(try machines[0].viewlab(["join", link, "--learner", "student"]).status == 0)
        let refused = try machines[1].viewlab(["join", link, "--learner", "student"])
        #expect(refused.status == 2 && refused.stderr == "error: the name student is taken in workshop lab; try student-2 or --learner NAME\n")
        // The first machine joining again is still itself; the second takes the name suggested.
        #expect(try machines[0].viewlab(["join", link]).stdout.hasPrefix("Joined workshop lab at \(server.url) as student."))
        #expect(try machines[1].viewlab(["join", link, "--learner", "student-2"]).status == 0)
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: machines[1].home.appendingPathComponent(".local/share/viewlab/workshop.json"))) as? [String: Any]
        let roster = try server.client.request("GET", "/api/v1/learners", token: server.key).object["learners"] as? [[String: Any]]
        #expect(roster?.map { $0["name"] as? String } == ["student", "student-2"])
        #expect(roster?.last?["id"] as? String == saved?["learnerId"] as? String && saved?["learner"] as? String == "student-2")
    }

    @Test func aJoinedLearnersExercisesFollowTheWorkshopsSet() throws {
        let folder = try TimedProcess.temporaryFolder("join-set")
        let server = try ServeProcess("lab", folder: folder)
        defer { server.stop() }
        func setExercises(_ set: [String]) throws {
            let answer = try server.client.request("PUT", "/api/v1/set", token: server.key, headers: ["Content-Type": "application/json"],
                                                   body: try JSONSerialization.data(withJSONObject: ["set": set]))
            #expect(answer.status == 200)
        }
        try setExercises(["ideal-width", "fix-the-wrap"])
        let ana = try LearnerMachine("ana", in: folder)
        #expect(try ana.viewlab(["join", server.url + "/j/" + server.code, "--learner", "ana"]).status == 0)
        let listed = try ana.viewlab(["exercises"])
        #expect(listed.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) } == ["ideal-width", "fix-the-wrap"])
        #expect(listed.stderr.contains("The workshop's set: 2 of the ") && listed.stderr.contains("`viewlab exercises --all` lists them all."))
        let all = try ana.viewlab(["exercises", "--all"])
        #expect(all.stdout.split(separator: "\n").count > 100 && !all.stderr.contains("The workshop's set"))
        // The instructor changes the set: the learner's next `sync` brings it.
        try setExercises(["fix-the-wrap"])
        #expect(try ana.viewlab(["sync"]).status == 0)
        #expect(try ana.viewlab(["exercises"]).stdout.hasPrefix("fix-the-wrap ") == true)
        // Changed again: the answer to the learner's next record brings it, with no `sync`.
        try setExercises(["ideal-width"])
        #expect(try ana.viewlab(["hint", "fix-the-wrap"]).stderr == "Sent to workshop lab.\n")
        #expect(try ana.viewlab(["exercises"]).stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) } == ["ideal-width"])
    }

    @Test func aLinkThatIsNotOneOrAServerThatIsNotThereExits2() throws {
        let learner = try LearnerMachine("ana", in: try TimedProcess.temporaryFolder("join-bad"))
        let notALink = try learner.viewlab(["join", "https://example.com/board"])
        #expect(notALink.status == 2 && notALink.stderr.hasPrefix("error: 'https://example.com/board' is not a join link"))
        let nobody = try learner.viewlab(["join", "http://127.0.0.1:9/j/abc"])
        #expect(nobody.status == 2 && nobody.stderr.hasPrefix("error: cannot reach the workshop server at http://127.0.0.1:9: connection refused."))
        #expect(try learner.viewlab(["sync"]).status == 2)
    }
}
