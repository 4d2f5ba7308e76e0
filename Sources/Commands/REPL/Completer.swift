import Foundation
import ViewlabAnimation
import ViewlabCourse
import ViewlabLanguage
import ViewlabSwiftUI

/// What Tab completes: the word that ends the line (up to the cursor) and its candidates, each a
/// whole replacement for that word.
public struct Completions: Equatable, Sendable {
    public var word: String
    public var candidates: [String]
}

extension REPL {
    /// Completions for a line cut at the cursor: `:commands`, their options and arguments (settings,
    /// command names, file paths), SwiftUI views, modifiers after a `.` (`.pad` → `.padding(`),
    /// implicit members in argument position (`.leading`, `.infinity`), what the learner declared,
    /// and lesson and exercise ids after `:lesson` and `:exercise`.
    public func completions(for line: String) -> Completions {
        let head = line.drop { $0 == " " }
        if !isContinuing, head.hasPrefix(":") { return commandCompletions(String(head.dropFirst())) }
        let word = String(line.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
        let before = line.dropLast(word.count)
        let names: [String]
        if before.hasSuffix(".") {
            names = memberNames(before: before.dropLast())
        } else if word.isEmpty {
            names = []
        } else {
            names = builtinViewNames + transcript.declaredNames + REPL.keywords
        }
        return Completions(word: word, candidates: REPL.matching(word, names))
    }

    private static let keywords = ["struct", "func", "let", "var", "extension", "enum", "class", "return", "some", "View", "body"]

    /// After `Text("a").` a modifier; after `(`, `,` or `:` an implicit member; after a type name
    /// its static members; at the start of a line (a chain continued from the line before) either.
    private func memberNames(before: Substring) -> [String] {
        let modifiers = builtinModifierNames.map { $0 + "(" }
        guard let last = before.last, !last.isWhitespace else {
            return before.allSatisfy(\.isWhitespace) ? modifiers + implicitMemberNames : implicitMemberNames
        }
        if last.isLetter || last.isNumber || last == "_" {
            let base = before.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return base.last?.isUppercase == true ? implicitMemberNames : modifiers
        }
        return ")]}\"?!".contains(last) ? modifiers : implicitMemberNames
    }

    private func commandCompletions(_ text: String) -> Completions {
        guard let space = text.firstIndex(of: " ") else {
            return Completions(word: text, candidates: REPL.matching(text, REPLCommands.all.map(\.name)))
        }
        let arguments = text[text.index(after: space)...]
        guard case .found(let command) = REPLCommands.lookup(String(text[..<space])) else { return Completions(word: "", candidates: []) }
        let word = String(arguments.reversed().prefix { $0 != " " && $0 != "," }.reversed())
        let before = arguments.dropLast(word.count)
        var names = before.isEmpty ? command.options.map(\.name) : []
        switch command.arguments {
        case .none: break
        case .code: if !word.hasPrefix("-") { return completions(for: String(arguments)) }
        case .command: names += REPLCommands.all.map(\.name)
        case .file: return Completions(word: word, candidates: REPL.paths(matching: word))
        case .lesson: names += courseIDs { $0.lessons.map(\.id) }
        case .exercise:
            if before.hasSuffix("--output ") { return Completions(word: word, candidates: REPL.paths(matching: word)) }
            names += courseIDs { $0.exercises.map(\.id) }
        case .setting:
            let previous = before.split(separator: " ").map(String.init)
            switch previous.first {
            case nil: names += REPLCommands.settingNames
            case "show"?: names += REPLCommands.viewCommands.map(\.name)
            case "platform"? where previous.count == 1: names += Platform.allCases.map(\.rawValue)
            case let setting? where ["colour", "color", "ascii"].contains(setting) && previous.count == 1: names += ["on", "off"]
            default: break
            }
        }
        return Completions(word: word, candidates: REPL.matching(word, names))
    }

    /// Lesson or exercise ids; none when the course cannot be found.
    private func courseIDs(_ ids: (Catalog) -> [String]) -> [String] {
        (try? course().catalog).map(ids) ?? []
    }

    private static func matching(_ word: String, _ names: [String]) -> [String] {
        Array(Set(names.filter { $0.hasPrefix(word) })).sorted()
    }

    /// Files and folders starting with the path typed so far; folders end with `/`.
    private static func paths(matching word: String) -> [String] {
        let slash = word.lastIndex(of: "/")
        let folder = slash.map { String(word[...$0]) } ?? ""
        let name = slash.map { String(word[word.index(after: $0)...]) } ?? word
        let expanded = (folder as NSString).expandingTildeInPath
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : expanded) else { return [] }
        return entries.filter { $0.hasPrefix(name) && (!$0.hasPrefix(".") || name.hasPrefix(".")) }.sorted().map { entry in
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: (expanded as NSString).appendingPathComponent(entry), isDirectory: &isFolder)
            return folder + entry + (isFolder.boolValue ? "/" : "")
        }
    }
}
