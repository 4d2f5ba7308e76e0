/// A text viewlab writes, in English and in Chinese, kept together so that neither is missing
/// (issue 14): the REPL's command summaries and help, which a test checks are all translated.
public struct Bilingual: Sendable, Equatable {
    public let en: String
    public let zh: String
    public init(_ en: String, _ zh: String) { self.en = en; self.zh = zh }
    public func callAsFunction(_ language: DisplayLanguage) -> String { language == .zh ? zh : en }
}
