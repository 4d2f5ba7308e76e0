/// One message of the catalogue (issue 9: stable ids from one catalogue; issue 14: every message in
/// both languages): its id, and its text in English and in Chinese with `%1`, `%2`, … where the
/// call site's values go. Each layer keeps its entries in a `Messages/` folder, one file per area,
/// listed in an array that its tests check with `Message.problems(in:)`.
public struct Message: Sendable {
    public let id: String
    public let en: String
    public let zh: String
    /// SwiftUI's own runtime text, which viewlab prints exactly as SwiftUI does in either language,
    /// since learners compare it with Xcode's console.
    public let isSwiftUIsText: Bool

    public init(_ id: String, en: String, zh: String) { self.id = id; self.en = en; self.zh = zh; isSwiftUIsText = false }
    public init(_ id: String, swiftUI text: String) { self.id = id; en = text; zh = text; isSwiftUIsText = true }

    /// The texts with the values in place of `%1`, `%2`, ….
    public func filled(_ values: [String]) -> Bilingual {
        func fill(_ template: String) -> String {
            var text = template
            // From the highest number down, so that `%1` does not eat the start of `%10`.
            for (i, value) in values.enumerated().reversed() { text = text.replacing("%\(i + 1)", with: value) }
            return text
        }
        return Bilingual(fill(en), fill(zh))
    }

    /// The texts with `values` in place: a value that is itself `Bilingual` (a part of a message
    /// from the catalogue, such as a suggestion) goes in in each language, any other as it prints.
    public func filled(with values: [Any]) -> Bilingual {
        func texts(in language: DisplayLanguage) -> [String] { values.map { ($0 as? Bilingual)?(language) ?? "\($0)" } }
        return Bilingual(filled(texts(in: .en)).en, filled(texts(in: .zh)).zh)
    }

    /// The values the English text was filled with, when `text` is this message's English with
    /// values in place (each placeholder taking the text up to the literal that follows it); nil
    /// when `text` has another form. Used to translate texts a library writes (swift-syntax's,
    /// argument-parser's), whose forms are catalogued.
    public func values(in text: String) -> [String]? {
        var pieces: [Substring] = []
        var rest = Substring(en)
        while let percent = rest.firstIndex(of: "%"), rest[rest.index(after: percent)...].first?.isNumber == true {
            pieces.append(rest[..<percent])
            rest = rest[rest.index(after: percent)...].drop { $0.isNumber }
        }
        pieces.append(rest)
        guard pieces.count > 1 else { return text == en ? [] : nil }
        guard text.hasPrefix(pieces[0]), text.hasSuffix(pieces[pieces.count - 1]) else { return nil }
        var remaining = Substring(text).dropFirst(pieces[0].count)
        var values: [String] = []
        for (i, piece) in pieces.enumerated().dropFirst() {
            if i == pieces.count - 1 {
                guard remaining.count >= piece.count else { return nil }
                values.append(String(remaining.dropLast(piece.count)))
            } else {
                guard let found = remaining.firstRange(of: piece) else { return nil }
                values.append(String(remaining[..<found.lowerBound]))
                remaining = remaining[found.upperBound...]
            }
        }
        return values.allSatisfy { !$0.isEmpty } ? values : nil
    }

    /// The placeholders a template uses, for the catalogue's test.
    public static func placeholders(in template: String) -> Set<Int> {
        var found = Set<Int>()
        var rest = Substring(template)
        while let i = rest.firstIndex(of: "%") {
            rest = rest[rest.index(after: i)...]
            let digits = rest.prefix { $0.isNumber }
            if let n = Int(digits) { found.insert(n) }
        }
        return found
    }

    /// What is wrong with a list of entries: an entry catalogued twice, a missing translation, texts
    /// that take different values. Empty when the list is complete.
    public static func problems(in list: [Message]) -> [String] {
        var problems: [String] = []
        var seen = Set<String>()
        for m in list {
            if !seen.insert(m.id + " " + m.en).inserted { problems.append("\(m.id) is catalogued twice") }
            if !m.id.hasPrefix("viewlab.") { problems.append("\(m.id) is not a viewlab id") }
            if m.en.isEmpty || m.zh.isEmpty || (m.en == m.zh && !m.isSwiftUIsText) { problems.append("\(m.id) lacks a translation") }
            if placeholders(in: m.en) != placeholders(in: m.zh) { problems.append("\(m.id)'s texts take different values") }
        }
        return problems
    }
}
