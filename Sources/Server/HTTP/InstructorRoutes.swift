import Foundation
import Hummingbird
import ViewlabCourse
import ViewlabModel

/// What the instructor's board reads, each with the instructor's key: the board's figures, who is
/// stuck, one learner's records of one exercise (with their code), and the gradebook.
extension WorkshopAPI {
    enum ReportFormat { case csv, html }

    /// `GET /api/v1/board`: the contract's JSON (no code, no feedback).
    func board(_ request: Request) async throws -> Response {
        try requireKey(request)
        return JSONResponse.make(try await figures().board)
    }

    /// `GET /api/v1/summary`: who is stuck and the most-failed checks, for the page.
    func summary(_ request: Request) async throws -> Response {
        try requireKey(request)
        return JSONResponse.make(try await figures().summary)
    }

    /// `GET /api/v1/learners/NAME/exercises/ID`: that learner's (NAME may also be their id) records of that exercise, newest
    /// first, with their code and feedback (none: an empty list).
    func learnerRecords(_ request: Request, learner: String?, exercise: String?) async throws -> Response {
        try requireKey(request)
        guard let learner = learner?.removingPercentEncoding, let exercise = exercise?.removingPercentEncoding,
              let who = try await store.learner(named: learner, in: workshop.name) else {
            return JSONResponse.make([WorkshopRecord]())
        }
        return JSONResponse.make(try await store.records(of: who, exercise: exercise, in: workshop.name))
    }

    /// `GET /api/v1/report.csv|html`: the gradebook as `workshop report` writes it, in the language
    /// of `?lang=en|zh`, else of `Accept-Language`.
    func report(_ request: Request, format: ReportFormat) async throws -> Response {
        try requireKey(request)
        let language = request.uri.queryParameters["lang"].flatMap { DisplayLanguage(rawValue: String($0)) } ?? request.language
        let figures = try await figures()
        let report = WorkshopReport(catalog: catalog, title: ProgressMessages(language: language).reportTitle(workshop: workshop.name),
                                    language: language, set: figures.set)
        let snapshot = figures.snapshot
        let (text, type, suffix) = switch format {
        case .csv: (report.csv(snapshot), "text/csv; charset=utf-8", "csv")
        case .html: (report.html(snapshot), "text/html; charset=utf-8", "html")
        }
        return Response(status: .ok, headers: [.contentType: type, .cacheControl: "no-store",
                                               .contentDisposition: "attachment; filename=\"\(workshop.name).\(suffix)\""],
                        body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    private func figures() async throws -> BoardFigures {
        BoardFigures(workshop: workshop.name, exercises: catalog.exercises.map(\.id), set: try await store.exerciseSet(of: workshop.name), tallies: try await store.tallies(of: workshop.name),
                     roster: try await store.roster(of: workshop.name), failedChecks: try await store.failedChecks(of: workshop.name), now: Date())
    }
}
