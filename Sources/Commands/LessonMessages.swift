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
    /// The end of a lesson: its predictions' score, its exercises, the reviews and capstones it
    /// opens (each from `opened(_:start:)`), the next lesson.
    func done(score: Int?, of questions: Int, exercises: [String], opened: [String], next: String?) -> String {
        var lines = [text("Done.", "完成。")]
        if let score { lines.append(text("Predictions: \(score) of \(questions) right the first time.", "预测：\(questions) 道题中首次答对 \(score) 道。")) }
        if !exercises.isEmpty { lines.append(text("Exercises: ", "练习：") + exercises.joined(separator: ", ")) }
        if !opened.isEmpty { lines.append(text("Now open:", "现在可以做：")); lines += opened.map { "  " + $0 } }
        if let next { lines.append(text("Next lesson: \(next)", "下一课：\(next)")) }
        return lines.joined(separator: "\n")
    }
    /// A review or capstone a lesson opens: "Review: keep the likes — `viewlab exercise start review-keep-the-likes`".
    func opened(_ title: String, start: String) -> String { text("\(title) — \(start)", "\(title)——\(start)") }
    /// A response that answers nothing, asked again.
    func askAgain(_ question: PredictQuestion) -> String {
        question.options.isEmpty ? text("Answer with a number (such as 71 or 71.5).", "请用一个数回答（比如 71 或 71.5）。")
            : text("Answer with one of \(question.optionLetters.joined(separator: ", ")).", "请在 \(question.optionLetters.joined(separator: "、")) 中选一个回答。")
    }
    var nextStepPrompt: String { text("Enter for the next step, q to stop> ", "回车看下一步，q 退出> ") }
}
