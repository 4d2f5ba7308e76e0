/// What a view tells the `Grid` it is a cell of (Apple's documentation of the modifiers; the book
/// leaves the grid undocumented, TiS L1951–1953).
public enum GridCellTrait: Sendable {
    /// `gridCellColumns(_:)`: the cell spans this many columns.
    case columns(Int)
    /// `gridColumnAlignment(_:)`: how every cell of the cell's column is aligned horizontally.
    case columnAlignment(AlignmentKey)
    /// `gridCellAnchor(_:)`: where the cell's view sits in its cell, overriding the alignments.
    case anchor(UnitPoint)
    /// `gridCellUnsizedAxes(_:)`: on these axes the cell takes the size its column and row get from
    /// the other cells, and has no say in it.
    case unsizedAxes(Set<Axis>)
}
