import Foundation
import SwiftSyntax

/// `String(format: "%.1f", speed)`: Foundation's printf-style formatting, for the conversions Swift
/// code uses — `%d %i %u %x %X %o` (with `l`/`ll`), `%f %F %e %E %g %G`, `%@ %s`, `%c`, `%%`, with
/// flags, width and precision. Each placeholder is formatted by Foundation itself with its one
/// value, so the digits are exactly Foundation's; the values are taken in order.
extension Interpreter {
    package func formatted(_ format: String, _ values: [Value], at node: Syntax) throws -> String {
        // A value not known yet (a branch built only for its type) formats as nothing known.
        if values.contains(where: { if case .unknown = $0.unboxed { true } else { false } }) { return "" }
        var out = ""
        var rest = Substring(format)
        var next = 0
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            // Flags, width, precision and length, then the conversion.
            let spec = rest.prefix { "-+ 0#'123456789.hlqjzt".contains($0) }
            rest = rest.dropFirst(spec.count)
            guard let conversion = rest.first else { throw error(.formatPlaceholder, "%" + spec, at: node) }
            rest = rest.dropFirst()
            if conversion == "%" { out += "%"; continue }
            guard next < values.count else { throw error(.formatTooFewValues, format, values.count, at: node) }
            let value = values[next].unboxedForRead
            next += 1
            let placeholder = "%" + spec.filter { !"hlqjzt".contains($0) }
            switch conversion {
            case "d", "i", "u", "x", "X", "o", "c":
                guard let n = integer(value) else { throw error(.formatValueType, "%" + spec + String(conversion), typeName(of: value), "Int", at: node) }
                out += String(format: placeholder + "ll" + String(conversion), Int64(n))
            case "f", "F", "e", "E", "g", "G", "a", "A":
                guard let x = number(value) else { throw error(.formatValueType, "%" + spec + String(conversion), typeName(of: value), "Double", at: node) }
                out += String(format: placeholder + String(conversion), x)
            case "@", "s":
                // Padded as Foundation pads a string: `%-10@`, `%5s`.
                let text = describe(value)
                let width = Int(spec.filter(\.isNumber)) ?? 0
                let padding = String(repeating: " ", count: max(0, width - text.count))
                out += spec.contains("-") ? text + padding : padding + text
            default:
                throw error(.formatPlaceholder, "%" + spec + String(conversion), at: node)
            }
        }
        return out + rest
    }

    private func integer(_ value: Value) -> Int? {
        switch value {
        case .int(let n): n
        case .bool(let b): b ? 1 : 0
        default: nil
        }
    }
}
