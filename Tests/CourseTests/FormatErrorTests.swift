import Foundation
import Testing
@testable import ViewlabCourse

/// Authors' mistakes in lesson and exercise files name the file and the line.
@Suite struct FormatErrorTests {
    func manifestError(_ text: String) -> CourseFileError? {
        do { _ = try ExerciseManifest.parse(text, file: "checks.txt"); return nil } catch { return error as? CourseFileError }
    }

    func lessonError(_ text: String) -> CourseFileError? {
        do { _ = try LessonParser.parse(text, file: "lesson.md"); return nil } catch { return error as? CourseFileError }
    }

    @Test func manifestMistakes() {
        #expect(manifestError("hint: hi\n")?.line == 1)
        #expect(manifestError("format: 2\n")?.message.contains("unsupported format") == true)
        let unknown = manifestError("format: 1\ncheck: root.width == 1\nhints: oops\n")
        #expect(unknown?.line == 3)
        #expect(unknown?.description == "checks.txt:3: error: unknown key 'hints' (expected format, needs, solution-after, task, hint, check, check hidden, expect, look)")
        #expect(manifestError("format: 1\n\ncheck: root.wdth == 1\n")?.line == 3)
        #expect(manifestError("format: 1\ncheck: root.width == 1 at 10y10\n")?.message.contains("not a proposal") == true)
        #expect(manifestError("format: 1\ncheck: root.width 1\n")?.message.contains("expected a comparison") == true)
        #expect(manifestError("format: 1\nlook: here\ncheck: root.width == 1\n")?.line == 2)
        #expect(manifestError("format: 1\ncheck: root.width == 1\nexpect: not indented\n")?.line == 3)
        #expect(manifestError("format: 1\nsolution-after: many\ncheck: root.width == 1\n")?.line == 2)
        #expect(manifestError("format: 1\nhint: only hints\n")?.message.contains("at least one 'check:'") == true)
    }

    @Test func manifestGrammar() throws {
        let m = try ExerciseManifest.parse("""
            format: 1
            check: a.width + 2 * (b.x - 1) >= W / 2 at 50x100 nilx480
              look: there
            check hidden: tree background above padding
            check: $answer == typename
            check: tree count Text <= 3
            check: type lacks "_ConditionalContent"
            """, file: "checks.txt")
        #expect(m.checks.count == 5)
        #expect(m.checks[0].proposals.count == 2 && m.checks[0].proposals[1].width == nil)
        #expect(m.checks[0].look == "there")
        #expect(m.checks[1].hidden && m.checks[1].kind == .treeAbove("background", "padding"))
    }

    @Test func lessonMistakes() {
        #expect(lessonError("Title without hash\n")?.line == 1)
        #expect(lessonError("# T\n\n## Step\n```swift tree\nText(\"a\")\n")?.line == 4)
        #expect(lessonError("# T\n```swift explode\nText(\"a\")\n```\n")?.message.contains("unknown cell action 'explode'") == true)
        #expect(lessonError("# T\n```swift tree 10x10\nText(\"a\")\n```\n")?.line == 2)
        #expect(lessonError("# T\n```swift layout 10by10\nText(\"a\")\n```\n")?.line == 2)
        #expect(lessonError("# T\n\n**Predict:** How wide?\n\nNo answer here.\n")?.line == 3)
        #expect(lessonError("# T\n**Predict:** Which?\n- a) one\n- b) two\n\n<details><summary>Answer</summary>\n\n**c**\n</details>\n")?.line == 6)
        #expect(lessonError("# T\n<!-- chapters: 4 -->\n")?.line == 2)
        #expect(lessonError("# T\n<!-- book: tis -->\nText.\n")?.message.contains("'tis' names no book") == true)
        #expect(lessonError("# T\n<!-- book: beyond 3 -->\nText.\n")?.line == 2)
        #expect(lessonError("# T\n\nText.\n")?.message.contains("a lesson names the books' chapters it teaches") == true)
        #expect(lessonError("# T\n```swift tree\n```\n")?.message.contains("empty") == true)
    }

    @Test func lessonStructure() throws {
        let lesson = try LessonParser.parse("""
            # Title
            <!-- book: tis 4; pro 1–2 -->
            <!-- section: Alignment -->
            Intro.

            ## First
            **Predict:** How wide?

            <details><summary>Answer</summary>

            **71** — because.

            </details>

            ```swift explain 180x180
            Text("a")
            ```
            See [E](../Exercises/tis-4-layout/03-span-the-width/README.md).
            """, file: "/x/03-title.md")
        #expect(lesson.id == "03-title" && lesson.steps.count == 2 && lesson.section == "Alignment")
        #expect(lesson.books.map { $0.name(in: .en) } == ["Thinking in SwiftUI, ch. 4", "Pro SwiftUI, ch. 1–2"])
        #expect(lesson.books.map { $0.name(in: .zh) } == ["《SwiftUI 编程思想》第 4 章", "《Pro SwiftUI》第 1–2 章"])
        #expect(lesson.exercises == ["span-the-width"])
        guard case .predict(let q) = lesson.steps[1].blocks[0] else { Issue.record("no question"); return }
        #expect(q.answer == "71" && q.explanation == "because." && q.accepts("71.2") && !q.accepts("72"))
    }

    @Test func catalogNamesTheLessonLineOfAnUnknownExercise() throws {
        let root = try temporaryFolder()
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Exercises"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Lessons"), withIntermediateDirectories: true)
        try "# L\n<!-- book: tis 4 -->\nText.\nTry [it](../Exercises/tis-4-layout/09-nope/README.md).\n".write(to: root.appendingPathComponent("Lessons/01-l.md"), atomically: true, encoding: .utf8)
        #expect(throws: CourseFileError(file: root.appendingPathComponent("Lessons/01-l.md").path, line: 4, "no exercise 'nope' in Exercises/")) {
            try Catalog.load(root: root)
        }
    }

    @Test func exerciseFolderMistakes() throws {
        let folder = try temporaryFolder().appendingPathComponent("01-x")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in [("README.md", "# X\n"), ("starter.swift", "// TODO: do\n"), ("solution.swift", "Text(\"a\")\n"), ("checks.txt", "format: 1\ncheck: root.width == = 1\n")] {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        #expect(throws: CourseFileError.self) { try Exercise.load(folder, chapter: "c") }
        do { _ = try Exercise.load(folder, chapter: "c") } catch let e as CourseFileError {
            #expect(e.file.hasSuffix("01-x/checks.txt") && e.line == 2)
        }
        try "format: 1\ncheck: root.width == 1\n".write(to: folder.appendingPathComponent("checks.txt"), atomically: true, encoding: .utf8)
        try "Text(\"a\")\n".write(to: folder.appendingPathComponent("starter.swift"), atomically: true, encoding: .utf8)
        do { _ = try Exercise.load(folder, chapter: "c"); Issue.record("a starter without TODO loaded") } catch let e as CourseFileError {
            #expect(e.message.contains("// TODO:"))
        }
        try "".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        do { _ = try Exercise.load(folder, chapter: "c"); Issue.record("a stray file was accepted") } catch let e as CourseFileError {
            #expect(e.file.hasSuffix("notes.txt") && e.message.hasPrefix("stray file"))
        }
    }
}
