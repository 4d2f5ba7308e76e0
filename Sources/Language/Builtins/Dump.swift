import SwiftSyntax

/// `dump(_:)`: the standard library's `_dump_unlocked` (stdlib/public/core/Dump.swift), one line a
/// value, `▿` before one with children and `-` before a leaf, children two spaces further in. Types
/// are qualified with `main`, a script's module name. Checked against swiftc 6.3's output.
extension Interpreter {
    func dumped(_ value: Value) -> String {
        var out = ""
        var objects: [ObjectIdentifier: Int] = [:]
        dump(value, name: nil, declaredOptional: false, indent: 0, into: &out, objects: &objects)
        return out
    }

    private func dump(_ value: Value, name: String?, declaredOptional: Bool, indent: Int,
                      into out: inout String, objects: inout [ObjectIdentifier: Int]) {
        let value = value.unboxedForRead
        var (summary, children) = mirror(of: value)
        // viewlab's Optional is its value; a property declared `T?` that holds one is shown as Swift's
        // Mirror shows the Optional: its `some` child.
        if declaredOptional, !value.isNil {
            summary = "Optional(\(describe(value, quoted: true)))"
            children = [("some", value, false)]
        }
        var line = String(repeating: " ", count: indent) + (children.isEmpty ? "- " : "▿ ") + (name.map { $0 + ": " } ?? "") + summary
        if case .object(let o) = value {
            // A class instance is numbered the first time it is met, and not walked again.
            if let seen = objects[ObjectIdentifier(o)] {
                out += line + " #\(seen)\n"
                return
            }
            objects[ObjectIdentifier(o)] = objects.count
            line += " #\(objects.count - 1)"
        }
        out += line + "\n"
        for child in children {
            dump(child.value, name: child.label, declaredOptional: child.optional, indent: indent + 2, into: &out, objects: &objects)
        }
    }

    /// The summary Swift's dump prints for a value, and its Mirror's children (label, value, whether
    /// the property holding it is declared Optional).
    private func mirror(of value: Value) -> (String, [(label: String?, value: Value, optional: Bool)]) {
        func count(_ n: Int, _ one: String, _ many: String) -> String { n == 1 ? "1 \(one)" : "\(n) \(many)" }
        func fields(_ typeName: String, _ names: [String], _ values: (String) -> Value?) -> [(label: String?, value: Value, optional: Bool)] {
            let stored = types[typeName]?.stored ?? []
            return names.compactMap { name in
                values(name).map { v in
                    let type = stored.first { $0.name == name }?.type
                    return (name, v, type?.is(OptionalTypeSyntax.self) == true || type?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true)
                }
            }
        }
        let own = ownDescription(value)
        switch value {
        case .array(let items):
            return (count(items.count, "element", "elements"), items.map { (nil, $0, false) })
        case .dictionary(let d):
            let pairs = zip(d.keys, d.values).map { Value.tuple([TupleElement(label: "key", value: $0), TupleElement(label: "value", value: $1)]) }
            return (count(pairs.count, "key/value pair", "key/value pairs"), pairs.map { (nil, $0, false) })
        case .tuple(let elements):
            return ("(" + count(elements.count, "element", "elements") + ")",
                    elements.enumerated().map { ($1.label ?? ".\($0)", $1.value, false) })
        case .range(let lower, let upper, let closed) where !lower.isNil && !upper.isNil:
            return ("\(closed ? "ClosedRange" : "Range")(\(describe(value)))", [("lowerBound", lower, false), ("upperBound", upper, false)])
        case .instance(let i):
            return (own ?? "main." + i.typeName, fields(i.typeName, i.order) { i.fields[$0] })
        case .object(let o):
            return (own ?? "main." + o.typeName, fields(o.typeName, o.order) { o.fields[$0] })
        case .enumCase(let c):
            let summary = own ?? "main.\(c.typeName).\(c.name)"
            if c.associated.isEmpty { return (summary, []) }
            // One payload is the case's child; several are a tuple of them.
            let payload = c.associated.count == 1 && c.associated[0].label == nil ? c.associated[0].value : .tuple(c.associated)
            return (summary, [(c.name, payload, false)])
        default:
            return (own ?? describe(value, quoted: true), [])
        }
    }
}
