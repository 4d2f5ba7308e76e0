import Foundation
import ViewlabModel
import ViewlabPresentation

/// Reads a lesson file (Lessons/README.md describes the format). Every mistake names the line:
/// an unclosed code block, an unknown cell action, a question without its answer.
public struct LessonParser {
    private let lines: [String]
    private let file: String
    private var index = 0

    public init(text: String, file: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        self.file = file
    }

    public static func parse(_ text: String, file: String) throws -> Lesson {
        var parser = LessonParser(text: text, file: file)
        return try parser.parse()
    }

    private func error(_ line: Int, _ entry: Message, _ values: Any...) -> CourseFileError {
        CourseFileError(file: file, line: line, entry.filled(with: values))
    }

    mutating func parse() throws -> Lesson {
        guard let first = lines.first, first.hasPrefix("# ") else { throw error(1, CourseMessages.lessonNeedsTitle) }
        let title = String(first.dropFirst(2)).trimmingCharacters(in: .whitespaces)
        var books: [BookReference] = []
        var section: String?
        var steps = [LessonStep(title: title, blocks: [])]
        var paragraph: [String] = []
        // Exercise pointers follow the paragraph that links them, so the text reads unbroken.
        var pointers: [LessonBlock] = []
        func flush() {
            let text = paragraph.joined(separator: "\n").trimmingCharacters(in: .newlines)
            if !text.isEmpty { steps[steps.count - 1].blocks.append(.text(text)) }
            steps[steps.count - 1].blocks += pointers
            paragraph = []
            pointers = []
        }
        index = 1
        while index < lines.count {
            let line = lines[index], number = index + 1
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let meta = LessonParser.comment(trimmed) {
                switch meta.key {
                case "book":
                    guard let parsed = BookReference.list(meta.value) else { throw error(number, CourseMessages.badBookSetting, meta.value) }
                    books = parsed
                case "section": section = meta.value
                default: throw error(number, CourseMessages.unknownLessonSetting, meta.key)
                }
                index += 1
            } else if trimmed.hasPrefix("## ") {
                flush()
                steps.append(LessonStep(title: String(trimmed.dropFirst(3)), blocks: []))
                index += 1
            } else if trimmed.hasPrefix("```swift ") {
                flush()
                steps[steps.count - 1].blocks.append(.cell(try cell(header: trimmed, line: number)))
            } else if trimmed.hasPrefix("```") {
                let start = index
                try skipFence(from: number)
                paragraph += lines[start..<index]
            } else if LessonParser.predictMarkers.contains(where: trimmed.hasPrefix) {
                flush()
                steps[steps.count - 1].blocks.append(.predict(try predict(line: number)))
            } else {
                pointers += LessonParser.exerciseLinks(in: line).map { .exercise($0, line: number) }
                if trimmed.isEmpty { flush() } else { paragraph.append(line) }
                index += 1
            }
        }
        flush()
        if steps[0].blocks.isEmpty { steps.removeFirst() }
        guard !steps.isEmpty else { throw error(1, CourseMessages.emptyLesson) }
        let id = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        guard !books.isEmpty else { throw error(1, CourseMessages.lessonNeedsBook) }
        return Lesson(id: id, title: title, books: books, section: section, file: file, steps: steps)
    }

    /// `<!-- book: tis 4 -->`: settings hide in comments, so forges do not show them.
    static func comment(_ line: String) -> (key: String, value: String)? {
        guard line.hasPrefix("<!--"), line.hasSuffix("-->"), let colon = line.firstIndex(of: ":") else { return nil }
        let key = line[line.index(line.startIndex, offsetBy: 4)..<colon].trimmingCharacters(in: .whitespaces)
        let value = line[line.index(after: colon)..<line.index(line.endIndex, offsetBy: -3)].trimmingCharacters(in: .whitespaces)
        return (key, value)
    }

    /// The exercise ids of links such as `[Span the width](../Exercises/tis-4-layout/03-span-the-width/README.md)`
    /// (`../../Exercises/` from a translation in `Lessons/zh/`).
    static func exerciseLinks(in line: String) -> [String] {
        line.replacingOccurrences(of: "](../../Exercises/", with: "](../Exercises/")
            .components(separatedBy: "](../Exercises/").dropFirst().compactMap { rest in
            guard let end = rest.firstIndex(of: ")") else { return nil }
            let parts = rest[..<end].split(separator: "/").map(String.init)
            guard parts.count >= 2 else { return nil }
            return Exercise.id(folder: parts.last == "README.md" ? parts[parts.count - 2] : parts[parts.count - 1])
        }
    }

    private mutating func skipFence(from number: Int) throws {
        index += 1
        while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("```") { index += 1 }
        guard index < lines.count else { throw error(number, CourseMessages.unclosedCodeBlock) }
        index += 1
    }

    /// ```` ```swift layout 180x180 ````: the action, then an optional proposal.
    private mutating func cell(header: String, line: Int) throws -> CodeCell {
        let words = header.dropFirst("```swift ".count).split(separator: " ").map(String.init)
        guard let name = words.first, let action = CodeCell.Action(rawValue: name) else {
            throw error(line, CourseMessages.unknownCellAction, words.first ?? "", CodeCell.Action.allCases.map(\.rawValue).joined(separator: ", "))
        }
        var proposal: ProposedViewSize?
        var events: [String] = []
        if action == .update {
            let event = header.dropFirst("```swift update".count).trimmingCharacters(in: .whitespaces)
            if !event.isEmpty { events.append(event) }
        } else if words.count > 1 {
            guard words.count == 2, [.layout, .explain, .render].contains(action) else {
                throw error(line, CourseMessages.proposalNotTaken)
            }
            do { proposal = try ProposalParser.parse(words[1]) } catch let problem { throw CourseFileError(file: file, line: line, problem.bilingual) }
        }
        let start = index + 1
        try skipFence(from: line)
        let code = lines[start..<(index - 1)].joined(separator: "\n")
        guard !code.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw error(line, CourseMessages.emptyCodeCell) }
        events += code.split(separator: "\n").compactMap { line in
            let t = line.trimmingCharacters(in: .whitespaces)
            return t.hasPrefix("// event: ") ? String(t.dropFirst("// event: ".count)) : nil
        }
        return CodeCell(action: action, proposal: proposal, code: code, line: line, events: events)
    }

    /// How a question starts, in English and in a Chinese translation.
    static let predictMarkers = ["**Predict:**", "**预测：**"]

    /// `**Predict:** question`, optional `- a) …` options, then `<details><summary>Answer</summary>`
    /// whose first `**…**` is the answer.
    private mutating func predict(line: Int) throws -> PredictQuestion {
        let first = lines[index].trimmingCharacters(in: .whitespaces)
        let marker = LessonParser.predictMarkers.first(where: first.hasPrefix) ?? ""
        var question: [String] = [String(first.dropFirst(marker.count)).trimmingCharacters(in: .whitespaces)]
        var options: [String] = []
        index += 1
        while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).isEmpty {
            let t = lines[index].trimmingCharacters(in: .whitespaces)
            if t.hasPrefix("- "), t.dropFirst(2).dropFirst().hasPrefix(")") { options.append(String(t.dropFirst(2))) } else { question.append(t) }
            index += 1
        }
        while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces).isEmpty { index += 1 }
        guard index < lines.count, lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("<details>") else {
            throw error(line, CourseMessages.predictNeedsAnswer)
        }
        let open = index + 1
        index += 1
        var body: [String] = []
        while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("</details>") {
            body.append(lines[index]); index += 1
        }
        guard index < lines.count else { throw error(open, CourseMessages.unclosedDetails) }
        index += 1
        let text = body.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        guard let a = text.range(of: "**"), let b = text[a.upperBound...].range(of: "**") else {
            throw error(open, CourseMessages.answerFirst)
        }
        let answer = String(text[a.upperBound..<b.lowerBound]).trimmingCharacters(in: .whitespaces)
        let letters = options.map { String($0.prefix(1)).lowercased() }
        if !options.isEmpty, !letters.contains(answer.lowercased()) {
            throw error(open, CourseMessages.answerNotAnOption, answer, letters.joined(separator: ", "))
        }
        if options.isEmpty, Double(answer) == nil {
            throw error(open, CourseMessages.answerNotANumber, answer)
        }
        // "**c** — because …": the dash only separates the answer from the reason.
        let explanation = text[b.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
            .trimmingCharacters(in: CharacterSet(charactersIn: "—–-:")).trimmingCharacters(in: .whitespaces)
        return PredictQuestion(question: question.joined(separator: " "), options: options, answer: answer,
                               explanation: explanation, line: line)
    }
}
