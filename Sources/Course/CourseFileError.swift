import ViewlabModel

/// A mistake in a lesson or exercise file, reported with the file and line to fix (authors get
/// the same kind of message learners get for their Swift).
public struct CourseFileError: BilingualError, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    /// The English text.
    public var message: String
    /// The text in both languages, for a mistake described from the catalogue.
    public var text: Bilingual?
    public init(file: String, line: Int, _ message: String) {
        self.file = file; self.line = line; self.message = message
    }
    /// A mistake from the catalogue (`Messages/CourseMessages.swift`), with the values for `%1`, `%2`, ….
    public init(file: String, line: Int, _ entry: Message, _ values: Any...) {
        let text = entry.filled(with: values)
        self.file = file; self.line = line; self.text = text; message = text.en
    }
    /// A mistake whose texts are filled already.
    public init(file: String, line: Int, _ text: Bilingual) {
        self.file = file; self.line = line; self.text = text; message = text.en
    }
    public var description: String { "\(file):\(line): error: \(message)" }
    public func description(in language: DisplayLanguage) -> String { "\(file):\(line): error: \(message(in: language))" }
    /// The same mistake: same place, same English (whether or not it was built from the catalogue).
    public static func == (a: Self, b: Self) -> Bool { a.file == b.file && a.line == b.line && a.message == b.message }
}

/// A learner's request the course cannot serve (an unknown id, a solution not yet unlocked).
public struct CourseError: BilingualError, Equatable, CustomStringConvertible {
    /// The English text.
    public var message: String
    /// The text in both languages, for a refusal from the catalogue.
    public var text: Bilingual?
    public init(_ message: String) { self.message = message }
    /// A refusal from the catalogue (`Messages/CourseMessages.swift`), with the values for `%1`, `%2`, ….
    public init(_ entry: Message, _ values: Any...) {
        let text = entry.filled(with: values)
        self.text = text; message = text.en
    }
    public var description: String { "error: " + message }
    public func description(in language: DisplayLanguage) -> String { "error: " + message(in: language) }
    /// The same refusal: the same English (whether or not it was built from the catalogue).
    public static func == (a: Self, b: Self) -> Bool { a.message == b.message }
}
