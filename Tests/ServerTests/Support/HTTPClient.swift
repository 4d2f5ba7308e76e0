import Foundation

/// A small HTTP/1.1 client over a plain socket, for driving the real server exactly: it sends
/// what a test says (a body too large, malformed JSON) and reads status, headers and body as they
/// come, chunked or not, and a server-sent event stream as it flows. Loopback only.
struct HTTPClient {
    struct Answer {
        var status: Int
        var headers: [String: String]
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
        /// The body as JSON (a dictionary, an array, …), or nil.
        var json: Any? { try? JSONSerialization.jsonObject(with: body) }
        var object: [String: Any] { json as? [String: Any] ?? [:] }
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    var port: Int

    /// One request on a connection of its own, read to its end.
    func request(_ method: String, _ path: String, token: String? = nil, headers: [String: String] = [:],
                 body: Data? = nil, timeout: Double = 10) throws -> Answer {
        let connection = try Connection(port: port, timeout: timeout)
        defer { connection.close() }
        try connection.send(head(method, path, token: token, headers: headers, bodyLength: body?.count) + (body ?? Data()))
        var reader = ResponseReader(connection: connection)
        let (status, fields) = try reader.head()
        return Answer(status: status, headers: fields,
                      body: try reader.rest(chunked: fields["transfer-encoding"] == "chunked", length: fields["content-length"].flatMap(Int.init)))
    }

    func post(_ path: String, token: String?, json: [String: Any?]) throws -> Answer {
        try request("POST", path, token: token, headers: ["Content-Type": "application/json"],
                    body: try JSONSerialization.data(withJSONObject: json.compactMapValues { $0 }))
    }

    /// `GET path` kept open: its `data:` lines, one by one.
    func events(_ path: String, token: String?) throws -> EventStream {
        let connection = try Connection(port: port, timeout: 10)
        try connection.send(head("GET", path, token: token, headers: [:], bodyLength: nil))
        var reader = ResponseReader(connection: connection)
        let (status, fields) = try reader.head()
        return EventStream(status: status, headers: fields, reader: reader)
    }

    private func head(_ method: String, _ path: String, token: String?, headers: [String: String], bodyLength: Int?) -> Data {
        var lines = ["\(method) \(path) HTTP/1.1", "Host: 127.0.0.1:\(port)", "Connection: close"]
        if let token { lines.append("Authorization: Bearer \(token)") }
        if let bodyLength { lines.append("Content-Length: \(bodyLength)") }
        lines += headers.map { "\($0.key): \($0.value)" }
        return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    /// A server-sent event stream being read.
    final class EventStream {
        let status: Int
        let headers: [String: String]
        private var reader: ResponseReader
        private var text = ""

        init(status: Int, headers: [String: String], reader: ResponseReader) {
            self.status = status; self.headers = headers; self.reader = reader
        }

        /// The next event's `data:` text, skipping comments; nil when none comes within `timeout`
        /// seconds or the stream ends.
        func next(timeout: Double = 10) -> String? {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                while let end = text.range(of: "\n\n") {
                    let event = String(text[..<end.lowerBound])
                    text = String(text[end.upperBound...])
                    if let line = event.split(separator: "\n").first(where: { $0.hasPrefix("data: ") }) { return String(line.dropFirst(6)) }
                }
                reader.connection.setTimeout(max(0.05, deadline.timeIntervalSinceNow))
                guard let piece = try? reader.nextPiece(chunked: headers["transfer-encoding"] == "chunked", until: deadline) else { return nil }
                text += String(decoding: piece, as: UTF8.self)
            }
            return nil
        }

        func close() { reader.connection.close() }
    }
}

/// One TCP connection to 127.0.0.1.
final class Connection {
    private var fd: Int32

    init(port: Int, timeout: Double) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw HTTPClient.Failure(description: "socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(fd)
            throw HTTPClient.Failure(description: "connect to port \(port): \(reason)")
        }
        setTimeout(timeout)
    }

    func setTimeout(_ seconds: Double) {
        var value = timeval(tv_sec: Int(seconds), tv_usec: Int((seconds - seconds.rounded(.down)) * 1_000_000))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
    }

    func send(_ data: Data) throws {
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.send(fd, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                guard n > 0 else { throw HTTPClient.Failure(description: "send: \(String(cString: strerror(errno)))") }
                offset += n
            }
        }
    }

    /// Some bytes; empty at the end of the stream; throws on a timeout.
    func receive() throws -> Data {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let n = recv(fd, &buffer, buffer.count, 0)
        guard n >= 0 else { throw HTTPClient.Failure(description: "recv: \(String(cString: strerror(errno)))") }
        return Data(buffer[0..<n])
    }

    func close() {
        if fd >= 0 { Glibc.close(fd); fd = -1 }
    }

    deinit { close() }
}

/// Reads a response from a connection: its head, then its body, whole or piece by piece.
struct ResponseReader {
    let connection: Connection
    private var buffer = Data()

    init(connection: Connection) { self.connection = connection }

    mutating func head() throws -> (Int, [String: String]) {
        while buffer.range(of: Data("\r\n\r\n".utf8)) == nil {
            let more = try connection.receive()
            guard !more.isEmpty else { throw HTTPClient.Failure(description: "the connection closed before the response's head") }
            buffer += more
        }
        let end = buffer.range(of: Data("\r\n\r\n".utf8))!
        let lines = String(decoding: buffer[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        buffer = Data(buffer[end.upperBound...])
        let parts = lines[0].split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else { throw HTTPClient.Failure(description: "bad status line \(lines[0])") }
        var fields: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return (status, fields)
    }

    /// The whole body: `length` bytes when the head says how many (a server may keep the
    /// connection open after them, as Chromium's DevTools server does), else to the connection's end.
    mutating func rest(chunked: Bool, length: Int? = nil) throws -> Data {
        var body = Data()
        while body.count < length ?? .max, let piece = try nextPiece(chunked: chunked, until: .distantFuture) { body += piece }
        return body
    }

    /// The next piece of the body (a chunk's data, or what arrived); nil at its end.
    mutating func nextPiece(chunked: Bool, until deadline: Date) throws -> Data? {
        if !chunked {
            if !buffer.isEmpty { defer { buffer = Data() }; return buffer }
            let more = try connection.receive()
            return more.isEmpty ? nil : more
        }
        while true {
            if let line = buffer.range(of: Data("\r\n".utf8)) {
                let sizeText = String(decoding: buffer[..<line.lowerBound], as: UTF8.self).split(separator: ";")[0]
                guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else {
                    throw HTTPClient.Failure(description: "bad chunk size \(sizeText)")
                }
                if size == 0 { return nil }
                if buffer.count >= line.upperBound + size + 2 {
                    let data = Data(buffer[line.upperBound..<(line.upperBound + size)])
                    buffer = Data(buffer[(line.upperBound + size + 2)...])
                    return data
                }
            }
            guard Date() < deadline else { throw HTTPClient.Failure(description: "timed out") }
            let more = try connection.receive()
            guard !more.isEmpty else { return nil }
            buffer += more
        }
    }
}
