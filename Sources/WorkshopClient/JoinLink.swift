import Foundation

/// A workshop's join link, `http://H:P/j/CODE`, as `workshop serve` prints it: the server, and the
/// code learners write records with.
public struct JoinLink: Equatable, Sendable {
    /// `http://H:P`, without a trailing slash.
    public let server: String
    public let host: String
    public let port: Int
    public let code: String

    /// Nil when `text` is not an `http://` link ending in `/j/CODE`.
    public init?(_ text: String) {
        guard let url = URLComponents(string: text.trimmingCharacters(in: .whitespaces)), url.scheme == "http",
              let host = url.host, !host.isEmpty else { return nil }
        let parts = url.path.split(separator: "/")
        guard parts.count == 2, parts[0] == "j", !parts[1].isEmpty else { return nil }
        self.host = host
        port = url.port ?? 80
        code = String(parts[1])
        server = "http://\(host.contains(":") ? "[\(host)]" : host):\(port)"
    }

    public init(server: String, host: String, port: Int, code: String) {
        self.server = server; self.host = host; self.port = port; self.code = code
    }

    public var text: String { "\(server)/j/\(code)" }
}
