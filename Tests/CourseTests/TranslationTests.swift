import Foundation
import Testing
import ViewlabModel
@testable import ViewlabCourse

/// The course in Chinese (issue 14): a translation changes only the words. A translated lesson has
/// the English one's steps, code cells, questions' answers and exercise links; a translated
/// exercise shares its code and checks, and its task and hints replace the English ones.
struct TranslationTests {
    static let chinese: Catalog = try! Catalog.load(root: Repo.root, language: .zh)

    @Test func aTranslatedLessonKeepsItsCellsAnswersAndLinks() throws {
        let translated = try FileManager.default.contentsOfDirectory(atPath: Repo.root.appendingPathComponent("Lessons/zh").path)
            .filter { $0.hasSuffix(".md") && $0 != "GLOSSARY.md" }
        #expect(!translated.isEmpty)
        for file in translated {
            let id = String(file.dropLast(3))
            let en = try Repo.catalog.lesson(id), zh = try Self.chinese.lesson(id)
            #expect(zh.file.hasSuffix("Lessons/zh/" + file), "\(id) is read from its translation")
            #expect(zh.title != en.title, "\(id)'s title is translated")
            #expect(zh.steps.count == en.steps.count, "\(id) has the same steps")
            func cells(_ l: Lesson) -> [String] {
                l.steps.flatMap(\.blocks).compactMap { if case .cell(let c) = $0 { "\(c.action) \(c.proposal.map { "\($0)" } ?? "") \(c.events) \(c.code)" } else { nil } }
            }
            func answers(_ l: Lesson) -> [String] {
                l.steps.flatMap(\.blocks).compactMap { if case .predict(let q) = $0 { q.answer } else { nil } }
            }
            #expect(cells(zh) == cells(en), "\(id)'s code cells are the English ones")
            #expect(answers(zh) == answers(en), "\(id)'s questions have the same answers")
            #expect(zh.exercises == en.exercises, "\(id) points to the same exercises")
        }
    }

    /// The glossary: `| English | 中文 | not |`, the third column the words the edition does not use.
    static func glossary() throws -> [(en: String, zh: String, avoided: [String])] {
        let glossary = try String(contentsOf: Repo.root.appendingPathComponent("Lessons/zh/GLOSSARY.md"), encoding: .utf8)
        return glossary.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2, cells[0] != "English", !cells[0].hasPrefix("-") else { return nil }
            return (cells[0], cells[1], cells.count > 2 ? cells[2].split(separator: "、").map(String.init) : [])
        }
    }

    /// The glossary's Chinese term wherever the English lesson uses the English one (prose only).
    @Test func aTranslatedLessonUsesTheGlossary() throws {
        let terms = try Self.glossary()
        #expect(terms.count >= 15)
        func prose(_ l: Lesson) -> String {
            l.steps.flatMap(\.blocks).compactMap { if case .text(let t) = $0 { t } else { nil } }.joined(separator: " ")
                .replacingOccurrences(of: "`[^`]*`", with: "", options: .regularExpression)
        }
        for file in try FileManager.default.contentsOfDirectory(atPath: Repo.root.appendingPathComponent("Lessons/zh").path)
        where file.hasSuffix(".md") && file != "GLOSSARY.md" {
            let id = String(file.dropLast(3))
            let en = prose(try Repo.catalog.lesson(id)).lowercased(), zh = prose(try Self.chinese.lesson(id))
            for term in terms where en.range(of: "\\b\(term.en)s?\\b", options: .regularExpression) != nil {
                #expect(zh.contains(term.zh), "\(id) says '\(term.en)' but not '\(term.zh)'")
            }
        }
    }

    /// No Chinese text of the course or of viewlab's messages uses a word the edition does not:
    /// the Chinese lessons, every exercise's Chinese task and checks, and the sources' catalogues.
    @Test func noChineseTextUsesAWordTheEditionDoesNot() throws {
        let avoided = try Self.glossary().flatMap { term in term.avoided.map { ($0, term.zh) } }
        #expect(avoided.count >= 5)
        let fm = FileManager.default
        for folder in ["Lessons/zh", "Exercises", "Sources"] {
            let root = Repo.root.appendingPathComponent(folder)
            for case let file as String in fm.enumerator(atPath: root.path) ?? FileManager.DirectoryEnumerator()
            where file.hasSuffix(".zh.md") || file.hasSuffix("checks.txt") || file.hasSuffix(".swift") || (folder == "Lessons/zh" && file != "GLOSSARY.md") {
                let text = (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
                for (word, term) in avoided where text.contains(word) {
                    Issue.record("\(folder)/\(file) says '\(word)' where the edition says '\(term)'")
                }
            }
        }
    }

    @Test func aTranslatedExerciseKeepsItsChecks() throws {
        let en = try Repo.catalog.exercise("scores-in-a-column"), zh = try Self.chinese.exercise("scores-in-a-column")
        #expect(zh.title == "分数对成一列" && en.title == "Scores in a column")
        #expect(zh.manifest.checks.map(\.source) == en.manifest.checks.map(\.source))
        #expect(zh.manifest.hints.count == en.manifest.hints.count && zh.manifest.hints[0].hasPrefix("在 HStack 里"))
        #expect(zh.manifest.checks[0].expect == "两个分数的结尾在同一个 x 上")
        #expect(en.manifest.checks[0].expect == "both scores end at the same x")
    }

    /// Issue 14 item 1: every lesson has its translation, and every exercise its task and a Chinese
    /// line for each hint and each check's expectation and pointer.
    @Test func everythingIsTranslated() throws {
        let fm = FileManager.default
        for lesson in Repo.catalog.lessons {
            let file = URL(fileURLWithPath: lesson.file).lastPathComponent
            #expect(fm.fileExists(atPath: Repo.root.appendingPathComponent("Lessons/zh/" + file).path), "\(lesson.id) has no Chinese translation")
        }
        for exercise in Repo.catalog.exercises {
            #expect(fm.fileExists(atPath: exercise.directory.appendingPathComponent("README.zh.md").path), "\(exercise.id) has no README.zh.md")
            let lines = try String(contentsOf: exercise.directory.appendingPathComponent("checks.txt"), encoding: .utf8)
                .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            for key in ["task", "hint", "expect", "look"] {
                let english = lines.filter { $0.hasPrefix(key + ":") }.count, chinese = lines.filter { $0.hasPrefix(key + ".zh:") }.count
                #expect(english == chinese, "\(exercise.id): \(english) '\(key):' lines but \(chinese) '\(key).zh:' lines")
            }
        }
    }

    /// Where a translation is missing, the English text is used.
    @Test func anUntranslatedLessonIsEnglish() throws {
        let root = try temporaryFolder()
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Exercises"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Lessons/zh"), withIntermediateDirectories: true)
        try "# Only English\n<!-- book: tis 2 -->\nText.\n".write(to: root.appendingPathComponent("Lessons/01-a.md"), atomically: true, encoding: .utf8)
        try "# 中文\n<!-- book: tis 2 -->\n正文。\n".write(to: root.appendingPathComponent("Lessons/02-b.md"), atomically: true, encoding: .utf8)
        try "# 只有中文\n<!-- book: tis 2 -->\n正文。\n".write(to: root.appendingPathComponent("Lessons/zh/02-b.md"), atomically: true, encoding: .utf8)
        let catalog = try Catalog.load(root: root, language: .zh)
        #expect(catalog.lessons.map(\.title) == ["Only English", "只有中文"])
    }

    @Test func aTranslationLineNeedsItsEnglishLine() {
        #expect(throws: CourseFileError.self) {
            try ExerciseManifest.parse("format: 1\nhint.zh: 提示\ncheck: a == 1\n", file: "checks.txt", language: .zh)
        }
        #expect(throws: CourseFileError.self) {
            try ExerciseManifest.parse("format: 1\ncheck: a == 1\ncheck.zh: a == 2\n", file: "checks.txt", language: .zh)
        }
    }
}
