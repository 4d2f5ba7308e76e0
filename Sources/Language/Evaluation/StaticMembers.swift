import SwiftSyntax
import ViewlabModel

/// `Type.member` and `Type.method(…)`: a type's static properties and functions, the learner's and the built-in types'.
extension Interpreter {
    package func callStatic(_ typeName: String, _ name: String, _ pending: [PendingArgument], at node: Syntax, in scope: Scope) throws -> Value {
        // `Outer.Inner(x: 1)`, `Expense.Category(rawValue: 1)`: a type declared inside another, by its path.
        if let nested = nestedTypeName(name, in: typeName) { return try construct(nested, pending, at: node, in: scope) }
        if name == "_printChanges" || name == "_logChanges", pending.isEmpty,
           let viewType = typeName == "Self" ? scope.selfType : typeName, types[viewType]?.isViewLike == true {
            printChanges(of: viewType)
            return .void
        }
        // `Self.helper()` in `Card<Content>`: a generic type's static members are its declaration's.
        if let type = types[typeName] ?? types[Self.genericBase(of: typeName)] {
            if let m = overload(type.staticMethods[name] ?? [], for: pending) {
                let args = try evaluateArguments(pending, in: scope) { self.parameterHint(m, $0) }
                return try call(m, args, at: node, selfType: typeName)
            }
            if let c = type.cases.first(where: { $0.name == name }) {
                let args = try evaluateArguments(pending, in: scope) { a in
                    self.hint(for: c.parameters.first { $0.label == a.label }?.type)
                }
                return try caseValue(typeName, c, args)
            }
        }
        // `Optional<Int>.some(3)`, `Result<Int, E>.success(3)`: the literal takes its own type, not a SwiftUI argument's.
        let ownType = optionalWrapped(typeName) != nil || typeName.contains("<") && types[Self.genericBase(of: typeName)] != nil
        let args = try evaluateArguments(pending, in: scope) { ownType ? .none : self.library.numberHint(typeName + "." + name, $0.label) }
        return try callStaticEvaluated(typeName, name, args, at: node)
    }

    package func callStaticEvaluated(_ written: String, _ name: String, _ args: [Argument], at node: Syntax) throws -> Value {
        // `Result<Int, E>.success(4)`: a generic type of the learner's or a prelude's, by its name;
        // the case's payloads take the types written for its parameters.
        if types[written] == nil, let base = written.split(separator: "<").first.map(String.init), base != written,
           let type = types[base], type.kind == .enumeration, type.cases.contains(where: { $0.name == name }) {
            return try coerce(.implicitMember(name, args), toTypeNamed: written, at: node)
        }
        let typeName = written
        // `Date.FormatStyle(date:time:)`: a built-in type nested in another.
        if isBuiltinTypeName(typeName + "." + name) { return try constructEvaluated(typeName + "." + name, args, at: node) }
        if let type = types[typeName] {
            if let m = overload(type.staticMethods[name] ?? [], for: args) { return try call(m, args, at: node, selfType: typeName) }
            if let enumCase = type.cases.first(where: { $0.name == name }) { return try caseValue(typeName, enumCase, args) }
        }
        if name == "init" { return try constructEvaluated(typeName, args, at: node) }
        if let v = try library.staticMember(self, typeName, name, args, at: node) { return v }
        let value = try staticMember(of: typeName, name, at: node, hint: .none, allowMissing: false)!
        return try callValue(value, args, at: node)
    }

    /// An enum case with its payload, each value of its parameter's declared type: `case size(Double)`
    /// makes `.size(2)` 2.0, and `Event.tap(.small)` holds `Size.small`.
    private func caseValue(_ typeName: String, _ enumCase: TypeDeclaration.EnumCaseDeclaration, _ args: [Argument]) throws -> Value {
        let associated = try args.enumerated().map { i, a in
            TupleElement(label: a.label, value: i < enumCase.parameters.count ? try coerce(a.value, to: enumCase.parameters[i].type) : a.value)
        }
        return .enumCase(EnumCase(typeName: typeName, name: enumCase.name, associated: associated))
    }

    /// `Type.name`: a static property, an enum case, or SwiftUI's (`Color.red`, `Double.pi`).
    package func staticMember(of typeName: String, _ name: String, at node: some SyntaxProtocol, hint: Hint, allowMissing: Bool) throws -> Value? {
        // `Text.init`, `String.init`: an initializer as a function (`names.map(String.init)`).
        if name == "init" {
            let at = Syntax(node)
            return .function(Callable(name: "\(typeName).init", kind: .builtin { [unowned self] args in
                try self.constructEvaluated(typeName, self.labelledForInitReference(typeName, args), at: at)
            }))
        }
        if let wrapped = optionalWrapped(typeName), let value = optionalMember(name, wrapped: wrapped, at: Syntax(node)) { return value }
        if let value = try memoryLayoutMember(typeName, name, at: Syntax(node)) { return value }
        if let nested = nestedTypeName(name, in: typeName) { return .metatype(nested) }
        // `T.self` with `T` an `Array<Double>`: the type itself, its arguments kept.
        if name == "self", types[typeName] == nil { return .metatype(typeName) }
        // `Array<Int>.demo`, `[Int].demo`: a static member of the generic type's extensions.
        if types[typeName] == nil, typeName.hasPrefix("Array<") || typeName.hasPrefix("[") && !typeName.contains(":") {
            return try staticMember(of: "Array", name, at: node, hint: hint, allowMissing: allowMissing)
        }
        if let type = types[typeName] {
            if type.staticStored[name] != nil { return try staticStorage(of: typeName, name, at: node).value }
            if let property = type.staticComputed[name] {
                let scope = Scope(parent: globals, selfType: typeName)
                return try runGetter(property, in: scope, typeName: typeName, at: node)
            }
            if let c = type.cases.first(where: { $0.name == name }) {
                if !c.parameters.isEmpty {
                    return .function(Callable(name: name, kind: .builtin { [unowned self] args in try self.caseValue(typeName, c, args) }))
                }
                return .enumCase(EnumCase(typeName: typeName, name: name, associated: []))
            }
            if name == "allCases", type.kind == .enumeration {
                return .array(type.cases.map { .enumCase(EnumCase(typeName: typeName, name: $0.name, associated: []) ) })
            }
            if let m = type.staticMethods[name]?.first {
                return .function(Callable(name: name, kind: .builtin { [unowned self] args in
                    try self.call(m, args, at: m.userFunction!.declaration, selfType: typeName)
                }))
            }
            if name == "self" { return .metatype(typeName) }
        }
        if name == "self" { return .metatype(typeName) }
        if let v = try library.staticMember(self, typeName, name, nil, at: Syntax(node)) { return v }
        if allowMissing { return nil }
        if isShapeMode { return .unknown("\(typeName).\(name)") }
        // A real static of a SwiftUI, UIKit or Foundation type viewlab does not run yet (`URL.documentsDirectory`).
        if isFrameworkType(typeName), library.api.hasMember(name, of: typeName) {
            throw unsupported(.api("'\(typeName).\(name)'"), at: node)
        }
        throw error(.typeHasNoMember, typeName, name, at: node,
                    deferredNotes: didYouMean(name, among: staticNames(of: typeName)))
    }

    package func staticNames(of typeName: String) -> [String] {
        guard let t = types[typeName] else { return library.staticNames(self, typeName) }
        return Array(t.staticStored.keys) + Array(t.staticComputed.keys) + t.cases.map(\.name) + Array(t.staticMethods.keys)
    }

    /// Static stored properties are evaluated once, on first use, as Swift's are.
    package func staticStorage(of typeName: String, _ name: String, at node: some SyntaxProtocol) throws -> Ref {
        guard let type = types[typeName], let declared = type.staticStored[name] else {
            throw error(.noStaticProperty, typeName, name, at: node)
        }
        if let ref = type.staticValues[name] { return ref }
        let scope = Scope(parent: globals, selfType: typeName)
        let value = try declared.initialValue.map { try coerce(evaluate($0, in: scope, expecting: declared.type), to: declared.type, selfType: typeName) } ?? .nilValue
        let ref = Ref(value)
        type.staticValues[name] = ref
        return ref
    }
}

extension Interpreter {
    /// `names.map(Item.init)`: a function call passes no labels, so the learner's initializer that
    /// takes that many arguments (or the memberwise one) gets its labels by position, as Swift
    /// resolves `Item.init` to `Item.init(name:)` from the function type it must have.
    func labelledForInitReference(_ typeName: String, _ args: [Argument]) -> [Argument] {
        guard let type = types[typeName], type.kind == .structure || type.kind == .classType,
              args.allSatisfy({ $0.label == nil }) else { return args }
        var candidates = type.initializers.compactMap { $0.userFunction?.parameters.map(\.label) }
        if type.kind == .structure { candidates.append(constructionPlan(of: type).memberwise.map { Optional($0.property.name) }) }
        guard let labels = candidates.first(where: { $0.count == args.count }) else { return args }
        return zip(args, labels).map { Argument(label: $1, value: $0.value) }
    }
}

extension Interpreter {
    /// The type an Optional type wraps: `String` for `String?`, `Optional<String>` and `String!`;
    /// nil for `Optional` written alone (its type comes from the value); not an Optional: no answer.
    package func optionalWrapped(_ typeName: String) -> String?? {
        if typeName == "Optional" { return .some(nil) }
        if typeName.hasSuffix("?") || typeName.hasSuffix("!") { return .some(String(typeName.dropLast())) }
        if typeName.hasPrefix("Optional<"), typeName.hasSuffix(">") { return .some(String(typeName.dropFirst(9).dropLast())) }
        return nil
    }

    /// `Optional<T>.none` and `.some(x)` (also `String?.none`, as a Picker's tag): nil, and the
    /// value itself, as the wrapped type.
    private func optionalMember(_ name: String, wrapped: String?, at node: Syntax) -> Value? {
        switch name {
        case "none": return .nilValue
        case "some":
            return .function(Callable(name: "some", kind: .builtin { [unowned self] args in
                guard args.count == 1, let value = args.first?.value else { throw self.error(.missingArgument, "some", at: node) }
                return try wrapped.map { try self.coerce(value, toTypeNamed: $0, at: node) } ?? value
            }))
        default: return nil
        }
    }
}

extension Interpreter {
    /// The name the type `name` declared inside `outer` (or one of its extensions) is found by: its
    /// own name, which prints as Swift prints it, unless another type has that name (then its path,
    /// `Constants.Badge` beside a view `Badge`, Declarations.swift); nil when `outer` declares none.
    func nestedTypeName(_ name: String, in outer: String) -> String? {
        if let key = nestedTypeKey(name, in: outer), let nested = types[key] { return types[name] === nested ? name : key }
        // A prelude's nested type (`Locale.Currency`), found through its declaration.
        guard types[outer] != nil, let inner = types[name]?.declaration, Self.enclosingTypeName(of: inner) == outer else { return nil }
        return name
    }

    /// The key a type declared inside `outer` is filed under (`Card.Constants`: its declaring
    /// type's own name and its own), when `outer` (a name, a path or an alias of it) declares one.
    func nestedTypeKey(_ name: String, in outer: String) -> String? {
        guard let declaring = types[Self.genericBase(of: outer)] else { return nil }  // a waiting prelude is declared first
        let key = declaring.name + "." + name
        return types[key] != nil ? key : nil
    }
}
