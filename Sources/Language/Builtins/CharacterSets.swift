import Foundation

extension Interpreter {
    /// A character set as `components(separatedBy:)`, `trimmingCharacters(in:)` and
    /// `rangeOfCharacter(from:)` take it: Foundation's named sets written as `.whitespaces`, or the
    /// CharacterSet prelude's value (`CharacterSet.alphanumerics.inverted`, `CharacterSet(charactersIn: "-_")`).
    func characterSet(of value: Value) -> CharacterSet? {
        switch value.unboxed {
        case .implicitMember(let name, nil): return Self.characterSet(name)
        case .instance(let i) where i.typeName == "CharacterSet":
            guard case .string(let name)? = i.fields["name"]?.unboxed, case .string(let characters)? = i.fields["characters"]?.unboxed,
                  case .bool(let inverted)? = i.fields["isInverted"]?.unboxed else { return nil }
            let set = name.isEmpty ? CharacterSet(charactersIn: characters) : Self.characterSet(name)
            return inverted ? set?.inverted : set
        default: return nil
        }
    }

    /// Foundation's named character sets.
    static func characterSet(_ name: String) -> CharacterSet? {
        switch name {
        case "newlines": .newlines
        case "whitespaces": .whitespaces
        case "whitespacesAndNewlines": .whitespacesAndNewlines
        case "punctuationCharacters": .punctuationCharacters
        case "decimalDigits": .decimalDigits
        case "letters": .letters
        case "alphanumerics": .alphanumerics
        case "symbols": .symbols
        case "uppercaseLetters": .uppercaseLetters
        case "lowercaseLetters": .lowercaseLetters
        case "controlCharacters": .controlCharacters
        case "capitalizedLetters": .capitalizedLetters
        default: nil
        }
    }
}
