import Foundation
import Hummingbird
import ViewlabModel

/// A refusal of the HTTP API: its 4xx status and `{"error": MESSAGE}` (cli-contract.md), the
/// message from the catalogue in the client's language (`Accept-Language`). A refusal changes
/// nothing: every check is made before anything is written.
struct APIError: Error, HTTPResponseError {
    let status: HTTPResponse.Status
    let text: Bilingual
    var headers: HTTPFields = [:]
    /// Fields the answer carries beside `error` (a free name for a name that is taken).
    var fields: [String: String] = [:]

    init(_ status: HTTPResponse.Status, _ entry: Message, _ values: Any...) {
        self.status = status
        text = entry.filled(with: values)
    }

    /// 401, with the scheme the client should use.
    static func unauthorized(_ entry: Message) -> APIError {
        var error = APIError(.unauthorized, entry)
        error.headers[.wwwAuthenticate] = "Bearer"
        return error
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = JSONResponse.make(fields.merging(["error": text(request.language)]) { _, error in error }, status: status)
        response.headers.append(contentsOf: headers)
        return response
    }
}

/// Makes every failure an `{"error": …}` answer: a refusal as it is, the router's own (no such
/// route, a body too large) in the API's words, and anything else a 500 that is logged (without
/// the request's path or headers, which may hold a code or a key).
struct ErrorMiddleware: RouterMiddleware {
    typealias Context = ServerContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as APIError {
            throw error
        } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
            throw APIError(.contentTooLarge, ServerMessages.bodyTooLarge, WorkshopAPI.maximumBody)
        } catch let error as any HTTPResponseError where error.status == .notFound {
            throw APIError(.notFound, ServerMessages.notFound, request.method.rawValue, request.uri.path.removingPercentEncoding ?? "")
        } catch let error as any HTTPResponseError {
            throw APIError(error.status, ServerMessages.failed, error.status.reasonPhrase)
        } catch {
            context.logger.error("request failed", metadata: ["error": "\(error)"])
            throw APIError(.internalServerError, ServerMessages.failed, "\(type(of: error))")
        }
    }
}

extension Request {
    /// The language the client asks for: Chinese when `Accept-Language` puts it first.
    var language: DisplayLanguage {
        headers[.acceptLanguage].map { $0.lowercased().hasPrefix("zh") } == true ? .zh : .en
    }
}
