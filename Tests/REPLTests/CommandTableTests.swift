import Testing
@testable import ViewlabCommands

struct CommandTableTests {
    func name(_ lookup: REPLCommands.Lookup) -> String? {
        if case .found(let command) = lookup { return command.name }
        return nil
    }

    @Test func namesAliasesAndUniquePrefixes() {
        #expect(name(REPLCommands.lookup("tree")) == "tree")
        #expect(name(REPLCommands.lookup("tr")) == "tree")
        #expect(name(REPLCommands.lookup("q")) == "quit")
        #expect(name(REPLCommands.lookup("canvas")) == "proposal")
        #expect(name(REPLCommands.lookup("his")) == "history")
    }

    @Test func ambiguousAndUnknown() {
        guard case .ambiguous(let names) = REPLCommands.lookup("t") else { Issue.record("expected ambiguous"); return }
        #expect(names == ["tree", "type", "tap", "toggle"])
        #expect(REPLCommands.lookupFailure("tere").stderr == "error: unknown command ':tere'; did you mean ':tree'? (:help lists the commands)\n")
    }

    @Test func wordsAreCommands() {
        #expect(REPLCommands.commandText(of: "show tree") == "tree")
        #expect(REPLCommands.commandText(of: "  explain layout") == "explain")
        #expect(REPLCommands.commandText(of: "explain layout of Text(\"a\").padding()") == "explain Text(\"a\").padding()")
        #expect(REPLCommands.commandText(of: "show layout of Circle()") == "layout Circle()")
        #expect(REPLCommands.commandText(of: ":tree --types") == "tree --types")
        #expect(REPLCommands.commandText(of: "show(tree)") == nil)
        #expect(REPLCommands.commandText(of: ":{") == nil)
    }

    /// `:render -o FILE` is `--output FILE`, as on the command line; `-x` is code.
    @Test func aShortOptionIsTheLongOne() throws {
        let render = try #require(REPLCommands.viewCommand(named: "render"))
        var out = CommandOutput()
        let parsed = try #require(REPLCommands.parse("--format svg -o out.svg Circle()", options: render.options, command: "render", into: &out))
        #expect(parsed.0 == ["--format": "svg", "--output": "out.svg"])
        #expect(parsed.1 == "Circle()")
        #expect(try #require(REPLCommands.parse("-x", options: render.options, command: "render", into: &out)).1 == "-x")
    }

    @Test func viewCommandOptionsComeBeforeTheExpression() throws {
        let layout = try #require(REPLCommands.viewCommand(named: "layout"))
        var out = CommandOutput()
        let parsed = try #require(REPLCommands.parse("--proposal 100x200 --format=json Text(\"a --b\")", options: layout.options, command: "layout", into: &out))
        #expect(parsed.0 == ["--proposal": "100x200", "--format": "json"])
        #expect(parsed.1 == "Text(\"a --b\")")
        #expect(REPLCommands.parse("--frob Text(\"a\")", options: layout.options, command: "layout", into: &out) == nil)
        #expect(out.stderr == "error: unknown option '--frob' for :layout; it takes --proposal, --format, --no-frames\n")
    }

    @Test func everyShowChoiceIsAViewCommand() {
        #expect(REPLSettings.defaultShow.allSatisfy { REPLCommands.viewCommand(named: $0) != nil })
    }
}

/// Issue 14: the REPL's words in Chinese too: every command's summary and the help around them.
struct CommandHelpTranslationTests {
    @Test func everyCommandSummaryIsTranslated() {
        for command in REPLCommands.all {
            #expect(!command.summary.zh.isEmpty && command.summary.zh != command.summary.en, ":\(command.name) has no Chinese summary")
        }
    }

    @Test func helpIsWrittenInTheSessionsLanguage() {
        var settings = REPLSettings(ascii: false, color: false, limits: .standard)
        settings.language = .zh
        let repl = REPL(settings: settings, services: REPLServices())
        let all = repl.handle(":help").stdout
        #expect(all.hasPrefix("输入 Swift 代码"))
        #expect(all.contains("命令（唯一的前缀就够了，例如用 :tr 代替 :tree）："))
        let tree = repl.handle(":help tree").stdout
        #expect(tree == "用法：:tree [--types | --identity | --env] [EXPR]\n视图的视图树，按书中的画法画出（--identity：渲染树的身份标识路径；--env：每个 Text 看到的环境值）\n不给 EXPR 时显示当前视图。选项和输出与 `viewlab tree` 相同。\n")
    }
}
