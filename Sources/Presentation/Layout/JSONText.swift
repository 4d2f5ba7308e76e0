import ViewlabModel

/// Minimal JSON writing for the layout and explain formats: strings escaped, numbers unrounded.
enum JSONText {
    /// A JSON number, unrounded (cli-contract.md): `71`, `94.66666666666667`. JSON has no infinity;
    /// `1e999` is a valid JSON number that parsers read as infinity (a documented viewlab choice).
    static func number(_ value: Double) -> String {
        if value.isInfinite { return value > 0 ? "1e999" : "-1e999" }
        if value.isNaN { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    static func number(_ value: Double?) -> String { value.map(number) ?? "null" }

    static func string(_ text: String?) -> String {
        guard let text else { return "null" }
        // Most texts (type names, paths) need no escape: quoted whole, not scalar by scalar.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func rect(_ r: Rect) -> String {
        "{\"x\": \(number(r.minX)), \"y\": \(number(r.minY)), \"width\": \(number(r.width)), \"height\": \(number(r.height))}"
    }

    static func size(_ s: Size) -> String { "{\"width\": \(number(s.width)), \"height\": \(number(s.height))}" }

    static func proposal(_ p: ProposedViewSize) -> String {
        "{\"width\": \(number(p.width)), \"height\": \(number(p.height))}"
    }

    static func point(_ p: Point) -> String { "{\"x\": \(number(p.x)), \"y\": \(number(p.y))}" }
}
