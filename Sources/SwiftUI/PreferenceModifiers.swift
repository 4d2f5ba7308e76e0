import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// `.preference(key:value:)`, `.overlayPreferenceValue` and `.backgroundPreferenceValue` (TiS ch. 7,
/// spec advanced-layout.md §2.5): values a view's subtree writes for a learner's `PreferenceKey`,
/// combined with the key's own `reduce`, and a secondary view built from them.
extension Interpreter {
    func preferenceModifier(_ name: String, _ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> Modifier {
        if name == "transformPreference" { return try transformPreferenceModifier(name, &r, args, at: node) }
        if name == "anchorPreference" { return try anchorPreferenceModifier(name, &r, args, at: node) }
        if name == "transformAnchorPreference" { return try transformAnchorPreferenceModifier(name, &r, args, at: node) }
        let key = try preferenceKey(r.take("key"), for: name, at: node)
        guard let written = r.take("value") else {
            throw error(.preferenceArguments, at: node)
        }
        // The value has the key's `Value` type: `value: 10` for a CGFloat key is 10.0.
        let value = try coerce(written.unboxed, toDeclared: declaredType(types[key.name]?.staticStored["defaultValue"]?.type))
        return Modifier(kind: .preference(key: key.name, value: value), typeName: "_PreferenceWritingModifier<\(key.name)>",
                        name: name, arguments: argumentText(args))
    }

    /// `.anchorPreference(key: K.self, value: .bounds) { anchor in [anchor] }`: the closure turns an
    /// anchor of this view (its bounds, or a point such as `.top`) into the key's value; a
    /// `GeometryProxy` later resolves the anchor where the view was placed.
    private func anchorPreferenceModifier(_ name: String, _ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> Modifier {
        let key = try preferenceKey(r.take("key"), for: name, at: node)
        let point = try anchorPoint(r.take("value"), for: name, example: ".anchorPreference(key: K.self, value: .bounds) { [$0] }", at: node)
        guard let transform = r.closure("transform") else {
            throw error(.anchorPreferenceClosure, at: node)
        }
        let token = AnchorToken()
        let value = try call(transform, [Argument(label: nil, value: .swiftUI(.anchor(token, point: point)))], at: node)
        return Modifier(kind: .anchorPreference(key: key.name, value: value.unboxed, token: token),
                        typeName: "_AnchorWritingModifier<\(point == nil ? "CGRect" : "CGPoint"), \(key.name)>", name: name,
                        arguments: argumentText(args.filter { if case .function = $0.value { false } else { true } }))
    }

    /// `.transformPreference(K.self) { value in … }`: the closure changes the value in place.
    private func transformPreferenceModifier(_ name: String, _ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> Modifier {
        let key = try preferenceKey(r.take(nil), for: name, at: node)
        guard let transform = r.unlabelledClosure() else {
            throw error(.transformPreferenceArguments, at: node)
        }
        return Modifier(kind: .transformPreference(key: key.name, anchor: nil) { [unowned self] value in
            try self.transformed(value, by: transform, with: [], at: node)
        }, typeName: "_PreferenceTransformModifier<\(key.name)>", name: name,
           arguments: argumentText(args.filter { if case .function = $0.value { false } else { true } }))
    }

    /// `.transformAnchorPreference(key: K.self, value: .bounds) { value, anchor in value.append(anchor) }`:
    /// the closure changes what the content collects, given an anchor of this view (TiS ch. 7).
    private func transformAnchorPreferenceModifier(_ name: String, _ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> Modifier {
        let key = try preferenceKey(r.take("key"), for: name, at: node)
        let point = try anchorPoint(r.take("value"), for: name,
                                    example: ".transformAnchorPreference(key: K.self, value: .bounds) { value, anchor in … }", at: node)
        guard let transform = r.closure("transform") else {
            throw error(.transformAnchorPreferenceClosure, at: node)
        }
        let token = AnchorToken()
        let anchor = Value.swiftUI(.anchor(token, point: point))
        return Modifier(kind: .transformPreference(key: key.name, anchor: token) { [unowned self] value in
            try self.transformed(value, by: transform, with: [Argument(label: nil, value: anchor)], at: node)
        }, typeName: "_AnchorTransformModifier<\(point == nil ? "CGRect" : "CGPoint"), \(key.name)>", name: name,
           arguments: argumentText(args.filter { if case .function = $0.value { false } else { true } }))
    }

    /// An anchor's source: `.bounds` (nil), or a unit point such as `.top`.
    private func anchorPoint(_ source: Value?, for name: String, example: String, at node: Syntax) throws -> UnitPoint? {
        switch source?.unboxed {
        case .implicitMember("bounds", nil)?: return nil
        case let value?: if let unit = toUnitPoint(value) { return unit }
        case nil: break
        }
        throw error(.anchorPreferenceArguments, name, example, at: node)
    }

    /// Runs a transform closure on a preference value passed `inout`, then any further arguments.
    private func transformed(_ value: any LearnerValue, by transform: Callable, with more: [Argument], at node: Syntax) throws -> any LearnerValue {
        let storage = Ref(value as? Value ?? .nilValue)
        _ = try call(transform, [Argument(label: nil, value: .binding(BindingValue(get: { storage.value }, set: { storage.value = $0 })),
                                          isInout: true)] + more, at: node)
        return storage.value
    }

    func preferenceReaderModifier(_ name: String, _ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> Modifier {
        let key = try preferenceKey(r.take(nil), for: name, at: node)
        var alignment = Alignment.center
        if let a = r.take("alignment") {
            guard let resolved = toAlignment(a) else { throw error(.unknownAlignment, describe(a), at: node) }
            alignment = resolved
        }
        guard let content = r.unlabelledClosure() else {
            throw error(.preferenceViewClosure, name, at: node)
        }
        let reader = PreferenceReader(key: key, isOverlay: name == "overlayPreferenceValue", alignment: alignment) { [unowned self] value in
            self.budget.restartClock()
            return try self.viewValue(of: self.call(content, [Argument(label: nil, value: value as? Value ?? .nilValue)], at: node, asBuilder: true), at: node)
        }
        return Modifier(kind: .preferenceReader(reader), typeName: "_PreferenceReadingModifier<\(key.name)>", name: name,
                        arguments: argumentText(args.filter { if case .function = $0.value { false } else { true } }))
    }

    /// A learner's `PreferenceKey` type: its `defaultValue`, and its `reduce(value:nextValue:)` called
    /// with the accumulated value as `inout` storage.
    /// `.onPreferenceChange(Key.self) { value in … }`: the update cycle runs the action with the
    /// content's reduced value (ActionModifiers.swift builds the modifier).
    func preferenceChangeAction(_ r: inout ArgumentReader, at node: Syntax) throws -> ViewAction {
        let key = try preferenceKey(r.take(nil), for: "onPreferenceChange", at: node)
        guard let action = r.closure("perform") else {
            throw error(.onPreferenceChangeArguments, at: node)
        }
        return .preferenceChange(PreferenceAction(key: key) { [unowned self] value in
            self.budget.restartClock()
            _ = try self.call(action, [Argument(label: nil, value: value as? Value ?? .void)], at: node)
        })
    }

    private func preferenceKey(_ value: Value?, for modifier: String, at node: Syntax) throws -> PreferenceKeyValue {
        guard case .metatype(let name)? = value?.unboxed, let type = types[name], type.conforms(to: "PreferenceKey") else {
            throw error(.preferenceKeyType, modifier, modifier == "preference" ? ".preference(key: WidthKey.self, value: 10)" : ".\(modifier)(WidthKey.self) { … }", at: node)
        }
        let defaultValue = try staticMember(of: name, "defaultValue", at: node, hint: .none, allowMissing: false)!
        guard let reduce = type.staticMethods["reduce"]?.first else {
            throw error(.preferenceKeyReduce, name, at: node)
        }
        return PreferenceKeyValue(name: name, defaultValue: defaultValue) { [unowned self] accumulated, next in
            let storage = Ref(accumulated as? Value ?? .nilValue)
            let nextValue = Callable(name: "nextValue", kind: .builtin { _ in next as? Value ?? .nilValue })
            _ = try self.call(reduce, [Argument(label: "value", value: .binding(BindingValue(get: { storage.value }, set: { storage.value = $0 }))),
                                      Argument(label: "nextValue", value: .function(nextValue))], at: node, selfType: name)
            return storage.value
        }
    }
}
