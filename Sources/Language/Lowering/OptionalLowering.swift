import SwiftSyntax

/// Thrown by `a?.b` when `a` is nil and caught where the optional chain ends.
package struct OptionalChainNil: Error {}

extension Interpreter {
    /// `value!`.
    package func lowerForceUnwrap(_ e: ForceUnwrapExprSyntax, hint: Hint) -> LoweredExpression {
        let value = lowered(e.expression, hint: hint)
        return { i, scope in
            let v = try value(i, scope)
            if v.unboxed.isNil {
                throw i.error(.nilUnwrap, at: e)
            }
            return v
        }
    }

    /// `value?` inside a chain: a nil ends the whole chain (see `lower(_:hint:)`).
    package func lowerOptionalChaining(_ e: OptionalChainingExprSyntax, hint: Hint) -> LoweredExpression {
        let value = lowered(e.expression, hint: hint)
        return { i, scope in
            let v = try value(i, scope)
            if v.unboxed.isNil { throw OptionalChainNil() }
            // `String?.none`: a type followed by `?` is the Optional type.
            if case .metatype(let type) = v.unboxed { return .metatype(type + "?") }
            return v
        }
    }
}
