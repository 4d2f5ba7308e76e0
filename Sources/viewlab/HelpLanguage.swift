import ArgumentParser
import Foundation
import ViewlabModel

/// The language of `--help`: the display language (cli-contract.md "Languages"), read once at
/// start-up, because argument-parser builds the help text before parsing has finished. `--lang en|zh`
/// (or `--lang=zh`) anywhere on the command line wins, else `VIEWLAB_LANG`, else the locale.
enum HelpLanguage {
    static let current = resolve(arguments: Array(CommandLine.arguments.dropFirst()),
                                 environment: ProcessInfo.processInfo.environment)

    /// The language `DisplayLanguage.resolve` chooses for the last `--lang` among `arguments`
    /// (the ones after the executable; none after `--`).
    static func resolve(arguments: [String], environment: [String: String]) -> DisplayLanguage {
        var option: String?
        var index = arguments.startIndex
        while index < arguments.endIndex, arguments[index] != "--" {
            let argument = arguments[index]
            if argument == "--lang", index + 1 < arguments.endIndex {
                option = arguments[index + 1]
                index += 1
            } else if argument.hasPrefix("--lang=") {
                option = String(argument.dropFirst("--lang=".count))
            }
            index += 1
        }
        return DisplayLanguage.resolve(option: option, environment: environment)
    }

    // MARK: Wrapping Chinese

    // argument-parser wraps help at spaces, counting characters; a Chinese sentence has no spaces
    // and each of its characters takes two columns. So Chinese help arrives wrapped already, by
    // display width, to the columns argument-parser gives it; it keeps the line breaks.

    /// The terminal's width as argument-parser reads it: `COLUMNS`, else the terminal's, else 80.
    static let screenWidth: Int = {
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }()

    /// The columns of an option's or a subcommand's help: what the 26-column label leaves.
    static var helpColumns: Int { max(20, screenWidth - 26) }

    /// `text` wrapped for argument-parser: by display width, between Chinese characters.
    static func wrap(_ text: String, width: Int, lastLineRoom: Int = 0) -> String {
        LineWrapping.wrap(text, width: width, lastLineRoom: lastLineRoom)
    }
}

/// English help, or the Chinese when help is shown in Chinese (wrapped for argument-parser).
/// An abstract or an option's words: for the columns beside the labels.
func words(_ en: String, _ zh: String) -> String {
    HelpLanguage.current == .zh ? HelpLanguage.wrap(zh, width: HelpLanguage.helpColumns) : en
}

/// A command's discussion, which takes the whole width.
func discussion(_ en: String, _ zh: String) -> String {
    HelpLanguage.current == .zh ? HelpLanguage.wrap(zh, width: HelpLanguage.screenWidth) : en
}

/// An option's, flag's or argument's help in the help language.
func help(_ en: String, _ zh: String, valueName: String? = nil) -> ArgumentHelp {
    guard HelpLanguage.current == .zh else { return ArgumentHelp(en, valueName: valueName) }
    return ArgumentHelp(HelpLanguage.wrap(zh, width: HelpLanguage.helpColumns), valueName: valueName)
}

/// The help of an option with a default value, which argument-parser shows after the help as
/// ` (default: 2.0)` or ` (values: text, json; default: text)`: the Chinese leaves room for it.
func help<Value: ExpressibleByArgument>(_ en: String, _ zh: String, default value: Value) -> ArgumentHelp {
    guard HelpLanguage.current == .zh else { return ArgumentHelp(en) }
    let values = Value.allValueStrings
    let shown = (values.isEmpty ? "" : "values: " + values.joined(separator: ", ") + "; ") + "default: " + value.defaultValueDescription
    return ArgumentHelp(HelpLanguage.wrap(zh, width: HelpLanguage.helpColumns, lastLineRoom: " (\(shown))".count))
}
