import ViewlabModel

/// The texts swift-argument-parser writes around viewlab's own help and usage errors (its headings,
/// its errors), in the forms it writes them (ArgumentParser 1.x: HelpGenerator.swift,
/// ErrorMessageGenerator.swift), so that `ArgumentParserText` can give them in Chinese. Its `Error:`
/// prefix stays, as viewlab's own `error:` does, for scripts that look for it.
extension CommandMessages {
    static let overview = Message("viewlab.cli.help",
        en: "OVERVIEW: %1",
        zh: "概述：%1")
    static let usageHeading = Message("viewlab.cli.help",
        en: "USAGE: %1",
        zh: "用法：%1")
    static let argumentsHeading = Message("viewlab.cli.help",
        en: "ARGUMENTS:",
        zh: "参数：")
    static let optionsHeading = Message("viewlab.cli.help",
        en: "OPTIONS:",
        zh: "选项：")
    static let subcommandsHeading = Message("viewlab.cli.help",
        en: "SUBCOMMANDS:",
        zh: "子命令：")
    static let detailedHelp = Message("viewlab.cli.help",
        en: "  See '%1 help <subcommand>' for detailed help.",
        zh: "  用 '%1 help <子命令>' 查看某个子命令的详细帮助。")
    static let usageLine = Message("viewlab.cli.usage",
        en: "Usage: %1",
        zh: "用法：%1")
    static let helpLine = Message("viewlab.cli.usage",
        en: "Help:  %1",
        zh: "帮助：%1")
    static let seeHelp = Message("viewlab.cli.usage",
        en: "  See '%1' for more information.",
        zh: "  用 '%1' 查看更多信息。")
    static let missingArgument = Message("viewlab.cli.usage",
        en: "Error: Missing expected argument '%1'",
        zh: "Error: 缺少必需的参数 '%1'")
    static let missingValue = Message("viewlab.cli.usage",
        en: "Error: Missing value for '%1'",
        zh: "Error: '%1' 缺少值")
    static let unknownOptionError = Message("viewlab.cli.usage",
        en: "Error: Unknown option '%1'",
        zh: "Error: 没有这个选项：'%1'")
    static let unexpectedArgument = Message("viewlab.cli.usage",
        en: "Error: Unexpected argument '%1'",
        zh: "Error: 多余的参数 '%1'")
    static let unexpectedArguments = Message("viewlab.cli.usage",
        en: "Error: %1 unexpected arguments: %2",
        zh: "Error: %1 个多余的参数：%2")
    static let invalidValueOneOf = Message("viewlab.cli.usage",
        en: "Error: The value '%1' is invalid for '%2'. Please provide one of %3.",
        zh: "Error: '%1' 不是 '%2' 能取的值。请在 %3 中选一个。")
    static let invalidValue = Message("viewlab.cli.usage",
        en: "Error: The value '%1' is invalid for '%2'",
        zh: "Error: '%1' 不是 '%2' 能取的值")
    static let unknownSubcommand = Message("viewlab.cli.usage",
        en: "Error: Unknown subcommand '%1'",
        zh: "Error: 没有这个子命令：'%1'")

    // Within a line: the help of -h, --help and of the help subcommand, and an option's default.
    static let showHelp = Message("viewlab.cli.help",
        en: "Show help information.",
        zh: "显示帮助信息。")
    static let showSubcommandHelp = Message("viewlab.cli.help",
        en: "Show subcommand help information.",
        zh: "显示子命令的帮助信息。")
    static let defaultValue = Message("viewlab.cli.help",
        en: " (default: %1)",
        zh: "（默认：%1）")
    static let valuesAndDefault = Message("viewlab.cli.help",
        en: " (values: %1; default: %2)",
        zh: "（可选值：%1；默认：%2）")

    /// The forms of a whole line, most specific first.
    static let argumentParserLines: [Message] = [
        overview, usageHeading, argumentsHeading, optionsHeading, subcommandsHeading, detailedHelp, usageLine, helpLine, seeHelp,
        missingArgument, missingValue, unknownOptionError, unexpectedArgument, unexpectedArguments, invalidValueOneOf, invalidValue,
        unknownSubcommand,
    ]
    static let argumentParser: [Message] = argumentParserLines + [showHelp, showSubcommandHelp, defaultValue, valuesAndDefault]
}
