import SwiftSyntax

/// The types the numeric tier holds unboxed: each value is one machine word of a frame, an Int as
/// itself, a Double as its bit pattern, a Bool as 0 or 1.
package enum NumericKind: Equatable {
    case int, double, bool

    /// The kind a declared type names: only the plain spellings, so that a learner's own type or
    /// an alias (which could be anything) keeps the general path.
    init?(_ type: TypeSyntax?) {
        switch type?.as(IdentifierTypeSyntax.self).flatMap({ $0.genericArgumentClause == nil ? $0.name.text : nil }) {
        case "Int": self = .int
        case "Double": self = .double
        case "Bool": self = .bool
        default: return nil
        }
    }

    /// The word that holds `value`, if it is of this kind.
    @inline(__always) func word(of value: Value) -> Int? {
        switch (self, value) {
        case (.int, .int(let n)): n
        case (.double, .double(let d)): d.asWord
        case (.bool, .bool(let b)): b ? 1 : 0
        default: nil
        }
    }

    /// The value a word of this kind holds.
    @inline(__always) func value(of word: Int) -> Value {
        switch self {
        case .int: .int(word)
        case .double: .double(word.asDouble)
        case .bool: .bool(word != 0)
        }
    }
}

extension Int {
    /// A Double held in a frame's word.
    @inline(__always) var asDouble: Double { Double(bitPattern: UInt64(truncatingIfNeeded: self)) }
}

extension Double {
    /// A frame's word holding this Double.
    @inline(__always) var asWord: Int { Int(truncatingIfNeeded: bitPattern) }
}
