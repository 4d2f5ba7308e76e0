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
