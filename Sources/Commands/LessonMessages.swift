import ViewlabCourse
import ViewlabModel

/// The words around a lesson in each language (issue 14), each once with its English and its
/// Chinese; the lesson's own text comes from its translation (`Lessons/zh/`).
struct LessonMessages {
    let language: DisplayLanguage

    private func text(_ en: String, _ zh: String) -> String { language == .zh ? zh : en }

    /// `(ch. 4, 5 steps, 2 predict questions)` in `viewlab lessons`.
    func summary(books: String, steps: Int, questions: Int) -> String {
        text("(\(books), \(steps) steps" + (questions > 0 ? ", \(questions) predict question\(questions == 1 ? "" : "s")" : "") + ")",
             "（\(books)，\(steps) 步" + (questions > 0 ? "，\(questions) 道预测题" : "") + "）")
    }
    /// The books' chapters a lesson teaches: "Thinking in SwiftUI, ch. 7; Pro SwiftUI, ch. 4".
    func books(_ lesson: Lesson) -> String {
        lesson.books.map { $0.name(in: language) }.joined(separator: text("; ", "；"))
    }
    /// Where the lesson is in the books: "Thinking in SwiftUI, ch. 4: “Alignment”".
    func source(_ lesson: Lesson) -> String {
        let books = books(lesson)
        guard let section = lesson.section else { return books }
        return books + text(": “\(section)”", "：“\(section)”")
    }
    func noSuchStep(_ id: String, steps: Int) -> String {
        CommandMessages.noSuchStep.filled([id, "\(steps)"])(language)
    }
    var predict: String { text("Predict: ", "预测：") }
    var answer: String { text("Answer: ", "答案：") }
    var exercise: String { text("Exercise: ", "练习：") }
    func right(_ answer: String) -> String { text("Right: \(answer)", "答对了：\(answer)") }
    func notQuite(_ answer: String) -> String { text("Not quite: the answer is \(answer)", "不太对：答案是 \(answer)") }
    func done(exercises: [String]) -> String {
        exercises.isEmpty ? text("Done.", "完成。") : text("Done. Exercises: ", "完成。练习：") + exercises.joined(separator: ", ")
    }
    var nextStepPrompt: String { text("Enter for the next step, q to stop> ", "回车看下一步，q 退出> ") }
}
