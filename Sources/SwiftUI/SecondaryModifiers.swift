import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// `background` and `overlay`: a view, a builder, a shape style, or a style in a shape.
extension Interpreter {
    /// `background`/`overlay`: the ShapeStyle overload (`.background(.red)`, iOS 15+), the view and
    /// builder overloads, and `background(_:in:)` with a shape (type-names.md).
    func secondaryModifier(_ placement: SecondaryPlacement, _ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> Modifier {
        let name = placement.rawValue, Name = placement.typeNamePart
        var alignment = Alignment.center
        if let a = r.take("alignment") {
            guard let resolved = toAlignment(a) else { throw error(.unknownAlignment, describe(a), at: node) }
            alignment = resolved
        }
        let text = argumentText(args.filter { if case .function = $0.value { false } else { true } })
        if let f = r.closure() {
            let content = try viewValue(of: call(f, [], at: node, asBuilder: true), at: node)
            return Modifier(kind: placement.kind(content, alignment: alignment),
                            typeName: "_\(Name)Modifier<\(content.typeName)>", name: name, arguments: text)
        }
        let first = r.take(nil)
        if let shapeValue = r.take("in") {
            let shape = try shapeArgument(shapeValue, at: node)
            let style = first.flatMap(toColor) ?? ColorValue("background")
            var filled = ShapeValue(kind: shapeKind(shape), typeName: "_ShapeView<\(shape.typeName), Color>", label: "\(shape.typeName)().fill(\(style))")
            if case .shape(let s) = shape { filled.customPath = s.customPath }
            // With no style, the background style: the system background, white in light mode (not in
            // source: UIKit's `systemBackground`).
            filled.drawing.mode = .fill(first.flatMap(toPaint) ?? .color(RGBA(255, 255, 255)), evenOdd: false)
            let secondary = ViewValue.shape(filled)
            _ = r.take("fillStyle")
            return Modifier(kind: .background(secondary, alignment: .center),
                            typeName: "_BackgroundShapeModifier<\(first.map(styleTypeName) ?? "BackgroundStyle"), \(shape.typeName)>", name: name, arguments: text)
        }
        guard let first else { throw error(.backgroundContent, name, at: node) }
        let syntax = args.first { $0.label == nil }?.syntax
        let isOptional = first.unboxed.isNil || (syntax?.as(ExprSyntax.self).map(isTernaryWithNil) ?? false)
        if isOptional {
            let present = first.unboxed.isNil ? nil : try viewValue(of: first, at: node)
            let content: ViewValue = .optional(present ?? .color(ColorValue("clear")), isPresent: present != nil)
            let wrapped = present?.typeName ?? "Color"
            return Modifier(kind: placement.kind(content, alignment: alignment),
                            typeName: "_\(Name)Modifier<Optional<\(wrapped)>>", name: name, arguments: text)
        }
        if let color = toColor(first), !isViewInstance(first) {
            let content = ViewValue.color(color)
            return Modifier(kind: placement.kind(content, alignment: alignment),
                            typeName: "_\(Name)StyleModifier<\(styleTypeName(first))>", name: name, arguments: text)
        }
        let content = try viewValue(of: first, at: node)
        return Modifier(kind: placement.kind(content, alignment: alignment),
                        typeName: "_\(Name)Modifier<\(content.typeName)>", name: name, arguments: text)
    }

    func isViewInstance(_ v: Value) -> Bool { if case .instance = v.unboxed { true } else { false } }

    func isTernaryWithNil(_ e: ExprSyntax) -> Bool {
        guard let t = e.as(TernaryExprSyntax.self) else { return false }
        return t.thenExpression.is(NilLiteralExprSyntax.self) || t.elseExpression.is(NilLiteralExprSyntax.self)
    }

    func shapeKind(_ view: ViewValue) -> ShapeKind {
        if case .shape(let s) = view { return s.kind }
        return .rectangle
    }
}
