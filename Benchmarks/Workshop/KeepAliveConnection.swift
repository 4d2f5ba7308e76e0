import Foundation

/// One HTTP/1.1 connection to a server on loopback, kept open from request to request as a
/// learner's machine would keep it, answers read by their `Content-Length` (the server's JSON
/// answers have one). A plain blocking socket: one thread per simulated learner, which alone uses it
/// (hence unchecked: handed to that thread once).
final class KeepAliveConnection: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible { var description: String }

    private let port: Int
    private var fd: Int32 = -1
    private var buffer = Data()

    init(port: Int) { self.port = port }

    /// Sends a request and reads its answer: status and body. Connects first (again, after the
    /// server closed the connection).
    func request(_ method: String, _ path: String, token: String, body: Data? = nil) throws -> (status: Int, body: Data) {
        if fd < 0 { try connect() }
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAuthorization: Bearer \(token)\r\n"
        if let body { head += "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n" }
        do {
            try send(Data((head + "\r\n").utf8) + (body ?? Data()))
            return try answer()
        } catch {
            close()
            throw error
        }
    }

    func close() {
        if fd >= 0 { Glibc.close(fd); fd = -1 }
        buffer = Data()
    }

    deinit { close() }

    /// Connects now unless connected, so that the first request does not include it.
    func connectIfNeeded() throws {
        if fd < 0 { try connect() }
    }

    /// Connects now, so that the first request does not include it.
    func connect() throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let reason = String(cString: strerror(errno))
            close()
            throw Failure(description: "connect to port \(port): \(reason)")
        }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var noDelay: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
    }

    private func send(_ data: Data) throws {
        try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < bytes.count {
                let n = Glibc.send(fd, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                guard n > 0 else { throw Failure(description: "send: \(String(cString: strerror(errno)))") }
                offset += n
            }
        }
    }

    private func answer() throws -> (status: Int, body: Data) {
        let separator = Data("\r\n\r\n".utf8)
        while buffer.range(of: separator) == nil { try receive() }
        let end = buffer.range(of: separator)!
        let lines = String(decoding: buffer[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        buffer = Data(buffer[end.upperBound...])
        let parts = lines[0].split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else { throw Failure(description: "bad status line: \(lines[0])") }
        let length = lines.dropFirst().compactMap { line -> Int? in
            let field = line.split(separator: ":", maxSplits: 1)
            guard field.count == 2, field[0].lowercased() == "content-length" else { return nil }
            return Int(field[1].trimmingCharacters(in: .whitespaces))
        }.first
        guard let length else { throw Failure(description: "an answer without Content-Length (status \(status))") }
        while buffer.count < length { try receive() }
        defer { buffer = Data(buffer.dropFirst(length)) }
        return (status, Data(buffer.prefix(length)))
    }

    private func receive() throws {
        var bytes = [UInt8](repeating: 0, count: 65536)
        let n = recv(fd, &bytes, bytes.count, 0)
        guard n > 0 else { throw Failure(description: n == 0 ? "the server closed the connection" : "recv: \(String(cString: strerror(errno)))") }
        buffer += bytes[0..<n]
    }
}
