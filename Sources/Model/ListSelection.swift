/// `List(selection: $selected)` (a single optional value or a `Set`): a tap on a row selects it,
/// the value being the row's `.tag`, else its ForEach element's id (Apple's documentation of
/// `List(_:selection:rowContent:)`: the rows are tagged with their ids).
public struct ListSelection {
    /// Selects the row with this value (a `Set` selection gets it inserted).
    public var select: (any LearnerValue) throws -> Void
    /// Nothing is selected: nil, or an empty set.
    public var isEmpty: () -> Bool
    /// What the binding holds, as `print` shows it.
    public var shownValue: () -> String
    /// Selects nothing: the detail it showed was popped.
    public var clear: () throws -> Void
    public init(select: @escaping (any LearnerValue) throws -> Void, isEmpty: @escaping () -> Bool,
                shownValue: @escaping () -> String, clear: @escaping () throws -> Void) {
        self.select = select; self.isEmpty = isEmpty; self.shownValue = shownValue; self.clear = clear
    }
}
