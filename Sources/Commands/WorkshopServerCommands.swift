import Foundation
import ViewlabCourse
import ViewlabServer

/// `viewlab workshop serve` and `workshop rotate-code`: the options turned into the server's
/// (the database's default place, the course), the two lines and the `--info` file of
/// cli-contract.md "Workshops across machines", and failures as messages (exit 2).
extension Workbench {
    public struct ServeRequest: Sendable {
        public var workshop: String
        public var host = "127.0.0.1"
        public var port = 8400
        public var database: String?
        public var info: String?
        public var rateLimit = 100.0
        public var course: String?
        public init(workshop: String) { self.workshop = workshop }
    }

    /// Serves until SIGINT or SIGTERM (exit 0). Prints, first and flushed, `join:  viewlab join
    /// URL/j/CODE` and `board: URL/board#key=KEY`, then writes `--info` once listening.
    public func serveWorkshop(_ request: ServeRequest, environment: [String: String] = ProcessInfo.processInfo.environment) async -> CommandOutput {
        guard Self.isWorkshopName(request.workshop) else { return refusal(CommandFailure(CommandMessages.badWorkshopName)) }
        guard (0...65535).contains(request.port) else { return refusal(CommandFailure(CommandMessages.badPort, request.port)) }
        guard request.rateLimit.isFinite, request.rateLimit >= 0 else { return refusal(CommandFailure(CommandMessages.badRateLimit, request.rateLimit)) }
        do {
            let options = WorkshopServer.Options(
                workshop: request.workshop, host: request.host, port: request.port,
                database: try Self.database(request.database, workshop: request.workshop, environment: environment),
                catalog: try CourseContext.catalog(course: request.course, language: language, environment: environment),
                rateLimit: request.rateLimit)
            try await WorkshopServer.serve(options) { listening in
                // write(2) at once: a script reading the two lines sees them before any request.
                FileHandle.standardOutput.write(Data("join:  viewlab join \(listening.join)\nboard: \(listening.board)\n".utf8))
                if let info = request.info {
                    do { try OutputFile.write(Self.infoJSON(listening), to: info) } catch {
                        throw CommandFailure(CommandMessages.cannotWrite, info, "\(error)")
                    }
                }
            }
            return CommandOutput()
        } catch {
            return refusal(error)
        }
    }

    /// Replaces the workshop's join code and prints the new join line.
    public func rotateWorkshopCode(_ workshop: String, database: String?,
                                   environment: [String: String] = ProcessInfo.processInfo.environment) async -> CommandOutput {
        guard Self.isWorkshopName(workshop) else { return refusal(CommandFailure(CommandMessages.badWorkshopName)) }
        do {
            let served = try await WorkshopServer.rotateCode(
                workshop: workshop, database: try Self.database(database, workshop: workshop, environment: environment))
            guard let url = served.url else {
                return CommandOutput(stdout: CommandMessages.newCodeNotServed.filled([served.joinCode, workshop])(language) + "\n")
            }
            return CommandOutput(stdout: "join:  viewlab join \(url)/j/\(served.joinCode)\n")
        } catch {
            return refusal(error)
        }
    }

    /// `--database`, else `NAME.sqlite` in viewlab's data folder.
    private static func database(_ option: String?, workshop: String, environment: [String: String]) throws -> DatabaseLocation {
        try option.map(DatabaseLocation.init) ?? .sqlite(path: CourseContext.dataFolder(environment) + "/\(workshop).sqlite")
    }

    /// The `--info` file: `{"url": …, "join": …, "code": …, "key": …}`.
    private static func infoJSON(_ listening: WorkshopServer.Listening) -> String {
        struct Info: Encodable { var url, join, code, key: String }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let info = Info(url: listening.url, join: listening.join, code: listening.workshop.joinCode, key: listening.workshop.instructorKey)
        return String(decoding: (try? encoder.encode(info)) ?? Data(), as: UTF8.self) + "\n"
    }

    private func refusal(_ error: Error) -> CommandOutput {
        CommandOutput(stderr: errorMessage(error, in: language) + "\n", exitCode: CommandOutput.badInput)
    }
}
