import ArgumentParser
import Foundation
import Synchronization
import ViewlabCommands

extension WorkshopCommand {
    /// `viewlab workshop serve NAME`: options only; `Workbench.serveWorkshop` does the rest.
    struct Serve: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "serve",
            abstract: words("Serve a workshop over HTTP: learners join with one link, the instructor watches a live board.",
                            "通过 HTTP 主持工作坊：学员用一个链接加入，讲师在浏览器里看实时看板。"),
            discussion: discussion("""
                Prints two lines first: the learners' `join:` command and the instructor's `board:` link (keep its #key=… \
                secret). Stops with Ctrl-C or SIGTERM. Serving the same database again keeps the workshop, its code and its key. \
                The HTTP API is in cli-contract.md, "Workshops across machines".
                """, """
                先打印两行：学员用的 `join:` 命令和讲师用的 `board:` 链接（其中的 #key=… 要保密）。按 Ctrl-C 或发送 SIGTERM 停止。\
                再次用同一个数据库主持时，工作坊、加入码和密钥都保持不变。HTTP API 见 cli-contract.md 的“Workshops across machines”一节。
                """))
        @Argument(help: help("The workshop's name.", "工作坊的名字。")) var name: String
        @Option(help: help("The address to listen on (0.0.0.0: every network the machine is on).",
                           "监听的地址（0.0.0.0：本机所在的所有网络）。", default: "127.0.0.1")) var host = "127.0.0.1"
        @Option(help: help("The port to listen on (0: a free one).", "监听的端口（0：挑一个空闲的）。", default: 8400)) var port = 8400
        @Option(help: help("A file path, sqlite:PATH or postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE (default: NAME.sqlite in $XDG_DATA_HOME/viewlab).",
                           "文件路径、sqlite:PATH 或 postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE（默认：$XDG_DATA_HOME/viewlab 里的 NAME.sqlite）。"))
        var database: String?
        @Option(help: help("Once listening, write the URL, the join link, the code and the key to this file as JSON.",
                           "开始监听后，把 URL、加入链接、加入码和密钥以 JSON 写到这个文件。")) var info: String?
        @Option(name: .customLong("rate-limit"), help: help("Requests a second from one address, in bursts of twice as many (0: no limit).",
                                                            "每个地址每秒的请求数，突发时可达两倍（0：不限）。", default: 100.0))
        var rateLimit = 100.0
        // Read for `--course` only (the root command takes the group, so it must be read through it);
        // hidden, since the progress database and the learner mean nothing to a server.
        @OptionGroup(visibility: .hidden) var place: CourseOptions
        @OptionGroup var display: DisplayOptions

        func run() throws {
            var request = Workbench.ServeRequest(workshop: name)
            request.host = host; request.port = port; request.database = database; request.info = info
            request.rateLimit = rateLimit; request.course = place.course
            let language = display.language
            try finish(waitFor { [request] in await Workbench(language: language).serveWorkshop(request) })
        }
    }

    /// `viewlab workshop rotate-code NAME`: a leaked join code replaced.
    struct RotateCode: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rotate-code",
            abstract: words("Replace a served workshop's join code (the old one is refused from then on) and print the new join line.",
                            "更换工作坊的加入码（旧的从此被拒绝），并打印新的加入命令。"))
        @Argument(help: help("The workshop's name.", "工作坊的名字。")) var name: String
        @Option(help: help("The workshop's database, as for `workshop serve`.", "工作坊的数据库，与 `workshop serve` 的相同。"))
        var database: String?
        @OptionGroup var display: DisplayOptions

        func run() throws {
            let (name, database, language) = (name, database, display.language)
            try finish(waitFor { await Workbench(language: language).rotateWorkshopCode(name, database: database) })
        }
    }
}

/// Runs asynchronous work to its end from a synchronous command: the work runs on Swift's
/// concurrent executor while this thread waits for it.
func waitFor(_ work: @escaping @Sendable () async -> CommandOutput) -> CommandOutput {
    let result = Mutex<CommandOutput?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task {
        let output = await work()
        result.withLock { $0 = output }
        done.signal()
    }
    done.wait()
    return result.withLock { $0 } ?? CommandOutput()
}
