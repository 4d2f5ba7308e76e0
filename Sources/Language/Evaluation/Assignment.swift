import Foundation
import SwiftSyntax
import ViewlabModel

/// `x = v`, `self.items[2].done = true`, `count += 1`: writes through members and subscripts.
extension Interpreter {
    /// Writes through a path of members and subscripts (`self.items[2].done = true`), copying value
    /// types on the way down and back up, as Swift does.
    package func assign(_ value: Value, to target: ExprSyntax, in scope: Scope, as access: ConstantWrite? = nil) throws {
        // `(a, b) = (b, a)`: each element to its own target, the right side having been read whole first.
        if let tuple = target.as(TupleExprSyntax.self), tuple.elements.count > 1, case .tuple(let elements) = value.unboxed,
           elements.count == tuple.elements.count {
            for (element, part) in zip(tuple.elements, elements) where !element.expression.is(DiscardAssignmentExprSyntax.self) {
                try assign(part.value, to: element.expression, in: scope, as: access)
            }
            return
        }
        try assigning(to: target.id) {
            try modify(target, in: scope, as: access ?? ConstantWrite(assigningTo: target)) { $0 = typed(value, like: $0, at: target) }
        }
    }

    /// `filter = .done`: an implicit member written to storage that holds a value of an enum, struct
    /// or class takes that type, as Swift infers it from the variable's type.
    /// Inline, so that the common write (no implicit member) neither calls nor copies `node`.
    @inline(__always) package func typed(_ value: Value, like current: Value, at node: some SyntaxProtocol) -> Value {
        guard case .implicitMember = value else { return value }
        return typedMember(value, like: current, at: Syntax(node))
    }

    private func typedMember(_ value: Value, like current: Value, at node: Syntax) -> Value {
        guard let typeName = declaredTypeName(of: current.unboxed) else { return value }
        return (try? coerce(value, toTypeNamed: typeName, at: node)) ?? value
    }

    /// `conformed`: the body changes only what it has made of the declared types already (an in-place
    /// `append` of conformed elements, a subscript write that conforms its element), so no container
    /// on the way is conformed again, which would walk a whole collection at every write. `access`
    /// names the outermost access in the error a `let` constant on the way gets.
    package func modify(_ target: ExprSyntax, in scope: Scope, conformed: Bool = false, as access: ConstantWrite = .value,
                        _ body: (inout Value) throws -> Void) throws {
        if let ref = target.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if name == "self", let selfRef = scope.enclosingSelf {
                // `self[i] = x` or `self = …` in a mutating method; `self = .full(n)` in an enum's
                // initializer is the enum's case.
                try write(into: &selfRef.value) { value in
                    try body(&value)
                    if case .implicitMember = value, let type = scope.selfType { value = try coerce(value, toTypeNamed: type, at: target) }
                }
                return
            }
            var current: Scope? = scope
            while let s = current {
                if let r = s.variables[name] {
                    if r.isConstant, !isShapeMode, case .box = r.value {} else if r.isConstant {
                        throw error(access.message, name, at: target)
                    }
                    func conformingBody(_ v: inout Value) throws {
                        try body(&v)
                        if let type = r.declaredType, !conformed { v = self.conformed(v, to: type, at: target) }
                    }
                    if let (observers, declaringScope) = r.observed, !isDirectWrite(to: r, nil, at: target) {
                        try observedWrite(r.readValue, observers, in: declaringScope, storage: r, property: nil,
                                          store: { newValue in try write(into: &r.value) { $0 = newValue } }, conformingBody)
                    } else if !r.isAlias, case .binding = r.value { try body(&r.value) } else { try write(into: &r.value, conformingBody) }
                    return
                }
                if let selfRef = s.selfRef, hasField(selfRef.value, name) {
                    try modifyField(name, of: selfRef, at: target, conformed: conformed, body)
                    return
                }
                if let selfRef = s.selfRef, let storage = wrapperStorage(of: selfRef.value, name) {
                    var v = storage
                    try body(&v)
                    try replaceStorage(String(name.dropFirst()), of: selfRef, with: v)
                    return
                }
                current = s.parent
            }
            if isShapeMode { return }
            throw error(.unknownName, name, at: target)
        }
        if let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if let r = base.as(DeclReferenceExprSyntax.self), isTypeReference(r.baseName.text, in: scope) {
                let ref = try staticStorage(of: r.baseName.text, name, at: member)
                try write(into: &ref.value, body)
                return
            }
            if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", let selfRef = scope.enclosingSelf {
                // `self._draft = State(initialValue: "")` in an initializer: the wrapper's storage.
                if name.hasPrefix("_"), !hasField(selfRef.value, name), let storage = wrapperStorage(of: selfRef.value, name) {
                    var v = storage
                    try body(&v)
                    try replaceStorage(String(name.dropFirst()), of: selfRef, with: v)
                    return
                }
                try modifyField(name, of: selfRef, at: target, conformed: conformed, body)
                return
            }
            switch try reference(evaluating: base, in: scope) {
            case .binding(let b)?:
                // A binding's setter does not mutate the binding: a `let` binding can be written through.
                var v = try b.get()
                if name == "wrappedValue" { try body(&v) } else { try modifyField(name, of: &v, at: target, conformed: conformed, body) }
                try b.set(v)
                return
            case .object(let o)?:
                var object = Value.object(o)
                try modifyField(name, of: &object, at: target, conformed: conformed, body)
                return
            default: break
            }
            try modify(base, in: scope, conformed: conformed, as: access) { container in
                try modifyField(name, of: &container, at: target, conformed: conformed, body)
            }
            return
        }
        if let sub = target.as(SubscriptCallExprSyntax.self) {
            let args = try sub.arguments.map { Argument(label: $0.label?.text, value: try evaluate($0.expression, in: scope)) }
            try modify(subscript: sub, args, in: scope, conformed: conformed, as: access, body)
            return
        }
        if let chain = target.as(OptionalChainingExprSyntax.self) {
            try modify(chain.expression, in: scope, conformed: conformed, as: access) { v in if !v.unboxed.isNil { try body(&v) } }
            return
        }
        if let force = target.as(ForceUnwrapExprSyntax.self) {
            try modify(force.expression, in: scope, conformed: conformed, as: access, body)
            return
        }
        if let tuple = target.as(TupleExprSyntax.self), tuple.elements.count == 1 {
            try modify(tuple.elements.first!.expression, in: scope, conformed: conformed, as: access, body)
            return
        }
        throw error(.notAssignable, at: target)
    }

    /// A write through `sub` whose arguments are evaluated already (`args`): a compound assignment
    /// reads the element with them and writes it back with them, as Swift evaluates them once.
    package func modify(subscript sub: SubscriptCallExprSyntax, _ args: [Argument], in scope: Scope, conformed: Bool = false,
                        as access: ConstantWrite = .subscriptElement, _ body: (inout Value) throws -> Void) throws {
        if let o = try object(evaluating: sub.calledExpression, in: scope) {
            // A class instance's subscript setter changes the object, also through a `let`.
            var object = Value.object(o)
            try modifySubscript(&object, args, at: sub, body)
            return
        }
        // `counts[key, default: 0] += 1`, `grid[i] = 2` on a variable or property declared
        // `[String: Int]`, `[Double]`: the element written takes the declared element type here,
        // so the write need not walk the whole collection to conform it (a loop of such writes
        // would cost the square of the collection's length).
        if let element = conformedElement(of: sub, args, in: scope) {
            try modify(sub.calledExpression, in: scope, conformed: true, as: access) { container in
                try modifySubscript(&container, args, at: sub, conformingTo: element, body)
            }
            return
        }
        try modify(sub.calledExpression, in: scope, conformed: conformed, as: access) { container in
            try modifySubscript(&container, args, at: sub, body)
        }
    }

    /// The declared element type a write through `sub` conforms its element to, when the subscript
    /// is an array's or a dictionary's (`[i]`, `[key, default: v]`) on a variable or on a stored
    /// property of `self` that has a declared type and no observers (which could see the elements
    /// before they are conformed).
    private func conformedElement(of sub: SubscriptCallExprSyntax, _ args: [Argument], in scope: Scope) -> TypeSyntax? {
        let container = sub.calledExpression
        guard Self.isBuiltinShaped(args), Self.isNamedStorage(container), let storage = declaredStorage(of: container, in: scope), !storage.isObserved,
              let type = storage.type else { return nil }
        return subscriptElement(of: type)
    }

    /// `[i]`, `[key]`, `[key, default: v]`: the arguments of an array's or a dictionary's own subscript.
    private static func isBuiltinShaped(_ args: [Argument]) -> Bool {
        args.first?.label == nil && (args.count == 1 || args.count == 2 && args[1].label == "default")
    }

    /// `counts[key, default: 0] += 1` where `counts` is a plain variable (`plainVariable`): the element
    /// changed where the variable holds it, as `modify(subscript:)` changes it, without finding the
    /// variable and its declaration again from the syntax.
    package func modifyElement(ofVariable ref: Ref, _ args: [Argument], at sub: SubscriptCallExprSyntax,
                               _ body: (inout Value) throws -> Void) throws {
        if Self.isBuiltinShaped(args), let element = subscriptElement(ofVariable: ref) {
            try modifySubscript(&ref.value, args, at: sub, conformingTo: element, body)
            return
        }
        try modifySubscript(&ref.value, args, at: sub, body)
        if ref.declaredType != nil { ref.value = conformed(ref.value, toDeclaredTypeOf: ref, at: sub) }
    }

    /// The element written, then made of the declared element type, so that the collection need not be.
    private func modifySubscript(_ container: inout Value, _ args: [Argument], at sub: SubscriptCallExprSyntax,
                                 conformingTo element: TypeSyntax, _ body: (inout Value) throws -> Void) throws {
        try modifySubscript(&container, args, at: sub) { v in
            try body(&v)
            v = self.conformed(v, to: element, at: sub)
        }
    }

    /// A name, `self.name` or `model.bag.items`: storage whose reading runs no code of the learner's
    /// beyond a getter.
    package static func isNamedStorage(_ expr: ExprSyntax) -> Bool {
        if expr.is(DeclReferenceExprSyntax.self) { return true }
        guard let base = expr.as(MemberAccessExprSyntax.self)?.base else { return false }
        return isNamedStorage(base)
    }

    /// The object `expr` evaluates to, if it is one. Any other value is let go of before this returns,
    /// so that the write that follows finds an array or dictionary held once and changes it in place.
    private func object(evaluating expr: ExprSyntax, in scope: Scope) throws -> Object? {
        if case .object(let o) = try evaluate(expr, in: scope).unboxed { o } else { nil }
    }

    /// What `expr` evaluates to when a write goes through it rather than into it: a binding or an
    /// object. nil for any other value, let go of before this returns (as `object(evaluating:)`).
    private func reference(evaluating expr: ExprSyntax, in scope: Scope) throws -> Value? {
        let value = try evaluate(expr, in: scope)
        if case .binding = value { return value }
        if case .object = value.unboxed { return value.unboxed }
        return nil
    }

    /// Writes into storage, through a `@State` box or a binding when there is one.
    package func write(into storage: inout Value, _ body: (inout Value) throws -> Void) throws {
        switch storage {
        case .box(let ref):
            try modifyState(ref) { try write(into: &$0, body) }
        case .binding(let b):
            var v = try b.get()
            try body(&v)
            try b.set(v)
        default: try body(&storage)
        }
    }

    private func replaceStorage(_ field: String, of selfRef: Ref, with value: Value) throws {
        switch selfRef.value {
        case .instance(var i): i.set(field, value); selfRef.value = .instance(i)
        case .object(let o): o.set(field, value)
        default: break
        }
    }

    /// Whether `name` is a computed property of the learner's struct or class `value` is (not a stored one).
    package func isComputedProperty(_ name: String, of value: Value) -> Bool {
        switch value.unboxed {
        case .instance(let i): i.fields[name] == nil && types[i.typeName]?.computed[name] != nil
        case .object(let o): o.fields[name] == nil && types[o.typeName]?.computed[name] != nil
        default: false
        }
    }

    package func hasField(_ value: Value, _ name: String) -> Bool {
        switch value {
        case .instance(let i): return i.fields[name] != nil || types[i.typeName]?.computed[name]?.setter != nil
        case .object(let o):
            if o.fields[name] != nil { return true }
            guard let type = types[o.typeName] else { return false }
            return type.computed[name]?.setter != nil || type.lazyNames.contains(name)
        default: return false
        }
    }

    /// A write to a field of a class instance, as `modify` writes `object.field` (FieldTarget).
    package func modifyField(_ name: String, ofObject o: Object, at node: some SyntaxProtocol, _ body: (inout Value) throws -> Void) throws {
        var object = Value.object(o)
        try modifyField(name, of: &object, at: node, body)
    }

    /// A write to a field of the value a plain variable holds, as `modify` writes `variable.field`
    /// (FieldTarget): the variable's value conformed to its declared type after.
    package func modifyField(_ name: String, inValueOf ref: Ref, at node: some SyntaxProtocol, _ body: (inout Value) throws -> Void) throws {
        try modifyField(name, of: &ref.value, at: node, body)
        if ref.declaredType != nil { ref.value = conformed(ref.value, toDeclaredTypeOf: ref, at: node) }
    }

    /// A write through `self` (`x = 1` or `self.x = 1` in a method): direct, without observers, in the
    /// type's initializer and in the property's own observer. Also `FieldTarget`'s for a bare name.
    package func modifyField(_ name: String, of selfRef: Ref, at node: some SyntaxProtocol, conformed: Bool,
                             _ body: (inout Value) throws -> Void) throws {
        // Without observers the write is direct too, and the write need not look for them again.
        let direct = observers(of: selfRef.value, name) == nil || isDirectWrite(to: selfRef, name, at: node)
        try modifyField(name, of: &selfRef.value, at: node, direct: direct, conformed: conformed, body)
    }

    private func modifyField(_ name: String, of container: inout Value, at node: some SyntaxProtocol, direct: Bool = false,
                             conformed: Bool = false, _ body: (inout Value) throws -> Void) throws {
        if case .object(let o) = container, o.fields[name] == nil, let type = types[o.typeName], type.lazyNames.contains(name) {
            _ = try lazyField(name, of: o, type, at: node)
        }
        if !direct, let observers = observers(of: container, name) {
            let selfRef = Ref(container)
            try observedFieldWrite(name, of: selfRef, observers, at: node, body)
            container = selfRef.value
            return
        }
        // A struct's stored field: the container and the instance let go of the field's value for the
        // write, so that a collection there has one owner and grows in place rather than being copied.
        // Taken out by `if case`, not by a case of the `switch` below, whose copy of the container
        // would keep the old value.
        if case .instance(var i) = container, var field = i.fields[name] {
            container = .void
            i.fields[name] = .void
            defer { i.fields[name] = field; container = .instance(i) }
            try writeField(&field, name, of: i.typeName, at: node, conformed: conformed, body)
            return
        }
        // `context.opacity = 0.5` in a Canvas's closure (GraphicsContexts.swift).
        if try modifyContext(name, in: &container, at: node, body) { return }
        switch container {
        case .box(let ref):
            try modifyState(ref) { value in
                if name == "wrappedValue" { try body(&value) } else { try modifyField(name, of: &value, at: node, conformed: conformed, body) }
            }
        case .binding(let b):
            var v = try b.get()
            if name == "wrappedValue" { try body(&v) } else { try modifyField(name, of: &v, at: node, conformed: conformed, body) }
            try b.set(v)
        case .instance(let i):
            if let property = types[i.typeName]?.computed[name], let setter = property.setter {
                let selfRef = Ref(.instance(i))
                try writeComputed(name, property, setter, of: selfRef, type: i.typeName, at: node, body)
                container = selfRef.value
            } else {
                throw noMember(name, of: container, at: node)
            }
        case .object(let o):
            if let position = o.fields.position(of: name) {
                try writeField(ofObject: o, at: position, declaredAs: writtenType(of: name, in: o.typeName),
                               publishes: isPublished(name, of: o.typeName), at: node, conformed: conformed, body)
            } else if let property = types[o.typeName]?.computed[name], let setter = property.setter {
                try writeComputed(name, property, setter, of: Ref(container), type: o.typeName, at: node, body)
            } else {
                // `UITabBar.appearance().isHidden = true`: a real member of a type viewlab writes in Swift.
                throw noMember(name, of: container, at: node)
            }
        case .tuple(var elements):
            if let index = elements.firstIndex(where: { $0.label == name }) ?? Int(name).flatMap({ $0 < elements.count ? $0 : nil }) {
                try body(&elements[index].value)
                container = .tuple(elements)
            } else {
                throw error(.tupleHasNoMember, name, at: node)
            }
        case .unknown: return
        case .swiftUI(.gridItem(var item)) where name == "spacing":
            // `gridItem.spacing = 0` (GridItem's `var spacing: CGFloat?`).
            var spacing = item.spacing.map { Value.double($0) } ?? .nilValue
            try body(&spacing)
            item.spacing = toDouble(spacing)
            container = .swiftUI(.gridItem(item))
        default:
            // `binding.wrappedValue = x`: the write through the binding has already unwrapped it.
            if name == "wrappedValue" { try body(&container); return }
            if let refusal = missingFrameworkMember(name, of: container, at: node) { throw refusal }
            throw error(.assignToProperty, name, typeName(of: container), at: node)
        }
    }

    /// A stored property written as Swift types it: an implicit member (`scene.backgroundColor =
    /// .clear`) is looked up in the property's declared type, or else in the type of the value it holds.
    private func writeField(_ field: inout Value, _ name: String, of typeName: String, at node: some SyntaxProtocol,
                            conformed: Bool, _ body: (inout Value) throws -> Void) throws {
        try writeField(&field, declaredAs: writtenType(of: name, in: typeName), at: node, conformed: conformed, body)
    }

    /// The type a write to a stored property conforms its value to: the declared one, unless the
    /// property holds a wrapper written out (`var _x: State<Int>`), which a write replaces whole.
    package func writtenType(of name: String, in typeName: String) -> TypeSyntax? {
        let property = types[typeName]?.stored.first { $0.name == name }
        return property?.writtenOutWrapper == nil ? property?.type : nil
    }

    /// `writeField` once the property's written type (`writtenType`) is known.
    package func writeField(_ field: inout Value, declaredAs declared: TypeSyntax?, at node: some SyntaxProtocol,
                            conformed: Bool, _ body: (inout Value) throws -> Void) throws {
        if let declared {
            try write(into: &field) { v in
                try body(&v)
                if !conformed { v = self.conformed(v, to: declared, at: node) }
            }
            return
        }
        // The type of what it held, not the old value itself: holding that would make the write copy
        // a collection inside it rather than change it in place.
        let heldType = declaredTypeName(of: field)
        try write(into: &field, body)
        if case .implicitMember = field, let held = heldType {
            field = try coerce(field, toTypeNamed: held, at: node)
        }
    }

    /// The type of a value of a declared struct, class or enum (the learner's or the prelude's).
    package func declaredTypeName(of value: Value) -> String? {
        switch value {
        case .instance(let i): i.typeName
        case .object(let o): o.typeName
        case .enumCase(let c) where types[c.typeName] != nil: c.typeName
        default: nil
        }
    }

    /// A write to a computed property through its setter. An assignment to it (`assignmentTarget`
    /// names the node being written) sets the value assigned, conformed to the property's type, and
    /// runs the setter alone, as Swift does; any other write (`+= 1`, `.append(x)`) changes what the
    /// getter gives.
    private func writeComputed(_ name: String, _ property: TypeDeclaration.ComputedProperty, _ setter: CodeBlockItemListSyntax,
                               of selfRef: Ref, type: String, at node: some SyntaxProtocol, _ body: (inout Value) throws -> Void) throws {
        var value: Value
        if assignmentTarget == node.id {
            value = .void
            try body(&value)
            value = try coerce(value, to: property.type, selfType: type)
        } else {
            value = try member(of: selfRef.value, name, at: node, selfRef: nil, hint: .none)
            try body(&value)
        }
        try runSetter(setter, parameter: property.setterParameter, value: value, selfRef: selfRef, type: type, at: node)
    }

    /// Runs `write` as the assignment of a value to `target` (`assign`, `FieldTarget`): a computed
    /// property written there is set without its getter running (`writeComputed`).
    package func assigning<T>(to target: SyntaxIdentifier, _ write: () throws -> T) rethrows -> T {
        let enclosing = assignmentTarget
        assignmentTarget = target
        defer { assignmentTarget = enclosing }
        return try write()
    }

    package func runSetter(_ setter: CodeBlockItemListSyntax, parameter: String, value: Value, selfRef: Ref, type: String, at node: some SyntaxProtocol) throws {
        let scope = Scope(parent: globals, selfRef: selfRef, selfType: type)
        scope.declare(parameter, value)
        _ = try executeBlock(setter, in: scope)
    }

    private func modifySubscript(_ container: inout Value, _ args: [Argument], at node: SubscriptCallExprSyntax,
                                 _ body: (inout Value) throws -> Void) throws {
        if case .box(let ref) = container { return try modifySubscript(&ref.value, args, at: node, body) }
        // `p[keyPath: \.x] = 5`: the key path's properties, one inside the other.
        if args.count == 1, args[0].label == "keyPath", case .keyPath(let path) = args[0].value.unboxed {
            func modify(_ v: inout Value, along path: ArraySlice<String>) throws {
                guard let first = path.first else { return try body(&v) }
                if first == "self" { return try modify(&v, along: path.dropFirst()) }
                try modifyField(first, of: &v, at: node) { try modify(&$0, along: path.dropFirst()) }
            }
            return try modify(&container, along: path[...])
        }
        if let found = userSubscript(of: container, labels: args.map(\.label)) {
            return try modifyUserSubscript(found, &container, args, at: node, body)
        }
        let keys = args.map(\.value)
        // An array or a dictionary is taken out of the container by `if case`, not by a case of the
        // `switch` below: the copy a `switch` makes of the value it switches on would hold the
        // storage for the whole case, and every write would copy every element.
        if case .array(var items) = container {
            guard keys.count == 1, case .int(let i) = keys[0].unboxed else { throw error(.arraySubscript, at: node) }
            guard items.indices.contains(i) else {
                throw error(.indexOutOfRange, i, items.count, at: node)
            }
            container = .void
            defer { container = .array(items) }
            try body(&items[i])
            return
        }
        if case .dictionary(var d) = container {
            // The container lets go of the dictionary for the write (as for an array), so that it is
            // not copied.
            container = .void
            defer { container = .dictionary(d) }
            return try modifyEntry(of: &d, keys, labels: args.map(\.label), at: node, body)
        }
        switch container {
        case .instance(var i) where i.typeName == "EnvironmentValues":
            // `self[ThemeKey.self] = newValue` in a learner's EnvironmentValues setter.
            guard keys.count == 1, case .metatype(let key) = keys[0] else { throw error(.environmentValuesSubscript, at: node) }
            var v = try subscriptValue(container, keys, at: node)
            try body(&v)
            i.set(key, v)
            container = .instance(i)
        default:
            throw error(.notSubscriptable, typeName(of: container), at: node)
        }
    }
}
