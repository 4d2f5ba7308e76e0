/// The function a call site's bare name found, kept from its first run: how many scopes out it is
/// declared, and that scope's `functionsStamp` then. A later run checks the stamp and skips the
/// walk and the hashed lookup. As with `LocalSlot`, nothing is kept past a scope with `self` or a
/// static context (a method or a static method may take the name first), nor for a name that a
/// variable holds (a closure in a `let`): those sites take the general path (`findCallee`).
package final class CalleeSlot {
    /// The function kept, and the function itself when the site's arguments go one to one to its
    /// parameters (`takesPlainArguments`, asked once: the site's arguments are the same every time).
    package typealias Kept = (function: Callable, plain: UserFunction?)
    private static let unresolved = -1, notKept = -2
    @exclusivity(unchecked) private var hops = CalleeSlot.unresolved
    @exclusivity(unchecked) private var stamp = 0
    @exclusivity(unchecked) private var kept: Kept?

    @inline(__always)package 
    func callable(_ name: String, from scope: Scope, for pending: [Interpreter.PendingArgument], in interpreter: Interpreter) -> Kept? {
        if hops >= 0 {
            if scope.withAncestor(hops, { $0.functionsStamp == stamp }) == true { return kept }
        } else if hops == Self.notKept {
            return nil
        }
        return resolve(name, from: scope, for: pending, in: interpreter)
    }

    /// The call site's arguments are the same every time, so the overload chosen once is kept.
    private func resolve(_ name: String, from scope: Scope, for pending: [Interpreter.PendingArgument], in interpreter: Interpreter) -> Kept? {
        var current: Scope? = scope
        var distance = 0
        while let s = current, s.variables[name] == nil {
            if let f = interpreter.overload(s.functions(named: name), for: pending) {
                hops = distance; stamp = s.functionsStamp; kept = (f, interpreter.takesPlainArguments(f, pending))
                return kept
            }
            if s.selfRef != nil || s.selfType != nil { break }
            current = s.parent
            distance += 1
        }
        hops = Self.notKept; kept = nil
        return nil
    }
}
