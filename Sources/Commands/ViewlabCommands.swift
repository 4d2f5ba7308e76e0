/// # ViewlabCommands: one implementation for the CLI and the REPL
///
/// Each command (`run`, `tree`, ...) is a function from its inputs to a `CommandOutput`: what goes
/// to standard output, what goes to standard error, and the exit code of
/// `shared/spec/cli-contract.md` (0 success, 1 a check failed, 2 bad input). The argument-parser
/// subcommands and the REPL's `:commands` both call these, so they print the same thing.
public enum ViewlabCommands {}

/// What a command printed and how it ended.
public struct CommandOutput: Equatable, Sendable {
    public var stdout = ""
    public var stderr = ""
    public var exitCode: Int32 = 0
    public init(stdout: String = "", stderr: String = "", exitCode: Int32 = 0) {
        self.stdout = stdout; self.stderr = stderr; self.exitCode = exitCode
    }

    /// Exit codes of the command-line contract.
    public static let success: Int32 = 0
    public static let checkFailed: Int32 = 1
    public static let badInput: Int32 = 2
}
