import ViewlabModel

/// What a view tells the layout it is a subview of, passed through the modifiers around it (like
/// its priority, spec §8.6) so that the layout finds it on the subview: the learner's
/// `.layoutValue(key:value:)`s by key type, and the cell traits a `Grid` reads. The outermost
/// modifier of each kind wins. Most views have none: they keep one empty reference, so that a layout
/// node stays small (a 10,000-row list has 40,000 of them, and a larger node is a slower layout).
public struct SubviewValues {
    private final class Storage {
        var layoutValues: [String: any LearnerValue] = [:]
        var gridColumns: Int?
        var gridColumnAlignment: AlignmentKey?
        var gridAnchor: UnitPoint?
        var gridUnsizedAxes: Set<Axis>?

        func copy() -> Storage {
            let c = Storage()
            c.layoutValues = layoutValues; c.gridColumns = gridColumns; c.gridColumnAlignment = gridColumnAlignment
            c.gridAnchor = gridAnchor; c.gridUnsizedAxes = gridUnsizedAxes
            return c
        }
    }
    private var storage: Storage?

    /// `.layoutValue(key:value:)`, by the key's type name, as `subview[Key.self]` reads it.
    public var layoutValues: [String: any LearnerValue] {
        get { storage?.layoutValues ?? [:] }
        set { writable().layoutValues = newValue }
    }
    /// `gridCellColumns(_:)`.
    var gridColumns: Int? { storage?.gridColumns }
    /// `gridColumnAlignment(_:)`.
    var gridColumnAlignment: AlignmentKey? { storage?.gridColumnAlignment }
    /// `gridCellAnchor(_:)`.
    var gridAnchor: UnitPoint? { storage?.gridAnchor }
    /// `gridCellUnsizedAxes(_:)`.
    var gridUnsizedAxes: Set<Axis>? { storage?.gridUnsizedAxes }

    mutating func set(_ trait: GridCellTrait) {
        let s = writable()
        switch trait {
        case .columns(let n): s.gridColumns = n
        case .columnAlignment(let key): s.gridColumnAlignment = key
        case .anchor(let point): s.gridAnchor = point
        case .unsizedAxes(let axes): s.gridUnsizedAxes = axes
        }
    }

    /// The storage, this value's own (values are copied through modifiers, and each keeps what it had).
    private mutating func writable() -> Storage {
        if isKnownUniquelyReferenced(&storage), let storage { return storage }
        let own = storage?.copy() ?? Storage()
        storage = own
        return own
    }
}
