/// `.scrollPosition(id: $id, anchor:)` on a ScrollView (iOS 17): a binding to the id of the view the
/// scroll view shows first. Set by code, the scroll view scrolls to that view (`anchor`, else its top
/// at the top: viewlab's model, as the binding reports the first view shown); scrolled by a `scroll`
/// event, the binding takes the id of the first row shown (Apple's documentation of
/// `scrollPosition(id:anchor:)`: "the identity of the view ... as the user scrolls").
public struct ScrollPosition {
    /// The id the binding holds, as `print` shows it; nil while it holds nil.
    public var shownID: () -> String?
    /// Writes a row's id (a ForEach element's id value) into the binding.
    public var write: (any LearnerValue) throws -> Void
    public var anchor: UnitPoint?
    public init(shownID: @escaping () -> String?, write: @escaping (any LearnerValue) throws -> Void, anchor: UnitPoint?) {
        self.shownID = shownID; self.write = write; self.anchor = anchor
    }
}
