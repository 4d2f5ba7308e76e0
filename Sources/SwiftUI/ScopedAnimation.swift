import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

extension Interpreter {
    /// `.animation(.default) { $0.rotationEffect(angle) }` (iOS 17; TiS L2692–2712, spec
    /// environment-animation.md §3.1 step 3): the modifiers the closure applies animate with the
    /// animation on any change, and nothing else does. It is built as what it is equivalent to: the
    /// content under `.animation(nil)`, the closure's modifiers on it, and `.animation(a)` around
    /// them. So `.frame` and `.offset` in the closure, drawn at the content's view, do not animate (L2712).
    func scopedAnimation(on view: ViewValue, _ r: inout ArgumentReader, at node: Syntax) throws -> ViewValue {
        let animation = r.take(nil).flatMap(transactionAnimation)
        let written = animation?.description ?? "nil"
        guard let body = r.closure("body") else { throw error(.actionNeedsClosure, "animation", at: node) }
        try r.finish()
        let shielded = ViewValue.modified(view, Modifier(kind: .action(.implicitAnimation(value: nil, animation: nil)),
                                                         typeName: "_AnimationModifier<Never>", name: "animation", arguments: "nil"))
        let placeholder = Value.view(.modifierContent(shielded, modifierTypeName: "PlaceholderContentView<\(view.typeName)>"))
        let inner = try viewValue(of: call(body, [Argument(label: nil, value: placeholder)], at: node, asBuilder: true), at: node)
        return .modified(inner, Modifier(kind: .action(.implicitAnimation(value: nil, animation: animation)),
                                         typeName: "_AnimationModifier<Never>", name: "animation", arguments: written + ", body: { … }"))
    }
}
