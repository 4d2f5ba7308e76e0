import ViewlabCourse
import ViewlabModel

/// Where a learner is in a lesson: the step, how far into its blocks they have seen, and the
/// predict question waiting for their answer. The CLI's terminal mode and the REPL both keep one.
public struct LessonPlace: Sendable {
    public let lesson: Lesson
    public let step: Int
    /// The next block to show.
    var block = 0
    /// Asked and not yet answered: the cells that reveal its answer wait.
    public internal(set) var question: PredictQuestion?

    public init(lesson: Lesson, step: Int = 0) {
        self.lesson = lesson
        self.step = step
    }
}

extension PredictQuestion {
    /// What the learner is asked to type.
    public func prompt(in language: DisplayLanguage) -> String {
        switch (options.isEmpty, language) {
        case (true, .en): "your answer (a number)> "
        case (true, .zh): "你的答案（一个数）> "
        case (false, .en): "your answer (\(optionLetters.joined(separator: ", ")))> "
        case (false, .zh): "你的答案（\(optionLetters.joined(separator: "、"))）> "
        }
    }
}
