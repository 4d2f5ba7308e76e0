import ViewlabModel

/// Column helpers for the text tables, without Foundation. Widths are terminal columns
/// (`displayWidth`): a Chinese character takes two.
extension String {
    /// The string padded with spaces to `width` columns (never cut).
    public func padded(_ width: Int) -> String {
        let own = displayWidth
        return own >= width ? self : self + Self.spaces(width - own)
    }

    /// The string right-aligned in `width` columns.
    public func rightAligned(_ width: Int) -> String {
        let own = displayWidth
        return own >= width ? self : Self.spaces(width - own) + self
    }

    /// `count` spaces, made from bytes: `String(repeating: " ", count:)` repeats a string, which
    /// costs twice as much, and a 10,000-row listing pads every row.
    static func spaces(_ count: Int) -> String {
        String(decoding: repeatElement(UInt8(ascii: " "), count: count), as: UTF8.self)
    }
}
