extension Int {
    /// The text `String(self)` makes, its digits written straight into the new string: Swift's
    /// `String(Int)` goes through `BinaryInteger`'s generic description, which took a tenth of a
    /// string-building or dictionary-counting loop (`text += String(i % 10)`, `"k\(i % 100)"`, issue 26).
    var decimalText: String {
        let magnitude = self.magnitude
        var count = self < 0 ? 2 : 1, rest = magnitude
        while rest >= 10 { rest /= 10; count += 1 }
        return String(unsafeUninitializedCapacity: count) { utf8 in
            var rest = magnitude, k = count
            repeat {
                k -= 1
                utf8[k] = UInt8(truncatingIfNeeded: rest % 10) &+ UInt8(ascii: "0")
                rest /= 10
            } while rest > 0
            if self < 0 { utf8[0] = UInt8(ascii: "-") }
            return count
        }
    }
}
