import SwiftSyntax

extension TypeDeclaration {
    /// A learner's `subscript`: its getter, and its setter when it has one (the setter takes the
    /// subscript's arguments and then the new value).
    package struct Subscript {
        package var labels: [String?]
        package var getter: Callable
        package var setter: Callable?
    }
}

extension Interpreter {
    /// `subscript(_ point: UnitPoint) -> CGPoint { … }` (*Thinking in SwiftUI* L1439), with `get`/`set`
    /// accessors or a getter alone. Its parameters have no argument label unless one is written before
    /// the name: `subscript(id id: Int)` is called as `model[id: 3]`.
    package func makeSubscript(_ node: SubscriptDeclSyntax, in scope: Scope) throws -> TypeDeclaration.Subscript {
        let parameters = zip(parameters(node.parameterClause), node.parameterClause.parameters).map { parameter, syntax in
            var parameter = parameter
            if syntax.secondName == nil { parameter.label = nil }
            return parameter
        }
        let returnType = node.returnClause.type
        func accessor(_ body: CodeBlockItemListSyntax, newValue: String?) -> Callable {
            let newValueParameter = newValue.map {
                UserFunction.Parameter(label: nil, name: $0, type: returnType, defaultValue: nil, isViewBuilder: false, isInout: false, isVariadic: false)
            }
            return Callable(name: "subscript", kind: .user(UserFunction(
                parameters: parameters + (newValueParameter.map { [$0] } ?? []), body: body, singleExpression: nil, closureScope: scope,
                isViewBuilder: false, isMutating: newValue != nil, returnType: newValue == nil ? returnType : nil,
                usesAnonymousParameters: false, declaration: Syntax(node))))
        }
        var getter: Callable?
        var setter: Callable?
        switch node.accessorBlock?.accessors {
        case .getter(let body)?:
            getter = accessor(body, newValue: nil)
        case .accessors(let list)?:
            for a in list {
                let body = a.body?.statements ?? CodeBlockItemListSyntax([])
                switch a.accessorSpecifier.tokenKind {
                case .keyword(.get): getter = accessor(body, newValue: nil)
                case .keyword(.set): setter = accessor(body, newValue: a.parameters?.name.text ?? "newValue")
                default: throw unsupported(.subscriptAccessor, at: a)
                }
            }
        case nil: break
        }
        guard let getter else { throw error(.subscriptNeedsGet, at: node) }
        return .init(labels: parameters.map(\.label), getter: getter, setter: setter)
    }

    /// The learner's subscript that `base[…]` calls: declared by its type or by an extension of a
    /// built-in type (`extension CGRect`, `extension Array`), chosen by the argument labels. Nil leaves
    /// the built-in subscripts of arrays and dictionaries.
    /// Inline: most programs declare no subscript, and then the caller copies no value to ask.
    @inline(__always) package func userSubscript(of base: Value, labels: [String?]) -> (subscript: TypeDeclaration.Subscript, typeName: String)? {
        declaresSubscripts ? declaredSubscript(of: base, labels: labels) : nil
    }

    private func declaredSubscript(of base: Value, labels: [String?]) -> (subscript: TypeDeclaration.Subscript, typeName: String)? {
        let name: String
        switch base.unboxed {
        case .instance(let i): name = i.typeName
        case .object(let o): name = o.typeName
        case .enumCase(let c): name = c.typeName
        default: name = typeCategory(of: base)
        }
        // `extension Collection { subscript(safe i: Index) -> Element? … }` reaches arrays and strings too.
        let protocols = ["Array", "String", "Range", "ClosedRange"].contains(name)
            ? ["Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection", "Sequence"] : []
        for protocolName in protocols {
            if let match = types[protocolName]?.subscripts.first(where: { $0.labels == labels }) { return (match, protocolName) }
        }
        guard let type = types[name], !type.subscripts.isEmpty else { return nil }
        if let match = type.subscripts.first(where: { $0.labels == labels }) { return (match, name) }
        // The learner's own type has no other subscript: its first one reports the labels that differ.
        return type.kind == .builtin ? nil : (type.subscripts[0], name)
    }

    package func evaluateUserSubscript(_ found: (subscript: TypeDeclaration.Subscript, typeName: String), on base: Value,
                               _ node: SubscriptCallExprSyntax, in scope: Scope) throws -> Value {
        let pending = node.arguments.map { PendingArgument(label: $0.label?.text, expr: $0.expression, isTrailingClosure: false, lowering: self) }
        let args = try evaluateArguments(pending, in: scope) { self.parameterHint(found.subscript.getter, $0) }
        return try call(found.subscript.getter, args, at: Syntax(node), selfRef: Ref(base.unboxed), selfType: found.typeName)
    }

    /// `grid[1, 2] = x`, `grid[1, 2] += 1`: the getter, the change, then the setter, with `self` written
    /// back for a struct.
    package func modifyUserSubscript(_ found: (subscript: TypeDeclaration.Subscript, typeName: String), _ container: inout Value,
                             _ args: [Argument], at node: SubscriptCallExprSyntax, _ body: (inout Value) throws -> Void) throws {
        guard let setter = found.subscript.setter else {
            throw error(.getOnlySubscript, at: node)
        }
        let selfRef = Ref(container.unboxed)
        var value = try call(found.subscript.getter, args, at: Syntax(node), selfRef: selfRef, selfType: found.typeName)
        try body(&value)
        _ = try call(setter, args + [Argument(label: nil, value: value)], at: Syntax(node), selfRef: selfRef, selfType: found.typeName)
        container = selfRef.value
    }

    /// `(0..<7)[2..<5]`, `(3..<9)[4]`: a range of integers subscripted as the collection it is, whose
    /// indices are its elements (a slice of a range is a range). nil when the range or the argument
    /// is not of integers.
    func rangeSubscript(_ lower: Value, _ upper: Value, closed: Bool, _ argument: Value, at node: some SyntaxProtocol) throws -> Value? {
        guard case .int(let low) = lower.unboxed, case .int(let high) = upper.unboxed else { return nil }
        let end = closed ? high + 1 : high
        let shown = "\(low)\(closed ? "..." : "..<")\(high)"
        switch argument.unboxed {
        case .int(let i):
            guard i >= low, i < end else { throw error(.rangeIndexOutOfRange, i, shown, at: node) }
            return .int(i)
        case .range(let lo, let hi, let subClosed):
            guard case .int(let l) = lo.isNil ? .int(low) : lo.unboxed, case .int(let h) = hi.isNil ? .int(end) : hi.unboxed else { return nil }
            let subEnd = subClosed && !hi.isNil ? h + 1 : h
            guard l >= low, subEnd <= end, l <= subEnd else { throw error(.rangeIndexOutOfRange, subEnd > end ? subEnd : l, shown, at: node) }
            return .range(lower: .int(l), upper: .int(subEnd), closed: false)
        default: return nil
        }
    }
}
