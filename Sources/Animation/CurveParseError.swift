import ViewlabModel

/// A bad CURVE expression: what is wrong and where, drawn with a caret under the spot.
public struct CurveParseError: BilingualError, Equatable, CustomStringConvertible {
    /// The English text.
    public var message: String
    /// The text in both languages, for an error from the catalogue (`Messages/AnimationMessages.swift`).
    public var text: Bilingual?
    /// The input as given.
    public var input: String
    /// Character offset of the offending token (0-based).
    public var offset: Int

    public init(_ message: String, input: String, offset: Int) {
        self.message = message; self.input = input; self.offset = offset
    }

    /// An error from the catalogue, with the values for `%1`, `%2`, …
    init(_ entry: Message, _ values: Any..., input: String, offset: Int) {
        let text = entry.filled(with: values)
        self.text = text; message = text.en; self.input = input; self.offset = offset
    }

    /// `error: … (column N)`, the input, and a caret under column N.
    public var description: String { description(in: .en) }

    /// `description` in `language`.
    public func description(in language: DisplayLanguage) -> String {
        let first = Message.curveErrorAtColumn.filled(with: [Bilingual(message, message(in: .zh)), offset + 1])
        return "\(first(language))\n  \(input)\n  \(String(repeating: " ", count: offset))^"
    }

    /// Two errors are the same when they say the same thing at the same place.
    public static func == (a: CurveParseError, b: CurveParseError) -> Bool {
        a.message == b.message && a.input == b.input && a.offset == b.offset
    }
}
