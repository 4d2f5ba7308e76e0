import Foundation
import ViewlabWorkshopClient

/// The workshop a learner joined with `viewlab join URL`: the server, the code, the name they
/// joined as and the id the server gave them, kept in `workshop.json` beside the progress database in
/// viewlab's data folder, so that every later command sends there until `viewlab leave`. Leaving
/// keeps the file, marked, so that joining the same workshop again is the same learner (their id).
public struct WorkshopMembership: Codable, Equatable {
    public var server: String
    public var host: String
    public var port: Int
    public var code: String
    public var workshop: String
    public var learner: String
    /// The id the server gave the learner (nil from a server older than learner ids): what the
    /// board knows them by, whatever their name.
    public var learnerId: String?
    /// The workshop's exercise set when the learner last joined or synced (nil or empty: none).
    public var exerciseSet: [String]?
    /// Set by `viewlab leave`: nothing is sent any more; the id waits for a `join` again.
    public var left: Bool?

    public init(link: JoinLink, workshop: String, learner: String, learnerId: String?, exerciseSet: [String]? = nil) {
        server = link.server; host = link.host; port = link.port; code = link.code
        self.workshop = workshop; self.learner = learner; self.learnerId = learnerId; self.exerciseSet = exerciseSet
    }

    public var link: JoinLink { JoinLink(server: server, host: host, port: port, code: code) }

    /// `$XDG_DATA_HOME/viewlab/workshop.json`.
    public static func path(_ environment: [String: String]) -> String {
        CourseContext.dataFolder(environment) + "/workshop.json"
    }

    /// The membership saved, or nil when the learner has not joined (or the file is unreadable,
    /// which `join` replaces).
    public static func load(_ environment: [String: String]) -> WorkshopMembership? {
        guard let data = FileManager.default.contents(atPath: path(environment)) else { return nil }
        return try? JSONDecoder().decode(WorkshopMembership.self, from: data)
    }

    /// The membership the learner's commands send to: the one saved, unless they left it.
    public static func current(_ environment: [String: String]) -> WorkshopMembership? {
        load(environment).flatMap { $0.left == true ? nil : $0 }
    }

    public func save(_ environment: [String: String]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let file = Self.path(environment)
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try OutputFile.write(try encoder.encode(self) + Data("\n".utf8), to: file)
    }
}
