import SwiftSyntax
import ViewlabModel

/// A value a view reads from the environment: `@Environment(\.font) var font`, or a longer path
/// (`\.dynamicTypeSize.isAccessibilitySize`), keyed by its first component.
package struct EnvironmentValueNeed {
    package let property: String
    package let path: [String]
}

extension InterpretedView {
    /// The `@Environment(\.key)` properties, in declaration order (kept once found).
    package var environmentValueNeeds: [EnvironmentValueNeed] {
        if let valueNeeds { return valueNeeds }
        let found: [EnvironmentValueNeed] = type.stored.compactMap { p in
            guard p.wrapper == "Environment", let key = p.wrapperArguments?.arguments.map({ interpreter.sourceText($0) }),
                  !key.hasSuffix(".self") else { return nil }
            var path = key.split(separator: ".").map(String.init)
            if path.first?.hasPrefix("\\") == true { path.removeFirst() }
            return path.isEmpty ? nil : EnvironmentValueNeed(property: p.name, path: path)
        }
        valueNeeds = found
        return found
    }

    /// Puts the values the ancestors wrote into the struct before its body runs (the nearest writer
    /// wins, update-cycle-research.md §2.5); a key no ancestor wrote keeps its default. Returns each
    /// `@Environment(\.key)` property's value, for the update cycle to tell which changed.
    public func provide(values: EnvironmentValues) throws -> [String: Value] {
        let needs = environmentValueNeeds
        guard !needs.isEmpty, case .instance(var i) = value else { return [:] }
        var read: [String: Value] = [:]
        for need in needs {
            if let written = try interpreter.readEnvironment(need.path[0], in: values) {
                var v = written
                for component in need.path.dropFirst() {
                    v = try interpreter.member(of: v, component, at: site, selfRef: nil, hint: .none)
                }
                i.fields[need.property] = v
            }
            read[need.property] = i.fields[need.property] ?? .nilValue
        }
        value = .instance(i)
        return read
    }
}

extension Interpreter {
    /// A learner's `EnvironmentValues` property (`var theme: String { get { self[ThemeKey.self] } … }`).
    private func learnerEnvironmentProperty(_ name: String) -> TypeDeclaration.ComputedProperty? {
        types["EnvironmentValues"]?.computed[name]
    }

    /// The environment as the learner's accessors see it: an `EnvironmentValues` whose fields are the
    /// values written, by key type for a learner's keys and by name for SwiftUI's.
    private func environmentValues(_ values: EnvironmentValues) -> Value {
        let fields = values.learnerValues.compactMap { key, value in (value as? Value).map { (key, $0) } }
        return .instance(Instance(typeName: "EnvironmentValues", fields: fields.sorted { $0.0 < $1.0 }))
    }

    /// The value at `\.name` in the environment `values`, nil when nothing wrote a SwiftUI key: a
    /// learner's property runs its getter, which reads its key type's entry or default (TiS L2308–L2346).
    public func readEnvironment(_ name: String, in values: EnvironmentValues) throws -> Value? {
        guard let property = learnerEnvironmentProperty(name) else { return values.learnerValues[name] as? Value }
        return try member(of: environmentValues(values), name, at: property.getter, selfRef: nil, hint: .none)
    }

    /// The environment after `.environment(\.name, value)`: a learner's property runs its setter,
    /// which writes under its key type whatever it chooses; a SwiftUI key is stored by name.
    public func writeEnvironment(_ name: String, _ value: Value, into values: EnvironmentValues) throws -> EnvironmentValues {
        var out = values
        guard let property = learnerEnvironmentProperty(name), let setter = property.setter else {
            out.learnerValues[name] = value
            return out
        }
        let ref = Ref(environmentValues(values))
        try runSetter(setter, parameter: property.setterParameter, value: value, selfRef: ref, type: "EnvironmentValues", at: setter)
        guard case .instance(let i) = ref.value else { return values }
        out.learnerValues = Dictionary(zip(i.fields.names, i.fields.values.map { $0 as any LearnerValue }), uniquingKeysWith: { _, last in last })
        return out
    }

    /// Entries stored under a learner's key type rather than a property name, which `viewlab env` lists by property.
    public func isEnvironmentKeyType(_ name: String) -> Bool { types[name]?.conforms(to: "EnvironmentKey") ?? false }

    package func environmentText(_ value: Value) -> String {
        switch value.unboxed {
        case .nilValue: "nil"
        case .implicitMember(let name, nil): "." + name
        case .enumCase(let c) where c.associated.isEmpty: "." + c.name
        case .object(let o): o.typeName
        case .instance(let i) where i.typeName == "Locale": i.fields["identifier"].map { describe($0) } ?? "Locale"
        default: describe(value.unboxed)
        }
    }

    /// What `.environment(\.key, value)` means to layout: the keys that change it, or none.
    package func environmentWrite(_ key: String, _ value: Value) -> EnvironmentWrite {
        switch key {
        case "font": .font(toFont(value))
        case "dynamicTypeSize": dynamicTypeSize(value).map { .dynamicTypeSize($0) } ?? .other(key: key)
        case "layoutDirection": .layoutDirection(rightToLeft: { if case .implicitMember("rightToLeft", nil) = value.unboxed { true } else { false } }())
        default: .other(key: key)
        }
    }

    /// An `@Environment` property read in its view's initializer is not installed yet: it reads the
    /// default, with SwiftUI's runtime warning (update-cycle-research.md §1, `Environment.swift`; TiS L2260).
    package func warnIfEnvironmentRead(_ typeName: String, _ name: String, at node: some SyntaxProtocol) {
        guard let type = viewsInInitializer.last, type.name == typeName,
              let p = type.stored.first(where: { $0.name == name }), p.wrapper == "Environment",
              let key = p.wrapperArguments?.arguments else { return }
        let path = sourceText(key).split(separator: ".").dropFirst().first.map(String.init) ?? ""
        let valueType = p.type.map { sourceText($0) } ?? environmentValueType(path)
        warn(.environmentOutsideBody, valueType,
             at: node,
             notes: [note(.readInBody, name)])
    }

    /// The type of the value at an environment key (`font` is `Optional<Font>`): a learner's declared type, SwiftUI's, else the written value's.
    package func environmentValueType(_ key: String, written: Value? = nil) -> String {
        if let declared = types["EnvironmentValues"]?.computed[key]?.type { return sourceText(declared) }
        switch key {
        case "font": return "Optional<Font>"
        case "lineLimit": return "Optional<Int>"
        case "isEnabled", "accessibilityReduceMotion", "accessibilityVoiceOverEnabled": return "Bool"
        case "colorScheme": return "ColorScheme"
        case "dynamicTypeSize": return "DynamicTypeSize"
        case "layoutDirection": return "LayoutDirection"
        case "multilineTextAlignment": return "TextAlignment"
        case "truncationMode": return "Text.TruncationMode"
        case "minimumScaleFactor", "displayScale", "pixelLength": return "CGFloat"
        case "locale": return "Locale"
        case "horizontalSizeClass", "verticalSizeClass": return "Optional<UserInterfaceSizeClass>"
        case "dismiss": return "DismissAction"
        case "editMode": return "Optional<Binding<EditMode>>"
        default:
            if let written, !{ if case .implicitMember = written.unboxed { true } else { false } }() { return typeName(of: written.unboxed) }
            return typeName(of: (try? environmentDefault("\\." + key, at: currentNode)) ?? .nilValue)
        }
    }

    /// `.transformEnvironment(\.font) { font in font = .title }`: the closure changes the value that
    /// flows in from above (or the key's default) for the views below (update-cycle-research.md §2.5).
    package func transformEnvironmentModifier(_ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> Modifier {
        guard case .keyPath(let path)? = r.take(nil), let key = path.first, let closure = r.closure("transform") else {
            throw error(.transformEnvironmentArguments, at: node)
        }
        let keyPath = "\\." + path.joined(separator: ".")
        var modifier = Modifier(kind: .environment(.other(key: key)), typeName: "_EnvironmentKeyTransformModifier<\(key == "font" ? "Optional<Font>" : "Any")>",
                                name: "transformEnvironment", arguments: argumentText(args))
        modifier.environmentTransform = (key, { [unowned self] inherited in
            let box = Ref(try (inherited as? Value) ?? self.environmentDefault(keyPath, at: node))
            let binding = Value.binding(BindingValue(get: { box.value }, set: { box.value = $0 }))
            _ = try self.call(closure, [Argument(label: nil, value: binding, isInout: true)], at: node)
            return box.value
        })
        return modifier
    }
}

extension Session {
    /// The keys `viewlab env` lists with their defaults when no ancestor wrote them: the common ones
    /// of TiS ch. 5 (defaults per environment-animation.md §2) and the learner's own keys.
    public func environmentDefaults() -> [(key: String, value: Value)] {
        let i = interpreter
        let common = ["font", "lineLimit", "multilineTextAlignment", "truncationMode", "minimumScaleFactor", "isEnabled",
                      "colorScheme", "dynamicTypeSize", "layoutDirection", "locale"]
        let own = i.types["EnvironmentValues"]?.computed.keys.sorted() ?? []
        return (common + own).compactMap { key in (try? i.environmentDefault("\\." + key, at: i.currentNode)).map { (key, $0) } }
    }

    /// An environment value as a learner writes it: `.title`, `nil`, `orange`, `Account` for an object.
    public func environmentText(_ value: Value) -> String { interpreter.environmentText(value) }
}

extension Interpreter {
    /// `@Entry var accent: Color = .pink` in `extension EnvironmentValues` (iOS 18's macro,
    /// update-cycle-research.md §5.2): expanded as the macro expands it, into a key type whose
    /// default is the initial value and a property that reads and writes it. The macro names the key
    /// `__Key_accent`; viewlab's type names start with a capital, so it is `EntryKey_accent` here.
    package func expandEntry(_ v: VariableDeclSyntax, in scope: Scope) throws {
        for binding in v.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let initial = binding.initializer?.value else {
                throw error(.entryDeclaration, at: binding)
            }
            let typeText = try binding.typeAnnotation.map { sourceText($0.type) } ?? typeName(of: evaluate(initial, in: scope))
            let key = "EntryKey_" + name
            let expansion = """
                enum \(key): EnvironmentKey {
                    static let defaultValue: \(typeText) = \(sourceText(initial))
                }
                extension EnvironmentValues {
                    var \(name): \(typeText) {
                        get { self[\(key).self] }
                        set { self[\(key).self] = newValue }
                    }
                }
                """
            let (tree, errors) = Session.parse(expansion, fileName: location(of: binding).file)
            if let first = errors.first { throw first }
            register(tree, name: location(of: binding).file)
            for item in tree.statements { if case .decl(let decl) = item.item { try declare(decl, in: scope) } }
        }
    }
}
