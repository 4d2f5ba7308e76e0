/// How the learner types the course's commands where they read the feedback: on the command line
/// (`viewlab hint ID`) or at the REPL prompt (`:hint`, which works on the current exercise).
public enum CommandSpelling: Sendable {
    case commandLine, repl

    public func hint(_ id: String) -> String { self == .repl ? "`:hint`" : "`viewlab hint \(id)`" }
    public func solution(_ id: String) -> String { self == .repl ? "`:solution`" : "`viewlab solution \(id)`" }
    public func check(_ id: String) -> String { self == .repl ? "`:check`" : "`viewlab check \(id)`" }
    public func startExercise(_ id: String) -> String { self == .repl ? "`:exercise \(id)`" : "`viewlab exercise start \(id)`" }
}
