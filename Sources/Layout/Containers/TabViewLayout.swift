import ViewlabModel

/// TabView: takes the whole proposal, keeps a strip at the bottom for the tab bar, and centres the
/// selected tab in the rest; the other tabs are not laid out. The bar is 49 pt, UIKit's tab bar
/// height on iPhone in portrait (not in the books, which do not lay out a TabView), and 0 under
/// `.tabViewStyle(.page)`. The bar's items share its width equally, each its symbol over its
/// title (viewlab's model of UITabBar's stacked items: the symbol centred in the top 30 points,
/// the 10-point title 4 points above the bar's bottom).
final class TabViewLayout: LayoutAlgorithm {
    static let tabBarHeight = 49.0
    static let itemSymbolArea = 30.0
    static let itemTitleBottom = 4.0
    let selected: Int
    let tabBarHeight: Double
    /// How many of the children are tabs; the rest are the bar's items.
    let tabs: Int
    /// The tab each item is for: a tab with no `.tabItem` has an empty slot in the bar.
    let itemTabs: [Int]

    init(selected: Int, tabBarHeight: Double, tabs: Int, itemTabs: [Int]) {
        self.selected = selected; self.tabBarHeight = tabBarHeight; self.tabs = tabs; self.itemTabs = itemTabs
    }

    private func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width, height: p.height.map { max(0, $0 - tabBarHeight) })
    }

    private var reason: Bilingual {
        tabBarHeight > 0 ? Message.tabContentProposal.filled([formatNumber(tabBarHeight)]) : Message.tabPageProposal.filled([])
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        guard selected < tabs, children.indices.contains(selected) else { return Size(width: proposal.width ?? 0, height: proposal.height ?? tabBarHeight) }
        let tab = try context.size(of: children[selected], contentProposal(proposal), because: reason)
        context.because(Message.fillsProposal.filled([]))
        return Size(width: proposal.width ?? tab.width, height: proposal.height ?? tab.height + tabBarHeight)
    }

    func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                       context: LayoutContext) throws -> [Placement] {
        guard selected < tabs, children.indices.contains(selected) else { return [] }
        let p = contentProposal(ProposedViewSize(width: size.width, height: size.height))
        let tab = try context.size(of: children[selected], p, because: reason)
        let origin = Point(x: (size.width - tab.width) / 2, y: (size.height - tabBarHeight - tab.height) / 2)
        var placements = [Placement(child: children[selected], origin: origin, proposal: p,
                                    reason: context.isTracing ? Message.tabPlaced.filled(["\(selected + 1)", "\(tabs)"]) : .empty)]
        let items = Array(children.dropFirst(tabs))
        guard tabBarHeight > 0, !items.isEmpty else { return placements }
        let width = size.width / Double(tabs)
        let itemProposal = ProposedViewSize(width: width, height: tabBarHeight)
        for (item, tab) in zip(items, itemTabs) {
            let s = try context.size(of: item, itemProposal, because: Message.tabItemProposal.filled([]))
            placements.append(Placement(child: item, origin: Point(x: Double(tab) * width + (width - s.width) / 2, y: size.height - tabBarHeight),
                                        proposal: itemProposal,
                                        reason: context.isTracing ? Message.tabItemPlaced.filled(["\(tab + 1)", "\(tabs)"]) : .empty))
        }
        return placements
    }

    /// Which of the bar's items is the selected tab's: drawn in the accent colour.
    func isSelectedItem(_ child: Int) -> Bool { isItem(child) && itemTabs[child - tabs] == selected }
    func isItem(_ child: Int) -> Bool { child >= tabs }
}

/// A tab bar item: its symbol centred in the bar's top 30 points, its title under it.
final class TabItemLayout: LayoutAlgorithm {
    /// Which children are there: the symbol, the title.
    let hasSymbol: Bool, hasTitle: Bool

    init(hasSymbol: Bool, hasTitle: Bool) { self.hasSymbol = hasSymbol; self.hasTitle = hasTitle }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        var width = 0.0
        for child in children { width = max(width, try context.size(of: child, ProposedViewSize(width: proposal.width, height: nil)).width) }
        context.because(Message.tabItemReports.filled([]))
        return Size(width: width, height: TabViewLayout.tabBarHeight)
    }

    func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                       context: LayoutContext) throws -> [Placement] {
        let p = ProposedViewSize(width: proposal.width, height: nil)
        return try children.enumerated().map { i, child in
            let s = try context.size(of: child, p)
            let isSymbol = hasSymbol && i == 0
            let y = isSymbol ? (TabViewLayout.itemSymbolArea - s.height) / 2 : size.height - TabViewLayout.itemTitleBottom - s.height
            return Placement(child: child, origin: Point(x: (size.width - s.width) / 2, y: y), proposal: p,
                             reason: context.isTracing ? (isSymbol ? Message.tabSymbolPlaced : Message.tabTitlePlaced).filled([]) : .empty)
        }
    }
}
