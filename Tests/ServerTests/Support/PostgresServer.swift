import Foundation
import TestSupport

/// A real PostgreSQL server for the tests, started on loopback in a folder of the test process's
/// scratch space the first time a test asks for it, and stopped when the process exits. Each test
/// gets a database of its own (`freshDatabase`). As root (this machine, CI), PostgreSQL refuses to
/// run, so its programs run as the `postgres` user that Debian's package makes.
final class PostgresServer: Sendable {
    /// The newest PostgreSQL Debian's packages installed (15 on bookworm, 17 on trixie).
    static let binaries: URL = {
        let root = "/usr/lib/postgresql"
        let newest = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).compactMap(Int.init).max() ?? 15
        return URL(fileURLWithPath: "\(root)/\(newest)/bin")
    }()

    /// The one server of this test process; throws when PostgreSQL is not installed or fails to start.
    static func shared() throws -> PostgresServer { try started.get() }
    private static let started: Result<PostgresServer, any Error> = Result { try PostgresServer() }

    let port: Int
    let folder: URL

    private init() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.binaries.appendingPathComponent("initdb").path) else {
            throw HTTPClient.Failure(description: "PostgreSQL is not installed (make test-deps installs Debian's postgresql)")
        }
        folder = try TimedProcess.temporaryFolder("postgres")
        port = try FreePort.pick()
        if geteuid() == 0 { _ = try Self.run("/bin/chown", ["-R", "postgres", folder.path]) }
        let data = folder.appendingPathComponent("data").path
        _ = try Self.run(Self.binaries.appendingPathComponent("initdb").path, ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"], asPostgres: true)
        _ = try Self.run(Self.binaries.appendingPathComponent("pg_ctl").path, [
            "-D", data, "-l", folder.appendingPathComponent("log").path, "-w", "-t", "30",
            "-o", "-c listen_addresses=127.0.0.1 -p \(port) -k \(folder.path) -c fsync=on", "start",
        ], asPostgres: true)
        atexit {
            if let server = try? PostgresServer.started.get() {
                _ = try? PostgresServer.run(PostgresServer.binaries.appendingPathComponent("pg_ctl").path,
                                            ["-D", server.folder.appendingPathComponent("data").path, "-m", "immediate", "stop"], asPostgres: true)
            }
        }
    }

    /// A new empty database, by its `postgres://` URL.
    func freshDatabase() throws -> String {
        let name = "test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        _ = try Self.run(Self.binaries.appendingPathComponent("createdb").path, ["-h", "127.0.0.1", "-p", "\(port)", "-U", "postgres", name],
                         asPostgres: true)
        return "postgres://postgres@127.0.0.1:\(port)/\(name)?sslmode=disable"
    }

    /// Runs a program (as `postgres` when this process is root) to its end, failing with its
    /// output when it fails. Not through Foundation's `Process`: the server `pg_ctl` leaves running
    /// would inherit the descriptor by which `Process` learns that its child ended, and it would
    /// never learn it. Here bash closes every descriptor above 2 first, and the exit is waited for.
    @discardableResult
    static func run(_ program: String, _ arguments: [String], asPostgres: Bool = false) throws -> String {
        let command = (asPostgres && geteuid() == 0 ? ["/usr/sbin/runuser", "-u", "postgres", "--"] : []) + [program] + arguments
        let argv = ["/bin/bash", "-c", #"for fd in /proc/$$/fd/*; do n=${fd##*/}; [ "$n" -gt 2 ] && eval "exec $n>&-"; done; cd /tmp && exec "$@""#,
                    "bash"] + command
        let output = Scratch.url("run-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { for pointer in cArguments { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, argv[0], &actions, nil, &cArguments, environ)
        guard spawned == 0 else { throw HTTPClient.Failure(description: "cannot run \(program): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(60)
        while waitpid(pid, &status, WNOHANG) == 0 {
            guard Date() < deadline else {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                throw HTTPClient.Failure(description: "\(program) did not finish within 60 s")
            }
            usleep(20_000)
        }
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        // WIFEXITED and WEXITSTATUS, which Swift does not import.
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
            throw HTTPClient.Failure(description: "\(program) failed (status \(status)): \(text)")
        }
        return text
    }
}

/// A TCP port nobody listens on now (the system's pick for port 0).
enum FreePort {
    static func pick() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw HTTPClient.Failure(description: "no free port: \(String(cString: strerror(errno)))") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
