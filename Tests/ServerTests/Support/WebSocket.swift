import Foundation

/// The client's side of a WebSocket (RFC 6455) over a loopback `Connection`, as much as the
/// DevTools protocol needs: the opening handshake, text messages sent masked, and messages read
/// whole (continuation frames joined; pings, pongs and other control frames skipped).
final class WebSocket {
    private let connection: Connection
    private var buffer = Data()

    /// Opens `ws://127.0.0.1:PORT/PATH`.
    init(_ url: String, timeout: Double = 10) throws {
        guard let parts = URLComponents(string: url), parts.scheme == "ws", let port = parts.port else {
            throw HTTPClient.Failure(description: "not a loopback WebSocket URL: \(url)")
        }
        connection = try Connection(port: port, timeout: timeout)
        let nonce = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
        try connection.send(Data(("GET \(parts.percentEncodedPath) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\n"
            + "Connection: Upgrade\r\nSec-WebSocket-Key: \(nonce)\r\nSec-WebSocket-Version: 13\r\n\r\n").utf8))
        while buffer.range(of: Data("\r\n\r\n".utf8)) == nil { buffer += try more() }
        let end = buffer.range(of: Data("\r\n\r\n".utf8))!
        let head = String(decoding: buffer[..<end.lowerBound], as: UTF8.self)
        buffer = Data(buffer[end.upperBound...])
        guard head.hasPrefix("HTTP/1.1 101") else { throw HTTPClient.Failure(description: "the WebSocket was refused: \(head)") }
    }

    /// Sends one text message (a client masks every frame it sends).
    func send(_ text: String) throws {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x81]
        switch payload.count {
        case ..<126: frame.append(0x80 | UInt8(payload.count))
        case ..<65536: frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xff)]
        default: frame.append(0x80 | 127); frame += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xff) }
        }
        let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        try connection.send(Data(frame))
    }

    /// The next text message, waiting up to `timeout` seconds for each piece of it.
    func receive(timeout: Double = 30) throws -> String {
        connection.setTimeout(timeout)
        var message = Data()
        while true {
            let head = try take(2)
            let final = head[0] & 0x80 != 0, opcode = head[0] & 0x0f
            var length = Int(head[1] & 0x7f)
            if length == 126 { length = try take(2).reduce(0) { $0 << 8 | Int($1) } }
            if length == 127 { length = try take(8).reduce(0) { $0 << 8 | Int($1) } }
            let payload = try take(length)
            if opcode == 0x8 { throw HTTPClient.Failure(description: "the WebSocket was closed by the other side") }
            guard opcode <= 0x2 else { continue }
            message += payload
            if final { return String(decoding: message, as: UTF8.self) }
        }
    }

    func close() { connection.close() }

    private func take(_ count: Int) throws -> Data {
        while buffer.count < count { buffer += try more() }
        defer { buffer = Data(buffer.dropFirst(count)) }
        return Data(buffer.prefix(count))
    }

    private func more() throws -> Data {
        let data = try connection.receive()
        guard !data.isEmpty else { throw HTTPClient.Failure(description: "the WebSocket's connection closed") }
        return data
    }
}
