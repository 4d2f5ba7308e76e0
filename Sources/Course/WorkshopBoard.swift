import Foundation
import ViewlabModel
import ViewlabPresentation

/// The instructor's dashboard (`viewlab workshop board`): learner × exercise, who is stuck and for
/// how long, the most-failed checks and hint usage. The board is text; the command redraws it.
public struct WorkshopBoard {
    public var catalog: Catalog
    public var title: String
    let words: ProgressMessages
    public init(catalog: Catalog, title: String, language: DisplayLanguage = .en) {
        self.catalog = catalog; self.title = title; words = ProgressMessages(language: language)
    }

    public func render(_ snapshot: ProgressSnapshot) -> String {
        let time = DateFormatter.utcClock.string(from: snapshot.takenAt)
        var lines = [words.boardTitle(title, learners: snapshot.learners.count, time: time), ""]
        // Only exercises someone has touched get a column, so the board stays narrow.
        let columns = catalog.exercises.enumerated().filter { _, e in snapshot.learners.contains { $0.exercises[e.id] != nil } }
        // Names are padded by terminal columns, so a Chinese name keeps the columns straight.
        let nameWidth = max(8, snapshot.learners.map(\.name.displayWidth).max() ?? 0)
        let header = words.learner.padded(nameWidth) + "  "
            + columns.map { String(format: "%-4d", $0.offset + 1) }.joined() + words.boardColumns
        lines.append(header)
        for learner in snapshot.learners {
            let cells = columns.map { _, e -> String in
                guard let s = learner.exercises[e.id] else { return "·   " }
                let cell = s.passed ? "✓" : s.attempts == 0 ? "h" : "✗\(s.failures)"
                return cell.padding(toLength: 4, withPad: " ", startingAt: 0)
            }.joined()
            let passed = learner.exercises.values.filter(\.passed).count
            let hints = learner.exercises.values.reduce(0) { $0 + $1.hints }
            let stuck = learner.stuck(now: snapshot.takenAt).map { words.stuckCell($0.exercise, for: Duration.short($0.since), failures: $0.failures) } ?? ""
            lines.append(learner.name.padded(nameWidth) + "  " + cells
                         + String(format: " %3d/%-3d %5d  ", passed, catalog.exercises.count, hints) + stuck)
        }
        if !columns.isEmpty {
            lines.append("")
            lines.append(words.exercises + columns.map { "\($0.offset + 1) \($0.element.id)" }.joined(separator: ", "))
        }
        lines.append("")
        lines.append(words.mostFailed)
        if snapshot.failingChecks.isEmpty { lines.append(words.noneYet) }
        for f in snapshot.failingChecks.prefix(5) { lines.append(String(format: "  %3d× ", f.count) + "\(f.exercise): \(f.check)") }
        var hintsByExercise: [String: Int] = [:]
        for learner in snapshot.learners { for (id, s) in learner.exercises where s.hints > 0 { hintsByExercise[id, default: 0] += s.hints } }
        lines.append("")
        lines.append(words.hintsTaken + (hintsByExercise.isEmpty ? words.none
            : hintsByExercise.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")))
        lines.append("")
        lines.append(words.legend)
        return lines.joined(separator: "\n") + "\n"
    }
}

extension DateFormatter {
    /// "14:05:09", in UTC so every instructor's board agrees.
    static let utcClock: DateFormatter = {
        let f = DateFormatter()
        f.dateFormat = "HH:mm:ss"
        f.timeZone = TimeZone(identifier: "UTC")
        f.locale = Locale(identifier: "en_US_POSIX")
        return f
    }()
}
