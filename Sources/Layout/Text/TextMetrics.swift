import ViewlabModel

/// The deterministic text metric model of spec layout.md §5, in one table a lesson can replace.
///
/// Body text (17 pt) measures an uppercase letter 9, lowercase 6, a digit 7, a space 4, narrow
/// punctuation 3, "…" 9 and anything else 6; a line is 17 tall with an ascent of 13. That
/// reproduces the book's two measured strings (B1338, B1631):
///
///     "Favorite"      = 9 + 7·6                  = 51 × 17
///     "Hello, World!" = 2·9 + 8·6 + 2·3 + 4      = 76 × 17
///
/// Other sizes scale every width by r = size / 17, rounded to 0.5, and the line and ascent by r,
/// rounded to whole points (caption, 12 pt: 6.5 / 4 / 5 / 3 / 2, line 12).
///
/// viewlab's extension for CJK text (issue 14; not in layout.md): a full-width character (an
/// ideograph, kana, hangul, full-width punctuation or form) is one em wide, the point size, as in
/// every CJK font: "你好，世界" at 17 pt is 5 × 17 = 85 wide.
public struct TextMetrics: Sendable, Equatable {
    /// Named in every output, so a learner knows these are simulated numbers.
    public var name: String
    public var uppercase: Double, lowercase: Double, digit: Double, space: Double
    public var narrowPunctuation: Double, other: Double, ellipsis: Double
    public var lineHeight: Double, ascent: Double
    /// The size the table is written for (body text).
    public var referencePointSize: Double

    public init(name: String, uppercase: Double, lowercase: Double, digit: Double, space: Double,
                narrowPunctuation: Double, other: Double, ellipsis: Double, lineHeight: Double,
                ascent: Double, referencePointSize: Double) {
        self.name = name; self.uppercase = uppercase; self.lowercase = lowercase; self.digit = digit
        self.space = space; self.narrowPunctuation = narrowPunctuation; self.other = other
        self.ellipsis = ellipsis; self.lineHeight = lineHeight; self.ascent = ascent
        self.referencePointSize = referencePointSize
    }

    /// spec layout.md §5, "Proposed deterministic model".
    public static let standard = TextMetrics(
        name: "viewlab-17 (spec layout.md §5: upper 9, lower 6, digit 7, space 4, line 17)",
        uppercase: 9, lowercase: 6, digit: 7, space: 4, narrowPunctuation: 3, other: 6, ellipsis: 9,
        lineHeight: 17, ascent: 13, referencePointSize: 17)

    /// One line of text at a point size, unwrapped: its width, line height and ascent (for text a
    /// `Canvas` draws, which no layout wraps).
    public func measure(_ line: String, pointSize: Double) -> (width: Double, lineHeight: Double, ascent: Double) {
        let f = font(pointSize: pointSize)
        return (line.reduce(0) { $0 + f.width(of: $1) }, f.lineHeight, f.ascent)
    }

    /// The table scaled to one point size.
    func font(pointSize: Double) -> ScaledFont {
        let r = pointSize / referencePointSize
        func half(_ w: Double) -> Double { r == 1 ? w : (w * r * 2).rounded() / 2 }
        return ScaledFont(uppercase: half(uppercase), lowercase: half(lowercase), digit: half(digit),
                          space: half(space), narrow: half(narrowPunctuation), other: half(other),
                          ellipsis: half(ellipsis), fullWidth: pointSize,
                          lineHeight: r == 1 ? lineHeight : (lineHeight * r).rounded(),
                          ascent: r == 1 ? ascent : (ascent * r).rounded())
    }
}

/// One font size of the metric table: widths per character class, line height and ascent.
struct ScaledFont {
    var uppercase, lowercase, digit, space, narrow, other, ellipsis, fullWidth, lineHeight, ascent: Double

    func width(of character: Character) -> Double {
        // ASCII first, by byte: comparing Characters is a string comparison each. "\r\n" is one
        // character whose asciiValue is "\n", so it is `other`, as every control character is.
        if let ascii = character.asciiValue { return width(ascii: ascii) }
        if character == "…" { return ellipsis }
        if character.isFullWidth { return fullWidth }
        if character.isUppercase { return uppercase }
        if character.isLowercase { return lowercase }
        if character.isNumber { return digit }
        return other
    }

    /// An ASCII character's width: the classes of spec layout.md §5.
    func width(ascii: UInt8) -> Double {
        switch ascii {
        case UInt8(ascii: " "): space
        case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "!"), UInt8(ascii: "'"), UInt8(ascii: ":"),
             UInt8(ascii: ";"), UInt8(ascii: "|"), UInt8(ascii: "-"): narrow
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): uppercase
        case UInt8(ascii: "a")...UInt8(ascii: "z"): lowercase
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit
        default: other
        }
    }

    func width<S: Sequence>(of text: S) -> Double where S.Element == Character {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// A string's width, summed byte by byte while it is ASCII (the same sum, in the same order, as
    /// character by character; "\r\n" counts once).
    func width<S: StringProtocol>(of text: S) -> Double {
        asciiWidths(of: text)?.total ?? text.reduce(0) { $0 + width(of: $1) }
    }

    /// `width(of: text.trimmingTrailingSpaces)`, the same sum, with no trimmed copy made.
    func widthWithoutTrailingSpaces(_ text: String) -> Double {
        asciiWidths(of: text)?.withoutTrailingSpaces ?? width(of: text.trimmingTrailingSpaces)
    }

    /// An ASCII string's width summed byte by byte, and the sum as it stood after its last byte that
    /// is not a space; nil at the first byte outside ASCII.
    private func asciiWidths<S: StringProtocol>(of text: S) -> (total: Double, withoutTrailingSpaces: Double)? {
        var total = 0.0, kept = 0.0, previous: UInt8 = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            if !(byte == UInt8(ascii: "\n") && previous == UInt8(ascii: "\r")) { total += width(ascii: byte) }
            if byte != UInt8(ascii: " ") { kept = total }
            previous = byte
        }
        return (total, kept)
    }
}
