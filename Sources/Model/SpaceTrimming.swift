/// Spaces (U+0020 only) taken off the ends of a text: padded table cells, rows whose last column is
/// empty, options typed with a space too many. Tabs and line breaks stay: there they are content.
extension StringProtocol {
    /// Without the spaces at its start.
    public var trimmingLeadingSpaces: SubSequence { drop { $0 == " " } }

    /// Without the spaces at its end.
    public var trimmingTrailingSpaces: String {
        // The last scalar, not the last Character (which walks the graphemes back): a text ending in
        // a space ends in its scalar, and one ending otherwise is taken whole by the path below too.
        guard unicodeScalars.last == " " else { return String(self) }
        return String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
    }

    /// Without the spaces at either end.
    public var trimmingSpaces: String { trimmingLeadingSpaces.trimmingTrailingSpaces }
}
