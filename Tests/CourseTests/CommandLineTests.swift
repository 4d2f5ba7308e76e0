import Foundation
import Testing

/// The course commands through the built binary, as learners and grading scripts call them
/// (cli-contract.md: one exercise per line beginning with its id; check exits 0, 1 or 2).
@Suite struct CommandLineTests {
    let folder = try! temporaryFolder()
    var env: [String: String] { ["XDG_DATA_HOME": folder.appendingPathComponent("data").path, "VIEWLAB_LEARNER": "cli",
                                 "VIEWLAB_WORKSHOPS": folder.appendingPathComponent("registry").path] }

    @Test func exercisesListOnePerLineAndAsJSON() throws {
        let ids = Repo.catalog.exercises.map(\.id)
        let text = try viewlab(["exercises"], environment: env)
        #expect(text.code == 0)
        let lines = text.stdout.split(separator: "\n")
        #expect(lines.count == ids.count)
        for (line, id) in zip(lines, ids) { #expect(line.hasPrefix(id + " ")) }
        let json = try viewlab(["exercises", "--format", "json"], environment: env)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(entries.compactMap { $0["id"] as? String } == ids)
    }

    @Test func checkExitCodesAndTheDefaultDatabase() throws {
        let exercise = try Repo.catalog.exercise("aspect-ratio-box")
        let starter = exercise.directory.appendingPathComponent("starter.swift").path
        let solution = exercise.directory.appendingPathComponent("solution.swift").path
        #expect(try viewlab(["check", "aspect-ratio-box", solution], environment: env).code == 0)
        let failed = try viewlab(["check", "aspect-ratio-box", starter], environment: env)
        #expect(failed.code == 1 && failed.stdout.contains("box.width = 200 at 100×300"))
        #expect(try viewlab(["check", "aspect-ratio-box", "-"], environment: env, stdin: "#Preview { Text(").code == 2)
        #expect(try viewlab(["check", "aspect-ratio-box", folder.appendingPathComponent("missing.swift").path], environment: env).code == 2)
        #expect(try viewlab(["check", "no-such-exercise", solution], environment: env).code == 2)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("data/viewlab/progress.sqlite").path))
        let progress = try viewlab(["progress", "--format", "csv"], environment: env)
        #expect(progress.stdout.contains("cli,,aspect-ratio-box,3,yes,2,"))
    }

    @Test func aLessonPrintsWithAnswersWhenNotOnATerminal() throws {
        let r = try viewlab(["lesson", "03"], environment: env)
        #expect(r.code == 0)
        #expect(r.stdout.contains("Answer: 71 — the text's 51 plus 10"))
        #expect(r.stdout.contains(" 5  report   └ padding(10)           71×37"))
        #expect(try viewlab(["lesson", "nope"], environment: env).code == 2)
    }

    @Test func aDamagedDatabaseIsReportedAndKept() throws {
        let db = folder.appendingPathComponent("damaged.sqlite")
        try Data("not a database, really not".utf8).write(to: db)
        let r = try viewlab(["exercises", "--db", db.path], environment: env)
        #expect(r.code == 2 && r.stderr.contains("is not a viewlab progress database or is damaged"))
        #expect(try String(contentsOf: db, encoding: .utf8) == "not a database, really not")
    }

    @Test func workshopFromCreateToImportBoardAndReport() throws {
        let shared = folder.appendingPathComponent("day1.sqlite").path
        #expect(try viewlab(["workshop", "create", "day1", "--db", shared], environment: env).code == 0)
        let solution = try Repo.catalog.exercise("ideal-width").directory.appendingPathComponent("solution.swift").path
        #expect(try viewlab(["check", "ideal-width", solution, "--workshop", "day1", "--learner", "ana"], environment: env).code == 0)
        // A laptop learner exports; the instructor imports twice.
        let laptop = folder.appendingPathComponent("laptop.sqlite").path, file = folder.appendingPathComponent("bo.json").path
        _ = try viewlab(["check", "ideal-width", solution, "--db", laptop, "--learner", "bo"], environment: env)
        #expect(try viewlab(["progress", "export", file, "--db", laptop, "--learner", "bo"], environment: env).code == 0)
        #expect(try viewlab(["workshop", "import", file, "--workshop", "day1"], environment: env).stdout.contains("1 new attempt"))
        #expect(try viewlab(["workshop", "import", file, "--workshop", "day1"], environment: env).stdout.contains("0 new attempts"))
        let board = try viewlab(["workshop", "board", "--workshop", "day1"], environment: env)
        #expect(board.code == 0 && board.stdout.hasPrefix("workshop day1 — 2 learners"))
        let report = try viewlab(["workshop", "report", "--format", "csv", "--workshop", "day1"], environment: env)
        #expect(report.stdout.split(separator: "\n").count == 3)
        let html = folder.appendingPathComponent("report.html").path
        #expect(try viewlab(["workshop", "report", "--format", "html", "-o", html, "--workshop", "day1"], environment: env).code == 0)
        #expect(try String(contentsOfFile: html, encoding: .utf8).hasPrefix("<!doctype html>"))
    }
}
