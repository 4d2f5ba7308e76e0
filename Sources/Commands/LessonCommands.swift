import Foundation
import ViewlabCourse
import ViewlabLanguage
import ViewlabLayout
import ViewlabModel
import ViewlabPresentation

/// `viewlab lessons`, `viewlab lesson ID` and the REPL's `:lessons`, `:lesson`, `:next`, `:back`.
/// A lesson is shown one step at a time; the caller keeps the step index.
extension Workbench {
    public func lessons(_ catalog: Catalog) -> CommandOutput {
        CommandOutput(stdout: catalog.lessons.map { lesson in
            let questions = lesson.questionCount
            return "\(lesson.id)  \(lesson.title)  (ch. \(lesson.chapter), \(lesson.steps.count) steps"
                + (questions > 0 ? ", \(questions) predict question\(questions == 1 ? "" : "s")" : "") + ")"
        }.joined(separator: "\n") + "\n")
    }

    /// One step: its narrative and the output of its code cells. Predict questions are shown with
    /// their answer only when `revealAnswers` (a printed lesson); a stepping learner answers first
    /// through `predict(_:response:lesson:course:)`.
    public func lessonStep(_ lesson: Lesson, index: Int, revealAnswers: Bool) -> CommandOutput {
        guard lesson.steps.indices.contains(index) else {
            return CommandOutput(stderr: "error: \(lesson.id) has steps 1 to \(lesson.steps.count)\n", exitCode: CommandOutput.badInput)
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
            return CommandOutput(stdout: text + "\n\n")
        case .cell(let cell):
            let result = lessonCell(cell, file: lesson.file)
            return CommandOutput(stdout: "```swift\n\(cell.code)\n```\n" + result.stdout + "\n", stderr: result.stderr)
        case .predict(let q):
            var text = "Predict: \(q.question)\n" + q.options.map { "  \($0)\n" }.joined()
            if revealAnswers { text += "Answer: \(q.answer)" + (q.explanation.isEmpty ? "" : " — \(q.explanation)") + "\n\n" }
            return CommandOutput(stdout: text)
        case .exercise(let id, _):
            return CommandOutput(stdout: "Exercise: `viewlab exercise start \(id)`\n\n")
        }
    }

    /// The whole lesson, every answer shown: what `viewlab lesson ID` prints when not on a terminal.
    public func lessonText(_ lesson: Lesson) -> CommandOutput {
        var out = CommandOutput(stdout: style.bold("# \(lesson.title)") + "\n\n")
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
        let verdict = correct ? "Right: \(question.answer)" : "Not quite: the answer is \(question.answer)"
        return CommandOutput(stdout: verdict + (question.explanation.isEmpty ? "." : " — \(question.explanation)") + "\n\n")
    }

    /// Shows a step to a learner and records it as seen (`:lesson`, `:next`, `:back` in the REPL);
    /// its predict questions are asked, not answered.
    public func visit(_ lesson: Lesson, step index: Int, course: CourseContext) throws -> CommandOutput {
        let out = lessonStep(lesson, index: index, revealAnswers: false)
        if out.exitCode == 0 { try course.store.recordStep(learner: try course.learnerID(), lesson: lesson.id, step: index + 1) }
        return out
    }

    /// Steps through a lesson on a terminal: shows a step, asks its predict questions before the
    /// cells that reveal the truth, records what the learner saw and answered, and waits for Enter.
    public func stepThrough(_ lesson: Lesson, course: CourseContext, readLine: (String) -> String?, write: (CommandOutput) -> Void) throws {
        for (index, step) in lesson.steps.enumerated() {
            write(CommandOutput(stdout: heading(lesson, index)))
            for block in step.blocks {
                write(lessonBlock(block, lesson: lesson, revealAnswers: false))
                guard case .predict(let q) = block else { continue }
                guard let response = readLine(q.options.isEmpty ? "your answer (a number)> " : "your answer (a letter)> ") else { return }
                write(try predict(q, response: response, lesson: lesson, course: course))
            }
            try course.store.recordStep(learner: try course.learnerID(), lesson: lesson.id, step: index + 1)
            if index + 1 < lesson.steps.count, readLine("Enter for the next step, q to stop> ")?.lowercased() == "q" { return }
        }
        let exercises = lesson.exercises
        if !exercises.isEmpty { write(CommandOutput(stdout: "Done. Exercises: \(exercises.joined(separator: ", "))\n")) }
    }

    /// Runs one code cell in a fresh session and shows what it asks for.
    public func lessonCell(_ cell: CodeCell, file: String) -> CommandOutput {
        var out = CommandOutput()
        var printed = ""
        let session = Session(output: { printed += $0 })
        do {
            // Blank lines before the code make diagnostics name the lesson file's own line numbers.
            try session.run(String(repeating: "\n", count: cell.line) + cell.code, fileName: file)
            let proposal = cell.proposal ?? LayoutOptions.bookProposal
            switch cell.action {
            case .run: out.stdout = printed
            case .tree, .types: out = tree(try session.rootView(), types: cell.action == .types)
            case .layout: out = layout(try session.rootView(), session: session, proposal: proposal, format: .text)
            case .explain: out = explain(try session.rootView(), session: session, proposal: proposal, probes: false, format: .text)
            case .render: out = render(try session.rootView(), session: session, proposal: proposal, format: .ascii)
            }
        } catch {
            report(error, session: session, into: &out)
        }
        return out
    }
}
