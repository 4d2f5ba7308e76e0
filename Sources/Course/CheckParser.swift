import Foundation
import ViewlabLayout
import ViewlabModel
import ViewlabPresentation

/// Reads one check statement of `checks.txt` (grammar in Exercises/README.md).
struct CheckParser {
    private enum Token: Equatable {
        case number(Double), word(String), text(String), dollar(String), symbol(String)
    }

    private let source: String
    private let file: String
    private let line: Int
    private var tokens: [Token] = []
    private var position = 0

    init(_ source: String, file: String, line: Int) {
        self.source = source; self.file = file; self.line = line
    }

    mutating func parse(hidden: Bool) throws -> CheckSpec {
        var statement = source
        var proposals: [ProposedViewSize] = []
        var events: [String] = []
        if statement.hasPrefix("after ") {
            // `after EVENT; EVENT: CHECK`: the colon that ends the events is the first outside quotes.
            var inQuotes = false
            guard let colon = statement.indices.first(where: { i in
                if statement[i] == "\"" { inQuotes.toggle() }
                return !inQuotes && statement[i] == ":"
            }) else { throw failure(CourseMessages.afterNeedsColon) }
            events = statement[statement.index(statement.startIndex, offsetBy: 6)..<colon].split(separator: ";")
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard !events.isEmpty else { throw failure(CourseMessages.afterNeedsEvent) }
            statement = String(statement[statement.index(after: colon)...])
        }
        if let at = statement.range(of: " at ", options: .backwards), !statement[at.upperBound...].contains("\"") {
            proposals = try statement[at.upperBound...].split(separator: " ").map { try proposal(String($0)) }
            statement = String(statement[..<at.lowerBound])
        }
        tokens = try tokenize(statement)
        let kind = try statementKind()
        guard position == tokens.count else { throw failure(CourseMessages.unexpectedAfterCheck, describe(tokens[position])) }
        return CheckSpec(line: line, source: source, hidden: hidden, kind: kind,
                         proposals: proposals.isEmpty ? [LayoutOptions.bookProposal] : proposals, events: events)
    }

    private func failure(_ entry: Message, _ values: Any...) -> CourseFileError { failure(entry.filled(with: values)) }
    private func failure(_ problem: Bilingual) -> CourseFileError {
        CourseFileError(file: file, line: line, CourseMessages.checkFailure.filled(with: [source, problem]))
    }

    private func proposal(_ text: String) throws -> ProposedViewSize {
        do { return try ProposalParser.parse(text) } catch { throw failure(error.bilingual) }
    }

    private func tokenize(_ text: String) throws -> [Token] {
        var result: [Token] = []
        let chars = Array(text)
        var i = 0
        func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
        while i < chars.count {
            let c = chars[i]
            if c == " " { i += 1; continue }
            if c.isNumber {
                var j = i
                while j < chars.count, chars[j].isNumber || chars[j] == "." { j += 1 }
                guard let n = Double(String(chars[i..<j])) else { throw failure(CourseMessages.checkNotANumber, String(chars[i..<j])) }
                result.append(.number(n)); i = j
            } else if c.isLetter || c == "_" || c == "$" {
                var j = i + 1
                while j < chars.count, isWord(chars[j]) { j += 1 }
                let word = String(chars[(c == "$" ? i + 1 : i)..<j])
                if c == "$" && word.isEmpty { throw failure(CourseMessages.dollarNeedsName) }
                result.append(c == "$" ? .dollar(word) : .word(word)); i = j
            } else if c == "\"" {
                guard let end = chars[(i + 1)...].firstIndex(of: "\"") else { throw failure(CourseMessages.unterminatedString) }
                result.append(.text(String(chars[(i + 1)..<end]))); i = end + 1
            } else if i + 1 < chars.count, ["==", "!=", "<=", ">="].contains(String(chars[i...i + 1])) {
                result.append(.symbol(String(chars[i...i + 1]))); i += 2
            } else if "+-*/().<>,".contains(c) {
                result.append(.symbol(String(c))); i += 1
            } else {
                throw failure(CourseMessages.unexpectedCharacter, c)
            }
        }
        return result
    }

    private func describe(_ token: Token) -> String {
        switch token {
        case .number(let n): formatNumber(n)
        case .word(let w): w
        case .text(let s): "\"\(s)\""
        case .dollar(let s): "$" + s
        case .symbol(let s): s
        }
    }

    private var peek: Token? { position < tokens.count ? tokens[position] : nil }

    private mutating func word() throws -> String {
        guard case .word(let w)? = peek else { throw peek.map { failure(CourseMessages.expectedNameFound, describe($0)) } ?? failure(CourseMessages.expectedNameAtEnd) }
        position += 1
        return w
    }

    private mutating func expectWords(_ words: String...) throws {
        for w in words where try word() != w { throw failure(CourseMessages.expectedWords, words.joined(separator: " ")) }
    }

    /// A view kind as the tree diagram names it; `.padding` and `padding` are the same.
    private mutating func expect(_ symbol: String, after context: String) throws {
        guard peek == .symbol(symbol) else { throw failure(CourseMessages.expectedSymbolAfter, symbol, context) }
        position += 1
    }

    private mutating func kindName() throws -> String {
        if peek == .symbol(".") { position += 1 }
        return try word()
    }

    private mutating func comparison() throws -> Comparison {
        guard case .symbol(let s)? = peek, let c = Comparison(rawValue: s) else {
            throw failure(CourseMessages.expectedComparison, Comparison.allCases.map(\.rawValue).joined(separator: " "))
        }
        position += 1
        return c
    }

    private mutating func statementKind() throws -> CheckSpec.Kind {
        switch peek {
        case .word("tree")? where tokens.count > 1 && tokens[1] != .symbol("."):
            position += 1
            switch try word() {
            case "has": return .treeHas(try kindName())
            case "lacks": return .treeLacks(try kindName())
            case "count":
                let kind = try kindName()
                let op = try comparison()
                guard case .number(let n)? = peek else { throw failure(CourseMessages.expectedCount, op.rawValue) }
                position += 1
                return .treeCount(kind, op, n)
            case "same": try expectWords("as", "solution"); return .treeSameAsSolution
            default:
                position -= 1
                let outer = try kindName()
                try expectWords("above")
                return .treeAbove(outer, try kindName())
            }
        case .word("program")? where tokens.count > 1 && tokens[1] != .symbol("."):
            position += 1
            try expectWords("same", "as", "starter")
            return .programSameAsStarter
        case .word("frames")? where tokens.count > 1 && tokens[1] != .symbol("."):
            position += 1
            try expectWords("same", "as", "solution")
            return .framesSameAsSolution
        case .word("type")? where tokens.count > 1 && tokens[1] != .symbol("."):
            position += 1
            switch try word() {
            case "same": try expectWords("as", "solution"); return .typeSameAsSolution
            case "differs": try expectWords("from", "starter"); return .typeDiffersFromStarter
            case let verb where verb == "contains" || verb == "lacks":
                guard case .text(let s)? = peek else { throw failure(CourseMessages.expectedTypeName, verb) }
                position += 1
                return verb == "contains" ? .typeContains(s) : .typeLacks(s)
            default: throw failure(CourseMessages.expectedTypeCheck)
            }
        default:
            let lhs = try sum()
            let op = try comparison()
            return .compare(lhs, op, try sum())
        }
    }

    private mutating func sum() throws -> CheckExpression {
        var result = try product()
        while case .symbol(let s)? = peek, s == "+" || s == "-" {
            position += 1
            result = .binary(result, Character(s), try product())
        }
        return result
    }

    private mutating func product() throws -> CheckExpression {
        var result = try atom()
        while case .symbol(let s)? = peek, s == "*" || s == "/" {
            position += 1
            result = .binary(result, Character(s), try atom())
        }
        return result
    }

    private mutating func atom() throws -> CheckExpression {
        guard let token = peek else { throw failure(CourseMessages.valueExpected) }
        position += 1
        switch token {
        case .number(let n): return .number(n)
        case .text(let s): return .text(s)
        case .dollar(let name): return .learnerValue(name)
        case .symbol("("):
            let inner = try sum()
            guard peek == .symbol(")") else { throw failure(CourseMessages.expectedCloseParen) }
            position += 1
            return inner
        case .symbol("-"):
            return .binary(.number(0), "-", try atom())
        case .word("W"): return .proposalWidth
        case .word("H"): return .proposalHeight
        case .word("steps"): return .steps
        case .word("printed"): return .printed
        case .word("bodies"): return .bodies
        case .word("inserted"): return .inserted
        case .word("removed"): return .removed
        case .word("passes"): return .passes
        case .word(let name) where ["text", "ran", "runs"].contains(name) && peek == .symbol("("):
            position += 1
            let argument = try word()
            try expect(")", after: "\(name)(\(argument)")
            return name == "text" ? .viewText(argument) : name == "ran" ? .ran(argument) : .runs(argument)
        case .word("typename"): return .typeName
        case .word("count") where peek == .symbol("("):
            position += 1
            let kind = try kindName()
            guard peek == .symbol(")") else { throw failure(CourseMessages.expectedCloseParenAfterCount, kind) }
            position += 1
            return .count(kind)
        case .word("progress") where peek == .symbol("("):
            position += 1
            let curve = try sum()
            try expect(",", after: "progress(CURVE")
            let time = try sum()
            try expect(")", after: "progress(CURVE, TIME")
            return .progress(curve, time)
        case .word("color") where peek == .symbol("("):
            position += 1
            let x = try sum()
            try expect(",", after: "color(X")
            let y = try sum()
            try expect(")", after: "color(X, Y")
            return .color(x, y)
        case .word("animated") where peek == .symbol("("):
            position += 1
            guard case .node(let id, let property) = try atom() else { throw failure(CourseMessages.animatedNeedsFact) }
            try expect(",", after: "animated(ID.PROP")
            let variable = try word()
            var numbers: [CheckExpression] = []
            for _ in 0..<3 {
                try expect(",", after: "animated(ID.PROP, VAR" + String(repeating: ", …", count: numbers.count))
                numbers.append(try sum())
            }
            try expect(")", after: "animated(ID.PROP, VAR, FROM, TO, PROGRESS")
            return .animated(id, property, variable: variable, from: numbers[0], to: numbers[1], progress: numbers[2])
        case .word(let id):
            guard peek == .symbol(".") else {
                throw failure(CourseMessages.needsProperty, id, NodeProperty.allCases.map(\.rawValue).joined(separator: ", "))
            }
            position += 1
            let name = try word()
            guard let property = NodeProperty(rawValue: name) else {
                throw failure(CourseMessages.unknownProperty, name, NodeProperty.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return .node(id, property)
        case .symbol(let s): throw failure(CourseMessages.unexpectedSymbol, s)
        }
    }
}
