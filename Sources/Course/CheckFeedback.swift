/// What a learner reads after a check: every visible check with ✓ or ✗, and for a failing one what
/// was expected, what their code produced and where to look. Hidden checks only say that one of
/// them failed (nbgrader keeps hidden tests hidden).
public struct CheckFeedback {
    public var ascii: Bool
    /// How the follow-up commands are spelled where the learner reads this.
    public var spelling: CommandSpelling
    public init(ascii: Bool = false, spelling: CommandSpelling = .commandLine) { self.ascii = ascii; self.spelling = spelling }

    public func render(_ report: CheckReport, file: String) -> String {
        let (pass, fail) = ascii ? ("ok", "x ") : ("✓", "✗")
        var lines = ["Checking \(report.exercise) (\(file))"]
        if let error = report.errorText {
            lines.append("Your code does not run yet:")
            return (lines + [error.trimmingCharacters(in: .newlines)]).joined(separator: "\n") + "\n"
        }
        var hiddenFailures = 0
        for outcome in report.outcomes {
            if outcome.spec.hidden {
                if !outcome.passed { hiddenFailures += 1 }
                continue
            }
            guard !outcome.passed else { lines.append("\(pass) \(outcome.spec.expect ?? outcome.spec.source)"); continue }
            lines.append("\(fail) \(outcome.spec.source)")
            lines.append(indent("expected:  ", outcome.expected))
            lines.append(indent("your code: ", outcome.actual))
            if let look = outcome.look { lines.append(indent("look at:   ", look)) }
        }
        let hidden = report.outcomes.filter(\.spec.hidden).count
        if hidden > 0 {
            lines.append(hiddenFailures == 0 ? "\(pass) \(hidden) hidden check\(hidden == 1 ? "" : "s")"
                         : "\(fail) \(hiddenFailures) of \(hidden) hidden check\(hidden == 1 ? "" : "s") failed (hidden checks say no more)")
        }
        let passed = report.outcomes.filter(\.passed).count
        lines.append(report.verdict == .pass
            ? "Passed: all \(report.outcomes.count) checks. \(spelling.solution(report.exercise)) shows the reference solution."
            : "\(passed) of \(report.outcomes.count) checks pass. \(spelling.hint(report.exercise)) gives a hint.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Multi-line values (tree diagrams) continue under their label.
    private func indent(_ label: String, _ text: String) -> String {
        let pad = "    " + String(repeating: " ", count: label.count)
        return "    " + label + text.trimmingCharacters(in: .newlines).split(separator: "\n", omittingEmptySubsequences: false)
            .joined(separator: "\n" + pad)
    }
}
