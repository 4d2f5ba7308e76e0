import Foundation
import Testing
@testable import ViewlabWorkshopClient

/// Join links as `workshop serve` prints them, and what is not one.
struct JoinLinkTests {
    @Test func aServersLinkGivesItsHostPortAndCode() throws {
        let link = try #require(JoinLink("http://192.168.1.20:8400/j/Zq3-x_9A"))
        #expect(link.host == "192.168.1.20" && link.port == 8400 && link.code == "Zq3-x_9A")
        #expect(link.server == "http://192.168.1.20:8400")
        #expect(link.text == "http://192.168.1.20:8400/j/Zq3-x_9A")
    }

    @Test func withoutAPortItIsEighty() throws {
        #expect(try #require(JoinLink("http://workshop.local/j/abc")).port == 80)
    }

    @Test(arguments: ["https://h:1/j/c", "http://h:1/board", "http://h:1/j/", "http://h:1/j/c/d", "h:1/j/c", ""])
    func otherTextIsNotALink(_ text: String) {
        #expect(JoinLink(text) == nil)
    }
}

/// Answers read from the bytes a server sends.
struct HTTPAnswerTests {
    @Test func statusAndBody() throws {
        let answer = try HTTPExchange.parse(Data("HTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\n{}".utf8))
        #expect(answer.status == 201 && answer.body == Data("{}".utf8))
    }

    @Test func aChunkedBodyIsJoined() throws {
        let answer = try HTTPExchange.parse(Data("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4\r\n{\"a\"\r\n3\r\n:1}\r\n0\r\n\r\n".utf8))
        #expect(String(decoding: answer.body, as: UTF8.self) == "{\"a\":1}")
    }

    @Test func somethingElseIsNotHTTP() {
        #expect(throws: HTTPExchange.Failure.notHTTP) { try HTTPExchange.parse(Data("SSH-2.0-OpenSSH\r\n\r\n".utf8)) }
    }

    @Test func nobodyListeningIsUnreachable() throws {
        // Port 9 (discard) on loopback: nothing listens there on a test machine.
        let exchange = HTTPExchange(host: "127.0.0.1", port: 9, deadline: Date().addingTimeInterval(1))
        #expect(throws: HTTPExchange.Failure.unreachable("connection refused")) { try exchange.send("GET", "/") }
    }
}
