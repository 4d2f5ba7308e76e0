import SwiftSyntax
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
        let selected = selection?.unboxed
        if let readTracker, case .binding(let b)? = selection, let storage = b.source {
            // SwiftUI's TabView reads its selection itself; here the body that builds it does, so that
            // a new selection shows the new tab (the reason names the state, ReadTracker.swift).
            readTracker.noteState(storage, property: "")
        }
        let content = try builderContent(&r, at: node)
        var index = 0
        if let selected {
            let wanted = describe(selected)
            index = content.listElements.firstIndex { $0.tagged?.description == wanted } ?? 0
        }
        let selectionType = selected.map { typeName(of: $0) } ?? "Int"
        return .container(ContainerValue(kind: .tabView(selected: index), content: content,
                                         typeName: "TabView<\(selectionType), \(content.typeName)>", label: callLabel("TabView", args)))
    }
}
