import ViewlabModel
import ViewlabWorkshopClient

/// What `join` and the instructor's `--board` commands say when a workshop server did not
/// do what was asked: one line on standard error, exit 2, never a stack trace.
extension Workbench {
    /// Why a workshop server (`server`, `http://H:P`) did not do what was asked, as the learner or
    /// the instructor reads it: exit 2.
    func failure(_ error: any Error, server: String) -> CommandOutput {
        switch error as? WorkshopClient.Failure {
        case .unreachable(let server, let reason): failure(WorkshopClientMessages.unreachable, server, reason)
        case .refusedCode: failure(WorkshopClientMessages.refusedCode, server)
        case .refusedKey: failure(WorkshopClientMessages.refusedKey, server)
        case .unexpected(let status, let message): failure(WorkshopClientMessages.unexpected, server, "\(status)", message)
        case nil: CommandOutput(stderr: errorMessage(error, in: language) + "\n", exitCode: CommandOutput.badInput)
        }
    }

    /// `message` on standard error, exit 2.
    func failure(_ message: Message, _ values: String...) -> CommandOutput {
        CommandOutput(stderr: message.filled(values)(language) + "\n", exitCode: CommandOutput.badInput)
    }
}
