import Foundation
import ViewlabCourse
import ViewlabModel

/// `viewlab progress`, `progress export` and the `workshop` commands.
extension Workbench {
    public enum ProgressFormat: String, CaseIterable, Sendable { case text, json, csv }

    /// A learner's progress; for an instructor (`--all`, or `--workshop` without `--learner`),
    /// everyone's.
    public func progress(_ course: CourseContext, learner: String?, everyone: Bool, format: ProgressFormat) -> CommandOutput {
        do {
            let snapshot = try course.store.snapshot(learner: everyone ? learner : learner ?? course.learner, workshop: course.workshop)
            let formats = ProgressFormats(catalog: course.catalog, language: language, style: style)
            switch format {
            case .text: return CommandOutput(stdout: formats.text(snapshot))
            case .json: return CommandOutput(stdout: try formats.json(snapshot))
            case .csv: return CommandOutput(stdout: formats.csv(snapshot))
            }
        } catch {
            return CommandOutput(stderr: errorMessage(error, in: language) + "\n", exitCode: CommandOutput.badInput)
        }
    }

    /// Writes the learner's progress (or everyone's) to a file `workshop import` merges.
    public func exportProgress(_ course: CourseContext, to path: String, everyone: Bool) -> CommandOutput {
        do {
            let export = try course.store.export(learners: everyone ? nil : [course.learner])
            try OutputFile.write(export.encoded(), to: path)
            let names = export.learners.map(\.name).joined(separator: ", ")
            return CommandOutput(stdout: CommandMessages.wroteExport.filled([String(export.attempts.count), names, path])(language) + "\n")
        } catch {
            return CommandOutput(stderr: errorMessage(error, in: language) + "\n", exitCode: CommandOutput.badInput)
        }
    }

    public func importProgress(_ course: CourseContext, from path: String) -> CommandOutput {
        // Merged into the instructor's own progress, an import would reach no workshop's board.
        guard !course.usesOwnDatabase else {
            return CommandOutput(stderr: CommandMessages.importNeedsTarget.filled([path])(language) + "\n", exitCode: CommandOutput.badInput)
        }
        do {
            guard let data = FileManager.default.contents(atPath: path) else { throw CommandFailure(CommandMessages.cannotRead, path) }
            let export = try ProgressExport.decode(data, file: path)
            let added = try course.store.importProgress(export, workshop: course.workshop)
            return CommandOutput(stdout: "Merged \(path): \(added) new attempt\(added == 1 ? "" : "s") of \(export.learners.map(\.name).joined(separator: ", ")) (\(export.attempts.count - added) already here).\n")
        } catch {
            return CommandOutput(stderr: errorMessage(error, in: language) + "\n", exitCode: CommandOutput.badInput)
        }
    }

    /// Creates the workshop in the database at `db` and registers its name on this machine.
    public func createWorkshop(_ name: String, db: String, registry: WorkshopRegistry) -> CommandOutput {
        guard Self.isWorkshopName(name) else {
            return CommandOutput(stderr: CommandMessages.badWorkshopName.filled([])(language) + "\n", exitCode: CommandOutput.badInput)
        }
        do {
            try registry.checkFree(name, for: db)
            let store = try ProgressStore.open(path: db)
            try store.createWorkshop(name)
            // Learners write the shared file too (and SQLite's -wal and -shm files beside it).
            try? FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: db)
            try registry.register(name, database: db)
            return CommandOutput(stdout: CommandMessages.workshopCreated.filled([name, db])(language) + "\n",
                                 stderr: Self.sharedFolderWarning(db).map { $0(language) + "\n" } ?? "")
        } catch {
            return CommandOutput(stderr: errorMessage(error, in: language) + "\n", exitCode: CommandOutput.badInput)
        }
    }

    /// Why learners who are other users could not write the database's folder, where SQLite makes
    /// its `-wal` and `-shm` files (their first command would fail with "attempt to write a
    /// readonly database"), and what to change; nil when they can.
    static func sharedFolderWarning(_ db: String) -> Bilingual? {
        let folder = URL(fileURLWithPath: db).standardizedFileURL.deletingLastPathComponent().path
        guard let mode = (try? FileManager.default.attributesOfItem(atPath: folder))?[.posixPermissions] as? Int,
              mode & 0o003 != 0o003 else { return nil }
        return CommandMessages.sharedFolderNotWritable.filled([folder, String(mode, radix: 8)])
    }

    /// Letters, digits, `-`, `_` and `.`, not starting with `.`: a workshop's name is a file name
    /// (the registry's entry, the server's `NAME.sqlite`) and part of a report's file name.
    static func isWorkshopName(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy({ $0.isLetter || $0.isNumber || "-_.".contains($0) }) && !name.hasPrefix(".")
    }

    public func workshopBoard(_ course: CourseContext) -> CommandOutput {
        do {
            let snapshot = try course.store.snapshot(workshop: course.workshop)
            let words = ProgressMessages(language: language)
            let title = course.workshop.map(words.workshop) ?? words.allLearners()
            return CommandOutput(stdout: WorkshopBoard(catalog: course.catalog, title: title, language: language, set: course.exerciseSet).render(snapshot))
        } catch {
            return CommandOutput(stderr: errorMessage(error, in: language) + "\n", exitCode: CommandOutput.badInput)
        }
    }

    public enum ReportFormat: String, CaseIterable, Sendable { case csv, html }

    public func workshopReport(_ course: CourseContext, format: ReportFormat) -> CommandOutput {
        do {
            let snapshot = try course.store.snapshot(workshop: course.workshop)
            let report = WorkshopReport(catalog: course.catalog, title: ProgressMessages(language: language).reportTitle(workshop: course.workshop),
                                        language: language, set: course.exerciseSet)
            return CommandOutput(stdout: format == .csv ? report.csv(snapshot) : report.html(snapshot))
        } catch {
            return CommandOutput(stderr: errorMessage(error, in: language) + "\n", exitCode: CommandOutput.badInput)
        }
    }
}
