import Foundation
import Testing
@testable import ViewlabCommands
import ViewlabModel

/// The commands' part of the message catalogue (issue 9: stable ids; issue 14: every message in
/// both languages): each entry is complete, each declared in `Messages/CommandMessages.swift` is
/// listed in `CommandMessages.all`, and the failures are written in the display language.
struct CommandMessageCatalogTests {
    @Test func aFailureKeepsItsEnglishAndHasItsChinese() {
        let failure = CommandFailure(CommandMessages.cannotRead, "a.swift")
        #expect(failure.message == "error: cannot read 'a.swift': no such file")
        #expect(failure.message(in: .zh) == "error: 无法读取 'a.swift'：没有这个文件")
        #expect(CommandFailure(message: "plain").message(in: .zh) == "plain")
    }

    @Test func aCommandFailsInTheDisplayLanguage() {
        let english = Workbench(language: .en).animate(AnimateRequest(curve: nil))
        #expect(english.stderr == "error: missing CURVE, e.g. viewlab animate .easeInOut --from 0 --to 100\n")
        let chinese = Workbench(language: .zh).animate(AnimateRequest(curve: nil))
        #expect(chinese.stderr == "error: 缺少 CURVE，例如 viewlab animate .easeInOut --from 0 --to 100\n")
    }

    @Test func theREPLFailsInItsLanguage() {
        var settings = REPLSettings(ascii: false, color: false, limits: .standard)
        #expect(REPL(settings: settings).handle(":frobnicate").stderr == "error: unknown command ':frobnicate' (:help lists the commands)\n")
        settings.language = .zh
        let repl = REPL(settings: settings)
        #expect(repl.handle(":frobnicate").stderr == "error: 未知的命令 ':frobnicate'（:help 列出所有命令）\n")
        #expect(repl.handle(":next").stderr == "error: 没有打开的课；:lessons 列出所有课，:lesson ID 打开一课\n")
    }
}
