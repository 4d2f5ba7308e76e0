import ViewlabModel

/// What a view tells the layout it is a subview of, passed through the modifiers around it (like
/// its priority, spec §8.6) so that the layout finds it on the subview: the learner's
/// `.layoutValue(key:value:)`s by key type, and the cell traits a `Grid` reads. The outermost
/// modifier of each kind wins.
public struct SubviewValues {
    /// `.layoutValue(key:value:)`, by the key's type name, as `subview[Key.self]` reads it.
    public var layoutValues: [String: any LearnerValue] = [:]
    /// `gridCellColumns(_:)`.
    var gridColumns: Int?
    /// `gridColumnAlignment(_:)`.
    var gridColumnAlignment: AlignmentKey?
    /// `gridCellAnchor(_:)`.
    var gridAnchor: UnitPoint?
    /// `gridCellUnsizedAxes(_:)`.
    var gridUnsizedAxes: Set<Axis>?

    mutating func set(_ trait: GridCellTrait) {
        switch trait {
        case .columns(let n): gridColumns = n
        case .columnAlignment(let key): gridColumnAlignment = key
        case .anchor(let point): gridAnchor = point
        case .unsizedAxes(let axes): gridUnsizedAxes = axes
        }
    }
}
