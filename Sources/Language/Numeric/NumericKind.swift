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
        // A CGFloat and a TimeInterval are Doubles (64 bits on every platform viewlab runs on), as the general path holds them.
        case "Double", "CGFloat", "TimeInterval": self = .double
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

/// A parameter's or a local's type in the numeric tier: a number or Bool (one word), or an array
/// of them (`[Double]`), held whole on the `NumericStack`'s arrays, its word the array's place there.
package struct NumericType: Equatable {
    let kind: NumericKind
    let isArray: Bool

    static func scalar(_ kind: NumericKind) -> NumericType { NumericType(kind: kind, isArray: false) }
    static func array(_ kind: NumericKind) -> NumericType { NumericType(kind: kind, isArray: true) }

    /// The type a declared type names: `Int`, `Double`, `Bool`, or `[…]` of one of them.
    init?(_ type: TypeSyntax?) {
        if let array = type?.as(ArrayTypeSyntax.self) {
            guard let element = NumericKind(array.element) else { return nil }
            self = .array(element)
        } else {
            guard let kind = NumericKind(type) else { return nil }
            self = .scalar(kind)
        }
    }

    private init(kind: NumericKind, isArray: Bool) { self.kind = kind; self.isArray = isArray }

    /// The word that holds `value` in a frame, an array pushed on `stack` for it; nil when it is
    /// not of this type (an array's first element tells: the general path makes them alike).
    func word(of value: Value, on stack: NumericStack) -> Int? {
        guard isArray else { return kind.word(of: value) }
        guard case .array(let items) = value, items.first.map({ kind.word(of: $0.unboxed) != nil }) ?? true else { return nil }
        return stack.push(array: items)
    }

    /// The value a frame's word of this type holds.
    func value(of word: Int, on stack: NumericStack) -> Value {
        isArray ? .array(stack.arrays[word]) : kind.value(of: word)
    }
}

/// What a numeric function returns: a word, or a value made at its `return` (an array, or a tuple of
/// numbers and arrays, `(cost: Double, start: [Int])`) and handed over through the `NumericStack`;
/// or nothing (`func deposit(_ amount: Int)`), for a method that changes its object.
package enum NumericResult: Equatable {
    case word(NumericKind)
    case array(NumericKind)
    case tuple(labels: [String?], types: [NumericType])
    case void

    init?(_ type: TypeSyntax?) {
        // No return type, `Void` or `()`: what the general path returns is `()`.
        if type == nil || type?.as(IdentifierTypeSyntax.self)?.name.text == "Void" && type?.as(IdentifierTypeSyntax.self)?.genericArgumentClause == nil
            || type?.as(TupleTypeSyntax.self)?.elements.isEmpty == true {
            self = .void
            return
        }
        if let tuple = type?.as(TupleTypeSyntax.self), tuple.elements.count > 1 {
            var labels: [String?] = [], types: [NumericType] = []
            for element in tuple.elements {
                guard element.inoutKeyword == nil, element.ellipsis == nil, element.secondName == nil,
                      let t = NumericType(element.type) else { return nil }
                labels.append(element.firstName?.text)
                types.append(t)
            }
            self = .tuple(labels: labels, types: types)
            return
        }
        guard let t = NumericType(type) else { return nil }
        self = t.isArray ? .array(t.kind) : .word(t.kind)
    }

    /// The kind of the word it is, if it is one.
    var word: NumericKind? { if case .word(let kind) = self { kind } else { nil } }
}

/// What a name of the numeric tier holds (`NumericBody.Local`): a number or a Bool in its word, or,
/// for the rest, a place on the `NumericStack` in its word.
enum NumericShape: Equatable {
    case scalar, array, string
    /// Objects of the class named (`NumericObjectCalls.swift`).
    case objects(String)
    /// A dictionary of numbers keyed by strings or else by Ints (`NumericDictionaries.swift`).
    case dictionary(stringKeys: Bool)
}
