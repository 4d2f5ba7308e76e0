import ViewlabModel

/// A custom view's subtree as the last walk through it left it: the view value it resolved to
/// (returned again as it is, so the unchanged part of the tree is shared, not rebuilt), the nodes
/// below in tree order, the controls and tagged texts found there, and the context it was walked
/// in. A pass that finds nothing changed there reuses them instead of walking again. A class held
/// by custom views' nodes only: its 184 bytes in every node would make a list's nodes half again as large.
final class WalkedSubtree {
    var resolvedView: ViewValue?
    var nodes: ArraySlice<RenderNode> = []
    var controls: ArraySlice<ControlEntry> = []
    var texts: ArraySlice<(identifier: String, text: String)> = []
    /// Where the subtree's nodes, controls and texts start and end in the walk that last went
    /// through it; the slices above are cut once that walk is over, sharing its arrays.
    var ranges: (nodes: Range<Int>, controls: Range<Int>, texts: Range<Int>)?
    var context: Reconciliation.Context?
}
