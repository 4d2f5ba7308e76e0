import Foundation
import ViewlabModel
import ViewlabPresentation

/// The instructor's dashboard (`viewlab workshop board`): learner × exercise, who is stuck and for
/// how long, lesson predictions, the most-failed checks and hint usage. The board is text; the
/// command redraws it. Its time is the instructor's, in the zone it names.
public struct WorkshopBoard {
    public var catalog: Catalog
    public var title: String
    /// The workshop's exercise set (empty: none): its exercises are the columns, in its order.
    public var set: [String]
    public var timeZone: TimeZone
    let words: ProgressMessages
    public init(catalog: Catalog, title: String, language: DisplayLanguage = .en, set: [String] = [], timeZone: TimeZone = .current) {
        self.catalog = catalog; self.title = title; words = ProgressMessages(language: language); self.set = set; self.timeZone = timeZone
    }

    public func render(_ snapshot: ProgressSnapshot) -> String {
        let time = DateFormatter.clock(in: timeZone).string(from: snapshot.takenAt)
        var lines = [words.boardTitle(title, learners: snapshot.learners.count, time: time, zone: timeZone.identifier), ""]
        // The set's exercises, else only those someone has touched, get a column, so the board stays narrow.
        let exercises = catalog.exercises(in: set)
        let columns = exercises.enumerated().filter { _, e in !set.isEmpty || snapshot.learners.contains { $0.exercises[e.id] != nil } }
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
            let passed = exercises.filter { learner.exercises[$0.id]?.passed == true }.count
            let hints = learner.exercises.values.reduce(0) { $0 + $1.hints }
            let stuck = learner.stuck(now: snapshot.takenAt).map { words.stuckCell($0.exercise, for: Duration.short($0.since), failures: $0.failures) } ?? ""
            let figures = String(format: " %3d/%-3d %5d  ", passed, exercises.count, hints)
            let predictions = "\(learner.correctPredictions)/\(learner.predictions)".padding(toLength: 10, withPad: " ", startingAt: 0)
            // No trailing spaces where a learner is not stuck.
            let line = learner.name.padded(nameWidth) + "  " + cells + figures + predictions + stuck
            lines.append(line.trimmingTrailingSpaces)
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
