import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

extension Interpreter {
    /// `.safeAreaInset(edge: .bottom, alignment: .leading, spacing: 0) { bar }` (Pro SwiftUI L2482,
    /// L2805): the content, laid out at the edge by `SafeAreaInsetLayout`. Its type is SwiftUI's
    /// `_InsetViewModifier<Content>` (OpenSwiftUI's name; not verified on a device).
    func safeAreaInsetModifier(_ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> Modifier {
        guard case .implicitMember(let edgeName, nil)? = r.take("edge")?.unboxed, let edge = TransitionSpec.Edge(rawValue: edgeName),
              let content = r.closure("content") else {
            throw error(.safeAreaInsetArguments, at: node)
        }
        let acrossAxis: Axis = edge == .top || edge == .bottom ? .horizontal : .vertical
        var alignment: AlignmentKey = acrossAxis == .horizontal ? .horizontalCenter : .verticalCenter
        if let written = r.take("alignment") {
            guard let key = toAlignmentKey(written, axis: acrossAxis) else { throw error(.unknownAlignment, describe(written), at: node) }
            alignment = key
        }
        let spacing = r.take("spacing").flatMap(toDouble)
        let view = try viewValue(of: call(content, [], at: node, asBuilder: true), at: node)
        return Modifier(kind: .safeAreaInset(view, edge: edge, alignment: alignment, spacing: spacing), typeName: "_InsetViewModifier<\(view.typeName)>",
                        name: "safeAreaInset", arguments: argumentText(args.filter { if case .function = $0.value { false } else { true } }))
    }
}
