import Foundation
import SwiftSyntax
import ViewlabModel

/// What type the context expects for an expression: Swift infers `100 / 3` as CGFloat in
/// `.frame(width: 100 / 3)`, so integer literals there must become Doubles.
enum Hint { case none, double }

extension Interpreter {
    func hint(for type: TypeSyntax?) -> Hint {
        guard let type else { return .none }
        var name = sourceText(type)
        if name.hasSuffix("?") { name.removeLast() }
        return floatingPointTypeNames.contains(name) ? .double : .none
    }

    // MARK: Names

    func lookup(_ name: String, at node: some SyntaxProtocol, in scope: Scope) throws -> Value {
        if name == "self" {
            if let ref = scope.enclosingSelf { return ref.value }
            if let t = scope.selfType { return .metatype(t) }
        }
        if name == "Self", let t = scope.selfType { return .metatype(t) }
        if name.hasPrefix("$"), name.count > 1, !name.dropFirst().allSatisfy(\.isNumber) {
            return try projectedValue(String(name.dropFirst()), at: node, in: scope)
        }
        return try lookupName(name, at: node, in: scope)
    }

    /// A name that is not `self`, `Self` or a projection (`$count`): a variable, a function, a member
    /// of `self`, a static member, a type, a built-in or an operator.
    func lookupName(_ name: String, at node: some SyntaxProtocol, in scope: Scope) throws -> Value {
        var current: Scope? = scope
        while let s = current {
            if let ref = s.variables[name] { return ref.readValue }
            if let f = s.function(named: name) { return .function(f) }
            if let selfRef = s.selfRef, let v = try memberOfSelf(name, selfRef, at: node) { return v }
            current = s.parent
        }
        if let staticContext = scope.selfType, let v = try staticMember(of: staticContext, name, at: node, hint: .none, allowMissing: true) {
            return v
        }
        if types[name] != nil || isBuiltinTypeName(name) { return .metatype(name) }
        if let builtin = builtinFunction(name) { return .function(builtin) }
        if let op = name.first, "+-*/%<>=!&|".contains(op) {
            // An operator used as a function: `reduce(0, +)`, `sorted(by: >)`.
            return .function(Callable(name: name, kind: .builtin { [unowned self] args in
                guard args.count == 2 else { throw self.error(.operatorOperands, name, at: node) }
                return try self.binary(name, args[0].value, args[1].value, at: node)
            }))
        }
        if isShapeMode { return .unknown(name) }
        // `Timer.publish(…)`, `GraphicsContext.Shading…`: an API viewlab lacks, not a mistake.
        if SwiftUICatalog.isSwiftUIType(name) { throw unsupportedType(name, at: node) }
        throw error(.unknownName, name, at: node,
                    deferredNotes: didYouMean(name, among: visibleNames(in: scope)))
    }

    func visibleNames(in scope: Scope) -> [String] {
        var names: [String] = []
        var current: Scope? = scope
        while let s = current { names += s.variables.names; names += s.functions.keys; current = s.parent }
        return names + Array(types.keys) + builtinViewNames
    }

    private func memberOfSelf(_ name: String, _ selfRef: Ref, at node: some SyntaxProtocol) throws -> Value? {
        let selfValue = selfRef.value
        if let storage = wrapperStorage(of: selfValue, name) { return storage }
        switch selfValue {
        case .instance(let i):
            if let v = i.fields[name] {
                if !viewsInInitializer.isEmpty { warnIfEnvironmentRead(i.typeName, name, at: node) }
                return readField(v, of: i.typeName, name)
            }
        case .object(let o):
            if let v = o.fields[name] {
                if readTracker != nil { observedRead(o, name, v) }
                return readField(v, of: o.typeName, name)
            }
            if name == "objectWillChange", conforms(selfValue, to: "ObservableObject") { return objectWillChangePublisher(of: o) }
        default: break
        }
        let typeName = self.typeName(of: selfValue)
        // `extension Array where Element == Int { var twice: Int { total * 2 } }`: the extension is
        // declared on `Array`, the value's type is `Array<Int>`.
        if let type = types[typeName] ?? types[typeCategory(of: selfValue)] {
            if type.computed[name] != nil || type.methods[name] != nil {
                return try member(of: selfValue, name, at: node, selfRef: selfRef, hint: .none)
            }
        }
        if let ext = types["View"], isViewValue(selfValue), ext.computed[name] != nil || ext.methods[name] != nil {
            return try member(of: selfValue, name, at: node, selfRef: selfRef, hint: .none)
        }
        switch selfValue {
        case .array, .dictionary, .string:
            // In an extension of a collection, its own properties by bare name (`indices` in `extension Array`).
            return try builtinProperty(name, of: selfValue, at: node)
        case .enumCase where name == "rawValue":
            // `var title: String { rawValue.capitalized }` in an enum.
            return try member(of: selfValue, name, at: node, selfRef: selfRef, hint: .none)
        default:
            return nil
        }
    }

    /// A stored property's value: through its wrapper's storage when declared with one (`@State var
    /// count` reads the count), as stored otherwise (`var _count = State(initialValue: 0)` is a State).
    func readField(_ stored: Value, of typeName: String, _ name: String) -> Value {
        // Only wrapper storage reads differently; any other value is read as stored.
        switch stored { case .box, .binding: break; default: return stored }
        guard let type = types[typeName], let p = type.stored.first(where: { $0.name == name }) else {
            // A built-in value's binding (a ToggleStyle configuration's `isOn`) is read as a `@Binding` is.
            if case .binding = stored, let readTracker { return trackedRead(stored, property: name, by: readTracker) }
            return stored.unboxedForRead
        }
        guard p.wrapper != nil else {
            // A wrapper written out is read whole (`_value.wrappedValue`); reading it is reading its state.
            if p.writtenOutWrapper != nil, let readTracker, !isShapeMode, let ref = stateStorage(of: stored) {
                readTracker.noteState(ref, property: p.storedName, named: true)
            }
            return stored
        }
        if let readTracker {
            if p.wrapper != "Published" { return trackedRead(stored, property: name, by: readTracker) }
            // A `@Published` property is no dependency of the body that reads it: a view hears of its
            // change only through the object's `objectWillChange`, which `@StateObject`, `@ObservedObject`
            // and `@EnvironmentObject` subscribe to, and a `@State` holding the object does not
            // (update-cycle-research.md §2.4). Read through a binding (`$model.value` given to a child's
            // `@Binding`), it is the dependency of the view that holds the binding, under that name.
            if let through = readTracker.bindingProperty { return trackedRead(stored, property: through, by: readTracker) }
        }
        return stored.unboxedForRead
    }

    /// The state box a wrapper reads: a `State`'s own, a `$value` binding's source.
    private func stateStorage(of stored: Value) -> Ref? {
        switch stored {
        case .box(let ref): ref
        case .binding(let b): b.source
        default: nil
        }
    }

    /// `_value`: a property wrapper's own storage (L398–421), e.g. `_value = State(initialValue: v)`.
    func wrapperStorage(of value: Value, _ name: String) -> Value? {
        guard name.hasPrefix("_"), name.count > 1 else { return nil }
        let field = String(name.dropFirst())
        switch value {
        case .instance(let i): return i.fields[field]
        case .object(let o): return o.fields[field]
        default: return nil
        }
    }

    /// `objectWillChange` on an `ObservableObject`: its `send()` tells the update cycle that the
    /// object changed (update-cycle-research.md §2.4).
    func objectWillChangePublisher(of object: Object) -> Value {
        .instance(Instance(typeName: "ObservableObjectPublisher", fields: [("object", .object(object))]))
    }

    /// `$value`: the binding a property wrapper projects (L1091–1106).
    private func projectedValue(_ name: String, at node: some SyntaxProtocol, in scope: Scope) throws -> Value {
        var current: Scope? = scope
        while let s = current {
            if let ref = s.variables[name] { return projection(of: ref.value, name: name) }
            if let selfRef = s.selfRef {
                switch selfRef.value {
                case .instance(let i): if let v = i.fields[name] { return projection(of: v, name: name) }
                case .object(let o): if let v = o.fields[name] { return projection(of: v, name: name) }
                default: break
                }
            }
            current = s.parent
        }
        if isShapeMode { return .unknown("$" + name) }
        throw error(.unknownName, "$\(name)", at: node)
    }

    private func projection(of storage: Value, name: String) -> Value {
        switch storage {
        case .box(let ref): return .binding(stateBinding(ref))
        case .binding: return storage
        default:
            let ref = Ref(storage)
            return .binding(BindingValue(get: { ref.value }, set: { ref.value = $0 }))
        }
    }

    // MARK: Members

    func isTypePath(_ expr: ExprSyntax, in scope: Scope) -> Bool {
        if let r = expr.as(DeclReferenceExprSyntax.self) { return isTypeReference(r.baseName.text, in: scope) }
        return false
    }

    /// `Self` names the type whose code runs: `Self.make()` in a method calls the type's static `make`.
    func resolvedTypeName(_ name: String, in scope: Scope) -> String {
        guard name == "Self" else { return name }
        return scope.selfType ?? scope.enclosingSelf.map { typeName(of: $0.value) } ?? name
    }

    func isTypeReference(_ name: String, in scope: Scope) -> Bool {
        guard startsUppercase(name) else { return false }
        if scope.lookupVariable(name) != nil { return false }
        return types[name] != nil || isBuiltinTypeName(name) || name == "Self"
    }

    /// Type names begin with a capital; an ASCII first letter is told without a Unicode property lookup.
    func startsUppercase(_ name: String) -> Bool {
        guard let byte = name.utf8.first else { return false }
        if byte < 0x80 { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        return name.first!.isUppercase
    }

    /// `.infinity` where a number is expected is a Double; other implicit members wait until their
    /// use tells their type.
    func resolveImplicitMember(_ name: String, hint: Hint) -> Value {
        if hint == .double, let v = doubleConstant(name) { return .double(v) }
        return .implicitMember(name, nil)
    }

    func doubleConstant(_ name: String) -> Double? {
        switch name {
        case "infinity": .infinity
        case "pi": .pi
        case "zero": 0
        case "nan": .nan
        case "greatestFiniteMagnitude": .greatestFiniteMagnitude
        case "leastNonzeroMagnitude": .leastNonzeroMagnitude
        default: nil
        }
    }

    // MARK: Operators

    func binary(_ op: String, _ lhs: Value, _ rhs: Value, at node: some SyntaxProtocol) throws -> Value {
        let a = lhs.unboxed, b = rhs.unboxed
        if case .unknown = a { return a }
        if case .unknown = b { return b }
        switch op {
        case "==": return .bool(valuesEqual(a, b))
        case "!=": return .bool(!valuesEqual(a, b))
        case "===": if case .object(let x) = a, case .object(let y) = b { return .bool(x === y) }; return .bool(false)
        case "!==": if case .object(let x) = a, case .object(let y) = b { return .bool(x !== y) }; return .bool(true)
        case "...", "..<":
            // Numbers, strings, and enum cases such as `DynamicTypeSize.small ... .large`.
            guard number(a) != nil || { switch a { case .string, .enumCase, .implicitMember: true; default: false } }() else {
                throw error(.cannotFormRange, typeName(of: a), at: node)
            }
            if op == "..<", case .int(let lo) = a, case .int(let hi) = b, hi < lo {
                throw error(.badRange, "\(lo)..<\(hi)", at: node)
            }
            if op == "...", case .int(let lo) = a, case .int(let hi) = b, hi < lo {
                throw error(.badRange, "\(lo)...\(hi)", at: node)
            }
            return .range(lower: a, upper: b, closed: op == "...")
        default: break
        }
        switch (a, b) {
        case (.int(let x), .int(let y)):
            return try integerOperation(op, x, y, at: node)
        case (.int, .double), (.double, .int), (.double, .double):
            let x = number(a)!, y = number(b)!
            switch op {
            case "+": return .double(x + y)
            case "-": return .double(x - y)
            case "*": return .double(x * y)
            case "/": return .double(x / y)
            case "%": throw error(.doubleRemainder, at: node)
            case "<": return .bool(x < y)
            case ">": return .bool(x > y)
            case "<=": return .bool(x <= y)
            case ">=": return .bool(x >= y)
            default: break
            }
        case (.string(let x), .string(let y)):
            switch op {
            case "+":
                try budget.string(self, bytes: x.utf8.count + y.utf8.count, at: node)
                return .string(x + y)
            case "<": return .bool(x < y)
            case ">": return .bool(x > y)
            case "<=": return .bool(x <= y)
            case ">=": return .bool(x >= y)
            default: break
            }
        case (.array(let x), .array(let y)) where op == "+":
            try budget.elements(self, x.count + y.count, of: .array, at: node)
            return .array(x + y)
        case (.view(.text(var x)), .view(.text(let y))) where op == "+":
            try budget.string(self, bytes: x.content.utf8.count + y.content.utf8.count, at: node)
            x.content += y.content
            return .view(.text(x))
        case (.swiftUI(.angle(let x)), .swiftUI(.angle(let y))):
            if op == "+" { return .swiftUI(.angle(Angle(radians: x.radians + y.radians))) }
            if op == "-" { return .swiftUI(.angle(Angle(radians: x.radians - y.radians))) }
        case (.bool(let x), .bool(let y)):
            if op == "&" { return .bool(x && y) }
            if op == "|" { return .bool(x || y) }
        case (.tuple(let x), .tuple(let y)) where x.count == y.count && ["<", ">", "<=", ">="].contains(op):
            // Tuples of comparable values compare element by element, the first difference deciding
            // (the standard library's `<` for tuples of up to six elements, SE-0283's predecessor).
            for (l, r) in zip(x, y) where !valuesEqual(l.value, r.value) {
                return try binary(op.hasPrefix("<") ? "<" : ">", l.value, r.value, at: node)
            }
            return .bool(op.hasSuffix("="))
        default: break
        }
        // `2 * .pi * f`: an implicit member beside a number is Double's (`.pi`, `.infinity`), as
        // Swift's type inference makes it.
        if case .implicitMember(let name, nil) = a, number(b) != nil, let v = doubleConstant(name) { return try binary(op, .double(v), b, at: node) }
        if case .implicitMember(let name, nil) = b, number(a) != nil, let v = doubleConstant(name) { return try binary(op, a, .double(v), at: node) }
        if let v = try userOperator(op, a, b, at: node) { return v }
        throw error(.binaryOperatorTypes, op, typeName(of: a), typeName(of: b), at: node)
    }

    private func integerOperation(_ op: String, _ x: Int, _ y: Int, at node: some SyntaxProtocol) throws -> Value {
        func checked(_ r: (partialValue: Int, overflow: Bool)) throws -> Value {
            if r.overflow { throw error(.overflow, at: node) }
            return .int(r.partialValue)
        }
        switch op {
        case "+": return try checked(x.addingReportingOverflow(y))
        case "-": return try checked(x.subtractingReportingOverflow(y))
        case "*": return try checked(x.multipliedReportingOverflow(by: y))
        case "/", "%":
            if y == 0 { throw error(.divisionByZero, at: node) }
            return try checked(op == "/" ? x.dividedReportingOverflow(by: y) : x.remainderReportingOverflow(dividingBy: y))
        case "<": return .bool(x < y)
        case ">": return .bool(x > y)
        case "<=": return .bool(x <= y)
        case ">=": return .bool(x >= y)
        case "&": return .int(x & y)
        case "|": return .int(x | y)
        case "^": return .int(x ^ y)
        case "<<": return .int(y >= 0 && y < 64 ? x << y : 0)
        case ">>": return .int(y >= 0 && y < 64 ? x >> y : (x < 0 ? -1 : 0))
        default: throw error(.binaryOperatorInts, op, at: node)
        }
    }

    /// Operators a learner's type declares as `static func + (…)`, and `<` from `Comparable`.
    private func userOperator(_ op: String, _ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Value? {
        // `.large < size`: the implicit member takes the other operand's type.
        let t = if case .implicitMember = a { typeName(of: b) } else { typeName(of: a) }
        guard let type = types[t] else { return nil }
        if let f = type.staticMethods[op]?.first {
            return try call(f, [Argument(label: nil, value: a), Argument(label: nil, value: b)], at: Syntax(node), selfType: t)
        }
        if [">", "<=", ">="].contains(op), let less = type.staticMethods["<"]?.first {
            func lt(_ x: Value, _ y: Value) throws -> Bool {
                try truth(call(less, [Argument(label: nil, value: x), Argument(label: nil, value: y)], at: Syntax(node), selfType: t), at: node)
            }
            switch op {
            case ">": return .bool(try lt(b, a))
            case "<=": return .bool(!(try lt(b, a)))
            default: return .bool(!(try lt(a, b)))
            }
        }
        return nil
    }

    // MARK: Assignment

    /// Writes through a path of members and subscripts (`self.items[2].done = true`), copying value
    /// types on the way down and back up, as Swift does.
    func assign(_ value: Value, to target: ExprSyntax, in scope: Scope) throws {
        try modify(target, in: scope) { $0 = value }
    }

    func modify(_ target: ExprSyntax, in scope: Scope, _ body: (inout Value) throws -> Void) throws {
        if let ref = target.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if name == "self", let selfRef = scope.enclosingSelf {
                // `self[i] = x` or `self = …` in a mutating method.
                try write(into: &selfRef.value, body)
                return
            }
            var current: Scope? = scope
            while let s = current {
                if let r = s.variables[name] {
                    if r.isConstant, !isShapeMode, case .box = r.value {} else if r.isConstant {
                        throw error(.assignToLet, name, at: target)
                    }
                    if let (observers, declaringScope) = r.observed, !isDirectWrite(to: r, nil, at: target) {
                        try observedWrite(r.readValue, observers, in: declaringScope, storage: r, property: nil,
                                          store: { newValue in try write(into: &r.value) { $0 = newValue } }, body)
                    } else if !r.isAlias, case .binding = r.value { try body(&r.value) } else { try write(into: &r.value, body) }
                    return
                }
                if let selfRef = s.selfRef, hasField(selfRef.value, name) {
                    try modifyField(name, of: selfRef, at: target, body)
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
                try modifyField(name, of: selfRef, at: target, body)
                return
            }
            let baseValue = try evaluate(base, in: scope)
            if case .binding(let b) = baseValue {
                // A binding's setter does not mutate the binding: a `let` binding can be written through.
                var v = try b.get()
                if name == "wrappedValue" { try body(&v) } else { try modifyField(name, of: &v, at: target, body) }
                try b.set(v)
                return
            }
            if case .object = baseValue.unboxed {
                var copy = baseValue.unboxed
                try modifyField(name, of: &copy, at: target, body)
                return
            }
            try modify(base, in: scope) { container in try modifyField(name, of: &container, at: target, body) }
            return
        }
        if let sub = target.as(SubscriptCallExprSyntax.self) {
            let args = try sub.arguments.map { Argument(label: $0.label?.text, value: try evaluate($0.expression, in: scope)) }
            if case .object(let o) = try evaluate(sub.calledExpression, in: scope).unboxed {
                // A class instance's subscript setter changes the object, also through a `let`.
                var object = Value.object(o)
                try modifySubscript(&object, args, at: sub, body)
                return
            }
            try modify(sub.calledExpression, in: scope) { container in
                try modifySubscript(&container, args, at: sub, body)
            }
            return
        }
        if let chain = target.as(OptionalChainingExprSyntax.self) {
            try modify(chain.expression, in: scope) { v in if !v.unboxed.isNil { try body(&v) } }
            return
        }
        if let force = target.as(ForceUnwrapExprSyntax.self) {
            try modify(force.expression, in: scope, body)
            return
        }
        if let tuple = target.as(TupleExprSyntax.self), tuple.elements.count == 1 {
            try modify(tuple.elements.first!.expression, in: scope, body)
            return
        }
        throw error(.notAssignable, at: target)
    }

    /// Writes into storage, through a `@State` box or a binding when there is one.
    func write(into storage: inout Value, _ body: (inout Value) throws -> Void) throws {
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

    private func hasField(_ value: Value, _ name: String) -> Bool {
        switch value {
        case .instance(let i): return i.fields[name] != nil || types[i.typeName]?.computed[name]?.setter != nil
        case .object(let o): return o.fields[name] != nil || types[o.typeName]?.computed[name]?.setter != nil
        default: return false
        }
    }

    /// A write through `self` (`x = 1` or `self.x = 1` in a method): direct, without observers, in the
    /// type's initializer and in the property's own observer.
    private func modifyField(_ name: String, of selfRef: Ref, at node: some SyntaxProtocol, _ body: (inout Value) throws -> Void) throws {
        let direct = observers(of: selfRef.value, name) != nil && isDirectWrite(to: selfRef, name, at: node)
        try modifyField(name, of: &selfRef.value, at: node, direct: direct, body)
    }

    private func modifyField(_ name: String, of container: inout Value, at node: some SyntaxProtocol, direct: Bool = false,
                             _ body: (inout Value) throws -> Void) throws {
        if !direct, let observers = observers(of: container, name) {
            let selfRef = Ref(container)
            try observedFieldWrite(name, of: selfRef, observers, at: node, body)
            container = selfRef.value
            return
        }
        switch container {
        case .box(let ref):
            try modifyState(ref) { value in
                if name == "wrappedValue" { try body(&value) } else { try modifyField(name, of: &value, at: node, body) }
            }
        case .binding(let b):
            var v = try b.get()
            if name == "wrappedValue" { try body(&v) } else { try modifyField(name, of: &v, at: node, body) }
            try b.set(v)
        case .instance(var i):
            if var field = i.fields[name] {
                container = .void
                defer { i.fields[name] = field; container = .instance(i) }
                try writeField(&field, name, of: i.typeName, at: node, body)
            } else if let property = types[i.typeName]?.computed[name], let setter = property.setter {
                var current = try member(of: .instance(i), name, at: node, selfRef: nil, hint: .none)
                try body(&current)
                let selfRef = Ref(.instance(i))
                try runSetter(setter, parameter: property.setterParameter, value: current, selfRef: selfRef, type: i.typeName, at: node)
                container = selfRef.value
            } else {
                throw error(.unknownMember, i.typeName, name, at: node)
            }
        case .object(let o):
            if var field = o.fields[name] {
                try writeField(&field, name, of: o.typeName, at: node, body)
                published(o, name)
                o.fields[name] = field
            } else if let property = types[o.typeName]?.computed[name], let setter = property.setter {
                var current = try member(of: container, name, at: node, selfRef: nil, hint: .none)
                try body(&current)
                try runSetter(setter, parameter: property.setterParameter, value: current, selfRef: Ref(container), type: o.typeName, at: node)
            } else {
                throw error(.unknownMember, o.typeName, name, at: node)
            }
        case .tuple(var elements):
            if let index = elements.firstIndex(where: { $0.label == name }) ?? Int(name).flatMap({ $0 < elements.count ? $0 : nil }) {
                try body(&elements[index].value)
                container = .tuple(elements)
            } else {
                throw error(.tupleHasNoMember, name, at: node)
            }
        case .unknown: return
        case .swiftUI(.graphicsContext(var context)):
            // `context.opacity = 0.5` in a Canvas's closure (GraphicsContexts.swift).
            try modifyGraphicsContext(&context, name, at: node, body)
            container = .swiftUI(.graphicsContext(context))
        default:
            // `binding.wrappedValue = x`: the write through the binding has already unwrapped it.
            if name == "wrappedValue" { try body(&container); return }
            throw error(.assignToProperty, name, typeName(of: container), at: node)
        }
    }

    /// A stored property written as Swift types it: an implicit member (`scene.backgroundColor =
    /// .clear`) is looked up in the property's declared type, or else in the type of the value it holds.
    private func writeField(_ field: inout Value, _ name: String, of typeName: String, at node: some SyntaxProtocol,
                            _ body: (inout Value) throws -> Void) throws {
        let old = field
        try write(into: &field, body)
        guard case .implicitMember = field else { return }
        if let declared = types[typeName]?.stored.first(where: { $0.name == name })?.type {
            field = try coerce(field, to: declared)
        } else if let held = declaredTypeName(of: old) {
            field = try coerce(field, toTypeNamed: held, at: node)
        }
    }

    /// The type of a value of a declared struct, class or enum (the learner's or the prelude's).
    private func declaredTypeName(of value: Value) -> String? {
        switch value {
        case .instance(let i): i.typeName
        case .object(let o): o.typeName
        case .enumCase(let c) where types[c.typeName] != nil: c.typeName
        default: nil
        }
    }

    func runSetter(_ setter: CodeBlockItemListSyntax, parameter: String, value: Value, selfRef: Ref, type: String, at node: some SyntaxProtocol) throws {
        let scope = Scope(parent: globals, selfRef: selfRef, selfType: type)
        scope.declare(parameter, value)
        _ = try executeBlock(setter, in: scope)
    }

    private func modifySubscript(_ container: inout Value, _ args: [Argument], at node: SubscriptCallExprSyntax,
                                 _ body: (inout Value) throws -> Void) throws {
        if case .box(let ref) = container { return try modifySubscript(&ref.value, args, at: node, body) }
        if let found = userSubscript(of: container, labels: args.map(\.label)) {
            return try modifyUserSubscript(found, &container, args, at: node, body)
        }
        let keys = args.map(\.value)
        switch container {
        case .instance(var i) where i.typeName == "EnvironmentValues":
            // `self[ThemeKey.self] = newValue` in a learner's EnvironmentValues setter.
            guard keys.count == 1, case .metatype(let key) = keys[0] else { throw error(.environmentValuesSubscript, at: node) }
            var v = try subscriptValue(container, keys, at: node)
            try body(&v)
            i.set(key, v)
            container = .instance(i)
        case .array(var items):
            guard keys.count == 1, case .int(let i) = keys[0].unboxed else { throw error(.arraySubscript, at: node) }
            guard items.indices.contains(i) else {
                throw error(.indexOutOfRange, i, items.count, at: node)
            }
            container = .void
            try body(&items[i])
            container = .array(items)
        case .dictionary(var d):
            let fallback = try dictionaryDefault(keys, labels: args.map(\.label), at: node)
            guard keys.count == 1 || fallback != nil else { throw error(.dictionarySubscript, at: node) }
            let old = d[keys[0]]
            var v = old ?? fallback ?? .nilValue
            try body(&v)
            if old == nil, !v.isNil { try budget.elements(self, d.keys.count + 1, of: .dictionary, at: node) }
            d[keys[0]] = v.isNil ? nil : v
            container = .dictionary(d)
        default:
            throw error(.notSubscriptable, typeName(of: container), at: node)
        }
    }
}

extension Value {
    /// A variable's value as a read sees it: through a property wrapper's storage.
    var unboxedForRead: Value {
        switch self {
        case .box(let ref): ref.value
        case .binding(let b): (try? b.get()) ?? .nilValue
        default: self
        }
    }
}
