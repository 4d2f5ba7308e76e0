import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// SwiftUI's `Path`: its initializers, its `add…` methods, which change the path where it is stored
/// (`isMutatingBuiltin`), and what it tells (`boundingRect`, `currentPoint`). Not in source: the
/// books build paths only inside a shape's `path(in:)` (*Thinking in SwiftUI* L1446–1470); the API is
/// Apple's documentation of `Path` (iOS 17). The elements, and arcs as curves, are the Model's
/// `PathValue`.
extension Interpreter {
    /// Path's methods that change it (`mutating func` in Apple's documentation).
    static let pathMutatingMethods: Set<String> = [
        "move", "addLine", "addLines", "addQuadCurve", "addCurve", "closeSubpath", "addRect", "addRects",
        "addRoundedRect", "addEllipse", "addArc", "addRelativeArc", "addPath",
    ]

    /// Path's members that viewlab has, for "did you mean".
    static let pathMemberNames: [String] = Array(pathMutatingMethods) + ["trimmedPath", "offsetBy", "path", "boundingRect", "currentPoint", "isEmpty", "description"]

    /// Path's API viewlab lacks (Apple's documentation, iOS 17), so that using it says "does not
    /// support … yet" rather than "has no member".
    static let pathMembersNotSupported: Set<String> = [
        "contains", "forEach", "strokedPath", "applying", "union", "intersection", "subtracting", "symmetricDifference",
        "lineIntersection", "lineSubtraction", "normalized", "cgPath", "rotation", "scale", "offset", "transform",
    ]

    /// `Path()`, `Path { path in … }`, `Path(rect)`, `Path(roundedRect:cornerRadius:style:)`,
    /// `Path(roundedRect:cornerSize:style:)`, `Path(ellipseIn:)`.
    func constructPath(_ args: [Argument], at node: Syntax) throws -> Value {
        var path = PathValue()
        guard let first = args.first else { return path.interpreted }
        switch first.label {
        case "roundedRect":
            let takesSize = args.contains { $0.label == "cornerSize" }
            var a = DrawingArguments("Path", args, takes: "roundedRect: CGRect, \(takesSize ? "cornerSize: CGSize" : "cornerRadius: CGFloat"), style: RoundedCornerStyle",
                                     at: node, self)
            let rect = try a.rect("roundedRect")
            let corner = takesSize ? try a.size("cornerSize") : try a.number("cornerRadius").square
            _ = a.value("style")
            try a.finish()
            path.addRoundedRect(in: rect, cornerSize: corner)
        case "ellipseIn":
            var a = DrawingArguments("Path", args, takes: "ellipseIn: CGRect", at: node, self)
            path.addEllipse(in: try a.rect("ellipseIn"))
            try a.finish()
        default:
            if case .function(let callback) = first.value.unboxed {
                // `init(_ callback: (inout Path) -> ())`: the closure changes the path through storage
                // it is given, as `reduce(into:)`'s closure does its result.
                var a = DrawingArguments("Path", args, takes: "_ callback: (inout Path) -> ()", at: node, self)
                if a.closure("callback") == nil { _ = a.value(nil) }
                try a.finish()
                let storage = Ref(path.interpreted)
                _ = try call(callback, [Argument(label: nil, value: .box(storage))], at: node)
                return PathValue(interpreted: storage.value).map(\.interpreted) ?? path.interpreted
            }
            if case .string = first.value.unboxed { throw unsupported(.pathFromString, at: node) }
            var a = DrawingArguments("Path", args, takes: "_ rect: CGRect", at: node, self)
            if let other = PathValue(interpreted: first.value) {
                _ = a.value(nil)
                path = other
            } else {
                path.addRect(try a.rect(nil))
            }
            try a.finish()
        }
        return path.interpreted
    }

    /// `path.boundingRect`, `path.currentPoint`, `path.isEmpty`, `path.description`.
    func pathProperty(_ path: PathValue, _ name: String, at node: some SyntaxProtocol) throws -> Value? {
        switch name {
        case "boundingRect": return path.boundingRect.interpreted
        case "currentPoint": return path.currentPoint?.interpreted ?? .nilValue
        case "isEmpty": return .bool(path.isEmpty)
        case "description": return .string(pathDescription(path))
        default:
            if Self.pathMembersNotSupported.contains(name) { throw unsupported(.api("'Path.\(name)'"), at: node) }
            return nil
        }
    }

    /// Path's methods. The mutating ones change `target`, which the caller writes back to the
    /// variable; nil for a name Path does not have.
    func pathMethod(_ name: String, on target: inout Value, _ args: [Argument], at node: Syntax) throws -> Value? {
        guard case .swiftUI(.path(var path)) = target.unboxed else { return nil }
        if Self.pathMembersNotSupported.contains(name) { throw unsupported(.api("'Path.\(name)'"), at: node) }
        if args.contains(where: { $0.label == "transform" }) { throw unsupported(.pathTransform(name), at: node) }
        // A view's shape in a branch not taken has no geometry to add.
        if isShapeMode { return Self.pathMutatingMethods.contains(name) ? .void : .unknown("Path.\(name)") }
        if !Self.pathMutatingMethods.contains(name) { return try pathQuery(path, name, args, at: node) }
        // The target lets go of the path while it changes, so its elements have one owner and grow in place.
        target = .void
        defer { target = path.interpreted }
        var a = DrawingArguments(name, args, takes: Self.pathSignature(name, args), at: node, self)
        switch name {
        case "move": path.move(to: try a.point("to"))
        case "addLine": path.addLine(to: try a.point("to"))
        case "addLines": path.addLines(try a.list(nil, of: Point.self))
        case "addQuadCurve": path.addQuadCurve(to: try a.point("to"), control: try a.point("control"))
        case "addCurve": path.addCurve(to: try a.point("to"), control1: try a.point("control1"), control2: try a.point("control2"))
        case "closeSubpath": path.closeSubpath()
        case "addRect": path.addRect(try a.rect(nil))
        case "addRects": for r in try a.list(nil, of: Rect.self) { path.addRect(r) }
        case "addRoundedRect":
            let rect = try a.rect("in"), corner = try a.size("cornerSize")
            _ = a.value("style")
            path.addRoundedRect(in: rect, cornerSize: corner)
        case "addEllipse": path.addEllipse(in: try a.rect("in"))
        case "addArc" where args.contains(where: { $0.label == "tangent1End" }):
            path.addArc(tangent1End: try a.point("tangent1End"), tangent2End: try a.point("tangent2End"), radius: try a.number("radius"))
        case "addArc":
            let center = try a.point("center"), radius = try a.number("radius")
            let start = try a.angle("startAngle"), end = try a.angle("endAngle")
            path.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: try a.bool("clockwise", default: false))
        case "addRelativeArc":
            // `CGPath.addRelativeArc`: a positive delta turns as `clockwise: false` does (clockwise on screen).
            let center = try a.point("center"), radius = try a.number("radius")
            let start = try a.angle("startAngle"), delta = try a.angle("delta")
            path.addArc(center: center, radius: radius, startAngle: start, endAngle: Angle(radians: start.radians + delta.radians),
                        clockwise: delta.radians < 0)
        default: path.addPath(try a.path(nil))
        }
        try a.finish()
        return .void
    }

    /// The methods that make a new path or a value: `trimmedPath(from:to:)`, `offsetBy(dx:dy:)`, and
    /// `path(in:)` (a Path is a Shape whose outline is itself, in any rectangle).
    private func pathQuery(_ path: PathValue, _ name: String, _ args: [Argument], at node: Syntax) throws -> Value? {
        var a = DrawingArguments(name, args, takes: Self.pathSignature(name, args), at: node, self)
        let result: Value
        switch name {
        case "trimmedPath": result = path.trimmedPath(from: try a.number("from"), to: try a.number("to")).interpreted
        case "offsetBy": result = path.offsetBy(dx: try a.number("dx"), dy: try a.number("dy")).interpreted
        case "path": _ = try a.rect("in"); result = path.interpreted
        default: return nil
        }
        try a.finish()
        return result
    }

    /// What a Path method takes, for its diagnostic (Apple's documentation, without `transform:`).
    private static func pathSignature(_ name: String, _ args: [Argument]) -> String {
        switch name {
        case "move", "addLine": "to: CGPoint"
        case "addLines": "_ lines: [CGPoint]"
        case "addQuadCurve": "to: CGPoint, control: CGPoint"
        case "addCurve": "to: CGPoint, control1: CGPoint, control2: CGPoint"
        case "closeSubpath": ""
        case "addRect": "_ rect: CGRect"
        case "addRects": "_ rects: [CGRect]"
        case "addRoundedRect": "in: CGRect, cornerSize: CGSize, style: RoundedCornerStyle"
        case "addEllipse": "in: CGRect"
        case "addArc" where args.contains(where: { $0.label == "tangent1End" }): "tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat"
        case "addArc": "center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool"
        case "addRelativeArc": "center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle"
        case "addPath": "_ path: Path"
        case "trimmedPath": "from: CGFloat, to: CGFloat"
        case "offsetBy": "dx: CGFloat, dy: CGFloat"
        default: "in: CGRect"
        }
    }
}

private extension Double {
    /// A corner radius as the corner size `addRoundedRect(in:cornerSize:)` takes.
    var square: Size { Size(width: self, height: self) }
}
