import Foundation
import ViewlabCourse
import ViewlabModel

/// Where the course and the learner's progress live, resolved once per command from the options
/// `--course`, `--db`, `--learner` and `--workshop` (README "Course").
public struct CourseContext {
    public var catalog: Catalog
    public var store: ProgressStore
    public var learner: String
    public var workshop: String?
    /// Whether the progress is the learner's own database (no `--db`, no workshop): what
    /// `workshop import` must not merge into.
    public let usesOwnDatabase: Bool

    /// Opens both; failures become messages for standard error (exit code 2).
    public init(course: String?, db: String?, learner: String?, workshop: String?, language: DisplayLanguage? = nil,
                environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let language = language ?? DisplayLanguage.resolve(option: nil, environment: environment)
        catalog = try CourseContext.catalog(course: course, language: language, environment: environment)
        // `VIEWLAB_WORKSHOP` names the workshop once, for every command of a shell.
        let workshop = workshop ?? environment["VIEWLAB_WORKSHOP"].flatMap { $0.isEmpty ? nil : $0 }
        let path = try db ?? workshop.map { try WorkshopRegistry(environment: environment).database(of: $0) }
            ?? CourseContext.defaultDatabase(environment)
        usesOwnDatabase = db == nil && workshop == nil
        do { store = try ProgressStore.open(path: path) } catch { throw CommandFailure(wrapping: error) }
        let membership = WorkshopMembership.current(environment)
        // After `viewlab join --learner NAME`, NAME is who this machine's learner is.
        self.learner = learner ?? membership?.learner ?? Self.defaultLearner(environment)
        self.workshop = workshop
        let store = self.store
        do { exerciseSet = try workshop.map { try store.exerciseSet(workshop: $0) } ?? membership?.exerciseSet ?? [] } catch {
            throw CommandFailure(wrapping: error)
        }
        sending = membership.map { WorkshopSending(membership: $0, store: store, language: language, environment: environment) }
    }

    /// `$VIEWLAB_LEARNER`, else `$USER`.
    public static func defaultLearner(_ environment: [String: String]) -> String {
        environment["VIEWLAB_LEARNER"] ?? environment["USER"] ?? "learner"
    }

    /// The exercise set of the workshop (`--workshop`'s, else the one joined, as of the last `join`
    /// or `sync`) that `viewlab exercises` shows; empty: none.
    public var exerciseSet: [String]

    /// Where a joined learner's records go (`viewlab join`); nil when they have not joined.
    public var sending: WorkshopSending?

    /// Sends what the learner just did to the joined workshop: the learner's line for standard
    /// error, or nothing when they have not joined.
    func send(_ kind: WorkshopRecord.Kind, _ exercise: String, passed: Bool, code: String? = nil, feedback: String? = nil) -> String {
        guard let sending else { return "" }
        // The id is the joined learner's: a record made as someone else (`--learner`) carries their name alone.
        let id = learner == sending.membership.learner ? sending.membership.learnerId : nil
        return sending.send(WorkshopRecord(id: UUID().uuidString, learner: learner, exercise: exercise, kind: kind, passed: passed,
                                           at: WorkshopRecord.timestamp(Date()), code: code, feedback: feedback, learnerId: id))
    }

    /// The course at `--course` (else found as `Catalog.locate` says), in `language`.
    public static func catalog(course: String?, language: DisplayLanguage, environment: [String: String]) throws -> Catalog {
        // The executable's real path (not argv[0], which is a bare name when found through PATH).
        let executable = Bundle.main.executableURL?.path ?? CommandLine.arguments[0]
        guard let root = Catalog.locate(explicit: course, environment: environment, executable: executable,
                                        workingDirectory: FileManager.default.currentDirectoryPath) else {
            throw CommandFailure(CommandMessages.courseNotFound)
        }
        do { return try Catalog.load(root: root, language: language) } catch { throw CommandFailure(wrapping: error) }
    }

    /// viewlab's data folder: `$XDG_DATA_HOME/viewlab`, XDG's default being `~/.local/share`.
    public static func dataFolder(_ environment: [String: String]) -> String {
        let data = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        return data + "/viewlab"
    }

    /// `progress.sqlite` in the data folder.
    public static func defaultDatabase(_ environment: [String: String]) -> String {
        dataFolder(environment) + "/progress.sqlite"
    }

    /// The lessons whose every step the learner has seen: what an exercise's `needs:` asks for.
    public func finishedLessons() throws -> Set<String> {
        guard let id = try store.existingLearner(learner) else { return [] }
        let seen = try store.stepsSeen(learner: id)
        return Set(catalog.lessons.filter { seen[$0.id, default: 0] >= $0.steps.count }.map(\.id))
    }

    /// The learner's id, creating them (and joining the workshop) on first use.
    public func learnerID() throws -> Int64 {
        do { return try store.learner(learner, workshop: workshop) } catch { throw CommandFailure(wrapping: error) }
    }
}

/// Workshops by name on one machine: `workshop create NAME --db PATH` writes a file `NAME` holding
/// the database's path into a shared folder (`$VIEWLAB_WORKSHOPS`, else `/var/tmp/viewlab-workshops`),
/// so learners who ssh into the same server join with `--workshop NAME` alone.
public struct WorkshopRegistry {
    public var folder: URL
    public init(environment: [String: String]) {
        folder = URL(fileURLWithPath: environment["VIEWLAB_WORKSHOPS"] ?? "/var/tmp/viewlab-workshops")
    }

    public func database(of name: String) throws -> String {
        guard let text = try? String(contentsOf: entry(name), encoding: .utf8) else {
            throw CommandFailure(CommandMessages.unknownWorkshop, name)
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Registers `name` for `database`; a name already registered for another database that still
    /// exists is refused (its learners' progress would silently go elsewhere).
    public func register(_ name: String, database: String) throws {
        let fm = FileManager.default
        try checkFree(name, for: database)
        let absolute = URL(fileURLWithPath: database).standardizedFileURL.path
        if !fm.fileExists(atPath: folder.path) {
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
            // Shared like /tmp: everyone may add a workshop, only its creator may replace it.
            try fm.setAttributes([.posixPermissions: 0o1777], ofItemAtPath: folder.path)
        }
        try Data((absolute + "\n").utf8).write(to: entry(name), options: .atomic)
    }

    /// Refuses `name` when it is registered for another database that still exists.
    public func checkFree(_ name: String, for database: String) throws {
        let absolute = URL(fileURLWithPath: database).standardizedFileURL.path
        if let current = try? self.database(of: name), current != absolute, FileManager.default.fileExists(atPath: current) {
            throw CommandFailure(CommandMessages.workshopTaken, name, current)
        }
    }

    private func entry(_ name: String) -> URL { folder.appendingPathComponent(name) }
}
