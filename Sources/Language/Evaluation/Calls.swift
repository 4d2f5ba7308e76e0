import SwiftSyntax
import ViewlabModel

extension Interpreter {
    /// A call's arguments as written, before they are evaluated with the callee's parameter types.
    package struct PendingArgument {
        package var label: String?
        package var isTrailingClosure: Bool
        package let isInout: Bool
        /// The argument's lowered code: its contextual type comes from the callee's parameter.
        package let operand: HintedOperand
        package let syntax: Syntax
        package init(label: String?, expr: ExprSyntax, isTrailingClosure: Bool, lowering i: Interpreter) {
            self.label = label; self.isTrailingClosure = isTrailingClosure
            isInout = expr.is(InOutExprSyntax.self)
            operand = HintedOperand(expr, lowering: i)
            syntax = Syntax(expr)
        }
    }

    package func pendingArguments(_ e: FunctionCallExprSyntax) -> [PendingArgument] {
        var list = e.arguments.map { PendingArgument(label: $0.label?.text, expr: $0.expression, isTrailingClosure: false, lowering: self) }
        if let t = e.trailingClosure { list.append(PendingArgument(label: nil, expr: ExprSyntax(t), isTrailingClosure: true, lowering: self)) }
        for extra in e.additionalTrailingClosures {
            list.append(PendingArgument(label: extra.label.text, expr: ExprSyntax(extra.closure), isTrailingClosure: true, lowering: self))
        }
        return list
    }

    package func evaluateArguments(_ pending: [PendingArgument], in scope: Scope, hint: (PendingArgument) -> Hint) throws -> [Argument] {
        try pending.map { try evaluated($0, in: scope, hint: hint($0)) }
    }

    /// The arguments evaluated with the hints worked out for them before, one each, in order.
    package func evaluateArguments(_ pending: [PendingArgument], in scope: Scope, hints: [Hint]) throws -> [Argument] {
        try pending.indices.map { try evaluated(pending[$0], in: scope, hint: hints[$0]) }
    }

    private func evaluated(_ p: PendingArgument, in scope: Scope, hint: Hint) throws -> Argument {
        Argument(label: p.label, value: try p.operand.evaluate(self, scope, hint: hint), syntax: p.syntax,
                 isTrailingClosure: p.isTrailingClosure, isInout: p.isInout)
    }

    /// Whether a bare call names a method of `self`: a modifier or a `View` extension inside a view,
    /// anything inside an `ObservableObject`. Any other name inside a view is not a modifier: applying
    /// it would build `self`'s body, which evaluates the call again, without end. In an extension
    /// of a collection or a string, its methods (`dropFirst()` in `extension Array`).
    package func isImplicitSelfMethod(_ name: String, of selfValue: Value) -> Bool {
        if isViewValue(selfValue) { return library.isModifier(name) || types["View"]?.methods[name] != nil }
        switch selfValue.unboxed {
        // A collection's methods are named in lower case: `NSLocalizedString(self, comment: "")` in
        // `extension String` is the global function.
        case .array, .dictionary, .string: return !startsUppercase(name)
        default: break
        }
        // Not a type's name (`NumberFormatter()` in a model's method).
        return !startsUppercase(name) && conforms(selfValue, to: "ObservableObject")
    }

    /// What a bare call's name finds from `scope` outwards: a function, or a variable that is not one
    /// (which shadows any function or type of the name), or nothing at all (then no scope declares
    /// a variable of the name, and a type may be what it names).
    package enum Callee {
        case callable(Callable)
        case variable
        case none
    }

    package func findCallee(_ name: String, in scope: Scope, for pending: [PendingArgument] = []) -> Callee {
        let mayBeMethod = declaredMethodNames.contains(name)
        var current: Scope? = scope
        while let s = current {
            if let ref = s.variables[name] {
                if case .function(let f) = ref.value.unboxed { return .callable(f) }
                return .variable
            }
            if let f = overload(s.functions(named: name), for: pending) { return .callable(f) }
            if let selfRef = s.selfRef {
                if mayBeMethod, let m = method(name, of: selfRef, for: pending) { return .callable(m) }
                if case .instance(let i) = selfRef.value, case .function(let f)? = i.fields[name]?.unboxed { return .callable(f) }
                if case .object(let o) = selfRef.value, case .function(let f)? = o.fields[name]?.unboxed { return .callable(f) }
            }
            if mayBeMethod, let t = s.selfType, s.parent?.selfType != t || s.selfRef != nil, let m = overload(types[t]?.staticMethods[name] ?? [], for: pending) {
                return .callable(Callable(name: name, kind: .builtin { [unowned self] args in try self.call(m, args, at: m.userFunction!.declaration, selfType: t) }))
            }
            current = s.parent
        }
        return .none
    }

    /// A method of `self`'s type, or of a `View` extension in a view, that a bare call names, bound to `self`.
    private func method(_ name: String, of selfRef: Ref, for pending: [PendingArgument]) -> Callable? {
        let t = typeName(of: selfRef.value)
        // In a view, a learner's method the arguments do not fit leaves SwiftUI's modifier of
        // that name to `self` (`hidden()` inside `func hidden(_ h: Bool)`, Pro SwiftUI L852–874).
        let isModifier = isViewValue(selfRef.value) && library.isModifier(name)
        let choose = { (methods: [Callable]) in isModifier ? self.fitting(methods, pending) : self.overload(methods, for: pending) }
        if let methods = typeDeclaration(of: selfRef.value)?.methods[name], let m = choose(methods) { return bind(m, to: selfRef, type: t) }
        if isViewValue(selfRef.value), let m = choose(types["View"]?.methods[name] ?? []) { return bind(m, to: selfRef, type: t) }
        return nil
    }

    /// A method with its `self`, as a value: `let f = counter.increment`.
    package func bind(_ method: Callable, to selfRef: Ref, type: String) -> Callable {
        Callable(name: method.name, kind: .builtin { [unowned self] args in
            try self.call(method, args, at: method.userFunction!.declaration, selfRef: selfRef, selfType: type)
        }, binding: method.userFunction)
    }

    package func parameterHint(_ f: Callable, _ arg: PendingArgument) -> Hint {
        guard let u = f.userFunction else { return .none }
        let types = parameterTypes(of: u)
        let index = u.parameters.firstIndex { $0.label == arg.label } ?? (u.parameters.count == 1 ? 0 : nil)
        return index.flatMap { types[$0]?.hint } ?? .none
    }

    package func callValue(_ value: Value, _ args: [Argument], at node: Syntax) throws -> Value {
        switch value.unboxed {
        case .function(let f): return try call(f, positional(args, for: f), at: node)
        case .unknown: return value
        case .swiftUI(.layout), .instance:
            // `layout { … }`: a layout called as a function (`Layout.callAsFunction`).
            if let last = args.last, case .function(let content) = last.value.unboxed, let layout = try library.layoutValue(self, value, at: node) {
                return try library.layoutContainer(self, layout, content, at: node)
            }
        case .metatype(let t): return try constructEvaluated(t, args, at: node)
        default: break
        }
        // `item()`: a value whose type declares `callAsFunction` is called through it (SE-0253).
        let typeName = typeName(of: value.unboxed)
        if let method = types[typeName]?.methods["callAsFunction"]?.first {
            return try call(method, args, at: node, selfRef: Ref(value.unboxed), selfType: typeName)
        }
        throw error(.notCallable, typeName, at: node)
    }

    /// Calls a function or closure. `asBuilder` evaluates a closure's body as a view builder, which is
    /// what SwiftUI's containers do with the closures they are given.
    package func call(_ f: Callable, _ args: [Argument], at node: Syntax, selfRef: Ref? = nil, selfType: String? = nil,
              asBuilder: Bool = false) throws -> Value {
        switch f.kind {
        case .builtin(let body): return try callBuiltin(at: node) { try body(args) }
        case .user(let u):
            // A method called on `self` without naming it (`bind`): the numeric tier's, when it has a form.
            if selfRef != nil, !asBuilder, usesNumericTier, released.pending.isEmpty,
               let numeric = numericForm(of: u, named: f.name, on: selfRef?.value, selfType: selfType),
               let value = try callNumeric(numeric, args, at: node, on: selfRef?.value) {
                return value
            }
            return try run(u, named: f.name, at: node, selfRef: selfRef, selfType: selfType, asBuilder: asBuilder) { scope in
                try self.bind(args, to: u, in: scope, at: node, name: f.name)
            }
        }
    }

    /// Calls a function or closure with `values` passed in order, none `inout`, making no argument
    /// list for a closure: what `map`, `filter` and `sorted(by:)` do for each element (`invoke`).
    package func call(_ f: Callable, values: [Value], at node: Syntax) throws -> Value {
        guard f.name == "closure", case .user(let u) = f.kind else {
            return try call(f, positional(values.map { Argument(label: nil, value: $0) }, for: f), at: node)
        }
        return try run(u, named: f.name, at: node, selfRef: nil, selfType: nil, asBuilder: false) { scope in
            try self.bindClosure(values, isInout: { _ in false }, to: u, in: scope, at: node)
        }
    }

    /// A function called as a value (`map(doubled)`, `let f = doubled; f(2)`): a function type's
    /// arguments have no labels, so unlabelled ones go to a declared function's parameters in order.
    func positional(_ args: [Argument], for f: Callable) -> [Argument] {
        guard f.name != "closure", case .user(let u) = f.kind, u.parameters.count == args.count,
              args.allSatisfy({ $0.label == nil && !$0.isTrailingClosure }) else { return args }
        return zip(args, u.parameters).map { a, p in
            Argument(label: p.label, value: a.value, syntax: a.syntax, isTrailingClosure: false, isInout: a.isInout)
        }
    }

    /// A built-in's `body`, called from `node`: what it throws is thrown from there.
    func callBuiltin(at node: Syntax, _ body: () throws -> Value) throws -> Value {
        let saved = currentNode
        currentNode = node
        defer { currentNode = saved }
        do { return try body() } catch let thrown as ThrownError { throw propagate(thrown, leaving: nil, at: node) }
    }

    /// `call(f, values: [value])`, with no list of values made when `f` is a closure using `$0`
    /// given one value that is not a tuple (which `bindClosure` may split into `$0`, `$1`).
    package func call(_ f: Callable, value: Value, at node: Syntax) throws -> Value {
        guard f.name == "closure", case .user(let u) = f.kind, u.usesAnonymousParameters else { return try call(f, values: [value], at: node) }
        if case .tuple = value.unboxed { return try call(f, values: [value], at: node) }
        return try run(u, named: f.name, at: node, selfRef: nil, selfType: nil, asBuilder: false) { scope in
            scope.declare(Self.anonymousNames[0], value)
        }
    }

    /// `u`'s body run in a scope `bind` binds its arguments in; an error it throws leaves it.
    private func run(_ u: UserFunction, named name: String, at node: Syntax, selfRef: Ref?, selfType: String?, asBuilder: Bool,
                     bind: (Scope) throws -> Void) throws -> Value {
        do {
            try budget.enter(self, at: node, name == "closure" ? "a closure" : "'\(name)'")
            defer { budget.leave() }
            // A closure's call binds its arguments as they come, evaluating nothing in its scope (a
            // function's default values are), so it can take the scope its last call left (`Scope.forCall`),
            // keeping the parameters this call bound: its named ones, or the `$0`, `$1` it was passed
            // (a call of a closure that reads `$1` passes at least two, in any program Swift accepts).
            let isClosure = name == "closure"
            var scope = isClosure ? Scope.forCall(of: u, selfRef: selfRef, selfType: selfType)
                                  : Scope(parent: u.closureScope, selfRef: selfRef, selfType: selfType)
            try bind(scope)
            let bound = scope.variables.count
            let result = try runBody(of: u, in: scope, at: node, asBuilder: asBuilder)
            if isClosure { Scope.finishedCall(&scope, of: u, keepingFirst: bound) }
            return result
        } catch let thrown as ThrownError {
            throw propagate(thrown, leaving: u, at: node)
        }
    }

    /// A function's body in the scope its parameters are bound in.
    func runBody(of u: UserFunction, in scope: Scope, at node: Syntax, asBuilder: Bool) throws -> Value {
        let body = loweredBody(of: u)
        if asBuilder || u.isViewBuilder, body.canBuildView, let statements = u.body {
            return .view(try library.buildView(self, statements, in: scope, at: node))
        }
        return try body.run(self, scope, node)
    }

    /// Calls a closure whose body lists values, as a result builder's body does (`KeyframeTrack {
    /// LinearKeyframe(…); SpringKeyframe(…) }`): the value of each expression, in order.
    package func collectingCall(_ f: Callable, _ args: [Argument], at node: Syntax) throws -> [Value] {
        guard case .user(let u) = f.kind, let statements = u.body else { return [try call(f, args, at: node)] }
        try budget.enter(self, at: node, "a closure")
        defer { budget.leave() }
        let scope = Scope(parent: u.closureScope)
        try bind(args, to: u, in: scope, at: node, name: "closure")
        var values: [Value] = []
        for item in statements {
            try budget.step(self, at: item)
            switch item.item {
            case .decl(let decl): try declare(decl, in: scope)
            case .expr(let expr): values.append(try evaluate(expr, in: scope, hint: .double))
            case .stmt(let stmt):
                guard let e = stmt.as(ExpressionStmtSyntax.self) else { throw unsupported(.statementInKeyframes, at: stmt) }
                values.append(try evaluate(e.expression, in: scope, hint: .double))
            }
        }
        return values
    }

    /// `$0` … `$9`, made once rather than at every call of a closure.
    private static let anonymousNames = (0..<10).map { "$\($0)" }

    package func containsReturn(_ items: CodeBlockItemListSyntax) -> Bool {
        items.contains { item in
            if case .stmt(let s) = item.item { return s.is(ReturnStmtSyntax.self) }
            return false
        }
    }

    /// A closure's arguments bound to its parameters, in order: `values`, and whether each was
    /// passed `inout` (`{ $0 += 1 }` called with `&x` writes through to the caller's variable).
    private func bindClosure(_ values: [Value], isInout: (Int) -> Bool, to u: UserFunction, in scope: Scope, at node: Syntax) throws {
        func declareClosureParameter(_ name: String, _ value: Value, isInout: Bool) {
            // The value first: only a binding can be a projection, and a name's characters cost more to read.
            if case .binding = value, name.hasPrefix("$"), name.count > 1, !name.dropFirst().allSatisfy(\.isNumber) {
                // `ForEach($items) { $item in … }`: the closure reads `item` through the binding and
                // passes `$item` on, as a property wrapper's projection (SE-0293).
                scope.variables.set(String(name.dropFirst()), Ref(value, isAlias: true))
            } else if isInout { scope.variables.set(name, Ref(value, isAlias: true)) } else { scope.declare(name, value) }
        }
        if u.usesAnonymousParameters {
            // `zip(a, b).map { $0 + $1 }`, `dict.map { ($1, $0) }`: one tuple to a closure that uses
            // `$1` is split into its elements, as Swift does (SE-0110's tuple splat for closures).
            if values.count == 1, case .tuple(let elements) = values[0].unboxed, elements.count > 1,
               let arity = closureArity(u.declaration), arity == elements.count {
                for (i, e) in elements.enumerated() { declareClosureParameter(i < Self.anonymousNames.count ? Self.anonymousNames[i] : "$\(i)", e.value, isInout: false) }
                return
            }
            for (i, value) in values.enumerated() {
                declareClosureParameter(i < Self.anonymousNames.count ? Self.anonymousNames[i] : "$\(i)", value, isInout: isInout(i))
            }
            return
        }
        var values = values, splat = false
        if u.parameters.count > 1, values.count == 1, case .tuple(let elements) = values[0].unboxed, elements.count == u.parameters.count {
            values = elements.map(\.value)
            splat = true
        }
        guard values.count == u.parameters.count else {
            throw error(u.parameters.count == 1 ? .closureArgumentCountOne : .closureArgumentCount, u.parameters.count, values.count, at: node)
        }
        let types = parameterTypes(of: u)
        for i in values.indices {
            let passedInout = !splat && isInout(i)
            declareClosureParameter(u.parameters[i].name, passedInout ? values[i] : try coerce(values[i], toDeclared: types[i]), isInout: passedInout)
        }
    }

    /// Matches arguments to parameters by label, in order, filling defaults, as Swift does.
    private func bind(_ args: [Argument], to u: UserFunction, in scope: Scope, at node: Syntax, name: String) throws {
        if name == "closure" || u.usesAnonymousParameters {
            return try bindClosure(args.map(\.value), isInout: { args[$0].isInout }, to: u, in: scope, at: node)
        }
        var index = 0
        let types = parameterTypes(of: u)
        for (position, p) in u.parameters.enumerated() {
            if p.isVariadic {
                var collected: [Value] = []
                while index < args.count, collected.isEmpty ? args[index].label == p.label : args[index].label == nil {
                    collected.append(args[index].value); index += 1
                }
                scope.declare(p.name, .array(collected))
                continue
            }
            if index < args.count, goes(args[index], to: u.parameters[position...]) {
                var v = args[index].value
                if p.isViewBuilder, case .function(let f) = v.unboxed, let inner = f.userFunction {
                    v = .function(Callable(name: f.name, kind: .user(inner.asViewBuilder)))
                }
                if p.isAutoclosure {
                    // Pro SwiftUI L3985's `debugPrint(_ value: @autoclosure () -> Any)`. The argument was
                    // evaluated at the call; Swift evaluates it when the closure is called.
                    let argument = v
                    v = .function(Callable(name: "autoclosure", kind: .builtin { _ in argument }))
                }
                if p.isInout { scope.variables.set(p.name, Ref(v, isAlias: true)) } else {
                    scope.declare(p.name, try coerce(v, toDeclared: types[position]), type: p.type)
                }
                if !u.genericParameterNames.isEmpty { bindGenericParameter(named: p.type, to: v, of: u, in: scope) }
                index += 1
            } else if let d = p.defaultValue {
                scope.declare(p.name, try coerce(evaluate(d, in: scope, expecting: p.type), to: p.type), type: p.type)
            } else {
                throw labelError(args, u, at: node, name: name)
            }
        }
        if index < args.count { throw labelError(args, u, at: node, name: name) }
    }

    /// Whether an argument goes to the first of `parameters` (the others follow it): by its label, or
    /// for an unlabeled trailing closure by the forward scan.
    package func goes(_ argument: Argument, to parameters: ArraySlice<UserFunction.Parameter>) -> Bool {
        guard let p = parameters.first else { return false }
        guard argument.isTrailingClosure && argument.label == nil else { return argument.label == p.label }
        return !trailingClosureSkips(needsArgument: p.needsArgument, resemblesFunction: p.resemblesFunction,
                                     laterNeedsArgument: parameters.dropFirst().contains(where: \.needsArgument))
    }

    /// Whether an unlabeled trailing closure passes over a parameter to a later one, by Swift's forward
    /// scan (SE-0286): a parameter that needs no argument is passed over when its type does not look
    /// like a function, or when a later parameter needs an argument. So `func badge(alignment:
    /// Alignment = .topTrailing, _ content: () -> some View)` is called as `.badge { … }`.
    package func trailingClosureSkips(needsArgument: Bool, resemblesFunction: Bool, laterNeedsArgument: Bool) -> Bool {
        !needsArgument && (!resemblesFunction || laterNeedsArgument)
    }

    private func labelError(_ args: [Argument], _ u: UserFunction, at node: Syntax, name: String) -> Diagnostic {
        let have = selector(args.map(\.label)), expected = selector(u.parameters.map(\.label))
        if args.count == u.parameters.count {
            if name != "subscript" { return error(.argumentLabels, name, have, expected, at: node) }
            return error(.subscriptArgumentLabels, have, expected, at: node)
        }
        if args.count > u.parameters.count {
            return name == "subscript" ? error(.extraSubscriptArgument, have, expected, at: node) : error(.extraArgument, name, have, expected, at: node)
        }
        let missing = u.parameters.first { p in p.defaultValue == nil && !args.contains { $0.label == p.label } }
        let parameter = missing.map { ($0.label ?? "_") } ?? "?"
        return name == "subscript" ? error(.missingSubscriptArgument, parameter, at: node) : error(.missingLabelledArgument, parameter, name, at: node)
    }
}

extension UserFunction.Parameter {
    package var needsArgument: Bool { defaultValue == nil && !isVariadic }
    package var resemblesFunction: Bool { isViewBuilder || type.map(resemblesFunctionType) ?? false }
}

/// A function type, possibly optional, parenthesized or with attributes (`@escaping () -> Void`,
/// `(() -> Void)?`): what SE-0286 calls structurally resembling a function type.
package func resemblesFunctionType(_ type: TypeSyntax) -> Bool {
    if let t = type.as(AttributedTypeSyntax.self) { return resemblesFunctionType(t.baseType) }
    if let t = type.as(OptionalTypeSyntax.self) { return resemblesFunctionType(t.wrappedType) }
    if let t = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return resemblesFunctionType(t.wrappedType) }
    if let t = type.as(TupleTypeSyntax.self), t.elements.count == 1, let only = t.elements.first { return resemblesFunctionType(only.type) }
    return type.is(FunctionTypeSyntax.self)
}

extension Interpreter {
    /// A generic parameter that a parameter's type names, bound for the body: `func make<T: Named>(_
    /// type: T.Type) -> T { T() }` to the type passed, `func describe<T>(_ value: T) -> String {
    /// "\(T.self)" }` to the argument's type.
    fileprivate func bindGenericParameter(named type: TypeSyntax?, to v: Value, of u: UserFunction, in scope: Scope) {
        if case .metatype(let passed) = v.unboxed, let m = type?.as(MetatypeTypeSyntax.self), m.metatypeSpecifier.text == "Type",
           let name = m.baseType.as(IdentifierTypeSyntax.self)?.name.text, u.genericParameterNames.contains(name) {
            scope.declare(name, .metatype(passed))
        } else if let name = type?.as(IdentifierTypeSyntax.self)?.name.text, u.genericParameterNames.contains(name), scope.variables[name] == nil {
            scope.declare(name, .metatype(typeName(of: v)))
        }
    }
}
