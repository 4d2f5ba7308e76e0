import Foundation
import ViewlabCourse
import ViewlabModel
import ViewlabWorkshopClient

/// `viewlab workshop roster`, `rename`, `merge`, `remove` and `set` with `--board URL`: the
/// instructor's tools on a served workshop, through its routes with the board link's key, from
/// any machine (a teaching assistant's too); they print what the one-machine commands print.
extension Workbench {
    public func servedRoster(board: String, enroll names: [String], timeZone: TimeZone = .current) -> CommandOutput {
        guard names.isEmpty else { return failure(WorkshopClientMessages.enrollOnServer) }
        return withInstructor(board) { client, words in
            let (workshop, learners) = try client.roster()
            let roster = learners.map { ProgressStore.RosterLearner(name: $0.name, joined: $0.joined, started: $0.started) }
            return Self.rosterListing(workshop, roster, timeZone: timeZone, words: words)
        }
    }

    public func changeServedRoster(board: String, _ change: RosterChange) -> CommandOutput {
        withInstructor(board) { client, words in
            switch change {
            case .rename(let old, let new):
                _ = try client.rename(old, to: new)
                return words.renamed(old, new)
            case .merge(let source, let target):
                _ = try client.merge(source, into: target)
                return words.merged(source, into: target)
            case .remove(let name):
                return words.removed(name, try client.remove(name))
            }
        }
    }

    /// Makes `ids` the served workshop's set (`clear`: none; each checked against the course first),
    /// then prints it.
    public func servedSet(board: String, catalog: Catalog, ids: [String], clear: Bool) -> CommandOutput {
        withInstructor(board) { client, words in
            let making = clear ? [] : ids.isEmpty ? nil : try ids.map { try catalog.exercise($0).id }
            let (workshop, set) = try client.exerciseSet(making: making)
            return Self.setListing(workshop, set, catalog: catalog, words: words)
        }
    }

    /// Runs `body` with a client for the board link: its line on standard output, or why the server
    /// did not do it (exit 2).
    private func withInstructor(_ board: String, _ body: (InstructorClient, ProgressMessages) throws -> String) -> CommandOutput {
        guard let link = BoardLink(board) else { return failure(WorkshopClientMessages.badBoardLink, board) }
        do {
            return CommandOutput(stdout: try body(InstructorClient(link: link), ProgressMessages(language: language)) + "\n")
        } catch {
            return failure(error, server: link.server)
        }
    }
}
