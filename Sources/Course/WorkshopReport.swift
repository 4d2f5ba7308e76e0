import Foundation
import ViewlabModel

/// `viewlab workshop report --format csv|html`: the gradebook an instructor keeps after a workshop.
/// Both cover the workshop's exercise set when it has one. The HTML fits a laptop's screen: the
/// summary first (a row a learner), then the attempts (a column for each exercise of the set, else
/// for each exercise someone touched, never one for each of the course's), then lesson predictions
/// and the most-failed checks; its times are the instructor's, in the zone it names.
public struct WorkshopReport {
    public var catalog: Catalog
    public var title: String
    /// The workshop's exercise set (empty: none): the report's exercises when there is one.
    public var set: [String]
    public var timeZone: TimeZone
    let words: ProgressMessages
    public init(catalog: Catalog, title: String, language: DisplayLanguage = .en, set: [String] = [], timeZone: TimeZone = .current) {
        self.catalog = catalog; self.title = title; words = ProgressMessages(language: language); self.set = set; self.timeZone = timeZone
    }

    /// The exercises reported: the set, in its order, else the whole course.
    var exercises: [Exercise] { catalog.exercises(in: set) }

    /// One row per learner: passed count, attempts, hints, then one column per exercise (pass,
    /// fail or empty), then the lesson predictions made and right.
    public func csv(_ snapshot: ProgressSnapshot) -> String {
        var rows = [CSV.row(["learner", "workshop", "passed", "attempts", "hints", "solutions_viewed"] + exercises.map(\.id)
                            + ["predictions", "predictions_right"])]
        for learner in snapshot.learners {
            let s = standings(of: learner)
            let totals: [String] = [learner.name, learner.workshop ?? "", "\(s.filter(\.passed).count)", "\(s.reduce(0) { $0 + $1.attempts })",
                                    "\(s.reduce(0) { $0 + $1.hints })", "\(s.filter(\.solutionViewed).count)"]
            let cells: [String] = exercises.map { e in learner.exercises[e.id].map { $0.passed ? "pass" : $0.attempts > 0 ? "fail" : "" } ?? "" }
            rows.append(CSV.row(totals + cells + ["\(learner.predictions)", "\(learner.correctPredictions)"]))
        }
        return rows.joined(separator: "\n") + "\n"
    }

    public func html(_ snapshot: ProgressSnapshot) -> String {
        let minutes = DateFormatter.minutes(in: timeZone)
        // The set's exercises all; without a set, those someone touched, so the table stays narrow.
        let columns = exercises.filter { e in !set.isEmpty || snapshot.learners.contains { $0.exercises[e.id] != nil } }
        var html = """
            <!doctype html>
            <html lang="\(words.htmlLanguage)"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(esc(title))</title>
            <style>body{font-family:sans-serif;max-width:70em;margin:1em auto;padding:0 1em}table{border-collapse:collapse;margin-bottom:1em}
            td,th{border:1px solid #ccc;padding:2px 6px;text-align:center}th.name{text-align:left}.pass{background:#cfc}.fail{background:#fcc}
            .wide{overflow-x:auto}th.ex{writing-mode:vertical-rl;transform:rotate(180deg);max-height:10em}</style></head><body>
            <h1>\(esc(title))</h1>
            <p>\(esc(words.reportSummary(learners: snapshot.learners.count, exercises: exercises.count,
                                         date: minutes.string(from: snapshot.takenAt), zone: timeZone.identifier)))</p>
            <h2>\(words.summaryHeading)</h2>
            <table><tr><th class="name">\(words.learner)</th><th>\(words.passedHeading)</th><th>\(words.attemptsHeading)</th><th>\(words.hintsHeading)</th><th>\(words.predictionsHeading)</th><th>\(words.stuckHeading)</th><th>\(words.lastActiveHeading)</th></tr>

            """
        for learner in snapshot.learners {
            let s = standings(of: learner)
            let stuck = learner.stuck(now: snapshot.takenAt).map { words.reportStuck($0.exercise, failures: $0.failures, time: Duration.short($0.since)) } ?? ""
            let passed = s.filter(\.passed).count, attempts = s.reduce(0) { $0 + $1.attempts }, hints = s.reduce(0) { $0 + $1.hints }
            let last = learner.lastActive.map(minutes.string(from:)) ?? ""
            html += "<tr><th class=\"name\">\(esc(learner.name))</th><td>\(passed)/\(exercises.count)</td><td>\(attempts)</td><td>\(hints)</td>"
            html += "<td>\(learner.correctPredictions)/\(learner.predictions)</td><td>\(esc(stuck))</td><td>\(last)</td></tr>\n"
        }
        html += "</table>\n<h2>\(words.attemptsTableHeading)</h2>\n"
        if columns.isEmpty {
            html += "<p>\(words.noAttemptsYet)</p>\n"
        } else {
            html += "<div class=\"wide\"><table><tr><th class=\"name\">\(words.learner)</th>\(columns.map { "<th class=\"ex\">\(esc($0.id))</th>" }.joined())</tr>\n"
            for learner in snapshot.learners {
                html += "<tr><th class=\"name\">\(esc(learner.name))</th>"
                for e in columns {
                    guard let s = learner.exercises[e.id] else { html += "<td></td>"; continue }
                    let title = words.cellTitle(attempts: s.attempts, hints: s.hints, solutionViewed: s.solutionViewed)
                    html += s.passed ? "<td class=\"pass\" title=\"\(title)\">✓</td>"
                        : s.attempts > 0 ? "<td class=\"fail\" title=\"\(title)\">✗\(s.failures)</td>" : "<td title=\"\(title)\">h</td>"
                }
                html += "</tr>\n"
            }
            html += "</table></div>\n"
        }
        html += "<h2>\(words.predictionsTableHeading)</h2>\n<table><tr><th class=\"name\">\(words.learner)</th><th>\(words.madeHeading)</th><th>\(words.rightHeading)</th></tr>\n"
        for learner in snapshot.learners {
            html += "<tr><th class=\"name\">\(esc(learner.name))</th><td>\(learner.predictions)</td><td>\(learner.correctPredictions)</td></tr>\n"
        }
        html += "</table>\n<h2>\(words.mostFailedHeading)</h2>\n<table><tr><th>\(words.exerciseHeading)</th><th>\(words.checkHeading)</th><th>\(words.failuresHeading)</th></tr>\n"
        let reported = Set(exercises.map(\.id))
        for f in snapshot.failingChecks.filter({ reported.contains($0.exercise) }).prefix(20) {
            html += "<tr><td>\(esc(f.exercise))</td><td><code>\(esc(f.check))</code></td><td>\(f.count)</td></tr>\n"
        }
        return html + "</table>\n</body></html>\n"
    }

    /// The learner's standings on the reported exercises.
    private func standings(of learner: ProgressSnapshot.LearnerProgress) -> [ExerciseStanding] {
        exercises.compactMap { learner.exercises[$0.id] }
    }

    private func esc(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
