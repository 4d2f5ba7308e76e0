import ViewlabModel

/// What a learner reads after a check: every visible check with ✓ or ✗, and for a failing one what
/// was expected, what their code produced and where to look. Hidden checks only say that one of
/// them failed (nbgrader keeps hidden tests hidden).
public struct CheckFeedback {
    public var ascii: Bool
    /// How the follow-up commands are spelled where the learner reads this.
    public var spelling: CommandSpelling
    public var language: DisplayLanguage
    public init(ascii: Bool = false, spelling: CommandSpelling = .commandLine, language: DisplayLanguage = .en) {
        self.ascii = ascii; self.spelling = spelling; self.language = language
    }

    public func render(_ report: CheckReport, file: String) -> String {
        let words = FeedbackMessages(language: language)
        var lines = [words.checking(report.exercise, file)]
        if let error = report.errorText {
            lines.append(words.doesNotRunYet)
            return (lines + [error.trimmingCharacters(in: .newlines)]).joined(separator: "\n") + "\n"
        }
        let passed = report.outcomes.filter(\.passed).count
        if report.tasks.isEmpty {
            lines += outcomeLines(report.outcomes[...])
            lines.append(report.verdict == .pass
                ? words.passedAll(report.outcomes.count, solution: spelling.solution(report.exercise))
                : words.somePass(passed, of: report.outcomes.count, hint: spelling.hint(report.exercise)))
            return lines.joined(separator: "\n") + "\n"
        }
        // Built in numbered tasks: a finished task is one line, the first unfinished one shows its
        // checks, and the later ones only their titles, so the learner works on one thing at a time.
        let unfinished = report.tasks.firstIndex { !report.outcomes[$0.checks].allSatisfy(\.passed) }
        for (index, task) in report.tasks.enumerated() {
            let state = unfinished.map { index < $0 ? words.taskPassed : index == $0 ? words.taskFailed : words.taskNotYet($0 + 1) } ?? words.taskPassed
            lines.append(words.taskState(words.task(index + 1, of: report.tasks.count, task.title), state))
            if index == unfinished { lines += outcomeLines(report.outcomes[task.checks]) }
        }
        lines.append(unfinished.map { words.tasksDone($0, of: report.tasks.count, hint: spelling.hint(report.exercise)) }
            ?? words.passedAll(report.outcomes.count, solution: spelling.solution(report.exercise)))
        return lines.joined(separator: "\n") + "\n"
    }

    /// Each visible check with ✓ or ✗ (a failing one with what was expected, what the code
    /// produced and where to look), then one line for the hidden ones.
    private func outcomeLines(_ outcomes: ArraySlice<CheckOutcome>) -> [String] {
        let (pass, fail) = ascii ? ("ok", "x ") : ("✓", "✗")
        let words = FeedbackMessages(language: language)
        var lines: [String] = []
        var hiddenFailures = 0
        for outcome in outcomes {
            if outcome.spec.hidden {
                if !outcome.passed { hiddenFailures += 1 }
                continue
            }
            guard !outcome.passed else { lines.append("\(pass) \(outcome.spec.expect ?? outcome.spec.source)"); continue }
            lines.append("\(fail) \(outcome.spec.shownSource)")
            let labels = words.labels
            lines.append(indent(labels.expected, outcome.expected))
            lines.append(indent(labels.actual, outcome.actual))
            if let look = outcome.look { lines.append(indent(labels.look, look)) }
        }
        let hidden = outcomes.filter(\.spec.hidden).count
        if hidden > 0 {
            lines.append(hiddenFailures == 0 ? "\(pass) " + words.hiddenPassed(hidden) : "\(fail) " + words.hiddenFailed(hiddenFailures, of: hidden))
        }
        return lines
    }

    /// The checks a rendered feedback names as failing (its `✗` lines, or `x` in ASCII), for a
    /// workshop server, which receives the text a learner read rather than the report.
    public static func failedChecks(in feedback: String) -> [String] {
        feedback.split(separator: "\n").compactMap { line in
            for mark in ["✗ ", "x  "] where line.hasPrefix(mark) { return String(line.dropFirst(mark.count)) }
            return nil
        }
    }

    /// Multi-line values (tree diagrams) continue under their label.
    private func indent(_ label: String, _ text: String) -> String {
        let pad = "    " + String(repeating: " ", count: label.displayWidth)
        return "    " + label + text.trimmingCharacters(in: .newlines).split(separator: "\n", omittingEmptySubsequences: false)
            .joined(separator: "\n" + pad)
    }
}
