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
    /// `Scope.forCall`), with no argument list made; then the body runs, as `call` runs it. A global
    /// function of numbers runs in the numeric tier (`NumericFunction`) instead.
    package func callPlain(_ f: Callable, _ u: UserFunction, _ pending: [PendingArgument], in caller: Scope, at node: Syntax,
                           selfRef: Ref? = nil, selfType: String? = nil) throws -> Value {
        // A statement before this call released an object whose `deinit` runs after the body's
        // first statement (`loweredItem`), which only the general path runs.
        if usesNumericTier, released.pending.isEmpty, let numeric = numericForm(of: u, named: f.name, selfRef: selfRef, selfType: selfType) {
            return try callNumeric(numeric, f, u, pending, in: caller, at: node, selfRef: selfRef, selfType: selfType)
        }
        return try callPlain(f, u, pending, evaluated: [], in: caller, at: node, selfRef: selfRef, selfType: selfType)
    }

    /// The numeric form of a global function, or of a method called on a struct (not `mutating`:
    /// the tier reads `self`'s properties once, at the call's start).
    func numericForm(of u: UserFunction, named name: String, selfRef: Ref?, selfType: String?) -> NumericFunction? {
        guard let selfRef else { return selfType == nil ? NumericCompiler.form(of: u, named: name, in: self) : nil }
        guard case .instance(let instance) = selfRef.value, instance.typeName == selfType else { return nil }
        return NumericCompiler.form(of: u, named: name, selfType: instance.typeName, in: self)
    }

    /// The general path, given the first arguments' values already evaluated (`callNumeric` found
    /// one of another type than its parameter's).
    private func callPlain(_ f: Callable, _ u: UserFunction, _ pending: [PendingArgument], evaluated: [Value], in caller: Scope,
                           at node: Syntax, selfRef: Ref?, selfType: String?) throws -> Value {
        var scope = Scope.forCall(of: u, selfRef: selfRef, selfType: selfType)
        let types = parameterTypes(of: u)
        // By index: an element taken whole (`enumerated()`) retains each of its fields.
        for k in pending.indices {
            let value = k < evaluated.count ? evaluated[k]
                : try coerce(pending[k].operand.evaluate(self, caller, hint: types[k]?.hint ?? .none), toDeclared: types[k])
            scope.declare(u.parameters[k].name, value, type: u.parameters[k].type)
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

    /// A call of a numeric function from the general path: its arguments evaluated and converted
    /// as the general path does, into its frame, then its body. An argument of another type than
    /// its parameter's (which Swift would not allow) hands the call back to the general path, with
    /// the arguments evaluated so far; so does a property of `self` of another type than declared.
    private func callNumeric(_ numeric: NumericFunction, _ f: Callable, _ u: UserFunction, _ pending: [PendingArgument],
                             in caller: Scope, at node: Syntax, selfRef: Ref?, selfType: String?) throws -> Value {
        let types = parameterTypes(of: u)
        let stack = numericStack, base = stack.top, count = numeric.slotCount, arrays = stack.arrays.count
        let frame = stack.push(count)
        defer {
            stack.popArrays(to: arrays)
            stack.pop(frame, count: count, to: base)
        }
        guard writeSelf(of: numeric, from: selfRef, into: frame) else {
            return try callPlain(f, u, pending, evaluated: [], in: caller, at: node, selfRef: selfRef, selfType: selfType)
        }
        for k in pending.indices {
            let value = try coerce(pending[k].operand.evaluate(self, caller, hint: types[k]?.hint ?? .none), toDeclared: types[k])
            guard let word = numeric.parameters[k].word(of: value.unboxed, on: stack) else {
                let before = (0..<k).map { numeric.parameters[$0].value(of: frame[$0], on: stack) }
                return try callPlain(f, u, pending, evaluated: before + [value], in: caller, at: node, selfRef: selfRef, selfType: selfType)
            }
            frame[k] = word
        }
        return try numeric.resultValue(of: numeric.run(self, frame, at: node), on: stack)
    }

    /// A call of a numeric function whose arguments are evaluated (a method called on `self`
    /// without naming it, `Interpreter.bind`); nil when one of them, or a property of `self`, is of
    /// another type than declared, for the general path to run.
    func callNumeric(_ numeric: NumericFunction, _ args: [Argument], at node: Syntax, selfRef: Ref?) throws -> Value? {
        guard args.count == numeric.parameters.count else { return nil }
        let stack = numericStack, base = stack.top, count = numeric.slotCount, arrays = stack.arrays.count
        let frame = stack.push(count)
        defer {
            stack.popArrays(to: arrays)
            stack.pop(frame, count: count, to: base)
        }
        guard writeSelf(of: numeric, from: selfRef, into: frame) else { return nil }
        for (k, argument) in args.enumerated() {
            guard !argument.isInout, let word = numeric.parameters[k].word(of: argument.value.unboxed, on: stack) else { return nil }
            frame[k] = word
        }
        return try numeric.resultValue(of: numeric.run(self, frame, at: node), on: stack)
    }

    /// A method's reads of `self`'s stored properties written into its frame; false when one is
    /// missing or of another type.
    private func writeSelf(of numeric: NumericFunction, from selfRef: Ref?, into frame: NumericFrame) -> Bool {
        guard !numeric.selfFields.isEmpty else { return true }
        guard case .instance(let instance)? = selfRef?.value else { return false }
        for field in numeric.selfFields {
            guard let value = instance.fields[field.name], let word = field.kind.word(of: value.unboxed) else { return false }
            frame[field.slot] = word
        }
        return true
    }
}
