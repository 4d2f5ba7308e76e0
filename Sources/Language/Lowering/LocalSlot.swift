/// Where a name site's variable lives: how many scopes out from the one the site runs in, and its
/// position there (`Variables.slot(of:)`). A site resolves its name by walking the scopes once, at
/// its first run, as a resolver would before running; later runs go straight to the slot.
///
/// Slots are resolved at the first run rather than by a pass over the syntax, because which scope
/// declares a name can depend on what ran (the REPL's globals, `guard let`, a variable declared
/// in a `switch` case), and each use checks the name it finds there, so a slot that no longer
/// holds the name (a later REPL input redeclared it, say) is resolved again rather than misread.
/// Only variables found before any scope with a `self` or a function of that name are kept: past
/// those, a member of `self` or the function takes the name first (the order of `lookupName`), and
/// a site that found no slot stops looking, so that it walks the scopes once per run, not twice.
package final class LocalSlot {
    private static let unresolved = -1, notLocal = -2
    /// Scopes out from the site's, or `unresolved`, or `notLocal`.
    @exclusivity(unchecked) private var hops = LocalSlot.unresolved
    @exclusivity(unchecked) private var index = 0
    /// For a name that is not local: scopes out to the nearest with a `self`, when the walk stopped
    /// there (not at a function of the name), so that a read can go to `self`'s stored property.
    @exclusivity(unchecked) private var selfHops = LocalSlot.unresolved

    /// The variable `name` names from `scope`, if it is a variable this site can keep a slot for.
    /// One of the site's own scope (a loop's counter, a function's parameter), here and in the
    /// readers below, is found with no walk: the walk's closure is a call of its own.
    @inline(__always)package 
    func ref(_ name: String, from scope: Scope) -> Ref? {
        if hops == 0 {
            if let ref = scope.variables.ref(at: index, named: name) { return ref }
        } else if hops > 0 {
            if let ref = scope.withAncestor(hops, { $0.variables.ref(at: index, named: name) }) { return ref }
        } else if hops == Self.notLocal {
            return nil
        }
        return resolve(name, from: scope)
    }

    private func resolve(_ name: String, from scope: Scope) -> Ref? {
        var current: Scope? = scope
        var distance = 0
        while let s = current {
            if let (index, ref) = s.variables.slot(of: name) {
                hops = distance; self.index = index
                return ref
            }
            if s.function(named: name) != nil { break }
            if s.selfRef != nil { selfHops = distance; break }
            current = s.parent
            distance += 1
        }
        hops = Self.notLocal
        return nil
    }

    /// `ref(name, from:)`'s value, read in place.
    @inline(__always) package func readValue(_ name: String, from scope: Scope) -> Value? {
        if hops == 0, let value = scope.variables.readValue(at: index, named: name) { return value }
        if hops > 0, let value = scope.withAncestor(hops, { $0.variables.readValue(at: index, named: name) }) { return value }
        return ref(name, from: scope)?.readValue
    }

    /// `readValue` as a number (`Ref.number`), with no copy of the value made.
    @inline(__always) package func readNumber(_ name: String, from scope: Scope) -> NumberRead? {
        if hops == 0, let number = scope.variables.readNumber(at: index, named: name) { return number }
        if hops > 0, let number = scope.withAncestor(hops, { $0.variables.readNumber(at: index, named: name) }) { return number }
        return ref(name, from: scope)?.number
    }

    /// The `self` whose members the name means when it is not a local variable (`ref` found none):
    /// no scope on the way declares the name, so `self`'s stored property of that name, if it has
    /// one, is what the name reads.
    @inline(__always)package 
    func enclosingSelf(from scope: Scope) -> Ref? {
        selfHops >= 0 ? scope.withAncestor(selfHops, \.selfRef) : nil
    }
}
