import Foundation
import Testing
import TestSupport

/// `--lang en|zh`, `VIEWLAB_LANG` and the locale (cli-contract.md "Languages"): lessons, exercises,
/// hints and feedback in Chinese where translated, English otherwise; code and type names never change.
struct LanguageCLITests {
    let cli = CLITests()
    var course: String { CLITests.root.path }

    @Test func theOptionChoosesTheLanguage() throws {
        let zh = try cli.viewlab(["lessons", "--course", course, "--lang", "zh"])
        #expect(zh.code == 0)
        #expect(zh.stdout.hasPrefix("01-view-trees  视图是值，修饰器搭出树  （《SwiftUI 编程思想》第 1–2 章，5 步，3 道预测题）\n"))
        #expect(zh.stdout.contains("13-custom-layouts  你自己的布局：Layout 协议  （《SwiftUI 编程思想》第 7 章；《Pro SwiftUI》第 4 章，7 步，4 道预测题）\n"))
        let en = try cli.viewlab(["lessons", "--course", course, "--lang", "en"], environment: ["LANG": "zh_CN.UTF-8"])
        #expect(en.stdout.hasPrefix("01-view-trees  Views are values, modifiers build trees  (Thinking in SwiftUI, ch. 1–2, 5 steps, 3 predict questions)\n"))
    }

    @Test func theEnvironmentChoosesItOtherwise() throws {
        for environment in [["VIEWLAB_LANG": "zh"], ["LC_ALL": "zh_CN.UTF-8", "LANG": "en_US.UTF-8"], ["LANG": "zh_CN.UTF-8"]] {
            let r = try cli.viewlab(["lessons", "--course", course], environment: environment)
            #expect(r.stdout.hasPrefix("01-view-trees  视图是值"), "\(environment)")
        }
        let plain = try cli.viewlab(["lessons", "--course", course], environment: ["LANG": "C.UTF-8"])
        #expect(plain.stdout.hasPrefix("01-view-trees  Views are values"))
    }

    /// A Traditional Chinese locale gets Simplified Chinese, and one line on standard error says so;
    /// choosing `zh` outright does not repeat it.
    @Test func traditionalChineseLocalesAreToldOnce() throws {
        let note = "注意：viewlab 的中文是简体中文，还没有繁體中文（用 --lang zh 或 VIEWLAB_LANG=zh 就不再显示这条提示）\n"
        for locale in ["zh_TW.UTF-8", "zh_HK.UTF-8", "zh-Hant"] {
            let r = try cli.viewlab(["lessons", "--course", course], environment: ["LANG": locale])
            #expect(r.stdout.hasPrefix("01-view-trees  视图是值"), "\(locale)")
            #expect(r.stderr == note, "\(locale)")
        }
        for environment in [["LANG": "zh_CN.UTF-8"], ["LANG": "zh_TW.UTF-8", "VIEWLAB_LANG": "zh"]] {
            #expect(try cli.viewlab(["lessons", "--course", course], environment: environment).stderr == "", "\(environment)")
        }
        #expect(try cli.viewlab(["lessons", "--course", course, "--lang", "zh"], environment: ["LANG": "zh_TW.UTF-8"]).stderr == "")
    }

    /// The update cycle's report and the environment table teach in Chinese too; SwiftUI's own words
    /// (`body`, `_printChanges`' reasons), paths and code stay as they are.
    @Test func updateAndEnvironmentInChinese() throws {
        let program = "struct Counter: View {\n    @State var count = 0\n    var body: some View {\n        Button(\"Count: \\(count)\") { count += 1 }.font(.title)\n    }\n}\n#Preview { Counter() }\n"
        let update = try cli.viewlab(["update", "-", "tap \"Count: 0\"", "--lang", "zh"], stdin: program)
        #expect(update.stdout.hasPrefix("平台 ios17：@State 的初始值在每次 init 时都会求值，但只在视图第一次出现时使用（iOS 17–26）\n\n▸ initial（首次渲染）\n  第 1 遍   body      Counter  (@self, @identity, _count)\n            插入      Counter, Counter/Button\n  视图树    Counter\n"))
        #expect(update.stdout.contains("▸ tap \"Count: 0\"\n  状态      Counter _count: 0 → 1\n  第 1 遍   body      Counter  (_count)\n"))
        let env = try cli.viewlab(["env", "-", "--lang", "zh"], stdin: program)
        #expect(env.stdout.hasPrefix("Counter（位于 Counter）\n"))
        #expect(env.stdout.contains("font                    nil           默认值\n"))
    }

    @Test func aLanguageViewlabDoesNotHaveIsRefused() throws {
        let r = try cli.viewlab(["tree", "--lang", "fr", "-"], stdin: "Text(\"a\")")
        #expect(r.code == 64 || r.code == 2)
        #expect(r.stderr.contains("--lang takes en or zh, not 'fr'"))
    }

    /// Every kind of message in Chinese: swift-syntax's parser errors and their notes, a budget's
    /// stop and its notes, a refused value of an option.
    @Test func messagesOfEveryLayerInChinese() throws {
        let syntax = try cli.viewlab(["run", "-", "--lang", "zh"], stdin: "Text(\"a\"\n")
        #expect(syntax.code == 2)
        #expect(syntax.stderr == "<stdin>:1:9: error: 缺少用来结束函数调用的 ')'\n1 | Text(\"a\"\n  |         ^\nnote: 修复建议：插入 ')'\nnote: 与这里开头的 '(' 配对\n")
        let loop = try cli.viewlab(["run", "-", "--lang", "zh", "--max-steps", "1000"], stdin: "while true {}\n")
        #expect(loop.stderr.hasSuffix("note: viewlab 限制每次求值，免得一个死循环卡住整个会话\nnote: 可以用 --max-steps N、VIEWLAB_MAX_STEPS，或在 REPL 里用 :set steps N 设置别的上限\n"))
        let proposal = try cli.viewlab(["layout", "-", "--proposal", "3x", "--lang", "zh"], stdin: "Text(\"a\")\n")
        #expect(proposal.stderr == "error: '3x' 不是建议尺寸：请写成 宽x高，例如 320x480、nilx480 或 infx50\n")
        let limit = try cli.viewlab(["run", "-", "--timeout", "soon", "--lang", "zh"], stdin: "")
        #expect(limit.stderr.hasPrefix("Error: --timeout 必须是大于 0 的秒数，而不是 'soon'\n"))
    }

    /// Feedback in Chinese: the exercise's translated expectations and hints, and viewlab's own words.
    @Test func checkFeedbackAndHintsInChinese() throws {
        let starter = CLITests.root.appendingPathComponent("Exercises/tis-7-advanced-layout/21-scores-in-a-column/starter.swift").path
        let db = Scratch.url("\(UUID()).sqlite").path
        let r = try cli.viewlab(["check", "scores-in-a-column", starter, "--course", course, "--lang", "zh", "--db", db])
        #expect(r.code == 1)
        #expect(r.stdout.contains("✗ adaScore.maxX == graceScore.maxX at 320x480 200x480\n    期望：     两个分数的结尾在同一个 x 上 (adaScore.maxX == graceScore.maxX = 209（在 320×480 下）)\n"))
        #expect(r.stdout.contains("    看看：     各行怎样共用列\n"))
        // What it suggests carries the options the command was given, so that it finds the same course and database.
        #expect(r.stdout.hasSuffix("✓ 1 项隐藏检查\n3 项检查中通过了 1 项。用 `viewlab hint scores-in-a-column --course \(course) --db \(db)` 看提示。\n"))
        let hint = try cli.viewlab(["hint", "scores-in-a-column", "--course", course, "--lang", "zh", "--db", db])
        #expect(hint.stdout == "提示 1/3：在 HStack 里，每个分数都从自己名字的结尾开始。什么能让好几行共用同一组列？\n再用一次 `viewlab hint scores-in-a-column --course \(course) --db \(db)` 看下一条。\n")
    }

    /// Progress, the workshop board and the report in Chinese; a learner's Chinese name keeps the
    /// board's columns straight.
    @Test func progressAndBoardInChinese() throws {
        let db = Scratch.url("\(UUID()).sqlite").path
        let starter = CLITests.root.appendingPathComponent("Exercises/tis-3-state/09-observe-what-you-read/starter.swift").path
        _ = try cli.viewlab(["check", "observe-what-you-read", starter, "--course", course, "--db", db, "--learner", "小明"])
        let progress = try cli.viewlab(["progress", "--course", course, "--db", db, "--learner", "小明", "--lang", "zh"])
        let total = try cli.viewlab(["exercises", "--course", course, "--db", db]).stdout.split(separator: "\n").count
        #expect(progress.stdout.hasPrefix("小明：通过了 \(total) 道练习中的 0 道，尝试 1 次，提示 0 条\n  ░░░░░░░░░░░░░░░░░░░░ 0/\(total)\n  课程：还没打开过\n  ✗ observe-what-you-read        尝试 1 次\n"))
        let board = try cli.viewlab(["workshop", "board", "--course", course, "--db", db, "--lang", "zh"])
        let lines = board.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasPrefix("所有学员 — 1 名学员 — "))
        #expect(lines[2] == "学员      30   通过     提示  预测      卡住")
        #expect(lines[3] == "小明      ✗1     0/\(total)     0  0/0")
        #expect(board.stdout.hasSuffix("✓ 通过   ✗N 失败 N 次   h 只看了提示   · 未开始\n"))
        let report = try cli.viewlab(["workshop", "report", "--format", "html", "--course", course, "--db", db, "--lang", "zh"])
        #expect(report.stdout.contains("<html lang=\"zh-Hans\">") && report.stdout.contains("<h2>失败最多的检查</h2>"))
    }
}
