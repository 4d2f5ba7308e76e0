import ViewlabModel

/// The view tree drawn the way *Thinking in SwiftUI* draws it (L84–95, L172, L282, L311): the root on
/// top, so the last modifier is the root; modifiers as `.padding(10)` nodes with the modified view
/// first and a secondary view (a background's colour) second; TupleViews hidden, their edges standing
/// for the tuple; a conditional with both branches; ForEach elements and `.id` with their ids.
///
///     Text("Hello").padding().background(Color.blue)
///
///     .background
///     ├─ .padding
///     │  └─ Text("Hello")
///     └─ Color.blue
public struct TreeDiagram {
    public var style: OutputStyle
    public init(style: OutputStyle = .plain) { self.style = style }

    public func render(_ view: ViewValue) -> String {
        var lines: [String] = []
        draw(node(for: view, edge: nil), prefix: "", childPrefix: "", into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private struct Node {
        var label: String
        var note: String?
        var inactive = false
        var children: [Node] = []
    }

    private func draw(_ node: Node, prefix: String, childPrefix: String, into lines: inout [String]) {
        var text = node.label
        if let note = node.note { text += "  " + style.dim("(\(note))") }
        lines.append(prefix + (node.inactive ? style.dim(text) : text))
        let (tee, corner, bar, gap) = style.ascii ? ("|-- ", "`-- ", "|   ", "    ") : ("├─ ", "└─ ", "│  ", "   ")
        for (i, child) in node.children.enumerated() {
            let last = i == node.children.count - 1
            draw(child, prefix: childPrefix + (last ? corner : tee), childPrefix: childPrefix + (last ? gap : bar), into: &lines)
        }
    }

    /// The children a diagram shows under a container: the tuple's elements, not the tuple.
    private func children(of content: ViewValue) -> [Node] {
        if case .tuple(let items) = content { return items.flatMap(children(of:)) }
        if case .empty = content { return [] }
        return [node(for: content, edge: nil)]
    }

    private func node(for view: ViewValue, edge: String?) -> Node {
        var n = makeNode(view)
        if let edge { n.label = "[\(edge)] " + n.label }
        return n
    }

    private func makeNode(_ view: ViewValue) -> Node {
        switch view {
        case .text(let t):
            return Node(label: t.label)
        case .image(let i):
            let arg = i.isSystemName ? "systemName: \(swiftLiteral(i.name))" : swiftLiteral(i.name)
            return Node(label: "Image(\(arg))" + (i.isResizable ? ".resizable()" : ""))
        case .color(let c):
            return Node(label: c.label)
        case .shape(let s):
            return Node(label: s.label)
        case .spacer(let minLength):
            return Node(label: minLength.map { "Spacer(minLength: \(formatNumber($0)))" } ?? "Spacer()")
        case .divider:
            return Node(label: "Divider()")
        case .empty:
            return Node(label: "EmptyView()")
        case .container(let c):
            return Node(label: c.label, children: children(of: c.content))
        case .geometryReader(let g):
            return Node(label: "GeometryReader", children: children(of: g.staticContent))
        case .modified(let content, let modifier):
            var kids = [node(for: content, edge: nil)]
            if let secondary = modifier.secondary { kids += children(of: secondary) }
            if case .custom(let body) = modifier.kind {
                return Node(label: "." + modifier.name, note: modifier.typeName, children: [node(for: body, edge: nil)])
            }
            return Node(label: modifier.label, children: kids)
        case .tuple:
            return Node(label: "TupleView", children: children(of: view))
        case .optional(let content, let isPresent):
            var child = node(for: content, edge: nil)
            child.inactive = !isPresent
            return Node(label: "Optional", note: isPresent ? nil : "nil", children: [child])
        case .conditional(let a, let b, let isFirst):
            var first = node(for: a, edge: "if"), second = node(for: b, edge: "else")
            first.inactive = !isFirst
            second.inactive = isFirst
            if isFirst { second.note = "not taken" } else { first.note = "not taken" }
            return Node(label: "ConditionalContent", children: [first, second])
        case .forEach(let f):
            if f.elements.isEmpty {
                var template = node(for: f.template, edge: nil)
                template.inactive = true
                return Node(label: f.label, note: "no elements", children: [template])
            }
            return Node(label: f.label, children: f.elements.map { node(for: $0.view, edge: $0.id) })
        case .custom(let c):
            return Node(label: c.typeName, children: children(of: c.body))
        case .anyView(let content):
            return Node(label: "AnyView", children: [node(for: content, edge: nil)])
        case .identified(let content, let id, _):
            return Node(label: ".id(\(id))", children: [node(for: content, edge: nil)])
        case .modifierContent(let content, _):
            return Node(label: "content", children: [node(for: content, edge: nil)])
        }
    }
}

extension TextValue {
    /// `Text("Favorite").font(.title)`, as written.
    public var label: String {
        "Text(\(displaySource ?? swiftLiteral(content)))" + textModifiers.joined()
    }
}

/// A string as a Swift literal, escaped.
public func swiftLiteral(_ string: String) -> String {
    var out = "\""
    for ch in string {
        switch ch {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        default: out.append(ch)
        }
    }
    return out + "\""
}
