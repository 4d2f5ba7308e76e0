import Foundation
import Hummingbird
import ViewlabCourse

/// The HTTP API of cli-contract.md ("Workshops across machines") and the board's page: who may do
/// what (learners write records with the join code; everything that reads needs the instructor's
/// key), with request bodies and rates bounded. The handlers are in the files beside this one.
struct WorkshopAPI: Sendable {
    /// The largest request body accepted (a record with its code and feedback).
    static let maximumBody = 64 * 1024

    let store: any WorkshopStore
    /// The workshop as served; its join code is read again for each request but a record (whose
    /// insert checks it: `JoinCodeCache`), since `workshop rotate-code` may replace it while the
    /// server runs.
    let workshop: ServedWorkshop
    let catalog: Catalog
    let feed: RecordFeed
    let joinCode: JoinCodeCache
    /// The course's exercises and lessons, which records may name.
    let exerciseIDs: Set<String>, lessonIDs: Set<String>

    init(store: any WorkshopStore, workshop: ServedWorkshop, catalog: Catalog, feed: RecordFeed) {
        self.store = store; self.workshop = workshop; self.catalog = catalog; self.feed = feed
        joinCode = JoinCodeCache(workshop.joinCode)
        exerciseIDs = Set(catalog.exercises.map(\.id))
        lessonIDs = Set(catalog.lessons.map(\.id))
    }

    func router(rateLimit: RateLimit?) -> Router<ServerContext> {
        let router = Router(context: ServerContext.self)
        router.middlewares.add(ErrorMiddleware())
        if let rateLimit { router.middlewares.add(RateLimitMiddleware(limit: rateLimit)) }
        router.post("/api/v1/records") { request, _ in try await self.receive(request) }
        router.get("/j/:code") { request, context in try await self.checkCode(context.parameters.get("code")) }
        router.get("/api/v1/board") { request, _ in try await self.board(request) }
        router.get("/api/v1/summary") { request, _ in try await self.summary(request) }
        router.get("/api/v1/events") { request, _ in try self.events(request) }
        router.get("/api/v1/report.csv") { request, _ in try await self.report(request, format: .csv) }
        router.get("/api/v1/report.html") { request, _ in try await self.report(request, format: .html) }
        router.get("/api/v1/learners/:learner/exercises/:exercise") { request, context in
            try await self.learnerRecords(request, learner: context.parameters.get("learner"), exercise: context.parameters.get("exercise"))
        }
        router.post("/api/v1/learners") { request, _ in try await self.join(request) }
        router.get("/api/v1/learners") { request, _ in try await self.roster(request) }
        router.post("/api/v1/learners/:learner/rename") { request, context in
            try await self.changeRoster(request, learner: context.parameters.get("learner"), change: .rename)
        }
        router.post("/api/v1/learners/:learner/merge") { request, context in
            try await self.changeRoster(request, learner: context.parameters.get("learner"), change: .merge)
        }
        router.post("/api/v1/learners/:learner/remove") { request, context in
            try await self.changeRoster(request, learner: context.parameters.get("learner"), change: .remove)
        }
        router.get("/api/v1/set") { request, _ in try await self.exerciseSet(request) }
        router.put("/api/v1/set") { request, _ in try await self.setExerciseSet(request) }
        router.get("/board") { _, _ in BoardPage.response }
        return router
    }

    /// Refuses a request without the instructor's key (`Authorization: Bearer KEY`).
    func requireKey(_ request: Request) throws {
        guard Secret.matches(request.bearerToken, workshop.instructorKey) else { throw APIError.unauthorized(ServerMessages.needsKey) }
    }
}

extension Request {
    /// The token of `Authorization: Bearer TOKEN`, or nil.
    var bearerToken: String? {
        guard let value = headers[.authorization] else { return nil }
        let parts = value.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        return parts[1].trimmingCharacters(in: .whitespaces)
    }
}
