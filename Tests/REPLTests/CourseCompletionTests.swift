import Foundation
import Testing
import TestSupport
@testable import ViewlabCommands

/// Tab after `:lesson` and `:exercise` completes ids from the repository's course; the progress
/// database is a scratch file, so the learner's own is never opened.
struct CourseCompletionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let repl = REPL(services: REPLServices(openCourse: {
        let db = Scratch.url("viewlab-completion-\(UUID()).sqlite").path
        return try CourseContext(course: CourseCompletionTests.root.path, db: db, learner: "test", workshop: nil)
    }))

    func complete(_ line: String) -> [String] { repl.completions(for: line).candidates }

    @Test func lessonIDs() {
        #expect(complete(":lesson 01") == ["01-view-trees"])
        let lessons = (try? FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Lessons").path)) ?? []
        #expect(complete(":lesson ").count == lessons.filter { $0.hasSuffix(".md") && $0.first?.isNumber == true }.count)
        #expect(complete(":lessons ") == [])
    }

    @Test func exerciseIDsAndOptions() {
        #expect(complete(":exercise background-after") == ["background-after-padding"])
        #expect(complete(":exercise --f") == ["--force"])
        #expect(complete(":exercise --output /usr/inclu") == ["/usr/include/"])
    }

    @Test func platforms() {
        #expect(complete(":set platform ") == ["ios16", "ios17", "xcode27"])
        #expect(complete(":set pl") == ["platform"])
    }

    @Test func noCourseCompletesNothing() {
        let lost = REPL(services: REPLServices(openCourse: { throw CommandFailure(message: "error: no course") }))
        #expect(lost.completions(for: ":lesson 0").candidates == [])
    }
}
