import Foundation
import ViewlabModel

/// A lesson: a Markdown file of `Lessons/` read as steps (Lessons/README.md).
public struct Lesson: Sendable {
    /// The file name without `.md`: `01-views-are-values`. `viewlab lesson 01` finds it too.
    public var id: String
    public var title: String
    /// The books' chapters it teaches, from `<!-- book: tis 7; pro 4 -->`.
    public var books: [BookReference]
    /// The title of the book's section it follows, from `<!-- section: Alignment -->`, if any.
    public var section: String?
    public var file: String
    public var steps: [LessonStep]

    /// Exercise ids the lesson points to, in order.
    public var exercises: [String] { steps.flatMap { $0.blocks.compactMap { if case .exercise(let id, _) = $0 { id } else { nil } } } }
    public var questionCount: Int { steps.reduce(0) { $0 + $1.blocks.filter { if case .predict = $0 { true } else { false } }.count } }
}

/// One `##` section: what the lesson shows before it asks to go on.
public struct LessonStep: Sendable {
    public var title: String
    public var blocks: [LessonBlock]
}

public enum LessonBlock: Sendable {
    /// Narrative Markdown, shown as written.
    case text(String)
    case cell(CodeCell)
    case predict(PredictQuestion)
    /// A pointer to an exercise (a link to `../Exercises/…/README.md`), with its line.
    case exercise(String, line: Int)
}

/// A ` ```swift tree ` block: code viewlab runs, and what it shows of it.
public struct CodeCell: Sendable {
    public enum Action: String, Sendable, CaseIterable {
        case tree, types, layout, explain, render, run
        /// ```` ```swift update tap "Increment: 0" ````: the first render, then events (cli-contract.md `update`).
        case update
    }
    public var action: Action
    public var proposal: ProposedViewSize?
    public var code: String
    public var line: Int
    /// An `update` cell's events: the one after `update` in the header, then the code's `// event:` lines.
    public var events: [String] = []
}

/// A "predict, then see" question: the learner answers before viewlab shows the truth.
public struct PredictQuestion: Sendable {
    public var question: String
    /// `a) …` options; empty when the answer is a number.
    public var options: [String]
    /// The answer: a number, or an option's letter.
    public var answer: String
    /// Why: the rest of the `<details>` block.
    public var explanation: String
    public var line: Int

    /// Numbers match within 0.5 (learners type 71 for 71.0); letters ignore case and a trailing `)`.
    public func accepts(_ response: String) -> Bool {
        let r = normalized(response)
        if let a = Double(answer), let b = Double(r) { return abs(a - b) <= 0.5 }
        return r == answer.lowercased()
    }

    /// Whether `response` answers at all: a number where one is asked, else one of the options'
    /// letters. Anything else (an empty line, "two") is asked again rather than graded.
    public func readsAsAnswer(_ response: String) -> Bool {
        let r = normalized(response)
        guard !options.isEmpty else { return Double(r) != nil }
        return optionLetters.contains(r)
    }

    /// `a`, `b`, … for the options.
    public var optionLetters: [String] { options.indices.map { String(UnicodeScalar(UInt8(97 + $0))) } }

    private func normalized(_ response: String) -> String {
        response.trimmingCharacters(in: .whitespaces).lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ")."))
    }
}
