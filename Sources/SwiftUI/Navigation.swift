import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

extension Interpreter {
    /// A `NavigationLink` in each of its forms: `(_:destination:)` with a view or a builder,
    /// `(destination:label:)`, `{ destination } label: { label }` (iOS 16), `(_:value:)` and
    /// `(value:label:)` (iOS 16), and the deprecated `isActive:` and `tag:selection:` forms, whose
    /// bindings viewlab does not follow. A destination view is built with the link, as SwiftUI's
    /// initializers build it (its `init` runs; its body runs only once pushed).
    func navigationLink(title: ViewValue?, _ r: inout ArgumentReader, at node: Syntax) throws -> (label: ViewValue, typeName: String, push: NavigationPush?) {
        _ = r.take("isActive"); _ = r.take("tag"); _ = r.take("selection")
        func view(_ v: Value) throws -> ViewValue {
            if case .function(let f) = v.unboxed { return try viewValue(of: call(f, [], at: node, asBuilder: true), at: node) }
            return try viewValue(of: v, at: node)
        }
        if let value = r.take("value") {
            let label = try title ?? labelView(&r, at: node) ?? builderContent(&r, at: node, label: "label")
            // `value: nil` makes a link that pushes nothing (drawn disabled on iOS).
            let push: NavigationPush? = if case .nilValue = value.unboxed { nil } else { .value(value.unboxed, typeName: typeName(of: value.unboxed)) }
            return (label, "NavigationLink<\(label.typeName), Never>", push)
        }
        let destination: ViewValue
        let label: ViewValue
        if let title {
            label = title
            destination = try r.take("destination").map(view) ?? r.closure("destination").map { try view(.function($0)) } ?? .empty
        } else if let given = r.take("destination") {
            destination = try view(given)
            label = try labelView(&r, at: node) ?? builderContent(&r, at: node, label: "label")
        } else {
            destination = try r.closure("destination").map { try view(.function($0)) } ?? .empty
            label = try labelView(&r, at: node) ?? .empty
        }
        return (label, "NavigationLink<\(label.typeName), \(destination.typeName)>", .view(destination))
    }

    /// `NavigationStack(path: $path)`: the path's values are the stack's pages, whether the binding
    /// holds an array (`[Fruit]`) or a `NavigationPath` (the navigation prelude's).
    func navigationPathBinding(_ path: Value?, at node: Syntax) -> NavigationPathBinding? {
        guard case .binding(let b)? = path else { return nil }
        func values(_ v: Value) -> [Value] {
            switch v.unboxed {
            case .array(let items): return items
            case .instance(let i) where i.typeName == "NavigationPath":
                if case .array(let items)? = i.fields["_values"]?.unboxed { return items }
                return []
            default: return []
            }
        }
        func store(_ items: [Value], like current: Value) throws {
            if case .instance(var i) = current.unboxed, i.typeName == "NavigationPath" {
                i.set("_values", .array(items))
                try write(.instance(i), to: .binding(b), at: node)
            } else {
                try write(.array(items), to: .binding(b), at: node)
            }
        }
        return NavigationPathBinding(
            read: { [unowned self] in try values(b.get()).map { ($0.unboxed, self.typeName(of: $0.unboxed)) } },
            append: { value in
                guard let value = value as? Value else { return }
                let current = try b.get()
                try store(values(current) + [value], like: current)
            },
            removeLast: {
                let current = try b.get()
                try store(Array(values(current).dropLast()), like: current)
            })
    }

    /// `.navigationDestination(for: Fruit.self) { fruit in … }`. The `isPresented:` and `item:`
    /// forms (iOS 16, 17) are accepted and not followed: their destination is not built.
    func navigationDestinationModifier(_ name: String, _ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> Modifier {
        guard case .metatype(let type)? = r.take("for")?.unboxed, let make = r.closure("destination") else {
            r.takeAll()
            return Modifier(kind: .inert, typeName: "_NavigationDestinationModifier", name: name, arguments: argumentText(args))
        }
        let destination = NavigationDestination(typeName: type) { [unowned self] value in
            guard let value = value as? Value else { return .empty }
            return try viewValue(of: call(make, [Argument(label: nil, value: value)], at: node, asBuilder: true), at: node)
        }
        return Modifier(kind: .navigationDestination(destination), typeName: "_NavigationDestinationModifier<\(type)>", name: name,
                        arguments: argumentText(args.filter { if case .function = $0.value { false } else { true } }))
    }
}

extension Interpreter {
    /// `.navigationTitle("Settings")` (a string, a Text, or a binding's string), the display mode
    /// modifiers and `.navigationBarHidden`: what the NavigationStack's bar lays out. A value viewlab
    /// cannot read keeps the modifier inert.
    func navigationBarModifier(_ name: String, _ type: InertTypeName, _ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> Modifier {
        let first = r.take(nil)?.unboxed
        r.takeAll()
        let typeName = inertTypeName(type, args, at: node)
        let setting: NavigationBarSetting? = switch (name, first) {
        case ("navigationBarHidden", .bool(let hidden)?): .hidden(hidden)
        case ("navigationBarTitleDisplayMode", .implicitMember(let mode, _)?), ("toolbarTitleDisplayMode", .implicitMember(let mode, _)?):
            NavigationTitleDisplayMode(written: mode).map { .titleDisplayMode($0) }
        case ("navigationTitle", let value?), ("navigationBarTitle", let value?): try navigationTitleText(value, at: node).map { .title($0) }
        default: nil
        }
        return Modifier(kind: setting.map { .navigationBar($0) } ?? .inert, typeName: typeName, name: name, arguments: argumentText(args))
    }

    private func navigationTitleText(_ value: Value, at node: Syntax) throws -> String? {
        switch value {
        case .string(let s): return s
        case .view(.text(let t)): return t.content
        case .binding(let b): if case .string(let s) = try b.get() { return s }; return nil
        default: return nil
        }
    }
}

extension Interpreter {
    /// `.toolbar { … }`: its items, for the NavigationStack's bar; `.toolbar(.hidden, for:
    /// .navigationBar)` hides the bar. Other forms (`toolbar(removing:)`, other bars) change nothing here.
    func toolbarModifier(_ name: String, _ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> Modifier {
        let type = InertTypeName.named("_ToolbarModifier")
        if let items = r.closure("content") {
            r.takeAll()
            let content = try viewValue(of: call(items, [], at: node, asBuilder: true), at: node)
            return Modifier(kind: .toolbar(content), typeName: inertTypeName(type, args, at: node), name: name, arguments: argumentText(args))
        }
        let visibility = r.take(nil)?.unboxed
        let bars = r.take("for").map { "\($0.unboxed)" } ?? ""
        r.takeAll()
        let kind: ModifierKind = if case .implicitMember("hidden", _)? = visibility, bars.contains("navigationBar") {
            .navigationBar(.hidden(true))
        } else { .inert }
        return Modifier(kind: kind, typeName: inertTypeName(type, args, at: node), name: name, arguments: argumentText(args))
    }

    /// `ToolbarItem(placement: .topBarTrailing) { Button(…) }`, `ToolbarItemGroup`: its content, at its placement.
    func toolbarItem(_ name: String, _ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> ViewValue {
        _ = r.take("id")
        let placement: ToolbarPlacement = if case .implicitMember(let written, _)? = r.take("placement")?.unboxed {
            ToolbarPlacement(written: written)
        } else { .trailing }
        let content = try builderContent(&r, at: node)
        var item = ContainerValue(kind: .navigation(name: name), content: content, typeName: "\(name)<(), \(content.typeName)>", label: callLabel(name, args))
        item.toolbarPlacement = placement
        return .container(item)
    }
}
