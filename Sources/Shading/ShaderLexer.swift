// GLSL ES 1.0 §3: the shader's characters, comments and tokens.

import ViewlabModel

struct GLSLToken: Sendable {
    enum Kind: Sendable { case identifier, number, symbol, end }
    var kind: Kind
    var text: String
    /// A number token's value (GLSL ES 1.0 §4.1.3, §4.1.4).
    var number: Double = 0
    var pos: GLSLPos
    /// Just after the token's last character: where a missing ';' belongs.
    var end: GLSLPos
}

enum GLSLLexer {
    /// GLSL ES 1.0 §3.8 (operators), longest first so that `+=` is one token, not `+` `=`.
    static let symbols: [String] = [
        "<<=", ">>=",
        "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "==", "!=", "<=", ">=", "&&", "||", "^^", "<<", ">>",
        "+", "-", "*", "/", "%", "<", ">", "=", "!", "(", ")", "{", "}", "[", "]", ";", ",", ".", "?", ":", "&", "|", "^", "~",
    ]
    /// Full-width punctuation a Chinese input method types, with the ASCII the shader needs.
    static let fullWidth: [Unicode.Scalar: String] = [
        "；": ";", "（": "(", "）": ")", "，": ",", "｛": "{", "｝": "}", "＝": "=", "＋": "+", "－": "-",
        "＊": "*", "／": "/", "．": ".", "。": ".", "：": ":", "？": "?", "！": "!", "＜": "<", "＞": ">", "［": "[", "］": "]",
    ]

    static func tokens(in source: String) throws -> [GLSLToken] {
        let s = Array(source.unicodeScalars)
        var out: [GLSLToken] = []
        var i = 0, line = 1, column = 1
        var atLineStart = true
        func at(_ k: Int) -> Unicode.Scalar? { k < s.count ? s[k] : nil }
        func advance() {
            if s[i] == "\n" { line += 1; column = 1 } else { column += 1 }
            i += 1
        }
        func isLetter(_ c: Unicode.Scalar) -> Bool { (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_" }
        func isDigit(_ c: Unicode.Scalar?) -> Bool { c.map { $0 >= "0" && $0 <= "9" } ?? false }

        while i < s.count {
            let c = s[i]
            if c == "\n" { advance(); atLineStart = true; continue }
            if c == " " || c == "\t" || c == "\r" || c == "\u{0B}" || c == "\u{0C}" || c == "\u{A0}" || c == "\u{3000}" {
                advance(); continue
            }
            // §3.4: `//` to the end of the line, and `/* */`, which does not nest.
            if c == "/" && at(i + 1) == "/" {
                while i < s.count && s[i] != "\n" { advance() }
                continue
            }
            if c == "/" && at(i + 1) == "*" {
                let start = GLSLPos(line: line, column: column)
                advance(); advance()
                while i < s.count && !(s[i] == "*" && at(i + 1) == "/") { advance() }
                if i >= s.count { throw GLSLMessage.unterminatedComment.error(at: start) }
                advance(); advance()
                continue
            }
            let start = GLSLPos(line: line, column: column)
            // §3.3: the preprocessor. `#version` and `#extension` change nothing here; the rest is not run.
            if c == "#" && atLineStart {
                var word = "#"
                advance()
                while i < s.count && (s[i] == " " || s[i] == "\t") { advance() }
                while i < s.count && isLetter(s[i]) { word.unicodeScalars.append(s[i]); advance() }
                guard word == "#version" || word == "#extension" else { throw GLSLMessage.preprocessor(word).error(at: start) }
                while i < s.count && s[i] != "\n" { advance() }
                continue
            }
            atLineStart = false
            if isLetter(c) {
                var text = ""
                while i < s.count && (isLetter(s[i]) || isDigit(s[i])) { text.unicodeScalars.append(s[i]); advance() }
                out.append(GLSLToken(kind: .identifier, text: text, pos: start, end: GLSLPos(line: line, column: column)))
                continue
            }
            if isDigit(c) || (c == "." && isDigit(at(i + 1))) {
                out.append(try number(s, &i, &line, &column, start: start))
                continue
            }
            if let symbol = symbols.first(where: { sym in
                sym.unicodeScalars.enumerated().allSatisfy { k, u in at(i + k) == u }
            }) {
                for _ in symbol.unicodeScalars { advance() }
                out.append(GLSLToken(kind: .symbol, text: symbol, pos: start, end: GLSLPos(line: line, column: column)))
                continue
            }
            if let ascii = fullWidth[c] { throw GLSLMessage.fullWidth(String(c), ascii).error(at: start) }
            throw GLSLMessage.unexpectedCharacter(String(c)).error(at: start)
        }
        let end = GLSLPos(line: line, column: column)
        out.append(GLSLToken(kind: .end, text: "", pos: end, end: end))
        return out
    }

    /// §4.1.3 integers (decimal, octal `017`, hex `0x1F`) and §4.1.4 floats (`1.0`, `2.`, `.5`, `1e-3`).
    /// Ints are read as floats: viewlab treats `int` as `float`.
    private static func number(_ s: [Unicode.Scalar], _ i: inout Int, _ line: inout Int, _ column: inout Int,
                               start: GLSLPos) throws -> GLSLToken {
        var text = ""
        func at(_ k: Int) -> Unicode.Scalar? { k < s.count ? s[k] : nil }
        func take() { text.unicodeScalars.append(s[i]); i += 1; column += 1 }
        func isDigit(_ c: Unicode.Scalar?) -> Bool { c.map { $0 >= "0" && $0 <= "9" } ?? false }
        func isHex(_ c: Unicode.Scalar?) -> Bool {
            c.map { isDigit($0) || ($0 >= "a" && $0 <= "f") || ($0 >= "A" && $0 <= "F") } ?? false
        }
        func isWordChar(_ c: Unicode.Scalar?) -> Bool {
            c.map { isDigit($0) || ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || $0 == "_" } ?? false
        }
        var value: Double?
        var isFloat = false
        if s[i] == "0" && (at(i + 1) == "x" || at(i + 1) == "X") {
            take(); take()
            while isHex(at(i)) { take() }
            value = UInt64(text.dropFirst(2), radix: 16).map { Double($0) }
        } else {
            while isDigit(at(i)) { take() }
            if at(i) == "." { isFloat = true; take(); while isDigit(at(i)) { take() } }
            if at(i) == "e" || at(i) == "E" {
                isFloat = true
                take()
                if at(i) == "+" || at(i) == "-" { take() }
                if !isDigit(at(i)) {
                    while isWordChar(at(i)) { take() }
                    throw GLSLMessage.malformedNumber(text).error(at: start)
                }
                while isDigit(at(i)) { take() }
            }
            if isFloat {
                value = Double(text)
            } else if text.count > 1 && text.hasPrefix("0") {
                value = text.allSatisfy { $0 >= "0" && $0 <= "7" } ? UInt64(text, radix: 8).map { Double($0) } : nil
            } else {
                value = Double(text)
            }
        }
        if at(i) == "f" || at(i) == "F", isFloat || !text.hasPrefix("0x") {
            throw GLSLMessage.floatSuffix(isFloat ? text : text + ".0").error(at: start)
        }
        if isWordChar(at(i)) {
            while isWordChar(at(i)) { take() }
            throw GLSLMessage.malformedNumber(text).error(at: start)
        }
        guard let v = value else { throw GLSLMessage.malformedNumber(text).error(at: start) }
        return GLSLToken(kind: .number, text: text, number: v, pos: start, end: GLSLPos(line: line, column: column))
    }
}
