/// The inline Markdown a `Text` made from a string literal shows styled (Apple's documentation of
/// `Text.init(_:tableName:bundle:comment:)`: a `LocalizedStringKey` literal "interprets Markdown";
/// `AttributedString(markdown:)` with inline-only syntax): `**strong**` and `__strong__`,
/// `*emphasis*` and `_emphasis_`, `~~strikethrough~~`, `` `code` ``, `[link](url)` and backslash
/// escapes. The markers are not shown; a `Text` of a `String` variable or `Text(verbatim:)` keeps
/// them. viewlab's metric ignores weight and slant, and pictures draw a Text in one style, so what
/// is left is the text without its markers (KNOWN-GAPS.md).
public enum InlineMarkdown {
    /// Whether a literal may hold Markdown at all: most hold none, and keep their text as written.
    public static func mayApply(to literal: String) -> Bool {
        // In ASCII text each byte is a character, so the bytes say, without comparing characters.
        if literal.isASCII { return literal.utf8.contains { markBytes.contains($0) } }
        return literal.contains { marks.contains($0) }
    }
    private static let marks = "*_~`[\\"
    private static let markBytes = Set(marks.utf8)

    public static func plainText(of source: String) -> String {
        let chars = Array(source)
        var out = "", i = 0
        while i < chars.count {
            let c = chars[i]
            // `\*`: the punctuation itself.
            if c == "\\", i + 1 < chars.count, chars[i + 1].isPunctuation || chars[i + 1].isSymbol {
                out.append(chars[i + 1]); i += 2; continue
            }
            // `` `code` ``: its characters as they are.
            if c == "`", let end = chars[(i + 1)...].firstIndex(of: "`") {
                out += String(chars[(i + 1)..<end]); i = end + 1; continue
            }
            // `[title](url)`: the title.
            if c == "[", let close = Self.closing(chars, from: i), close + 1 < chars.count, chars[close + 1] == "(",
               let paren = chars[(close + 1)...].firstIndex(of: ")") {
                out += plainText(of: String(chars[(i + 1)..<close])); i = paren + 1; continue
            }
            if let (marker, end) = Self.span(chars, at: i) {
                out += plainText(of: String(chars[(i + marker.count)..<end])); i = end + marker.count; continue
            }
            out.append(c); i += 1
        }
        return out
    }

    /// The `]` closing the `[` at `start`, nested brackets counted.
    private static func closing(_ chars: [Character], from start: Int) -> Int? {
        var depth = 0
        for j in start..<chars.count {
            if chars[j] == "[" { depth += 1 }
            if chars[j] == "]" { depth -= 1; if depth == 0 { return j } }
        }
        return nil
    }

    /// A delimited span opening at `i`: its marker and where its closing marker starts. As CommonMark
    /// flanking rules have it, the opening marker is followed by a non-space and the closing one
    /// preceded by one, and `_` does not open or close inside a word (`snake_case` stays).
    private static func span(_ chars: [Character], at i: Int) -> (String, Int)? {
        for marker in ["**", "__", "~~", "*", "_"] {
            let m = Array(marker)
            guard i + m.count < chars.count, Array(chars[i..<(i + m.count)]) == m, !chars[i + m.count].isWhitespace else { continue }
            // A run of markers is taken whole: `** x**` opens neither `**` nor `*`.
            if m.count == 1, chars[i + 1] == m[0] { continue }
            if m[0] == "_", i > 0, chars[i - 1].isLetter || chars[i - 1].isNumber { continue }
            var j = i + m.count + 1
            while j + m.count <= chars.count {
                if Array(chars[j..<(j + m.count)]) == m, !chars[j - 1].isWhitespace,
                   !(m[0] == "_" && j + m.count < chars.count && (chars[j + m.count].isLetter || chars[j + m.count].isNumber)),
                   // `**` is not a single `*` twice.
                   !(m.count == 1 && j + 1 < chars.count && chars[j + 1] == m[0]) {
                    return (marker, j)
                }
                j += 1
            }
        }
        return nil
    }
}
