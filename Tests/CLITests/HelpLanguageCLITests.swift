import Foundation
import Testing

/// `--help` in the display language (cli-contract.md "Languages"): `--lang zh`, `VIEWLAB_LANG` or a
/// Chinese locale give Chinese abstracts, discussions and option help, and argument-parser's own
/// words (OVERVIEW:, USAGE:, `Show help information.`, `(default: …)`, its usage errors) in Chinese
/// too; English help is unchanged.
struct HelpLanguageCLITests {
    let cli = CLITests()

    @Test func theOptionGivesChineseHelp() throws {
        for args in [["--help", "--lang", "zh"], ["--lang=zh", "--help"]] {
            let r = try cli.viewlab(args)
            #expect(r.code == 0, "\(args)")
            #expect(r.stdout.hasPrefix("概述：终端里的 SwiftUI 练习场：看 SwiftUI 怎样构建视图、"), "\(args)")
            #expect(r.stdout.contains("不带子命令时，viewlab 启动 REPL（用 :help 列出 REPL 的命令）。"), "\(args)")
            #expect(r.stdout.contains("\n  layout                  布局之后每个节点的 frame（文本或 JSON）。\n"), "\(args)")
        }
    }

    @Test func theEnvironmentGivesChineseHelp() throws {
        for environment in [["VIEWLAB_LANG": "zh"], ["LANG": "zh_CN.UTF-8"], ["LC_ALL": "zh_CN.UTF-8", "LANG": "en_US.UTF-8"]] {
            let r = try cli.viewlab(["layout", "--help"], environment: environment)
            #expect(r.code == 0)
            #expect(r.stdout.hasPrefix("概述：布局之后每个节点的 frame（文本或 JSON）。\n"), "\(environment)")
            #expect(r.stdout.contains("  <file>                  一个 Swift 文件，或用 - 表示标准输入。\n"), "\(environment)")
            #expect(r.stdout.contains("  --preview <preview>     用这个名字的 #Preview 作为根视图。\n"), "\(environment)")
        }
        let report = try cli.viewlab(["workshop", "report", "--help"], environment: ["VIEWLAB_LANG": "zh"])
        #expect(report.stdout.hasPrefix("概述：把工作坊的成绩册写成 CSV 或 HTML。\n"))
        #expect(report.stdout.contains("  --format <format>       csv 或 html。（可选值：csv, html；默认：csv）\n"))
        #expect(report.stdout.contains("\n选项：\n"))
        #expect(report.stdout.contains("  -h, --help              显示帮助信息。\n"))
        // `viewlab help COMMAND` too.
        let help = try cli.viewlab(["help", "hint"], environment: ["VIEWLAB_LANG": "zh"])
        #expect(help.stdout.hasPrefix("概述：再显示一条练习的提示。\n"))
    }

    /// argument-parser's usage errors in Chinese, exit status 2 as in English; its `Error:` prefix stays.
    @Test func usageErrorsInChinese() throws {
        let missing = try cli.viewlab(["tree", "--lang", "zh"])
        #expect(missing.code == 2)
        #expect(missing.stderr.hasPrefix("Error: 缺少必需的参数 '<file>'\n帮助：<file>  一个 Swift 文件，或用 - 表示标准输入。\n用法：viewlab tree <file> "))
        #expect(missing.stderr.hasSuffix("\n  用 'viewlab tree --help' 查看更多信息。\n"))
        let unknown = try cli.viewlab(["tree", "x.swift", "--bogus"], environment: ["VIEWLAB_LANG": "zh"])
        #expect(unknown.code == 2)
        #expect(unknown.stderr.hasPrefix("Error: 没有这个选项：'--bogus'\n用法：viewlab tree <file> "))
        let format = try cli.viewlab(["layout", "x.swift", "--format", "xml", "--lang", "zh"])
        #expect(format.stderr.hasPrefix("Error: 'xml' 不是 '--format <format>' 能取的值。请在 'text'、'json'、'svg' 中选一个。\n帮助："))
        let english = try cli.viewlab(["tree"])
        #expect(english.stderr.hasPrefix("Error: Missing expected argument '<file>'\nHelp:  <file>  A Swift file, or - for standard input.\nUsage: viewlab tree <file> "))
    }

    /// The English help, byte for byte as before; `--lang en` wins over a Chinese environment.
    @Test func englishHelpIsUnchanged() throws {
        let expected = """
            OVERVIEW: Every node's frame after layout (text or JSON).

            USAGE: viewlab layout <file> [--preview <preview>] [--proposal <proposal>] [--format <format>] [--no-frames] [--ascii] [--no-color] [--lang <en|zh>] [--max-steps <N>] [--max-memory <SIZE>] [--max-depth <N>] [--timeout <SECONDS>]

            ARGUMENTS:
              <file>                  A Swift file, or - for standard input.

            OPTIONS:
              --preview <preview>     Use the #Preview with this name as the root view.
              --proposal <proposal>   The size proposed to the root: WxH, with decimals,
                                      inf or nil per dimension (default 320x480).
              --format <format>       text, json, or svg (the views with their frames over
                                      them). (values: text, json, svg; default: text)
              --no-frames             With --format svg: the views only, without the layout
                                      frames over them.
              --ascii                 Draw with ASCII instead of Unicode box characters.
              --no-color              Never use colour (also: the NO_COLOR environment
                                      variable).
              --lang <en|zh>          The language of lessons, exercises, hints, feedback
                                      and messages: en or zh (default: VIEWLAB_LANG, else
                                      the locale in LC_ALL or LANG, else en).
              --max-steps <N>         Stop learner code after N steps (default 10000000;
                                      also VIEWLAB_MAX_STEPS).
              --max-memory <SIZE>     No string, array or dictionary may grow past SIZE,
                                      e.g. 512K or 1G (default 64 MiB; also
                                      VIEWLAB_MAX_MEMORY).
              --max-depth <N>         Stop learner code that calls N functions deep
                                      (default 1000; also VIEWLAB_MAX_DEPTH).
              --timeout <SECONDS>     Stop learner code after SECONDS of wall-clock time
                                      (default 1 second; also VIEWLAB_TIMEOUT).
              -h, --help              Show help information.


            """
        for (args, environment) in [(["layout", "--help"], [:]), (["layout", "--help"], ["LANG": "C.UTF-8"]),
                                    (["layout", "--help", "--lang", "en"], ["VIEWLAB_LANG": "zh"])] {
            let r = try cli.viewlab(args, environment: environment)
            #expect(r.code == 0)
            #expect(r.stdout == expected, "\(args) \(environment)")
        }
        let root = try cli.viewlab(["--help"])
        #expect(root.stdout.hasPrefix("OVERVIEW: A terminal playground that shows how SwiftUI builds, lays out and\nanimates views.\n\n"
                                      + "With no subcommand, viewlab starts the REPL (:help lists its commands).\n"))
        #expect(root.stdout.contains("  workshop                Run a workshop: create it, import progress, watch the\n"
                                     + "                          board, write a report, or serve it over HTTP.\n"))
    }

    /// Every command's help in Chinese, found from the root's SUBCOMMANDS: the abstract, every
    /// argument, option and subcommand has Chinese words; no English sentence (four lowercase words
    /// in a row outside code) is left; and no Chinese line is wider than 80 columns.
    @Test func everyCommandsHelpIsTranslated() throws {
        var commands: [[String]] = [[]], seen = 0
        while seen < commands.count {
            let command = commands[seen]
            seen += 1
            let r = try cli.viewlab(command + ["--help"], environment: ["VIEWLAB_LANG": "zh"])
            #expect(r.code == 0, "\(command)")
            let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let name = "viewlab " + command.joined(separator: " ")
            #expect(lines.first.map(Self.hasChinese) == true, "\(name): the abstract is not translated")

            for (label, description, section) in Self.entries(lines) {
                if section == "子命令：", let sub = label.split(separator: " ").first { commands.append(command + [String(sub)]) }
                if label.contains("--help") { continue }  // argument-parser's own
                #expect(Self.hasChinese(description), "\(name): '\(label)' is not translated: \(description)")
            }
            #expect(!lines.contains { $0.hasPrefix("OVERVIEW:") || $0.hasPrefix("USAGE:") || $0.hasSuffix("OPTIONS:") }, "\(name): an English heading")
            for line in lines where !line.hasPrefix("用法：") {
                if let english = Self.englishSentence(line) {
                    Issue.record("\(name): English left in the Chinese help: '\(english)' in \(line)")
                }
                if Self.hasChinese(line) {
                    #expect(Self.columns(line) <= 80, "\(name): a line wider than 80 columns: \(line)")
                }
            }
        }
        #expect(commands.count > 20)  // the root, its subcommands and theirs
    }

    // MARK: Reading help

    /// The entries of the ARGUMENTS, OPTIONS and SUBCOMMANDS sections: a label in the first 26
    /// columns, its description after them (or on the next line when the label is longer).
    static func entries(_ lines: [String]) -> [(label: String, description: String, section: String)] {
        var result: [(String, String, String)] = []
        var section = ""
        for (index, line) in lines.enumerated() {
            if !line.hasPrefix(" "), line.hasSuffix(":") || line.hasSuffix("：") { section = line; continue }
            guard ["ARGUMENTS:", "OPTIONS:", "SUBCOMMANDS:", "参数：", "选项：", "子命令："].contains(section), line.hasPrefix("  "),
                  line.dropFirst(2).first != " ", !line.hasPrefix("  See '"), !line.hasPrefix("  用 '") else { continue }
            var label = String(line.prefix(26)).trimmingCharacters(in: .whitespaces)
            var description = String(line.dropFirst(26))
            // A label too long for its column (`--platform, --semantics <platform>`) has the line to itself.
            let labelOnly = description.isEmpty || line.prefix(26).last != " "
                || (description.hasPrefix("<") && description.hasSuffix(">") && !description.contains(" "))
            if labelOnly {
                label = line.trimmingCharacters(in: .whitespaces)
                description = index + 1 < lines.count ? lines[index + 1].trimmingCharacters(in: .whitespaces) : ""
            }
            result.append((label, description, section))
        }
        return result
    }

    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFF60: true
        default: false
        }
    }

    static func hasChinese(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
    }

    static func columns(_ line: String) -> Int {
        line.unicodeScalars.reduce(0) { $0 + (isWide($1) ? 2 : 1) }
    }

    /// Four lowercase English words in a row, outside `code`, 'quotes' and "quotes"; nil if none.
    static func englishSentence(_ line: String) -> String? {
        var text = line
        for quote in ["`", "'", "\""] {
            let parts = text.components(separatedBy: quote)
            text = parts.enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " | ")
        }
        var run: [Substring] = []
        for token in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !token.isEmpty, token.allSatisfy({ $0.isASCII && $0.isLowercase }) {
                run.append(token)
                if run.count == 4 { return run.joined(separator: " ") }
            } else {
                run = []
            }
        }
        return nil
    }
}
