import ViewlabModel
import ViewlabSwiftUI

/// What SwiftUI keeps for a view itself, outside the learner's state, as events leave it: a
/// control's own selection or expansion when no binding holds it, a stack's pages, the
/// presentations shown. A node's part, made when the node first needs it; it goes with the node.
final class ViewUIState {
    /// A TabView's selection.
    var tab = TabSelection()
    /// A List row with `swipeActions`: the edges it has actions at, and the one a `swipe` revealed.
    var swipe: (edges: Set<Bool>, revealed: Bool?) = ([], nil)
    /// A DisclosureGroup without an `isExpanded` binding: whether a tap expanded it.
    var isExpanded = false
    /// A Menu, or a view with a `contextMenu`: whether its menu is open.
    var isMenuOpen = false
    /// A NavigationStack's pages.
    var navigation = NavigationState()
    /// A NavigationStack's edit mode, which its pages see.
    let editMode = EditModeStore()
    /// A view with `.scrollPosition(id:)`: the id its scroll view was last scrolled to, or reported.
    var scrolledTo: String?
    /// The presentations on this view that have been shown, by style.
    var layers: [Presentation.Style: PresentedLayer] = [:]
}
