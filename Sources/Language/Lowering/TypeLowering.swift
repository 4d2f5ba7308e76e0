import SwiftSyntax

extension Interpreter {
    /// `value as T`, `as? T`, `as! T`: the value's context expects T.
    package func lowerCast(_ e: AsExprSyntax) -> LoweredExpression {
        let value = lowered(e.expression, hint: hint(for: e.type))
        let kind = e.questionOrExclamationMark?.text
        return { i, scope in try i.cast(value(i, scope), to: e.type, kind: kind, at: e) }
    }

    /// `value is T`.
    package func lowerTypeCheck(_ e: IsExprSyntax) -> LoweredExpression {
        let value = lowered(e.expression, hint: .none)
        let type = e.type
        return { i, scope in .bool(i.isInstance(try value(i, scope), of: type)) }
    }

    /// `\.name.other`: a key path of properties.
    package func lowerKeyPath(_ e: KeyPathExprSyntax) -> LoweredExpression {
        var names: [String] = []
        for component in e.components {
            guard case .property(let p) = component.component else {
                return loweredUnsupported(.keyPath, at: component)
            }
            names.append(p.declName.baseName.text)
        }
        return { [names] _, _ in .keyPath(names) }
    }

    /// `&variable`: the variable itself; reads and writes in the callee go through to it.
    package func lowerInOut(_ e: InOutExprSyntax) -> LoweredExpression {
        let target = e.expression
        let read = lowered(target, hint: .none)
        return { i, scope in
            .binding(BindingValue(get: { [unowned i] in try read(i, scope) },
                                  set: { [unowned i] v in try i.assign(v, to: target, in: scope) }))
        }
    }
}
