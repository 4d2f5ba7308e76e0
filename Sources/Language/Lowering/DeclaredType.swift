import SwiftSyntax

/// A type annotation read once (a parameter's, a function's return type): its text rendered once
/// rather than at each call, and the contextual type it gives literals. A class: a call passes its
/// parameters' types around with one reference each rather than copying a syntax node and a string.
package final class DeclaredType {
    package let syntax: TypeSyntax
    package let text: String
    package let hint: Hint
    /// A tuple, or an array of tuples: the annotation gives the values their labels.
    package let isTuple: Bool
    /// `Int`: an integer passed or returned is one already (`fib(n - 1)`), with nothing to look up.
    package let isInt: Bool

    init(syntax: TypeSyntax, text: String, hint: Hint, isTuple: Bool) {
        self.syntax = syntax; self.text = text; self.hint = hint; self.isTuple = isTuple
        isInt = text == "Int"
    }
}

/// The types an integer literal becomes a floating-point number in (`let x: CGFloat = 5` is 5.0).
package let floatingPointTypeNames: Set<String> = ["Double", "CGFloat", "Float", "TimeInterval"]

extension Interpreter {
    package func declaredType(_ syntax: TypeSyntax?) -> DeclaredType? {
        syntax.map { DeclaredType(syntax: $0, text: sourceText($0), hint: hint(for: $0),
                                  isTuple: $0.is(TupleTypeSyntax.self) || $0.as(ArrayTypeSyntax.self)?.element.is(TupleTypeSyntax.self) == true
                                      || $0.as(OptionalTypeSyntax.self)?.wrappedType.is(TupleTypeSyntax.self) == true) }
    }

    /// `coerce(_:to:)` with the annotation read once.
    package func coerce(_ value: Value, toDeclared type: DeclaredType?) throws -> Value {
        guard let type else { return value }
        switch value {
        case .int where type.isInt: return value
        case .int, .implicitMember, .array, .tuple, .box, .binding: break
        case .dictionary: return try coerce(value, to: type.syntax)
        case .double, .string, .bool:
            // Only a learner's `ExpressibleBy…Literal` type changes these (`func show(_ m: Meters)` called with `1.5`).
            guard let declared = types[type.text], literalLabel(of: value, for: declared) != nil else { return value }
        default: return value
        }
        if type.isTuple { return try coerce(value, to: type.syntax) }
        return try coerce(value, toTypeNamed: type.text, at: type.syntax)
    }

    /// A function's parameters' declared types, read at its first call.
    package func parameterTypes(of u: UserFunction) -> [DeclaredType?] {
        if let types = u.parameterTypes { return types }
        let types = u.parameters.map { declaredType($0.type) }
        u.parameterTypes = types
        return types
    }
}
