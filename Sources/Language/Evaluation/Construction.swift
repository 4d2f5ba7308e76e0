import Foundation
import SwiftSyntax
import ViewlabModel

extension Interpreter {
    /// `Name(args)`: a learner's type, a SwiftUI view, or a built-in value type.
    package func construct(_ name: String, _ pending: [PendingArgument], at node: Syntax, in scope: Scope) throws -> Value {
        // `Box<Int>(value: 1)`: a learner's generic type with its arguments written is that type.
        // Looked up once: every view and value made asks, and a type's name is hashed and compared
        // at each lookup.
        let named = types[name]
        let declared = named ?? name.utf8.firstIndex(of: UInt8(ascii: "<")).flatMap { types[String(name[..<$0])] }
        if let type = declared, type.kind != .builtin, type.kind != .protocolType {
            let hints = constructionPlan(of: type).argumentHints
            let floating = floatingGenericLabels(type, written: name)
            let args = try evaluateArguments(pending, in: scope) { floating.contains($0.label ?? "_") ? .double : hints[$0.label ?? "_"] ?? .none }
            let value = try construct(type, args, at: node)
            if name == "SKShader" { try library.checkShader(self, value, pending, at: node) }
            return value
        }
        if name == "StateObject", context.defersBodies, pending.count == 1, let argument = pending.first, argument.label == "wrappedValue" {
            // `_store = StateObject(wrappedValue: Store())` takes an autoclosure: the update cycle
            // evaluates it once, when the node is made (InterpretedView.makeStorage).
            let storage = Ref(.nilValue)
            deferredInitialValues[ObjectIdentifier(storage)] = DeferredInitialValue(storage: storage) { [unowned self] in
                try argument.operand.evaluate(self, scope, hint: .none)
            }
            return .box(storage)
        }
        // An initializer of the learner's on a built-in type types its literals by its parameters
        // (`hex: UInt`), those with a default value left out or not (`init(code: UInt, alpha: Double = 1)`).
        let extended = named.flatMap { fitting($0.initializers, pending) }
        let args = try evaluateArguments(pending, in: scope) {
            extended.map { e in { self.parameterHint(e, $0) } }?($0) ?? self.undeclaredArgumentHint(name, $0.label)
        }
        return try constructEvaluated(name, declared: named, args, at: node)
    }

    /// `usingExtensions: false` is a built-in type's own initializers only, for the learner's
    /// initializer that delegates to them (`delegatingInit`).
    package func constructEvaluated(_ name: String, _ args: [Argument], at node: Syntax, usingExtensions: Bool = true) throws -> Value {
        try constructEvaluated(name, declared: types[name], args, at: node, usingExtensions: usingExtensions)
    }

    /// `constructEvaluated` with the type `name` declares, already looked up; `mayBeView` false when
    /// the caller knows the catalogue has no view of the name.
    func constructEvaluated(_ name: String, declared: TypeDeclaration?, _ args: [Argument], at node: Syntax,
                            usingExtensions: Bool = true, mayBeView: Bool = true) throws -> Value {
        if let type = declared, type.kind != .builtin, type.kind != .protocolType { return try construct(type, args, at: node) }
        // `extension Color { init(hex: String) { … self.init(red:green:blue:) } }`: an initializer the
        // learner adds to a built-in type, which delegates to one of the type's own.
        if usingExtensions, let type = declared, type.kind == .builtin, let initializer = fittingInitializer(type, args) {
            let selfRef = Ref(.nilValue)
            _ = try call(initializer, args, at: node, selfRef: selfRef, selfType: name)
            return selfRef.value
        }
        if mayBeView, let view = try library.constructView(self, name, args, at: node) { return view }
        if let value = try constructBuiltinValue(name, args, at: node) { return value }
        // `Set<String>()`, `Dictionary<Int, String>()`, `Stack<String>()`: the type's own initializer,
        // its generic arguments read from the values (viewlab's generics are dynamic).
        if let open = name.firstIndex(of: "<") {
            let base = String(name[..<open])
            if let type = types[base], type.kind != .builtin, type.kind != .protocolType { return try construct(type, args, at: node) }
            if let value = try constructBuiltinValue(base, args, at: node) { return value }
        }
        if let value = try library.constructDrawingValue(self, name, args, at: node) { return value }
        if let keyframe = try library.constructKeyframe(self, name, args, at: node) { return keyframe }
        if let layout = try library.constructLayout(self, name, args, at: node) { return layout }
        if isShapeMode || args.contains(where: { if case .unknown = $0.value.unboxed { true } else { false } }) { return .unknown(name) }
        if args.isEmpty, let style = namedStyle(name) { return style }
        if library.api.isType(name) { throw unsupportedInitializer(name, args, at: node) }
        // `Decimal(0)`, `Chart { … }`: a type of another framework viewlab does not run.
        if library.isSwiftUIType(name) { throw unsupportedType(name, at: node) }
        throw error(.cannotCreate, name, at: node,
                    deferredNotes: didYouMean(name, among: library.viewNames + types.names))
    }

    package func construct(_ type: TypeDeclaration, _ args: [Argument], at node: Syntax) throws -> Value {
        // `Permissions()`: an OptionSet with no options (SetAlgebra's `init()`).
        if args.isEmpty, type.conforms(to: "OptionSet"), !type.initializers.contains(where: { $0.userFunction?.parameters.isEmpty == true }) {
            return try optionSet([], of: type, at: node)
        }
        if args.last?.isTrailingClosure == true, type.conforms(to: "Layout") { return try library.learnerLayoutContainer(self, type, args, at: node) }
        if type.kind == .enumeration {
            // An enum's own initializer (`init(score:) { self = score > 50 ? .high : .low }`) assigns `self`.
            if let initializer = fittingInitializer(type, args) {
                let selfRef = Ref(.nilValue)
                _ = try call(initializer, args, at: node, selfRef: selfRef, selfType: type.name)
                return selfRef.value
            }
            guard args.count == 1, args[0].label == "rawValue" else {
                throw error(.enumFromCase, type.name, type.cases.first?.name ?? "someCase", at: node)
            }
            for c in type.cases where valuesEqual(try rawValue(of: c, in: type), args[0].value) {
                return .enumCase(EnumCase(typeName: type.name, name: c.name, associated: []))
            }
            return .nilValue
        }
        // An `@Observable` class's initializer writes its storage directly (the macro's init accessors),
        // so nothing it reads is a dependency of the body that creates the object.
        if type.isObservable { return try withContext({ $0.readTracker = nil }) { try initialize(type, args, at: node) } }
        return try initialize(type, args, at: node)
    }

    private func initialize(_ type: TypeDeclaration, _ args: [Argument], at node: Syntax) throws -> Value {
        if let made = nativeGeometry(type, args) { return made }
        if let made = plainMemberwise(type, args) { return made }
        let selfRef = Ref(try defaultInstance(of: type))
        // A struct keeps its memberwise initializer when its own are all in extensions.
        if type.initializers.isEmpty
            || type.kind == .structure && type.initializers.allSatisfy(\.isDeclaredInExtension) && fittingInitializer(type, args) == nil {
            try memberwiseInit(type, args, selfRef: selfRef, at: node)
        } else {
            let initializer = try chooseInitializer(type, args, at: node)
            // The initializer's own `self.x = …` does not run observers (PropertyObservers.swift).
            directWrites.append(DirectWrite(storage: ObjectIdentifier(selfRef), property: nil, code: initializer.userFunction!.declaration))
            defer { directWrites.removeLast() }
            let states = type.isView ? stateBoxes(in: selfRef.value, of: type) : []
            if type.isView { viewsInInitializer.append(type) }
            defer { if type.isView { viewsInInitializer.removeLast() } }
            let outcome = try call(initializer, args, at: node, selfRef: selfRef, selfType: type.name)
            if !states.isEmpty { undoStateWrites(states, in: selfRef.value, at: initializer.userFunction!.declaration) }
            // An `init?` that returned nil made nothing.
            if outcome.isNil, initializer.userFunction!.declaration.as(InitializerDeclSyntax.self)?.optionalMark != nil { return .nilValue }
        }
        return selfRef.value
    }

    /// `.listStyle(InsetGroupedListStyle())`: one of SwiftUI's styles written as its type, which the
    /// style modifier names; nil for any other name.
    package func namedStyle(_ name: String) -> Value? {
        guard name.hasSuffix("Style"), library.api.accepts(name, []) else { return nil }
        return .swiftUI(.named(type: name, description: "\(name)()"))
    }

    /// `self.init(…)` in an initializer: another initializer of the type runs on the same `self`, or,
    /// for a built-in type the learner extended, the type's own initializer makes the value.
    package func delegatingInit(_ selfRef: Ref, _ pending: [PendingArgument], at node: Syntax, in scope: Scope) throws -> Value {
        let name = scope.selfType ?? typeName(of: selfRef.value)
        let isBuiltin = types[name].map { $0.kind == .builtin } ?? true
        let args = try evaluateArguments(pending, in: scope) { isBuiltin ? self.library.numberHint(name, $0.label) : .none }
        if let type = types[name], type.kind != .builtin, let initializer = fittingInitializer(type, args) {
            return try call(initializer, args, at: node, selfRef: selfRef, selfType: name)
        }
        if let type = types[name], type.kind != .builtin {
            // The memberwise initializer of a struct with initializers of its own in an extension.
            selfRef.value = try construct(type, args, at: node)
            return .void
        }
        selfRef.value = try constructEvaluated(name, args, at: node, usingExtensions: false)
        return .void
    }

    /// `UIColor(named: "brand")`: a real initializer of a type viewlab models (in its preludes) or
    /// knows by name only, which it does not run yet.
    package func unsupportedInitializer(_ name: String, _ args: [Argument], at node: Syntax) -> Diagnostic {
        unsupported(.api("'\(name)(\(selector(args.map(\.label))))'"), at: node)
    }

    package func chooseInitializer(_ type: TypeDeclaration, _ args: [Argument], at node: Syntax) throws -> Callable {
        let labels = args.map(\.label)
        if let fitting = fittingInitializer(type, args) { return fitting }
        // A type viewlab writes in Swift (UIColor, URL, Date) has some of the real initializers; the others are viewlab's gap.
        if isPreludeType(type.name), library.api.accepts(type.name, args.map { ($0.label, $0.isTrailingClosure) }) {
            throw unsupportedInitializer(type.name, args, at: node)
        }
        if type.initializers.count == 1 { return type.initializers[0] }
        let have = selector(labels)
        throw error(.noInitializerTakes, type.name, have, at: node)
    }

    private func fittingInitializer(_ type: TypeDeclaration, _ args: [Argument]) -> Callable? {
        let labels = args.map(\.label)
        for i in type.initializers {
            let params = i.userFunction!.parameters
            var index = 0
            var ok = true
            for (position, p) in params.enumerated() {
                if index < labels.count, goes(args[index], to: params[position...]) { index += 1 }
                else if p.defaultValue == nil { ok = false; break }
            }
            if ok && index == labels.count { return i }
        }
        return nil
    }

    /// A new instance with every stored property at its declared initial value, wrapped in its
    /// property wrapper's storage.
    private func defaultInstance(of type: TypeDeclaration) throws -> Value {
        // Initial values are evaluated in the type's static context; most types have none.
        lazy var scope = Scope(parent: globals, selfType: type.name)
        var values: [Value] = []
        values.reserveCapacity(type.stored.count)
        var lazyProperties: [TypeDeclaration.StoredProperty] = []
        for p in type.stored {
            var v: Value = .nilValue
            if p.isLazy, p.initialValue != nil {
                lazyProperties.append(p)
            } else if let initial = p.initialValue, context.defersBodies, p.wrapper == "StateObject" || p.wrapper == "State" && evaluatesStateLazily {
                // Evaluated when the node is made, once (InterpretedView.makeStorage).
                let storage = Ref(.nilValue)
                deferredInitialValues[ObjectIdentifier(storage)] = DeferredInitialValue(storage: storage) { [unowned self] in
                    try self.coerce(self.evaluate(initial, in: Scope(parent: self.globals, selfType: type.name), expecting: p.type), to: p.type)
                }
                values.append(.box(storage))
                continue
            } else if let initial = p.initialValue {
                v = try coerce(evaluate(initial, in: scope, expecting: p.type), to: p.type)
            } else if p.wrapper == "Environment", let key = p.wrapperArguments?.arguments, sourceText(key).hasSuffix(".self") {
                // `@Environment(Model.self)`: the object an ancestor's `.environment(model)` gives (EnvironmentObjects.swift).
                v = .nilValue
            } else if p.wrapper == "Environment", let key = p.wrapperArguments?.arguments {
                v = try environmentDefault(key.trimmedDescription, at: Syntax(type.declaration!))
            } else if p.wrapper == "FocusState", p.type?.as(IdentifierTypeSyntax.self)?.name.text == "Bool" {
                // `@FocusState var isFocused: Bool` starts false (no field has focus); `Field?` starts nil.
                v = .bool(false)
            } else if p.wrapper == "Namespace" {
                v = .swiftUI(.named(type: "Namespace.ID", description: "Namespace.ID"))
            }
            values.append(wrap(v, wrapper: p.wrapper))
        }
        if type.kind == .classType {
            // A class's `lazy var` is made at its first read (`lazyField`): its field is not there until then.
            let fields = lazyProperties.isEmpty ? Fields(names: type.storedNames, values: values)
                : Fields(names: type.stored.filter { !$0.isLazy || $0.initialValue == nil }.map(\.name),
                         values: zip(type.stored, values).filter { !$0.0.isLazy || $0.0.initialValue == nil }.map(\.1))
            return .object(Object(typeName: type.name, fields: fields, releasedTo: type.deinitializers.isEmpty ? nil : released))
        }
        let made = Value.instance(Instance(typeName: type.name, fields: Fields(names: type.storedNames, values: values)))
        guard !lazyProperties.isEmpty else { return made }
        // A struct's `lazy var` reads the instance (`lazy var count = words.count`). Swift makes it at
        // the first read, which a struct's copies make each for itself; viewlab makes it now, once the
        // others are set, which reads the same unless they change before that read.
        let selfRef = Ref(made)
        for p in lazyProperties {
            let v = try coerce(evaluate(p.initialValue!, in: Scope(parent: globals, selfRef: selfRef, selfType: type.name), expecting: p.type), to: p.type)
            if case .instance(var i) = selfRef.value { i.fields[p.name] = v; selfRef.value = .instance(i) }
        }
        return selfRef.value
    }

    /// `@State` and the other wrappers that own their value keep it in shared storage
    /// (`PropertyWrapperSpec.Storage.owned`).
    package func wrap(_ value: Value, wrapper: String?) -> Value {
        guard let wrapper, PropertyWrapperSpec.named[wrapper]?.storage == .owned else { return value }
        if case .box = value { return value }
        return .box(Ref(value))
    }

    /// A type's construction plan, made once per declaration.
    /// `Pair<Double>(a: 1, b: 2)`: the labels of the stored properties whose generic parameter the
    /// written type makes a floating-point number, so their integer literals are Doubles.
    private func floatingGenericLabels(_ type: TypeDeclaration, written: String) -> Set<String> {
        guard written.utf8.contains(UInt8(ascii: "<")), let open = written.firstIndex(of: "<"), written.hasSuffix(">"),
              let clause = type.declaration?.as(StructDeclSyntax.self)?.genericParameterClause
                ?? type.declaration?.as(ClassDeclSyntax.self)?.genericParameterClause else { return [] }
        let arguments = written[written.index(after: open)..<written.index(before: written.endIndex)]
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let floatingParameters = Set(zip(clause.parameters, arguments).filter { floatingPointTypeNames.contains($1) }.map { $0.0.name.text })
        return Set(type.stored.filter { p in p.type.map { floatingParameters.contains(sourceText($0)) } ?? false }.map(\.name))
    }

    func constructionPlan(of type: TypeDeclaration) -> ConstructionPlan {
        if let plan = type.construction { return plan }
        var hints: [String: Hint] = [:]
        for p in type.stored { hints[p.name] = hint(for: p) }
        for i in type.initializers { for p in i.userFunction?.parameters ?? [] { hints[p.label ?? "_"] = hint(for: p.type) } }
        let settable = type.stored.filter { !($0.isConstant && $0.initialValue != nil) && $0.wrapper != "Environment" && $0.wrapper != "Namespace" }
        let needs = settable.map { p in p.initialValue == nil && p.wrapper == nil && !(p.type.map { sourceText($0).hasSuffix("?") } ?? false) }
        let memberwise = settable.enumerated().map { position, p in
            let typeText = p.type.map { sourceText($0) } ?? ""
            return ConstructionPlan.Parameter(
                property: p, needsArgument: needs[position],
                takesTrailingClosure: !trailingClosureSkips(
                    needsArgument: needs[position], resemblesFunction: p.isViewBuilder || p.type.map(resemblesFunctionType) ?? false,
                    laterNeedsArgument: needs[(position + 1)...].contains(true)),
                typeText: typeText,
                buildsViewFromClosure: !typeText.contains("->") && (p.isViewBuilder || typeText.isEmpty || isGenericViewParameter(typeText, in: type)))
        }
        let geometry = type.kind == .structure && isCorePreludeDeclaration(type) ? PreludeGeometry(rawValue: type.name) : nil
        let isPlain = type.kind == .structure && type.initializers.isEmpty && settable.count == type.stored.count && type.stored.allSatisfy {
            $0.initialValue == nil && $0.wrapper == nil && $0.writtenOutWrapper == nil && !$0.isLazy && !$0.isViewBuilder
        }
        let plan = ConstructionPlan(argumentHints: hints, memberwise: memberwise, isPlainMemberwise: isPlain, geometry: geometry)
        type.construction = plan
        return plan
    }

    private func isGenericViewParameter(_ typeText: String, in type: TypeDeclaration) -> Bool {
        guard let decl = type.declaration?.as(StructDeclSyntax.self), let generics = decl.genericParameterClause else { return false }
        return generics.parameters.contains { $0.name.text == typeText }
    }

    package func rawValue(of c: TypeDeclaration.EnumCaseDeclaration, in type: TypeDeclaration) throws -> Value {
        if let raw = c.rawValue { return try evaluate(raw, in: globals, hint: type.rawType == "Double" ? .double : .none) }
        switch type.rawType {
        case "String": return .string(c.name)
        case "Int":
            // One more than the case before (`case a = 1, b` makes b 2), 0 for the first.
            guard let index = type.cases.firstIndex(where: { $0.name == c.name }), index > 0,
                  case .int(let previous) = try rawValue(of: type.cases[index - 1], in: type).unboxed else { return .int(0) }
            return .int(previous + 1)
        default: return .nilValue
        }
    }

    // MARK: Subscripts

    package func subscriptValue(_ base: Value, _ args: [Value], labels: [String?] = [], at node: some SyntaxProtocol) throws -> Value {
        // An element read with an index not known yet (a ForEach's template over empty data) is not known either.
        if args.contains(where: { if case .unknown = $0.unboxed { true } else { false } }) { return .unknown("element") }
        // `employee[keyPath: \.name]`, and a Binding's `[dynamicMember: \.value]` (TiS L1206's Bindable),
        // which is a binding to the property: the value read through the key path's members.
        if args.count == 1, labels == ["keyPath"] || labels == ["dynamicMember"], case .keyPath(let path) = args[0].unboxed {
            return try read(base, through: path, at: node)
        }
        // `$todos[0]`: a binding to the element (a binding to an array is a collection of bindings).
        if case .binding = base, args.count == 1, case .int(let i) = args[0].unboxed, case .array(let items) = base.unboxed,
           items.indices.contains(i), let element = elementBinding(base, i) {
            return element
        }
        switch base.unboxed {
        case .array(let items):
            // A missing bound (`items[1...]`, `items[..<2]`) is the array's start or end.
            if args.count == 1, case .range(let lo, let hi, let closed) = args[0].unboxed,
               case .int(let l) = lo.isNil ? .int(0) : lo, case .int(let h) = hi.isNil ? .int(items.count) : hi {
                let end = closed && !hi.isNil && h < Int.max ? h + 1 : h
                guard l >= 0, end <= items.count, l <= end else {
                    throw error(.rangeOutOfBounds, l, end, items.count, at: node)
                }
                return .array(Array(items[l..<end]))
            }
            guard args.count == 1, case .int(let i) = args[0].unboxed else { throw error(.arraySubscript, at: node) }
            guard items.indices.contains(i) else {
                throw error(.indexOutOfRange, i, items.count, at: node)
            }
            return items[i]
        case .string(let s):
            // A String.Index is the character offset in viewlab: `s[i]`, `s[a..<b]`, `s[r.upperBound...]`.
            let characters = Array(s)
            if args.count == 1, case .int(let i) = args[0].unboxed {
                guard characters.indices.contains(i) else { throw error(.indexOutOfRange, i, characters.count, at: node) }
                return .string(String(characters[i]))
            }
            if args.count == 1, case .range(let lo, let hi, let closed) = args[0].unboxed,
               case .int(let l) = lo.isNil ? .int(0) : lo, case .int(let h) = hi.isNil ? .int(characters.count) : hi {
                let end = closed && !hi.isNil ? h + 1 : h
                guard l >= 0, end <= characters.count, l <= end else { throw error(.rangeOutOfBounds, l, end, characters.count, at: node) }
                return .string(String(characters[l..<end]))
            }
        case .dictionary(let d):
            if let fallback = try dictionaryDefault(args, labels: labels, at: node) { return d[args[0]] ?? fallback }
            guard args.count == 1 else { throw error(.dictionarySubscript, at: node) }
            return d[args[0]] ?? .nilValue
        case .instance(let i) where i.typeName == "EnvironmentValues":
            guard args.count == 1, case .metatype(let key) = args[0] else { throw error(.environmentValuesSubscript, at: node) }
            // A value written under the key type (EnvironmentValues.swift), else the key's default.
            if let written = i.fields[key] { return written }
            return try staticMember(of: key, "defaultValue", at: node, hint: .none, allowMissing: false)!
        case .swiftUI(.viewDimensions(let d)):
            guard args.count == 1 else { break }
            return try library.dimensionsSubscript(self, d, args[0], at: node)
        case .swiftUI(.geometryProxy(let proxy)):
            // `proxy[anchor]`: where the anchored view is, in the reader's space (TiS ch. 7).
            if args.count == 1, case .unknown = args[0].unboxed { return args[0] }
            guard args.count == 1, case .swiftUI(.anchor(let token, let point)) = args[0].unboxed else {
                throw error(.geometryProxySubscript, at: node)
            }
            let frame = proxy.resolve(token) ?? Rect(origin: .zero, size: .zero)
            guard let point else { return frame.interpreted }
            return Point(x: frame.minX + point.x * frame.width, y: frame.minY + point.y * frame.height).interpreted
        case .swiftUI(.layoutSubview(let proxy)):
            // `subview[Rank.self]`: the subview's `.layoutValue`, else the key's `defaultValue`.
            guard args.count == 1, case .metatype(let key) = args[0].unboxed else {
                throw error(.subviewSubscript, at: node)
            }
            if let value = proxy.subviews.layoutValue(proxy.index, key: key) as? Value { return value }
            return try staticMember(of: key, "defaultValue", at: node, hint: .none, allowMissing: false)!
        case .tuple(let elements):
            guard args.count == 1, case .int(let i) = args[0].unboxed, elements.indices.contains(i) else { break }
            return elements[i].value
        case .range(let lower, let upper, let closed) where args.count == 1:
            if let element = try rangeSubscript(lower, upper, closed: closed, args[0], at: node) { return element }
        case .unknown: return base
        default: break
        }
        throw error(.notSubscriptable, typeName(of: base), at: node)
    }

    /// `counts[word, default: 0]`: the value a key stands for when the dictionary has none; nil for
    /// a subscript without `default:`.
    package func dictionaryDefault(_ args: [Value], labels: [String?], at node: some SyntaxProtocol) throws -> Value? {
        guard labels.count == 2, labels[1] == "default" else { return nil }
        guard labels[0] == nil else { throw error(.dictionarySubscript, at: node) }
        return args[1]
    }

    /// `@Environment(\.font)`: the value a view reads when no ancestor set one. A longer path reads
    /// on from there: `\.dynamicTypeSize.isAccessibilitySize` (*Thinking in SwiftUI* L2255).
    package func environmentDefault(_ keyPath: String, at node: Syntax) throws -> Value {
        var path = keyPath.trimmingCharacters(in: CharacterSet(charactersIn: "()")).split(separator: ".").map(String.init)
        if path.first?.hasPrefix("\\") == true { path.removeFirst() }
        guard let name = path.first else { return .unknown(keyPath) }
        var value: Value
        if let t = types["EnvironmentValues"], t.computed[name] != nil {
            value = try member(of: .instance(Instance(typeName: "EnvironmentValues")), name, at: node, selfRef: nil, hint: .none)
        } else {
            value = builtinEnvironmentDefault(name)
        }
        for component in path.dropFirst() { value = try member(of: value, component, at: node, selfRef: nil, hint: .none) }
        return value
    }
}

extension Callable {
    /// An initializer written in an `extension` of its type, which leaves a struct its memberwise one.
    var isDeclaredInExtension: Bool {
        var node = userFunction?.declaration.parent
        while let current = node {
            if current.is(ExtensionDeclSyntax.self) { return true }
            if current.is(StructDeclSyntax.self) || current.is(ClassDeclSyntax.self) || current.is(EnumDeclSyntax.self) { return false }
            node = current.parent
        }
        return false
    }
}
