import Foundation
import ViewlabModel

/// The whole course: the lessons of `Lessons/` and the exercises of `Exercises/`, in order.
public struct Catalog: Sendable {
    public var root: URL
    public var lessons: [Lesson]
    public var exercises: [Exercise]

    /// Loads and cross-checks the course: exercise ids are unique, every exercise a lesson points
    /// to exists (else the lesson's file and line are named), and so does every lesson an exercise needs.
    /// In another language than English, a lesson's translation (`Lessons/zh/…`) and an exercise's
    /// (`README.zh.md`, `hint.zh:` lines) replace the English text where they exist.
    public static func load(root: URL, language: DisplayLanguage = .en) throws -> Catalog {
        let fm = FileManager.default
        func sortedEntries(_ url: URL) -> [URL] {
            ((try? fm.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? [])
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        }
        func isDirectory(_ url: URL) -> Bool {
            var dir: ObjCBool = false
            return fm.fileExists(atPath: url.path, isDirectory: &dir) && dir.boolValue
        }
        var exercises: [Exercise] = []
        // Chapters in the books' order: `tis-…` (Thinking in SwiftUI), `pro-…` (Pro SwiftUI), then `beyond-…`.
        let chapters = sortedEntries(root.appendingPathComponent("Exercises")).filter(isDirectory)
            .sorted { (Self.bookRank($0.lastPathComponent), $0.lastPathComponent) < (Self.bookRank($1.lastPathComponent), $1.lastPathComponent) }
        for chapter in chapters {
            for folder in sortedEntries(chapter) where isDirectory(folder) {
                let exercise = try Exercise.load(folder, chapter: chapter.lastPathComponent, language: language)
                if let twin = exercises.first(where: { $0.id == exercise.id }) {
                    throw CourseFileError(file: folder.path, line: 1, CourseMessages.duplicateExercise, exercise.id, twin.directory.path)
                }
                exercises.append(exercise)
            }
        }
        var lessons: [Lesson] = []
        for file in sortedEntries(root.appendingPathComponent("Lessons"))
        where file.pathExtension == "md" && !file.lastPathComponent.hasPrefix("README") {
            let translated = root.appendingPathComponent("Lessons/\(language.rawValue)/\(file.lastPathComponent)")
            let source = language != .en && fm.fileExists(atPath: translated.path) ? translated : file
            let text = try String(contentsOf: source, encoding: .utf8)
            let lesson = try LessonParser.parse(text, file: source.path)
            for step in lesson.steps {
                for case .exercise(let id, let line) in step.blocks where !exercises.contains(where: { $0.id == id }) {
                    throw CourseFileError(file: file.path, line: line, CourseMessages.missingExercise, id)
                }
            }
            lessons.append(lesson)
        }
        for exercise in exercises {
            if let needs = exercise.manifest.needs, !lessons.contains(where: { $0.id == needs.lesson }) {
                throw CourseFileError(file: exercise.directory.appendingPathComponent("checks.txt").path, line: needs.line,
                                      CourseMessages.unknownLessonNeeded, needs.lesson)
            }
        }
        return Catalog(root: root, lessons: lessons, exercises: exercises)
    }

    /// Where the course lives: `--course`, else `$VIEWLAB_COURSE`, else the nearest folder holding
    /// `Lessons/` and `Exercises/` above the executable (a checkout's `.build/debug/viewlab`), else
    /// above the working directory.
    public static func locate(explicit: String?, environment: [String: String], executable: String, workingDirectory: String) -> URL? {
        if let path = explicit ?? environment["VIEWLAB_COURSE"] { return URL(fileURLWithPath: path) }
        for start in [URL(fileURLWithPath: executable).resolvingSymlinksInPath(), URL(fileURLWithPath: workingDirectory)] {
            var dir = start
            while dir.path != "/" {
                if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Exercises/README.md").path),
                   FileManager.default.fileExists(atPath: dir.appendingPathComponent("Lessons/README.md").path) { return dir }
                dir = dir.deletingLastPathComponent()
            }
        }
        return nil
    }

    /// An exercise by id, or by an unambiguous prefix of it.
    public func exercise(_ id: String) throws -> Exercise {
        try find(id, in: exercises, \.id, unknown: CourseMessages.unknownExercise, list: "viewlab exercises")
    }

    /// The reviews and capstones that build on a lesson (`needs:` it), in the course's order.
    public func reviewsAndCapstones(needing lesson: String) -> [Exercise] {
        exercises.filter { $0.isReviewOrCapstone && $0.manifest.needs?.lesson == lesson }
    }

    /// Where a chapter folder's book comes in the course, by its name's prefix; the capstones,
    /// which combine everything, come last.
    static func bookRank(_ folder: String) -> Int {
        ["tis-", "pro-", "beyond-", "capstones"].firstIndex { folder.hasPrefix($0) } ?? 4
    }

    /// A lesson by id, or by an unambiguous prefix (`01`).
    public func lesson(_ id: String) throws -> Lesson {
        try find(LessonRenames.current(id) ?? id, in: lessons, \.id, unknown: CourseMessages.unknownLesson, list: "viewlab lessons")
    }

    private func find<T>(_ id: String, in items: [T], _ key: (T) -> String, unknown: Message, list: String) throws -> T {
        if let exact = items.first(where: { key($0) == id }) { return exact }
        let matches = items.filter { key($0).hasPrefix(id) }
        if matches.count == 1 { return matches[0] }
        if matches.isEmpty { throw CourseError(unknown, id, list) }
        throw CourseError(CourseMessages.ambiguousID, id, matches.map(key).joined(separator: ", "))
    }
}
