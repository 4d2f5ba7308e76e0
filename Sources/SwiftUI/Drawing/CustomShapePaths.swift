import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// Outlines the drawing engine asks for: a learner's shape's own `path(in:)`, a `Path` used as a
/// view, and a shape's `path(in:)` called by learner code (`Circle().path(in: rect)`).
extension Interpreter {
    /// A learner's `struct Wave: Shape`'s `path(in:)`, run when the drawing engine draws the shape,
    /// in the rectangle the layout gave it (*Thinking in SwiftUI* L1446–1470). Each run has the time
    /// budget afresh, as a learner's `sizeThatFits` has; nil when the shape declares no `path(in:)`.
    func learnerPath(of instance: Instance) -> ((Rect) throws -> PathValue)? {
        guard let method = types[instance.typeName]?.methods["path"]?.first(where: {
            $0.userFunction?.parameters.first?.label == "in"
        }) else { return nil }
        let declaration = method.userFunction!.declaration
        let value = Value.instance(instance)
        // Through the handle: the drawing engine may draw after the session's run has ended; a shape
        // drawn then has no outline.
        return { [handle] rect in
            guard let interpreter = handle.interpreter else { return PathValue() }
            interpreter.budget.restartClock()
            let result = try interpreter.call(method, [Argument(label: "in", value: rect.interpreted)], at: declaration,
                                              selfRef: Ref(value), selfType: instance.typeName)
            guard let path = PathValue(interpreted: result) else { throw interpreter.error(.pathResult, at: declaration) }
            return path
        }
    }

    /// `Path { … }` as a view: a shape whose outline is the path, in the view's own coordinates,
    /// whatever its frame (not in source: Apple's documentation of `Path`'s `View` conformance). It
    /// fills its proposal as a shape without its own `sizeThatFits` does.
    func pathView(_ path: PathValue) -> ViewValue {
        var shape = ShapeValue(kind: .custom(name: "Path", sizeThatFits: nil), label: "Path")
        shape.customPath = { _ in path }
        return .shape(shape)
    }

    /// `Circle().path(in: rect)`: a built-in shape's outline as a `Path`, with its `trim` and
    /// `inset` (SwiftUI's `_TrimmedShape` and `_Inset` answer `path(in:)` so).
    func shapePath(_ shape: ShapeValue, _ args: [Argument], at node: Syntax) throws -> Value {
        var a = DrawingArguments("path", args, takes: "in: CGRect", at: node, self)
        let rect = try a.rect("in")
        try a.finish()
        return try shapePath(shape, in: rect)
    }

    /// The shape's outline in `rect`, inset and trimmed as its modifiers say.
    func shapePath(_ shape: ShapeValue, in rect: Rect) throws -> Value {
        let inset = shape.drawing.inset
        var path = try shape.path(in: rect.insetBy(dx: inset, dy: inset))
        if let trim = shape.drawing.trim { path = path.trimmedPath(from: trim.lowerBound, to: trim.upperBound) }
        return path.interpreted
    }
}
