import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

extension Interpreter {
    /// `TabView(selection: $tab) { A().tabItem { … }.tag(0) … }` (*Pro SwiftUI* L3875–3880). Its type
    /// is `TabView<SelectionValue, Content>`, with `Int` when there is no selection (SwiftUI's
    /// `init(content:)` where SelectionValue == Int). The shown tab is the one whose `.tag` equals
    /// the selection, else the first (not in source: no selection shows the first tab on iOS).
    func tabView(_ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> ViewValue {
        var selection = r.take("selection")
        if case .implicitMember(let member, let memberArgs)? = selection {
            // `selection: .constant("home")` is `Binding.constant`.
            selection = try staticSwiftUIMember("Binding", member, memberArgs, at: node)
        }
        // Read outside the body's tracking: the TabView, not the body that builds it, depends on it.
        let selected = withContext({ $0.readTracker = nil }) { selection?.unboxed }
        let content = try builderContent(&r, at: node)
        let tags = content.listElements.map { $0.tagged?.description }
        func index(of value: Value) -> Int { tags.firstIndex { $0 == describe(value) } ?? 0 }
        let selectionType = selected.map { typeName(of: $0) } ?? "Int"
        var tabView = ContainerValue(kind: .tabView(selected: selected.map(index) ?? 0), content: content,
                                     typeName: "TabView<\(selectionType), \(content.typeName)>", label: callLabel("TabView", args))
        if case .binding(let b)? = selection {
            tabView.readSelection = { try index(of: b.get()) }
            let values = content.listElements.map { $0.tagged?.value as? Value }
            tabView.writeSelection = { [unowned self] i in
                if i < values.count, let value = values[i] { try self.write(value, to: .binding(b), at: node) }
            }
        }
        return .container(tabView)
    }
}

extension Interpreter {
    /// iOS 18's `Tab(_:systemImage:value:role:content:)`, `Tab(_:image:…)` and
    /// `Tab(value:content:label:)`: its content with the tab item and the tag it stands for, as
    /// `.tabItem { Label(title, systemImage:) }.tag(value)` make them (Apple's documentation of
    /// `Tab`: its value is what the TabView's selection holds while it is selected).
    func tab(_ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> ViewValue {
        let title = r.take(nil), systemImage = r.take("systemImage"), image = r.take("image"), value = r.take("value")
        _ = r.take("role")
        let content = try builderContent(&r, at: node)
        let icon: ViewValue = systemImage.map { .image(ImageValue(name: describe($0), isSystemName: true)) }
            ?? image.map { .image(ImageValue(name: describe($0), isSystemName: false)) } ?? .empty
        let label = try title.map { labelRow(title: .text(TextValue(content: describe($0.unboxed))), icon: icon) }
            ?? builderContent(&r, at: node, label: "label")
        var view = ViewValue.modified(content, Modifier(kind: .tabItem(label: label), typeName: "_TraitWritingModifier<TabItemTraitKey>", name: "tabItem"))
        if let value {
            view = .modified(view, Modifier(kind: .tag(describe(value.unboxed), value: value.unboxed),
                                            typeName: "_TraitWritingModifier<TagValueTraitKey<\(typeName(of: value.unboxed))>>", name: "tag",
                                            arguments: describe(value.unboxed)))
        }
        return view
    }
}
