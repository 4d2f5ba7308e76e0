import Foundation
import Hummingbird
import Logging
import ServiceLifecycle
import Synchronization
import ViewlabCourse

/// `viewlab workshop serve` and `workshop rotate-code`, for Commands to call: opens the store
/// (migrating it, creating the workshop on first use), then serves the HTTP API until SIGINT or
/// SIGTERM, when it stops taking connections, lets each answer finish (an open event stream ends)
/// and returns.
public enum WorkshopServer {
    public struct Options: Sendable {
        public var workshop: String
        public var host: String
        public var port: Int
        public var database: DatabaseLocation
        public var catalog: Catalog
        /// Requests a second from one client address; 0 for no limit.
        public var rateLimit: Double

        public init(workshop: String, host: String, port: Int, database: DatabaseLocation, catalog: Catalog, rateLimit: Double) {
            self.workshop = workshop; self.host = host; self.port = port; self.database = database
            self.catalog = catalog; self.rateLimit = rateLimit
        }
    }

    /// A server that listens: where, and the workshop's secrets.
    public struct Listening: Sendable {
        /// `http://H:P`, with the port the system gave for `--port 0`.
        public let url: String
        public let workshop: ServedWorkshop
        /// The learners' link, `http://H:P/j/CODE`.
        public var join: String { url + "/j/" + workshop.joinCode }
        /// The instructor's page, the key in its fragment (which browsers never send to a server).
        public var board: String { url + "/board#key=" + workshop.instructorKey }
    }

    /// Serves until a signal stops it. `onListening` runs once the port is bound (and before any
    /// request is answered); when it throws, the server stops and `serve` throws its error.
    public static func serve(_ options: Options, logger: Logger = serverLogger(),
                             onListening: @escaping @Sendable (Listening) async throws -> Void) async throws {
        let store = try options.database.open(logger: logger)
        try await store.whileRunning {
            try await store.migrate()
            let workshop = try await store.openWorkshop(options.workshop)
            let feed = RecordFeed(store: store, workshop: workshop.name)
            let api = WorkshopAPI(store: store, workshop: workshop, catalog: options.catalog, feed: feed)
            let failure = Mutex<(any Error)?>(nil)
            let listening = Mutex(false)
            let services = ServiceGroupHolder()
            let app = Application(
                router: api.router(rateLimit: options.rateLimit > 0 ? RateLimit(rate: options.rateLimit) : nil),
                configuration: ApplicationConfiguration(address: .hostname(options.host, port: options.port)),
                onServerRunning: { channel in
                    listening.withLock { $0 = true }
                    let port = channel.localAddress?.port ?? options.port
                    let url = "http://\(urlHost(options.host)):\(port)"
                    do {
                        try await store.setURL(url, of: workshop.name)
                        try await onListening(Listening(url: url, workshop: workshop))
                    } catch {
                        failure.withLock { $0 = error }
                        await services.group?.triggerGracefulShutdown()
                    }
                },
                logger: logger)
            let group = ServiceGroup(configuration: ServiceGroupConfiguration(
                services: [feed, app], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
            services.group = group
            do {
                try await group.run()
            } catch where !listening.withLock({ $0 }) {
                throw ServerError(ServerMessages.cannotListen, options.host, options.port, "\(error)")
            }
            if let error = failure.withLock({ $0 }) { throw error }
        }
    }

    /// Gives the workshop a new join code (the old one gets 401 from then on, on every server).
    public static func rotateCode(workshop: String, database: DatabaseLocation, logger: Logger = serverLogger()) async throws -> ServedWorkshop {
        let store = try database.open(logger: logger)
        return try await store.whileRunning {
            try await store.migrate()
            return try await store.rotateCode(of: workshop)
        }
    }

    /// The server's log: standard error (standard output starts with the two lines of the
    /// contract), at `LOG_LEVEL`, else info.
    public static func serverLogger() -> Logger {
        var logger = Logger(label: "viewlab.server", factory: { StreamLogHandler.standardError(label: $0) })
        logger.logLevel = ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .info
        return logger
    }

    /// A host as a URL writes it: an IPv6 address in brackets.
    private static func urlHost(_ host: String) -> String { host.contains(":") ? "[\(host)]" : host }
}

/// The service group, once made, for the start-up callback that may need to stop it.
private final class ServiceGroupHolder: Sendable {
    private let stored = Mutex<ServiceGroup?>(nil)
    var group: ServiceGroup? {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }
}
