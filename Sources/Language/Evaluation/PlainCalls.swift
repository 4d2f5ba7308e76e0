import SwiftSyntax

extension Interpreter {
    /// Whether a call's arguments go one to one, in order and by label, to the parameters of a function
    /// declared with `func` whose parameters have no default value and are not variadic, `inout`, an
    /// autoclosure, a view builder, a metatype or of a generic parameter's type (which `bind` binds)
    /// (`fib(n - 1)`, `distance(from: a, to: b)`): what `callPlain` binds without matching labels at
    /// each call.
    package func takesPlainArguments(_ f: Callable, _ pending: [PendingArgument]) -> UserFunction? {
        guard f.name != "closure", case .user(let u) = f.kind, u.parameters.count == pending.count, hasPlainParameters(u) else { return nil }
        for (p, a) in zip(u.parameters, pending) where p.label != a.label || a.isTrailingClosure || a.isInout { return nil }
        return u
    }

    private func hasPlainParameters(_ u: UserFunction) -> Bool {
        if let plain = u.hasPlainParameters { return plain }
        let plain = !u.usesAnonymousParameters && u.parameters.allSatisfy { p in
            p.defaultValue == nil && !p.isVariadic && !p.isInout && !p.isAutoclosure && !p.isViewBuilder && !(p.type?.is(MetatypeTypeSyntax.self) ?? false)
                && !(p.type?.as(IdentifierTypeSyntax.self).map { u.genericParameterNames.contains($0.name.text) } ?? false)
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
        if let result = try callInNumericTier(f, u, pending, on: selfRef?.value, selfType: selfType, in: caller, at: node) { return result }
        return try callPlain(f, u, pending, evaluated: [], in: caller, at: node, selfRef: selfRef, selfType: selfType)
    }

    /// A call `takesPlainArguments` allows, run in the numeric tier when the function has a numeric
    /// form; nil, with nothing evaluated, when it has none. A method's `self` is its value (an object
    /// needs no `Ref`: what the method writes goes to the object).
    package func callInNumericTier(_ f: Callable, _ u: UserFunction, _ pending: [PendingArgument], on selfValue: Value?, selfType: String?,
                                   in caller: Scope, at node: Syntax) throws -> Value? {
        // A statement before this call released an object whose `deinit` runs after the body's
        // first statement (`loweredItem`), which only the general path runs.
        guard usesNumericTier, released.pending.isEmpty, let numeric = numericForm(of: u, named: f.name, on: selfValue, selfType: selfType) else {
            return nil
        }
        return try callNumeric(numeric, f, u, pending, in: caller, at: node, on: selfValue, selfType: selfType)
    }

    /// The numeric form of a global function, or of a method called on a struct (not `mutating`:
    /// the tier reads `self`'s properties once, at the call's start) or on an object of the class
    /// that declares it (not of a subclass, which may observe what the method writes).
    func numericForm(of u: UserFunction, named name: String, on selfValue: Value?, selfType: String?) -> NumericFunction? {
        guard let selfValue else { return selfType == nil ? NumericCompiler.form(of: u, named: name, in: self) : nil }
        switch selfValue {
        case .instance(let instance) where instance.typeName == selfType:
            return NumericCompiler.form(of: u, named: name, selfType: instance.typeName, in: self)
        case .object(let o) where o.typeName == selfType && u.closureScope.selfType == selfType:
            return NumericCompiler.form(of: u, named: name, selfType: o.typeName, in: self)
        default: return nil
        }
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
    /// as the general path does, into its frame, then `self`'s properties, then its body. An
    /// argument of another type than its parameter's (which Swift would not allow) hands the call
    /// back to the general path, with the arguments evaluated so far; so does a property of `self`
    /// of another type than declared, with all of them.
    func callNumeric(_ numeric: NumericFunction, _ f: Callable, _ u: UserFunction, _ pending: [PendingArgument],
                     in caller: Scope, at node: Syntax, on selfValue: Value?, selfType: String?) throws -> Value {
        func generalPath(_ evaluated: [Value]) throws -> Value {
            try callPlain(f, u, pending, evaluated: evaluated, in: caller, at: node, selfRef: selfValue.map { Ref($0) }, selfType: selfType)
        }
        let types = parameterTypes(of: u)
        let stack = numericStack, base = stack.top, count = numeric.slotCount, arrays = stack.arrays.count
        let frame = stack.push(count)
        defer {
            stack.popArrays(to: arrays)
            stack.pop(frame, count: count, to: base)
        }
        reserveSelfArrays(of: numeric, in: frame)
        func evaluated(_ k: Int) -> [Value] { (0..<k).map { numeric.parameters[$0].value(of: frame[$0], on: stack) } }
        for k in pending.indices {
            let value = try coerce(pending[k].operand.evaluate(self, caller, hint: types[k]?.hint ?? .none), toDeclared: types[k])
            guard let word = numeric.parameters[k].word(of: value.unboxed, on: stack) else { return try generalPath(evaluated(k) + [value]) }
            frame[k] = word
        }
        guard writeSelf(of: numeric, from: selfValue, into: frame) else { return try generalPath(evaluated(pending.count)) }
        defer { writeBack(of: numeric, to: selfValue, from: frame) }
        return try numeric.resultValue(of: numeric.run(self, frame, at: node), on: stack)
    }

    /// A call of a numeric function whose arguments are evaluated (a method called on `self`
    /// without naming it, `Interpreter.bind`); nil when one of them, or a property of `self`, is of
    /// another type than declared, for the general path to run.
    func callNumeric(_ numeric: NumericFunction, _ args: [Argument], at node: Syntax, on selfValue: Value?) throws -> Value? {
        guard args.count == numeric.parameters.count else { return nil }
        let stack = numericStack, base = stack.top, count = numeric.slotCount, arrays = stack.arrays.count
        let frame = stack.push(count)
        defer {
            stack.popArrays(to: arrays)
            stack.pop(frame, count: count, to: base)
        }
        reserveSelfArrays(of: numeric, in: frame)
        for (k, argument) in args.enumerated() {
            guard !argument.isInout, let word = numeric.parameters[k].word(of: argument.value.unboxed, on: stack) else { return nil }
            frame[k] = word
        }
        guard writeSelf(of: numeric, from: selfValue, into: frame) else { return nil }
        defer { writeBack(of: numeric, to: selfValue, from: frame) }
        return try numeric.resultValue(of: numeric.run(self, frame, at: node), on: stack)
    }

    /// A method of an object called by a loop the tier runs (`NumericObjectCalls.swift`): its frame
    /// pushed, `arguments` writing its parameters' words, `self`'s properties read, its body run,
    /// what it wrote put back. A property of the object of another type than declared hands the
    /// call to the general path, with its arguments as evaluated.
    func callNumericMethod(_ numeric: NumericFunction, _ method: Callable, _ u: UserFunction, _ pending: [PendingArgument],
                           on object: Value, at node: Syntax, arguments: (NumericFrame) throws -> Void) throws {
        let stack = numericStack, base = stack.top, count = numeric.slotCount, arrays = stack.arrays.count
        let frame = stack.push(count)
        defer {
            stack.popArrays(to: arrays)
            stack.pop(frame, count: count, to: base)
        }
        try arguments(frame)
        guard writeSelf(of: numeric, from: object, into: frame) else {
            let evaluated = numeric.parameters.indices.map { numeric.parameters[$0].value(of: frame[$0], on: stack) }
            _ = try callPlain(method, u, pending, evaluated: evaluated, in: globals, at: node, selfRef: Ref(object), selfType: numeric.selfType)
            return
        }
        defer { writeBack(of: numeric, to: object, from: frame) }
        _ = try numeric.run(self, frame, at: node)
    }

    /// Places on the stack's arrays for the arrays of `self` the body names, below its arguments'
    /// (`NumericFunction.run` lets go of those it finds above its caller's); filled by `writeSelf`.
    /// With no array among its arguments, `writeSelf` pushes them itself (`place`).
    private func reserveSelfArrays(of numeric: NumericFunction, in frame: NumericFrame) {
        guard numeric.hasArrayParameters else { return }
        for slot in numeric.selfArraySlots { frame[slot] = numericStack.push(array: []) }
    }

    /// An array of `self` given its slot: in the place `reserveSelfArrays` made, or a new one.
    @inline(__always) private func place(_ items: [Value], inSlot slot: Int, of numeric: NumericFunction, _ frame: NumericFrame) {
        if numeric.hasArrayParameters { numericStack.arrays[frame[slot]] = items } else { frame[slot] = numericStack.push(array: items) }
    }

    /// The stored properties of `self` the body names, written into its frame; false, with nothing
    /// changed, when one is missing or of another type. An array a class's method writes is taken
    /// out of its object while the method runs, so that its appends grow it in place (`writeBack`
    /// returns it); nothing else runs on the object meanwhile.
    private func writeSelf(of numeric: NumericFunction, from selfValue: Value?, into frame: NumericFrame) -> Bool {
        guard !numeric.selfFields.isEmpty else { return true }
        // The values read through a pointer where they are stored: passing the fields would retain
        // both their arrays for the call.
        switch selfValue {
        case .instance(let instance)?:
            return numeric.findsSelfFields(in: instance.fields)
                && instance.fields.values.withUnsafeBufferPointer { read(numeric, $0, into: frame, taking: false) }
        case .object(let o)?:
            guard numeric.findsSelfFields(in: o.fields),
                  o.fields.values.withUnsafeBufferPointer({ read(numeric, $0, into: frame, taking: true) }) else { return false }
            guard numeric.writesSelf else { return true }
            for k in numeric.selfFields.indices where numeric.selfFields[k].isWritten && numeric.selfFields[k].type.isArray {
                guard case .array(let items) = o.fields.take(position: numeric.selfFields[k].position) else { continue }
                place(items, inSlot: numeric.selfFields[k].slot, of: numeric, frame)
            }
            return true
        default: return false
        }
    }

    /// The properties `values` holds (at the positions `NumericFunction.findsSelfFields` found)
    /// written into the frame's slots and places, when each is of its type; not the arrays the body
    /// writes when `taking` them (`writeSelf` does). Each property is looked at where it is stored,
    /// copied only when an array is placed on the stack.
    private func read(_ numeric: NumericFunction, _ values: UnsafeBufferPointer<Value>, into frame: NumericFrame, taking: Bool) -> Bool {
        for k in numeric.selfFields.indices {
            // Its parts read one by one: a copy of the whole would retain its name.
            let type = numeric.selfFields[k].type, slot = numeric.selfFields[k].slot, isWritten = numeric.selfFields[k].isWritten
            let position = numeric.selfFields[k].position
            // What the body writes back must be of the type it has, not a box that holds it.
            if !type.isArray {
                guard let word = Self.word(ofStored: values[position], type.kind, unboxing: !isWritten) else { return false }
                frame[slot] = word
            } else if taking && isWritten {
                guard Self.isArray(values[position], of: type.kind) else { return false }
            } else {
                let value = isWritten ? values[position] : values[position].unboxed
                guard Self.isArray(value, of: type.kind), case .array(let items) = value else { return false }
                place(items, inSlot: slot, of: numeric, frame)
            }
        }
        return true
    }

    /// The word of a stored property of `kind`; through its wrapper's storage when `unboxing`.
    @inline(__always) private static func word(ofStored value: Value, _ kind: NumericKind, unboxing: Bool) -> Int? {
        if let word = kind.word(of: value) { return word }
        return unboxing ? kind.word(of: value.unboxed) : nil
    }

    /// Whether `value` is an array of `kind` (its first element tells: the general path makes them alike).
    @inline(__always) private static func isArray(_ value: Value, of kind: NumericKind) -> Bool {
        guard case .array(let items) = value else { return false }
        return items.isEmpty || kind.word(of: items[0].unboxed) != nil
    }

    /// What a class's method wrote to `self`'s properties, written back to its object when the call
    /// ends, returns or throws (a runtime error leaves them as the general path would have).
    private func writeBack(of numeric: NumericFunction, to selfValue: Value?, from frame: NumericFrame) {
        guard numeric.writesSelf, case .object(let o)? = selfValue else { return }
        for k in numeric.selfFields.indices where numeric.selfFields[k].isWritten {
            let type = numeric.selfFields[k].type, slot = numeric.selfFields[k].slot
            o.fields[position: numeric.selfFields[k].position] = type.value(of: frame[slot], on: numericStack)
        }
    }
}
