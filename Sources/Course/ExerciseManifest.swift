import Foundation
import ViewlabLayout
import ViewlabModel

/// The contents of an exercise's `checks.txt` (Exercises/README.md): the lesson it needs, hints,
/// when the solution unlocks, the checks, and the numbered tasks that group them.
public struct ExerciseManifest: Sendable, Equatable {
    /// The version of the manifest format this reader understands.
    public static let formatVersion = 1
    /// Graded hints, gentlest first: each `viewlab hint` shows one more.
    public var hints: [String] = []
    /// Failed attempts after which the solution may be shown without a pass.
    public var solutionAfter = 3
    public var checks: [CheckSpec] = []
    /// Numbered tasks (`task:` lines), each owning the hints and checks after it; empty for an
    /// exercise checked as one piece.
    public var tasks: [ExerciseTask] = []
    /// The lesson the exercise builds on (`needs: 05-the-layout-algorithm`), and its line, for
    /// the catalogue to check that the lesson exists.
    public var needs: Prerequisite?

    /// The proposal the task is judged at, which its starter is drawn at: the first one its first
    /// shown check names (`check: wraps.midX == words.midX at 60x480 80x480` is 60x480); a check
    /// that names none is judged at the book's 320x480 (CheckParser).
    public var proposal: ProposedViewSize {
        (checks.first { !$0.hidden } ?? checks.first)?.proposals.first ?? LayoutOptions.bookProposal
    }

    public struct Prerequisite: Sendable, Equatable {
        public var lesson: String
        public var line: Int
    }

    /// Reads `checks.txt`. Every mistake names the line: an unknown key, a malformed check, a
    /// continuation line without a check.
    ///
    /// `hint.zh:`, `expect.zh:` and `look.zh:` give the line before them in Chinese (issue 14: one
    /// manifest, the checks shared, only the words translated); in Chinese they replace it.
    public static func parse(_ text: String, file: String, language: DisplayLanguage = .en) throws -> ExerciseManifest {
        var manifest = ExerciseManifest()
        var sawFormat = false
        var lastKey = ""
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            let content = String(raw).trimmingCharacters(in: .whitespaces)
            if content.isEmpty || content.hasPrefix("#") { continue }
            guard let colon = content.firstIndex(of: ":") else {
                throw CourseFileError(file: file, line: line, CourseMessages.expectedKeyValue)
            }
            var key = content[..<colon].trimmingCharacters(in: .whitespaces)
            let value = content[content.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            let indented = raw.first == " " || raw.first == "\t"
            // A translation: checked like its English line, used only in its language.
            var translation: DisplayLanguage?
            if let dot = key.lastIndex(of: "."), let language = DisplayLanguage(rawValue: String(key[key.index(after: dot)...])) {
                translation = language
                key = String(key[..<dot])
                guard ["hint", "task", "expect", "look"].contains(key) else {
                    throw CourseFileError(file: file, line: line, CourseMessages.untranslatableKey, key)
                }
            }
            if indented != (key == "expect" || key == "look") {
                throw indented
                    ? CourseFileError(file: file, line: line, CourseMessages.unexpectedIndent)
                    : CourseFileError(file: file, line: line, CourseMessages.missingIndent, key)
            }
            if !sawFormat && key != "format" {
                throw CourseFileError(file: file, line: line, CourseMessages.formatFirst, formatVersion)
            }
            guard !value.isEmpty else { throw CourseFileError(file: file, line: line, CourseMessages.keyNeedsValue, key) }
            defer { lastKey = key }
            switch key {
            case "format":
                guard Int(value) == formatVersion else {
                    throw CourseFileError(file: file, line: line, CourseMessages.unsupportedFormat, value, formatVersion)
                }
                sawFormat = true
            case "solution-after":
                guard let n = Int(value), n >= 0 else {
                    throw CourseFileError(file: file, line: line, CourseMessages.badSolutionAfter, value)
                }
                manifest.solutionAfter = n
            case "hint" where translation != nil:
                guard !manifest.hints.isEmpty else { throw CourseFileError(file: file, line: line, CourseMessages.translationWithoutHint, "hint", translation!.rawValue) }
                if translation == language { manifest.hints[manifest.hints.count - 1] = value }
            case "task" where translation != nil:
                guard lastKey == "task" else { throw CourseFileError(file: file, line: line, CourseMessages.translationWithoutHint, "task", translation!.rawValue) }
                if translation == language { manifest.tasks[manifest.tasks.count - 1].title = value }
            case "task":
                // Every hint and check belongs to a task once there are tasks: the first opens before them.
                guard manifest.tasks.isEmpty ? manifest.hints.isEmpty && manifest.checks.isEmpty : !manifest.tasks.last!.checks.isEmpty else {
                    throw CourseFileError(file: file, line: line, manifest.tasks.isEmpty ? CourseMessages.taskAfterChecks : CourseMessages.taskWithoutChecks)
                }
                manifest.tasks.append(ExerciseTask(title: value, checks: manifest.checks.count..<manifest.checks.count,
                                                   hints: manifest.hints.count..<manifest.hints.count, line: line))
            case "hint":
                manifest.hints.append(value)
                if !manifest.tasks.isEmpty { manifest.tasks[manifest.tasks.count - 1].hints = manifest.tasks.last!.hints.lowerBound..<manifest.hints.count }
            case "check", "check hidden":
                var parser = CheckParser(value, file: file, line: line)
                manifest.checks.append(try parser.parse(hidden: key == "check hidden"))
                if !manifest.tasks.isEmpty { manifest.tasks[manifest.tasks.count - 1].checks = manifest.tasks.last!.checks.lowerBound..<manifest.checks.count }
            case "needs":
                manifest.needs = Prerequisite(lesson: value, line: line)
            case "expect", "look":
                guard !manifest.checks.isEmpty else {
                    throw CourseFileError(file: file, line: line, CourseMessages.keyWithoutCheck, key)
                }
                if let translation, translation != language { break }
                if key == "expect" { manifest.checks[manifest.checks.count - 1].expect = value }
                else { manifest.checks[manifest.checks.count - 1].look = value }
            default:
                throw CourseFileError(file: file, line: line, CourseMessages.unknownKey, key)
            }
        }
        if !sawFormat { throw CourseFileError(file: file, line: 1, CourseMessages.emptyManifest, formatVersion) }
        if manifest.checks.isEmpty { throw CourseFileError(file: file, line: 1, CourseMessages.noChecks) }
        if let last = manifest.tasks.last, last.checks.isEmpty { throw CourseFileError(file: file, line: last.line, CourseMessages.taskWithoutChecks) }
        return manifest
    }
}
