import ViewlabModel

extension TreeBuilder {
    /// A list row's settings: its `.listRowInsets`, `.listRowSeparator` and `.listRowBackground`,
    /// on it or inside its custom views (traits reach the list through them), not inside its stacks.
    static func rowStyle(_ view: ViewValue) -> ListRowStyle {
        var style = ListRowStyle()
        var current = view
        while true {
            switch current {
            case .modified(let content, let modifier):
                // Outermost first: a setting further in overrides it.
                if case .listRow(let setting) = modifier.kind {
                    switch setting {
                    case .insets(let insets): style.insets = insets
                    case .separatorHidden(let hidden): style.separatorHidden = hidden
                    case .background(let color): style.background = color
                    }
                }
                current = content
            case .custom(let c): current = c.body
            case .anyView(let v), .identified(let v, _, _), .subview(let v, _, _): current = v
            default: return style
            }
        }
    }

    /// A List or a Form: its sections' headers, rows and footers as its children, in order. Rows
    /// outside any Section form a section of their own (the sections a List makes of them); a
    /// header is set in the footnote style (not in source: iOS 17's grouped header), as is a footer.
    /// A grouped or inset grouped list's headers are in capitals unless a `.textCase(_:)` says
    /// otherwise (through iOS 18 the system "flipped your header to all-caps", which iOS 26 ended;
    /// the textCase(nil) idiom undoes it).
    func list(_ view: ViewValue, _ c: ContainerValue, _ style: ListStyleKind, _ env: Environment) -> LayoutNode {
        var parts: [ListLayout.Part] = []
        var nodes: [LayoutNode] = []
        var captions = env
        captions.values.font = Font(.style(.footnote))
        var rowEnv = env
        rowEnv.isLinkRow = true
        var section = -1, loose = false
        for item in c.content.identifiedElements {
            guard case .container(let s) = item.view, case .navigation("Section") = s.kind else {
                if !loose { section += 1; loose = true }
                let row = element(item.view, rowEnv)
                row.identity = item.identity
                parts.append(.row(section: section, Self.rowStyle(item.view)))
                nodes.append(row)
                continue
            }
            section += 1
            loose = false
            if let header = s.sectionHeader {
                parts.append(.header(section: section))
                var headers = captions
                if [.grouped, .insetGrouped, .sidebar].contains(style), !headers.values.textCaseIsWritten { headers.values.textCase = .uppercase }
                nodes.append(build(header, headers))
            }
            for row in children(s.content, rowEnv) {
                // A row answers to its section's identity, as the list's lazy rows are counted by it.
                row.identity = item.identity + (row.identity.isEmpty ? "" : "." + row.identity)
                parts.append(.row(section: section, Self.rowStyle(row.view)))
                nodes.append(row)
            }
            if let footer = s.sectionFooter {
                parts.append(.footer(section: section))
                nodes.append(build(footer, captions))
            }
        }
        return node(view, c.label, ListLayout(style: style, parts: parts, offset: options.appliesScrollOffsets ? c.scrollOffset : 0), children: nodes)
    }
}
