import Foundation
import ViewlabModel

/// One exercise: a folder `Exercises/<chapter>/<NN-id>/` with `README.md` (the task, titled by its
/// first `# ` line), `starter.swift` (with a `// TODO:`), `solution.swift` and `checks.txt`.
public struct Exercise: Sendable {
    /// The folder name without its order prefix: `03-span-the-width` is `span-the-width`.
    public var id: String
    public var chapter: String
    public var title: String
    public var task: String
    public var starter: String
    public var solution: String
    public var manifest: ExerciseManifest
    public var directory: URL

    public static let files = ["README.md", "starter.swift", "solution.swift", "checks.txt"]
    /// The task in another language, beside the English one: `README.zh.md` (issue 14).
    static func translatedTask(_ language: DisplayLanguage) -> String { "README.\(language.rawValue).md" }

    /// Loads an exercise folder; a missing file or a malformed manifest names the file and line.
    public static func load(_ directory: URL, chapter: String, language: DisplayLanguage = .en) throws -> Exercise {
        func read(_ name: String) throws -> String {
            let url = directory.appendingPathComponent(name)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                throw CourseFileError(file: url.path, line: 1, CourseMessages.missingExerciseFile, name, files.joined(separator: ", "))
            }
            return text
        }
        let present = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let translations = DisplayLanguage.allCases.filter { $0 != .en }.map(translatedTask)
        if let stray = present.sorted().first(where: { !files.contains($0) && !translations.contains($0) }) {
            throw CourseFileError(file: directory.appendingPathComponent(stray).path, line: 1,
                                  CourseMessages.strayFile, files.joined(separator: ", "))
        }
        let task = language != .en && present.contains(translatedTask(language)) ? try read(translatedTask(language)) : try read("README.md")
        let starter = try read("starter.swift")
        let solution = try read("solution.swift")
        let checksPath = directory.appendingPathComponent("checks.txt").path
        let manifest = try ExerciseManifest.parse(try read("checks.txt"), file: checksPath, language: language)
        guard let titleLine = task.split(separator: "\n").first(where: { $0.hasPrefix("# ") }) else {
            throw CourseFileError(file: directory.appendingPathComponent("README.md").path, line: 1,
                                  CourseMessages.taskNeedsTitle)
        }
        if !starter.contains("// TODO:") {
            throw CourseFileError(file: directory.appendingPathComponent("starter.swift").path, line: 1,
                                  CourseMessages.starterNeedsTodo)
        }
        return Exercise(id: Exercise.id(folder: directory.lastPathComponent), chapter: chapter,
                        title: String(titleLine.dropFirst(2)).trimmingCharacters(in: .whitespaces),
                        task: task, starter: starter, solution: solution, manifest: manifest, directory: directory)
    }

    /// A review that mixes a part's chapters (`NN-review-…`, the last of its folder) or a capstone
    /// (`capstones/`): what a lesson's end names as the exercises it opens (Exercises/README.md).
    public var isReviewOrCapstone: Bool { chapter == "capstones" || id.hasPrefix("review-") }

    /// `03-span-the-width` → `span-the-width`: the number orders the folders, the rest names them.
    static func id(folder: String) -> String {
        let digits = folder.prefix { $0.isNumber }
        return !digits.isEmpty && folder.dropFirst(digits.count).first == "-" ? String(folder.dropFirst(digits.count + 1)) : folder
    }
}
