import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// ForEach: its elements, their identities and, over a binding, their element bindings.
extension Interpreter {
    /// `ForEach(data, id:) { … }`: one view per element, identified by the key path or by
    /// `Identifiable.id` (L306–311). With `children` (`OutlineGroup`, `List(_:children:)`), an element
    /// whose children are not nil is a collapsed DisclosureGroup of its row over the same of its children
    /// (Apple's documentation of `OutlineGroup`), expanded by a tap on its row.
    func makeForEach(data: Value, id: Value?, content: Callable, label: String, children: [String]? = nil, at node: Syntax) throws -> ViewValue {
        let items = try elements(of: data, at: node)
        var elementsOut: [ForEachValue.Element] = []
        var idType = "Int"
        for (index, item) in items.enumerated() {
            let idValue = try identity(of: item, keyPath: id, data: data, at: node)
            idType = typeName(of: idValue)
            var v = try viewValue(of: call(content, [Argument(label: nil, value: elementBinding(data, index) ?? item)], at: node, asBuilder: true), at: node)
            if let children, case let kids = try read(item, through: children, at: node), !kids.unboxed.isNil {
                try budget.step(self, at: node)
                let nested = try makeForEach(data: kids, id: id, content: content, label: label, children: children, at: node)
                v = disclosureGroup(label: v, content: nested, typeLabel: "DisclosureGroup")
            }
            elementsOut.append(.init(id: describe(idValue), view: v, value: idValue))
        }
        // With no data the closure never runs on a device; its view is made here only for the ForEach's
        // type, from an element not known, and a closure that cannot run on one is no error of the learner's.
        let template = elementsOut.first?.view ?? (try? inShapeMode {
            try viewValue(of: call(content, [Argument(label: nil, value: .unknown("element"))], at: node, asBuilder: true), at: node)
        }) ?? .empty
        if items.isEmpty, case .keyPath(let path)? = id, path == ["self"] { idType = "Any" }
        var each = ForEachValue(dataTypeName: typeName(of: data.unboxed), idTypeName: idType, elements: elementsOut, template: template, label: label)
        if id == nil, case .range = data.unboxed { each.isConstantRange = true }
        let forEachType = each.typeName
        var seen = Set<String>(), reported = Set<String>()
        for element in elementsOut where !seen.insert(element.id).inserted && reported.insert(element.id).inserted {
            // SwiftUI's runtime warning (update-cycle-research.md §1.5); the rows with that id share one identity.
            warn(.duplicateID, forEachType, element.id, at: node)
        }
        return .forEach(each)
    }

    private func identity(of element: Value, keyPath: Value?, data: Value, at node: Syntax) throws -> Value {
        // A binding to an Identifiable value is identified by the value's id (`Binding: Identifiable`).
        let item = if case .binding(let b) = element { try b.get() } else { element }
        if case .keyPath(let path)? = keyPath {
            var v = item
            for component in path where component != "self" { v = try member(of: v, component, at: node, selfRef: nil, hint: .none) }
            return v
        }
        if case .range = data.unboxed { return item }
        // A view list's element handed out by a variadic view is Identifiable (VariadicViews.swift).
        if case .view(.subview) = item.unboxed { return try member(of: item, "id", at: node, selfRef: nil, hint: .none) }
        // An element of a branch not taken is not known, nor is its id.
        if case .unknown = item.unboxed { return item }
        // `extension String: Identifiable { public var id: String { self } }`.
        let extendedBuiltin = types[typeName(of: item.unboxed)].map { $0.kind == .builtin && $0.conformances.contains("Identifiable") } ?? false
        if extendedBuiltin || conforms(item, to: "Identifiable") || { if case .instance(let i) = item.unboxed { i.fields["id"] != nil } else { false } }() {
            return try member(of: item, "id", at: node, selfRef: nil, hint: .none)
        }
        throw error(.forEachNeedsID, at: node,
                    notes: [note(.forEachSelf)])
    }
}
