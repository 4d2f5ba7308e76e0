/// Foundation's `CharacterSet` and `Scanner` (Apple's documentation), as far as string code uses
/// them: a named set or one of given characters, inverted or not, which the string methods read
/// (Builtins/CharacterSets.swift); a scanner that reads a hexadecimal or decimal number from where
/// it stands. `_viewlabCharacterSetContains` is viewlab's own test of a character.
package let characterSetPreludeSource = """
struct CharacterSet: Equatable, Hashable {
    let name: String
    let characters: String
    var isInverted: Bool
    init(charactersIn string: String) { name = ""; characters = string; isInverted = false }
    private init(named: String) { name = named; characters = ""; isInverted = false }
    static var alphanumerics: CharacterSet { CharacterSet(named: "alphanumerics") }
    static var letters: CharacterSet { CharacterSet(named: "letters") }
    static var decimalDigits: CharacterSet { CharacterSet(named: "decimalDigits") }
    static var whitespaces: CharacterSet { CharacterSet(named: "whitespaces") }
    static var whitespacesAndNewlines: CharacterSet { CharacterSet(named: "whitespacesAndNewlines") }
    static var newlines: CharacterSet { CharacterSet(named: "newlines") }
    static var punctuationCharacters: CharacterSet { CharacterSet(named: "punctuationCharacters") }
    static var symbols: CharacterSet { CharacterSet(named: "symbols") }
    static var uppercaseLetters: CharacterSet { CharacterSet(named: "uppercaseLetters") }
    static var lowercaseLetters: CharacterSet { CharacterSet(named: "lowercaseLetters") }
    static var controlCharacters: CharacterSet { CharacterSet(named: "controlCharacters") }
    static var capitalizedLetters: CharacterSet { CharacterSet(named: "capitalizedLetters") }
    var inverted: CharacterSet {
        var set = self
        set.isInverted.toggle()
        return set
    }
    func contains(_ character: Character) -> Bool {
        _viewlabCharacterSetContains(name, characters, isInverted, String(character))
    }
}
final class Scanner {
    let string: String
    var currentIndex: Int = 0
    var isAtEnd: Bool { currentIndex >= string.count }
    init(string: String) { self.string = string }
    @discardableResult
    func scanHexInt64(_ result: inout UInt64) -> Bool {
        var value = 0
        var digits = 0
        for c in string.dropFirst(currentIndex) {
            guard let digit = c.hexDigitValue else { break }
            value = value * 16 + digit
            digits += 1
        }
        currentIndex += digits
        if digits > 0 { result = UInt64(value) }
        return digits > 0
    }
    @discardableResult
    func scanInt(_ result: inout Int) -> Bool {
        let digits = string.dropFirst(currentIndex).prefix { $0.isNumber || $0 == "-" }
        guard let value = Int(String(digits)) else { return false }
        currentIndex += digits.count
        result = value
        return true
    }
    func scanInt() -> Int? {
        var value = 0
        return scanInt(&value) ? value : nil
    }
}
"""
