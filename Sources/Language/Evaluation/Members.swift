import SwiftSyntax
import ViewlabModel

/// Reading and writing members: `value.name`, a type's static members, and the messages for a
/// member that is not there.
extension Interpreter {
    /// `value.name` for a property read.
    package func member(of base: Value, _ name: String, at node: some SyntaxProtocol, selfRef: Ref?, hint: Hint) throws -> Value {
        if let v = try memberIfPresent(of: base, name, at: node, selfRef: selfRef, hint: hint) { return v }
        if name == "localizedDescription", let description = try localizedDescription(of: base, at: node) { return description }
        throw try missingMember(name, of: base, at: node)
    }

    /// `error.localizedDescription`: a `LocalizedError`'s `errorDescription`, else Foundation's sentence
    /// for an error of a type of the program's own (its module named `main`, as a script's is).
    private func localizedDescription(of value: Value, at node: some SyntaxProtocol) throws -> Value? {
        let type = typeName(of: value)
        guard let declaration = types[type], declaration.conforms(to: "Error") else { return nil }
        if declaration.computed["errorDescription"] != nil,
           case let described = try member(of: value, "errorDescription", at: node, selfRef: nil, hint: .none).unboxed, !described.isNil {
            return described
        }
        let code = if case .enumCase(let c) = value.unboxed { declaration.cases.firstIndex { $0.name == c.name } ?? 0 } else { 1 }
        return .string("The operation couldn’t be completed. (main.\(type) error \(code).)")
    }

    /// `value.name`, or nil when the value has no such member: lookups that may miss (a method call
    /// trying properties first) ask this, so a miss costs no diagnostic.
    package func memberIfPresent(of base: Value, _ name: String, at node: some SyntaxProtocol, selfRef: Ref?, hint: Hint) throws -> Value? {
        if case .box(let ref) = base {
            if name == "wrappedValue" { return ref.value }
            if name == "projectedValue" { return .binding(stateBinding(ref)) }
        }
        if case .object(let o) = base.unboxed, name == "objectWillChange", conforms(base, to: "ObservableObject") { return objectWillChangePublisher(of: o) }
        // Through `@State` storage, but not through a binding: `binding.wrappedValue` is a member of the binding.
        let value: Value = if case .box(let ref) = base { ref.value } else { base }
        switch value {
        case .instance(let i):
            if let v = i.fields[name] {
                if !viewsInInitializer.isEmpty { warnIfEnvironmentRead(i.typeName, name, at: node) }
                return readField(v, of: i.typeName, name)
            }
            if let found = try typeMember(value, i.typeName, name, at: node, selfRef: selfRef) { return found }
            return isOptionSet(value) ? try optionSetProperty(name, of: value, at: Syntax(node)) : nil
        case .object(let o):
            if let v = o.fields[name] {
                if context.readTracker != nil { observedRead(o, name, v) }
                return readField(v, of: o.typeName, name)
            }
            return try typeMember(value, o.typeName, name, at: node, selfRef: selfRef)
        case .enumCase(let c):
            if name == "rawValue", let type = types[c.typeName], let caseDecl = type.cases.first(where: { $0.name == c.name }) {
                return try rawValue(of: caseDecl, in: type)
            }
            if let element = c.associated.first(where: { $0.label == name }) { return element.value }
            return try typeMember(value, c.typeName, name, at: node, selfRef: selfRef)
        case .tuple(let elements):
            if let e = elements.first(where: { $0.label == name }) { return e.value }
            if let i = Int(name), elements.indices.contains(i) { return elements[i].value }
        case .binding(let b):
            if name == "wrappedValue" { return try b.get() }
            if name == "projectedValue" { return base }
            return .binding(BindingValue(
                get: { try self.member(of: b.get(), name, at: node, selfRef: nil, hint: .none) },
                set: { newValue in
                    var whole = try b.get()
                    try self.setField(name, of: &whole, to: newValue, at: node)
                    try b.set(whole)
                }))
        case .metatype(let t):
            return try staticMember(of: t, name, at: node, hint: hint, allowMissing: true)
        case .array(let items) where items.count == 1 && name != "self":
            // `[Item].samples`: a static member of the array type an `extension Array where Element == Item` declares.
            if case .metatype = items[0].unboxed, let v = try staticMember(of: "Array", name, at: node, hint: hint, allowMissing: true) { return v }
        case .unknown:
            return .unknown(name)
        case .implicitMember("zero", nil) where ["x", "y", "width", "height", "dx", "dy"].contains(name):
            // `Array(repeating: .zero, count: 5)` whose type only its use tells (TiS L3640): CGPoint's,
            // CGSize's and CGVector's zero all read 0 in every component.
            return .double(0)
        default:
            break
        }
        // `extension Optional where Wrapped == String { var orEmpty … }` reaches any value, an Optional
        // being its value in viewlab, after the value's own type's extensions.
        for category in extensionCategories(of: value) {
            if let type = types[category], type.computed[name] != nil || type.methods[name] != nil {
                return try typeMember(value, category, name, at: node, selfRef: selfRef)
            }
        }
        if let optional = types["Optional"], optional.computed[name] != nil || optional.methods[name] != nil {
            return try typeMember(value, "Optional", name, at: node, selfRef: selfRef)
        }
        if isViewValue(value), let ext = types["View"], ext.computed[name] != nil || ext.methods[name] != nil {
            return try typeMember(value, "View", name, at: node, selfRef: selfRef)
        }
        return try builtinProperty(name, of: value, at: node)
    }

    /// The diagnostic for `value.name` when the value has no member `name`.
    private func missingMember(_ name: String, of base: Value, at node: some SyntaxProtocol) throws -> Diagnostic {
        let value: Value = if case .box(let ref) = base { ref.value } else { base }
        if case .metatype(let t) = value {
            // Throws the static lookup's own message (it knows the type's cases and statics).
            _ = try staticMember(of: t, name, at: node, hint: .none, allowMissing: false)
        }
        if value.isNil {
            return error(.optionalMember, name, at: node,
                         notes: [note(.chainOptional)])
        }
        return noMember(name, of: value, at: node)
    }

    package func noMember(_ name: String, of value: Value, at node: some SyntaxProtocol) -> Diagnostic {
        if let refusal = missingFrameworkMember(name, of: value, at: node) { return refusal }
        let owner = isViewValue(value) ? "View" : typeName(of: value)
        if let bridge = uiKitBridge(of: value) { return unsupportedType(bridge, at: node) }
        // `$query.sink { … }`, `.debounce(for:scheduler:)`: Combine's operators on a publisher (a
        // `@Published` property's projection), which viewlab does not run.
        if Self.combineOperators.contains(name) { return unsupported(.api("Combine's '\(name)'"), at: node) }
        // `document.$backgroundImage`: an `@Published` property's publisher, which is Combine's.
        if name.hasPrefix("$"), case .object(let o) = value.unboxed, isPublished(String(name.dropFirst()), of: o.typeName) {
            return unsupported(.api("Combine's publisher '\(name)'"), at: node)
        }
        let candidates = memberNames(of: value) + (types[owner] == nil ? library.api.memberNames(of: owner) : [])
        return error(.unknownMember, typeName(of: value), name, at: node,
                     deferredNotes: didYouMean(name, among: candidates))
    }

    /// A real member of a SwiftUI, UIKit or Foundation type (or of any view) that viewlab does not
    /// run yet, which is no mistake of the learner's: refused as such; nil when `name` is none.
    package func missingFrameworkMember(_ name: String, of value: Value, at node: some SyntaxProtocol) -> Diagnostic? {
        let owner = isViewValue(value) ? "View" : typeName(of: value)
        guard isFrameworkType(owner), library.api.hasMember(name, of: owner) else { return nil }
        return unsupported(.api("'\(owner == "View" ? "" : owner).\(name)'"), at: node)
    }

    /// A type that is not the learner's: viewlab's own, one a prelude writes in Swift, or one the
    /// learner only extended (`extension Bundle { … }`).
    package func isFrameworkType(_ name: String) -> Bool {
        guard let type = types[name] else { return true }
        return type.kind == .builtin || isPreludeType(name)
    }

    private static let combineOperators: Set<String> = [
        "sink", "assign", "debounce", "throttle", "removeDuplicates", "receive", "eraseToAnyPublisher", "combineLatest",
        "switchToLatest", "handleEvents",
    ]

    private func memberNames(of value: Value) -> [String] {
        var names: [String] = []
        if let t = types[typeName(of: value)] {
            names += t.stored.map(\.name) + Array(t.computed.keys) + Array(t.methods.keys)
        }
        if isViewValue(value) { names += library.modifierNames }
        if case .swiftUI(.path) = value.unboxed { names += library.pathMemberNames }
        return names
    }

    private func setField(_ name: String, of value: inout Value, to newValue: Value, at node: some SyntaxProtocol) throws {
        if let observers = observers(of: value, name) {
            // A write through a binding (`$model.value`) runs the property's observers, as Swift's setter does.
            let selfRef = Ref(value)
            try observedFieldWrite(name, of: selfRef, observers, at: node) { $0 = newValue }
            value = selfRef.value
            return
        }
        let typeName = self.typeName(of: value)
        if let property = types[typeName]?.computed[name], let setter = property.setter {
            // A binding to a computed property (`$model.clampedValue`) writes through its setter (TiS L1108–1152).
            let selfRef = Ref(value)
            try runSetter(setter, parameter: property.setterParameter, value: newValue, selfRef: selfRef, type: typeName, at: node)
            value = selfRef.value
            return
        }
        switch value {
        case .instance(var i): i.set(name, newValue); value = .instance(i)
        case .object(let o):
            published(o, name)
            o.set(name, newValue)
        default: throw error(.assignToProperty, name, typeName, at: node)
        }
    }

    /// A computed property's getter run in `scope`: a view builder's statements build a view, a
    /// single expression is its value, otherwise what it returns; lowered once, as a function's body.
    func runGetter(_ property: TypeDeclaration.ComputedProperty, in scope: Scope, typeName: String,
                   at node: some SyntaxProtocol) throws -> Value {
        if property.isViewBuilder, !containsReturn(property.getter) {
            return .view(try library.buildView(self, property.getter, in: scope, at: node))
        }
        let body = property.lowered.code ?? loweredGetter(property)
        let value = try body.run(self, scope, Syntax(node))
        return property.namesSelf ? try coerce(value, to: property.type, selfType: typeName) : value
    }

    /// A class's `lazy var` read for the first time: its initial value evaluated now, with `self` the
    /// object (it may read the other properties, or print), and kept as the object's field, as Swift
    /// does at the first read (`defaultInstance` leaves the field out until then). A write before
    /// any read makes it first too (Swift's does not run the initial value).
    func lazyField(_ name: String, of o: Object, _ type: TypeDeclaration, at node: some SyntaxProtocol) throws -> Value {
        guard let p = type.stored.first(where: { $0.name == name }), let initial = p.initialValue else { return .nilValue }
        let value = try coerce(evaluate(initial, in: Scope(parent: globals, selfRef: Ref(.object(o)), selfType: type.name), expecting: p.type), to: p.type)
        o.fields[name] = value
        return value
    }

    package func typeMember(_ value: Value, _ typeName: String, _ name: String, at node: some SyntaxProtocol, selfRef: Ref?) throws -> Value? {
        guard let type = types[typeName] else { return nil }
        if case .object(let o) = value, !type.lazyNames.isEmpty, type.lazyNames.contains(name) { return try lazyField(name, of: o, type, at: node) }
        if let property = type.computed[name] {
            try budget.enter(self, at: node, "'\(name)'")
            defer { budget.leave() }
            let ref = selfRef ?? Ref(value)
            let scope = Scope(parent: globals, selfRef: ref, selfType: self.typeName(of: value))
            return try runGetter(property, in: scope, typeName: typeName, at: node)
        }
        if let method = type.methods[name]?.first {
            return .function(bind(method, to: selfRef ?? Ref(value), type: self.typeName(of: value)))
        }
        return nil
    }
}
