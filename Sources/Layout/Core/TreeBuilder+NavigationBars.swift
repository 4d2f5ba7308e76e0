import ViewlabModel

extension TreeBuilder {
    /// A NavigationStack: its bar, as the page on top of the stack asks for it (its title, its
    /// display mode, whether the bar is hidden), above the page.
    func navigationStack(_ view: ViewValue, _ c: ContainerValue, _ env: Environment) -> LayoutNode {
        let page = c.pushedPages.last ?? c.content
        var title: String?, mode: NavigationTitleDisplayMode?, hidden: Bool?
        var items: [ViewValue] = []
        var search: ViewValue?
        for modifier in Self.barModifiers(page, depth: 0) {
            switch modifier {
            case .navigationBar(.title(let t)): title = title ?? t
            case .navigationBar(.titleDisplayMode(let m)): mode = mode ?? m
            case .navigationBar(.hidden(let h)): hidden = hidden ?? h
            case .toolbar(let content): items += content.listElements
            case .searchable(let field): search = search ?? field
            default: break
            }
        }
        let large = title != nil && mode != .inline && hidden != true
        let bar = hidden == true ? 0 : NavigationStackLayout.barHeight + (large ? NavigationStackLayout.largeTitleHeight : 0)
            + (search != nil ? NavigationStackLayout.searchBarHeight : 0)
        var children = [build(page, env)], parts = [NavigationStackLayout.Part.page]
        guard hidden != true else { return node(view, c.label, NavigationStackLayout(bar: bar, largeTitle: false, parts: parts), children: children) }
        // A pushed page's back button: a chevron and the title of the page below, or "Back" when
        // that has none (UIKit's back button), in the accent colour.
        if !c.pushedPages.isEmpty {
            let below = c.pushedPages.count > 1 ? c.pushedPages[c.pushedPages.count - 2] : c.content
            let belowTitle = Self.barModifiers(below, depth: 0).lazy.compactMap { if case .navigationBar(.title(let t)) = $0 { t } else { nil } }.first
            var back = TextValue(content: "‹ " + (belowTitle ?? "Back"))
            back.foreground = ColorValue("accentColor")
            children.append(element(.text(back), env))
            parts.append(.leading)
        }
        // The toolbar's items: a ToolbarItem at its placement, any other view at the trailing end.
        var principal = false
        var bottom: [ViewValue] = []
        for item in items {
            var placement = ToolbarPlacement.trailing, content = item
            if case .container(let group) = item, let p = group.toolbarPlacement { (placement, content) = (p, group.content) }
            let part: NavigationStackLayout.Part
            switch placement {
            case .leading: part = .leading
            case .trailing: part = .trailing
            case .principal: part = .principal; principal = true
            case .bottom: bottom += content.listElements; continue
            case .keyboard: continue
            }
            for element in content.listElements {
                children.append(build(element, env))
                parts.append(part)
            }
        }
        if let search {
            children.append(build(search, env))
            parts.append(.search)
        }
        if !bottom.isEmpty {
            // The bottom bar's items in a row, as UIToolbar lines them up (a Spacer spreads them).
            let row = ContainerValue(kind: .hStack(alignment: .verticalCenter, spacing: nil), content: .tuple(bottom),
                                     typeName: "HStack", label: "bottom toolbar")
            children.append(build(.container(row), env))
            parts.append(.bottom)
        }
        if let title, !(principal && !large) {
            var titleEnv = env
            titleEnv.values.font = Font(.style(large ? .largeTitle : .headline), weight: large ? "bold" : nil)
            children.insert(element(.text(TextValue(content: title)), titleEnv), at: 1)
            parts.insert(.title, at: 1)
        }
        return node(view, c.label, NavigationStackLayout(bar: bar, largeTitle: large, parts: parts), children: children)
    }

    /// What the views of a page tell the bar (`.navigationTitle`, `.toolbar`, …), outermost first;
    /// a NavigationStack inside has a bar of its own.
    static func barModifiers(_ view: ViewValue, depth: Int) -> [ModifierKind] {
        preferenceModifiers(view, depth: depth, throughStacks: false) {
            switch $0 {
            case .navigationBar, .toolbar, .searchable: true
            default: false
            }
        }
    }

    /// The modifiers that `matches` picks in a view, outermost first, through its containers and
    /// custom views: what a page or a sheet's content passes up to the bar or the sheet around it,
    /// as SwiftUI passes these as preferences. `throughStacks: false` stops at a NavigationStack.
    static func preferenceModifiers(_ view: ViewValue, depth: Int, throughStacks: Bool,
                                    _ matches: (ModifierKind) -> Bool) -> [ModifierKind] {
        guard depth < 200 else { return [] }
        func inner(_ v: ViewValue) -> [ModifierKind] { preferenceModifiers(v, depth: depth + 1, throughStacks: throughStacks, matches) }
        switch view {
        case .modified(let content, let modifier):
            return (matches(modifier.kind) ? [modifier.kind] : []) + inner(content)
        case .container(let c):
            if !throughStacks, case .navigationStack = c.kind { return [] }
            return inner(c.content)
        case .custom(let c): return inner(c.body)
        case .anyView(let v), .identified(let v, _, _), .modifierContent(let v, _), .subview(let v, _, _): return inner(v)
        default:
            guard view.unfoldsIntoElements else { return [] }
            return view.listElements.flatMap(inner)
        }
    }
}
