import ViewlabModel

/// The failures of viewlab's commands outside learner code: files that cannot be read, options
/// that do not go together, values out of range, course and workshop lookups.
public enum CommandMessages {
    // MARK: Files

    public static let cannotRead = Message("viewlab.cli.cannotRead",
        en: "error: cannot read '%1': no such file",
        zh: "error: 无法读取 '%1'：没有这个文件")
    public static let notUTF8 = Message("viewlab.cli.notUTF8",
        en: "error: '%1' is not UTF-8 text",
        zh: "error: '%1' 不是 UTF-8 文本")
    public static let cannotWrite = Message("viewlab.cli.cannotWrite",
        en: "error: cannot write '%1': %2",
        zh: "error: 无法写入 '%1'：%2")
    public static let cannotWriteFile = Message("viewlab.cli.cannotWrite",
        en: "error: cannot write '%1'",
        zh: "error: 无法写入 '%1'")

    public static let wroteFile = Message("viewlab.cli.wrote",
        en: "wrote %1",
        zh: "已写入 %1")
    /// `%2` how to check (`viewlab check ID`), `%3` the watch alternative or nothing.
    public static let wroteStarter = Message("viewlab.cli.wrote",
        en: "Wrote %1. Edit it, then %2%3.",
        zh: "已写入 %1。编辑它，然后运行 %2%3。")
    public static let orWatch = Message("viewlab.cli.orWatch",
        en: " (or `%1`)",
        zh: "（或 `%1`）")
    public static let starterKept = Message("viewlab.cli.starterKept",
        en: "note: %1 exists; kept it (--force starts over from the starter)",
        zh: "note: %1 已经存在，保留了它（用 --force 从初始代码重新开始）")
    public static let wroteExport = Message("viewlab.cli.wrote",
        en: "Wrote %1 attempts of %2 to %3.",
        zh: "已把 %2 的 %1 次尝试写入 %3。")
    public static let badEvent = Message("viewlab.cli.badEvent",
        en: "error: event '%1': %2",
        zh: "error: 事件 '%1'：%2")

    // MARK: render --format png

    public static let badScale = Message("viewlab.cli.badScale",
        en: "error: --scale must be a number of pixels per point > 0, got %1",
        zh: "error: --scale 必须是 > 0 的数（每点多少像素），而不是 %1")
    /// `render --at`: the time TimelineViews are drawn at, in seconds after the session's start.
    public static let badAt = Message("viewlab.cli.badAt",
        en: "error: --at must be a number of seconds ≥ 0 (after the session's start), got %1",
        zh: "error: --at 必须是 ≥ 0 的秒数（从会话开始算起），而不是 %1")
    public static let pngToTerminal = Message("viewlab.cli.pngToTerminal",
        en: "error: a PNG is binary, so it is not printed to a terminal; give --output FILE (on the command line, a file or a pipe works too: viewlab render FILE --format png > picture.png)",
        zh: "error: PNG 是二进制数据，不能打印到终端；请用 --output FILE 指定文件（在命令行上，也可以重定向到文件或管道：viewlab render FILE --format png > picture.png）")
    public static let rsvgMissing = Message("viewlab.cli.rsvgMissing",
        en: "error: PNG output needs rsvg-convert (librsvg), which is not installed; install it with `sudo apt-get install librsvg2-bin` (or `make deps`)",
        zh: "error: 输出 PNG 需要 rsvg-convert（librsvg），但它没有安装；请用 `sudo apt-get install librsvg2-bin` 安装（或运行 `make deps`）")
    public static let rsvgFailed = Message("viewlab.cli.rsvgFailed",
        en: "error: rsvg-convert could not draw the picture: %1",
        zh: "error: rsvg-convert 无法画出这张图：%1")
    public static let rsvgTimedOut = Message("viewlab.cli.rsvgTimedOut",
        en: "error: rsvg-convert did not finish within %1 seconds",
        zh: "error: rsvg-convert 没有在 %1 秒内完成")

    // MARK: Course and workshops

    public static let courseNotFound = Message("viewlab.cli.courseNotFound",
        en: "error: cannot find the course (Lessons/ and Exercises/); give --course DIR or set VIEWLAB_COURSE",
        zh: "error: 找不到课程（Lessons/ 和 Exercises/）；请用 --course DIR 指定，或设置 VIEWLAB_COURSE")
    public static let unknownWorkshop = Message("viewlab.cli.unknownWorkshop",
        en: "error: no workshop '%1' on this machine; the instructor creates it with `viewlab workshop create %1 --db PATH`",
        zh: "error: 这台机器上没有工作坊 '%1'；讲师用 `viewlab workshop create %1 --db PATH` 创建它")
    public static let badWorkshopName = Message("viewlab.cli.badWorkshopName",
        en: "error: a workshop name uses letters, digits, '-', '_' and '.' only",
        zh: "error: 工作坊名称只能使用字母、数字、'-'、'_' 和 '.'")
    public static let badPort = Message("viewlab.cli.badPort",
        en: "error: --port must be a number from 0 to 65535 (0 picks a free port), not %1",
        zh: "error: --port 必须是 0 到 65535 之间的数（0 表示挑一个空闲端口），而不是 %1")
    public static let badRateLimit = Message("viewlab.cli.badRateLimit",
        en: "error: --rate-limit must be a number of requests a second, 0 or more (0: no limit), not %1",
        zh: "error: --rate-limit 必须是每秒的请求数，不小于 0（0 表示不限），而不是 %1")
    public static let newCodeNotServed = Message("viewlab.cli.newCodeNotServed",
        en: "new join code: %1 (no server has listened for workshop %2 yet; `viewlab workshop serve %2` prints its link)",
        zh: "新的加入码：%1（还没有服务器为工作坊 %2 监听过；`viewlab workshop serve %2` 会打印它的链接）")

    // MARK: animate --view and --before/--after

    public static let beforeAfterTogether = Message("viewlab.cli.beforeAfterTogether",
        en: "error: --before FILE and --after FILE go together: two versions of one view",
        zh: "error: --before FILE 和 --after FILE 要一起给出：同一个视图的两个版本")
    public static let beforeAfterFormat = Message("viewlab.cli.beforeAfterFormat",
        en: "error: --before/--after print a table, csv or json, not %1",
        zh: "error: --before/--after 输出 table、csv 或 json，不能是 %1")
    public static let beforeAfterOptions = Message("viewlab.cli.beforeAfterOptions",
        en: "error: --before/--after take no --view, --compare, --interrupt, --phases or --keyframes",
        zh: "error: --before/--after 不能与 --view、--compare、--interrupt、--phases 或 --keyframes 一起使用")
    public static let viewStateTogether = Message("viewlab.cli.viewStateTogether",
        en: "error: --view FILE and --state NAME go together: the file's top-level 'var NAME' changes from --from to --to",
        zh: "error: --view FILE 和 --state NAME 要一起给出：文件顶层的 'var NAME' 从 --from 变到 --to")
    public static let viewFormat = Message("viewlab.cli.viewFormat",
        en: "error: --view prints a table or csv, not %1",
        zh: "error: --view 输出 table 或 csv，不能是 %1")
    public static let viewOptions = Message("viewlab.cli.viewOptions",
        en: "error: --view takes no --compare, --interrupt, --phases or --keyframes",
        zh: "error: --view 不能与 --compare、--interrupt、--phases 或 --keyframes 一起使用")

    // MARK: animate

    public static let missingCurve = Message("viewlab.cli.missingCurve",
        en: "error: missing CURVE, e.g. viewlab animate .easeInOut --from 0 --to 100",
        zh: "error: 缺少 CURVE，例如 viewlab animate .easeInOut --from 0 --to 100")
    public static let unknownAnimatePlatform = Message("viewlab.cli.unknownPlatform",
        en: "error: unknown platform '%1'; expected ios16 or ios17",
        zh: "error: 未知的平台 '%1'；应为 ios16 或 ios17")
    public static let unknownSpringMethod = Message("viewlab.cli.unknownSpringMethod",
        en: "error: unknown spring method '%1'; expected closed or fluid",
        zh: "error: 未知的弹簧算法 '%1'；应为 closed 或 fluid")
    public static let unknownFormat = Message("viewlab.cli.unknownFormat",
        en: "error: unknown format '%1'; expected %2",
        zh: "error: 未知的格式 '%1'；应为 %2")
    public static let notFinite = Message("viewlab.cli.notFinite",
        en: "error: %1 must be a finite number, got %2",
        zh: "error: %1 必须是有限的数，而不是 %2")
    public static let untilNotFinite = Message("viewlab.cli.untilNotFinite",
        en: "error: --until must be a finite number of seconds ≥ 0, got %1",
        zh: "error: --until 必须是 ≥ 0 的有限秒数，而不是 %1")
    public static let tooManyRows = Message("viewlab.cli.tooManyRows",
        en: "error: --until %1 with a step of %2 s gives %3 rows; at most %4",
        zh: "error: --until %1 以 %2 s 为步长会得到 %3 行；最多 %4 行")
    public static let stepOrFps = Message("viewlab.cli.stepOrFps",
        en: "error: give --step or --fps, not both",
        zh: "error: 请给出 --step 或 --fps，不要两个都给")
    public static let badStep = Message("viewlab.cli.badStep",
        en: "error: --step must be a number of seconds > 0, got %1",
        zh: "error: --step 必须是 > 0 的秒数，而不是 %1")
    public static let badFps = Message("viewlab.cli.badFps",
        en: "error: --fps must be a number > 0, got %1",
        zh: "error: --fps 必须是 > 0 的数，而不是 %1")
    public static let keyframesOptions = Message("viewlab.cli.keyframesOptions",
        en: "error: --keyframes takes no CURVE, --phases, --compare or --interrupt; each keyframe names its own interpolation",
        zh: "error: --keyframes 不能与 CURVE、--phases、--compare 或 --interrupt 一起使用；每个关键帧自己指定插值方式")
    public static let phasesOptions = Message("viewlab.cli.phasesOptions",
        en: "error: --phases takes no --compare or --interrupt",
        zh: "error: --phases 不能与 --compare 或 --interrupt 一起使用")
    public static let badPhases = Message("viewlab.cli.badPhases",
        en: "error: --phases wants two or more numbers separated by commas, e.g. 0,-20,20; got '%1'",
        zh: "error: --phases 需要两个或更多用逗号分隔的数，例如 0,-20,20；收到的是 '%1'")
    public static let loopWithoutUntil = Message("viewlab.cli.loopWithoutUntil",
        en: "error: --loop never ends; give --until",
        zh: "error: --loop 永远不会结束；请给出 --until")
    public static let badInterrupt = Message("viewlab.cli.badInterrupt",
        en: "error: --interrupt wants TIME=VALUE [CURVE], e.g. '0.5=0' or '0.2=0 .bouncy'; got '%1'",
        zh: "error: --interrupt 需要 TIME=VALUE [CURVE]，例如 '0.5=0' 或 '0.2=0 .bouncy'；收到的是 '%1'")
    public static let interruptFormat = Message("viewlab.cli.interruptFormat",
        en: "error: --interrupt prints a table or csv, not %1",
        zh: "error: --interrupt 输出 table 或 csv，不能是 %1")

    // MARK: The REPL

    public static let notOneOf = Message("viewlab.repl.notOneOf",
        en: "error: '%1' is not one of %2",
        zh: "error: '%1' 不是 %2 之一")
    public static let ambiguousCommand = Message("viewlab.repl.ambiguousCommand",
        en: "error: ':%1' is ambiguous: %2",
        zh: "error: ':%1' 有歧义：%2")
    public static let missingCommand = Message("viewlab.repl.unknownCommand",
        en: "error: expected a command after ':' (:help lists the commands)",
        zh: "error: ':' 后面应有一个命令（:help 列出所有命令）")
    public static let unknownCommand = Message("viewlab.repl.unknownCommand",
        en: "error: unknown command ':%1' (:help lists the commands)",
        zh: "error: 未知的命令 ':%1'（:help 列出所有命令）")
    public static let unknownCommandSuggestion = Message("viewlab.repl.unknownCommand",
        en: "error: unknown command ':%1'; did you mean ':%2'? (:help lists the commands)",
        zh: "error: 未知的命令 ':%1'；你是想输入 ':%2' 吗？（:help 列出所有命令）")
    public static let usage = Message("viewlab.repl.usage",
        en: "error: usage: :%1 %2",
        zh: "error: 用法：:%1 %2")
    public static let noViewYet = Message("viewlab.repl.noViewYet",
        en: "error: no view yet: enter a view expression such as Text(\"Hello\").padding()",
        zh: "error: 还没有视图：请输入一个视图表达式，例如 Text(\"Hello\").padding()")
    public static let notAView = Message("viewlab.repl.notAView",
        en: "error: '%1' is not a view; its type is %2",
        zh: "error: '%1' 不是视图；它的类型是 %2")
    public static let cannotShow = Message("viewlab.repl.cannotShow",
        en: "error: cannot show '%1'; choose from %2",
        zh: "error: 无法显示 '%1'；请从 %2 中选择")
    public static let platformUsage = Message("viewlab.repl.usage",
        en: "error: usage: :set platform %1",
        zh: "error: 用法：:set platform %1")
    public static let colourStaysOff = Message("viewlab.repl.colourStaysOff",
        en: "error: colour stays off: output is not a terminal, or NO_COLOR or --no-color is set",
        zh: "error: 颜色保持关闭：输出不是终端，或设置了 NO_COLOR 或 --no-color")
    public static let unknownSetting = Message("viewlab.repl.unknownSetting",
        en: "error: unknown setting '%1'; settings are %2",
        zh: "error: 未知的设置 '%1'；可用的设置有 %2")
    public static let noSuchStep = Message("viewlab.cli.noSuchStep",
        en: "error: %1 has steps 1 to %2",
        zh: "error: %1 只有第 1 到 %2 步")
    public static let noLessonOpen = Message("viewlab.repl.noLessonOpen",
        en: "error: no lesson open; :lessons lists them, :lesson ID opens one",
        zh: "error: 没有打开的课；:lessons 列出所有课，:lesson ID 打开一课")
    public static let startsAtStepOne = Message("viewlab.repl.startsAtStepOne",
        en: "error: %1 starts at step 1",
        zh: "error: %1 从第 1 步开始")
    public static let noExerciseStarted = Message("viewlab.repl.noExerciseStarted",
        en: "error: no exercise started; :exercises lists them, :exercise ID starts one",
        zh: "error: 还没有开始练习；:exercises 列出所有练习，:exercise ID 开始一个练习")
    public static let unknownOption = Message("viewlab.repl.unknownOption",
        en: "error: unknown option '%1' for :%2",
        zh: "error: :%2 没有选项 '%1'")
    public static let unknownOptionTakes = Message("viewlab.repl.unknownOption",
        en: "error: unknown option '%1' for :%2; it takes %3",
        zh: "error: :%2 没有选项 '%1'；它接受 %3")
    public static let optionNeedsValue = Message("viewlab.repl.optionNeedsValue",
        en: "error: option '%1' needs a value: %1 %2",
        zh: "error: 选项 '%1' 需要一个值：%1 %2")

    public static let unfinishedInput = Message("viewlab.repl.unfinishedInput",
        en: "error: the input ended inside an unfinished input (an open bracket or string)",
        zh: "error: 输入在一段未完成的输入中结束（有未闭合的括号或字符串）")

    // MARK: The command line's usage errors (argument-parser prints them after its own `Error: `)

    public static let badLanguage = Message("viewlab.cli.badLanguage",
        en: "--lang takes en or zh, not '%1'",
        zh: "--lang 只接受 en 或 zh，不能是 '%1'")
    public static let targetIsID = Message("viewlab.cli.badTarget",
        en: "the target is #ID; give a path with --path",
        zh: "目标应为 #ID；路径请用 --path 给出")
    public static let targetOrPath = Message("viewlab.cli.targetOrPath",
        en: "give #ID or --path, not both",
        zh: "请给出 #ID 或 --path，不要两个都给")
    public static let badPlatform = Message("viewlab.cli.badPlatform",
        en: "--platform is one of %1",
        zh: "--platform 只能是 %1 之一")
    public static let missingDatabase = Message("viewlab.cli.missingDatabase",
        en: "Missing expected argument '--db <db>': the shared progress database",
        zh: "缺少必需的参数 '--db <db>'：共用的进度数据库")

    public static let noExerciseFile = Message("viewlab.cli.noExerciseFile",
        en: "error: there is no %1 here: %2 writes it (or name your file: `viewlab check %3 FILE`)",
        zh: "error: 这里没有 %1：%2 会写出它（或者指明你的文件：`viewlab check %3 文件`）")
    public static let leftExercise = Message("viewlab.repl.leftExercise",
        en: "Left %1; the session stays as it is. `:exercise %1` starts it again.",
        zh: "已离开 %1；会话保持原样。用 `:exercise %1` 重新开始。")
    public static let starterIsSession = Message("viewlab.repl.starterIsSession",
        en: "The starter is the session now: change it at the prompt, then :check (:hint helps; :exercise --leave leaves it).",
        zh: "起始代码现在就是当前会话：在提示符下修改它，然后 :check（:hint 给提示；:exercise --leave 离开练习）。")
    public static let drawnAtTaskProposal = Message("viewlab.repl.drawnAtTaskProposal",
        en: "Proposal %1, the one its checks use (:proposal WxH changes it).",
        zh: "建议尺寸改为 %1，也就是它的检查所用的尺寸（用 :proposal WxH 可以更改）。")
    public static let updatePlatform = Message("viewlab.update.platform", en: "platform %1: %2", zh: "平台 %1：%2")
    public static let noHints = Message("viewlab.exercise.noHints",
        en: "%1 has no hints: reread the task.",
        zh: "%1 没有提示：请再读一遍任务。")
    public static let solutionLocked = Message("viewlab.exercise.solutionLocked",
        en: "The solution of %1 opens after a pass or after %2 failed attempts (you have %3). %4 helps meanwhile.",
        zh: "%1 的答案在通过之后，或在失败 %2 次之后才能查看（你已失败 %3 次）。在那之前，%4 可以帮你。")
    public static let watching = Message("viewlab.exercise.watching",
        en: "Watching %1 — save it to check again (Ctrl-C stops).",
        zh: "正在监视 %1——保存文件就会重新检查（按 Ctrl-C 停止）。")
    public static let simplifiedOnly = Message("viewlab.language.simplifiedOnly",
        en: "note: viewlab's Chinese is Simplified Chinese; Traditional Chinese is not available yet (--lang zh or VIEWLAB_LANG=zh hides this note)",
        zh: "注意：viewlab 的中文是简体中文，还没有繁體中文（用 --lang zh 或 VIEWLAB_LANG=zh 就不再显示这条提示）")
    public static let nothingDeclared = Message("viewlab.repl.nothingDeclared", en: "nothing declared yet", zh: "还没有声明任何东西")
    public static let nothingToUndo = Message("viewlab.repl.nothingToUndo", en: "nothing to undo", zh: "没有可以撤销的输入")
    public static let undid = Message("viewlab.repl.undid", en: "undid: %1", zh: "已撤销：%1")
    public static let sessionEmpty = Message("viewlab.repl.sessionEmpty", en: "the session is empty", zh: "会话已清空")
    public static let savedInput = Message("viewlab.repl.saved", en: "saved 1 input to %2", zh: "已把 1 条输入保存到 %2")
    public static let savedInputs = Message("viewlab.repl.saved", en: "saved %1 inputs to %2", zh: "已把 %1 条输入保存到 %2")
    public static let workshopCreated = Message("viewlab.workshop.created",
        en: "Workshop %1 uses %2. Learners on this machine add `--workshop %1` (or set VIEWLAB_WORKSHOP=%1); others send `viewlab progress export FILE` for `viewlab workshop import FILE --workshop %1`.",
        zh: "工作坊 %1 使用 %2。这台机器上的学员加上 `--workshop %1`（或设置 VIEWLAB_WORKSHOP=%1）；其他人用 `viewlab progress export 文件` 导出，再由你运行 `viewlab workshop import 文件 --workshop %1`。")
    public static let workshopTaken = Message("viewlab.workshop.taken",
        en: "error: workshop %1 already uses %2; choose another name, or remove that database first",
        zh: "error: 工作坊 %1 已经在使用 %2；请换一个名字，或先删除那个数据库")
    public static let importNeedsTarget = Message("viewlab.workshop.importNeedsTarget",
        en: "error: name the workshop to merge %1 into: `--workshop NAME` (or `--db PATH`); without one it would go into your own progress",
        zh: "error: 请指明把 %1 合并进哪个工作坊：`--workshop 名字`（或 `--db 路径`）；不指明的话它会合并进你自己的学习进度")
    public static let rosterNeedsWorkshop = Message("viewlab.workshop.rosterNeedsWorkshop",
        en: "error: name the workshop: `--workshop NAME` (or set VIEWLAB_WORKSHOP=NAME)",
        zh: "error: 请指明工作坊：`--workshop 名字`（或设置 VIEWLAB_WORKSHOP=名字）")
    public static let sharedFolderNotWritable = Message("viewlab.workshop.sharedFolder",
        en: "warning: learners who are other users cannot write in %1 (mode %2), where SQLite keeps the database's journal; their first command would fail. Run `chmod 1777 %1`, or create the workshop with --db in a folder everyone can write (such as /var/tmp).",
        zh: "warning: 其他用户身份的学员无法在 %1（权限 %2）里写文件，而 SQLite 要在那里写数据库的日志；他们的第一条命令会失败。请运行 `chmod 1777 %1`，或用 --db 把工作坊建在人人可写的文件夹里（比如 /var/tmp）。")

    public static let all: [Message] = [
        cannotRead, notUTF8, cannotWrite, cannotWriteFile, wroteFile, wroteStarter, orWatch, starterKept, wroteExport, badEvent,
        badScale, badAt, pngToTerminal, rsvgMissing, rsvgFailed, rsvgTimedOut,
        courseNotFound, unknownWorkshop, badWorkshopName, noExerciseFile, leftExercise, starterIsSession, drawnAtTaskProposal, updatePlatform, noHints, solutionLocked, watching, simplifiedOnly, nothingDeclared, nothingToUndo, undid, sessionEmpty, savedInput, savedInputs, workshopCreated, workshopTaken, importNeedsTarget, rosterNeedsWorkshop, sharedFolderNotWritable, badPort, badRateLimit, newCodeNotServed,
        beforeAfterTogether, beforeAfterFormat, beforeAfterOptions, viewStateTogether, viewFormat, viewOptions,
        missingCurve, unknownAnimatePlatform, unknownSpringMethod, unknownFormat, notFinite, untilNotFinite, tooManyRows,
        stepOrFps, badStep, badFps, keyframesOptions, phasesOptions, badPhases, loopWithoutUntil, badInterrupt, interruptFormat,
        notOneOf, ambiguousCommand, missingCommand, unknownCommand, unknownCommandSuggestion, usage, noViewYet, notAView,
        cannotShow, platformUsage, colourStaysOff, unknownSetting, noSuchStep, noLessonOpen, startsAtStepOne, noExerciseStarted,
        unknownOption, unknownOptionTakes, optionNeedsValue, unfinishedInput,
        badLanguage, targetIsID, targetOrPath, badPlatform, missingDatabase,
    ] + argumentParser + WorkshopClientMessages.all
}
