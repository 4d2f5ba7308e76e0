import ViewlabModel

/// A NavigationStack (or NavigationView, or a collapsed NavigationSplitView): the navigation bar
/// at the top of its frame and the page on top of the stack in the rest, the bar's height being
/// the safe area the page is laid out below. Not in the books: UIKit's bar is 44 points tall, and a
/// large title adds 52 (96 in all); a large title is set 16 points from the leading edge in the
/// area under the bar, an inline one centred in the bar, and the toolbar's items 16 points in from
/// each end, 8 apart (viewlab's model: their places in the bar are not measured). A `.searchable`
/// field adds a 52-point row under the title, the 36-point field 16 points in from each side and 8
/// below the row's top (UISearchController's bar; viewlab's model, not measured). Bottom-bar items
/// are a 44-point toolbar along the bottom edge (UIToolbar's height), laid out as an HStack 16
/// points in from each side, so a Spacer among them spreads them (viewlab's model).
final class NavigationStackLayout: LayoutAlgorithm {
    static let barHeight = 44.0
    static let largeTitleHeight = 52.0
    static let margin = 16.0
    static let itemSpacing = 8.0
    static let searchBarHeight = 52.0
    static let searchFieldTop = 8.0
    static let bottomBarHeight = 44.0

    /// What a child of the stack is: the page, its title, or one of its toolbar's items.
    enum Part: Equatable { case page, title, leading, trailing, principal, search, bottom }

    let bar: Double
    let largeTitle: Bool
    let parts: [Part]
    /// The bottom toolbar's height: 0 without bottom-bar items.
    let bottomBar: Double

    init(bar: Double, largeTitle: Bool, parts: [Part]) {
        self.bar = bar; self.largeTitle = largeTitle; self.parts = parts
        bottomBar = parts.contains(.bottom) ? Self.bottomBarHeight : 0
    }

    private func pageProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width, height: p.height.map { max(0, $0 - bar - bottomBar) })
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        let page = try context.size(of: children[0], pageProposal(proposal), because: Message.navPageProposal.filled([formatNumber(bar)]))
        context.because(Message.navReports.filled([]))
        return Size(width: proposal.width ?? page.width, height: proposal.height ?? page.height + bar + bottomBar)
    }

    func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                       context: LayoutContext) throws -> [Placement] {
        let pageProposal = self.pageProposal(ProposedViewSize(width: size.width, height: size.height))
        let barProposal = ProposedViewSize(width: max(0, size.width - 2 * Self.margin), height: nil)
        // Items keep their order from leading to trailing: the last trailing one is at the trailing end.
        var leadingX = Self.margin, trailingX = size.width - Self.margin
        var trailingOrigins: [Int: Double] = [:]
        for i in parts.indices.reversed() where parts[i] == .trailing {
            let item = try context.size(of: children[i], ProposedViewSize(width: nil, height: nil), because: Message.navItemProposal.filled([]))
            trailingX -= item.width
            trailingOrigins[i] = trailingX
            trailingX -= Self.itemSpacing
        }
        return try zip(children, parts).enumerated().map { i, pair in
            let (child, part) = pair
            switch part {
            case .page:
                // The page is centred in the area below the bar, as a window centres its root.
                let page = try context.size(of: child, pageProposal, because: Message.navPageProposalAgain.filled([]))
                return Placement(child: child, origin: Point(x: (size.width - page.width) / 2, y: bar + (size.height - bar - bottomBar - page.height) / 2),
                                 proposal: pageProposal,
                                 reason: context.isTracing ? (largeTitle ? Message.navPagePlacedLarge : Message.navPagePlaced).filled([formatNumber(bar)]) : .empty)
            case .title where largeTitle:
                let title = try context.size(of: child, barProposal, because: Message.navBarProposal.filled([]))
                return Placement(child: child, origin: Point(x: Self.margin, y: Self.barHeight + (Self.largeTitleHeight - title.height) / 2),
                                 proposal: barProposal, reason: context.isTracing ? Message.navLargeTitlePlaced.filled([]) : .empty)
            case .title, .principal:
                let title = try context.size(of: child, barProposal, because: Message.navBarProposal.filled([]))
                return Placement(child: child, origin: Point(x: (size.width - title.width) / 2, y: (Self.barHeight - title.height) / 2),
                                 proposal: barProposal, reason: context.isTracing ? Message.navTitlePlaced.filled([]) : .empty)
            case .bottom:
                let items = try context.size(of: child, ProposedViewSize(width: barProposal.width, height: Self.bottomBarHeight),
                                             because: Message.navBottomBarProposal.filled([]))
                return Placement(child: child, origin: Point(x: Self.margin, y: size.height - bottomBar + (bottomBar - items.height) / 2),
                                 proposal: ProposedViewSize(width: barProposal.width, height: Self.bottomBarHeight),
                                 reason: context.isTracing ? Message.navBottomBarPlaced.filled([]) : .empty)
            case .search:
                // Asked for the trace (and the child's own layout); the field's place is fixed.
                _ = try context.size(of: child, barProposal, because: Message.navBarProposal.filled([]))
                return Placement(child: child, origin: Point(x: Self.margin, y: bar - Self.searchBarHeight + Self.searchFieldTop),
                                 proposal: barProposal, reason: context.isTracing ? Message.navSearchPlaced.filled([]) : .empty)
            case .leading, .trailing:
                let item = try context.size(of: child, ProposedViewSize(width: nil, height: nil), because: Message.navItemProposal.filled([]))
                let x = trailingOrigins[i] ?? leadingX
                if part == .leading { leadingX += item.width + Self.itemSpacing }
                return Placement(child: child, origin: Point(x: x, y: (Self.barHeight - item.height) / 2),
                                 proposal: ProposedViewSize(width: nil, height: nil),
                                 reason: context.isTracing ? (part == .leading ? Message.navLeadingItemPlaced : Message.navTrailingItemPlaced).filled([]) : .empty)
            }
        }
    }
}
