import SwiftSyntax

/// A learner's `OptionSet` (`struct Permissions: OptionSet { let rawValue: Int … }`): the standard
/// library's `SetAlgebra` members on the bits of `rawValue`, and an array literal of options as
/// their union (Swift's `ExpressibleByArrayLiteral` conformance of every OptionSet).
extension Interpreter {
    /// Whether `value` is an instance of a learner's OptionSet type.
    func isOptionSet(_ value: Value) -> Bool {
        guard case .instance(let i) = value.unboxed else { return false }
        return types[i.typeName]?.conforms(to: "OptionSet") == true
    }

    /// `[.read, .write]` as a `Permissions`: the options' bits together.
    func optionSet(_ items: [Value], of type: TypeDeclaration, at node: some SyntaxProtocol) throws -> Value {
        var bits = 0
        for item in items { bits |= try rawBits(try coerce(item, toTypeNamed: type.name, at: node), at: node) }
        return try make(type.name, bits, at: Syntax(node))
    }

    /// `contains`, `insert`, `remove`, `union`, …; nil for a name that is not SetAlgebra's.
    func optionSetMethod(_ name: String, on target: inout Value, _ args: [Argument], at node: Syntax) throws -> Value? {
        guard case .instance(let instance) = target.unboxed else { return nil }
        let typeName = instance.typeName
        let bits = try rawBits(target, at: node)
        func other() throws -> Int {
            guard let value = args.first?.value else { throw error(.missingArgument, name, at: node) }
            return try rawBits(try coerce(value, toTypeNamed: typeName, at: node), at: node)
        }
        switch name {
        case "contains": return .bool(try bits & other() == other())
        case "isSubset": return .bool(try bits & ~other() == 0)
        case "isSuperset": return .bool(try ~bits & other() == 0)
        case "isDisjoint": return .bool(try bits & other() == 0)
        case "union": return try make(typeName, bits | other(), at: node)
        case "intersection": return try make(typeName, bits & other(), at: node)
        case "subtracting": return try make(typeName, bits & ~other(), at: node)
        case "symmetricDifference": return try make(typeName, bits ^ other(), at: node)
        case "formUnion": target = try make(typeName, bits | other(), at: node); return .void
        case "formIntersection": target = try make(typeName, bits & other(), at: node); return .void
        case "subtract": target = try make(typeName, bits & ~other(), at: node); return .void
        case "formSymmetricDifference": target = try make(typeName, bits ^ other(), at: node); return .void
        case "insert", "update":
            // `insert` answers (inserted, memberAfterInsert), `update(with:)` the member it replaced.
            let member = try other()
            target = try make(typeName, bits | member, at: node)
            let given = try make(typeName, member, at: node)
            if name == "update" { return bits & member == member ? given : .nilValue }
            return .tuple([TupleElement(label: "inserted", value: .bool(bits & member != member)),
                           TupleElement(label: "memberAfterInsert", value: given)])
        case "remove":
            // The options that were there, or nil.
            let member = try other()
            target = try make(typeName, bits & ~member, at: node)
            return bits & member == 0 ? .nilValue : try make(typeName, bits & member, at: node)
        default: return nil
        }
    }

    static let optionSetMutators: Set<String> = ["insert", "update", "remove", "formUnion", "formIntersection", "subtract", "formSymmetricDifference"]

    /// `isEmpty`, or nil.
    func optionSetProperty(_ name: String, of value: Value, at node: Syntax) throws -> Value? {
        name == "isEmpty" ? .bool(try rawBits(value, at: node) == 0) : nil
    }

    private func rawBits(_ value: Value, at node: some SyntaxProtocol) throws -> Int {
        guard case .instance(let i) = value.unboxed, case .int(let bits)? = i.fields["rawValue"]?.unboxed else {
            throw error(.optionSetRawValue, typeName(of: value), at: node)
        }
        return bits
    }

    private func make(_ typeName: String, _ bits: Int, at node: Syntax) throws -> Value {
        guard let type = types[typeName] else { throw error(.optionSetRawValue, typeName, at: node) }
        return try construct(type, [Argument(label: "rawValue", value: .int(bits))], at: node)
    }
}
