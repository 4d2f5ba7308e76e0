import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// Variadic views: code that receives another view's list of elements and places them itself.
/// *Thinking in SwiftUI* names the underscored API (L3697: "the view proxies of the underlying views
/// as a collection we can use with `ForEach`"); iOS 18 made it public as `Group(subviews:)` and
/// `ForEach(subviews:)` (advanced-layout.md §2.7). The elements are the flattened view list a
/// container would lay out (L121–220, `ViewValue.identifiedElements`), each handed out as a
/// `.subview` that stands for the element where it is placed.
extension Interpreter {
    /// `Group(subviews: content) { subviews in … }`: the transform's views, in a Group, so they stand
    /// in the parent's list as the Group's elements do.
    func groupOfSubviews(_ base: Value, _ r: inout ArgumentReader, at node: Syntax) throws -> ViewValue {
        guard let transform = r.closure("transform") else { throw error(.subviewsNeedClosure, "Group(subviews:)", at: node) }
        let content = try viewValue(of: base, at: node)
        let result = try viewValue(of: call(transform, [Argument(label: nil, value: subviews(of: content, as: .subview))],
                                            at: node, asBuilder: true), at: node)
        return .container(ContainerValue(kind: .group, content: result,
                                         typeName: "Group<GroupElementsOfContent<\(content.typeName), \(result.typeName)>>",
                                         label: "Group(subviews:)"))
    }

    /// `ForEach(subviews: content) { subview in … }`: one view per element, identified by the
    /// subview's id, so an element's state stays with it when its siblings come and go.
    func forEachSubview(_ base: Value, _ r: inout ArgumentReader, written: String, at node: Syntax) throws -> ViewValue {
        guard let each = r.closure("content") else { throw error(.subviewsNeedClosure, "ForEach(subviews:)", at: node) }
        let content = try viewValue(of: base, at: node)
        guard case .forEach(var forEach) = try makeForEach(data: subviews(of: content, as: .subview), id: nil, content: each,
                                                           label: "ForEach(subviews: \(written))", at: node)
        else { return .empty }
        // SwiftUI's `ForEach<ForEachSubviewCollection<Content>, Subview.ID, Content>` (its iOS 18
        // interface), `Subview.ID` printed as `ID`.
        forEach.dataTypeName = "ForEachSubviewCollection<\(forEach.template.typeName)>"
        forEach.idTypeName = SubviewFlavor.subview.idTypeName
        return .forEach(forEach)
    }

    /// `_VariadicView.Tree(root) { content }`: the root's `body(children:)` with the content's
    /// elements, as `Tree<Root, Content>` (`type(of:)` prints the nested type without `_VariadicView`).
    /// A multi-view root's body stands in the parent's list as its elements, as a custom view's body
    /// does.
    func variadicTree(_ r: inout ArgumentReader, at node: Syntax) throws -> ViewValue {
        guard let root = r.take(nil), let make = r.closure("content") else {
            throw error(.subviewsNeedClosure, "_VariadicView.Tree(_:content:)", at: node)
        }
        let rootType = typeName(of: root.unboxed)
        guard case .instance(let instance) = root.unboxed, let type = types[instance.typeName],
              Self.variadicRoots.contains(where: type.conforms(to:)),
              let body = type.methods["body"]?.first(where: { $0.userFunction?.parameters.map(\.label) == ["children"] })
        else { throw error(.variadicRootNeeded, rootType, at: node) }
        let content = try viewValue(of: call(make, [], at: node, asBuilder: true), at: node)
        let result = try viewValue(of: call(body, [Argument(label: "children", value: subviews(of: content, as: .variadicChild))],
                                            at: node, selfRef: Ref(root.unboxed), selfType: type.name, asBuilder: true), at: node)
        return .custom(CustomViewValue(typeName: "Tree<\(rootType), \(content.typeName)>", body: result))
    }

    /// The roots whose `body(children:)` a tree calls. `_VariadicView_ViewRoot` is the protocol
    /// both refine.
    private static let variadicRoots = ["_VariadicView_MultiViewRoot", "_VariadicView_UnaryViewRoot", "_VariadicView_ViewRoot"]

    /// The view list's elements as proxies: a collection (an array here) that `ForEach`, `count`,
    /// `first`, `last`, subscripts, `prefix` and `dropFirst` work on as on any array.
    private func subviews(of content: ViewValue, as flavor: SubviewFlavor) -> Value {
        .array(content.identifiedElements.map { .view(.subview($0.view, id: $0.identity, flavor: flavor)) })
    }
}
