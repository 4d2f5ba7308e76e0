import ViewlabModel

/// A bad CURVE expression: what is wrong and where, drawn with a caret under the spot.
public struct CurveParseError: Error, Equatable, CustomStringConvertible {
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
        let text = CurveParseError.fill(entry, values)
        self.text = text; message = text.en; self.input = input; self.offset = offset
    }

    /// An entry's texts with `values` in place; a value that is itself `Bilingual` (a part of a
    /// message from the catalogue, such as a suggestion) goes in in each language.
    static func fill(_ entry: Message, _ values: [Any]) -> Bilingual {
        func texts(in language: DisplayLanguage) -> [String] { values.map { ($0 as? Bilingual)?(language) ?? "\($0)" } }
        return Bilingual(entry.filled(texts(in: .en)).en, entry.filled(texts(in: .zh)).zh)
    }

    /// The message in `language`; English for an error not from the catalogue.
    public func message(in language: DisplayLanguage) -> String { text?(language) ?? message }

    /// `error: … (column N)`, the input, and a caret under column N.
    public var description: String { description(in: .en) }

    /// `description` in `language`.
    public func description(in language: DisplayLanguage) -> String {
        let first = CurveParseError.fill(.curveErrorAtColumn, [Bilingual(message, message(in: .zh)), offset + 1])
        return "\(first(language))\n  \(input)\n  \(String(repeating: " ", count: offset))^"
    }

    /// Two errors are the same when they say the same thing at the same place.
    public static func == (a: CurveParseError, b: CurveParseError) -> Bool {
        a.message == b.message && a.input == b.input && a.offset == b.offset
    }
}
