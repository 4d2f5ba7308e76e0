extension Character {
    /// Whether the character is full-width (East Asian Width F or W): a CJK ideograph, kana, hangul,
    /// or a full-width punctuation mark or form. Such a character is one em wide in text and takes
    /// two columns in a terminal.
    public var isFullWidth: Bool { unicodeScalars.first?.isFullWidth ?? false }
}

extension Unicode.Scalar {
    /// Whether the scalar is full-width: the blocks of Unicode's EastAsianWidth.txt that are wide as
    /// a whole; emoji are left out (their width varies between terminals).
    public var isFullWidth: Bool {
        guard value >= 0x1100 else { return false }
        switch value {
        case 0x1100...0x115F,          // Hangul Jamo initial consonants
             0x2E80...0x303E,          // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
             0x3041...0x33FF,          // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
             0x3400...0x4DBF,          // CJK Extension A
             0x4E00...0x9FFF,          // CJK Unified Ideographs
             0xA000...0xA4CF,          // Yi
             0xAC00...0xD7A3,          // Hangul syllables
             0xF900...0xFAFF,          // CJK compatibility ideographs
             0xFE30...0xFE4F,          // CJK compatibility forms
             0xFF00...0xFF60,          // Fullwidth forms
             0xFFE0...0xFFE6,          // Fullwidth signs
             0x20000...0x2FFFD, 0x30000...0x3FFFD:  // CJK Extensions B onwards
            return true
        default:
            return false
        }
    }
}

extension String {
    /// The columns the string takes in a terminal: two for each full-width character, one for
    /// anything else. Tables and diagrams align by it, so Chinese labels keep columns straight.
    public var displayWidth: Int {
        // ASCII is one column a byte.
        if isASCII { return utf8.count }
        // Latin text and the tree diagrams' box drawing (`├─`, `│`): one column a scalar, no scalar
        // joining the one before, so the characters need not be found (which costs far more).
        if unicodeScalars.allSatisfy({ (0x20..<0x300).contains($0.value) || (0x2190...0x25FF).contains($0.value) }) { return unicodeScalars.count }
        return reduce(0) { $0 + ($1.isFullWidth ? 2 : 1) }
    }
}

extension StringProtocol {
    /// Whether every character is ASCII, told from the bytes: such text needs none of Unicode's
    /// tables (widths, full-width breaks, markdown's marks).
    public var isASCII: Bool {
        // Where the bytes lie in one buffer (a native or small string), all of them or'ed together
        // in a loop the compiler widens; walking the view index by index cost a listing of 40,000
        // lines 20 million instructions.
        utf8.withContiguousStorageIfAvailable { $0.reduce(0, |) < 0x80 } ?? utf8.allSatisfy { $0 < 0x80 }
    }
}
