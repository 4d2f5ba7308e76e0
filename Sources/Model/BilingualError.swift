/// An error whose text viewlab can write in English or in Chinese (issue 14): the English text,
/// and both texts when it was made from the catalogue; one that was not reads the same in both.
public protocol BilingualError: Error {
    /// The English text.
    var message: String { get }
    /// The text in both languages, for an error from the catalogue.
    var text: Bilingual? { get }
}

extension BilingualError {
    /// The text in `language`; English for an error not from the catalogue.
    public func message(in language: DisplayLanguage) -> String { text?(language) ?? message }
    /// Both texts; the English twice for an error not from the catalogue.
    public var bilingual: Bilingual { text ?? Bilingual(message, message) }
}
