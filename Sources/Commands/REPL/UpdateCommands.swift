import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabLayout
import ViewlabModel
import ViewlabPresentation
import ViewlabRuntime

/// The update cycle's events in the REPL (cli-contract.md `update`): `:tap "Increment: 0"`,
/// `:double-tap`, `:long-press`, `:drag`, `:magnify`, `:rotate`, `:swipe`, `:toggle #wifi`, `:increment`, `:decrement`, `:pick`, `:run`, `:rerender`, `:scroll`, and `:set NAME = EXPR`
/// and `:type TARGET "TEXT"` beside the settings and the type command. They act on the session's
/// root view, whose render tree lives until an input changes the program; `:state` shows its memory.
extension REPLCommands {
    static let updateCommands: [REPLCommand] = [
        event("tap", "\"LABEL\"|#ID", Bilingual("tap a Button or an onTapGesture view, then show which bodies re-ran and why", "点按一个 Button 或带 onTapGesture 的视图，然后显示哪些 body 重新运行了、为什么")),
        event("double-tap", "\"LABEL\"|#ID", Bilingual("tap twice: an onTapGesture(count: 2) view", "连续点按两次：带 onTapGesture(count: 2) 的视图")),
        event("long-press", "\"LABEL\"|#ID [SECONDS]", Bilingual("press and hold an onLongPressGesture view, 1 second unless SECONDS says", "按住一个带 onLongPressGesture 的视图，默认 1 秒，也可以用 SECONDS 指定")),
        event("drag", "\"LABEL\"|#ID DX,DY [--steps N]", Bilingual("drag a DragGesture view from its centre by (DX, DY) points in N moves (4)", "从中心把带 DragGesture 的视图拖动 (DX, DY) 点，分 N 步（默认 4 步）")),
        event("magnify", "\"LABEL\"|#ID FACTOR", Bilingual("pinch a MagnifyGesture view from 1 to FACTOR in 4 steps", "分 4 步把带 MagnifyGesture 的视图从 1 倍捏合缩放到 FACTOR 倍")),
        event("rotate", "\"LABEL\"|#ID DEGREES", Bilingual("turn a RotateGesture view by DEGREES in 4 steps", "分 4 步把带 RotateGesture 的视图旋转 DEGREES 度")),
        event("toggle", "\"LABEL\"|#ID", Bilingual("flip a Toggle", "切换一个 Toggle")),
        event("increment", "\"LABEL\"|#ID", Bilingual("step a Stepper up", "让 Stepper 加一步")),
        event("decrement", "\"LABEL\"|#ID", Bilingual("step a Stepper down", "让 Stepper 减一步")),
        event("pick", "\"LABEL\"|#ID VALUE", Bilingual("select a Picker's option by its tag (2, .kitchen) or its label (\"Kitchen\")", "按 tag（2、.kitchen）或标签（\"Kitchen\"）选择 Picker 的选项")),
        event("run", "STATEMENTS", Bilingual("run Swift statements in the program's top level, then update the view", "在程序的顶层运行 Swift 语句，然后更新视图")),
        event("swipe", "\"LABEL\"|#ID leading|trailing", Bilingual("swipe a List row from an edge: its swipe actions (or onDelete's Delete) appear, for :tap",
                                                                     "从一侧滑动 List 的一行：它的滑动操作（或 onDelete 的 Delete）出现，可以再用 :tap 点按")),
        event("rerender", "", Bilingual("re-run the root view's body, as when a parent outside the program re-renders", "重新运行根视图的 body，就像程序之外的父视图重新渲染时那样")),
        event("scroll", "[#ID] OFFSET", Bilingual("scroll a ScrollView or List to OFFSET points: lazy rows appear and disappear", "把 ScrollView 或 List 滚动到 OFFSET 点：懒加载的的行随之出现和消失")),
        REPLCommand(name: "state", summary: Bilingual("each custom view's state next to its view value (the book's state figure)", "每个自定义视图的状态，和它的视图值并列（书中的状态图）")) { repl, _ in repl.showState() },
        REPLCommand(name: "env", usage: "[#ID | PATH]", summary: Bilingual("the environment a view sees: each value with the modifier that set it, or its default", "一个视图看到的环境：每个环境值及设置它的修饰器，或者它的默认值"),
                    subcommand: "env") { repl, text in repl.showEnvironment(text) },
    ]

    private static func event(_ verb: String, _ usage: String, _ summary: Bilingual) -> REPLCommand {
        REPLCommand(name: verb, usage: usage, summary: summary, arguments: verb == "run" ? .code : .none, subcommand: "update") { repl, text in
            repl.handleEvent(text.isEmpty ? verb : verb + " " + text)
        }
    }

    /// `:set count = 5` is an event; `:set colour on` a setting.
    static func isAssignmentEvent(_ text: String) -> Bool {
        guard let equals = text.firstIndex(of: "=") else { return false }
        let target = text[..<equals].trimmingCharacters(in: .whitespaces)
        return !target.isEmpty && !target.contains(" ")
    }

    /// `:type #name "Ada"` and `:type "Name" "Ada"` are events; `:type Text("a")` asks for a type.
    static func isTypingEvent(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("#") { return true }
        guard trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") else { return false }
        var scanner = Substring(trimmed)
        guard (try? ControlTarget.parse(&scanner)) != nil else { return false }
        return scanner.trimmingCharacters(in: .whitespaces).hasPrefix("\"")
    }
}

extension REPL {
    /// The live view, made anew when the program changed since the last event.
    func currentLiveView() -> LiveView {
        let proposal = (try? Workbench.proposal(settings.proposal)) ?? LayoutOptions.bookProposal
        if let liveView, liveViewInputs == transcript.entries.count, liveView.platform == settings.platform,
           liveView.proposal == proposal { return liveView }
        // The view last shown, not the file's root: a view typed after a #Preview is the one tapped.
        let session = self.session
        let made = LiveView(session: session, platform: settings.platform, proposal: proposal) { try session.currentView() }
        liveView = made
        liveViewInputs = transcript.entries.count
        return made
    }

    /// Runs one event on the live view (its first render before the first event) and shows the record.
    func handleEvent(_ text: String) -> CommandOutput {
        var out = CommandOutput()
        guard let events = workbench.parseEvents([text], into: &out) else { return out }
        let live = currentLiveView()
        let warningsBefore = session.interpreter.warnings.count
        let (records, failure) = live.run(events)
        let proposal = (try? Workbench.proposal(settings.proposal)) ?? LayoutOptions.bookProposal
        let tables = workbench.passTables(records, session: session, proposal: proposal, platform: settings.platform, into: &out)
        out.stdout += UpdateReport(style: settings.style, language: settings.language).text(records, tables: tables)
        workbench.reportWarnings(session, since: warningsBefore, into: &out)
        if let failure { report(failure, into: &out) }
        if live.hasStarted {
            currentView = live.tree.resolved
            eventInFlight = records.last { $0.event != "initial" }
        }
        return out
    }

    private func report(_ failure: Error, into out: inout CommandOutput) {
        if let d = failure as? Diagnostic, d.id == "viewlab.cli.noRootView" {
            out.stderr += REPL.noViewYet(settings.language)
            out.exitCode = CommandOutput.badInput
        } else {
            workbench.reportUpdateFailure(failure, session: session, into: &out)
        }
    }

    /// `:tree --identity`: the live view's identity paths.
    func showIdentities() -> CommandOutput {
        let live = currentLiveView()
        if !live.hasStarted, let failure = live.run([]).failure {
            var out = CommandOutput()
            report(failure, into: &out)
            return out
        }
        return workbench.identities(of: live)
    }

    /// `:env`: the environment of the live view's root, or of a view in it.
    func showEnvironment(_ text: String) -> CommandOutput {
        let live = currentLiveView()
        if !live.hasStarted, let failure = live.run([]).failure {
            var out = CommandOutput()
            report(failure, into: &out)
            return out
        }
        return workbench.environment(of: live, target: Workbench.environmentTarget(text))
    }

    /// `:state`: the live view's nodes, their view values and their state.
    func showState() -> CommandOutput {
        var out = CommandOutput()
        let live = currentLiveView()
        if !live.hasStarted, let failure = live.run([]).failure {
            report(failure, into: &out)
            return out
        }
        out.stdout += StateMemoryTable(style: settings.style, language: settings.language).text(live.tree.memory())
        return out
    }
}
