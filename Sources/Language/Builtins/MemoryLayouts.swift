import SwiftSyntax

/// `MemoryLayout<T>.size`, `.stride`, `.alignment` and `MemoryLayout.size(ofValue:)`, as Swift lays
/// values out on a 64-bit device (iOS runs arm64; the Swift ABI's layout rules, not in the books):
/// scalars at their natural size, a String or Character in 16 bytes, a reference, array, set or
/// dictionary in one 8-byte pointer, a struct or tuple field by field, each at a multiple of its
/// alignment, an enum without payloads in the fewest bytes that number its cases. An Optional of a
/// type with spare bit patterns (a reference, String, collection, Bool, small enum, or a struct with
/// such a field) has its size; of another (Int, Double) one more byte. Other types are refused as
/// not supported yet.
extension Interpreter {
    /// A `MemoryLayout` static member, or nil when `typeName` is not a `MemoryLayout` type.
    func memoryLayoutMember(_ typeName: String, _ name: String, at node: Syntax) throws -> Value? {
        guard typeName == "MemoryLayout" || typeName.hasPrefix("MemoryLayout<") else { return nil }
        let measured = { [unowned self] (type: String) throws -> Layout in
            guard let layout = memoryLayout(of: type) else { throw unsupported(.api("'MemoryLayout<\(type)>'"), at: node) }
            return layout
        }
        if typeName.hasPrefix("MemoryLayout<") {
            let type = String(typeName.dropFirst(13).dropLast())
            switch name {
            case "size": return .int(try measured(type).size)
            case "alignment": return .int(try measured(type).alignment)
            case "stride": return .int(Self.stride(try measured(type)))
            default: return nil
            }
        }
        guard ["size", "stride", "alignment"].contains(name) else { return nil }
        // `MemoryLayout.size(ofValue: point)`: the layout of the value's type.
        return .function(Callable(name: name, kind: .builtin { [unowned self] args in
            guard let value = args.first?.value else { throw error(.missingArgument, name, at: node) }
            let layout = try measured(self.typeName(of: value))
            return .int(name == "size" ? layout.size : name == "alignment" ? layout.alignment : Self.stride(layout))
        }))
    }

    /// A type's size and alignment in bytes, and whether it has bit patterns no value uses (where
    /// an Optional keeps its nil).
    private typealias Layout = (size: Int, alignment: Int, spare: Bool)

    private static func stride(_ layout: Layout) -> Int {
        max(1, (layout.size + layout.alignment - 1) / layout.alignment * layout.alignment)
    }

    private func memoryLayout(of rawName: String) -> Layout? {
        let name = rawName.trimmingCharacters(in: .whitespaces)
        switch name {
        case "Int", "UInt", "Int64", "UInt64", "Double", "CGFloat", "TimeInterval", "Float64": return (8, 8, false)
        case "Int32", "UInt32", "Float", "Float32": return (4, 4, false)
        case "Int16", "UInt16": return (2, 2, false)
        case "Int8", "UInt8": return (1, 1, false)
        case "Bool": return (1, 1, true)
        case "String", "Character": return (16, 8, true)
        case "Void", "()": return (0, 1, false)
        default: break
        }
        if name.hasPrefix("["), name.hasSuffix("]") { return (8, 8, true) }
        if name.hasPrefix("Array<") || name.hasPrefix("Set<") || name.hasPrefix("Dictionary<") { return (8, 8, true) }
        if let wrapped = optionalWrapped(name), let wrapped {
            guard let inner = memoryLayout(of: wrapped) else { return nil }
            return inner.spare ? inner : (inner.size + 1, inner.alignment, true)
        }
        if name.hasPrefix("("), name.hasSuffix(")") {
            return fields(name.dropFirst().dropLast().split(separator: ",").map { String($0.split(separator: ":").last ?? $0) })
        }
        guard let type = types[name] else { return nil }
        switch type.kind {
        case .classType: return (8, 8, true)
        case .structure:
            let fields = type.stored.map { $0.wrapper == nil ? $0.type?.trimmedDescription : nil }
            guard fields.allSatisfy({ $0 != nil }) else { return nil }
            return self.fields(fields.compactMap { $0 })
        case .enumeration:
            guard type.cases.allSatisfy(\.parameters.isEmpty) else { return nil }
            let n = type.cases.count
            return n <= 1 ? (0, 1, false) : n < 256 ? (1, 1, true) : (2, 2, true)
        default: return nil
        }
    }

    /// Fields in order, each at a multiple of its alignment.
    private func fields(_ names: [String]) -> Layout? {
        var layout: Layout = (0, 1, false)
        for name in names {
            guard let field = memoryLayout(of: name) else { return nil }
            layout.size = (layout.size + field.alignment - 1) / field.alignment * field.alignment + field.size
            layout.alignment = max(layout.alignment, field.alignment)
            layout.spare = layout.spare || field.spare
        }
        return layout
    }
}
