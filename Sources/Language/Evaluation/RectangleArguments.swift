import SwiftSyntax
import ViewlabModel

/// A shape's `path(in:)` argument written as the prelude's `CGRect(x:y:width:height:)`, as a Canvas's
/// loop writes `Circle().path(in: CGRect(x: b.x, y: b.y, width: 40, height: 40))`: its four
/// arguments, which the call evaluates straight into the rectangle it makes the path in, with no
/// CGRect instance made only to be read and freed (`Interpreter.shapePath(_:inWritten:at:in:)`).
package struct RectangleArgument {
    /// The `CGRect(…)` call, which counts its step and names the place of an error.
    let call: Syntax
    let type: TypeDeclaration
    let arguments: [Interpreter.PendingArgument]
    let hints: [Hint]
}

extension Interpreter {
    /// The `path(in:)` argument as a `RectangleArgument`, when it is written `CGRect(x:y:width:height:)`
    /// and the name is the core prelude's CGRect, which nothing the code declares or binds shadows: what
    /// `lowerNamedCall` asks before it keeps a construction, asked here where the site keeps its path.
    func rectangleArgument(_ pending: [PendingArgument], in scope: Scope) -> RectangleArgument? {
        guard pending.count == 1, pending[0].label == "in", !pending[0].isTrailingClosure, !pending[0].isInout,
              let call = pending[0].syntax.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              call.additionalTrailingClosures.isEmpty, let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
              callee.argumentNames == nil, case let name = callee.baseName.text, name == PreludeGeometry.rect.rawValue else { return nil }
        let arguments = pendingArguments(call)
        guard arguments.map(\.label) == ["x", "y", "width", "height"], case .none = findCallee(name, in: scope, for: arguments),
              isTypeName(name), let kept = keptConstruction(name, arguments), let type = kept.type,
              constructionPlan(of: type).geometry == .rect else { return nil }
        return RectangleArgument(call: Syntax(call), type: type, arguments: arguments, hints: kept.hints)
    }

    /// `shape.path(in: CGRect(x:y:width:height:))` at a site that kept its rectangle: the `CGRect`
    /// call's step, its arguments evaluated in order as its construction evaluates them, and the
    /// path made in their rectangle. When one is not a number, the CGRect is constructed of the
    /// values, as the general path would, and the path made of it.
    func shapePath(_ shape: ShapeValue, inWritten rectangle: RectangleArgument, at node: Syntax, in scope: Scope) throws -> Value {
        try budget.step(self, at: rectangle.call)
        let (a, hints) = (rectangle.arguments, rectangle.hints)
        let x = try a[0].operand.evaluate(self, scope, hint: hints[0]), y = try a[1].operand.evaluate(self, scope, hint: hints[1])
        let width = try a[2].operand.evaluate(self, scope, hint: hints[2]), height = try a[3].operand.evaluate(self, scope, hint: hints[3])
        if let x = number(x), let y = number(y), let width = number(width), let height = number(height) {
            return try library.shapePath(self, shape, in: Rect(x: x, y: y, width: width, height: height))
        }
        let made = try construct(rectangle.type, a, evaluated: [x, y, width, height], at: rectangle.call)
        return try library.shapePath(self, shape, [Argument(label: "in", value: made, syntax: rectangle.call)], at: node)
    }
}
