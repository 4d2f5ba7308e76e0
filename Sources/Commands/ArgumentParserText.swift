import Foundation
import ViewlabModel

/// Help and usage errors as swift-argument-parser writes them, in Chinese: viewlab's own words in
/// them are Chinese already (`--lang zh`); this gives argument-parser's headings, its errors and
/// its notes of defaults in Chinese too (`Messages/ArgumentParserMessages.swift`). A line of
/// another form is kept as it is.
public enum ArgumentParserText {
    public static func chinese(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { chinese(line: String($0)) }.joined(separator: "\n")
    }

    static func chinese(line: String) -> String {
        var line = line
        for form in [CommandMessages.showHelp, CommandMessages.showSubcommandHelp] { line = line.replacing(form.en, with: form.zh) }
        line = defaults(in: line)
        for form in CommandMessages.argumentParserLines {
            // A list argument-parser writes ('text' and 'json', 'a', 'b' or 'c') is a list in Chinese too.
            if let values = form.values(in: line) {
                return form.filled(values.map { v in ["' and '", "' or '", "', '"].reduce(v) { $0.replacing($1, with: "'、'") } }).zh
            }
        }
        return line
    }

    /// ` (values: text, json; default: text)` and ` (default: 0.35)`, which argument-parser adds
    /// after an option's help.
    private static func defaults(in line: String) -> String {
        for form in [CommandMessages.valuesAndDefault, CommandMessages.defaultValue] {
            let opening = String(form.en.prefix { $0 != "%" })
            guard let start = line.range(of: opening, options: .backwards), let end = line[start.upperBound...].lastIndex(of: ")"),
                  let values = form.values(in: String(line[start.lowerBound...end])) else { continue }
            return String(line[..<start.lowerBound]) + form.filled(values).zh + String(line[line.index(after: end)...])
        }
        return line
    }
}
