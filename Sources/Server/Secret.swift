import Foundation

/// The workshop's join codes and instructor keys: random, long enough that guessing is hopeless,
/// safe in a URL, and compared in constant time so that how long a refusal takes tells nothing.
enum Secret {
    /// 96 bits: learners' join links carry it.
    static let codeBytes = 12
    /// 144 bits: the instructor's key opens everything that reads.
    static let keyBytes = 18

    /// `bytes` random bytes from the system's generator, in base64url without padding.
    static func make(bytes: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        let random = (0..<bytes).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return base64URL(random)
    }

    /// Whether `given` is `expected`, looking at every byte of both whatever they hold.
    static func matches(_ given: String?, _ expected: String) -> Bool {
        let a = Array((given ?? "").utf8), b = Array(expected.utf8)
        // A length differing is a difference too; the loop still runs over the longer one.
        var difference: UInt8 = a.count == b.count ? 0 : 1
        for i in 0..<max(a.count, b.count) {
            difference |= (i < a.count ? a[i] : 0) ^ (i < b.count ? b[i] : 0)
        }
        return difference == 0
    }

    private static func base64URL(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
