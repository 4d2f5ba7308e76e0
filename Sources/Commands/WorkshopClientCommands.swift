import Foundation
import ViewlabCourse
import ViewlabModel
import ViewlabWorkshopClient

/// `viewlab join`, `sync` and `leave` (cli-contract.md "Workshops across machines").
extension Workbench {
    /// Checks the link with its server and saves it: exit 0, or 2 with why.
    public func join(_ url: String, learner: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> CommandOutput {
        guard let link = JoinLink(url) else { return failure(WorkshopClientMessages.badLink, url) }
        let client = WorkshopClient(link: link)
        let previous = WorkshopMembership.load(environment)
        let name = learner ?? previous?.learner ?? CourseContext.defaultLearner(environment)
        let workshop: String, registration: WorkshopClient.Registration
        do {
            workshop = try client.join()
            // Joining the same workshop again (its server moved, a new name) keeps the learner's id.
            registration = try client.register(name: name, id: previous?.workshop == workshop ? previous?.learnerId : nil)
        } catch {
            return failure(error, server: link.server)
        }
        var membership = WorkshopMembership(link: link, workshop: workshop, learner: name, learnerId: nil)
        switch registration {
        case .joined(let id, let set): (membership.learnerId, membership.exerciseSet) = (id, set)
        case .withoutIDs: break
        case .nameTaken(let suggestion): return failure(WorkshopClientMessages.nameTaken, name, workshop, suggestion)
        }
        do { try membership.save(environment) } catch {
            return CommandOutput(stderr: errorMessage(error, in: language) + "\n", exitCode: CommandOutput.badInput)
        }
        return CommandOutput(stdout: WorkshopClientMessages.joined.filled([workshop, link.server, name])(language) + "\n")
    }

    /// Sends what is queued: exit 0 when nothing remains, 1 otherwise, 2 when not joined.
    public func sync(_ course: CourseContext) -> CommandOutput {
        guard let sending = course.sending else {
            return CommandOutput(stderr: WorkshopClientMessages.notJoined.filled([])(language) + "\n", exitCode: CommandOutput.badInput)
        }
        let result = sending.flush()
        // The server answered everything: ask it for the exercise set too.
        if result.remaining == 0 { sending.refreshExerciseSet() }
        let summary = WorkshopClientMessages.synced.filled(["\(result.sent)", sending.membership.workshop, "\(result.remaining)"])(language) + "\n"
        return CommandOutput(stdout: summary, stderr: result.remaining == 0 ? "" : result.line,
                             exitCode: result.remaining == 0 ? CommandOutput.success : CommandOutput.checkFailed)
    }

    /// Forgets the workshop; records not sent stay in the progress database.
    public func leave(_ course: CourseContext, environment: [String: String] = ProcessInfo.processInfo.environment) -> CommandOutput {
        guard var membership = course.sending?.membership else {
            return CommandOutput(stdout: WorkshopClientMessages.notJoined.filled([])(language) + "\n")
        }
        membership.left = true
        do { try membership.save(environment) } catch {
            return CommandOutput(stderr: errorMessage(error, in: language) + "\n", exitCode: CommandOutput.badInput)
        }
        let queued = (try? course.store.queuedCount()) ?? 0
        return CommandOutput(stdout: WorkshopClientMessages.left.filled([membership.workshop, "\(queued)"])(language) + "\n")
    }
}
