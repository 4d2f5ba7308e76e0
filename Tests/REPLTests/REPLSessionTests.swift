import Foundation
import Testing
import TestSupport
@testable import ViewlabCommands

/// The REPL's session semantics, driven line by line without a terminal.
struct REPLSessionTests {
    /// Showing a view prints just its tree here; the transcripts show the default (tree and picture).
    let repl = REPL(settings: REPLSettings(show: ["tree"]))

    @discardableResult
    func enter(_ lines: String...) -> CommandOutput {
        var all = CommandOutput()
        for line in lines {
            let out = repl.handle(line)
            all.stdout += out.stdout
            all.stderr += out.stderr
            all.exitCode = max(all.exitCode, out.exitCode)
        }
        return all
    }

    @Test func aViewExpressionBecomesTheCurrentViewAndIsShown() {
        #expect(enter("Text(\"Hi\").padding()").stdout == ".padding\n└─ Text(\"Hi\")\n")
        #expect(enter("let n = 3").stdout == "")
        #expect(enter(":type").stdout == "ModifiedContent<Text, _PaddingLayout>\n")
        #expect(enter(":tree Circle()").stdout == "Circle()\n")
        #expect(enter(":type").stdout == "ModifiedContent<Text, _PaddingLayout>\n")
    }

    /// `:render --at` sets SpriteKit's clock for that picture only (the scene's `update(_:)` is given
    /// it): the next `:render` is at 0 again.
    @Test func aPicturesTimeIsItsOwn() {
        enter("import SpriteKit",
              "class Pool: SKScene { var clock = -1.0; override func update(_ currentTime: TimeInterval) { clock = currentTime } }",
              "let pool = Pool()")
        let file = Scratch.url("viewlab-time-\(UUID().uuidString).svg").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        var clocks: [String] = []
        for options in ["", " --at 2", ""] {
            let out = enter(":render --format svg\(options) -o \(file) SpriteView(scene: pool).frame(width: 40, height: 40)")
            #expect(out.stderr == "")
            clocks.append(enter("print(pool.clock)").stdout)
        }
        #expect(clocks == ["0.0\n", "2.0\n", "0.0\n"])
    }

    @Test func declarationsAccumulateAndPrintsComeOut() {
        enter("struct Card: View {", "  var title: String", "  var body: some View { Text(title) }", "}")
        #expect(enter("print(Card(title: \"x\").title)").stdout == "x\n")
        #expect(enter(":list").stdout == "struct Card: View\n")
    }

    @Test func aFailedInputLeavesTheSessionAsItWas() {
        enter("let a = 1")
        let out = enter("let b = 2", "struct S {}; let c = [1][5]")
        #expect(out.exitCode == CommandOutput.badInput)
        #expect(out.stderr.hasPrefix("<input 3>:1:22: error: index 5 is out of range"))
        #expect(enter(":list").stdout == "let a = 1\nlet b = 2\n")
        #expect(enter("print(c)").stderr.contains("cannot find 'c' in scope"))
        #expect(repl.hadFailure)
    }

    /// Events act on the view last shown (issue 23, item 6): a view typed after a `#Preview` is the
    /// one tapped, and a `#Preview` entered later takes over again.
    @Test func eventsActOnTheViewLastShown() {
        enter("struct A: View { @State var n = 0; var body: some View { Button(\"A \\(n)\") { n += 1 } } }",
              "#Preview { A() }",
              "struct B: View { @State var m = 0; var body: some View { Button(\"B \\(m)\") { m += 1 } } }",
              "B()")
        #expect(enter(":tap \"B 0\"").stdout.contains("state     B _m: 0 → 1"))
        enter("#Preview { A() }")
        #expect(enter(":tap \"A 0\"").stdout.contains("state     A _n: 0 → 1"))
    }

    @Test func undoResetAndReplay() {
        enter("let greeting = \"hello\"", "print(greeting)", "Text(greeting)")
        #expect(enter(":undo").stdout == "undid: Text(greeting)\n")
        #expect(enter(":tree").stderr.hasPrefix("error: no view yet"))
        #expect(enter(":replay").stdout == "hello\n")
        enter(":reset")
        #expect(enter(":list").stdout == "nothing declared yet\n")
        #expect(enter(":undo").stdout == "nothing to undo\n")
    }

    @Test func saveWritesAScriptThatLoadReproduces() throws {
        let path = Scratch.url("repl-\(UUID()).swift").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        enter("let title = \"Saved\"", "nope(", ":cancel", "Text(title).bold()")
        #expect(enter(":save \(path)").stdout == "saved 2 inputs to \(path)\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "let title = \"Saved\"\nText(title).bold()\n")
        let other = REPL(settings: REPLSettings(show: ["tree"]))
        #expect(other.handle(":load \(path)").stdout == "Text(\"Saved\").bold()\n")
    }

    @Test func historyNumbersEveryInput() {
        enter("let a = 1", "VStack {", "Text(\"a\")", "}", ":list")
        #expect(enter(":history 2").stdout == "3  :list\n4  :history 2\n")
        #expect(enter(":history").stdout.hasPrefix("1  let a = 1\n2  VStack {\n   Text(\"a\")\n   }\n"))
    }

    @Test func settings() {
        enter(":set ascii")
        #expect(enter("HStack { Text(\"a\"); Text(\"b\") }").stdout == "HStack\n|-- Text(\"a\")\n`-- Text(\"b\")\n")
        enter(":unset show")
        #expect(enter("Circle()").stdout == "")
        #expect(enter(":set show tree,layout").stdout == "")
        #expect(enter(":set show frames").stderr == "error: cannot show 'frames'; choose from tree, layout, explain, render\n")
        #expect(enter(":set colour on").exitCode == CommandOutput.badInput)
        #expect(enter(":proposal 100x50").stdout == "")
        #expect(enter(":proposal 100by50").stderr.hasPrefix("error: '100by50' is not a proposal"))
        #expect(enter(":set").stdout == "colour   off\nascii    on\nshow     tree,layout\nproposal 100x50\nplatform ios17\n")
    }

    /// A `:command` and the CLI subcommand of the same name print the same thing.
    @Test func layoutCommandsUseTheProposalAndTheCLICores() {
        enter("Text(\"Hi\").padding()", ":canvas 200x100")
        let layout = enter(":layout")
        #expect(layout.stdout.hasPrefix("layout  proposal 200×100"))
        #expect(enter(":layout --proposal 300x300 --format json").stdout.contains("\"proposal\": {\"width\": 300, \"height\": 300}"))
        #expect(enter(":layout --format xml").stderr == "error: 'xml' is not one of text, json, svg\n")
        #expect(enter("explain layout").stdout.hasPrefix("explain layout  (proposal 200×100"))
        #expect(enter(":render --proposal 40x40 Circle()").stdout.hasPrefix("┌"))
    }

    @Test func quit() {
        enter(":q")
        #expect(repl.wantsToQuit)
    }
}

struct TerminalTextTests {
    @Test func longLinesAreCutToTheWidth() {
        #expect(TerminalText.fit("abcdef\nab", width: 4) == "abc…\nab")
        #expect(TerminalText.fit("你好你好", width: 5) == "你好…")
        #expect(TerminalText.fit("\u{1B}[2mabcdef\u{1B}[0m", width: 4) == "\u{1B}[2mabc…\u{1B}[0m")
        #expect(TerminalText.fit("abcdef", width: nil) == "abcdef")
    }

    @Test func tablesWrapTheirLastColumn() {
        #expect(TerminalText.table([(":a", "one two three")], width: 28) == "  :a  one two three\n")
        #expect(TerminalText.wrap("one two three four", to: 9) == ["one two", "three", "four"])
    }
}

struct HistoryLocationTests {
    @Test func overrideXDGAndDefault() {
        #expect(HistoryLocation.path(environment: ["VIEWLAB_HISTORY": "/tmp/h", "HOME": "/home/a"]) == "/tmp/h")
        #expect(HistoryLocation.path(environment: ["VIEWLAB_HISTORY": "", "HOME": "/home/a"]) == nil)
        #expect(HistoryLocation.path(environment: ["XDG_STATE_HOME": "/state", "HOME": "/home/a"]) == "/state/viewlab/history")
        #expect(HistoryLocation.path(environment: ["HOME": "/home/a"]) == "/home/a/.local/state/viewlab/history")
    }
}
