import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// A shape's own modifiers: `fill`, `stroke` and `strokeBorder` choose how it is painted, `trim`
/// and `inset` change its outline. Each keeps SwiftUI's type name (`_ShapeView<_StrokedShape<Circle>,
/// Color>`, `_TrimmedShape<Circle>`, `Circle._Inset`; shared/spec/type-names.md) and records what
/// the drawing engine draws (`ShapeDrawing`). Not in source for the drawing: Apple's documentation
/// of `Shape` and `InsettableShape`.
extension Interpreter {
    func shapeModifier(_ name: String, _ shape: ShapeValue, _ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> ViewValue {
        var s = shape
        let base = s.typeName
        switch name {
        case "trim":
            // `trim(from: CGFloat = 0, to: CGFloat = 1)`; fractions past 0…1 are clamped, and a start
            // past the end keeps nothing (not in source: what SwiftUI draws for such fractions).
            let from = r.take("from").flatMap(toDouble) ?? 0, to = r.take("to").flatMap(toDouble) ?? 1
            let lower = min(max(from, 0), 1), upper = min(max(to, 0), 1)
            s.drawing.trim = lower <= upper ? lower...upper : lower...lower
            s.typeName = "_TrimmedShape<\(base)>"
        case "inset":
            let written = r.take("by")
            guard let amount = written.flatMap(toDouble) ?? (isUnknown(written) ? 0 : nil) else {
                throw error(.drawingArguments, "inset", "by: CGFloat", at: node)
            }
            s.drawing.inset += amount
            // An inset shape's `inset(by:)` returns its own type with the amounts added
            // (`Circle._Inset.inset(by:) -> Circle._Inset` in SwiftUI's interface).
            s.typeName = Self.insetTypeName(base)
        case "fill":
            let style = r.take(nil), fillStyle = r.take("style")
            _ = r.take("antialiased")
            var evenOdd = false
            if case .swiftUI(.fillStyle(let eo))? = try drawingValue(fillStyle, as: "FillStyle", at: node)?.unboxed { evenOdd = eo }
            s.drawing.mode = .fill(paint(of: style), evenOdd: evenOdd)
            s.typeName = "_ShapeView<\(base), \(styleTypeName(style))>"
        default:
            // `stroke(_:lineWidth:antialiased:)`, `stroke(_:style:antialiased:)`, and `strokeBorder` alike.
            let style = r.take(nil), lineWidth = r.take("lineWidth"), strokeStyle = r.take("style")
            _ = r.take("antialiased")
            var stroke = StrokeStyle()
            if case .swiftUI(.strokeStyle(let written))? = try drawingValue(strokeStyle, as: "StrokeStyle", at: node)?.unboxed { stroke = written }
            if let width = lineWidth.flatMap(toDouble) { stroke.lineWidth = width }
            let paint = paint(of: style)
            if name == "stroke" {
                s.drawing.mode = .stroke(paint, stroke)
                s.typeName = style == nil ? "_StrokedShape<\(base)>" : "_ShapeView<_StrokedShape<\(base)>, \(styleTypeName(style))>"
            } else {
                s.drawing.mode = .strokeBorder(paint, stroke)
                s.typeName = "_ShapeView<_StrokedShape<\(Self.insetTypeName(base))>, \(styleTypeName(style))>"
            }
        }
        s.label += ".\(name)(\(argumentText(args)))"
        return .shape(s)
    }

    /// A shape style argument's paint; none written (or one viewlab cannot draw) is the foreground style.
    func paint(of style: Value?) -> Paint { style.flatMap(toPaint) ?? .foreground }

    /// `Circle._Inset`; an inset shape's own type again.
    private static func insetTypeName(_ base: String) -> String { base.hasSuffix("._Inset") ? base : base + "._Inset" }
}
