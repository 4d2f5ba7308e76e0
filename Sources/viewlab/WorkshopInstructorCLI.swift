import ArgumentParser
import Foundation
import ViewlabCommands

/// `viewlab workshop roster`, `rename`, `merge`, `remove` and `set`: the roster and the exercise
/// set of a one-machine workshop (`--workshop NAME` or `VIEWLAB_WORKSHOP`), or of a served one
/// (`--board URL`, the link `workshop serve` printed).
struct BoardOption: ParsableArguments {
    @Option(help: help("A served workshop's board link (http://HOST:PORT/board#key=KEY, as `workshop serve` prints it): its server does it.",
                       "服务器上工作坊的看板链接（http://主机:端口/board#key=密钥，由 `workshop serve` 打印）：交给那台服务器去做。"))
    var board: String?
}

extension WorkshopCommand {
    struct Roster: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "roster",
            abstract: words("List the workshop's learners (those who have not started too); NAMEs are added first.",
                            "列出工作坊的学员（包括还没开始的）；先把给出的名字加进名单。"))
        @Argument(help: help("Learners to put on the roster before they start.", "在开始之前就加进名单的学员。")) var names: [String] = []
        @OptionGroup var served: BoardOption
        @OptionGroup var place: CourseOptions
        @OptionGroup var display: DisplayOptions
        func run() throws {
            let workbench = Workbench(language: display.language)
            if let board = served.board { return try finish(workbench.servedRoster(board: board, enroll: names)) }
            try finish(workbench.workshopRoster(try place.context(display.language), enroll: names))
        }
    }

    struct Rename: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "rename", abstract: words("Rename a learner of the workshop.", "给工作坊的一名学员改名。"))
        @Argument(help: help("The learner's name now.", "学员现在的名字。")) var name: String
        @Argument(help: help("Their new name.", "新名字。")) var new: String
        @OptionGroup var served: BoardOption
        @OptionGroup var place: CourseOptions
        @OptionGroup var display: DisplayOptions
        func run() throws { try changeRoster(.rename(name, to: new), served, place, display) }
    }

    struct Merge: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "merge",
            abstract: words("Merge one learner into another (one person under two names): every record is kept.",
                            "把一名学员合并到另一名（同一个人用了两个名字）：所有记录都保留。"))
        @Argument(help: help("The learner to merge.", "要合并的学员。")) var name: String
        @Argument(help: help("The learner who keeps the records.", "保留这些记录的学员。")) var into: String
        @OptionGroup var served: BoardOption
        @OptionGroup var place: CourseOptions
        @OptionGroup var display: DisplayOptions
        func run() throws { try changeRoster(.merge(name, into: into), served, place, display) }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove",
            abstract: words("Take a learner off the workshop's roster, board and reports (their progress stays).",
                            "把一名学员移出工作坊的名单、看板和报告（其学习进度保留）。"))
        @Argument(help: help("The learner.", "学员。")) var name: String
        @OptionGroup var served: BoardOption
        @OptionGroup var place: CourseOptions
        @OptionGroup var display: DisplayOptions
        func run() throws { try changeRoster(.remove(name), served, place, display) }
    }

    struct SetCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set",
            abstract: words("Choose the workshop's exercises for today (the board, reports and learners' `viewlab exercises` follow); none: show them.",
                            "选定工作坊今天的练习（看板、报告和学员的 `viewlab exercises` 都随之改变）；不给出练习则显示当前选定的。"))
        @Argument(help: help("Exercise ids, in the order to do them.", "练习的 id，按要做的顺序。")) var ids: [String] = []
        @Flag(help: help("No set: the whole course again.", "取消选定：恢复整门课。")) var clear = false
        @OptionGroup var served: BoardOption
        @OptionGroup var place: CourseOptions
        @OptionGroup var display: DisplayOptions
        func run() throws {
            let (workbench, course) = (Workbench(language: display.language), try place.context(display.language))
            if let board = served.board { return try finish(workbench.servedSet(board: board, catalog: course.catalog, ids: ids, clear: clear)) }
            try finish(workbench.workshopSet(course, ids: ids, clear: clear))
        }
    }
}

/// A rename, merge or removal: on the server of `--board`, else on the one-machine workshop.
private func changeRoster(_ change: Workbench.RosterChange, _ served: BoardOption, _ place: CourseOptions, _ display: DisplayOptions) throws {
    let workbench = Workbench(language: display.language)
    if let board = served.board { return try finish(workbench.changeServedRoster(board: board, change)) }
    try finish(workbench.changeRoster(try place.context(display.language), change))
}
