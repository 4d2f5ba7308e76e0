import SwiftSyntax

extension Interpreter {
    /// Whether a call's arguments go one to one, in order and by label, to the parameters of a function
    /// declared with `func` whose parameters have no default value and are not variadic, `inout`, an
    /// autoclosure, a view builder or a metatype (`fib(n - 1)`, `distance(from: a, to: b)`): what
    /// `callPlain` binds without matching labels at each call.
    package func takesPlainArguments(_ f: Callable, _ pending: [PendingArgument]) -> UserFunction? {
        guard f.name != "closure", case .user(let u) = f.kind, u.parameters.count == pending.count, hasPlainParameters(u) else { return nil }
        for (p, a) in zip(u.parameters, pending) where p.label != a.label || a.isTrailingClosure || a.isInout { return nil }
        return u
    }

    private func hasPlainParameters(_ u: UserFunction) -> Bool {
        if let plain = u.hasPlainParameters { return plain }
        let plain = !u.usesAnonymousParameters && u.parameters.allSatisfy { p in
            p.defaultValue == nil && !p.isVariadic && !p.isInout && !p.isAutoclosure && !p.isViewBuilder && !(p.type?.is(MetatypeTypeSyntax.self) ?? false)
        }
        u.hasPlainParameters = plain
        return plain
    }

    /// A call `takesPlainArguments` allows: each argument is evaluated, in the caller's scope and in
    /// order, straight into the callee's scope (a new one, or the one its last call left:
    /// `Scope.forCall`), with no argument list made; then the body runs, as `call` runs it.
    package func callPlain(_ f: Callable, _ u: UserFunction, _ pending: [PendingArgument], in caller: Scope, at node: Syntax,
                           selfRef: Ref? = nil, selfType: String? = nil) throws -> Value {
        var scope = Scope.forCall(of: u, selfRef: selfRef, selfType: selfType)
        let types = parameterTypes(of: u)
        // By index: an element taken whole (`enumerated()`) retains each of its fields.
        for k in pending.indices {
            let value = try pending[k].operand.evaluate(self, caller, hint: types[k]?.hint ?? .none)
            scope.declare(u.parameters[k].name, try coerce(value, toDeclared: types[k]), type: u.parameters[k].type)
        }
        do {
            try budget.enter(self, at: node, "'\(f.name)'")
            defer { budget.leave() }
            let result = try runBody(of: u, in: scope, at: node, asBuilder: false)
            Scope.finishedCall(&scope, of: u, keepingFirst: u.parameters.count)
            return result
        } catch let thrown as ThrownError {
            throw propagate(thrown, leaving: u, at: node)
        }
    }
}
