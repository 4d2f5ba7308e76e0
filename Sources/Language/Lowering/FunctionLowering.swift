import SwiftSyntax

/// A function's or closure's body, lowered once: what it returns, coerced to its declared type.
package struct LoweredBody {
    /// The body's value once its parameters are bound in the scope it is given; the last argument
    /// is the call, where a misplaced `break` is reported.
    package let run: (Interpreter, Scope, Syntax) throws -> Value
    /// A body with no `return` of its own: where a view builder is expected, it builds a view.
    package let canBuildView: Bool
}

/// Where a function keeps its body's lowered code once made, so that its calls need not look it up.
/// The closures made from one closure literal share one.
package final class LoweredBodySlot {
    @exclusivity(unchecked) package var code: LoweredBody?
}

extension Interpreter {
    package func loweredBody(of u: UserFunction) -> LoweredBody {
        if let code = u.lowered.code { return code }
        guard let body = u.body else { return LoweredBody(run: { _, _, _ in .void }, canBuildView: false) }
        let code = loweredOnce(body) { lowerBody(body, single: u.singleExpression, returnType: u.returnType) }
        u.lowered.code = code
        return code
    }

    /// A computed property's getter, lowered as a function's body returning the property's type
    /// (conformed by `runGetter` instead when the type names `Self`).
    func loweredGetter(_ property: TypeDeclaration.ComputedProperty) -> LoweredBody {
        let body = property.getter
        let code = loweredOnce(body) {
            lowerBody(body, single: body.count == 1 ? implicitReturn(body.first!) : nil, returnType: property.type, conforms: !property.namesSelf)
        }
        property.lowered.code = code
        return code
    }

    /// A body's code, lowered once for every function or getter made from the same statements.
    private func loweredOnce(_ body: CodeBlockItemListSyntax, _ lower: () -> LoweredBody) -> LoweredBody {
        if let code = lowering.bodies[body.id] { return code }
        lowering.keepTree(of: body)
        let code = lower()
        lowering.bodies[body.id] = code
        return code
    }

    private func lowerBody(_ body: CodeBlockItemListSyntax, single: ExprSyntax?, returnType: TypeSyntax?, conforms: Bool = true) -> LoweredBody {
        let canBuildView = !containsReturn(body)
        let returned: (Interpreter, Value) throws -> Value = if conforms, let returnType = declaredType(returnType) {
            { i, value in try i.coerce(value, toDeclared: returnType) }
        } else {
            { _, value in value }
        }
        // A body of one expression returns its value: `x * 2`, and since Swift 5.9 an `if` or
        // `switch` whose branches are single expressions (SE-0380), which parse as statements.
        if let expression = single ?? (body.count == 1 && returnType != nil ? implicitReturn(body.first!) : nil) {
            let value = lowered(expression, hint: hint(for: returnType))
            return LoweredBody(run: { i, scope, _ in try returned(i, value(i, scope)) }, canBuildView: canBuildView)
        }
        let block = loweredBlock(body)
        return LoweredBody(run: { i, scope, call in
            switch try block(i, scope) {
            case .returned(let v): return try returned(i, v)
            case .normal: return .void
            case .breakLoop, .continueLoop, .fellThrough: throw i.error(.breakOutsideLoop, at: call)
            }
        }, canBuildView: canBuildView)
    }

    /// The value a one-statement body returns: an expression, or an `if` or `switch` expression (SE-0380).
    package func implicitReturn(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let e): return e
        case .stmt(let s):
            guard let e = s.as(ExpressionStmtSyntax.self)?.expression,
                  e.is(SwitchExprSyntax.self) || e.is(IfExprSyntax.self) else { return nil }
            return e
        case .decl: return nil
        }
    }
}
