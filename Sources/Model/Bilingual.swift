/// A text viewlab writes, in English and in Chinese, kept together so that neither is missing
/// (issue 14): the REPL's command summaries and help, which a test checks are all translated.
public struct Bilingual: Sendable, Equatable {
    public let en: String
    public let zh: String
    public init(_ en: String, _ zh: String) { self.en = en; self.zh = zh }
    public func callAsFunction(_ language: DisplayLanguage) -> String { language == .zh ? zh : en }

    /// Text that reads the same in both languages: arithmetic of numbers and signs
    /// ("320−10−10 × 480−10−10"), a size, a book's line ("B1290").
    public init(formula: String) { self.init(formula, formula) }
    /// No text, as a layout step with no reason recorded.
    public static let empty = Bilingual("", "")
    public var isEmpty: Bool { en.isEmpty && zh.isEmpty }
    /// The two texts joined in each language, as a reason and the detail added to it.
    public static func + (lhs: Bilingual, rhs: Bilingual) -> Bilingual { Bilingual(lhs.en + rhs.en, lhs.zh + rhs.zh) }
}
