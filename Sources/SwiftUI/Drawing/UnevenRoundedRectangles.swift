import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

extension Interpreter {
    /// `UnevenRoundedRectangle(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)`,
    /// each radius 0 unless given (not in source: Apple's documentation, iOS 16). The
    /// `cornerRadii: RectangleCornerRadii` form is not modelled.
    func unevenRoundedRectangle(_ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> ViewValue {
        if r.take("cornerRadii") != nil { throw unsupported(.api("'UnevenRoundedRectangle(cornerRadii:)'"), at: node) }
        var radii: [Double] = []
        for label in ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius"] {
            guard let v = r.take(label) else { radii.append(0); continue }
            guard let d = toDouble(v) ?? (isUnknown(v) ? 0 : nil) else {
                throw error(.drawingArguments, "UnevenRoundedRectangle",
                            "topLeadingRadius: CGFloat, bottomLeadingRadius: CGFloat, bottomTrailingRadius: CGFloat, topTrailingRadius: CGFloat, style: RoundedCornerStyle",
                            at: node)
            }
            radii.append(d)
        }
        _ = r.take("style")
        let kind = ShapeKind.unevenRoundedRectangle(topLeading: radii[0], bottomLeading: radii[1], bottomTrailing: radii[2], topTrailing: radii[3])
        return .shape(ShapeValue(kind: kind, label: callLabel("UnevenRoundedRectangle", args)))
    }
}
