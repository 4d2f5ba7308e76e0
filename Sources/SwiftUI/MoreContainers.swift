import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

extension Interpreter {
    /// `ControlGroup { … }` (iOS 15): its controls in a row.
    func controlGroup(_ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> ViewValue {
        let content = try builderContent(&r, at: node)
        _ = try labelView(&r, at: node)
        return .container(ContainerValue(kind: .hStack(alignment: .verticalCenter, spacing: nil), content: content,
                                         typeName: "ControlGroup<\(content.typeName)>", label: callLabel("ControlGroup", args)))
    }

    /// `ContentUnavailableView("No Mail", systemImage: "tray", description: Text(…))`, the builder
    /// form (`label:description:actions:`) and `.search`: its symbol over its title, the
    /// description and the actions, centred in a column (iOS 17). viewlab's model of its look: the
    /// symbol in the large title's size, the title in title2 bold, 8 points apart.
    func contentUnavailable(_ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> ViewValue {
        func styled(_ view: ViewValue, _ style: TextStyle, weight: String? = nil) -> ViewValue {
            .modified(view, Modifier(kind: .environment(.font(Font(.style(style), weight: weight))), typeName: "_EnvironmentKeyWritingModifier<Optional<Font>>",
                                     name: "font", arguments: ".\(style)"))
        }
        var parts: [ViewValue] = []
        let first = r.take(nil)?.unboxed
        switch first {
        case .implicitMember("search", let searchArgs)?:
            // `.search(text: query)`: the title names the query in curly quotes; both forms say what to try
            // (iOS 17's strings, as Apple's documentation of `ContentUnavailableView.search(text:)` shows them).
            let query = searchArgs?.first { $0.label == "text" }.map { describe($0.value.unboxed) }
            parts = [styled(.image(ImageValue(name: "magnifyingglass", isSystemName: true)), .largeTitle),
                     styled(.text(TextValue(content: query.map { "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results")), .title2, weight: "bold"),
                     .text(TextValue(content: "Check the spelling or try a new search."))]
        case .function(let label)?:
            parts.append(styled(try viewValue(of: call(label, [], at: node, asBuilder: true), at: node), .title2, weight: "bold"))
        case let title?:
            let icon = r.take("systemImage").map { ImageValue(name: describe($0), isSystemName: true) }
            if let icon { parts.append(styled(.image(icon), .largeTitle)) }
            parts.append(styled(.text(TextValue(content: describe(title))), .title2, weight: "bold"))
        case nil:
            // `ContentUnavailableView { Label(…) } description: { … }`: the first trailing closure is the label.
            if let label = try labelView(&r, at: node) ?? r.closure().map({ try viewValue(of: call($0, [], at: node, asBuilder: true), at: node) }) {
                parts.append(styled(label, .title2, weight: "bold"))
            }
        }
        if let description = try labelView(&r, "description", at: node) { parts.append(description) }
        if let actions = try labelView(&r, "actions", at: node) { parts.append(actions) }
        r.takeAll()
        let content = ViewValue.tuple(parts)
        return .container(ContainerValue(kind: .vStack(alignment: .horizontalCenter, spacing: 8), content: content,
                                         typeName: "ContentUnavailableView<Label<Text, Image>, Text, EmptyView>",
                                         label: callLabel("ContentUnavailableView", args)))
    }

    /// `EquatableView(content:)` and `.equatable()`: the view, whose body SwiftUI skips while it is
    /// `==` to the last one. viewlab compares the view's properties as it does for any view (the
    /// learner's `==` is not called).
    func equatableView(_ content: ViewValue) -> ViewValue {
        .container(ContainerValue(kind: .group, content: content, typeName: "EquatableView<\(content.typeName)>", label: "EquatableView"))
    }

    /// `NavigationSplitView { sidebar } content: { … } detail: { … }` as iOS shows it on an iPhone:
    /// collapsed into one stack whose root is the sidebar; a NavigationLink there pushes onto it, and
    /// a `List(selection:)` selecting a row pushes the next column (Apple's documentation of
    /// NavigationSplitView: "in compact size classes, the split view collapses into a stack").
    func navigationSplitView(_ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> ViewValue {
        _ = r.take("columnVisibility"); _ = r.take("preferredCompactColumn")
        let sidebar = try builderContent(&r, at: node, label: "sidebar")
        let middle = try labelView(&r, "content", at: node)
        let detail = try labelView(&r, "detail", at: node) ?? .empty
        let type = middle.map { "NavigationSplitView<\(sidebar.typeName), \($0.typeName), \(detail.typeName)>" }
            ?? "NavigationSplitView<\(sidebar.typeName), EmptyView, \(detail.typeName)>"
        var split = ContainerValue(kind: .navigationStack(name: "NavigationSplitView"), content: sidebar, typeName: type,
                                   label: callLabel("NavigationSplitView", args))
        split.splitColumns = (middle.map { [$0] } ?? []) + [detail]
        return .container(split)
    }

    /// `OutlineGroup(data, children: \.children) { row }`: its rows, each with children a collapsed
    /// DisclosureGroup, as iOS first shows them.
    func outlineGroup(_ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> ViewValue {
        guard let data = r.take(nil), let row = r.closure() else { throw error(.forEachNeedsData, at: node) }
        let id = r.take("id")
        let children: [String]? = if case .keyPath(let path)? = r.take("children")?.unboxed { path } else { nil }
        let dataText = args.first?.syntax.map { sourceText($0) } ?? ""
        return try makeForEach(data: data, id: id, content: row, label: "OutlineGroup(\(dataText))", children: children, at: node)
    }

    /// `DisclosureGroup(_:isExpanded:content:)`, `DisclosureGroup(content:label:)`: a row of its label
    /// and a chevron, which a tap expands to show the content under it (through `isExpanded` when given).
    func disclosureGroup(title: Value?, _ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> ViewValue {
        let isExpanded = r.take("isExpanded")
        let content = try builderContent(&r, at: node)
        let label: ViewValue = try title.map { .text(TextValue(content: describe($0.unboxed))) } ?? labelView(&r, at: node) ?? .empty
        guard case .container(var group) = disclosureGroup(label: label, content: content, typeLabel: callLabel("DisclosureGroup", args)) else { return .empty }
        if case .binding(let b)? = isExpanded {
            group.expansion = DisclosureExpansion(read: { if case .bool(let on) = try b.get().unboxed { on } else { false } },
                                                  write: { [unowned self] on in try write(.bool(on), to: .binding(b), at: node) })
        }
        return .container(group)
    }

    /// A collapsed DisclosureGroup: its label in a row with a chevron, over its content.
    func disclosureGroup(label: ViewValue, content: ViewValue, typeLabel: String) -> ViewValue {
        let row = ViewValue.container(ContainerValue(kind: .hStack(alignment: .verticalCenter, spacing: nil),
                                                     content: .tuple([label, .spacer(minLength: nil), .image(ImageValue(name: "chevron.right", isSystemName: true))]),
                                                     typeName: "HStack", label: "HStack"))
        return .container(ContainerValue(kind: .disclosureGroup(isExpanded: false), content: .tuple([row, content]),
                                         typeName: "DisclosureGroup<\(label.typeName), \(content.typeName)>", label: typeLabel))
    }

    /// `ScrollViewReader { proxy in … }`: its content, laid out as it is. The proxy's `scrollTo` is
    /// refused where it is called: viewlab's `scroll` event scrolls by offset, not to a view.
    func scrollViewReader(_ r: inout ArgumentReader, at node: Syntax) throws -> ViewValue {
        guard let make = r.closure() else { return .empty }
        let proxy = try constructEvaluated("ScrollViewProxy", [], at: node)
        return try viewValue(of: call(make, [Argument(label: nil, value: proxy)], at: node, asBuilder: true), at: node)
    }
}
