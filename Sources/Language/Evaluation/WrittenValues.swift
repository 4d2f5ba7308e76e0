import SwiftSyntax

/// A value written into storage whose type was declared (a variable, a stored property, a `@State`),
/// made that type as Swift's type checker makes the written expression: `o = 3` into a `Double?`
/// stores 3.0, `xs.append(1)` to a `[Double]` appends 1.0, `d["a"] = 1` in a `[String: Double]`
/// stores 1.0, `filter = .done` is the enum's case. viewlab's values carry no static type, so the
/// declaration's is applied where the value lands. Every write pays for it, so a value that is
/// already right costs a switch, and a collection a scan of its elements, not a copy.
extension Interpreter {
    package func conformed(_ value: Value, to type: TypeSyntax, at node: some SyntaxProtocol) -> Value {
        guard Self.mayChange(value) else { return value }
        return conformed(value, to: type, shape: declaredShapes.shape(of: type), at: node)
    }

    /// `conformed(_:to:at:)` for a write to a variable: to its declared type (none: the value as it
    /// is), whose shape the variable keeps (`DeclaredShapes.shape(ofVariable:)`).
    func conformed(_ value: Value, toDeclaredTypeOf ref: Ref, at node: some SyntaxProtocol) -> Value {
        guard Self.mayChange(value), let type = ref.declaredType, let shape = declaredShapes.shape(ofVariable: ref) else { return value }
        return conformed(value, to: type, shape: shape, at: node)
    }

    /// Whether a declared type may change the value written: any other is what it is.
    private static func mayChange(_ value: Value) -> Bool {
        switch value {
        case .int, .implicitMember, .tuple, .array, .dictionary: true
        default: false
        }
    }

    private func conformed(_ value: Value, to type: TypeSyntax, shape: DeclaredShape, at node: some SyntaxProtocol) -> Value {
        switch value {
        case .array(let items):
            guard let element = shape.element, let want = shape.elementWritten else { return value }
            guard items.contains(where: want.changes) else { return value }
            return .array(items.map { want.changes($0) ? conformed($0, to: element, at: node) : $0 })
        case .dictionary(var d):
            guard let valueType = shape.dictionaryValue, let want = shape.dictionaryValueWritten else { return value }
            guard d.values.contains(where: want.changes) else { return value }
            d.values = d.values.map { want.changes($0) ? conformed($0, to: valueType, at: node) : $0 }
            return .dictionary(d)
        default:
            guard shape.written.changes(value) else { return value }
            // A declared type viewlab cannot make the value into (a generic parameter, a protocol) leaves
            // the value as it was written: the write itself is valid Swift.
            return (try? coerce(value, to: type)) ?? value
        }
    }

    /// `xs.append(1)` on a variable declared `[Double]`: the new elements take the element type
    /// (the array already holds values of it), `d.updateValue(1, forKey:)` the value type.
    package func conformedArguments(_ args: [Argument], of method: String, on type: TypeSyntax, at node: some SyntaxProtocol) -> [Argument] {
        var args = args
        switch method {
        case "append" where args.first?.label == "contentsOf":
            args[0].value = conformed(args[0].value, to: unwrapped(type), at: node)
        case "append" where !args.isEmpty, "insert" where !args.isEmpty:
            // Written only when the element type changes the value (an Int into `[Int]` does not):
            // a write would copy the argument list at every call.
            let shape = declaredShapes.shape(of: type)
            if let element = shape.element, shape.elementWritten?.changes(args[0].value) == true {
                args[0].value = conformed(args[0].value, to: element, at: node)
            }
        case "updateValue" where !args.isEmpty:
            if let valueType = declaredShapes.shape(of: type).dictionaryValue { args[0].value = conformed(args[0].value, to: valueType, at: node) }
        default: break
        }
        return args
    }

    /// The declared type of what a name, `self.name` or `variable.name` reads: a variable's
    /// annotation, else the stored property's of `self` or of the variable's value.
    package func declaredType(of expr: ExprSyntax, in scope: Scope) -> TypeSyntax? {
        declaredStorage(of: expr, in: scope)?.type
    }

    /// What a name, `self.name` or `variable.name` names, as its declaration says: its declared type
    /// (a variable's annotation, else the stored property's of `self` or of the variable's value),
    /// and whether writing it runs property observers. nil when the holder is not found.
    package func declaredStorage(of expr: ExprSyntax, in scope: Scope) -> (type: TypeSyntax?, isObserved: Bool)? {
        if let ref = expr.as(DeclReferenceExprSyntax.self), let variable = scope.lookupVariable(ref.baseName.text) {
            return (variable.declaredType, variable.observed != nil)
        }
        guard let (name, holder, typeName) = propertyRead(expr, in: scope) else { return nil }
        return (types[typeName]?.stored.first { $0.name == name && $0.writtenOutWrapper == nil }?.type,
                observers(of: holder, name) != nil)
    }

    /// The property that a name not of a variable (a member of `self`) or `holder.name` reads: its
    /// name, its holder's value and the holder's type name. nil when the holder is not found.
    func propertyRead(_ expr: ExprSyntax, in scope: Scope) -> (name: String, holder: Value, typeName: String)? {
        let name: String
        let holder: Value?
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            name = ref.baseName.text
            holder = scope.enclosingSelf?.value
        } else if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
            name = member.declName.baseName.text
            holder = storedValue(of: base, in: scope)
        } else {
            return nil
        }
        guard let holder = holder?.unboxed, let typeName = declaredTypeName(of: holder) else { return nil }
        return (name, holder, typeName)
    }

    /// What `expr` holds when it names storage: a variable, `self`, or a stored property of one of
    /// those, however deep (`shelf.box`). Read without running any code (no getter, no binding), so
    /// nil for anything else.
    func storedValue(of expr: ExprSyntax, in scope: Scope) -> Value? {
        let value: Value?
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if name == "self" {
                value = scope.enclosingSelf?.value
            } else if let variable = scope.lookupVariable(name) {
                value = variable.isAlias ? nil : variable.value
            } else {
                value = scope.enclosingSelf.flatMap { storedValue($0.value).flatMap { storedField(name, of: $0) } }
            }
        } else if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
            value = storedValue(of: base, in: scope).flatMap { storedField(member.declName.baseName.text, of: $0) }
        } else if let sub = expr.as(SubscriptCallExprSyntax.self), sub.arguments.count == 1, sub.arguments.first!.label == nil,
                  case .int(let index)? = storedIndex(sub.arguments.first!.expression, in: scope),
                  case .array(let items)? = storedValue(of: sub.calledExpression, in: scope), items.indices.contains(index) {
            value = items[index]
        } else {
            value = nil
        }
        return value.flatMap(storedValue)
    }

    /// An index written as a literal or a variable's name (`boxes[0]`, `boxes[i]`).
    private func storedIndex(_ expr: ExprSyntax, in scope: Scope) -> Value? {
        if let literal = expr.as(IntegerLiteralExprSyntax.self) { return Int(literal.literal.text).map(Value.int) }
        guard let name = expr.as(DeclReferenceExprSyntax.self), name.baseName.text != "self" else { return nil }
        return storedValue(of: expr, in: scope)
    }

    /// A value as stored, through a `@State` box; nil for a binding, whose getter is code.
    private func storedValue(_ value: Value) -> Value? {
        switch value {
        case .box(let ref): storedValue(ref.value)
        case .binding: nil
        default: value
        }
    }

    private func storedField(_ name: String, of holder: Value) -> Value? {
        switch holder {
        case .instance(let i): i.fields[name]
        case .object(let o): o.fields[name]
        default: nil
        }
    }

    /// `print(name)` of a variable or property declared `String?` that holds a value prints
    /// `Optional("Ada")`, as Swift does: viewlab's values carry no Optional, so the declaration says
    /// (a function's or method's return type for a call), also through `as Any`, which keeps the
    /// Optional inside the `Any` (`print(parse(text) as Any)`). `sites`: each unlabelled argument's.
    package func showingOptionals(_ args: [Argument], _ sites: [OptionalSite?], in scope: Scope) -> [Argument] {
        guard args.count == sites.count else { return args }
        return zip(args, sites).map { arg, site in
            guard arg.label == nil, let text = site?.shownText(arg.value, self, in: scope) else { return arg }
            return Argument(label: nil, value: .string(text))
        }
    }

    /// Whether `expr` reads an Optional, by how it is written and what its names hold (found without
    /// running code): something declared Optional (a variable, a property, a function's return
    /// type) or a variable whose initial value was one, the standard library's Optional members and
    /// subscripts, an optional chain (`user?.name`), `as?` and `try?`, a number or a Boolean made
    /// from a string (`Int(text)`, `Double("2.5")`), a learner's `init?`, and an Optional's `map`.
    package func readsOptional(_ expr: ExprSyntax, in scope: Scope) -> Bool {
        if Self.containsOptionalChaining(expr) || Self.isOptionalConversion(expr) || madeAsOptional(expr) { return true }
        // `first.map { … }` of an Optional is Optional's `map`, whose result is an Optional too.
        if let call = expr.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
           ["map", "flatMap"].contains(m.declName.baseName.text), let base = m.base, readsOptional(base, in: scope) {
            return true
        }
        if let name = expr.as(DeclReferenceExprSyntax.self), scope.lookupVariable(name.baseName.text)?.isDeclaredOptional == true { return true }
        // `flag ? nil : count`: the branches' common type is an Optional when either is one.
        if let ternary = expr.as(TernaryExprSyntax.self) {
            return [ternary.thenExpression, ternary.elseExpression].contains { $0.is(NilLiteralExprSyntax.self) || readsOptional($0, in: scope) }
        }
        return isOptionalType(declaredValueType(of: expr, in: scope)) || readsStandardOptional(expr, in: scope)
            || isFailableConversion(expr, in: scope) || callsFailableInitializer(expr) || makesFromRawValue(expr)
    }

    /// `Optional("x")`, `Optional<Int>(3)`, `Optional.some(4)`: the standard library's Optional made
    /// by its name (not a learner's type of that name).
    func madeAsOptional(_ expr: ExprSyntax) -> Bool {
        guard var callee = expr.as(FunctionCallExprSyntax.self)?.calledExpression else { return false }
        if let some = callee.as(MemberAccessExprSyntax.self), some.declName.baseName.text == "some", let base = some.base { callee = base }
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        return callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "Optional" && types["Optional"]?.kind ?? .builtin == .builtin
    }

    /// `Temperature(celsius: -300)` where every initializer of the learner's type that takes those
    /// labels is `init?`.
    private func callsFailableInitializer(_ expr: ExprSyntax) -> Bool {
        func isFailable(_ f: UserFunction) -> Bool { f.declaration.as(InitializerDeclSyntax.self)?.optionalMark != nil }
        // Most types declare no `init?`: `let p = Particle(…)` in a loop asks no more than that.
        guard let call = expr.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let type = types[name], type.kind != .builtin,
              type.initializers.contains(where: { $0.userFunction.map(isFailable) == true }) else { return false }
        let labels = call.arguments.map { $0.label?.text }
        let fitting = type.initializers.compactMap(\.userFunction).filter { $0.parameters.map(\.label) == labels }
        return !fitting.isEmpty && fitting.allSatisfy(isFailable)
    }

    /// `x as? Int`, `try? load()`.
    private static func isOptionalConversion(_ expr: ExprSyntax) -> Bool {
        let form = hasOptionalForm(expr)
        return form.isOptional && form.member == nil
    }

    /// `Int(text)`, `Double("2.5")`, `Int(hex, radix: 16)`: the standard library's initializers that
    /// parse a string, which answer nil when it is not a number (or `true`/`false`); and a number's
    /// `init(exactly:)`, nil when the value is not exact in the type (`Int(exactly: 2.5)`).
    private func isFailableConversion(_ expr: ExprSyntax, in scope: Scope) -> Bool {
        guard let call = expr.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              Self.parsingTypes.contains(type), types[type]?.kind ?? .builtin == .builtin,
              let first = call.arguments.first else { return false }
        if first.label?.text == "exactly" { return call.arguments.count == 1 && type != "Bool" }
        guard first.label == nil else { return false }
        if call.arguments.count == 2 { return call.arguments.last?.label?.text == "radix" }
        guard call.arguments.count == 1 else { return false }
        if first.expression.is(StringLiteralExprSyntax.self) { return true }
        if case .string? = storedValue(of: first.expression, in: scope) { return true }
        return false
    }

    static let parsingTypes: Set<String> = ["Int", "Double", "TimeInterval", "Float", "Bool", "Int8", "Int16", "Int32", "Int64",
                                                    "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

    /// Whether an expression's form lets it read an Optional that `OptionalSite.shownText` would find: a
    /// name, a member, a subscript, a call, a cast, or a ternary with such a branch or `nil`; not a
    /// literal or an operator's result. Decided at lowering, so that `"k\(i % 100)"` asks nothing as
    /// it runs.
    package static func mayReadOptional(_ expr: ExprSyntax) -> Bool {
        expr.is(DeclReferenceExprSyntax.self) || expr.is(MemberAccessExprSyntax.self) || expr.is(SubscriptCallExprSyntax.self)
            || expr.is(FunctionCallExprSyntax.self) || expr.is(AsExprSyntax.self) || expr.is(TryExprSyntax.self)
            || expr.is(ForceUnwrapExprSyntax.self) && containsOptionalChaining(expr)
            || expr.as(ArrayExprSyntax.self).map { $0.elements.contains { mayReadOptional($0.expression) } } == true
            || expr.as(TernaryExprSyntax.self).map { mayReadOptional($0.thenExpression) || mayReadOptional($0.elseExpression)
                || $0.thenExpression.is(NilLiteralExprSyntax.self) || $0.elseExpression.is(NilLiteralExprSyntax.self) } == true
    }

    /// The standard library's Optional results read from a collection a name holds (found without
    /// running code): `counts["a"]`, a dictionary's `removeValue`/`updateValue`, and the members
    /// `hasOptionalForm` knows (`xs.first`, `xs.min()`, `xs.firstIndex(of: 2)`) on an array or a
    /// string, not on a learner's value with such a member.
    private func readsStandardOptional(_ expr: ExprSyntax, in scope: Scope) -> Bool {
        if let sub = expr.as(SubscriptCallExprSyntax.self), sub.arguments.count == 1, sub.arguments.first!.label == nil {
            switch heldOrWritten(sub.calledExpression, in: scope) {
            case .dictionary?: return true
            // An element of an array of Optionals (`parsed[0]`), not a slice of one (`parsed[0...1]`).
            case .array?: return !Self.isRange(sub.arguments.first!.expression) && declaresOptionalElements(sub.calledExpression, in: scope)
            default: break
            }
        }
        // `ages.removeValue(forKey: "a")`, `ages.updateValue(3, forKey: "a")`: the value there before.
        if let member = expr.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self),
           ["removeValue", "updateValue"].contains(member.declName.baseName.text), let base = member.base,
           case .dictionary? = heldOrWritten(base, in: scope) {
            return true
        }
        guard Self.hasOptionalForm(expr).member != nil,
              let base = (expr.as(FunctionCallExprSyntax.self)?.calledExpression ?? expr).as(MemberAccessExprSyntax.self)?.base
        else { return false }
        switch heldOrWritten(base, in: scope) {
        case .array?, .string?: return true
        default: return false
        }
    }

    /// `a...b`, `a..<b`, `a...`, `..<b`: a range, which a subscript takes for a slice.
    static func isRange(_ expr: ExprSyntax) -> Bool {
        let rangeOperators: Set<String> = ["...", "..<"]
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            return rangeOperators.contains(op.operator.text)
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) { return rangeOperators.contains(prefix.operator.text) }
        if let postfix = expr.as(PostfixOperatorExprSyntax.self) { return rangeOperators.contains(postfix.operator.text) }
        return false
    }

    /// The value a name path holds (`storedValue`), or an empty one of a collection literal's kind
    /// (`[1, 2].first`, `["a": 1]["a"]`): what is asked of it is its kind.
    private func heldOrWritten(_ expr: ExprSyntax, in scope: Scope) -> Value? {
        if expr.is(ArrayExprSyntax.self) { return .array([]) }
        if expr.is(DictionaryExprSyntax.self) { return .dictionary(DictionaryValue()) }
        if expr.is(StringLiteralExprSyntax.self) { return .string("") }
        return storedValue(of: expr, in: scope)
    }

    /// `x as Any` → `x`: the value printed is the one the `Any` holds.
    package static func castToAnyRemoved(_ expr: ExprSyntax) -> ExprSyntax {
        guard let cast = expr.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil,
              cast.type.as(IdentifierTypeSyntax.self)?.name.text == "Any" else { return expr }
        return castToAnyRemoved(cast.expression)
    }

    /// `T?` → `T`.
    package func unwrapped(_ type: TypeSyntax) -> TypeSyntax {
        type.as(OptionalTypeSyntax.self)?.wrappedType ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? type
    }

    /// What a subscript of a collection declared `type` reads and writes: an array's element, a
    /// dictionary's value.
    package func subscriptElement(of type: TypeSyntax) -> TypeSyntax? {
        declaredShapes.shape(of: type).subscriptElement
    }

    /// `subscriptElement(of:)` of a variable's declared type (nil: none), its shape kept on the variable.
    func subscriptElement(ofVariable ref: Ref) -> TypeSyntax? {
        declaredShapes.shape(ofVariable: ref)?.subscriptElement
    }

    /// A value written as an element (or a dictionary's value) of a collection whose declared type has
    /// `shape`, conformed to the element's type (`subscriptElement(of:)`): one shape asked, the
    /// collection's, and nothing more when the value is already of the element's type (a counting
    /// loop's `counts[key, default: 0] += 1` into a `[String: Int]`).
    func conformed(_ value: Value, asElementOf shape: DeclaredShape, at node: some SyntaxProtocol) -> Value {
        guard let type = shape.subscriptElement, let want = shape.elementWritten ?? shape.dictionaryValueWritten,
              want.changes(value) else { return value }
        return conformed(value, to: type, at: node)
    }
}

/// What writes need to know of a declared type, read from its syntax once: a loop writing to a
/// variable declared `[String: Int]` would otherwise walk the type's tree and make strings of its
/// names at every write. A class: asking for a shape moves one reference rather than copying its
/// syntax nodes (a retain and a release each) at every write.
package final class DeclaredShape {
    fileprivate let written: WrittenType
    /// The element type of `[E]`, `Array<E>`, `Set<E>`, `ContiguousArray<E>` (and of their Optionals).
    let element: TypeSyntax?
    /// The value type of `[K: V]` (and of its Optional).
    let dictionaryValue: TypeSyntax?
    /// What `element` and `dictionaryValue` ask of the values written to them: a write into a
    /// collection asks its type's shape only, not its element's too.
    fileprivate let elementWritten: WrittenType?
    fileprivate let dictionaryValueWritten: WrittenType?
    /// What `xs[i]` or `d[key]` reads: the element type, else the dictionary's value type.
    var subscriptElement: TypeSyntax? { element ?? dictionaryValue }

    fileprivate init(_ type: TypeSyntax) {
        written = WrittenType(type)
        let type = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? type
        dictionaryValue = type.as(DictionaryTypeSyntax.self)?.value
        if let array = type.as(ArrayTypeSyntax.self) {
            element = array.element
        } else if let named = type.as(IdentifierTypeSyntax.self), ["Array", "Set", "ContiguousArray"].contains(named.name.text),
                  let argument = named.genericArgumentClause?.arguments.first, case .type(let e) = argument.argument {
            element = e
        } else {
            element = nil
        }
        elementWritten = element.map(WrittenType.init)
        dictionaryValueWritten = dictionaryValue.map(WrittenType.init)
    }
}

/// Each declared type's shape, by its syntax node. An entry keeps its type, and so its tree: a node's
/// identifier names the tree by its memory, which a freed tree would leave to another.
package final class DeclaredShapes {
    /// A class, so that keeping the last two asked for moves references, not copies of the shape.
    private final class Entry {
        let id: SyntaxIdentifier
        let type: TypeSyntax
        let shape: DeclaredShape
        init(_ type: TypeSyntax, _ shape: DeclaredShape) { id = type.id; self.type = type; self.shape = shape }
    }
    private var shapes: [SyntaxIdentifier: Entry] = [:]
    /// The last two shapes asked for: a loop writes to one collection and its element (a dictionary's
    /// `counts[key, default: 0] += 1` asks for `[String: Int]`, then `Int`), and hashing the node's
    /// identifier at every write costs more than the write (a method's `history.append(x)`: 8 % of a call).
    private var recent: Entry?
    private var older: Entry?
    /// The learner's type aliases (`Interpreter.typeAliases`): a type that names one has the shape
    /// of the type it names (`var counts: Tally` with `typealias Tally = [String: Double]`). The
    /// shapes worked out before a new alias are worked out again.
    var aliases: [String: TypeSyntax] = [:] {
        didSet { shapes = [:]; recent = nil; older = nil; generation += 1 }
    }
    /// Counts the changes of `aliases`: a shape a variable keeps (`Ref.declaredShape`) holds while
    /// this has not moved.
    private var generation = 0

    /// The shape of the type `ref` was declared with (nil: none), kept on the variable: working out
    /// which shape a syntax node has (its identifier, then the last two asked for) cost a counting
    /// loop's `counts[key, default: 0] += 1` a twentieth of its time.
    func shape(ofVariable ref: Ref) -> DeclaredShape? {
        if let kept = ref.declaredShape, kept.generation == generation { return kept.shape }
        guard let type = ref.declaredType else { return nil }
        let made = shape(of: type)
        ref.declaredShape = (made, generation)
        return made
    }

    package init() {}

    func shape(of type: TypeSyntax) -> DeclaredShape {
        let id = type.id
        if let recent, recent.id == id { return recent.shape }
        if let older, older.id == id {
            self.older = recent
            recent = older
            return older.shape
        }
        let entry: Entry
        if let known = shapes[id] {
            entry = known
        } else {
            entry = Entry(type, DeclaredShape(Interpreter.resolving(type, aliases: aliases)))
            shapes[id] = entry
        }
        older = recent
        recent = entry
        return entry.shape
    }
}

/// What a declared type asks of the values written to it, worked out once for a whole collection.
fileprivate enum WrittenType {
    /// `Int`: an integer is already one.
    case integer
    /// Anything else: an integer may be a Double or a literal type of the learner's, an implicit
    /// member or a tuple takes the type, a nested collection its element type.
    case other

    init(_ type: TypeSyntax) {
        let type = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type
        self = type.as(IdentifierTypeSyntax.self)?.name.text == "Int" ? .integer : .other
    }

    func changes(_ value: Value) -> Bool {
        switch value {
        case .int: self == .other
        case .implicitMember, .tuple, .array, .dictionary: self == .other
        default: false
        }
    }
}
