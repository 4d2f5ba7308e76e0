import Foundation
import ViewlabModel

/// `viewlab workshop report --format csv|html`: the gradebook an instructor keeps after a workshop.
public struct WorkshopReport {
    public var catalog: Catalog
    public var title: String
    let words: ProgressMessages
    public init(catalog: Catalog, title: String, language: DisplayLanguage = .en) {
        self.catalog = catalog; self.title = title; words = ProgressMessages(language: language)
    }

    /// One row per learner: passed count, attempts, hints, then one column per exercise
    /// (pass, fail or empty).
    public func csv(_ snapshot: ProgressSnapshot) -> String {
        var rows = [CSV.row(["learner", "workshop", "passed", "attempts", "hints", "solutions_viewed"] + catalog.exercises.map(\.id))]
        for learner in snapshot.learners {
            let s = learner.exercises.values
            rows.append(CSV.row([learner.name, learner.workshop ?? "", "\(s.filter(\.passed).count)", "\(s.reduce(0) { $0 + $1.attempts })",
                                 "\(s.reduce(0) { $0 + $1.hints })", "\(s.filter(\.solutionViewed).count)"]
                                + catalog.exercises.map { e in learner.exercises[e.id].map { $0.passed ? "pass" : $0.attempts > 0 ? "fail" : "" } ?? "" }))
        }
        return rows.joined(separator: "\n") + "\n"
    }

    public func html(_ snapshot: ProgressSnapshot) -> String {
        func esc(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        var html = """
            <!doctype html>
            <html lang="\(words.htmlLanguage)"><head><meta charset="utf-8"><title>\(esc(title))</title>
            <style>body{font-family:sans-serif}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 6px;text-align:center}
            .pass{background:#cfc}.fail{background:#fcc}th.ex{writing-mode:vertical-rl}</style></head><body>
            <h1>\(esc(title))</h1>
            <p>\(esc(words.reportSummary(learners: snapshot.learners.count, exercises: catalog.exercises.count, date: ISO8601DateFormatter().string(from: snapshot.takenAt))))</p>
            <table><tr><th>\(words.learner)</th>\(catalog.exercises.map { "<th class=\"ex\">\(esc($0.id))</th>" }.joined())<th>\(words.passedHeading)</th><th>\(words.hintsHeading)</th><th>\(words.stuckHeading)</th></tr>

            """
        for learner in snapshot.learners {
            html += "<tr><th>\(esc(learner.name))</th>"
            for e in catalog.exercises {
                guard let s = learner.exercises[e.id] else { html += "<td></td>"; continue }
                let title = words.cellTitle(attempts: s.attempts, hints: s.hints, solutionViewed: s.solutionViewed)
                html += s.passed ? "<td class=\"pass\" title=\"\(title)\">✓</td>"
                    : s.attempts > 0 ? "<td class=\"fail\" title=\"\(title)\">✗\(s.failures)</td>" : "<td title=\"\(title)\">h</td>"
            }
            let stuck = learner.stuck(now: snapshot.takenAt).map { words.reportStuck($0.exercise, failures: $0.failures, time: Duration.short($0.since)) } ?? ""
            html += "<td>\(learner.exercises.values.filter(\.passed).count)</td><td>\(learner.exercises.values.reduce(0) { $0 + $1.hints })</td><td>\(esc(stuck))</td></tr>\n"
        }
        html += "</table>\n<h2>\(words.mostFailedHeading)</h2>\n<table><tr><th>\(words.exerciseHeading)</th><th>\(words.checkHeading)</th><th>\(words.failuresHeading)</th></tr>\n"
        for f in snapshot.failingChecks.prefix(20) {
            html += "<tr><td>\(esc(f.exercise))</td><td><code>\(esc(f.check))</code></td><td>\(f.count)</td></tr>\n"
        }
        return html + "</table>\n</body></html>\n"
    }
}
