import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

extension Interpreter {
    /// A `NavigationLink` in each of its forms: `(_:destination:)` with a view or a builder,
    /// `(destination:label:)`, `{ destination } label: { label }` (iOS 16), `(_:value:)` and
    /// `(value:label:)` (iOS 16), and the deprecated `isActive:` and `tag:selection:` forms, whose
    /// destination is a page while the binding says so. A destination view is built with the link,
    /// as SwiftUI's initializers build it (its `init` runs; its body runs only once pushed).
    func navigationLink(title: ViewValue?, _ r: inout ArgumentReader, at node: Syntax) throws -> (label: ViewValue, typeName: String, push: NavigationPush?) {
        let isActive = r.take("isActive"), tag = r.take("tag"), selection = r.take("selection")
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
        let typeName = "NavigationLink<\(label.typeName), \(destination.typeName)>"
        if case .binding? = isActive {
            return (label, typeName, .bound(boundPage(isActive!, shown: .bool(true), hidden: .bool(false), content: { destination }, at: node)))
        }
        if let tag, case .binding? = selection {
            return (label, typeName, .bound(boundPage(selection!, shown: tag.unboxed, hidden: .nilValue, content: { destination }, at: node)))
        }
        return (label, typeName, .view(destination))
    }

    private func isBinding(_ value: Value) -> Bool { if case .binding = value { true } else { false } }

    /// A page shown while `binding` holds `shown` (`true`, a link's tag), set back to `hidden` when popped.
    private func boundPage(_ binding: Value, shown: Value, hidden: Value, content: @escaping () throws -> ViewValue, at node: Syntax) -> BoundPage {
        BoundPage(isPresented: { [unowned self] in valuesEqual(untracked(binding), shown) },
                  shownValue: { [unowned self] in describe(untracked(binding)) },
                  content: content,
                  dismiss: { [unowned self] in try write(hidden, to: binding, at: node) },
                  activate: { [unowned self] in try write(shown, to: binding, at: node) })
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

    /// `.navigationDestination(for: Fruit.self) { fruit in … }`, `(isPresented: $showing) { … }`
    /// (iOS 16) and `(item: $fruit) { fruit in … }` (iOS 17).
    func navigationDestinationModifier(_ name: String, _ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> Modifier {
        let arguments = argumentText(args.filter { if case .function = $0.value { false } else { true } })
        let given = (type: r.take("for")?.unboxed, isPresented: r.take("isPresented"), item: r.take("item"))
        guard let make = r.closure("destination") else {
            r.takeAll()
            return Modifier(kind: .inert, typeName: "_NavigationDestinationModifier", name: name, arguments: arguments)
        }
        let build = { [unowned self] (arguments: [Argument]) in try viewValue(of: call(make, arguments, at: node, asBuilder: true), at: node) }
        switch given {
        case (.metatype(let type)?, _, _):
            let destination = NavigationDestination.forType(type) { value in
                guard let value = value as? Value else { return .empty }
                return try build([Argument(label: nil, value: value)])
            }
            return Modifier(kind: .navigationDestination(destination), typeName: "_NavigationDestinationModifier<\(type)>", name: name, arguments: arguments)
        case (_, let binding?, _) where isBinding(binding):
            let page = boundPage(binding, shown: .bool(true), hidden: .bool(false), content: { try build([]) }, at: node)
            return Modifier(kind: .navigationDestination(.bound(page)), typeName: "_NavigationDestinationModifier", name: name, arguments: arguments)
        case (_, _, let binding?) where isBinding(binding):
            let page = BoundPage(
                isPresented: { [unowned self] in if case .nilValue = untracked(binding) { false } else { true } },
                shownValue: { [unowned self] in describe(untracked(binding)) },
                content: { [unowned self] in try build([Argument(label: nil, value: untracked(binding))]) },
                dismiss: { [unowned self] in try write(.nilValue, to: binding, at: node) },
                activate: {})
            return Modifier(kind: .navigationDestination(.bound(page)), typeName: "_NavigationDestinationModifier", name: name, arguments: arguments)
        default:
            r.takeAll()
            return Modifier(kind: .inert, typeName: "_NavigationDestinationModifier", name: name, arguments: arguments)
        }
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
