/// A bad CURVE expression: what is wrong and where, drawn with a caret under the spot.
public struct CurveParseError: Error, Equatable, CustomStringConvertible {
    public var message: String
    /// The input as given.
    public var input: String
    /// Character offset of the offending token (0-based).
    public var offset: Int

    public init(_ message: String, input: String, offset: Int) {
        self.message = message; self.input = input; self.offset = offset
    }

    /// `error: … (column N)`, the input, and a caret under column N.
    public var description: String {
        "error: \(message) (column \(offset + 1))\n  \(input)\n  \(String(repeating: " ", count: offset))^"
    }
}
