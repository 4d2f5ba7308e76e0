import Foundation

/// A running `viewlab workshop serve`, as its `--info` file describes it.
struct WorkshopEndpoint: Sendable {
    let port: Int
    let code: String
    let key: String

    init(infoFile: String) throws {
        let info = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: infoFile))) as? [String: String] ?? [:]
        guard let url = info["url"], let port = url.split(separator: ":").last.flatMap({ Int($0) }), let code = info["code"], let key = info["key"] else {
            throw KeepAliveConnection.Failure(description: "\(infoFile) is not what `workshop serve --info` writes")
        }
        self.port = port; self.code = code; self.key = key
    }

    /// `GET /api/v1/board`'s time to its whole answer, in ms, on a connection of its own.
    func boardTime() throws -> Double {
        let connection = KeepAliveConnection(port: port)
        try connection.connect()
        let began = DispatchTime.now().uptimeNanoseconds
        let answer = try connection.request("GET", "/api/v1/board", token: key)
        guard answer.status == 200 else { throw KeepAliveConnection.Failure(description: "the board answered \(answer.status)") }
        return Double(DispatchTime.now().uptimeNanoseconds - began) / 1e6
    }

    /// The checks the board counts, over every learner and exercise.
    func countedChecks() throws -> Int {
        let answer = try KeepAliveConnection(port: port).request("GET", "/api/v1/board", token: key)
        let board = try JSONSerialization.jsonObject(with: answer.body) as? [String: Any] ?? [:]
        return ((board["learners"] as? [[String: Any]]) ?? []).reduce(0) { total, learner in
            total + ((learner["exercises"] as? [String: [String: Any]]) ?? [:]).values.reduce(0) { $0 + ($1["attempts"] as? Int ?? 0) }
        }
    }
}

/// What a simulated learner sends: checks of one exercise, the last one passing, as
/// `POST /api/v1/records` takes them (cli-contract.md).
enum LearnerRecord {
    static let exercise = "background-after-padding"

    static func json(learner: Int, index: Int, of count: Int) -> Data {
        let passed = index == count - 1
        var record: [String: Any] = [
            "id": UUID().uuidString.lowercased(), "learner": String(format: "learner%03d", learner), "exercise": exercise, "kind": "check",
            "passed": passed, "at": Date().formatted(.iso8601),
            "code": "Text(\"Hello\")\n    .padding()\n    .background(.yellow)\n",
        ]
        if !passed { record["feedback"] = "✗ root.width == 100\n" }
        return (try? JSONSerialization.data(withJSONObject: record)) ?? Data()
    }
}
