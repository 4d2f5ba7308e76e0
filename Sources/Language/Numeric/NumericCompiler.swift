import SwiftSyntax

/// Compiles global functions, methods of structs that are not `mutating`, and methods of classes,
/// to the numeric tier (`NumericFunction`): a function whose parameters and result are Int, Double
/// or Bool or arrays of them (its result also a tuple of these, or nothing), whose body declares,
/// assigns and computes only such values (`NumericBody` says what it takes; a method also reads
/// `self`'s stored numbers and arrays of them, and a class's method writes them), and whose
/// calls go to functions compiled too. Anything else (a string, a print, a global variable, a
/// closure, another method) keeps the function on the general path: the tier is only a faster way
/// to run what the general path runs.
///
/// It also compiles loops of the general path (`NumericLoop`): their variables outside them, the
/// strings they append to, and their objects' methods.
///
/// A compilation starts at a function's first plain call and takes in every function its calls
/// reach; a function fails when its body does or when a function it calls fails.
final class NumericCompiler {
    private let interpreter: Interpreter
    private let stamp: Int
    private var made: [ObjectIdentifier: Made] = [:]
    private var queue: [Made] = []

    private final class Made {
        let user: UserFunction
        let function: NumericFunction
        var callees: [ObjectIdentifier] = []
        var failed = false
        init(user: UserFunction, function: NumericFunction) { self.user = user; self.function = function }
    }

    private init(_ interpreter: Interpreter) {
        self.interpreter = interpreter
        stamp = interpreter.globals.functionsStamp
    }

    /// `u`'s numeric form, compiled now if the global functions changed since it was worked out;
    /// for a method, `selfType` is the struct it is called on.
    static func form(of u: UserFunction, named name: String, selfType: String? = nil, in interpreter: Interpreter) -> NumericFunction? {
        switch u.numeric {
        case .compiled(let n) where n.isCurrent(at: interpreter.globals.functionsStamp): return n.selfType == selfType ? n : nil
        case .refused(let stamp) where stamp == interpreter.globals.functionsStamp: return nil
        default: break
        }
        let compiler = NumericCompiler(interpreter)
        guard let root = compiler.function(for: u, named: name, selfType: selfType) else { return nil }
        while let next = compiler.queue.popLast() { compiler.compile(next) }
        compiler.settle()
        return compiler.made[ObjectIdentifier(u)]?.failed == false ? root : nil
    }

    /// What compiling a loop of the general path gave: a refusal says nothing of a later run when
    /// the loop met a value of a branch not taken (`NumericLoop.metUnknownValue`).
    enum LoopForm {
        case compiled(NumericLoop)
        case refused
        case metUnknownValue
    }

    /// `s`, a loop of the general path running in `scope`, compiled (`NumericLoop`) with every
    /// function its calls reach, unless it or one of them has no numeric form.
    static func loop(_ s: StmtSyntax, in scope: Scope, interpreter: Interpreter) -> LoopForm {
        let compiler = NumericCompiler(interpreter)
        let loop = NumericLoop(stamp: compiler.stamp)
        compiler.loopScope = scope
        var body = NumericBody(compiler: compiler, interpreter: interpreter, loop: loop, in: scope)
        let code = try? body.loopStatement(s)
        while let next = compiler.queue.popLast() { compiler.compile(next) }
        compiler.settle()
        guard let code, !compiler.loopCallees.contains(where: { compiler.made[$0]?.failed == true }) else {
            return loop.metUnknownValue ? .metUnknownValue : .refused
        }
        loop.body = code
        loop.frame.slotCount = max(1, body.slotCount)
        return .compiled(loop)
    }
    /// The scope of the loop compiled, and the functions its calls go to.
    private var loopScope: Scope?
    private var loopCallees: [ObjectIdentifier] = []

    /// The numeric form of `u`, a method of class `type` that a loop calls on its objects
    /// (`NumericObjectCalls.swift`), recorded as the loop's callee.
    func method(_ u: UserFunction, named name: String, of type: String) -> NumericFunction? {
        guard let n = function(for: u, named: name, selfType: type) else { return nil }
        loopCallees.append(ObjectIdentifier(u))
        return n
    }

    /// The numeric function a call goes to: one compiled at this stamp, or one this compilation
    /// makes (its body compiled later); nil when its declaration has no numeric form.
    func function(for u: UserFunction, named name: String, selfType: String? = nil) -> NumericFunction? {
        if let entry = made[ObjectIdentifier(u)] { return entry.function.selfType == selfType ? entry.function : nil }
        switch u.numeric {
        case .compiled(let n) where n.isCurrent(at: stamp): return n.selfType == selfType ? n : nil
        case .refused(let s) where s == stamp: return nil
        default: break
        }
        // `async` and `throws` functions keep the general path, which knows what those effects do.
        guard isDeclaredWhereTaken(u, selfType: selfType), !u.isViewBuilder, !u.isMutating, u.body != nil,
              let declaration = u.declaration.as(FunctionDeclSyntax.self), declaration.signature.effectSpecifiers == nil,
              let result = NumericResult(u.returnType) else {
            refuse(u)
            return nil
        }
        var parameters: [NumericType] = []
        for p in u.parameters {
            guard p.defaultValue == nil, !p.isInout, !p.isVariadic, !p.isAutoclosure, !p.isViewBuilder,
                  let type = NumericType(p.type) else {
                refuse(u)
                return nil
            }
            parameters.append(type)
        }
        let function = NumericFunction(name: name, parameters: parameters, result: result, stamp: stamp, selfType: selfType)
        let entry = Made(user: u, function: function)
        made[ObjectIdentifier(u)] = entry
        queue.append(entry)
        return entry.function
    }

    /// A global function, or a method declared in a struct or a class (or its extension) at the top
    /// level and called on that type: names in their bodies mean what they mean at the top level, or
    /// a property of `self`. (A protocol extension's method runs on many types: the general path.)
    /// Not a class whose writes are observed (`@Observable`, a property with `willSet` or `didSet`).
    private func isDeclaredWhereTaken(_ u: UserFunction, selfType: String?) -> Bool {
        guard let selfType else { return u.closureScope === interpreter.globals }
        let scope = u.closureScope
        guard scope.parent === interpreter.globals, scope.selfType == selfType, scope.selfRef == nil, scope.variables.names.isEmpty,
              let type = interpreter.types[selfType] else { return false }
        switch type.kind {
        case .structure: return true
        case .classType: return !type.isObservable && type.observers.isEmpty
        default: return false
        }
    }

    /// The call `e` in a body being compiled for `caller` (nil: a loop's): the function it goes to, as the general
    /// path finds it from the global scope (`CalleeSlot`), when that has a numeric form.
    /// Worked out once a call: typing its expression asks first, compiling it next.
    func callee(of e: FunctionCallExprSyntax, name: String, from caller: UserFunction?) -> (NumericFunction, [Interpreter.PendingArgument])? {
        if let found = callees[e.id] { return found }
        let i = interpreter
        let pending = i.pendingArguments(e)
        // In a loop, no scope between it and the global one may declare the name.
        guard i.globals.variables[name] == nil, loopScope.map({ NumericLoop.findsGlobalFunction(name, from: $0) }) ?? true,
              let f = i.overload(i.globals.functions(named: name), for: pending),
              let u = i.takesPlainArguments(f, pending), let n = function(for: u, named: f.name) else { return nil }
        // A tuple is made for the general path only; a call in the tier takes a word or an array.
        // A function returning nothing is called by a statement, which the tier does not take.
        switch n.result {
        case .tuple, .void: return nil
        case .word, .array: break
        }
        if let caller {
            made[ObjectIdentifier(caller)]?.callees.append(ObjectIdentifier(u))
        } else {
            loopCallees.append(ObjectIdentifier(u))
        }
        callees[e.id] = (n, pending)
        return (n, pending)
    }
    private var callees: [SyntaxIdentifier: (NumericFunction, [Interpreter.PendingArgument])] = [:]

    private func compile(_ entry: Made) {
        do {
            var body = NumericBody(compiler: self, interpreter: interpreter, function: entry.user, numeric: entry.function)
            entry.function.body = try body.compiled()
            entry.function.slotCount = max(1, body.slotCount)
        } catch {
            entry.failed = true
        }
    }

    /// A function that calls one that failed fails too; then each function's form is recorded.
    private func settle() {
        var changed = true
        while changed {
            changed = false
            for entry in made.values where !entry.failed && entry.callees.contains(where: { made[$0]?.failed == true }) {
                entry.failed = true
                changed = true
            }
        }
        for entry in made.values {
            if case .compiled(let old) = entry.user.numeric { old.retire() }
            if entry.failed {
                entry.function.retire()
                entry.user.numeric = .refused(stamp: stamp)
            } else {
                entry.user.numeric = .compiled(entry.function)
            }
        }
    }

    private func refuse(_ u: UserFunction) {
        if case .compiled(let old) = u.numeric { old.retire() }
        u.numeric = .refused(stamp: stamp)
    }
}

/// Why a body has no numeric form; never shown (the general path runs it).
struct NumericRefusal: Error {}
