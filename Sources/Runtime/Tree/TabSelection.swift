/// A TabView node's selection.
struct TabSelection {
    /// The tab a tap on a tab item chose, for a TabView without a selection binding.
    var chosen: Int?
}
