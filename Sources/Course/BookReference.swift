import ViewlabModel

/// Where a lesson's material comes from in the syllabus: a chapter of *Thinking in SwiftUI* or of
/// *Pro SwiftUI*, or beyond the books. Written `tis 4`, `pro 1–2`, `beyond` in a lesson's
/// `<!-- book: … -->` setting; several are separated by `;` (`tis 7; pro 4`).
public struct BookReference: Sendable, Equatable {
    public enum Book: String, Sendable, CaseIterable {
        case thinkingInSwiftUI = "tis", proSwiftUI = "pro", beyond
    }
    public var book: Book
    /// `4`, `1–2`; empty beyond the books.
    public var chapters: String

    /// Nil when `text` names no book (or a book without a chapter).
    public init?(_ text: String) {
        let words = text.split(separator: " ", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = words.first, let book = Book(rawValue: first) else { return nil }
        let chapters = words.count > 1 ? words[1] : ""
        guard (book == .beyond) == chapters.isEmpty else { return nil }
        self.book = book; self.chapters = chapters
    }

    /// `tis 7; pro 4`, in order; nil when any part names no book.
    public static func list(_ text: String) -> [BookReference]? {
        let parts = text.split(separator: ";").map { BookReference(String($0).trimmingCharacters(in: .whitespaces)) }
        return parts.contains { $0 == nil } || parts.isEmpty ? nil : parts.compactMap { $0 }
    }

    /// "Thinking in SwiftUI, ch. 4"; in Chinese the edition's title, 《SwiftUI 编程思想》第 4 章
    /// (*Pro SwiftUI* has no Chinese edition and keeps its name).
    public func name(in language: DisplayLanguage) -> String {
        switch (book, language) {
        case (.thinkingInSwiftUI, .en): "Thinking in SwiftUI, ch. \(chapters)"
        case (.thinkingInSwiftUI, .zh): "《SwiftUI 编程思想》第 \(chapters) 章"
        case (.proSwiftUI, .en): "Pro SwiftUI, ch. \(chapters)"
        case (.proSwiftUI, .zh): "《Pro SwiftUI》第 \(chapters) 章"
        case (.beyond, .en): "beyond the books"
        case (.beyond, .zh): "书外内容"
        }
    }
}
