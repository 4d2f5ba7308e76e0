/// Tells whether Swift source is finished or continues on the next line: after an open `(`, `[` or
/// `{`, an `#if` before its `#endif`, or inside a multi-line string (`"""`) or block comment. Brackets inside string literals and
/// comments do not count; interpolations (`"\(x)"`) do, as the code they are. Too many closers count
/// as finished, so that the parser reports them.
enum BracketScanner {
    enum State: Equatable {
        case finished
        case openBracket
        /// Inside a multi-line string or a block comment, where brackets do not count.
        case insideLiteral
    }

    private enum Frame: Equatable {
        case bracket
        case interpolation
        case string(multiline: Bool, hashes: Int)
        case comment
    }

    static func state(of source: String) -> State {
        var stack: [Frame] = []
        let c = Array(source + "\n")
        var i = 0
        func at(_ k: Int, _ s: String) -> Bool {
            var k = k
            for ch in s { guard k < c.count, c[k] == ch else { return false }; k += 1 }
            return true
        }
        /// `#if` or `#endif` as a whole word.
        func directive(_ word: String) -> Bool {
            at(i, word) && !(c[i + word.count].isLetter || c[i + word.count].isNumber || c[i + word.count] == "_")
        }
        func hashes(from k: Int) -> Int {
            var n = 0
            while k + n < c.count, c[k + n] == "#" { n += 1 }
            return n
        }
        while i < c.count {
            switch stack.last {
            case .string(let multiline, let n)?:
                let closer = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: n)
                if at(i, "\\" + String(repeating: "#", count: n)) {
                    let after = i + 1 + n
                    if at(after, "(") { stack.append(.interpolation); i = after + 1 } else { i = n == 0 ? i + 2 : after }
                } else if at(i, closer) {
                    stack.removeLast(); i += closer.count
                } else if c[i] == "\n" && !multiline {
                    stack.removeLast(); i += 1   // an unterminated string ends with its line
                } else { i += 1 }
            case .comment?:
                if at(i, "*/") { stack.removeLast(); i += 2 } else if at(i, "/*") { stack.append(.comment); i += 2 } else { i += 1 }
            default:
                if at(i, "//") {
                    while i < c.count, c[i] != "\n" { i += 1 }
                } else if at(i, "/*") {
                    stack.append(.comment); i += 2
                } else if directive("#if") {
                    stack.append(.bracket); i += 3
                } else if directive("#endif") {
                    if stack.isEmpty { return .finished }
                    stack.removeLast(); i += 6
                } else if c[i] == "#" || c[i] == "\"" {
                    let n = hashes(from: i)
                    if at(i + n, "\"\"\"") { stack.append(.string(multiline: true, hashes: n)); i += n + 3 }
                    else if at(i + n, "\"") { stack.append(.string(multiline: false, hashes: n)); i += n + 1 }
                    else { i += max(n, 1) }
                } else if "([{".contains(c[i]) {
                    stack.append(.bracket); i += 1
                } else if ")]}".contains(c[i]) {
                    if stack.isEmpty { return .finished }
                    stack.removeLast(); i += 1
                } else { i += 1 }
            }
        }
        switch stack.last {
        case nil: return .finished
        case .string?, .comment?: return .insideLiteral
        default: return .openBracket
        }
    }
}
