import Foundation
import ViewlabCourse
import ViewlabModel
import ViewlabPresentation

/// `viewlab exercises`, `exercise start`, `check`, `hint`, `solution`, `watch`, and the REPL's
/// `:exercises`, `:exercise`, `:check`, `:hint`, `:solution`, `:reset`.
extension Workbench {
    /// One line per exercise, beginning with its id (cli-contract.md), with the learner's standing
    /// when a store is given, and a note on the ones whose lesson is not finished; or a JSON array.
    /// In a workshop with an exercise set, the set's only (`all`: every one), with a note on
    /// standard error of how to see them all.
    public func exercises(_ course: CourseContext, json: Bool, all: Bool = false) throws -> CommandOutput {
        let learner = try course.store.existingLearner(course.learner)
        let exercises = all ? course.catalog.exercises : course.catalog.exercises(in: course.exerciseSet)
        let standings = try exercises.map { e in
            try learner.map { try course.store.standing(learner: $0, exercise: e.id) }
                ?? .untouched
        }
        let finished = try course.finishedLessons()
        /// The lesson an exercise needs that the learner has not finished, if any.
        func missing(_ e: Exercise) -> String? { e.manifest.needs.map(\.lesson).flatMap { finished.contains($0) ? nil : $0 } }
        if json {
            struct Entry: Encodable { var id, chapter, title, status: String; var needs: String?; var lessonFinished: Bool; var attempts, hints: Int; var path: String }
            let entries = zip(exercises, standings).map { e, s in
                Entry(id: e.id, chapter: e.chapter, title: e.title, status: s.passed ? "passed" : s.attempts > 0 ? "failing" : "new",
                      needs: e.manifest.needs?.lesson, lessonFinished: missing(e) == nil, attempts: s.attempts, hints: s.hints, path: e.directory.path)
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            return CommandOutput(stdout: String(decoding: try encoder.encode(entries), as: UTF8.self) + "\n")
        }
        let width = exercises.map(\.id.count).max() ?? 0
        let (done, failing) = style.ascii ? ("ok", "x ") : ("✓", "✗")
        let words = FeedbackMessages(language: language)
        let lines = zip(exercises, standings).map { e, s in
            let note = s.passed ? nil : missing(e).map { "  " + words.lessonFirst($0) }
            return "\(e.id.padding(toLength: width, withPad: " ", startingAt: 0))  \(s.passed ? done : s.attempts > 0 ? failing : "·") \(e.chapter): \(e.title)" + (note ?? "")
        }
        // Standard output stays one exercise a line (cli-contract.md); how far along, and what next, beside it:
        // the first exercise not passed whose lesson is finished, else the lesson the first one needs.
        let passed = standings.filter(\.passed).count
        let open = zip(exercises, standings).filter { !$0.1.passed }.map(\.0)
        let next = open.first { missing($0) == nil }.map { spelling.startExercise($0.id) }
            ?? open.first.flatMap(missing).map { spelling.lesson($0) }
        let footer = words.courseProgress(passed, of: standings.count, bar: ProgressBar(style: style).text(passed, of: standings.count), next: next)
        let setNote = exercises.count < course.catalog.exercises.count
            ? words.workshopSet(exercises.count, of: course.catalog.exercises.count, all: spelling.allExercises) + "\n" : ""
        return CommandOutput(stdout: lines.joined(separator: "\n") + "\n", stderr: footer + "\n" + setNote)
    }

    /// The file a learner edits for an exercise when they name none: `./ID.swift`.
    public static func exerciseFile(_ id: String) -> String { id + ".swift" }

    /// Writes the starter to `path` (never over an existing file unless `force`: that is `:reset`)
    /// and prints the task.
    public func startExercise(_ id: String, path: String?, force: Bool, course: CourseContext) -> CommandOutput {
        do {
            let exercise = try course.catalog.exercise(id)
            let file = path ?? Workbench.exerciseFile(exercise.id)
            // A note, not a refusal: the learner may know the lesson's matter already.
            let note = try exercise.manifest.needs.map(\.lesson).flatMap { try course.finishedLessons().contains($0) ? nil : $0 }
                .map { FeedbackMessages(language: language).buildsOn($0, spelling.lesson($0)) + "\n" } ?? ""
            if FileManager.default.fileExists(atPath: file) && !force {
                return CommandOutput(stdout: markdown.render(exercise.task) + "\n", stderr: note + CommandMessages.starterKept.filled([file])(language) + "\n")
            }
            try OutputFile.write(exercise.starter, to: file)
            let watch = spelling.watch(exercise.id).map { CommandMessages.orWatch.filled([$0]) } ?? Bilingual("", "")
            return CommandOutput(stdout: markdown.render(exercise.task) + "\n" + CommandMessages.wroteStarter.filled(with: [file, spelling.check(exercise.id), watch])(language) + "\n",
                                 stderr: note)
        } catch {
            return CommandOutput(stderr: errorMessage(error, in: language) + "\n", exitCode: CommandOutput.badInput)
        }
    }

    /// Checks a file and records the attempt: exit 0 on a pass, 1 on a fail, 2 when the file is
    /// missing or does not run.
    public func check(_ id: String, path: String?, course: CourseContext) -> CommandOutput {
        let exercise: Exercise
        let file: (name: String, text: String)
        do {
            exercise = try course.catalog.exercise(id)
            let name = path ?? Workbench.exerciseFile(exercise.id)
            if path == nil, !FileManager.default.fileExists(atPath: name) {
                throw CommandFailure(CommandMessages.noExerciseFile, name, spelling.startExercise(exercise.id), exercise.id)
            }
            file = try read(name)
        } catch {
            return CommandOutput(stderr: errorMessage(error, in: language) + "\n", exitCode: CommandOutput.badInput)
        }
        return check(exercise, source: file.text, fileName: file.name, course: course)
    }

    public func check(_ exercise: Exercise, source: String, fileName: String, course: CourseContext) -> CommandOutput {
        let report = Checker(exercise: exercise, limits: limits, language: language).check(source: source, fileName: fileName)
        let feedback = CheckFeedback(ascii: style.ascii, spelling: spelling, language: language).render(report, file: fileName)
        var out = report.verdict == .error
            ? CommandOutput(stdout: feedback, exitCode: CommandOutput.badInput)
            : CommandOutput(stdout: feedback, exitCode: report.verdict == .pass ? CommandOutput.success : CommandOutput.checkFailed)
        if report.verdict == .pass, let index = course.catalog.exercises.firstIndex(where: { $0.id == exercise.id }),
           index + 1 < course.catalog.exercises.count {
            out.stdout += FeedbackMessages(language: language).next(spelling.startExercise(course.catalog.exercises[index + 1].id)) + "\n"
        }
        do {
            // The same code checked again is one attempt, here and on the workshop's board.
            guard try course.store.recordAttempt(learner: try course.learnerID(), exercise: exercise.id, code: source,
                                                 verdict: report.verdict, failingChecks: report.failingChecks) else { return out }
        } catch {
            out.stderr += "warning: the attempt was not recorded: \(error)\n"
            return out
        }
        let plain = CheckFeedback(ascii: true, spelling: spelling, language: language).render(report, file: fileName)
        out.stderr += course.send(.check, exercise.id, passed: report.verdict == .pass, code: source, feedback: plain)
        return out
    }

    /// One more hint each time; after the last, the last again with a pointer to the solution.
    /// With `all`, every hint at once (each one taken, as if asked for in turn). In an exercise
    /// built in tasks, the hints are those of the first task the learner's last check did not pass.
    public func hint(_ id: String, all: Bool = false, course: CourseContext) -> CommandOutput {
        do {
            let exercise = try course.catalog.exercise(id)
            let manifest = exercise.manifest
            let learner = try course.learnerID()
            let failing = try course.store.lastFailingChecks(learner: learner, exercise: exercise.id) ?? manifest.checks.map(\.source)
            let task = manifest.firstUnfinishedTask(failing: failing)
            let range = manifest.hintRange(task: task)
            let hints = manifest.hints[range]
            guard !hints.isEmpty else { return CommandOutput(stdout: CommandMessages.noHints.filled([exercise.id])(language) + "\n") }
            var level = try course.store.takeHint(learner: learner, exercise: exercise.id, of: range)
            var sent = course.send(.hint, exercise.id, passed: false)
            while all && level < hints.count {
                level = try course.store.takeHint(learner: learner, exercise: exercise.id, of: range)
                sent = course.send(.hint, exercise.id, passed: false)
            }
            let words = FeedbackMessages(language: language)
            let heading = task.map { [words.task($0 + 1, of: manifest.tasks.count, manifest.tasks[$0].title)] } ?? []
            let shown = (all ? 1...level : level...level).map { words.hint($0, of: hints.count, hints[range.lowerBound + $0 - 1]) }
            let more = level < hints.count ? words.nextHint(spelling.hint(exercise.id)) : words.lastHint
            return CommandOutput(stdout: (heading + shown).joined(separator: "\n") + "\n\(more)\n", stderr: sent)
        } catch {
            return CommandOutput(stderr: errorMessage(error, in: language) + "\n", exitCode: CommandOutput.badInput)
        }
    }

    /// The reference solution, after a pass or after the failed attempts the exercise sets.
    public func solution(_ id: String, course: CourseContext) -> CommandOutput {
        do {
            let exercise = try course.catalog.exercise(id)
            let learner = try course.learnerID()
            let standing = try course.store.standing(learner: learner, exercise: exercise.id)
            let needed = exercise.manifest.solutionAfter
            guard standing.passed || standing.failures >= needed else {
                let locked = CommandMessages.solutionLocked.filled([exercise.id, "\(needed)", "\(standing.failures)", spelling.hint(exercise.id)])
                return CommandOutput(stderr: locked(language) + "\n",
                                     exitCode: CommandOutput.checkFailed)
            }
            try course.store.recordSolutionView(learner: learner, exercise: exercise.id)
            let sent = course.send(.solution, exercise.id, passed: standing.passed)
            return CommandOutput(stdout: exercise.solution, stderr: sent)
        } catch {
            return CommandOutput(stderr: errorMessage(error, in: language) + "\n", exitCode: CommandOutput.badInput)
        }
    }

    /// Re-checks whenever the file changes (polling its modification date and size, which works on
    /// every file system, network mounts included). `keepGoing` is asked before each poll.
    public func watch(_ id: String, path: String?, course: CourseContext, interval: TimeInterval = 0.5,
                      keepGoing: () -> Bool, emit: (CommandOutput) -> Void) {
        guard let exercise = try? course.catalog.exercise(id) else {
            emit(check(id, path: path, course: course))
            return
        }
        let file = path ?? Workbench.exerciseFile(exercise.id)
        struct Stamp: Equatable { var date: Date?; var size: Int? }
        func stamp() -> Stamp? {
            (try? FileManager.default.attributesOfItem(atPath: file)).map { Stamp(date: $0[.modificationDate] as? Date, size: $0[.size] as? Int) }
        }
        var seen: Stamp?? = .none
        while keepGoing() {
            let now = stamp()
            if seen != .some(now) {
                seen = .some(now)
                var out = check(exercise.id, path: file, course: course)
                out.stdout += CommandMessages.watching.filled([file])(language) + "\n"
                emit(out)
            }
            Thread.sleep(forTimeInterval: interval)
        }
    }
}
