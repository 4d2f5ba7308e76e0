/// A TabView node's selection.
struct TabSelection {
    /// Through a binding: how to read the tab to show, and the one shown. The TabView's node
    /// depends on it, as SwiftUI's TabView reads its selection itself.
    var binding: (read: () throws -> Int, shown: Int)?
    /// The tab a tap on a tab item chose, for a TabView without a selection binding.
    var chosen: Int?
}
