import ViewlabModel

/// Why the workshop server cannot start or answer: a message of the catalogue
/// (`Messages/ServerMessages.swift`) with its values, in both languages.
public struct ServerError: BilingualError, CustomStringConvertible {
    public let text: Bilingual?
    public var message: String { text?.en ?? "" }
    public var description: String { message }

    init(_ entry: Message, _ values: Any...) { text = entry.filled(with: values) }
}
