import SwiftSyntax
import ViewlabModel

/// `value.name(…)`: which method a call on a value runs (a learner's method of its type or of an
/// extension, a SwiftUI modifier, a library method), and what it writes back to the receiver.
extension Interpreter {
    /// A method of `self` called without `self.`: inside `extension Array { mutating func … }`,
    /// `append(x)` and the learner's own mutating methods change the array `self` is.
    package func invokeMethod(onSelf selfRef: Ref, _ name: String, _ pending: [PendingArgument], at node: Syntax, in scope: Scope) throws -> Value {
        let value = selfRef.value
        switch value.unboxed {
        case .array, .dictionary, .string:
            let declared = extensionCategories(of: value).lazy.compactMap { self.types[$0]?.methods[name] }.first ?? []
            if let method = fitting(declared, pending) {
                let args = try evaluateArguments(pending, in: scope) { self.parameterHint(method, $0) }
                return try call(method, args, at: node, selfRef: selfRef, selfType: typeName(of: value))
            }
            var target = value
            let result = try invokeMethod(on: value, baseExpr: nil, name, pending, at: node, in: scope, mutate: &target)
            selfRef.value = target
            return result
        default:
            return try invokeMethod(on: value, baseExpr: nil, name, pending, at: node, in: scope)
        }
    }

    package func invokeMethod(on base: Value, baseExpr: ExprSyntax?, _ name: String, _ pending: [PendingArgument],
                      at node: Syntax, in scope: Scope, site: TypeSite<MethodChoice>? = nil) throws -> Value {
        let value = base.unboxed
        if case .unknown = value {
            _ = try? inShapeMode { try evaluateArguments(pending, in: scope) { _ in .double } }
            return value
        }
        if case .binding(let b) = base, name == "animation" {
            // `$flag.animation(.default)`: writes through the binding run as `withAnimation` (TiS L2733–2755).
            let args = try evaluateArguments(pending, in: scope) { _ in .double }
            let animation = args.isEmpty ? .default : transactionAnimation(args[0].value)
            return .binding(BindingValue(get: b.get, set: { [unowned self] v in
                guard let boundary = self.context.transactionBoundary else { return try b.set(v) }
                try boundary(.begin(animation: animation, disablesAnimations: false))
                try b.set(v)
                try boundary(.end(completion: nil))
            }, source: b.source))
        }
        if case .binding = base, let method = fitting(types["Binding"]?.methods[name] ?? [], pending) {
            // `$nickname.orEmpty()`: a method of the learner's `extension Binding`, on the binding itself.
            let args = try evaluateArguments(pending, in: scope) { self.parameterHint(method, $0) }
            return try call(method, args, at: node, selfRef: Ref(base), selfType: "Binding")
        }
        if case .binding(let b) = base, case .array(let items) = try b.get().unboxed, !isMutatingBuiltin(name, on: .array(items)) {
            // `$todos.filter { !$0.wrappedValue.done }`: a binding to an array is a collection of
            // bindings to its elements (SwiftUI's `Binding: RandomAccessCollection`, iOS 15).
            let elements = items.indices.compactMap { elementBinding(base, $0) }
            return try invokeMethod(on: .array(elements), baseExpr: nil, name, pending, at: node, in: scope)
        }
        if case .binding(let b) = base {
            // `$model.items.append(x)`: a method through a binding changes the source.
            var v = try b.get()
            let result = try invokeMethod(on: v, baseExpr: nil, name, pending, at: node, in: scope, mutate: &v)
            try b.set(v)
            return result
        }
        if case .implicitMember(let member, let memberArgs) = value {
            // `.largeTitle.weight(.black)`, `.easeInOut.delay(1)`, `.slide.combined(with: .opacity)`,
            // `.red.opacity(0.5)`: the member's type comes from the method.
            // `.now.addingTimeInterval(60)` is Date's, `.pi.squareRoot()` Double's.
            let dated = memberArgs == nil && ["now", "distantPast", "distantFuture"].contains(member)
                ? try staticMember(of: "Date", member, at: node, hint: .none, allowMissing: true) : nil
            let number: Value? = memberArgs == nil && member != "zero" ? doubleConstant(member).map { Value.double($0) } : nil
            if let known = dated ?? number { return try invokeMethod(on: known, baseExpr: nil, name, pending, at: node, in: scope) }
            // A colour's name is the colour (`.red.mix(with: .blue, by: 0.5)`): no animation, format
            // style or font is named as one.
            let resolved = toColor(value).map { Value.view(.color($0)) }
                ?? toFormatStyle(value).map { Value.swiftUI(.formatStyle($0)) } ?? toFont(value).map { Value.swiftUI(.font($0)) }
                ?? (name == "combined" || name == "animation" ? library.transition(self, value).map { Value.swiftUI(.transition($0)) } : nil)
                ?? toAnimation(value).map { Value.swiftUI(.animation($0)) }
                ?? .swiftUI(.named(type: "Animation", description: "." + member + (memberArgs == nil ? "" : "(…)")))
            return try invokeMethod(on: resolved, baseExpr: nil, name, pending, at: node, in: scope)
        }
        if case .view(.shape(let shape)) = value, case .shapePath(let hints, let rectangle)? = site?.answer(forType: Self.anyShape) {
            if let rectangle { return try shapePath(shape, inWritten: rectangle, at: node, in: scope) }
            return try library.shapePath(self, shape, evaluateArguments(pending, in: scope, hints: hints), at: node)
        }
        // A modifier chain's type name grows with the chain: built only when a method needs it, so a
        // chain of n modifiers costs n, not n².
        lazy var typeName = self.typeName(of: value)
        // `ctx.fill(…)`, `subview.place(…)`: a SwiftUI value's method that no learner declaration offers.
        if case .swiftUI = value, let site, case .library(let mutates)? = site.answer(forType: typeName) {
            return try builtinMethod(on: value, baseExpr: baseExpr, name, pending, at: node, in: scope, mutates: mutates)
        }
        // Read before the lookups below, so that a declaration made meanwhile leaves nothing kept.
        let epoch = DeclarationEpoch.current
        // A generic type's value names its arguments (`Stack<Int>`); its methods are the declaration's.
        let declaringType = switch value.unboxed {
        case .view(.modified): "ModifiedContent"
        case .instance(let i): i.typeName
        case .object(let o): o.typeName
        default: typeName
        }
        let hasOwnMethods = switch value.unboxed { case .int, .double, .string, .array, .dictionary, .bool: true; default: false }
        // Asked up to three times below, and only where no kept method answers.
        lazy var isViewModifier = isViewValue(value) && library.isModifier(name)
        var declared: [Callable] = []
        let chosen: Callable?
        var selfType: String?
        if isInstanceOrObject(value), case .declared(let kept)? = site?.answer(forType: declaringType) {
            chosen = kept.callable
            selfType = kept.selfType
        } else {
            declared = types[declaringType]?.methods[name] ?? extensionCategories(of: value).lazy.compactMap { self.types[$0]?.methods[name] }.first ?? []
            // A learner's method that the arguments do not fit leaves a SwiftUI modifier of the same
            // name to be called (`func hidden(_:)` beside SwiftUI's `hidden()`, Pro SwiftUI L852–874).
            // Likewise a learner's method beside a standard library one (`rounded(toPlaces:)` beside `rounded()`).
            chosen = isViewModifier || hasOwnMethods ? fitting(declared, pending) : overload(declared, for: pending)
            // What chose it is the type's declaration, the name and the site's arguments: kept for a
            // learner's struct or class (other values' methods depend on more than their type's name).
            if let site, let chosen, isInstanceOrObject(value) {
                let isGeneric = types[declaringType].map { !$0.genericParameters.isEmpty } ?? true
                site.keep(.declared(DeclaredMethod(chosen, selfType: isGeneric ? nil : declaringType)), forType: declaringType, from: epoch)
            }
            // Not when the type has a property of the name (one that may hold a function, which the
            // general path below calls): then the method is not all the name can mean.
            if let site, chosen == nil, case .swiftUI = value, !isViewValue(value), !learnerOffers(name, onSwiftUIValueOf: typeName),
               (try? builtinProperty(name, of: value, at: node) == nil) == true {
                site.keep(.library(mutates: isMutatingBuiltin(name, on: value)), forType: typeName, from: epoch)
            }
        }
        if let method = chosen {
            let selfType = selfType ?? typeName
            let selfRef = Ref(value)
            let writtenBack = method.userFunction?.isMutating == true && !isObject(value) ? baseExpr : nil
            func writeBack() throws {
                if let writtenBack { try assign(selfRef.value, to: writtenBack, in: scope, as: .mutatingMember) }
            }
            let result: Value
            do {
                if let u = takesPlainArguments(method, pending) {
                    result = try callPlain(method, u, pending, in: scope, at: node, selfRef: selfRef, selfType: selfType)
                } else {
                    let args = try evaluateArguments(pending, in: scope) { self.parameterHint(method, $0) }
                    result = try call(method, args, at: node, selfRef: selfRef, selfType: selfType)
                }
            } catch {
                // A `mutating` method that throws keeps what it changed before, as an `inout` does.
                try writeBack()
                throw error
            }
            try writeBack()
            return result
        }
        if !isViewModifier, !(hasOwnMethods && !declared.isEmpty),
           case .function(let f)? = try memberIfPresent(of: value, name, at: node, selfRef: nil, hint: .none) {
            let args = try evaluateArguments(pending, in: scope) { self.parameterHint(f, $0) }
            return try call(f, args, at: node)
        }
        if isViewValue(value), !isPathsOwnMethod(name, of: value) {
            let extensions = types["View"]?.methods[name] ?? []
            if let method = isViewModifier ? fitting(extensions, pending) : overload(extensions, for: pending) {
                let args = try evaluateArguments(pending, in: scope) { self.parameterHint(method, $0) }
                return try call(method, args, at: node, selfRef: Ref(value), selfType: typeName)
            }
            let args = try evaluateArguments(pending, in: scope) { self.library.numberHint(name, $0.label) }
            let view = try viewValue(of: value, at: node)
            if name == "path", case .shape(let shape) = view {
                // What chose the shape's own method is that no learner type declares a `path`: so for any shape here.
                if let site, !types.values.contains(where: { $0.methods[name] != nil || $0.computed[name] != nil }) {
                    site.keep(.shapePath(hints: pending.map { library.numberHint(name, $0.label) }, rectangle: rectangleArgument(pending, in: scope)),
                              forType: Self.anyShape, from: epoch)
                }
                return try library.shapePath(self, shape, args, at: node)
            }
            return .view(try library.applyModifier(self, name, to: view, args, at: node))
        }
        return try builtinMethod(on: value, baseExpr: baseExpr, name, pending, at: node, in: scope)
    }

    /// `accounts[i % 100].deposit(5)` in a loop: the method of the object's class this site chose
    /// before (a class that is not generic), run in the numeric tier with nothing else asked, before
    /// `invokeMethod` (whose checks are for values that are not objects); nil when the value is no
    /// object (one in a box goes the general way), the site kept no such method or the tier does
    /// not take the call.
    package func keptMethod(on value: Value, _ pending: [PendingArgument], at node: Syntax, in scope: Scope,
                            site: TypeSite<MethodChoice>) throws -> Value? {
        // A statement before this call released an object whose `deinit` runs after the body's
        // first statement (`loweredItem`), which only the general path runs.
        guard case .object(let o) = value, case .declared(let kept)? = site.answer(forType: o.typeName), let selfType = kept.selfType,
              usesNumericTier, released.pending.isEmpty, let (u, numeric) = numericCall(of: kept, selfType, on: value, pending) else {
            return nil
        }
        return try callNumeric(numeric, kept.callable, u, pending, in: scope, at: node, on: value, selfType: selfType)
    }

    /// What the numeric tier makes of a kept method's call at a site, worked out at its first call
    /// and again when the global functions change (an object's type is the site's: `selfType`).
    private func numericCall(of kept: DeclaredMethod, _ selfType: String, on value: Value,
                             _ pending: [PendingArgument]) -> (UserFunction, NumericFunction)? {
        let stamp = globals.functionsStamp
        switch kept.numericForm {
        case .compiled(let numeric) where numeric.isCurrent(at: stamp): return kept.callable.userFunction.map { ($0, numeric) }
        case .refused(let refused) where refused == stamp: return nil
        default: break
        }
        guard let u = takesPlainArguments(kept.callable, pending),
              let numeric = numericForm(of: u, named: kept.callable.name, on: value, selfType: selfType) else {
            kept.numericForm = .refused(stamp: stamp)
            return nil
        }
        kept.numericForm = .compiled(numeric)
        return (u, numeric)
    }

    /// The key under which a call site keeps `.shapePath`: it holds for every shape.
    private static let anyShape = "Shape"

    /// Whether a learner's declaration gives a SwiftUI value of `typeName` a member `name`: a method
    /// or computed property of an extension of its type, or of `Optional` (which reaches any value).
    private func learnerOffers(_ name: String, onSwiftUIValueOf typeName: String) -> Bool {
        [typeName, "Optional"].contains { types[$0].map { $0.methods[name] != nil || $0.computed[name] != nil } ?? false }
    }

    /// A built-in method, written back to the receiver's variable when it mutates (`ctx.translateBy(…)`);
    /// `mutates` when the call site knows.
    private func builtinMethod(on value: Value, baseExpr: ExprSyntax?, _ name: String, _ pending: [PendingArgument],
                               at node: Syntax, in scope: Scope, mutates: Bool? = nil) throws -> Value {
        var copy = value
        let result = try invokeMethod(on: value, baseExpr: baseExpr, name, pending, at: node, in: scope, mutate: &copy)
        if let baseExpr, mutates ?? isMutatingBuiltin(name, on: value) { try assign(copy, to: baseExpr, in: scope, as: .mutatingMember) }
        return result
    }

    private func invokeMethod(on value: Value, baseExpr: ExprSyntax?, _ name: String, _ pending: [PendingArgument],
                              at node: Syntax, in scope: Scope, mutate target: inout Value) throws -> Value {
        let args = try evaluateArguments(pending, in: scope) { _ in self.builtinMethodHint(value) }
        return try builtinMethod(name, on: &target, args, at: node)
    }

    /// A Path is a view, but `path.addLine(to:)` is its own method, not a modifier.
    private func isPathsOwnMethod(_ name: String, of value: Value) -> Bool {
        guard case .swiftUI(.path) = value else { return false }
        return !library.isModifier(name) && types["View"]?.methods[name] == nil
    }

    private func builtinMethodHint(_ value: Value) -> Hint {
        switch value.unboxed {
        // A subview's and a path's arguments are geometry (`place(at: .zero, …)`, `move(to: .zero)`), not numbers.
        case .swiftUI(.layoutSubview), .swiftUI(.viewSpacing), .swiftUI(.path): .none
        case .double, .swiftUI, .view: .double
        default: .none
        }
    }

    package func isObject(_ value: Value) -> Bool { if case .object = value.unboxed { true } else { false } }

    /// A value of a learner's struct or class.
    private func isInstanceOrObject(_ value: Value) -> Bool {
        switch value.unboxed {
        case .instance, .object: true
        default: false
        }
    }
}
