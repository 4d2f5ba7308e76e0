import ViewlabModel

/// Column helpers for the text tables, without Foundation. Widths are terminal columns
/// (`displayWidth`): a Chinese character takes two.
extension String {
    /// The string padded with spaces to `width` columns (never cut).
    public func padded(_ width: Int) -> String {
        let own = displayWidth
        return own >= width ? self : self + String(repeating: " ", count: width - own)
    }

    /// The string right-aligned in `width` columns.
    public func rightAligned(_ width: Int) -> String {
        let own = displayWidth
        return own >= width ? self : String(repeating: " ", count: width - own) + self
    }
}
