/// A value of the learner's program that the view tree carries without reading it: a tag, a watched
/// value, a preference, an environment object, a layout value, a component style. The Language
/// layer's `Value` is its one conformer; the layers that read such values (SwiftUI, Runtime) are
/// the ones that made them. What the layers in between may ask is here, so they never cast.
public protocol LearnerValue {
    /// Swift's `==`, as SwiftUI compares a watched value (`onChange(of:)`, `task(id:)`) or two
    /// preference values (update-cycle-research.md §2.8): false across types.
    func isEqual(to other: any LearnerValue) -> Bool
    /// Whether the update cycle sees `other` as the same value: an environment value or a view's
    /// property that did not change (update-cycle-research.md §2.1, §2.5).
    func isSame(as other: any LearnerValue) -> Bool
}
