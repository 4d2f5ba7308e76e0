import ViewlabModel

/// Whether two values are the same to the update cycle: a view whose properties are all the same
/// as last time is not re-run (`@self`, update-cycle-research.md §2.1), and an `@Observable` write of
/// an equal value notifies no one (§3.1). SwiftUI compares with `==` where a type has it and by
/// fields otherwise; the policy for what has neither (view-trees-state.md §2.6, "policy needed"):
/// closures are always different, two bindings are the same when they project the same state and
/// read equal values, objects are compared by identity, and view values are always different
/// (but a `Color`, which is `Equatable`).
package func sameValue(_ a: Value, _ b: Value) -> Bool {
    switch (a, b) {
    case (.view(.color(let x)), .view(.color(let y))):
        return x == y
    case (.function, _), (_, .function), (.view, _), (_, .view):
        return false
    case (.binding(let x), .binding(let y)):
        guard let s = x.source, s === y.source else { return false }
        return valuesEqual((try? x.get()) ?? .nilValue, (try? y.get()) ?? .nilValue)
    case (.array(let x), .array(let y)) where x.count == y.count:
        // An array not written since shares its storage: the same buffer is the same value, with
        // no element compared (a 1,000-row list read by a body is checked on every pass).
        let shared = x.withUnsafeBufferPointer { a in y.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
        return shared || zip(x, y).allSatisfy(sameValue)
    case (.box(let x), .box(let y)):
        return x === y || sameValue(x.value, y.value)
    case (.instance(let x), .instance(let y)):
        return x.typeName == y.typeName && x.order == y.order && x.order.allSatisfy { sameValue(x.fields[$0]!, y.fields[$0]!) }
    default:
        return valuesEqual(a, b)
    }
}

extension Value {
    /// Whether the update cycle sees `other` as the same value (the policy above).
    public func isSame(as other: Value) -> Bool { sameValue(self, other) }
}
