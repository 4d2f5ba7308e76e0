import ViewlabModel

/// One `name(arguments)` of a CURVE expression, and its arguments bound to a signature.
struct Call {
    enum Literal {
        case number(Double)
        case bool(Bool)
    }
    struct Argument {
        var label: String?
        var labelOffset: Int
        var value: Literal
        var offset: Int
    }
    /// A parameter of a signature: its label (nil when unlabeled) and default (nil when required).
    struct Parameter {
        var label: String?
        var defaultValue: Double?
        init(_ label: String?, _ defaultValue: Double? = nil) { self.label = label; self.defaultValue = defaultValue }
    }

    var name: String
    var offset: Int
    /// The call as written, e.g. `linear(duration: 1)`.
    var source: String
    var arguments: [Argument]

    /// Binds the arguments to the first signature they fit, Swift-style: labels in declaration
    /// order, omitted parameters take their defaults.
    func bind(_ signatures: [[Parameter]], _ scanner: Scanner) throws(CurveParseError) -> BoundArguments {
        for signature in signatures {
            if let bound = match(signature, input: scanner.text) { return bound }
        }
        let known = Set(signatures.flatMap { $0.compactMap(\.label) })
        if let stray = arguments.first(where: { $0.label.map { !known.contains($0) } ?? false }), let label = stray.label {
            let hint = known.isEmpty ? Bilingual("", "") : CurveParser.suggestion(label, known.sorted(), spell: { "\($0):" })
            throw scanner.error(.noSuchArgument, name, label, hint, at: stray.labelOffset)
        }
        let forms = signatures.map { ".\(name)(" + $0.map { ($0.label ?? "_") + ":" }.joined() + ")" }
        let either = forms.dropFirst().reduce(Bilingual(forms[0], forms[0])) { Message.formOr.filled(with: [$0, $1]) }
        throw scanner.error(.argumentsDoNotFit, either, at: arguments.first?.labelOffset ?? offset)
    }

    private func match(_ signature: [Parameter], input: String) -> BoundArguments? {
        var values: [String: (Literal, Int)] = [:]
        var index = 0
        for argument in arguments {
            while index < signature.count, signature[index].label != argument.label {
                guard signature[index].defaultValue != nil else { return nil }
                index += 1
            }
            guard index < signature.count else { return nil }
            values[BoundArguments.key(signature[index].label, index)] = (argument.value, argument.offset)
            index += 1
        }
        for (i, parameter) in signature.enumerated() where values[BoundArguments.key(parameter.label, i)] == nil {
            guard let value = parameter.defaultValue else { return nil }
            values[BoundArguments.key(parameter.label, i)] = (.number(value), offset)
        }
        return BoundArguments(call: self, input: input, values: values, written: Set(arguments.compactMap(\.label)))
    }
}

/// Arguments after binding, read with the check each parameter needs.
struct BoundArguments {
    let call: Call
    let input: String
    let values: [String: (Call.Literal, Int)]
    /// Labels the user wrote (as opposed to defaults).
    let written: Set<String>

    static func key(_ label: String?, _ index: Int) -> String { label ?? "#\(index)" }

    func has(_ label: String) -> Bool { written.contains(label) }

    /// The parameter as messages name it: its label, or `the argument of .delay`.
    private func describe(_ key: String) -> Bilingual { key.hasPrefix("#") ? Message.argumentOf.filled([call.name]) : Bilingual(key, key) }

    private func error(_ message: Message, _ key: String, _ arguments: Any...) -> CurveParseError {
        var e = CurveParseError(message.en, input: input, offset: values[key]?.1 ?? call.offset)
        let filled = message.filled(with: arguments)
        e.message = filled.en; e.text = filled
        return e
    }

    func finite(_ key: String) throws(CurveParseError) -> Double {
        guard case .number(let value)? = values[key]?.0 else { throw error(.mustBeNumber, key, describe(key)) }
        guard value.isFinite else { throw error(.mustBeFinite, key, describe(key), value) }
        return value
    }
    func finite(_ index: Int) throws(CurveParseError) -> Double { try finite(Self.key(nil, index)) }

    func nonNegative(_ key: String) throws(CurveParseError) -> Double {
        let value = try finite(key)
        guard value >= 0 else { throw error(.mustNotBeNegative, key, describe(key), Animation.number(value)) }
        return value
    }
    func nonNegative(_ index: Int) throws(CurveParseError) -> Double { try nonNegative(Self.key(nil, index)) }

    func positive(_ key: String) throws(CurveParseError) -> Double {
        let value = try finite(key)
        guard value > 0 else { throw error(.mustBePositive, key, describe(key), Animation.number(value)) }
        return value
    }
    func positive(_ index: Int) throws(CurveParseError) -> Double { try positive(Self.key(nil, index)) }

    func inRange(_ index: Int, _ range: ClosedRange<Double>, _ what: Message) throws(CurveParseError) -> Double {
        let value = try finite(index)
        guard range.contains(value) else {
            throw error(.mustBeBetween, Self.key(nil, index), what.filled([]), Animation.number(range.lowerBound), Animation.number(range.upperBound), Animation.number(value))
        }
        return value
    }

    /// A bounce lies in (−1, 1] (§3.10: −1 would be infinitely overdamped).
    func bounce(_ key: String) throws(CurveParseError) -> Double {
        let value = try finite(key)
        guard value > -1, value <= 1 else { throw error(.bounceRange, key, Animation.number(value)) }
        return value
    }

    func count(_ index: Int) throws(CurveParseError) -> Int {
        let key = Self.key(nil, index), value = try finite(key)
        guard value >= 1, value == value.rounded(), value < 1e9 else {
            throw error(.repeatCount, key, Animation.number(value))
        }
        return Int(value)
    }

    /// A Bool parameter; its default is written as 1 (true) in the signature.
    func flag(_ key: String) throws(CurveParseError) -> Bool {
        switch values[key]?.0 {
        case .bool(let flag)?: return flag
        case .number(let value)? where !written.contains(key): return value != 0
        default: throw error(.mustBeBool, key, key)
        }
    }
}
