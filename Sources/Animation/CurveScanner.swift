import ViewlabModel

/// Character-level reading for `CurveParser`: names, numbers, punctuation, each with its offset.
struct Scanner {
    let text: String
    private let chars: [Character]
    private(set) var position = 0

    init(text: String) { self.text = text; self.chars = Array(text) }

    var atEnd: Bool { position >= chars.count }

    mutating func skipSpace() { while position < chars.count, chars[position].isWhitespace { position += 1 } }

    /// Consumes `c` (after spaces) when it is next.
    mutating func take(_ c: Character) -> Bool {
        skipSpace()
        guard position < chars.count, chars[position] == c else { return false }
        position += 1
        skipSpace()
        return true
    }

    func peekWord() -> String { var copy = self; return copy.word() }

    /// An identifier (letters, digits, `_`), possibly empty.
    mutating func word() -> String {
        skipSpace()
        let start = position
        while position < chars.count, chars[position].isLetter || chars[position].isNumber || chars[position] == "_" { position += 1 }
        return String(chars[start..<position])
    }

    func slice(_ range: Range<Int>) -> String { String(chars[range]) }

    func error(_ message: Message, _ values: Any..., at offset: Int? = nil) -> CurveParseError {
        var e = CurveParseError(message.en, input: text, offset: min(offset ?? position, chars.count))
        let filled = message.filled(with: values)
        e.message = filled.en; e.text = filled
        return e
    }

    /// `name` or `name(arguments)`.
    mutating func call() throws(CurveParseError) -> Call {
        skipSpace()
        let start = position
        let name = word()
        guard !name.isEmpty else { throw error(.expectedName) }
        var arguments: [Call.Argument] = []
        skipSpace()
        if take("(") {
            while !take(")") {
                if !arguments.isEmpty, !take(",") { throw error(atEnd ? .missingParenthesis : .expectedCommaOrParenthesis) }
                arguments.append(try argument())
            }
        }
        var end = position
        while end > start, chars[end - 1].isWhitespace { end -= 1 }
        return Call(name: name, offset: start, source: slice(start..<end), arguments: arguments)
    }

    private mutating func argument() throws(CurveParseError) -> Call.Argument {
        skipSpace()
        let start = position
        var label: String?
        let name = peekWord()
        if let first = name.first, first.isLetter || first == "_" {
            var copy = self
            _ = copy.word()
            if copy.take(":") { label = name; self = copy }
        }
        skipSpace()
        let valueOffset = position
        return Call.Argument(label: label, labelOffset: start, value: try literal(), offset: valueOffset)
    }

    /// A number, `true`/`false`, or one of the non-finite spellings (`.nan`, `Double.infinity`, …),
    /// which are read so that they can be rejected with a precise message.
    private mutating func literal() throws(CurveParseError) -> Call.Literal {
        skipSpace()
        let start = position
        var sign = 1.0
        if position < chars.count, chars[position] == "-" || chars[position] == "+" {
            if chars[position] == "-" { sign = -1 }
            position += 1
        }
        if position < chars.count, chars[position].isNumber || chars[position] == "." && position + 1 < chars.count && chars[position + 1].isNumber {
            let digitsStart = position
            while position < chars.count, chars[position].isNumber || chars[position] == "." || chars[position] == "_"
                || (chars[position] == "e" || chars[position] == "E")
                || ((chars[position] == "-" || chars[position] == "+") && (chars[position - 1] == "e" || chars[position - 1] == "E")) {
                position += 1
            }
            let digits = slice(digitsStart..<position).filter { $0 != "_" }
            guard let value = Double(digits) else { throw error(.notANumber, slice(start..<position), at: start) }
            return .number(sign * value)
        }
        if position < chars.count, chars[position] == "." { position += 1 }
        var name = word()
        if name == "Double" || name == "CGFloat", take(".") { name = word() }
        switch name {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "nan", "NaN": return .number(.nan)
        case "infinity", "inf": return .number(sign * .infinity)
        case "": throw error(atEnd ? .missingValue : .expectedNumber, at: start)
        default: throw error(.notANumber, name, at: start)
        }
    }
}
