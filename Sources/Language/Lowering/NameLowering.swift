import SwiftSyntax

extension Interpreter {
    /// A name, classified once: `self`, `Self` and projections (`$count`) take their own paths;
    /// a local variable is read from its slot; any other name is looked up from the innermost scope
    /// outwards. Counts its own step.
    package func lowerName(_ e: DeclReferenceExprSyntax) -> LoweredExpression {
        let name = e.baseName.text
        // `$0` is a closure's parameter like any other name; `$count` is a projection.
        let isAnonymousParameter = name.hasPrefix("$") && name.count > 1 && name.dropFirst().allSatisfy(\.isNumber)
        if name == "self" || name == "Self" || name.hasPrefix("$") && !isAnonymousParameter {
            return { i, scope in
                try i.budget.step(i, at: e)
                return try i.lookup(name, at: e, in: scope)
            }
        }
        let site = NameRead(name, at: e)
        return { i, scope in try site.read(i, scope) }
    }

    /// `base.name`. Whether the base names a type (`Color.red`, `Font.Weight.bold`) is decided when
    /// it runs, since a variable may shadow a type's name.
    /// The modules whose types a learner may name with the module (`SwiftUI.Color`, `Foundation.UUID`).
    static let moduleNames: Set<String> = ["Swift", "SwiftUI", "Foundation", "UIKit", "AppKit", "CoreGraphics", "Combine", "Observation"]

    /// Whether `name` means its module here: no variable or type of the learner's takes the name.
    func isModule(_ name: String, in scope: Scope) -> Bool {
        scope.lookupVariable(name) == nil && types[name] == nil
    }

    package func lowerMemberAccess(_ e: MemberAccessExprSyntax, hint: Hint) -> LoweredExpression {
        let name = e.declName.baseName.text
        guard let baseExpr = e.base else {
            // `.white`, `.pi`: what the name and the expected type make of it, worked out once.
            let member = resolveImplicitMember(name, hint: hint)
            return { _, _ in member }
        }
        if baseExpr.is(SuperExprSyntax.self) {
            // `super.name` in an override: the superclass's computed property or method on this instance
            // (its stored properties are the instance's own).
            let writtenIn = e.ancestorOrSelf(mapping: { $0.as(ClassDeclSyntax.self)?.name.text })
            return { i, scope in
                guard let me = scope.enclosingSelf else { throw i.unsupported(.superOutsideSubclass, at: e) }
                if let base = writtenIn.flatMap({ i.types[$0]?.superclass }), let v = try i.typeMember(me.value, base, name, at: e, selfRef: me) {
                    return v
                }
                return try i.member(of: me.value, name, at: e, selfRef: me, hint: hint)
            }
        }
        let base = lowered(baseExpr, hint: .none)
        let baseName = baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.text
        // `drop.x`: a base not spelled as a type's is never asked whether it names one.
        let typeName = baseName.flatMap { mayNameType($0) ? $0 : nil }
        let nested = baseExpr.as(MemberAccessExprSyntax.self).flatMap { m in m.base.map { (root: $0, path: sourceText(m)) } }
        // `self.$text`, `self._text`: a property wrapper's projection and storage, as the bare names are.
        let isWrapperOfSelf = baseName == "self" && (name.hasPrefix("$") || name.hasPrefix("_"))
        let field = TypeSite<Int>()
        // `SwiftUI.Color.red`: a type named with its module is the type.
        let moduleType = baseName.flatMap { Self.moduleNames.contains($0) && startsUppercase(name) ? lowered(ExprSyntax(e.declName), hint: hint) : nil }
        if !isWrapperOfSelf, moduleType == nil, typeName == nil, nested == nil {
            // `drop.x`, `items[0].name`: a base that cannot name a type or a module, the commonest read there is.
            return { i, scope in try i.member(ofBase: try base(i, scope), name, at: e, hint: hint, kept: field) }
        }
        return { i, scope in
            if isWrapperOfSelf, scope.enclosingSelf != nil { return try i.lookup(name, at: e, in: scope) }
            if let moduleType, let baseName, i.isModule(baseName, in: scope) { return try moduleType(i, scope) }
            if let typeName, i.isTypeReference(typeName, in: scope) {
                return try i.staticMember(of: i.resolvedTypeName(typeName, in: scope), name, at: e, hint: hint, allowMissing: false)!
            }
            if let nested, i.isTypePath(nested.root, in: scope), i.isTypeReference(nested.path, in: scope) {
                return try i.staticMember(of: nested.path, name, at: e, hint: hint, allowMissing: false)!
            }
            return try i.member(ofBase: try base(i, scope), name, at: e, hint: hint, kept: field)
        }
    }

    /// `base.name` where the base is a value (not a type's name): a stored field the site kept, a
    /// static member of a metatype, or the value's member.
    private func member(ofBase value: Value, _ name: String, at e: MemberAccessExprSyntax, hint: Hint, kept field: TypeSite<Int>) throws -> Value {
        if let stored = keptFieldRead(of: value, name, site: field) { return stored }
        if case .metatype(let t) = value { return try staticMember(of: t, name, at: e, hint: hint, allowMissing: false)! }
        // `[String].self`, `[String: Int].self`: the sugared array and dictionary types.
        if name == "self", let sugared = Self.sugaredCollectionType(value) { return .metatype(sugared) }
        return try member(of: value, name, at: e, selfRef: nil, hint: hint)
    }

    private static func sugaredCollectionType(_ value: Value) -> String? {
        switch value.unboxed {
        case .array(let items) where items.count == 1:
            if case .metatype(let element) = items[0].unboxed { return "Array<\(element)>" }
        case .dictionary(let d) where d.keys.count == 1:
            if case .metatype(let key) = d.keys[0].unboxed, case .metatype(let value) = d.values[0].unboxed { return "Dictionary<\(key), \(value)>" }
        default: break
        }
        return nil
    }

    /// A closure literal: its parameters read once; each evaluation captures the scope it runs in.
    package func lowerClosure(_ e: ClosureExprSyntax) -> LoweredExpression {
        var parameters: [UserFunction.Parameter] = []
        switch e.signature?.parameterClause {
        case .simpleInput(let list)?:
            parameters = list.map { .init(label: nil, name: $0.name.text, type: nil, defaultValue: nil, isViewBuilder: false, isInout: false, isVariadic: false) }
        case .parameterClause(let clause)?:
            parameters = clause.parameters.map {
                .init(label: nil, name: ($0.secondName ?? $0.firstName).text, type: $0.type, defaultValue: nil,
                      isViewBuilder: false, isInout: false, isVariadic: false)
            }
        case nil: break
        }
        let single: ExprSyntax? = if e.statements.count == 1, case .expr(let x) = e.statements.first!.item { x } else { nil }
        let returnType = e.signature?.returnClause?.type, usesAnonymousParameters = e.signature == nil
        let declaration = Syntax(e), body = e.statements, lowered = LoweredBodySlot()
        // `{ [count] in … }`, `{ [total = a + b] in … }`: values copied when the closure is made
        // (a reference's `[weak self]` changes nothing here: viewlab frees no objects).
        let captured = (e.signature?.capture?.items ?? []).filter { $0.name.tokenKind != .keyword(.self) }.map { item in
            (name: item.name.text, value: item.initializer.map { ExpressionCode(run: self.lowered($0.value, hint: .none)) })
        }
        return { i, scope in
            var closureScope = scope
            if !captured.isEmpty {
                closureScope = Scope(parent: scope)
                for c in captured {
                    let value = try c.value.map { try $0.run(i, scope) } ?? i.lookup(c.name, at: declaration, in: scope)
                    closureScope.declare(c.name, value.unboxedForRead, constant: true)
                }
            }
            return .function(Callable(name: "closure", kind: .user(UserFunction(
                parameters: parameters, body: body, singleExpression: single, closureScope: closureScope,
                isViewBuilder: false, isMutating: false, returnType: returnType,
                usesAnonymousParameters: usesAnonymousParameters, declaration: declaration, lowered: lowered))))
        }
    }
}

/// A name read's site, the most frequent code there is: what it needs in one object, which its
/// closure captures alone, so that a read passes one context rather than a name, a node and a slot.
private final class NameRead {
    let name: String
    let node: DeclReferenceExprSyntax
    let slot = LocalSlot()
    /// `_name` may be a wrapper's storage, which `lookupName` reads.
    let mayBeStoredMember: Bool

    init(_ name: String, at node: DeclReferenceExprSyntax) {
        self.name = name
        self.node = node
        mayBeStoredMember = !name.hasPrefix("_")
    }

    func read(_ i: Interpreter, _ scope: Scope) throws -> Value {
        try i.budget.step(i, at: node)
        if let value = slot.readValue(name, from: scope) { return value }
        if mayBeStoredMember, let selfRef = slot.enclosingSelf(from: scope), let v = i.storedMember(name, of: selfRef.value, at: node) { return v }
        return try i.lookupName(name, at: node, in: scope)
    }
}
