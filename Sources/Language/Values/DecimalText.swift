extension Int {
    /// The text `String(self)` makes, its digits written straight into the new string: Swift's
    /// `String(Int)` goes through `BinaryInteger`'s generic description, which took a tenth of a
    /// string-building or dictionary-counting loop (`text += String(i % 10)`, `"k\(i % 100)"`, issue 26).
    var decimalText: String {
        // A digit (`String(i % 10)`) is one of ten strings made once.
        if 0 <= self && self < 10 { return Self.digitTexts[self] }
        let count = decimalCount
        return String(unsafeUninitializedCapacity: count) { utf8 in
            writeDecimal(into: utf8, endingAt: count)
            return count
        }
    }

    private static let digitTexts = (0..<10).map { String(UnicodeScalar(UInt8(ascii: "0") + UInt8($0))) }

    /// `text` followed by `decimalText`, made as one string: an interpolation's short text before
    /// a number (`"k\(i % 100)"`) would otherwise make the number's string and then a third.
    func decimalText(after text: String) -> String {
        let count = text.utf8.count + decimalCount
        return String(unsafeUninitializedCapacity: count) { utf8 in
            _ = utf8.initialize(from: text.utf8)
            writeDecimal(into: utf8, endingAt: count)
            return count
        }
    }

    /// How many bytes `decimalText` has: the digits, and a minus sign.
    private var decimalCount: Int {
        var count = self < 0 ? 2 : 1, rest = magnitude
        while rest >= 10 { rest /= 10; count += 1 }
        return count
    }

    /// `decimalText`'s bytes written to `utf8`, the last at `end - 1`.
    @inline(__always) private func writeDecimal(into utf8: UnsafeMutableBufferPointer<UInt8>, endingAt end: Int) {
        var rest = magnitude, k = end
        repeat {
            k -= 1
            utf8[k] = UInt8(truncatingIfNeeded: rest % 10) &+ UInt8(ascii: "0")
            rest /= 10
        } while rest > 0
        if self < 0 { utf8[k - 1] = UInt8(ascii: "-") }
    }
}
