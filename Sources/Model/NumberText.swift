/// Numbers the way viewlab prints them: at most two decimals, no trailing zeros (spec layout.md §4:
/// "Numbers print with ≤2 decimals (18.75, 266.67)").
///
/// The text is written as bytes, which a listing appends straight to its output: a 10,000-row
/// `viewlab layout` prints 80,000 numbers, and making each a string, then interpolating it into
/// another, cost more than laying the rows out.
public func formatNumber(_ value: Double) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: NumberText.longest) { buffer in
        String(decoding: buffer[..<NumberText.write(value, to: buffer.baseAddress!)], as: UTF8.self)
    }
}

/// A proposed dimension: a number, or `nil` for "unspecified".
public func formatDimension(_ value: Double?) -> String { value.map(formatNumber) ?? "nil" }

extension Array where Element == UInt8 {
    /// `formatNumber(value)` appended as UTF-8.
    public mutating func appendNumber(_ value: Double) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: NumberText.longest) { buffer in
            append(contentsOf: buffer[..<NumberText.write(value, to: buffer.baseAddress!)])
        }
    }
}

extension String {
    /// The string a value's `write(to:)` appends as UTF-8 (a `description` and the listing that
    /// writes the same text as bytes share one spelling this way).
    public init(writtenBy write: (inout [UInt8]) -> Void) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        write(&bytes)
        self.init(decoding: bytes, as: UTF8.self)
    }
}

private enum NumberText {
    /// Bytes enough for any number's text: "-1.7976931348623157e+308" is 24.
    static let longest = 32

    /// Writes the number's text at `p` and returns its length in bytes.
    static func write(_ value: Double, to p: UnsafeMutablePointer<UInt8>) -> Int {
        if value.isNaN { return copy("nan", to: p) }
        if value == .infinity { return copy("∞", to: p) }
        if value == -.infinity { return copy("-∞", to: p) }
        // Beyond 1e15 two decimals mean nothing and would not fit an Int: print as Swift does.
        if abs(value) >= 1e15 { return copy(String(describing: value), to: p) }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() && abs(rounded) < 1e15 {
            let whole = Int(rounded)
            var n = 0
            if whole < 0 { p[0] = UInt8(ascii: "-"); n = 1 }
            return n + digits(whole.magnitude, to: p + n)
        }
        // Two fixed decimals (without Foundation's locale-dependent formatting), trailing zeros
        // dropped.
        var n = 0
        if rounded < 0 { p[0] = UInt8(ascii: "-"); n = 1 }
        let hundredths = UInt((abs(rounded) * 100).rounded())
        n += digits(hundredths / 100, to: p + n)
        p[n] = UInt8(ascii: ".")
        p[n + 1] = UInt8(ascii: "0") + UInt8(hundredths % 100 / 10)
        p[n + 2] = UInt8(ascii: "0") + UInt8(hundredths % 10)
        n += 3
        while p[n - 1] == UInt8(ascii: "0") { n -= 1 }
        return n
    }

    /// Writes the decimal digits of `number` at `p` and returns how many.
    private static func digits(_ number: UInt, to p: UnsafeMutablePointer<UInt8>) -> Int {
        var count = 1, rest = number / 10
        while rest > 0 { count += 1; rest /= 10 }
        var remaining = number
        for i in stride(from: count - 1, through: 0, by: -1) {
            p[i] = UInt8(ascii: "0") + UInt8(remaining % 10)
            remaining /= 10
        }
        return count
    }

    private static func copy(_ text: String, to p: UnsafeMutablePointer<UInt8>) -> Int {
        var n = 0
        for byte in text.utf8 { p[n] = byte; n += 1 }
        return n
    }
}
