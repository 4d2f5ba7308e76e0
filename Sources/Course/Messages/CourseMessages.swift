import ViewlabModel

/// The course's messages: requests it cannot serve (unknown ids, progress exports it cannot read),
/// checks that cannot look at a learner's file, and mistakes in lesson and exercise files.
enum CourseMessages {
    // MARK: Lessons and exercises by id

    static let unknownLesson = Message("viewlab.course.unknownLesson",
        en: "no lesson '%1'; `%2` lists them",
        zh: "没有课 '%1'；`%2` 列出所有课")
    static let unknownExercise = Message("viewlab.course.unknownExercise",
        en: "no exercise '%1'; `%2` lists them",
        zh: "没有练习 '%1'；`%2` 列出所有练习")
    static let ambiguousID = Message("viewlab.course.ambiguousID",
        en: "'%1' could be %2: say which",
        zh: "'%1' 可能是 %2：请说明是哪一个")

    // MARK: Checks on the learner's file

    static let notANumber = Message("viewlab.course.notANumber",
        en: "'%1' is not a number",
        zh: "'%1' 不是数")
    static let untaggedView = Message("viewlab.course.untaggedView",
        en: "no view is tagged .accessibilityIdentifier(\"%1\"): keep the identifiers the starter gives",
        zh: "没有视图带有 .accessibilityIdentifier(\"%1\")：请保留起始代码给出的标识")
    static let undeclaredConstant = Message("viewlab.course.undeclaredConstant",
        en: "your file does not declare '%1': keep the 'let %1 = …' line of the starter",
        zh: "你的文件没有声明 '%1'：请保留起始代码中 'let %1 = …' 这一行")
    static let notAnAnimation = Message("viewlab.course.notAnAnimation",
        en: "'%1' is not an animation: %2",
        zh: "'%1' 不是动画：%2")

    static let badEvent = Message("viewlab.course.badEvent",
        en: "event '%1': %2",
        zh: "事件 '%1'：%2")
    static let failedAfterEvents = Message("viewlab.course.failedAfterEvents",
        en: "after %1: %2",
        zh: "在 %1 之后：%2")

    // MARK: Progress exports

    static let notAnExport = Message("viewlab.course.notAnExport",
        en: "%1 is not a viewlab progress export (%2)",
        zh: "%1 不是 viewlab 的进度导出文件（%2）")
    static let exportFormat = Message("viewlab.course.exportFormat",
        en: "%1 has export format %2; this viewlab reads format %3",
        zh: "%1 的导出格式是 %2；这个 viewlab 读取格式 %3")
    static let unlistedLearner = Message("viewlab.course.unlistedLearner",
        en: "the export names learner '%1' but does not list it",
        zh: "导出文件提到了学员 '%1'，却没有列出这个学员")

    // MARK: The progress database

    static let damagedDatabase = Message("viewlab.course.damagedDatabase",
        en: "error: %1 is not a viewlab progress database or is damaged (SQLite: %2); it was left untouched. Move it aside, or choose another file with --db PATH.",
        zh: "error: %1 不是 viewlab 的进度数据库，或者已经损坏（SQLite：%2）；它没有被改动。请把它移开，或用 --db PATH 选择另一个文件。")
    static let cannotOpenDatabase = Message("viewlab.course.cannotOpenDatabase",
        en: "error: cannot open the progress database %1: %2",
        zh: "error: 无法打开进度数据库 %1：%2")
    static let foreignDatabase = Message("viewlab.course.foreignDatabase",
        en: "error: %1 is an SQLite database, but not viewlab's; it was left untouched. Choose another file with --db PATH.",
        zh: "error: %1 是 SQLite 数据库，但不是 viewlab 的；它没有被改动。请用 --db PATH 选择另一个文件。")
    static let newerDatabase = Message("viewlab.course.newerDatabase",
        en: "error: %1 was written by a newer viewlab (its schema has migrations this one does not know); it was left untouched. Update viewlab, or choose another file with --db PATH.",
        zh: "error: %1 是由更新版本的 viewlab 写入的（它的结构有这个版本不认识的迁移）；它没有被改动。请更新 viewlab，或用 --db PATH 选择另一个文件。")
    static let unknownWorkshop = Message("viewlab.course.unknownWorkshop",
        en: "error: no workshop '%1' in this database; the instructor creates it with `viewlab workshop create %1 --db PATH`",
        zh: "error: 这个数据库里没有工作坊 '%1'；讲师用 `viewlab workshop create %1 --db PATH` 创建它")
    static let nameTaken = Message("viewlab.course.nameTaken",
        en: "error: the name %1 is taken in this database; try %2",
        zh: "error: 这个数据库里已经有人叫 %1 了；试试 %2")
    static let notInWorkshop = Message("viewlab.course.notInWorkshop",
        en: "error: no learner '%1' in workshop %2; `viewlab workshop roster --workshop %2` lists them",
        zh: "error: 工作坊 %2 里没有学员 '%1'；`viewlab workshop roster --workshop %2` 会列出学员")
    static let mergeIntoSelf = Message("viewlab.course.mergeIntoSelf",
        en: "error: a learner cannot be merged into themselves: '%1'",
        zh: "error: 不能把学员合并到自己：'%1'")
    static let unknownWorkshopToImport = Message("viewlab.course.unknownWorkshop",
        en: "error: no workshop '%1' in this database; create it with `viewlab workshop create %1 --db PATH`",
        zh: "error: 这个数据库里没有工作坊 '%1'；请用 `viewlab workshop create %1 --db PATH` 创建它")

    // MARK: Course files

    static let duplicateExercise = Message("viewlab.course.duplicateExercise",
        en: "exercise id '%1' is already used by %2",
        zh: "练习 id '%1' 已经被 %2 使用")
    static let missingExercise = Message("viewlab.course.missingExercise",
        en: "no exercise '%1' in Exercises/",
        zh: "Exercises/ 中没有练习 '%1'")
    static let missingExerciseFile = Message("viewlab.course.missingExerciseFile",
        en: "missing %1: every exercise needs %2",
        zh: "缺少 %1：每个练习都需要 %2")
    static let strayFile = Message("viewlab.course.strayFile",
        en: "stray file: an exercise folder holds only %1",
        zh: "多余的文件：练习文件夹只能包含 %1")
    static let taskNeedsTitle = Message("viewlab.course.taskNeedsTitle",
        en: "the task needs a '# Title' line",
        zh: "任务说明需要一行 '# Title'")
    static let starterNeedsTodo = Message("viewlab.course.starterNeedsTodo",
        en: "the starter needs a '// TODO:' marking the learner's job",
        zh: "起始代码需要一个 '// TODO:'，标出学员要做的事")

    // MARK: checks.txt

    static let expectedKeyValue = Message("viewlab.course.expectedKeyValue",
        en: "expected 'key: value' (format, needs, solution-after, task, hint, check, expect, look)",
        zh: "应为 'key: value'（format、needs、solution-after、task、hint、check、expect、look）")
    static let untranslatableKey = Message("viewlab.course.untranslatableKey",
        en: "only task, hint, expect and look lines are translated, not '%1'",
        zh: "只有 task、hint、expect 和 look 行可以翻译，'%1' 不行")
    static let unexpectedIndent = Message("viewlab.course.indentation",
        en: "only 'expect:' and 'look:' lines are indented (they belong to the check above)",
        zh: "只有 'expect:' 和 'look:' 行要缩进（它们属于上面的 check）")
    static let missingIndent = Message("viewlab.course.indentation",
        en: "'%1:' belongs to a check: indent it under the check line",
        zh: "'%1:' 属于一个 check：请把它缩进到 check 行下面")
    static let formatFirst = Message("viewlab.course.formatFirst",
        en: "the first line must be 'format: %1'",
        zh: "第一行必须是 'format: %1'")
    static let keyNeedsValue = Message("viewlab.course.keyNeedsValue",
        en: "'%1:' needs a value",
        zh: "'%1:' 需要一个值")
    static let unsupportedFormat = Message("viewlab.course.unsupportedFormat",
        en: "unsupported format '%1': this viewlab reads format %2",
        zh: "不支持的格式 '%1'：这个 viewlab 读取格式 %2")
    static let badSolutionAfter = Message("viewlab.course.badSolutionAfter",
        en: "solution-after needs a number of failed attempts, got '%1'",
        zh: "solution-after 需要失败尝试的次数，而不是 '%1'")
    static let translationWithoutHint = Message("viewlab.course.translationWithoutHint",
        en: "'%1.%2:' must follow the %1 it translates",
        zh: "'%1.%2:' 必须跟在它所翻译的 %1 后面")
    static let taskAfterChecks = Message("viewlab.course.taskAfterChecks",
        en: "the first 'task:' comes before every hint and check (each belongs to the task above it)",
        zh: "第一行 'task:' 要写在所有 hint 和 check 之前（每条都属于它上面的任务）")
    static let taskWithoutChecks = Message("viewlab.course.taskWithoutChecks",
        en: "a task needs at least one 'check:' line before the next task",
        zh: "一个任务在下一个任务之前至少需要一行 'check:'")
    static let unknownLessonNeeded = Message("viewlab.course.unknownLessonNeeded",
        en: "'needs: %1' names no lesson of Lessons/ (write its id, e.g. 05-the-layout-algorithm)",
        zh: "'needs: %1' 不是 Lessons/ 里的课（写出课的 id，例如 05-the-layout-algorithm）")
    static let keyWithoutCheck = Message("viewlab.course.keyWithoutCheck",
        en: "'%1:' must follow a check line",
        zh: "'%1:' 必须跟在一行 check 后面")
    static let unknownKey = Message("viewlab.course.unknownKey",
        en: "unknown key '%1' (expected format, needs, solution-after, task, hint, check, check hidden, expect, look)",
        zh: "未知的键 '%1'（应为 format、needs、solution-after、task、hint、check、check hidden、expect、look）")
    static let emptyManifest = Message("viewlab.course.emptyManifest",
        en: "empty manifest: the first line must be 'format: %1'",
        zh: "清单是空的：第一行必须是 'format: %1'")
    static let noChecks = Message("viewlab.course.noChecks",
        en: "an exercise needs at least one 'check:' line",
        zh: "一个练习至少需要一行 'check:'")

    // MARK: Lesson files

    static let lessonNeedsTitle = Message("viewlab.course.lessonNeedsTitle",
        en: "a lesson starts with its '# Title' line",
        zh: "一课以它的 '# Title' 行开头")
    static let unknownLessonSetting = Message("viewlab.course.unknownLessonSetting",
        en: "unknown lesson setting '%1' (expected book or section)",
        zh: "未知的课设置 '%1'（应为 book 或 section）")
    static let badBookSetting = Message("viewlab.course.badBookSetting",
        en: "'%1' names no book: write `tis 4`, `pro 1–2` or `beyond`, several separated by ';'",
        zh: "'%1' 没有指明书：请写 `tis 4`、`pro 1–2` 或 `beyond`，多个之间用 ';' 分隔")
    static let lessonNeedsBook = Message("viewlab.course.lessonNeedsBook",
        en: "a lesson names the books' chapters it teaches: `<!-- book: tis 4 -->` (or `pro 1–2`, `beyond`)",
        zh: "一课要写明它讲的是哪本书的哪一章：`<!-- book: tis 4 -->`（或 `pro 1–2`、`beyond`）")
    static let emptyLesson = Message("viewlab.course.emptyLesson",
        en: "the lesson has no content",
        zh: "这一课没有内容")
    static let unclosedCodeBlock = Message("viewlab.course.unclosedCodeBlock",
        en: "this code block is never closed with ```",
        zh: "这个代码块没有用 ``` 结束")
    static let unknownCellAction = Message("viewlab.course.unknownCellAction",
        en: "unknown cell action '%1' (expected %2)",
        zh: "未知的代码单元动作 '%1'（应为 %2）")
    static let proposalNotTaken = Message("viewlab.course.proposalNotTaken",
        en: "only layout, explain and render cells take a proposal, as in ```swift layout 180x180",
        zh: "只有 layout、explain 和 render 单元接受建议尺寸，例如 ```swift layout 180x180")
    static let emptyCodeCell = Message("viewlab.course.emptyCodeCell",
        en: "this code cell is empty",
        zh: "这个代码单元是空的")
    static let predictNeedsAnswer = Message("viewlab.course.predictNeedsAnswer",
        en: "a **Predict:** question needs its answer next, in <details><summary>Answer</summary> … </details>",
        zh: "**Predict:** 问题后面需要紧跟答案，写在 <details><summary>Answer</summary> … </details> 中")
    static let unclosedDetails = Message("viewlab.course.unclosedDetails",
        en: "<details> is never closed with </details>",
        zh: "<details> 没有用 </details> 结束")
    static let answerFirst = Message("viewlab.course.answerFirst",
        en: "the answer goes first in the <details> block, in bold: **71** or **b**",
        zh: "答案要放在 <details> 块的开头，用粗体：**71** 或 **b**")
    static let answerNotAnOption = Message("viewlab.course.answerNotAnOption",
        en: "the answer '%1' is not one of the options %2",
        zh: "答案 '%1' 不在选项 %2 之中")
    static let answerNotANumber = Message("viewlab.course.answerNotANumber",
        en: "without options the answer must be a number, got '%1'",
        zh: "没有选项时答案必须是数，而不是 '%1'")

    // MARK: Checks in checks.txt

    static let checkFailure = Message("viewlab.course.check",
        en: "check '%1': %2",
        zh: "check '%1'：%2")
    static let afterNeedsColon = Message("viewlab.course.checkAfterSyntax",
        en: "'after' lists events and ends with ':' before the check: after tap \"Increment: 0\": text(label) == \"Increment: 1\"",
        zh: "'after' 列出事件，并在 check 之前以 ':' 结束：after tap \"Increment: 0\": text(label) == \"Increment: 1\"")
    static let afterNeedsEvent = Message("viewlab.course.checkAfterSyntax",
        en: "'after' needs at least one event",
        zh: "'after' 至少需要一个事件")
    static let unexpectedAfterCheck = Message("viewlab.course.checkUnexpected",
        en: "unexpected '%1' after the check",
        zh: "check 之后出现了意外的 '%1'")
    static let checkNotANumber = Message("viewlab.course.checkNotANumber",
        en: "'%1' is not a number",
        zh: "'%1' 不是数")
    static let dollarNeedsName = Message("viewlab.course.checkDollarName",
        en: "'$' must be followed by the name of a constant in the learner's file",
        zh: "'$' 后面必须跟学员文件中一个常量的名字")
    static let unterminatedString = Message("viewlab.course.checkUnterminatedString",
        en: "unterminated string",
        zh: "字符串没有结束")
    static let unexpectedCharacter = Message("viewlab.course.checkUnexpected",
        en: "unexpected character '%1'",
        zh: "意外的字符 '%1'")
    static let expectedNameFound = Message("viewlab.course.checkExpectedName",
        en: "expected a name, found '%1'",
        zh: "应为一个名字，却遇到了 '%1'")
    static let expectedNameAtEnd = Message("viewlab.course.checkExpectedName",
        en: "expected a name at the end",
        zh: "结尾处应为一个名字")
    static let expectedWords = Message("viewlab.course.checkExpectedWords",
        en: "expected '%1'",
        zh: "应为 '%1'")
    static let expectedSymbolAfter = Message("viewlab.course.checkExpectedSymbol",
        en: "expected '%1' after %2",
        zh: "%2 之后应为 '%1'")
    static let expectedComparison = Message("viewlab.course.checkExpectedComparison",
        en: "expected a comparison (%1)",
        zh: "应为一个比较（%1）")
    static let expectedCount = Message("viewlab.course.checkExpectedCount",
        en: "expected a count after '%1'",
        zh: "'%1' 之后应为一个数量")
    static let expectedTypeName = Message("viewlab.course.checkExpectedTypeName",
        en: "expected a quoted type name after '%1'",
        zh: "'%1' 之后应为一个带引号的类型名")
    static let expectedTypeCheck = Message("viewlab.course.checkExpectedTypeCheck",
        en: "expected 'type same as solution', 'type differs from starter', 'type contains \"…\"' or 'type lacks \"…\"'",
        zh: "应为 'type same as solution'、'type differs from starter'、'type contains \"…\"' 或 'type lacks \"…\"'")
    static let valueExpected = Message("viewlab.course.checkValueExpected",
        en: "the check ends where a value was expected",
        zh: "check 在应有一个值的地方结束了")
    static let expectedCloseParen = Message("viewlab.course.checkExpectedSymbol",
        en: "expected ')'",
        zh: "应为 ')'")
    static let expectedCloseParenAfterCount = Message("viewlab.course.checkExpectedSymbol",
        en: "expected ')' after count(%1",
        zh: "count(%1 之后应为 ')'")
    static let animatedNeedsFact = Message("viewlab.course.checkAnimatedFact",
        en: "animated( starts with a view's fact, like box.drawnMinX",
        zh: "animated( 以一个视图的事实开头，例如 box.drawnMinX")
    static let needsProperty = Message("viewlab.course.checkNeedsProperty",
        en: "'%1' needs a property, like %1.width (properties: %2)",
        zh: "'%1' 需要一个属性，例如 %1.width（属性有：%2）")
    static let unknownProperty = Message("viewlab.course.checkUnknownProperty",
        en: "unknown property '%1' (properties: %2)",
        zh: "未知的属性 '%1'（属性有：%2）")
    static let unexpectedSymbol = Message("viewlab.course.checkUnexpected",
        en: "unexpected '%1'",
        zh: "意外的 '%1'")

    static let all: [Message] = [
        unknownLesson, unknownExercise, ambiguousID,
        notANumber, untaggedView, undeclaredConstant, notAnAnimation, badEvent, failedAfterEvents,
        notAnExport, exportFormat, unlistedLearner,
        damagedDatabase, cannotOpenDatabase, foreignDatabase, newerDatabase, unknownWorkshop, nameTaken, notInWorkshop, mergeIntoSelf,
        unknownWorkshopToImport,
        duplicateExercise, missingExercise, missingExerciseFile, strayFile, taskNeedsTitle, starterNeedsTodo,
        expectedKeyValue, untranslatableKey, unexpectedIndent, missingIndent, formatFirst, keyNeedsValue, unsupportedFormat,
        badSolutionAfter, translationWithoutHint, taskAfterChecks, taskWithoutChecks, unknownLessonNeeded, keyWithoutCheck, unknownKey, emptyManifest, noChecks,
        lessonNeedsTitle, unknownLessonSetting, badBookSetting, lessonNeedsBook, emptyLesson, unclosedCodeBlock, unknownCellAction, proposalNotTaken,
        emptyCodeCell, predictNeedsAnswer, unclosedDetails, answerFirst, answerNotAnOption, answerNotANumber,
        checkFailure, afterNeedsColon, afterNeedsEvent, unexpectedAfterCheck, checkNotANumber, dollarNeedsName, unterminatedString, unexpectedCharacter, expectedNameFound, expectedNameAtEnd, expectedWords, expectedSymbolAfter, expectedComparison, expectedCount, expectedTypeName, expectedTypeCheck, valueExpected, expectedCloseParen, expectedCloseParenAfterCount, animatedNeedsFact, needsProperty, unknownProperty, unexpectedSymbol,
    ]
}
