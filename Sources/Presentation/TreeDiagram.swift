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
    /// `tree --env`: each Text and control is annotated with the environment values written above
    /// it, `Text("Hi")  env{font=.title}` (environment-animation.md §2, "The tree printer").
    public var annotatesEnvironment: Bool
    public init(style: OutputStyle = .plain, annotatesEnvironment: Bool = false) {
        self.style = style; self.annotatesEnvironment = annotatesEnvironment
    }

    public func render(_ view: ViewValue) -> String {
        var lines: [String] = []
        draw(node(for: view, edge: nil, env: [:]), prefix: "", childPrefix: "", into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The values written above a view, by key, as the diagram shows them.
    private typealias Written = [String: String]

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
    private func children(of content: ViewValue, env: Written) -> [Node] {
        if case .tuple(let items) = content { return items.flatMap { children(of: $0, env: env) } }
        if case .empty = content { return [] }
        return [node(for: content, edge: nil, env: env)]
    }

    private func node(for view: ViewValue, edge: String?, env: Written) -> Node {
        var n = makeNode(view, env: env)
        if let edge { n.label = "[\(edge)] " + n.label }
        return n
    }

    /// `env{font=.title, lineLimit=2}`: the font always (nil is the body style), then the other keys by name.
    private func annotation(_ env: Written, isText: Bool) -> String? {
        guard annotatesEnvironment else { return nil }
        var parts = env.filter { $0.key != "font" }.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        if isText || env["font"] != nil { parts.insert("font=" + (env["font"] ?? "nil→body"), at: 0) }
        return parts.isEmpty ? nil : "env{" + parts.joined(separator: ", ") + "}"
    }

    /// What an environment-writing modifier sets, by key.
    private func written(by modifier: Modifier, into env: Written) -> Written {
        guard case .environment(let write) = modifier.kind else {
            if case .disabled(true) = modifier.kind { var e = env; e["isEnabled"] = "false"; return e }
            return env
        }
        var e = env
        switch write {
        case .font(let f): e["font"] = f?.description ?? "nil→body"
        case .lineLimit(let n, _): e["lineLimit"] = n.map(String.init) ?? "nil"
        case .truncationMode(let m): e["truncationMode"] = "." + m.rawValue
        case .minimumScaleFactor(let f): e["minimumScaleFactor"] = formatNumber(f)
        case .lineSpacing(let s): e["lineSpacing"] = formatNumber(s)
        case .multilineTextAlignment(let a): e["multilineTextAlignment"] = "." + a.rawValue
        // `.tint` is the accent controls use, not the text's colour; both are styles no view reads by key.
        case .foregroundColor(let c): e[modifier.name == "tint" ? "tint" : "foregroundStyle"] = c?.description ?? "nil"
        case .tabViewStyle, .textFieldStyle, .listStyle, .pickerStyle, .labelsHidden: break
        case .redacted(let on): e["redactionReasons"] = on ? ".placeholder" : "[]"
        case .layoutDirection(let rtl): e["layoutDirection"] = rtl ? ".rightToLeft" : ".leftToRight"
        case .dynamicTypeSize(let size): e["dynamicTypeSize"] = "." + size.rawValue
        case .dynamicTypeSizeRange: e["dynamicTypeSize"] = "clamped to " + modifier.arguments
        case .textCase(let textCase): e["textCase"] = textCase.map { "." + $0.rawValue } ?? "nil"
        case .other(let key):
            // The value written (`"dark"` for `.environment(\.theme, dark ? "dark" : "light")`), else the argument as written.
            e[modifier.environmentEntry?.key ?? key] = (modifier.writtenValueText?() ?? nil) ?? modifier.arguments
        }
        return e
    }

    private func makeNode(_ view: ViewValue, env: Written) -> Node {
        switch view {
        case .text(let t):
            return Node(label: t.label + (annotation(env, isText: true).map { "  " + $0 } ?? ""))
        case .image(let i):
            return Node(label: i.label)
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
            var label = c.label
            if case .control = c.kind, let note = annotation(env, isText: false) { label += "  " + note }
            // A control a component style drew: its children are the style's body (TiS L2379–L2548).
            var kids = children(of: c.content, env: env)
            // A NavigationStack's pushed pages after its root, which they cover.
            for (i, page) in c.pushedPages.enumerated() { kids.append(node(for: page, edge: "page \(i + 1)", env: env)) }
            return Node(label: label, note: c.styledBy.map { "style: \($0)" }, children: kids)
        case .geometryReader(let g):
            return Node(label: "GeometryReader", children: children(of: g.shownContent, env: env))
        case .modified(let content, let modifier):
            let inner = annotatesEnvironment ? written(by: modifier, into: env) : env
            var kids = [node(for: content, edge: nil, env: inner)]
            if let secondary = modifier.secondary { kids += children(of: secondary, env: env) }
            if case .presentation(let p) = modifier.kind, let presented = p.presented { kids.append(node(for: presented, edge: "presented", env: env)) }
            if case .custom(let body) = modifier.kind {
                return Node(label: "." + modifier.name, note: modifier.typeName, children: [node(for: body, edge: nil, env: env)])
            }
            return Node(label: modifier.label, note: modifier.hasNoEffectHere ? "no effect in viewlab" : nil, children: kids)
        case .tuple:
            return Node(label: "TupleView", children: children(of: view, env: env))
        case .optional(let content, let isPresent):
            var child = node(for: content, edge: nil, env: env)
            child.inactive = !isPresent
            return Node(label: "Optional", note: isPresent ? nil : "nil", children: [child])
        case .conditional(let a, let b, let isFirst):
            var first = node(for: a, edge: "if", env: env), second = node(for: b, edge: "else", env: env)
            first.inactive = !isFirst
            second.inactive = isFirst
            if isFirst { second.note = "not taken" } else { first.note = "not taken" }
            return Node(label: "ConditionalContent", children: [first, second])
        case .forEach(let f):
            if f.elements.isEmpty {
                var template = node(for: f.template, edge: nil, env: env)
                template.inactive = true
                return Node(label: f.label, note: "no elements", children: [template])
            }
            return Node(label: f.label, children: f.elements.map { node(for: $0.view, edge: $0.id, env: env) })
        case .custom(let c):
            return Node(label: c.typeName, children: children(of: c.body, env: env))
        case .anyView(let content):
            return Node(label: "AnyView", children: [node(for: content, edge: nil, env: env)])
        case .identified(let content, let id, _):
            return Node(label: ".id(\(id))", children: [node(for: content, edge: nil, env: env)])
        case .modifierContent(let content, _):
            return Node(label: "content", children: [node(for: content, edge: nil, env: env)])
        case .subview(let content, _, _):
            // A proxy of a list element draws as the element it stands for.
            return makeNode(content, env: env)
        }
    }
}
