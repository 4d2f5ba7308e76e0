import SwiftSyntax
import Synchronization

/// A lexical scope: variables and local functions, a link to the enclosing scope, and inside a method
/// the `self` whose members are visible by their bare names.
package final class Scope {
    // Read at every name lookup; no access spans a call (a declaration replaces an entry), so the
    // exclusivity checks are left out.
    @exclusivity(unchecked) package var variables = Variables()
    @exclusivity(unchecked) package private(set) var functions: [String: [Callable]] = [:]
    /// Changes whenever `functions` does, and differs between scopes: a call site that kept a
    /// function found here knows by it that the function is still the one its name means.
    package private(set) var functionsStamp = 0
    package let parent: Scope?
    /// `parent`, which holds it, as a reference that a walk out reads without retaining.
    private let unretainedParent: Unmanaged<Scope>?
    /// Set in a method, initializer or computed property: bare names look at `self`'s members
    /// after the locals and before the globals, as in Swift.
    package var selfRef: Ref?
    /// The type whose static context this is (`Self`, static members by bare name).
    package var selfType: String?

    package init(parent: Scope?, selfRef: Ref? = nil, selfType: String? = nil) {
        self.parent = parent
        unretainedParent = parent.map(Unmanaged.passUnretained)
        self.selfRef = selfRef
        self.selfType = selfType ?? parent?.selfType
    }

    package func declare(_ name: String, _ value: Value, constant: Bool = false, optional: Bool = false, optionalElements: Bool = false,
                         type: TypeSyntax? = nil) {
        // A loop's next iteration declares its names again into the scope it reuses (`iteration`):
        // the variable nothing else holds takes the new value rather than a new allocation.
        if let ref = variables.unshared(name), ref.isReusable(asConstant: constant) {
            ref.value = value
            ref.isDeclaredOptional = optional
            ref.hasOptionalElements = optionalElements
            ref.declaredType = type
            return
        }
        let ref = Ref(value, isConstant: constant)
        ref.isDeclaredOptional = optional
        ref.hasOptionalElements = optionalElements
        ref.declaredType = type
        variables.set(name, ref)
    }

    /// A declaration of the same signature as one declared here replaces it: the REPL's
    /// `func f() -> Int { 2 }` after `func f() -> Int { 1 }` is the `f` calls mean from then on (in
    /// a file Swift refuses the second as a redeclaration). Another signature is an overload.
    package func declareFunction(_ name: String, _ function: Callable) {
        if let k = functions[name]?.firstIndex(where: { Self.sameSignature($0, function) }) {
            functions[name]![k] = function
        } else {
            functions[name, default: []].append(function)
        }
        DeclarationEpoch.declared(name)
        functionsStamp = Scope.stamps.add(1, ordering: .relaxed).newValue
    }
    private static let stamps = Atomic<Int>(0)

    /// Whether two learner functions have the same argument labels, parameter types and result type.
    private static func sameSignature(_ a: Callable, _ b: Callable) -> Bool {
        guard case .user(let f) = a.kind, case .user(let g) = b.kind, f.parameters.count == g.parameters.count,
              f.returnType?.trimmedDescription == g.returnType?.trimmedDescription else { return false }
        return zip(f.parameters, g.parameters).allSatisfy { p, q in
            p.label == q.label && p.type?.trimmedDescription == q.type?.trimmedDescription && p.isInout == q.isInout
        }
    }

    /// The scope of a loop's next iteration, inside `parent`: the last iteration's when nothing else
    /// holds it (no closure or local function made in the body kept it), so that a loop allocates one
    /// scope rather than one an iteration. Its variables stay: a body declares each name again before
    /// it reads it (Swift allows no use before a declaration), and a closure that could see the old
    /// ones would have kept the scope. A body whose declaration reads its own name (`guard let first`)
    /// reads the name outside first, so its loop is not `reusable` (`LoopLowering.readsNamesItDeclares`)
    /// and gets a new scope each iteration. Its local functions go, since declaring adds an overload.
    package static func iteration(after previous: inout Scope?, in parent: Scope, reusable: Bool) -> Scope {
        if reusable, previous != nil, isKnownUniquelyReferenced(&previous!) {
            let reused = previous!
            if !reused.functions.isEmpty {
                reused.functions = [:]
                reused.functionsStamp = Scope.stamps.add(1, ordering: .relaxed).newValue
            }
            return reused
        }
        let fresh = Scope(parent: parent)
        previous = fresh
        return fresh
    }

    /// A scope for a call of `u` that binds its arguments without evaluating code in the scope (a
    /// plain call, `Interpreter.callPlain`, or a closure's): one a finished call left (`finishedCall`)
    /// when there is one, holding only what that call kept of its parameters, which this call
    /// declares again before the body runs. So a function or closure called in a loop, or a
    /// recursion's calls once it has been as deep, allocate no scope and no parameter variables, and
    /// the body starts from what a new scope would hold.
    package static func forCall(of u: UserFunction, selfRef: Ref?, selfType: String?) -> Scope {
        guard let spare = u.spareScopes.popLast() else { return Scope(parent: u.closureScope, selfRef: selfRef, selfType: selfType) }
        spare.selfRef = selfRef
        spare.selfType = selfType ?? spare.parent?.selfType
        return spare
    }

    /// A call of `u` returned from `scope`: kept for a later call when nothing else holds the scope
    /// (no closure or local function made in the body) or a kept variable, up to `sparesKept` of
    /// them. Only the first `count` variables stay (parameters every call declares); the body's own
    /// go, and the values kept and `self` are let go now, as Swift's are at the return (a class
    /// instance's `deinit` runs then), so a body's `guard let first` reads no `first` of the last call.
    package static func finishedCall(_ scope: inout Scope, of u: UserFunction, keepingFirst count: Int) {
        guard u.spareScopes.count < sparesKept, isKnownUniquelyReferenced(&scope), scope.functions.isEmpty,
              scope.variables.empty(keepingFirst: count) else { return }
        scope.selfRef = nil
        u.spareScopes.append(scope)
    }

    /// Not in source: enough for the recursions learners write (`fib`, a tree's depth) to run with
    /// no allocation once as deep, few enough that a deep recursion keeps little once it returns.
    private static let sparesKept = 64

    /// The function declared here under `name`, if any. Most scopes declare none, and asking an empty
    /// dictionary would still hash the name.
    package func function(named name: String) -> Callable? {
        functions.isEmpty ? nil : functions[name]?.first
    }

    /// Every function declared here under `name`: its overloads, in declaration order.
    package func functions(named name: String) -> [Callable] {
        functions.isEmpty ? [] : functions[name] ?? []
    }

    /// `body` given the scope `hops` levels out from this one (this one for 0), if there are that
    /// many. The scopes on the way are walked without retaining each (each holds its parent, and this
    /// scope is held by the caller), nor is the one found: a name's site walks out to its variable's
    /// scope at every read, and a retain and a release of every scope on the way were a third of it.
    @inline(__always) package func withAncestor<T>(_ hops: Int, _ body: (Scope) -> T?) -> T? {
        var s = Unmanaged.passUnretained(self)
        for _ in 0..<hops {
            guard let parent = s._withUnsafeGuaranteedRef({ $0.unretainedParent }) else { return nil }
            s = parent
        }
        return s._withUnsafeGuaranteedRef(body)
    }

    /// The nearest `self`, if any.
    package var enclosingSelf: Ref? { selfRef ?? parent?.enclosingSelf }
}
