import Foundation
import ViewlabCommands
import ViewlabModel
@testable import ViewlabCourse

/// A course of its own for tests of the course's machinery: the lesson `01-sizes` (two steps) and
/// the exercise `badge-in-tasks`, which needs it and is built in two tasks.
enum SmallCourse {
    static let manifest = """
        format: 1
        needs: 01-sizes
        task: Size the badge
        task.zh: 定下徽章的尺寸
        hint: How wide is the badge now?
        hint: `.frame(width: 50)`
        check: badge.width == 50
          expect: the badge is 50 points wide
        task: Say it is new
        hint: Which text does the badge show?
        check: text(badge) == "New"
          expect: the badge says New
        """
    static func program(width: Int, text: String) -> String {
        "struct ContentView: View {\n    var body: some View {\n        Text(\"\(text)\").frame(width: \(width)).accessibilityIdentifier(\"badge\")  // TODO: 50, New\n    }\n}\n"
    }

    /// A course folder with the lesson `01-sizes` (two steps) and the exercise `badge-in-tasks`.
    static func folder(manifest: String = manifest) throws -> URL {
        let root = try temporaryFolder()
        let folder = root.appendingPathComponent("Exercises/tis-4-layout/01-badge-in-tasks")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Lessons"), withIntermediateDirectories: true)
        let files = ["Exercises/README.md": "# Exercises\n", "Lessons/README.md": "# Lessons\n",
                     "Lessons/01-sizes.md": "# Sizes\n<!-- book: tis 4 -->\n\n## One\n\nText.\n\n## Two\n\nMore text.\n",
                     "Exercises/tis-4-layout/01-badge-in-tasks/README.md": "# A badge in two tasks\n\n## Task 1 — Size the badge\n\n## Task 2 — Say it is new\n",
                     "Exercises/tis-4-layout/01-badge-in-tasks/starter.swift": program(width: 40, text: "Old"),
                     "Exercises/tis-4-layout/01-badge-in-tasks/solution.swift": program(width: 50, text: "New"),
                     "Exercises/tis-4-layout/01-badge-in-tasks/checks.txt": manifest]
        for (path, text) in files { try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8) }
        return root
    }

    static func context(_ root: URL, language: DisplayLanguage = .en) throws -> CourseContext {
        try CourseContext(course: root.path, db: root.appendingPathComponent("p.sqlite").path, learner: "ana", workshop: nil, language: language, environment: [:])
    }
}
