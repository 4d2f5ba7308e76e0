import Foundation
import Hummingbird
import Synchronization

/// A token bucket per client address: each address may make `rate` requests a second, in bursts of
/// up to twice that; past it, 429. It bounds what one runaway or hostile client costs; a classroom
/// behind one address (NAT) shares a bucket, so the rate is set per workshop (`--rate-limit`).
final class RateLimit: Sendable {
    private struct Bucket { var tokens: Double, refilled: ContinuousClock.Instant }

    let rate: Double
    var burst: Double { rate * 2 }
    /// How many addresses are remembered before the full buckets (idle clients) are forgotten.
    private static let remembered = 10_000
    private let buckets = Mutex<[String: Bucket]>([:])

    init(rate: Double) { self.rate = rate }

    /// Whether `client` may make a request now (taking a token when it may).
    func allows(_ client: String, now: ContinuousClock.Instant = .now) -> Bool {
        buckets.withLock { buckets in
            var bucket = buckets[client] ?? Bucket(tokens: burst, refilled: now)
            bucket.tokens = tokens(in: bucket, now: now)
            bucket.refilled = now
            let allowed = bucket.tokens >= 1
            if allowed { bucket.tokens -= 1 }
            buckets[client] = bucket
            if buckets.count > Self.remembered { buckets = buckets.filter { tokens(in: $0.value, now: now) < burst } }
            return allowed
        }
    }

    /// The tokens `bucket` holds at `now`.
    private func tokens(in bucket: Bucket, now: ContinuousClock.Instant) -> Double {
        let elapsed = (now - bucket.refilled).components
        return min(burst, bucket.tokens + (Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18) * rate)
    }
}

/// Answers 429 to a client past its rate.
struct RateLimitMiddleware: RouterMiddleware {
    typealias Context = ServerContext
    let limit: RateLimit

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard limit.allows(context.remoteAddress?.ipAddress ?? "unknown") else {
            var error = APIError(.tooManyRequests, ServerMessages.tooManyRequests)
            error.headers[.retryAfter] = "1"
            throw error
        }
        return try await next(request, context)
    }
}
