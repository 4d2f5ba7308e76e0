import ViewlabModel

/// TabView: takes the whole proposal, keeps a strip at the bottom for the tab bar, and centres the
/// selected tab in the rest; the other tabs are not laid out. The bar is 49 pt, UIKit's tab bar
/// height on iPhone in portrait (not in the books, which do not lay out a TabView), and 0 under
/// `.tabViewStyle(.page)`. The bar's items are not drawn.
final class TabViewLayout: LayoutAlgorithm {
    static let tabBarHeight = 49.0
    let selected: Int
    let tabBarHeight: Double

    init(selected: Int, tabBarHeight: Double) { self.selected = selected; self.tabBarHeight = tabBarHeight }

    private func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width, height: p.height.map { max(0, $0 - tabBarHeight) })
    }

    private var reason: String {
        tabBarHeight > 0 ? "the proposal less the \(formatNumber(tabBarHeight)) pt tab bar" : "the proposal (page style: no tab bar)"
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        guard children.indices.contains(selected) else { return Size(width: proposal.width ?? 0, height: proposal.height ?? tabBarHeight) }
        let tab = try context.size(of: children[selected], contentProposal(proposal), because: reason)
        context.because("fills the proposal")
        return Size(width: proposal.width ?? tab.width, height: proposal.height ?? tab.height + tabBarHeight)
    }

    func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                       context: LayoutContext) throws -> [Placement] {
        guard children.indices.contains(selected) else { return [] }
        let p = contentProposal(ProposedViewSize(width: size.width, height: size.height))
        let tab = try context.size(of: children[selected], p, because: reason)
        let origin = Point(x: (size.width - tab.width) / 2, y: (size.height - tabBarHeight - tab.height) / 2)
        return [Placement(child: children[selected], origin: origin, proposal: p,
                          reason: context.isTracing ? "tab \(selected + 1) of \(children.count), centred above the tab bar" : "")]
    }
}
