import ViewlabLanguage
import ViewlabModel

extension Interpreter {
    /// The view with `replace` applied to every view in it, from the outside in: a view `replace`
    /// returns is kept as it is (what is inside it is not visited); for nil, its children are
    /// visited. The views a modifier adds (a background, an overlay, a ViewModifier's body) are
    /// visited too, and only the taken branch of a condition. A GeometryReader's content, made
    /// during layout, is rewritten when it is made. `render --at` uses it (TimelineViews.swift).
    func rewriting(_ view: ViewValue, _ replace: @escaping (ViewValue) throws -> ViewValue?) throws -> ViewValue {
        if let replaced = try replace(view) { return replaced }
        func each(_ v: ViewValue) throws -> ViewValue { try rewriting(v, replace) }
        switch view {
        case .container(var c):
            c.content = try each(c.content)
            return .container(c)
        case .modified(let content, var m):
            switch m.kind {
            case .background(let v, let alignment): m.kind = .background(try each(v), alignment: alignment)
            case .overlay(let v, let alignment): m.kind = .overlay(try each(v), alignment: alignment)
            case .safeAreaInset(let v, let edge, let alignment, let spacing):
                m.kind = .safeAreaInset(try each(v), edge: edge, alignment: alignment, spacing: spacing)
            case .custom(let body): m.kind = .custom(body: try each(body))
            default: break
            }
            if case .mask(let v)? = m.drawingEffect { m.drawingEffect = .mask(try each(v)) }
            return .modified(try each(content), m)
        case .tuple(let items): return .tuple(try items.map(each))
        case .optional(let v, let isPresent): return isPresent ? .optional(try each(v), isPresent: true) : view
        case .conditional(let a, let b, let isFirst):
            return isFirst ? .conditional(first: try each(a), second: b, isFirst: true) : .conditional(first: a, second: try each(b), isFirst: false)
        case .forEach(var f):
            f.elements = try f.elements.map { .init(id: $0.id, view: try each($0.view)) }
            return .forEach(f)
        case .custom(var c):
            c.body = try each(c.body)
            return .custom(c)
        case .anyView(let v): return .anyView(try each(v))
        case .identified(let v, let id, let idType): return .identified(try each(v), id: id, idTypeName: idType)
        case .modifierContent(let v, let name): return .modifierContent(try each(v), modifierTypeName: name)
        case .subview(let v, let id, let flavor): return .subview(try each(v), id: id, flavor: flavor)
        case .geometryReader(var g):
            let make = g.makeContent
            g.makeContent = { [unowned self] proxy in try self.rewriting(make(proxy), replace) }
            return .geometryReader(g)
        case .text, .image, .color, .shape, .spacer, .divider, .empty:
            return view
        }
    }
}
