import SwiftSyntax

/// A loop of the general path run in the numeric tier: a top-level `for i in 0..<n { total += i % 7 }`,
/// or a loop in a function the tier does not take (one that prints after its loop). It is compiled
/// as a function of no parameters returning nothing (`frame`), whose body is the loop: what the
/// tier takes (`NumericBody`), strings appended to (`NumericStrings.swift`), objects' methods called
/// (`NumericObjectCalls.swift`) and dictionaries' entries counted (`NumericDictionaries.swift`). The names it does not
/// declare are variables outside it, found where the general path finds them, read into slots when
/// the loop starts and written back when it ends or throws, as a class method's properties of `self`
/// are (`NumericFunction.selfFields`): while it runs nothing else does but numeric functions, which
/// read no variables, so no code could see them in between. Its arrays and strings are moved onto the
/// stack rather than copied, so an append changes them in place.
///
/// Compiled at its first run from the values its variables hold then (a variable's type does not
/// change in Swift); each run checks they still hold such values, and otherwise runs the general path.
package final class NumericLoop {
    /// Its slots and local arrays, described as a function's.
    let frame = NumericFunction(name: "", parameters: [], result: .void, stamp: 0)
    /// The global scope's `functionsStamp` and the `DeclarationEpoch` when compiled: its calls, and
    /// the `String(n)` it makes, mean what they meant then while both stay.
    let stamp: Int, epoch = DeclarationEpoch.current
    private(set) var outer: [NumericOuterVariable] = []
    /// The slots of its local strings, each given a place on the stack's strings when it starts.
    var stringLocals: [Int] = []
    var body: NumericStatement = { _, _ in .normal }
    /// Set when compiling it met a variable holding a value of a branch not taken (`.unknown`): a
    /// refusal then says nothing of a later run.
    var metUnknownValue = false

    init(stamp: Int) { self.stamp = stamp }

    func add(outer variable: NumericOuterVariable) -> Int {
        outer.append(variable)
        return outer.count - 1
    }

    func noteWrite(ofOuter k: Int) { outer[k].isWritten = true }

    func isCurrent(at stamp: Int) -> Bool { self.stamp == stamp && epoch == DeclarationEpoch.current }

    /// Runs the loop in `scope`; false when a variable it reads is not found there as it was compiled
    /// (another variable of the name, a value of another type): the general path is to run it.
    func run(_ i: Interpreter, in scope: Scope) throws -> Bool {
        var refs: [Ref] = []
        refs.reserveCapacity(outer.count)
        for variable in outer {
            guard let ref = Self.variable(variable.name, in: scope), variable.holds(ref.value) else { return false }
            refs.append(ref)
        }
        let stack = i.numericStack, base = stack.top, arrays = stack.arrays.count, strings = stack.strings.count
        let dictionaries = stack.dictionaries.count
        stack.loopsRun += 1
        let count = frame.slotCount, words = stack.push(count)
        defer {
            for (variable, ref) in zip(outer, refs) { variable.write(from: words, on: stack, to: ref) }
            stack.popArrays(to: arrays)
            stack.popStrings(to: strings)
            while stack.dictionaries.count > dictionaries { stack.dictionaries.removeLast() }
            stack.pop(words, count: count, to: base)
        }
        for (variable, ref) in zip(outer, refs) { variable.read(ref, into: words, on: stack) }
        for slot in frame.arrayLocals { words[slot] = stack.push(array: []) }
        for slot in stringLocals { words[slot] = stack.push(string: "") }
        _ = try body(i, words)
        return true
    }

    /// The variable `name` means in `scope`, found as the general path finds it, when nothing else
    /// could mean it first: no scope on the way is a type's code (where `self`'s members and static
    /// members come before the globals) or declares a function of the name. Plain storage only: not
    /// an `inout` alias, a wrapper's storage, a binding, a variable with observers, an Optional.
    static func variable(_ name: String, in scope: Scope) -> Ref? {
        guard let ref = firstScope(naming: name, from: scope)?.variables[name], isPlain(ref) else { return nil }
        return ref
    }

    /// Whether no scope from `scope` to the global one declares anything of `name`: a call of it
    /// means the global function (`NumericCompiler.callee`).
    static func findsGlobalFunction(_ name: String, from scope: Scope) -> Bool {
        firstScope(naming: name, from: scope).map { $0.parent == nil } ?? true
    }

    /// The first scope from `scope` outwards that declares a variable or a function `name`, or is a
    /// type's code (where a bare name may be a member).
    private static func firstScope(naming name: String, from scope: Scope) -> Scope? {
        var next: Scope? = scope
        while let current = next {
            if current.variables[name] != nil || current.functions[name] != nil || current.selfRef != nil || current.selfType != nil {
                return current
            }
            next = current.parent
        }
        return nil
    }

    private static func isPlain(_ ref: Ref) -> Bool {
        guard !ref.isAlias, ref.observed == nil, !ref.isInstalled, !ref.isDeclaredOptional, !ref.hasOptionalElements else { return false }
        guard let declared = ref.declaredType else { return true }
        // A number, an array of numbers or of a type's values (`[Account]`: objects), a string, a dictionary.
        let element = declared.as(ArrayTypeSyntax.self)?.element.as(IdentifierTypeSyntax.self)
        return NumericType(declared) != nil || element?.genericArgumentClause == nil && element != nil
            || declared.as(IdentifierTypeSyntax.self)?.name.text == "String" || declared.is(DictionaryTypeSyntax.self)
    }
}

/// A variable a loop finds outside it (`NumericLoop`): a number or a Bool, an array of them, a
/// string, an array of objects of one class whose methods the loop calls (`NumericObjectCalls.swift`),
/// or a dictionary of numbers (`NumericDictionaries.swift`), given a slot when the loop starts.
/// (`NumericShape` says which.)
struct NumericOuterVariable {
    let name: String
    let slot: Int
    let kind: NumericKind
    let shape: NumericShape
    /// A `var`, which the loop may write.
    let isVariable: Bool
    /// Whether the loop writes it (a number's is written back; an array, a string or a dictionary is
    /// always put back, having been moved out).
    var isWritten = false

    /// What the loop makes of a variable holding `value`: its kind and shape; nil for any other value
    /// (an empty array of no written type, whose elements' type is unknown).
    static func type(of ref: Ref) -> (kind: NumericKind, shape: NumericShape)? {
        switch ref.value {
        case .int: return (.int, .scalar)
        case .double: return (.double, .scalar)
        case .bool: return (.bool, .scalar)
        case .string: return (.int, .string)
        case .dictionary:
            // Only with its type written: `[String: Int]`, `[Int: Double]`.
            guard let type = ref.declaredType?.as(DictionaryTypeSyntax.self), let value = NumericKind(type.value), value != .bool,
                  let key = type.key.as(IdentifierTypeSyntax.self)?.name.text, key == "String" || key == "Int" else { return nil }
            return (value, .dictionary(stringKeys: key == "String"))
        case .array(let items):
            if let declared = NumericType(ref.declaredType), declared.isArray { return (declared.kind, .array) }
            if let element = ref.declaredType?.as(ArrayTypeSyntax.self)?.element.as(IdentifierTypeSyntax.self),
               element.genericArgumentClause == nil {
                return (.int, .objects(element.name.text))
            }
            switch items.first?.unboxed {
            case .int?: return (.int, .array)
            case .double?: return (.double, .array)
            case .bool?: return (.bool, .array)
            case .object(let o)?: return (.int, .objects(o.typeName))
            default: return nil
            }
        default: return nil
        }
    }

    /// Whether `value` is of its type (every element, for objects: a class's array may hold a
    /// subclass's instances).
    func holds(_ value: Value) -> Bool {
        switch (shape, value) {
        case (.string, .string): true
        case (.array, .array(let items)): items.first.map { kind.word(of: $0.unboxed) != nil } ?? true
        case (.objects(let type), .array(let items)): items.allSatisfy { if case .object(let o) = $0, o.typeName == type { true } else { false } }
        case (.dictionary, .dictionary): true
        case (.scalar, _): kind.word(of: value) != nil
        default: false
        }
    }

    /// Its value written into its slot, an array, a string or a dictionary moved onto the stack.
    func read(_ ref: Ref, into words: NumericFrame, on stack: NumericStack) {
        switch ref.value {
        case .array(let items):
            ref.value = .void
            words[slot] = stack.push(array: items)
        case .string(let text):
            ref.value = .void
            words[slot] = stack.push(string: text)
        case .dictionary(let d):
            ref.value = .void
            stack.dictionaries.append(d)
            words[slot] = stack.dictionaries.count - 1
        case let value:
            words[slot] = kind.word(of: value) ?? 0
        }
    }

    /// Its value put back where the variable holds it.
    func write(from words: NumericFrame, on stack: NumericStack, to ref: Ref) {
        switch shape {
        case .array, .objects: ref.value = .array(stack.arrays[words[slot]])
        case .string: ref.value = .string(stack.strings[words[slot]])
        case .dictionary: ref.value = .dictionary(stack.dictionaries[words[slot]])
        case .scalar: if isWritten { ref.value = kind.value(of: words[slot]) }
        }
    }

    /// What the loop's body finds by its name.
    func local(outer k: Int) -> NumericBody.Local {
        NumericBody.Local(slot: slot, kind: kind, isVariable: isVariable, shape: shape, outer: k)
    }
}

extension NumericBody {
    /// A loop's statement: its code counts no step of the statement, which the general path counted.
    mutating func loopStatement(_ s: StmtSyntax) throws -> NumericStatement {
        switch s.as(StmtSyntaxEnum.self) {
        case .forStmt(let f): try forLoop(f, counting: nil)
        case .whileStmt(let w): try whileLoop(w, counting: nil)
        default: throw NumericRefusal()
        }
    }

    /// `name` outside `loop`, where `scope` finds it: given a slot, read when the loop starts.
    mutating func outerVariable(_ name: String, of loop: NumericLoop, in scope: Scope) -> Local? {
        if let k = loop.outer.firstIndex(where: { $0.name == name }) { return loop.outer[k].local(outer: k) }
        guard let ref = NumericLoop.variable(name, in: scope) else { return nil }
        if case .unknown = ref.value { loop.metUnknownValue = true }
        guard let type = NumericOuterVariable.type(of: ref) else { return nil }
        let variable = NumericOuterVariable(name: name, slot: newSlot(), kind: type.kind, shape: type.shape, isVariable: !ref.isConstant)
        let k = loop.add(outer: variable)
        return variable.local(outer: k)
    }
}
