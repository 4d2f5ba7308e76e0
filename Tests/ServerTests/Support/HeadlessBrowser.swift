import Foundation
import TestSupport

/// Headless Chromium kept running on one page, driven through the DevTools protocol (over
/// `WebSocket`): the page's script runs as in any browser, for as long as the test needs, so the
/// test can see what it does later without reloading it (the board's live updates).
final class HeadlessBrowser {
    private let process = Process()
    private let socket: WebSocket
    private var nextID = 0

    /// Opens `url` in a new browser (1280 × 800); throws when none is installed or it does not start.
    init(opening url: String, folder: URL) throws {
        guard let browser = ChromiumBinary.url else { throw HTTPClient.Failure(description: "headless Chromium is not installed") }
        let port = try FreePort.pick()
        process.executableURL = browser
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check", "--disable-extensions",
            "--hide-scrollbars", "--mute-audio", "--window-size=1280,800", "--lang=en-US",
            "--user-data-dir=\(folder.appendingPathComponent("profile").path)", "--remote-debugging-port=\(port)", url,
        ]
        // Files, not pipes: Chromium's helper processes may outlive it and would hold a pipe open.
        let log = folder.appendingPathComponent("chromium.log")
        try Data().write(to: log)
        process.standardOutput = try FileHandle(forWritingTo: log)
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
        // The page's own DevTools socket, once the browser lists it with the URL loaded (before, a
        // script would run in the blank page the browser starts with).
        let address = url.split(separator: "#")[0]
        let deadline = Date().addingTimeInterval(30)
        var socketAddress: String?
        while socketAddress == nil, Date() < deadline, process.isRunning {
            let pages = (try? HTTPClient(port: port).request("GET", "/json/list", timeout: 2).json) as? [[String: Any]]
            let page = pages?.first { $0["type"] as? String == "page" && ($0["url"] as? String ?? "").hasPrefix(address) }
            socketAddress = page?["webSocketDebuggerUrl"] as? String
            if socketAddress == nil { Thread.sleep(forTimeInterval: 0.1) }
        }
        guard let socketAddress else {
            let said = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            kill(process.processIdentifier, SIGKILL)
            throw HTTPClient.Failure(description: "Chromium did not open its DevTools port: \(said.suffix(600))")
        }
        socket = try WebSocket(socketAddress)
        // Listed is not yet loaded: until then a script's context may go with the blank page.
        while (try? evaluate("document.readyState === 'complete' && location.href.startsWith('\(address)')")) as? Bool != true {
            guard Date() < deadline else { throw HTTPClient.Failure(description: "Chromium did not load \(address)") }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// The value of `expression` in the page (a promise is awaited), as JSON makes it.
    func evaluate(_ expression: String) throws -> Any? {
        let result = try call("Runtime.evaluate", ["expression": expression, "awaitPromise": true, "returnByValue": true])
        if let thrown = result["exceptionDetails"] as? [String: Any] {
            throw HTTPClient.Failure(description: "the page's script failed: \((thrown["exception"] as? [String: Any])?["description"] ?? thrown)")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// The page as it is drawn now, a PNG.
    func screenshot() throws -> Data {
        guard let text = try call("Page.captureScreenshot", ["format": "png"])["data"] as? String, let png = Data(base64Encoded: text) else {
            throw HTTPClient.Failure(description: "Chromium gave no screenshot")
        }
        return png
    }

    /// Sends one DevTools command and returns its result, skipping the events that come meanwhile.
    private func call(_ method: String, _ parameters: [String: Any]) throws -> [String: Any] {
        nextID += 1
        let id = nextID
        try socket.send(String(decoding: try JSONSerialization.data(withJSONObject: ["id": id, "method": method, "params": parameters]), as: UTF8.self))
        while true {
            let message = try JSONSerialization.jsonObject(with: Data(try socket.receive().utf8)) as? [String: Any] ?? [:]
            guard message["id"] as? Int == id else { continue }
            if let error = message["error"] { throw HTTPClient.Failure(description: "DevTools refused \(method): \(error)") }
            return message["result"] as? [String: Any] ?? [:]
        }
    }

    /// Closes the browser (and, with it, its helper processes).
    func close() {
        socket.close()
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGTERM)
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() }
    }

    deinit { close() }
}
