import ViewlabModel

extension TreeBuilder {
    /// A TabView: its tabs, then its bar's items, one per tab with a `.tabItem`: the symbol and the
    /// title of its label (a `Label`, or an `Image` and a `Text`), stacked as UITabBar stacks them.
    func tabView(_ view: ViewValue, _ c: ContainerValue, selected: Int, _ env: Environment) -> LayoutNode {
        let tabs = children(c.content, env)
        let isPage = env.values.tabViewStyleIsPage
        var items: [LayoutNode] = [], itemTabs: [Int] = []
        if !isPage {
            var titleEnv = env
            titleEnv.values.font = Font(.system(size: 10), weight: "medium")
            var symbolEnv = env
            symbolEnv.values.font = Font(.style(.title2))
            for (i, tab) in c.content.listElements.enumerated() {
                guard let label = tab.tabItemLabel else { continue }
                itemTabs.append(i)
                let symbol = Self.first(in: label) { if case .image = $0 { true } else { false } }
                let title = Self.first(in: label) { if case .text = $0 { true } else { false } }
                let parts = [symbol.map { element($0, symbolEnv) }, title.map { element($0, titleEnv) }].compactMap { $0 }
                let name = label.texts.first.map { "tabItem(\"\($0)\")" } ?? "tabItem"
                items.append(node(label, kind: "tabItem", name, TabItemLayout(hasSymbol: symbol != nil, hasTitle: title != nil), children: parts))
            }
        }
        let layout = TabViewLayout(selected: selected, tabBarHeight: isPage ? 0 : TabViewLayout.tabBarHeight, tabs: tabs.count, itemTabs: itemTabs)
        return node(view, c.label, layout, children: tabs + items)
    }

    /// The first leaf in a label that matches: its symbol, its title.
    private static func first(in view: ViewValue, depth: Int = 0, where matches: (ViewValue) -> Bool) -> ViewValue? {
        guard depth < 100 else { return nil }
        if matches(view) { return view }
        switch view {
        case .modified(let content, _): return first(in: content, depth: depth + 1, where: matches)
        case .container(let c): return first(in: c.content, depth: depth + 1, where: matches)
        case .custom(let c): return first(in: c.body, depth: depth + 1, where: matches)
        case .anyView(let v), .identified(let v, _, _), .subview(let v, _, _): return first(in: v, depth: depth + 1, where: matches)
        default:
            guard view.unfoldsIntoElements else { return nil }
            for element in view.listElements { if let found = first(in: element, depth: depth + 1, where: matches) { return found } }
            return nil
        }
    }
}
