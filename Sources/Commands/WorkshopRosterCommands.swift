import Foundation
import ViewlabCourse
import ViewlabModel

/// `viewlab workshop roster`, `rename`, `merge` and `remove`: the instructor's roster of a
/// one-machine workshop (the server has the same as routes: cli-contract.md).
extension Workbench {
    public enum RosterChange: Sendable {
        case rename(String, to: String)
        case merge(String, into: String)
        case remove(String)
    }

    /// Puts `names` on the roster (none: changes nothing), then lists it: each learner, when they
    /// joined in `timeZone` (which the title names), and whether they have started.
    public func workshopRoster(_ course: CourseContext, enroll names: [String], timeZone: TimeZone = .current) -> CommandOutput {
        inWorkshop(course) { store, workshop, words in
            try store.enroll(names, workshop: workshop)
            return Self.rosterListing(workshop, try store.roster(workshop: workshop), timeZone: timeZone, words: words)
        }
    }

    /// The roster as `workshop roster` prints it (one machine's or a server's): a title naming the
    /// time zone, then a learner a line.
    static func rosterListing(_ workshop: String, _ roster: [ProgressStore.RosterLearner], timeZone: TimeZone, words: ProgressMessages) -> String {
        let clock = DateFormatter.minutes(in: timeZone)
        let width = max(8, roster.map(\.name.displayWidth).max() ?? 0)
        let rows = roster.map { $0.name.padded(width) + "  " + words.rosterRow(joined: clock.string(from: $0.joined), started: $0.started) }
        return ([words.rosterTitle(workshop, learners: roster.count, zone: timeZone.identifier)] + (rows.isEmpty ? [words.rosterEmpty] : rows))
            .joined(separator: "\n")
    }

    public func changeRoster(_ course: CourseContext, _ change: RosterChange) -> CommandOutput {
        inWorkshop(course) { store, workshop, words in
            switch change {
            case .rename(let old, let new):
                try store.rename(old, to: new, workshop: workshop)
                return words.renamed(old, new)
            case .merge(let source, let target):
                try store.merge(source, into: target, workshop: workshop)
                return words.merged(source, into: target)
            case .remove(let name):
                try store.remove(name, workshop: workshop)
                return words.removed(name, workshop)
            }
        }
    }

    /// Runs `body` on the workshop `--workshop` (or `VIEWLAB_WORKSHOP`) names: its line on
    /// standard output, or its failure (no workshop named: exit 2).
    func inWorkshop(_ course: CourseContext, _ body: (ProgressStore, String, ProgressMessages) throws -> String) -> CommandOutput {
        guard let workshop = course.workshop else {
            return CommandOutput(stderr: CommandMessages.rosterNeedsWorkshop.filled([])(language) + "\n", exitCode: CommandOutput.badInput)
        }
        do {
            return CommandOutput(stdout: try body(course.store, workshop, ProgressMessages(language: language)) + "\n")
        } catch {
            return CommandOutput(stderr: errorMessage(error, in: language) + "\n", exitCode: CommandOutput.badInput)
        }
    }
}

/// `viewlab workshop set`: a one-machine workshop's exercise set.
extension Workbench {
    /// Makes `ids` the set (`clear`: none), then prints it, one exercise a line (none: only that there is none).
    public func workshopSet(_ course: CourseContext, ids: [String], clear: Bool) -> CommandOutput {
        inWorkshop(course) { store, workshop, words in
            if clear || !ids.isEmpty {
                try store.setExerciseSet(clear ? [] : try ids.map { try course.catalog.exercise($0).id }, workshop: workshop)
            }
            return Self.setListing(workshop, try store.exerciseSet(workshop: workshop), catalog: course.catalog, words: words)
        }
    }

    /// The exercise set as `workshop set` prints it: a title, then an exercise a line (none: the whole course).
    static func setListing(_ workshop: String, _ ids: [String], catalog: Catalog, words: ProgressMessages) -> String {
        let set = catalog.exercises(in: ids)
        let total = catalog.exercises.count
        return ([words.setTitle(workshop, count: set.count, of: total)] + (set.count == total ? [] : set.map { "\($0.id)  \($0.title)" }))
            .joined(separator: "\n")
    }
}
