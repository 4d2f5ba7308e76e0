import SwiftSyntax
import ViewlabModel

extension Interpreter {
    package func declare(_ decl: DeclSyntax, in scope: Scope) throws {
        untakenBranchShapes = [:]
        if let v = decl.as(VariableDeclSyntax.self) { return try declareVariables(v, in: scope) }
        if let f = decl.as(FunctionDeclSyntax.self) {
            let name = f.name.plainName
            scope.declareFunction(name, makeFunction(f, in: scope))
            return
        }
        // A type, its members, an extension's, an alias: what a capitalized name means may change,
        // and a call site that worked it out while the declaration ran must work it out again.
        defer { DeclarationEpoch.advance() }
        if let s = decl.as(StructDeclSyntax.self) {
            return try declareType(name: s.name.text, kind: .structure, inheritance: s.inheritanceClause, members: s.memberBlock, node: Syntax(s), in: scope)
        }
        if let c = decl.as(ClassDeclSyntax.self) {
            let name = c.name.text
            if let first = c.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription, types[first] == nil {
                // Perhaps a superclass declared further down: the class is declared again when it is.
                subclassesAwaiting[first, default: []].append((c, scope))
            }
            try declareType(name: name, kind: .classType, inheritance: c.inheritanceClause, members: c.memberBlock, node: Syntax(c), in: scope)
            // `@Observable`: reads of its properties are tracked per property (update-cycle-research.md §3).
            if hasAttribute(c.attributes, "Observable") { types[name]?.isObservable = true }
            for (subclass, declaredIn) in subclassesAwaiting.removeValue(forKey: name) ?? [] { try declare(DeclSyntax(subclass), in: declaredIn) }
            return
        }
        if let e = decl.as(EnumDeclSyntax.self) {
            return try declareType(name: e.name.text, kind: .enumeration, inheritance: e.inheritanceClause, members: e.memberBlock, node: Syntax(e), in: scope)
        }
        if let p = decl.as(ProtocolDeclSyntax.self) {
            let type = TypeDeclaration(name: p.name.text, kind: .protocolType)
            type.declaration = Syntax(p)
            types[p.name.text] = type
            return
        }
        if let x = decl.as(ExtensionDeclSyntax.self) {
            // `extension Money` with `typealias Money = Double` extends Double.
            let name = extendedName(Self.resolving(x.extendedType, aliases: typeAliases))
            let type = types[name] ?? {
                let t = TypeDeclaration(name: name, kind: .builtin)
                types[name] = t
                return t
            }()
            for inherited in x.inheritanceClause?.inheritedTypes ?? [] { type.conformances.insert(inherited.type.trimmedDescription) }
            try addMembers(x.memberBlock, to: type, in: scope)
            adoptProtocolExtensions(around: type)
            return
        }
        if let alias = decl.as(TypeAliasDeclSyntax.self) {
            // `typealias SKColor = UIColor`: the name means the declared type; a value keeps the
            // type's own name, as Swift prints it.
            if let target = types[alias.initializer.value.trimmedDescription] { types[alias.name.text] = target }
            // `typealias Stat = (label: String, value: Int)`: values declared of it take its labels.
            else { typeAliases[alias.name.text] = alias.initializer.value }
            return
        }
        // `import`; `infix operator <>: AdditionPrecedence` and precedence groups, which the parse
        // folded the file's expressions with (`Session.parse`).
        if decl.is(ImportDeclSyntax.self) || decl.is(OperatorDeclSyntax.self) || decl.is(PrecedenceGroupDeclSyntax.self) { return }
        if let m = decl.as(MacroExpansionDeclSyntax.self) {
            return try expandMacro(name: m.macroName.text, arguments: m.arguments, trailingClosure: m.trailingClosure, node: Syntax(m), in: scope)
        }
        throw unsupported(unsupportedDeclaration(decl) ?? .declaration, at: decl)
    }

    /// The type (or the extended type) whose body declares `node`; nil at the top level.
    static func enclosingTypeName(of node: Syntax?) -> String? {
        var current = node?.parent
        while let n = current {
            if let s = n.as(StructDeclSyntax.self) { return s.name.text }
            if let c = n.as(ClassDeclSyntax.self) { return c.name.text }
            if let e = n.as(EnumDeclSyntax.self) { return e.name.text }
            if let x = n.as(ExtensionDeclSyntax.self) { return x.extendedType.trimmedDescription }
            if n.is(CodeBlockSyntax.self) || n.is(AccessorBlockSyntax.self) { return nil }
            current = n.parent
        }
        return nil
    }

    /// The name an extension is filed under: `extension [Card]` and `extension Array<Card>`
    /// (SE-0361) extend Array, as `extension Array where Element == Card` does; `extension
    /// Theme.Tint` extends the learner's nested type, by the name it is found by.
    private func extendedName(_ type: TypeSyntax) -> String {
        if let member = type.as(MemberTypeSyntax.self), let nested = nestedTypeName(member.name.text, in: member.baseType.trimmedDescription),
           types[nested]?.kind != .builtin {
            return nested
        }
        if type.is(ArrayTypeSyntax.self) { return "Array" }
        if type.is(DictionaryTypeSyntax.self) { return "Dictionary" }
        if let named = type.as(IdentifierTypeSyntax.self), named.genericArgumentClause != nil,
           ["Array", "Dictionary", "Set"].contains(named.name.text) { return named.name.text }
        return type.trimmedDescription
    }

    /// The declarations `declare` does not take, wherever they are written in a code block; the
    /// check before running reports them (`ProgramCheck`).
    package func unsupportedDeclaration(_ decl: DeclSyntax) -> UnsupportedConstruct? {
        if decl.is(ActorDeclSyntax.self) { return .actorDeclarations }
        if decl.is(SubscriptDeclSyntax.self) { return .subscriptDeclarations }
        if decl.is(InitializerDeclSyntax.self) { return .initOutsideType }
        if decl.is(DeinitializerDeclSyntax.self) { return .deinitializer }
        // A type that changes how code is read: its uses would run as plain code and show other values.
        if let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes {
            if hasAttribute(attributes, "resultBuilder") { return .ownResultBuilders }
            if hasAttribute(attributes, "propertyWrapper") { return .ownPropertyWrappers }
        }
        return nil
    }

    /// `#Preview { … }` records a root view; `#image("header", width: 100, height: 30)` registers an
    /// image's pixel size for layout (viewlab's own directive: the book's images are not available).
    package func expandMacro(name: String, arguments: LabeledExprListSyntax, trailingClosure: ClosureExprSyntax?,
                     node: Syntax, in scope: Scope) throws {
        switch name {
        case "Preview":
            // `#Preview(as: .systemSmall) { MyWidget() } timeline: { … }`: a widget, which is WidgetKit's.
            if arguments.contains(where: { $0.label?.text == "as" }) { throw unsupported(.api("WidgetKit's '#Preview(as:)'"), at: node) }
            // `#Preview { … }`, or `#Preview(body: { … })`.
            let labelledBody = arguments.first { $0.label?.text == "body" }?.expression.as(ClosureExprSyntax.self)
            guard let body = trailingClosure ?? labelledBody else { throw error(.previewBody, at: node) }
            let title = try arguments.first(where: { $0.label == nil }).flatMap { arg -> String? in
                if case .string(let s) = try evaluate(arg.expression, in: scope) { return s }
                return nil
            }
            previews.append((title, body))
        case "image":
            let args = try arguments.map { Argument(label: $0.label?.text, value: try evaluate($0.expression, in: scope), syntax: Syntax($0)) }
            guard args.count == 3, case .string(let imageName) = args[0].value, args[0].label == nil,
                  args[1].label == "width", args[2].label == "height",
                  let w = number(args[1].value), let h = number(args[2].value), w >= 0, h >= 0 else {
                throw error(.imageArguments, at: node)
            }
            registerImage(imageName, size: Size(width: w, height: h))
        default:
            throw unsupported(.macro(name), at: node)
        }
    }

    private func declareVariables(_ v: VariableDeclSyntax, in scope: Scope) throws {
        let constant = v.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in v.bindings {
            let observers = try binding.accessorBlock.map { block in
                guard let observers = try self.observers(in: block) else { throw unsupported(.computedVariableOutsideType, at: binding) }
                if constant { throw error(.observingLet, at: v.bindingSpecifier) }
                return observers
            }
            var value: Value = .nilValue
            if let initializer = binding.initializer {
                value = try evaluate(initializer.value, in: scope, expecting: binding.typeAnnotation?.type)
                if let type = binding.typeAnnotation?.type { value = try coerce(value, to: type) }
            }
            if let id = binding.pattern.as(IdentifierPatternSyntax.self) {
                scope.declare(id.identifier.text, value, constant: constant, optional: isOptionalType(binding.typeAnnotation?.type),
                              type: binding.typeAnnotation?.type)
                if let observers { scope.variables[id.identifier.text]!.observed = (observers, scope) }
            } else if binding.pattern.is(WildcardPatternSyntax.self) {
                continue
            } else if binding.pattern.is(TuplePatternSyntax.self) {
                _ = try match(pattern: binding.pattern, value: value, binding: scope, in: scope)
            } else {
                throw unsupported(.patternInDeclaration, at: binding.pattern)
            }
        }
    }

    package func makeFunction(_ f: FunctionDeclSyntax, in scope: Scope) -> Callable {
        let isMutating = f.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
        var parameters = parameters(f.signature.parameterClause)
        if case .identifier = f.name.tokenKind {} else {
            // An operator's parameter names are never argument labels: `static func < (lhs: P, rhs: P)`.
            for i in parameters.indices { parameters[i].label = nil }
        }
        let function = UserFunction(
            parameters: parameters,
            body: f.body?.statements, singleExpression: nil, closureScope: scope,
            isViewBuilder: hasAttribute(f.attributes, "ViewBuilder"), isMutating: isMutating,
            returnType: f.signature.returnClause?.type, usesAnonymousParameters: false, declaration: Syntax(f))
        return Callable(name: f.name.plainName, kind: .user(function))
    }

    package func parameters(_ clause: FunctionParameterClauseSyntax) -> [UserFunction.Parameter] {
        clause.parameters.map { p in
            let first = p.firstName.text
            let label: String? = first == "_" ? nil : first
            let name = p.secondName?.text ?? first
            // `inout Int`, `@autoclosure () -> Any`: read from the type's structure, not its text
            // (every session declares the preludes' functions, so this runs thousands of times).
            let attributed = p.type.as(AttributedTypeSyntax.self)
            let typeAttributes = attributed?.attributes
            let isInout = attributed?.specifiers.contains {
                if case .simpleTypeSpecifier(let s) = $0 { s.specifier.tokenKind == .keyword(.inout) } else { false }
            } ?? false
            return UserFunction.Parameter(
                label: label, name: name, type: p.type, defaultValue: p.defaultValue?.value,
                isViewBuilder: hasAttribute(p.attributes, "ViewBuilder") || typeAttributes.map { hasAttribute($0, "ViewBuilder") } ?? false,
                isInout: isInout, isVariadic: p.ellipsis != nil, isAutoclosure: typeAttributes.map { hasAttribute($0, "autoclosure") } ?? false)
        }
    }

    package func hasAttribute(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
        attributes.contains { element in
            guard case .attribute(let a) = element else { return false }
            return (a.attributeName.as(IdentifierTypeSyntax.self)?.name.text ?? a.attributeName.trimmedDescription) == name
        }
    }

    private func wrapperAttribute(_ attributes: AttributeListSyntax) -> AttributeSyntax? {
        for element in attributes {
            guard case .attribute(let a) = element else { continue }
            let name = a.attributeName.trimmedDescription
            if PropertyWrapperSpec.named[name] != nil { return a }
        }
        return nil
    }

    private func declareType(name: String, kind: TypeDeclaration.Kind, inheritance: InheritanceClauseSyntax?,
                             members: MemberBlockSyntax, node: Syntax, in scope: Scope) throws {
        let type = TypeDeclaration(name: name, kind: kind)
        type.declaration = node
        let inherited = (inheritance?.inheritedTypes ?? []).map { $0.type.trimmedDescription }
        type.conformances = Set(inherited)
        // `InsettableShape` refines `Shape` (SwiftUI's declaration): such a type is a shape.
        if type.conformances.contains("InsettableShape") { type.conformances.insert("Shape") }
        if kind == .enumeration, let first = inherited.first, ["String", "Int", "Double", "Character", "CGFloat"].contains(first) {
            type.rawType = first
        }
        if let existing = types[name], existing.kind == .builtin {
            // An extension written before the type: keep its members.
            type.computed = existing.computed; type.methods = existing.methods; type.subscripts = existing.subscripts
            type.staticComputed = existing.staticComputed; type.staticMethods = existing.staticMethods
            type.staticStored = existing.staticStored; type.conformances.formUnion(existing.conformances)
            type.initializers = existing.initializers
        }
        // A learner's nested type is filed under its path too; under its own name unless a top-level
        // type has it (`struct Badge: View` beside `enum Constants { enum Badge … }`). A prelude's
        // (`RunLoop.Mode`) under its own name only, as before: its members are the ones code needs,
        // and an implicit member it lacks (`.tracking`) passes unchecked.
        if let outer = Self.enclosingTypeName(of: node), !isPreludeType(outer) {
            types[outer + "." + name] = type
            let existing = types[name]
            if let existing, existing.kind != .builtin { sharedTypeNames.insert(name) }
            if existing.map({ $0.kind == .builtin || Self.enclosingTypeName(of: $0.declaration) != nil }) ?? true { types[name] = type }
        } else {
            types[name] = type
        }
        if kind == .classType, let first = inherited.first, let base = types[first], base.kind == .classType {
            inherit(from: base, into: type)
        }
        try addMembers(members, to: type, in: scope)
        adoptProtocolExtensions(around: type)
        // A subclass that declares no designated initializer inherits its superclass's, and then its
        // convenience ones too (The Swift Programming Language, "Automatic Initializer Inheritance",
        // rules 1 and 2); its own convenience initializers come first.
        let declaresDesignated = members.members.contains { member in
            member.decl.as(InitializerDeclSyntax.self).map { !$0.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) } } ?? false
        }
        if let base = type.superclass.flatMap({ types[$0] }), !declaresDesignated { type.initializers += base.initializers }
    }

    /// A protocol's extensions give their members to the types that conform to it and do not declare
    /// their own (`extension Describable { var label: String { … } }` on every Describable), in
    /// whichever order the two are declared: `type` takes what its protocols' extensions have, and if
    /// `type` is a protocol, its conforming types take what it now has.
    private func adoptProtocolExtensions(around type: TypeDeclaration) {
        func give(_ proto: TypeDeclaration, to t: TypeDeclaration) {
            for (name, p) in proto.computed where t.computed[name] == nil && !t.stored.contains(where: { $0.name == name }) { t.computed[name] = p }
            for (name, m) in proto.methods where t.methods[name] == nil { t.methods[name] = m }
            for (name, p) in proto.staticComputed where t.staticComputed[name] == nil && t.staticStored[name] == nil { t.staticComputed[name] = p }
            for (name, m) in proto.staticMethods where t.staticMethods[name] == nil { t.staticMethods[name] = m }
        }
        if type.kind == .protocolType {
            for t in types.values where t !== type && t.kind != .protocolType && t.conforms(to: type.name) { give(type, to: t) }
        } else {
            for name in type.conformances.sorted() {
                if let proto = types[name], proto.kind == .protocolType { give(proto, to: type) }
            }
        }
    }

    /// A subclass starts with its superclass's members; its own declarations are added after, and an
    /// `override` is found first (methods are looked up by name on the instance's own type, so a
    /// superclass method calling `sceneDidLoad()` runs the subclass's override, as dynamic dispatch does).
    private func inherit(from base: TypeDeclaration, into type: TypeDeclaration) {
        type.superclass = base.name
        type.stored = base.stored
        type.computed = base.computed
        type.observers = base.observers
        type.methods = base.methods
        type.subscripts = base.subscripts
        type.staticStored = base.staticStored
        type.staticComputed = base.staticComputed
        type.staticMethods = base.staticMethods
        type.conformances.formUnion(base.conformances)
        type.conformances.insert(base.name)
        type.isObservable = base.isObservable
        type.deinitializers = base.deinitializers
    }

    private func addMembers(_ block: MemberBlockSyntax, to type: TypeDeclaration, in scope: Scope) throws {
        let typeScope = Scope(parent: scope, selfType: type.name)
        for member in block.members {
            let decl = member.decl
            let isStatic = decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains {
                $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
            } ?? false
            if let v = decl.as(VariableDeclSyntax.self), type.name == "EnvironmentValues", hasAttribute(v.attributes, "Entry") {
                try expandEntry(v, in: scope)
            } else if let v = decl.as(VariableDeclSyntax.self) {
                try addProperties(v, isStatic: isStatic, to: type)
            } else if let f = decl.as(FunctionDeclSyntax.self) {
                var callable = makeFunction(f, in: typeScope)
                // A ViewModifier's `body(content:)` is implicitly a view builder, like a View's `body`,
                // and so is a Transition's `body(content:phase:)`.
                if f.name.plainName == "body", type.isViewLike || type.conforms(to: "Transition"), let function = callable.userFunction {
                    callable = Callable(name: "body", kind: .user(function.asViewBuilder))
                }
                declaredMethodNames.insert(f.name.plainName)
                if isStatic { type.staticMethods[f.name.plainName, default: []].append(callable) }
                else if type.superclass != nil { type.methods[f.name.plainName, default: []].insert(callable, at: 0) }
                else { type.methods[f.name.plainName, default: []].append(callable) }
            } else if let i = decl.as(InitializerDeclSyntax.self) {
                let function = UserFunction(
                    parameters: parameters(i.signature.parameterClause), body: i.body?.statements, singleExpression: nil,
                    closureScope: typeScope, isViewBuilder: false, isMutating: true, returnType: nil,
                    usesAnonymousParameters: false, declaration: Syntax(i))
                type.initializers.append(Callable(name: "init", kind: .user(function)))
            } else if let s = decl.as(SubscriptDeclSyntax.self) {
                if isStatic { throw unsupported(.staticSubscripts, at: s) }
                type.subscripts.append(try makeSubscript(s, in: typeScope))
                declaresSubscripts = true
            } else if let c = decl.as(EnumCaseDeclSyntax.self) {
                for element in c.elements {
                    let params = (element.parameterClause?.parameters ?? []).map { p in
                        (label: p.firstName.map { $0.text == "_" ? nil : $0.text } ?? nil, type: p.type)
                    }
                    type.cases.append(.init(name: element.name.text, parameters: params, rawValue: element.rawValue?.value))
                }
            } else if decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) || decl.is(ClassDeclSyntax.self) {
                try declare(decl, in: scope)
            } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
                // `typealias Game = SetGame<Card>` in a view model: the learner's type, filed under the
                // alias's path (`Model.Game`) and, unless it names a type already, its own name
                // (`typealias Button = AlertButton` in `Alert` leaves SwiftUI's Button alone). Aliases
                // of other types (`typealias Value = CGFloat` in a PreferenceKey) stay the type's own,
                // as each such type reads its own.
                let name = alias.name.text, target = alias.initializer.value.as(IdentifierTypeSyntax.self)?.name.text
                if let target, let declared = types[target], declared.kind != .builtin {
                    types[type.name + "." + name] = declared
                    if !isTypeName(name), !library.isSwiftUIType(name) { types[name] = declared }
                }
            } else if decl.is(AssociatedTypeDeclSyntax.self) {
                continue
            } else if let d = decl.as(DeinitializerDeclSyntax.self), type.kind == .classType {
                type.deinitializers.insert(d.body?.statements ?? [], at: 0)
            } else {
                throw unsupported(.memberDeclaration, at: decl)
            }
        }
    }

    private func addProperties(_ v: VariableDeclSyntax, isStatic: Bool, to type: TypeDeclaration) throws {
        let constant = v.bindingSpecifier.tokenKind == .keyword(.let)
        let isBuilder = hasAttribute(v.attributes, "ViewBuilder")
        let wrapper = wrapperAttribute(v.attributes)
        // `@Query`, `@FetchRequest`, `@ScaledMetric`: a real property wrapper viewlab does not run.
        for case .attribute(let a) in v.attributes {
            let name = a.attributeName.trimmedDescription
            if PropertyWrapperSpec.named[name] == nil, !name.hasSuffix("Builder"), name != "MainActor", library.isSwiftUIType(name) {
                throw unsupportedType("@" + name, at: a)
            }
        }
        let isOverride = v.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
        for (index, binding) in v.bindings.enumerated() {
            guard let id = binding.pattern.as(IdentifierPatternSyntax.self) else {
                throw unsupported(.patternInProperty, at: binding.pattern)
            }
            let name = id.identifier.text
            // `var x, y: Double`: a name with neither a type nor a value has the next written type.
            let declaredType = binding.typeAnnotation?.type ?? (binding.initializer != nil ? nil
                : v.bindings.dropFirst(index + 1).first { $0.typeAnnotation != nil || $0.initializer != nil }?.typeAnnotation?.type)
            let observers = try binding.accessorBlock.flatMap { try self.observers(in: $0) }
            if observers != nil && constant { throw error(.observingLet, at: v.bindingSpecifier) }
            if isOverride, let observers, type.stored.contains(where: { $0.name == name }) {
                // `override var v: Int { didSet { … } }`: the superclass's stored property, observed around
                // its own observers.
                let inherited = type.observers[name] ?? PropertyObservers()
                type.observers[name] = PropertyObservers(willSet: observers.willSet + inherited.willSet, didSet: inherited.didSet + observers.didSet)
                continue
            }
            if let accessors = binding.accessorBlock, observers == nil {
                // `body` and a PreviewProvider's `previews` are view builders by their protocols' declarations.
                let isProtocolBuilder = (name == "body" && type.isViewLike) || (isStatic && name == "previews" && type.conforms(to: "PreviewProvider"))
                let property = try computedProperty(accessors, isBuilder: isBuilder || isProtocolBuilder,
                                                    type: declaredType)
                if isStatic { type.staticComputed[name] = property } else { type.computed[name] = property }
            } else if isStatic {
                if observers != nil { throw unsupported(.staticPropertyObservers, at: binding) }
                type.staticStored[name] = (declaredType, binding.initializer?.value)
            } else {
                type.observers[name] = observers
                declaredStoredNames.insert(name)
                type.stored.append(.init(
                    name: name, isConstant: constant, type: declaredType,
                    initialValue: binding.initializer?.value, wrapper: wrapper?.attributeName.trimmedDescription,
                    wrapperArguments: wrapper, isViewBuilder: isBuilder,
                    isObservationIgnored: hasAttribute(v.attributes, "ObservationIgnored"),
                    isLazy: v.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) },
                    writtenOutWrapper: wrapper == nil ? writtenOutWrapper(type: declaredType, initializer: binding.initializer?.value) : nil))
            }
        }
    }

    /// The dynamic property type a stored property without a wrapper attribute is declared as or
    /// made from: `State<Int>`, `State(initialValue: 0)`, `Binding<Int>`.
    private func writtenOutWrapper(type: TypeSyntax?, initializer: ExprSyntax?) -> String? {
        let written = type.map { $0.as(IdentifierTypeSyntax.self)?.name.text ?? String(sourceText($0).prefix { $0 != "<" }) }
            ?? initializer?.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        return written.flatMap { InterpretedView.isDynamic($0) ? $0 : nil }
    }

    private func computedProperty(_ block: AccessorBlockSyntax, isBuilder: Bool, type: TypeSyntax?) throws -> TypeDeclaration.ComputedProperty {
        switch block.accessors {
        case .getter(let body):
            return .init(getter: body, setter: nil, setterParameter: "newValue", isViewBuilder: isBuilder, type: type)
        case .accessors(let list):
            var getter: CodeBlockItemListSyntax?
            var setter: CodeBlockItemListSyntax?
            var parameter = "newValue"
            for accessor in list {
                switch accessor.accessorSpecifier.tokenKind {
                case .keyword(.get): getter = accessor.body?.statements
                case .keyword(.set):
                    setter = accessor.body?.statements
                    if let p = accessor.parameters?.name.text { parameter = p }
                default: throw unsupported(.accessor, at: accessor)
                }
            }
            guard let getter else { throw error(.computedPropertyNeedsGet, at: block) }
            return .init(getter: getter, setter: setter, setterParameter: parameter, isViewBuilder: isBuilder, type: type)
        }
    }
}

extension TypeDeclaration {
    /// Types whose `body` is implicitly a view builder.
    package var isViewLike: Bool { conforms(to: "View") || conforms(to: "ViewModifier") }
}

extension TokenSyntax {
    /// The name a declaration gives, without the backticks that let it be a keyword: ``func `if`()`` is `if`.
    package var plainName: String { identifier?.name ?? text }
}
