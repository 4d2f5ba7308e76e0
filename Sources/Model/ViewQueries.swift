/// Questions the update cycle and the controls ask of a view value.
extension ViewValue {
    /// The strings of the `Text` views in this view, in tree order: what a label reads, and what
    /// the `update` command's `texts` reports for an `accessibilityIdentifier` (cli-contract.md).
    public var texts: [String] {
        var out: [String] = []
        collectTexts(into: &out)
        return out
    }

    private func collectTexts(into out: inout [String]) {
        switch self {
        case .text(let t): out.append(t.content)
        case .container(let c): c.content.collectTexts(into: &out)
        case .modified(let content, let modifier):
            // A background is drawn behind and an overlay in front, so their texts come after the content's.
            // A ViewModifier's body holds the content (`.modifierContent`).
            if case .custom(let body) = modifier.kind { body.collectTexts(into: &out); return }
            content.collectTexts(into: &out)
            modifier.secondary?.collectTexts(into: &out)
        case .tuple(let items): for item in items { item.collectTexts(into: &out) }
        case .optional(let content, let isPresent): if isPresent { content.collectTexts(into: &out) }
        case .conditional(let a, let b, let isFirst): (isFirst ? a : b).collectTexts(into: &out)
        case .forEach(let f): for e in f.elements { e.view.collectTexts(into: &out) }
        case .custom(let c): c.body.collectTexts(into: &out)
        case .anyView(let content), .identified(let content, _, _), .modifierContent(let content, _), .subview(let content, _, _): content.collectTexts(into: &out)
        case .geometryReader(let g): g.shownContent.collectTexts(into: &out)
        case .image, .color, .shape, .spacer, .divider, .empty: break
        }
    }

    /// Whether a control or a gesture in this view takes taps: a List row with one is not selected by a tap.
    public var hasControls: Bool {
        switch self {
        case .container(let c): return c.behavior != nil || c.content.hasControls
        case .modified(let content, let modifier):
            if case .action(.gesture) = modifier.kind { return true }
            if case .custom(let body) = modifier.kind { return body.hasControls }
            return content.hasControls
        case .tuple(let items): return items.contains { $0.hasControls }
        case .optional(let content, let isPresent): return isPresent && content.hasControls
        case .conditional(let a, let b, let isFirst): return (isFirst ? a : b).hasControls
        case .forEach(let f): return f.elements.contains { $0.view.hasControls }
        case .custom(let c): return c.body.hasControls
        case .anyView(let content), .identified(let content, _, _), .modifierContent(let content, _), .subview(let content, _, _): return content.hasControls
        case .geometryReader(let g): return g.shownContent.hasControls
        case .text, .image, .color, .shape, .spacer, .divider, .empty: return false
        }
    }

    /// The outermost `.tag(_:)` on this view: the value as `print` shows it, and the value itself.
    /// The label of the `.tabItem` on a TabView's tab.
    public var tabItemLabel: ViewValue? {
        switch self {
        case .modified(let content, let modifier):
            if case .tabItem(let label) = modifier.kind { return label }
            return content.tabItemLabel
        case .custom(let c): return c.body.singleElement?.tabItemLabel
        case .identified(let content, _, _), .anyView(let content), .subview(let content, _, _): return content.tabItemLabel
        default: return nil
        }
    }

    public var tagged: (description: String, value: any LearnerValue)? {
        switch self {
        case .modified(let content, let modifier):
            if case .tag(let description, let value) = modifier.kind { return (description, value) }
            return content.tagged
        case .custom(let c): return c.body.singleElement?.tagged
        case .identified(let content, _, _), .anyView(let content), .subview(let content, _, _): return content.tagged
        default: return nil
        }
    }
}

extension ViewValue {
    /// The view under its modifiers: `ContentView` for `ContentView().environmentObject(store)`.
    public var rootTypeName: String {
        switch self {
        case .modified(let content, _), .anyView(let content), .identified(let content, _, _): content.rootTypeName
        case .custom(let c): c.typeName
        default: typeName
        }
    }
}
