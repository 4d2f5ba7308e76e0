/// How the learner types the course's commands where they read the feedback: on the command line
/// (`viewlab hint ID`) or at the REPL prompt (`:hint`, which works on the current exercise). On the
/// command line a suggestion carries the course options the command was given (`--workshop w1`,
/// `--db PATH`): followed without them, it would record the work somewhere else.
public struct CommandSpelling: Sendable, Equatable {
    public var isREPL: Bool
    /// ` --workshop w1 --db PATH`, or nothing.
    public var options: String

    public static let commandLine = CommandSpelling(isREPL: false, options: "")
    public static let repl = CommandSpelling(isREPL: true, options: "")

    /// The command line, with the course options (`--workshop`, `--db`, `--learner`, `--course`) given.
    public static func commandLine(carrying options: [(name: String, value: String?)]) -> CommandSpelling {
        let given = options.compactMap { option in option.value.map { " --\(option.name) \(shellWord($0))" } }
        return CommandSpelling(isREPL: false, options: given.joined())
    }

    public func hint(_ id: String) -> String { isREPL ? "`:hint`" : "`viewlab hint \(id)\(options)`" }
    public func solution(_ id: String) -> String { isREPL ? "`:solution`" : "`viewlab solution \(id)\(options)`" }
    public func check(_ id: String) -> String { isREPL ? "`:check`" : "`viewlab check \(id)\(options)`" }
    /// Every exercise, not only the workshop's set.
    public var allExercises: String { isREPL ? "`:exercises --all`" : "`viewlab exercises --all\(options)`" }
    public func startExercise(_ id: String) -> String { isREPL ? "`:exercise \(id)`" : "`viewlab exercise start \(id)\(options)`" }
    public func lesson(_ id: String) -> String { isREPL ? "`:lesson \(id)`" : "`viewlab lesson \(id)\(options)`" }
    /// `viewlab watch ID`, which only the command line has.
    public func watch(_ id: String) -> String? { isREPL ? nil : "viewlab watch \(id)\(options)" }

    /// A value as a shell word: quoted when it holds anything but letters, digits and `-_./:@+=`.
    static func shellWord(_ value: String) -> String {
        let plain = !value.isEmpty && value.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_./:@+=".unicodeScalars.contains($0) }
        return plain ? value : "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
