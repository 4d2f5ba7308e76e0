/// Column helpers for the text tables, without Foundation.
extension String {
    /// The string padded with spaces to `width` characters (never cut).
    func padded(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }

    /// The string right-aligned in `width` characters.
    func rightAligned(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
