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
        let r = try viewlab(["lesson", "05"], environment: env)
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

    /// The one-machine defects of issue 24: `VIEWLAB_WORKSHOP` names the workshop once and what a
    /// command suggests carries the options it was given; an import names its target; `create`
    /// does not re-point a live workshop, and warns when learners could not write its folder.
    @Test func oneMachineWorkshopsCannotLoseWork() throws {
        let shared = folder.appendingPathComponent("day2.sqlite").path
        let created = try viewlab(["workshop", "create", "day2", "--db", shared], environment: env)
        #expect(created.code == 0 && created.stdout.contains("VIEWLAB_WORKSHOP=day2"))
        let other = folder.appendingPathComponent("elsewhere.sqlite").path
        _ = try viewlab(["exercises", "--db", other], environment: env)
        let repoint = try viewlab(["workshop", "create", "day2", "--db", other], environment: env)
        #expect(repoint.code == 2 && repoint.stderr == "error: workshop day2 already uses \(URL(fileURLWithPath: shared).standardizedFileURL.path); choose another name, or remove that database first\n")
        #expect(try viewlab(["workshop", "create", "day2", "--db", shared], environment: env).code == 0)

        let starter = try Repo.catalog.exercise("ideal-width").directory.appendingPathComponent("starter.swift").path
        var inWorkshop = env
        inWorkshop["VIEWLAB_WORKSHOP"] = "day2"
        #expect(try viewlab(["check", "ideal-width", starter, "--learner", "cy"], environment: inWorkshop).code == 1)
        let board = try viewlab(["workshop", "board"], environment: inWorkshop)
        #expect(board.stdout.hasPrefix("workshop day2 — 1 learner"))
        let suggested = try viewlab(["check", "ideal-width", starter, "--workshop", "day2", "--learner", "cy"], environment: env)
        #expect(suggested.stdout.contains("`viewlab hint ideal-width --learner cy --workshop day2`"))

        let file = folder.appendingPathComponent("cy.json").path
        #expect(try viewlab(["progress", "export", file, "--workshop", "day2", "--learner", "cy"], environment: env).code == 0)
        let untargeted = try viewlab(["workshop", "import", file], environment: env)
        #expect(untargeted.code == 2 && untargeted.stderr.hasPrefix("error: name the workshop to merge \(file) into"))

        let closed = folder.appendingPathComponent("closed")
        try FileManager.default.createDirectory(at: closed, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let warned = try viewlab(["workshop", "create", "day3", "--db", closed.appendingPathComponent("w.sqlite").path], environment: env)
        #expect(warned.code == 0 && warned.stderr.hasPrefix("warning: learners who are other users cannot write in \(closed.standardizedFileURL.path) (mode 700)"))
    }

    /// A check with no file where there is none points to `exercise start`; `hint --all` gives every
    /// hint at once; checking the same code again is one attempt.
    @Test func theLearnersJourneyMends() throws {
        let missing = try viewlab(["check", "fix-the-wrap"], environment: env, directory: folder)
        #expect(missing.code == 2 && missing.stderr == "error: there is no fix-the-wrap.swift here: `viewlab exercise start fix-the-wrap` writes it (or name your file: `viewlab check fix-the-wrap FILE`)\n")
        let hints = try viewlab(["hint", "--all", "fix-the-wrap"], environment: env)
        let count = try Repo.catalog.exercise("fix-the-wrap").manifest.hints.count
        #expect(hints.code == 0 && hints.stdout.hasPrefix("Hint 1 of \(count): ") && hints.stdout.contains("Hint \(count) of \(count): ")
                && hints.stdout.hasSuffix("That was the last hint.\n"))
        let starter = try Repo.catalog.exercise("fix-the-wrap").directory.appendingPathComponent("starter.swift").path
        for _ in 0..<3 { _ = try viewlab(["check", "fix-the-wrap", starter], environment: env) }
        #expect(try viewlab(["progress", "--format", "csv"], environment: env).stdout.contains("cli,,fix-the-wrap,1,no,1,"))
    }
}
