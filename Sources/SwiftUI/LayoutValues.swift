import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

extension Interpreter {
    static let builtinLayoutNames: Set<String> = ["HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout", "AnyLayout"]

    /// `HStackLayout(…)`, `VStackLayout(…)`, `ZStackLayout(…)`, `GridLayout(…)`, `AnyLayout(…)`, and with a trailing
    /// closure the container they make; nil for any other name.
    func constructLayout(_ name: String, _ args: [Argument], at node: Syntax) throws -> Value? {
        guard Self.builtinLayoutNames.contains(name) else { return nil }
        let content: Callable? = if let last = args.last, last.isTrailingClosure, case .function(let f) = last.value.unboxed { f } else { nil }
        let settings = content == nil ? args : Array(args.dropLast())
        var r = ArgumentReader(name, settings, at: node, self)
        let layout: LayoutValue
        switch name {
        case "HStackLayout", "VStackLayout":
            let horizontal = name == "HStackLayout"
            let alignment = try stackAlignment(r.take("alignment"), horizontal: horizontal, of: name, at: node)
            let spacing = r.take("spacing").flatMap(toDouble)
            layout = LayoutValue(kind: horizontal ? .hStack(alignment: alignment, spacing: spacing) : .vStack(alignment: alignment, spacing: spacing),
                                 typeName: name, label: callLabel(name, settings))
        case "GridLayout":
            layout = LayoutValue(kind: try gridKind(&r, of: name, at: node), typeName: name, label: callLabel(name, settings))
        case "ZStackLayout":
            layout = LayoutValue(kind: .zStack(alignment: r.take("alignment").flatMap(toAlignment) ?? .center),
                                 typeName: name, label: callLabel(name, settings))
        default:
            guard let wrapped = r.take(nil), let inner = try layoutValue(wrapped, at: node) else {
                throw error(.anyLayoutArgument, at: node)
            }
            layout = LayoutValue(kind: inner.kind, typeName: "AnyLayout", label: "AnyLayout(\(inner.label))")
        }
        try r.finish()
        guard let content else { return .swiftUI(.layout(layout)) }
        return try layoutContainer(layout, content, at: node)
    }

    /// A value as a layout: a built-in one, or an instance of a learner's `Layout`.
    func layoutValue(_ value: Value, at node: Syntax) throws -> LayoutValue? {
        switch value.unboxed {
        case .swiftUI(.layout(let layout)): return layout
        case .instance(let i):
            guard let type = types[i.typeName], type.conforms(to: "Layout") else { return nil }
            return LayoutValue(kind: .custom(try customLayout(value.unboxed, type, at: node)), typeName: typeName(of: value), label: type.name)
        default: return nil
        }
    }

    /// `layout { … }`: the views the closure builds, laid out by `layout`. `callAsFunction` returns
    /// `_VariadicView.Tree<_LayoutRoot<L>, Content>`, which `type(of:)` prints without its
    /// enclosing enum (not in source: SwiftUI's public interface).
    func layoutContainer(_ layout: LayoutValue, _ content: Callable, at node: Syntax) throws -> Value {
        let views = try viewValue(of: call(content, [], at: node, asBuilder: true), at: node)
        return .view(.container(ContainerValue(kind: layout.kind, content: views,
                                               typeName: "Tree<_LayoutRoot<\(layout.typeName)>, \(views.typeName)>", label: layout.label)))
    }
}
