import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One HTTP/1.1 request and its answer over a new TCP connection (`Connection: close`), every step
/// bounded by one deadline: connecting, writing and reading each wait only for what is left of it.
/// Why not URLSession: on Linux it is FoundationNetworking over libcurl, which a binary linked with
/// `--static-swift-stdlib` (`make release`) cannot take without the curl headers.
struct HTTPExchange {
    struct Answer {
        let status: Int
        let body: Data
    }

    enum Failure: Error, Equatable {
        /// No connection: the host has no address, refused it, or did not answer in time.
        case unreachable(String)
        /// Connected, but no whole answer came before the deadline.
        case timedOut
        /// Something answered that is not HTTP.
        case notHTTP
    }

    let host: String
    let port: Int
    let deadline: Date

    func send(_ method: String, _ path: String, headers: [(String, String)] = [], body: Data = Data()) throws -> Answer {
        let fd = try connect()
        defer { close(fd) }
        var head = "\(method) \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\nConnection: close\r\nContent-Length: \(body.count)\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        try write(Data((head + "\r\n").utf8) + body, to: fd)
        return try Self.parse(try readAll(fd))
    }

    /// Milliseconds left before the deadline, for poll(2).
    private var remaining: Int32 { Int32(max(0, min(Double(Int32.max), deadline.timeIntervalSinceNow * 1000))) }

    private func connect() throws -> Int32 {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else { throw Failure.unreachable("no address for \(host)") }
        defer { freeaddrinfo(list) }
        var reason = "connection refused"
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let info = entry {
            entry = info.pointee.ai_next
            let fd = socket(info.pointee.ai_family, info.pointee.ai_socktype, info.pointee.ai_protocol)
            guard fd >= 0 else { continue }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            if Glibc.connect(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 { return fd }
            if errno == EINPROGRESS, wait(fd, for: Int16(POLLOUT)) {
                var error: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length)
                if error == 0 { return fd }
                reason = String(cString: strerror(error))
            } else {
                reason = remaining == 0 ? "no answer in time" : String(cString: strerror(errno))
            }
            close(fd)
        }
        throw Failure.unreachable(reason.lowercased())
    }

    /// Waits until `fd` is ready for `events`, or the deadline passes.
    private func wait(_ fd: Int32, for events: Int16) -> Bool {
        var entry = pollfd(fd: fd, events: events, revents: 0)
        while true {
            let ready = poll(&entry, 1, remaining)
            if ready > 0 { return true }
            if ready == 0 || errno != EINTR { return false }
        }
    }

    private func write(_ data: Data, to fd: Int32) throws {
        var sent = 0
        try data.withUnsafeBytes { bytes in
            while sent < bytes.count {
                let n = Glibc.send(fd, bytes.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
                if n > 0 { sent += n; continue }
                guard n < 0, errno == EAGAIN || errno == EINTR, wait(fd, for: Int16(POLLOUT)) else { throw Failure.timedOut }
            }
        }
    }

    private func readAll(_ fd: Int32) throws -> Data {
        var out = Data()
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n > 0 { out.append(buffer, count: n); continue }
            if n == 0 { return out }
            guard errno == EAGAIN || errno == EINTR, wait(fd, for: Int16(POLLIN)) else { throw Failure.timedOut }
        }
    }

    /// The status line and the body (after the blank line; chunked bodies are joined).
    static func parse(_ data: Data) throws -> Answer {
        let separator = Data("\r\n\r\n".utf8)
        guard let end = data.range(of: separator), let head = String(data: data[..<end.lowerBound], encoding: .utf8) else { throw Failure.notHTTP }
        let lines = head.components(separatedBy: "\r\n")
        let status = lines[0].split(separator: " ")
        guard status.count >= 2, status[0].hasPrefix("HTTP/1."), let code = Int(status[1]) else { throw Failure.notHTTP }
        let body = Data(data[end.upperBound...])
        let chunked = lines.dropFirst().contains { $0.lowercased().hasPrefix("transfer-encoding:") && $0.lowercased().contains("chunked") }
        return Answer(status: code, body: chunked ? try dechunked(body) : body)
    }

    private static func dechunked(_ body: Data) throws -> Data {
        var out = Data()
        var rest = body[...]
        while let lineEnd = rest.range(of: Data("\r\n".utf8)) {
            guard let sizeText = String(data: rest[..<lineEnd.lowerBound], encoding: .utf8),
                  let size = Int(sizeText.split(separator: ";")[0].trimmingCharacters(in: .whitespaces), radix: 16) else { throw Failure.notHTTP }
            if size == 0 { return out }
            let start = lineEnd.upperBound
            guard rest.distance(from: start, to: rest.endIndex) >= size + 2 else { throw Failure.notHTTP }
            let chunkEnd = rest.index(start, offsetBy: size)
            out.append(rest[start..<chunkEnd])
            rest = rest[rest.index(chunkEnd, offsetBy: 2)...]
        }
        throw Failure.notHTTP
    }
}
