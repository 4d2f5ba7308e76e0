import ViewlabModel

/// Minimal JSON writing for the layout and explain formats: strings escaped, numbers unrounded.
enum JSONText {
    /// A JSON number, unrounded (cli-contract.md): `71`, `94.66666666666667`. JSON has no infinity;
    /// `1e999` is a valid JSON number that parsers read as infinity (a documented viewlab choice).
    static func number(_ value: Double) -> String { String(writtenBy: { write(number: value, to: &$0) }) }

    static func number(_ value: Double?) -> String { value.map(number) ?? "null" }

    static func string(_ text: String?) -> String {
        guard let text else { return "null" }
        return String(writtenBy: { write(string: text, to: &$0) })
    }

    /// `number(value)` appended as UTF-8 (a listing of thousands of frames writes bytes, not strings).
    static func write(number value: Double, to out: inout [UInt8]) {
        if value.isInfinite { return out.append(contentsOf: (value > 0 ? "1e999" : "-1e999").utf8) }
        if value.isNaN { return out.append(contentsOf: "null".utf8) }
        if value == value.rounded(), abs(value) < 1e15 { return out.append(contentsOf: String(Int(value)).utf8) }
        out.append(contentsOf: value.description.utf8)
    }

    /// `string(text)` appended as UTF-8.
    static func write(string text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        defer { out.append(UInt8(ascii: "\"")) }
        // Most texts (type names, paths) need no escape: appended whole, not scalar by scalar.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            return out.append(contentsOf: text.utf8)
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
            case UInt8(ascii: "\n"): out.append(contentsOf: "\\n".utf8)
            case UInt8(ascii: "\r"): out.append(contentsOf: "\\r".utf8)
            case UInt8(ascii: "\t"): out.append(contentsOf: "\\t".utf8)
            case ..<0x20:
                let hex = String(byte, radix: 16)
                out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            default: out.append(byte)
            }
        }
    }

    /// `rect(r)` appended as UTF-8.
    static func write(rect r: Rect, to out: inout [UInt8]) {
        out.append(contentsOf: "{\"x\": ".utf8)
        write(number: r.minX, to: &out)
        out.append(contentsOf: ", \"y\": ".utf8)
        write(number: r.minY, to: &out)
        out.append(contentsOf: ", \"width\": ".utf8)
        write(number: r.width, to: &out)
        out.append(contentsOf: ", \"height\": ".utf8)
        write(number: r.height, to: &out)
        out.append(UInt8(ascii: "}"))
    }

    static func rect(_ r: Rect) -> String { String(writtenBy: { write(rect: r, to: &$0) }) }

    static func size(_ s: Size) -> String { "{\"width\": \(number(s.width)), \"height\": \(number(s.height))}" }

    static func proposal(_ p: ProposedViewSize) -> String {
        "{\"width\": \(number(p.width)), \"height\": \(number(p.height))}"
    }

    static func point(_ p: Point) -> String { "{\"x\": \(number(p.x)), \"y\": \(number(p.y))}" }
}
