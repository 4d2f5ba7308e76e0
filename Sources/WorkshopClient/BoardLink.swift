import Foundation

/// The instructor's board link, `http://H:P/board#key=KEY`, as `workshop serve` prints it: the
/// server, and the key everything that reads or changes the workshop needs.
public struct BoardLink: Equatable, Sendable {
    /// `http://H:P`, without a trailing slash.
    public let server: String
    public let host: String
    public let port: Int
    public let key: String

    /// Nil when `text` is not an `http://` link to `/board` with `#key=KEY`.
    public init?(_ text: String) {
        guard let url = URLComponents(string: text.trimmingCharacters(in: .whitespaces)), url.scheme == "http",
              let host = url.host, !host.isEmpty, url.path == "/board",
              let key = url.fragment.flatMap({ $0.hasPrefix("key=") ? String($0.dropFirst(4)) : nil }), !key.isEmpty else { return nil }
        self.host = host
        port = url.port ?? 80
        self.key = key
        server = "http://\(host.contains(":") ? "[\(host)]" : host):\(port)"
    }
}
