import Foundation
import ViewlabCourse
import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabLayout
import ViewlabModel
import ViewlabPresentation
import ViewlabRuntime

/// `viewlab lessons`, `viewlab lesson ID` and the REPL's `:lessons`, `:lesson`, `:next`, `:back`.
/// A lesson is shown one step at a time; the caller keeps the step index.
extension Workbench {
    private var words: LessonMessages { LessonMessages(language: language) }

    public func lessons(_ catalog: Catalog) -> CommandOutput {
        CommandOutput(stdout: catalog.lessons.map { lesson in
            "\(lesson.id)  \(lesson.title)  " + words.summary(books: words.books(lesson), steps: lesson.steps.count, questions: lesson.questionCount)
        }.joined(separator: "\n") + "\n")
    }

    /// One step: its narrative and the output of its code cells. Predict questions are shown with
    /// their answer only when `revealAnswers` (a printed lesson); a stepping learner answers first
    /// through `predict(_:response:lesson:course:)`.
    public func lessonStep(_ lesson: Lesson, index: Int, revealAnswers: Bool) -> CommandOutput {
        guard lesson.steps.indices.contains(index) else {
            return CommandOutput(stderr: words.noSuchStep(lesson.id, steps: lesson.steps.count) + "\n", exitCode: CommandOutput.badInput)
        }
        let step = lesson.steps[index]
        var out = CommandOutput(stdout: heading(lesson, index))
        for block in step.blocks {
            let shown = lessonBlock(block, lesson: lesson, revealAnswers: revealAnswers)
            out.stdout += shown.stdout
            out.stderr += shown.stderr
        }
        return out
    }

    /// "[2/5] Order matters": where the learner is.
    private func heading(_ lesson: Lesson, _ index: Int) -> String {
        style.bold("[\(index + 1)/\(lesson.steps.count)] \(lesson.steps[index].title)") + "\n\n"
    }

    /// One block of a step: narrative as written, a cell with its output, a question, a pointer.
    public func lessonBlock(_ block: LessonBlock, lesson: Lesson, revealAnswers: Bool) -> CommandOutput {
        switch block {
        case .text(let text):
            return CommandOutput(stdout: markdown.render(text) + "\n\n")
        case .cell(let cell):
            let result = lessonCell(cell, file: lesson.file)
            let code = cell.code.split(separator: "\n", omittingEmptySubsequences: false).map { markdown.codeLine(String($0)) }
            return CommandOutput(stdout: code.joined(separator: "\n") + "\n\n" + result.stdout + "\n", stderr: result.stderr)
        case .predict(let q):
            var text = words.predict + markdown.inline(q.question) + "\n" + q.options.map { "  \(markdown.inline($0))\n" }.joined()
            if revealAnswers { text += words.answer + q.answer + (q.explanation.isEmpty ? "" : " — \(markdown.inline(q.explanation))") + "\n\n" }
            return CommandOutput(stdout: text)
        case .exercise(let id, _):
            return CommandOutput(stdout: words.exercise + spelling.startExercise(id) + "\n\n")
        }
    }

    /// The whole lesson, every answer shown: what `viewlab lesson ID` prints when not on a terminal.
    public func lessonText(_ lesson: Lesson) -> CommandOutput {
        let rule = String(repeating: style.ascii ? "=" : "═", count: lesson.title.displayWidth)
        var out = CommandOutput(stdout: style.bold(lesson.title) + "\n" + rule + "\n" + words.source(lesson) + "\n\n")
        for index in lesson.steps.indices {
            let step = lessonStep(lesson, index: index, revealAnswers: true)
            out.stdout += step.stdout
            out.stderr += step.stderr
        }
        return out
    }

    /// Judges a predict answer, records it, and says the truth (`:answer` in the REPL).
    public func predict(_ question: PredictQuestion, response: String, lesson: Lesson, course: CourseContext) throws -> CommandOutput {
        let correct = question.accepts(response)
        try course.store.recordPrediction(learner: try course.learnerID(), lesson: lesson.id, line: question.line, answer: response, correct: correct)
        let verdict = correct ? words.right(question.answer) : words.notQuite(question.answer)
        // A prediction is the lesson's, with the question's line and the answer given.
        let sent = course.send(.predict, lesson.id, passed: correct, feedback: "line \(question.line): \(response)")
        return CommandOutput(stdout: verdict + (question.explanation.isEmpty ? "." : " — \(markdown.inline(question.explanation))") + "\n\n", stderr: sent)
    }

    /// Shows the rest of the step a learner is at (`:lesson`, `:next`, `:back` in the REPL): its
    /// blocks up to a predict question, which then waits for `answer`, or to the step's end, which
    /// is recorded as seen.
    public func visit(_ place: inout LessonPlace, course: CourseContext) throws -> CommandOutput {
        let lesson = place.lesson
        guard lesson.steps.indices.contains(place.step) else {
            return CommandOutput(stderr: words.noSuchStep(lesson.id, steps: lesson.steps.count) + "\n", exitCode: CommandOutput.badInput)
        }
        // A lesson opened at its start says where it is in the books first.
        let source = place.step == 0 && place.block == 0 ? words.source(lesson) + "\n\n" : ""
        var out = CommandOutput(stdout: place.block == 0 ? source + heading(lesson, place.step) : "")
        let blocks = lesson.steps[place.step].blocks
        while place.block < blocks.count {
            let block = blocks[place.block]
            place.block += 1
            let shown = lessonBlock(block, lesson: lesson, revealAnswers: false)
            out.stdout += shown.stdout
            out.stderr += shown.stderr
            if case .predict(let q) = block {
                place.question = q
                return out
            }
        }
        try course.store.recordStep(learner: try course.learnerID(), lesson: lesson.id, step: place.step + 1)
        return out
    }

    /// Judges the answer to the question the learner is at, then shows the rest of the step.
    public func answer(_ place: inout LessonPlace, response: String, course: CourseContext) throws -> CommandOutput {
        guard let question = place.question else { return try visit(&place, course: course) }
        // Not an answer (an empty line, a word where a number is asked): asked again, not graded.
        guard question.readsAsAnswer(response) else { return CommandOutput(stdout: words.askAgain(question) + "\n") }
        place.question = nil
        var out = try predict(question, response: response, lesson: place.lesson, course: course)
        let rest = try visit(&place, course: course)
        out.stdout += rest.stdout
        out.stderr += rest.stderr
        return out
    }

    /// What follows the last step: how many predictions were right (each question's first answer),
    /// the exercises the lesson points to, the reviews and capstones it opens, and the next lesson.
    public func lessonEnd(_ lesson: Lesson, course: CourseContext) -> CommandOutput {
        let score = lesson.questionCount == 0 ? nil
            : try? course.store.predictionScore(learner: try course.learnerID(), lesson: lesson.id)
        let lessons = course.catalog.lessons
        let next = lessons.firstIndex { $0.id == lesson.id }.flatMap { $0 + 1 < lessons.count ? lessons[$0 + 1] : nil }
        let opened = course.catalog.reviewsAndCapstones(needing: lesson.id).map { words.opened($0.title, start: spelling.startExercise($0.id)) }
        return CommandOutput(stdout: words.done(score: score, of: lesson.questionCount, exercises: lesson.exercises,
                                                opened: opened, next: next.map { spelling.lesson($0.id) }) + "\n")
    }

    /// Steps through a lesson on a terminal: shows a step, asks its predict questions before the
    /// cells that reveal the truth, records what the learner saw and answered, and waits for Enter.
    public func stepThrough(_ lesson: Lesson, course: CourseContext, readLine: (String) -> String?, write: (CommandOutput) -> Void) throws {
        var place = LessonPlace(lesson: lesson)
        write(try visit(&place, course: course))
        while true {
            if let question = place.question {
                guard let response = readLine(question.prompt(in: language)) else { return }
                write(try answer(&place, response: response, course: course))
                continue
            }
            guard place.step + 1 < lesson.steps.count else { break }
            if readLine(words.nextStepPrompt)?.lowercased() == "q" { return }
            place = LessonPlace(lesson: lesson, step: place.step + 1)
            write(try visit(&place, course: course))
        }
        write(lessonEnd(lesson, course: course))
    }

    /// Runs one code cell in a fresh session and shows what it asks for.
    public func lessonCell(_ cell: CodeCell, file: String) -> CommandOutput {
        var out = CommandOutput()
        var printed = ""
        let session = Session(budget: Budget(limits), output: { printed += $0 }).measuringViews()
        session.language = language
        do {
            // Blank lines before the code make diagnostics name the lesson file's own line numbers.
            try session.run(String(repeating: "\n", count: cell.line) + cell.code, fileName: file)
            let proposal = cell.proposal ?? LayoutOptions.bookProposal
            switch cell.action {
            case .run: out.stdout = printed
            case .tree, .types: out = tree(try LiveView.firstRender(of: session, preview: nil).view, types: cell.action == .types)
            case .layout: out = layout(try LiveView.firstRender(of: session, preview: nil).view, session: session, proposal: proposal, format: .text)
            case .explain: out = explain(try LiveView.firstRender(of: session, preview: nil).view, session: session, proposal: proposal, probes: false, format: .text)
            case .render: out = render(try LiveView.firstRender(of: session, preview: nil).view, session: session, proposal: proposal, format: .ascii)
            case .update: out = update(session, events: cell.events)
            }
        } catch {
            report(error, session: session, into: &out)
        }
        return out
    }
}
