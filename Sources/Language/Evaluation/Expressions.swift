import Foundation
import SwiftSyntax
import ViewlabModel

/// What type the context expects for an expression: Swift infers `100 / 3` as CGFloat in
/// `.frame(width: 100 / 3)`, so integer literals there must become Doubles.
package enum Hint { case none, double }

extension Interpreter {
    package func hint(for type: TypeSyntax?) -> Hint {
        guard let type else { return .none }
        var name = sourceText(type)
        if name.hasSuffix("?") { name.removeLast() }
        return floatingPointTypeNames.contains(name) ? .double : .none
    }

    /// The hint of a stored property: its written type's, else its initial value's type as Swift
    /// infers it (`var width = 1.5` is a Double, so `Size(width: 3)` stores 3.0, not 3).
    package func hint(for property: TypeDeclaration.StoredProperty) -> Hint {
        if property.type != nil { return hint(for: property.type) }
        guard let initial = property.initialValue else { return .none }
        if Self.holdsFloatLiteral(initial) { return .double }
        if let call = initial.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
           floatingPointTypeNames.contains(callee.baseName.text) { return .double }
        return .none
    }

    // MARK: Names

    package func lookup(_ name: String, at node: some SyntaxProtocol, in scope: Scope) throws -> Value {
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
    package func lookupName(_ name: String, at node: some SyntaxProtocol, in scope: Scope) throws -> Value {
        // An operator used as a function (`reduce(0, +)`, `sorted(by: >)`) is chosen by its operands'
        // types when it is called, as Swift's overload resolution chooses it: the standard library's for
        // numbers, a learner's `static func +` or `func +` for their types.
        if Self.isOperatorName(name) {
            return .function(Callable(name: name, kind: .builtin { [unowned self] args in
                guard args.count == 2 else { throw self.error(.operatorOperands, name, at: node) }
                return try self.binary(name, args[0].value, args[1].value, at: node)
            }, operatorSite: Syntax(node)))
        }
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
        if name == "Element", let element = elementType(in: scope) { return .metatype(element) }
        if let builtin = builtinFunction(name) { return .function(builtin) }
        if isShapeMode { return .unknown(name) }
        // `Timer.publish(…)`, `GraphicsContext.Shading…`, `CIFilter.sepiaTone()`: an API viewlab lacks, not a mistake.
        if startsUppercase(name), namesMissingAPI(name, in: scope) { throw missingAPI(name, at: node) }
        // `data(forKey: key)` in `extension UserDefaults`: a real member of `self`'s framework type.
        if let selfRef = scope.enclosingSelf, let refusal = missingFrameworkMember(name, of: selfRef.value, at: node) { throw refusal }
        throw error(.unknownName, name, at: node,
                    deferredNotes: didYouMean(name, among: visibleNames(in: scope)))
    }

    /// `+`, `<=`, `&&`: a name of operator characters. Read by its first byte, since every name
    /// looked up is asked.
    private static func isOperatorName(_ name: String) -> Bool {
        switch name.utf8.first {
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "<"),
             UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "|"):
            name.allSatisfy { "+-*/%<>=!&|^~".contains($0) }
        default: false
        }
    }

    package func visibleNames(in scope: Scope) -> [String] {
        var names: [String] = []
        var current: Scope? = scope
        while let s = current { names += s.variables.names; names += s.functions.keys; current = s.parent }
        return names + types.names + library.viewNames
    }

    private func memberOfSelf(_ name: String, _ selfRef: Ref, at node: some SyntaxProtocol) throws -> Value? {
        let selfValue = selfRef.value
        if let storage = wrapperStorage(of: selfValue, name) { return storage }
        if let v = storedMember(name, of: selfValue, at: node) { return v }
        if case .object(let o) = selfValue, name == "objectWillChange", conforms(selfValue, to: "ObservableObject") {
            return objectWillChangePublisher(of: o)
        }
        // `extension Array where Element == Int { var twice: Int { total * 2 } }`: the extension is
        // declared on `Array`, the value's type is `Array<Int>`; a generic struct's (`Card<Text>`)
        // members are its declaration's (`Card`).
        if let type = typeDeclaration(of: selfValue) ?? types[typeCategory(of: selfValue)] {
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
    /// A stored property of `self` read by its bare name (not a wrapper's `_name` storage), as
    /// `memberOfSelf` reads it; nil when `self` has no stored property of the name.
    package func storedMember(_ name: String, of selfValue: Value, at node: some SyntaxProtocol) -> Value? {
        switch selfValue {
        case .instance(let i):
            guard let v = i.fields[name] else { return nil }
            if !viewsInInitializer.isEmpty { warnIfEnvironmentRead(i.typeName, name, at: node) }
            return readField(v, of: i.typeName, name)
        case .object(let o):
            guard let v = o.fields[name] else { return nil }
            if context.readTracker != nil { observedRead(o, name, v) }
            return readField(v, of: o.typeName, name)
        default: return nil
        }
    }

    package func readField(_ stored: Value, of typeName: String, _ name: String) -> Value {
        // Only wrapper storage reads differently; any other value is read as stored.
        switch stored { case .box, .binding: break; default: return stored }
        guard let type = types[typeName], let p = type.stored.first(where: { $0.name == name }) else {
            // A built-in value's binding (a ToggleStyle configuration's `isOn`) is read as a `@Binding` is.
            if case .binding = stored, let readTracker = context.readTracker { return trackedRead(stored, property: name, by: readTracker) }
            return stored.unboxedForRead
        }
        guard p.wrapper != nil else {
            // A wrapper written out is read whole (`_value.wrappedValue`); reading it is reading its state.
            if p.writtenOutWrapper != nil, let readTracker = context.readTracker, !isShapeMode, let ref = stateStorage(of: stored) {
                readTracker.noteState(ref, property: p.storedName, named: true)
            }
            return stored
        }
        // An environment value that is a binding (`\.editMode`) is the value read, not a wrapper's storage.
        if p.wrapper == "Environment", case .binding = stored { return stored }
        if let readTracker = context.readTracker {
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
    package func wrapperStorage(of value: Value, _ name: String) -> Value? {
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
    package func objectWillChangePublisher(of object: Object) -> Value {
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

    package func isTypePath(_ expr: ExprSyntax, in scope: Scope) -> Bool {
        if let r = expr.as(DeclReferenceExprSyntax.self) { return isTypeReference(r.baseName.text, in: scope) }
        return false
    }

    /// `Self` names the type whose code runs: `Self.make()` in a method calls the type's static `make`.
    package func resolvedTypeName(_ name: String, in scope: Scope) -> String {
        if name == "Self" { return scope.selfType ?? scope.enclosingSelf.map { typeName(of: $0.value) } ?? name }
        // `Constants.pad` in `struct B`'s code: B's own nested `Constants`, not another type's.
        if !sharedTypeNames.isEmpty, sharedTypeNames.contains(name), let outer = scope.selfType, let key = nestedTypeKey(name, in: outer) {
            return key
        }
        return name
    }

    package func isTypeReference(_ name: String, in scope: Scope) -> Bool {
        isTypeName(name) && scope.lookupVariable(name) == nil
    }

    /// Whether `name` is a type's, when no variable of that name shadows it.
    package func isTypeName(_ name: String) -> Bool {
        guard mayNameType(name) else { return false }
        return types[name] != nil || isBuiltinTypeName(name) || name == "Self"
    }

    /// Whether `name` is spelled as a type's can be: a capital first, or an underscore then a capital
    /// (SwiftUI's underscored types, `_VariadicView`). A site whose name is not asks no more.
    package func mayNameType(_ name: String) -> Bool {
        startsUppercase(name.hasPrefix("_") ? String(name.dropFirst()) : name)
    }

    /// Type names begin with a capital; an ASCII first letter is told without a Unicode property lookup.
    package func startsUppercase(_ name: String) -> Bool {
        guard let byte = name.utf8.first else { return false }
        if byte < 0x80 { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        return name.first!.isUppercase
    }

    /// `.infinity` where a number is expected is a Double; other implicit members wait until their
    /// use tells their type.
    package func resolveImplicitMember(_ name: String, hint: Hint) -> Value {
        if hint == .double, let v = doubleConstant(name) { return .double(v) }
        return .implicitMember(name, nil)
    }

    package func doubleConstant(_ name: String) -> Double? {
        switch name {
        case "infinity": .infinity
        case "pi": .pi
        case "zero": 0
        case "nan": .nan
        case "greatestFiniteMagnitude": .greatestFiniteMagnitude
        case "leastNonzeroMagnitude": .leastNonzeroMagnitude
        case "leastNormalMagnitude": .leastNormalMagnitude
        case "ulpOfOne": .ulpOfOne
        default: nil
        }
    }
}

extension Value {
    /// A variable's value as a read sees it: through a property wrapper's storage.
    package var unboxedForRead: Value {
        switch self {
        case .box(let ref): ref.value
        case .binding(let b): (try? b.get()) ?? .nilValue
        default: self
        }
    }
}

extension Interpreter {
    /// `Element` inside `extension Array where Element: Mergeable`: the type of the elements of the
    /// array `self` is (viewlab's generics are dynamic, so an empty array names no type: KNOWN-GAPS).
    fileprivate func elementType(in scope: Scope) -> String? {
        guard let selfRef = scope.enclosingSelf, case .array(let items) = selfRef.value.unboxed, let first = items.first else { return nil }
        return typeName(of: first)
    }
}
