import Foundation
import Testing
import TestSupport

/// The instructor's tools on a served workshop from any machine: `viewlab workshop roster|rename|
/// merge|remove|set --board URL` call the server's routes with the board link's key and print what
/// the one-machine commands print.
@Suite(.serialized) struct ServedInstructorTests {
    @Test func theInstructorsToolsWorkOnAServedWorkshopThroughItsBoardLink() throws {
        let folder = try TimedProcess.temporaryFolder("served-tools")
        let server = try ServeProcess("lab", folder: folder)
        defer { server.stop() }
        let (ana, bo, instructor) = (try LearnerMachine("ana", in: folder), try LearnerMachine("bo", in: folder), try LearnerMachine("ta", in: folder))
        for learner in [ana, bo] {
            #expect(try learner.viewlab(["join", server.url + "/j/" + server.code, "--learner", learner.name]).status == 0)
        }
        #expect(try ana.viewlab(["check", "ideal-width", try LearnerMachine.idealWidth().solution]).status == 0)
        let board = server.url + "/board#key=" + server.key

        let roster = try instructor.viewlab(["workshop", "roster", "--board", board])
        let lines = roster.stdout.split(separator: "\n").map(String.init)
        #expect(roster.status == 0 && lines.count == 3 && lines[0].hasPrefix("Workshop lab: 2 learners (times in "), "\(roster)")
        #expect(lines.count == 3 && lines[1].hasPrefix("ana       joined ") && !lines[1].hasSuffix("not started"))
        #expect(lines.count == 3 && lines[2].hasPrefix("bo        joined ") && lines[2].hasSuffix(", not started"))

        #expect(try instructor.viewlab(["workshop", "rename", "bo", "bob", "--board", board]).stdout == "Renamed bo to bob.\n")
        #expect(try instructor.viewlab(["workshop", "set", "ideal-width", "--board", board]).stdout.hasPrefix("Workshop lab's set: 1 of the "))
        #expect(try server.client.request("GET", "/api/v1/set", token: server.key).object["set"] as? [String] == ["ideal-width"])
        #expect(try instructor.viewlab(["workshop", "remove", "bob", "--board", board]).stdout
                == "Removed bob from workshop lab; their progress stays in the database.\n")
        #expect(try instructor.viewlab(["workshop", "roster", "--board", board]).stdout.hasPrefix("Workshop lab: 1 learner (times in "))

        // What the server refuses is said as the server says it, exit 2.
        let unknown = try instructor.viewlab(["workshop", "remove", "cy", "--board", board])
        #expect(unknown.status == 2 && unknown.stderr.hasPrefix("error: the workshop server at \(server.url) answered 404: "), "\(unknown)")
        let wrongKey = try instructor.viewlab(["workshop", "roster", "--board", server.url + "/board#key=nope"])
        #expect(wrongKey.status == 2 && wrongKey.stderr == "error: the workshop server at \(server.url) refused the key in this board link; use the board: line `viewlab workshop serve` printed\n")
        let notABoard = try instructor.viewlab(["workshop", "roster", "--board", server.url + "/j/" + server.code])
        #expect(notABoard.status == 2 && notABoard.stderr.hasPrefix("error: '\(server.url)/j/\(server.code)' is not a board link;"))
        let unknownExercise = try instructor.viewlab(["workshop", "set", "no-such-exercise", "--board", board])
        #expect(unknownExercise.status == 2 && unknownExercise.stdout.isEmpty)
    }
}
