import ArgumentParser
import Foundation
import ViewlabCommands

/// `viewlab join URL`, `viewlab sync`, `viewlab leave`: the learner's side of a workshop server.
struct Join: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "join",
        abstract: words("Join a workshop server with the link your instructor gives (http://HOST:PORT/j/CODE).",
                        "用讲师给的链接（http://主机:端口/j/代码）加入工作坊服务器。"))
    @Argument(help: help("The join link.", "加入链接。")) var url: String
    /// `--learner NAME`: the name on the workshop's board (the course options are the root command's
    /// too, so the option is theirs).
    @OptionGroup var place: CourseOptions
    @OptionGroup var display: DisplayOptions
    func run() throws { try finish(Workbench(language: display.language).join(url, learner: place.learner)) }
}

struct Sync: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "sync",
        abstract: words("Send the records the workshop server has not acknowledged yet (exit 0 when none remain).",
                        "把工作坊服务器还没确认收到的记录发出去（一条不剩时退出码为 0）。"))
    @OptionGroup var place: CourseOptions
    @OptionGroup var display: DisplayOptions
    func run() throws { try finish(Workbench(language: display.language).sync(try place.context(display.language))) }
}

struct Leave: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "leave",
        abstract: words("Stop sending records to the workshop server you joined.", "不再向已加入的工作坊服务器发送记录。"))
    @OptionGroup var place: CourseOptions
    @OptionGroup var display: DisplayOptions
    func run() throws { try finish(Workbench(language: display.language).leave(try place.context(display.language))) }
}
