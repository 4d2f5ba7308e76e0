import Foundation
import ViewlabModel
import ViewlabPresentation

/// `viewlab progress` in text, JSON and CSV.
public struct ProgressFormats {
    public var catalog: Catalog
    let words: ProgressMessages
    let bar: ProgressBar
    public init(catalog: Catalog, language: DisplayLanguage = .en, style: OutputStyle = .plain) {
        self.catalog = catalog; words = ProgressMessages(language: language); bar = ProgressBar(style: style)
    }

    public func text(_ snapshot: ProgressSnapshot) -> String {
        guard !snapshot.learners.isEmpty else { return words.nothingYet + "\n" }
        let separator = words.language == .zh ? "，" : ", "
        return snapshot.learners.map { learner in
            let passed = catalog.exercises.filter { learner.exercises[$0.id]?.passed == true }.count
            let attempts = learner.exercises.values.reduce(0) { $0 + $1.attempts }
            let hints = learner.exercises.values.reduce(0) { $0 + $1.hints }
            var lines = [learner.name + (learner.workshop.map(words.inWorkshop) ?? "") + (words.language == .zh ? "：" : ": ")
                         + words.summary(passed: passed, of: catalog.exercises.count, attempts: attempts, hints: hints),
                         "  " + bar.text(passed, of: catalog.exercises.count) + " \(passed)/\(catalog.exercises.count)"]
            let lessons = catalog.lessons.compactMap { lesson in
                learner.lessonSteps[lesson.id].map { "\(lesson.id) \($0)/\(lesson.steps.count)" }
            }
            lines.append("  " + words.lessons + (lessons.isEmpty ? words.noneOpened : lessons.joined(separator: ", ")))
            if learner.predictions > 0 { lines.append("  " + words.predictions(right: learner.correctPredictions, of: learner.predictions)) }
            if let stuck = learner.stuck(now: snapshot.takenAt) {
                lines.append("  " + words.stuck(on: stuck.exercise, for: Duration.short(stuck.since), failures: stuck.failures))
            }
            for exercise in catalog.exercises {
                guard let s = learner.exercises[exercise.id] else { continue }
                var notes = [words.attempts(s.attempts)]
                if s.hints > 0 { notes.append(words.hints(s.hints)) }
                if s.solutionViewed { notes.append(words.solutionViewed) }
                lines.append("  \(s.passed ? "✓" : "✗") \(exercise.id.padding(toLength: 28, withPad: " ", startingAt: 0)) \(notes.joined(separator: separator))")
            }
            let untouched = catalog.exercises.filter { learner.exercises[$0.id] == nil }.count
            if untouched > 0 { lines.append("  · " + words.notTriedYet(untouched)) }
            return lines.joined(separator: "\n") + "\n"
        }.joined(separator: "\n")
    }

    public func json(_ snapshot: ProgressSnapshot) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(snapshot), as: UTF8.self) + "\n"
    }

    /// One row per learner and exercise they touched.
    public func csv(_ snapshot: ProgressSnapshot) -> String {
        var rows = ["learner,workshop,exercise,attempts,passed,failures,hints,solution_viewed,first_attempt,last_attempt"]
        let iso = ISO8601DateFormatter()
        for learner in snapshot.learners {
            let known = catalog.exercises.map(\.id)
            for exercise in known + learner.exercises.keys.filter({ !known.contains($0) }).sorted() {
                guard let s = learner.exercises[exercise] else { continue }
                rows.append(CSV.row([learner.name, learner.workshop ?? "", exercise, "\(s.attempts)", s.passed ? "yes" : "no", "\(s.failures)",
                                     "\(s.hints)", s.solutionViewed ? "yes" : "no",
                                     s.firstAttempt.map(iso.string) ?? "", s.lastAttempt.map(iso.string) ?? ""]))
            }
        }
        return rows.joined(separator: "\n") + "\n"
    }
}

/// RFC 4180 fields: quoted when they hold a comma, quote or line break.
enum CSV {
    static func row(_ fields: [String]) -> String {
        fields.map { f in
            f.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) ? "\"" + f.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : f
        }.joined(separator: ",")
    }
}

/// "45s", "12m", "1h05m": how long someone has been stuck.
enum Duration {
    static func short(_ seconds: TimeInterval) -> String {
        let s = max(0, Int(seconds))
        if s < 60 { return "\(s)s" }
        if s < 3600 { return "\(s / 60)m" }
        return "\(s / 3600)h" + String(format: "%02dm", (s % 3600) / 60)
    }
}
