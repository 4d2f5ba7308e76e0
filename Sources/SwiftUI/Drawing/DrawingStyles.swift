import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// `StrokeStyle` and `FillStyle`, what `stroke(_:style:)` and `fill(_:style:)` take. Not in source:
/// Apple's documentation of both; the defaults are its declarations' (`StrokeStyle`'s are the
/// Model's).
extension Interpreter {
    /// `StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)`, every argument optional.
    func constructStrokeStyle(_ args: [Argument], at node: Syntax) throws -> Value {
        var a = DrawingArguments("StrokeStyle", args,
                                 takes: "lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat, dash: [CGFloat], dashPhase: CGFloat",
                                 at: node, self)
        var style = StrokeStyle()
        style.lineWidth = try a.number("lineWidth", default: style.lineWidth)
        if let cap = a.value("lineCap") {
            guard case .implicitMember(let name, nil) = cap.unboxed, let c = StrokeStyle.LineCap(rawValue: name) else { throw a.failure() }
            style.lineCap = c
        }
        if let join = a.value("lineJoin") {
            guard case .implicitMember(let name, nil) = join.unboxed, let j = StrokeStyle.LineJoin(rawValue: name) else { throw a.failure() }
            style.lineJoin = j
        }
        style.miterLimit = try a.number("miterLimit", default: style.miterLimit)
        if let dash = a.value("dash") {
            guard case .array(let items) = dash.unboxed else { throw a.failure() }
            style.dash = try items.map { item in
                guard let d = toDouble(item) else { throw a.failure() }
                return d
            }
        }
        style.dashPhase = try a.number("dashPhase", default: style.dashPhase)
        try a.finish()
        return .swiftUI(.strokeStyle(style))
    }

    /// `FillStyle(eoFill:antialiased:)`: whether the even-odd rule decides what is inside.
    func constructFillStyle(_ args: [Argument], at node: Syntax) throws -> Value {
        var a = DrawingArguments("FillStyle", args, takes: "eoFill: Bool, antialiased: Bool", at: node, self)
        let evenOdd = try a.bool("eoFill", default: false)
        _ = try a.bool("antialiased", default: true)
        try a.finish()
        return .swiftUI(.fillStyle(evenOdd: evenOdd))
    }

    /// `style.lineWidth` and the other properties of a `StrokeStyle`.
    func strokeStyleProperty(_ style: StrokeStyle, _ name: String) -> Value? {
        switch name {
        case "lineWidth": .double(style.lineWidth)
        case "miterLimit": .double(style.miterLimit)
        case "dash": .array(style.dash.map { .double($0) })
        case "dashPhase": .double(style.dashPhase)
        case "lineCap": .implicitMember(style.lineCap.rawValue, nil)
        case "lineJoin": .implicitMember(style.lineJoin.rawValue, nil)
        default: nil
        }
    }
}
