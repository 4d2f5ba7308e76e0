import SwiftSyntax

/// A Foundation format style as `Text(_:format:)` and `formatted(_:)` take it (`Text(3000, format:
/// .number)`, *Thinking in SwiftUI* L2287; `value.formatted(.number.precision(.fractionLength(2)))`,
/// *Pro SwiftUI* L1123). The text is what iOS 17 shows in the en_US locale: ICU's rules (grouping by
/// thousands, at most 6 fraction digits by default, rounding half to even on the shortest decimal
/// form of a Double). Not in source: the books show the calls, Foundation's documentation the output.
public struct FormatStyle {
    package enum Kind: Equatable { case number, percent, currency(code: String), dateTime }
    package enum Precision { case fractionLength(min: Int, max: Int), significantDigits(min: Int, max: Int) }
    package var kind: Kind
    package var precision: Precision?
    /// The integer part's digits from `.integerLength` or `.integerAndFractionLength`: at least `min`
    /// (zeros in front), at most `max` (the leading ones dropped), as ICU's `integer-width` stem.
    package var integerLength: (min: Int, max: Int?)?
    package var grouping = true
    /// The fields `.dateTime.year().month()…` asks for, and the widths given to a month or a weekday.
    package var dateFields: Set<String> = []
    package var dateFieldWidths: [String: String] = [:]
    /// `Date.FormatStyle(date: .numeric, time: .shortened)`: the styles, as `formatted(date:time:)` takes them.
    package var dateAndTimeStyles: [Argument]?
    /// As written, for `print`.
    package var source: String

    package var typeName: String {
        switch kind {
        case .number: "FloatingPointFormatStyle<Double>"
        case .percent: "FloatingPointFormatStyle<Double>.Percent"
        case .currency: "FloatingPointFormatStyle<Double>.Currency"
        case .dateTime: "Date.FormatStyle"
        }
    }

    /// The number as text: integers as they are, Doubles from their shortest decimal form.
    package func format(integer: Int?, double: Double) -> String {
        if double.isNaN { return "NaN" }
        var digits = integer.map(DecimalDigits.init) ?? DecimalDigits(double)
        let negative = integer.map { $0 < 0 } ?? (double.sign == .minus)
        // `.percent` multiplies floating-point values by 100, not integers (IntegerFormatStyle.Percent).
        if kind == .percent, integer == nil { digits.exponent += 2 }
        var body: String
        if double.isInfinite {
            body = "∞"
        } else {
            var minFraction = 0
            switch precision ?? defaultPrecision {
            case .fractionLength(let lo, let hi):
                digits.round(keeping: digits.exponent + hi)
                minFraction = lo
            case .significantDigits(let lo, let hi):
                digits.round(keeping: hi)
                minFraction = digits.isZero ? lo - 1 : lo - digits.exponent
            }
            body = digits.text(minFraction: Swift.max(0, minFraction), integerLength: integerLength ?? (1, nil), grouping: grouping)
        }
        switch kind {
        case .percent: body += "%"
        case .currency(let code): body = currencySymbol(code) + body
        default: break
        }
        return (negative ? "-" : "") + body
    }

    private var defaultPrecision: Precision {
        if case .currency(let code) = kind { return code == "JPY" ? .fractionLength(min: 0, max: 0) : .fractionLength(min: 2, max: 2) }
        return .fractionLength(min: 0, max: 6)
    }

    /// en_US symbols; other codes show the code and a no-break space, as ICU does (`CHF 5.00`).
    private func currencySymbol(_ code: String) -> String {
        switch code {
        case "USD": "$"
        case "EUR": "€"
        case "GBP": "£"
        case "JPY": "¥"
        default: code + "\u{00A0}"
        }
    }
}

/// A decimal number as digits: `0.d₁d₂… × 10^exponent`, without leading or trailing zeros.
package struct DecimalDigits {
    package var digits: [Int]
    package var exponent: Int
    package var isZero: Bool { digits.isEmpty }

    package init(_ integer: Int) {
        digits = String(integer.magnitude).compactMap(\.wholeNumberValue)
        exponent = digits.count
        normalize()
    }

    /// From Swift's shortest round-trip form (`2.675`, `1e-05`), as ICU's double conversion does.
    package init(_ double: Double) {
        let text = "\(double.magnitude)"
        let parts = text.split(separator: "e")
        let mantissa = parts[0].split(separator: ".", omittingEmptySubsequences: false)
        let integerPart = mantissa[0], fraction = mantissa.count > 1 ? mantissa[1] : ""
        digits = (integerPart + fraction).compactMap(\.wholeNumberValue)
        exponent = integerPart.count + (parts.count > 1 ? Int(parts[1]) ?? 0 : 0)
        normalize()
    }

    private mutating func normalize() {
        while digits.first == 0 { digits.removeFirst(); exponent -= 1 }
        while digits.last == 0 { digits.removeLast() }
        if digits.isEmpty { exponent = 0 }
    }

    /// Keeps `count` leading digits, rounding half to even (ICU's default rounding mode).
    package mutating func round(keeping count: Int) {
        guard count < digits.count else { return }
        guard count >= 0 else { digits = []; exponent = 0; return }
        let first = digits[count], restNonZero = digits[(count + 1)...].contains { $0 != 0 }
        let lastKeptIsEven = count == 0 || digits[count - 1] % 2 == 0
        let up = first > 5 || (first == 5 && (restNonZero || !lastKeptIsEven))
        digits.removeSubrange(count...)
        if up {
            var i = digits.count - 1
            while i >= 0, digits[i] == 9 { digits[i] = 0; i -= 1 }
            if i >= 0 { digits[i] += 1 } else { digits.insert(1, at: 0); exponent += 1 }
        }
        normalize()
    }

    /// `1,234.50`: the integer part grouped by thousands, the fraction padded to `minFraction`.
    package func text(minFraction: Int, integerLength: (min: Int, max: Int?) = (1, nil), grouping: Bool) -> String {
        func digit(_ i: Int) -> String { i >= 0 && i < digits.count ? String(digits[i]) : "0" }
        var integer = String((0..<Swift.max(exponent, 0)).map(digit).joined().drop { $0 == Character("0") })
        if let most = integerLength.max, integer.count > most { integer = String(integer.suffix(most)) }
        if integer.count < integerLength.min { integer = String(repeating: "0", count: integerLength.min - integer.count) + integer }
        if grouping {
            var grouped = ""
            for (i, c) in integer.enumerated() {
                if i > 0, (integer.count - i) % 3 == 0 { grouped += "," }
                grouped.append(c)
            }
            integer = grouped
        }
        var fraction = (0..<Swift.max(digits.count - exponent, 0)).map { digit(exponent + $0) }.joined()
        if fraction.count < minFraction { fraction += String(repeating: "0", count: minFraction - fraction.count) }
        return fraction.isEmpty ? integer : integer + "." + fraction
    }
}

extension Interpreter {
    /// `.number`, `.percent`, `.currency(code: "USD")`, `.dateTime`, or a style built from one.
    package func toFormatStyle(_ v: Value) -> FormatStyle? {
        switch v.unboxed {
        case .swiftUI(.formatStyle(let f)): return f
        case .implicitMember("number", nil): return FormatStyle(kind: .number, source: ".number")
        case .implicitMember("percent", nil): return FormatStyle(kind: .percent, source: ".percent")
        case .implicitMember("dateTime", nil): return FormatStyle(kind: .dateTime, source: ".dateTime")
        case .implicitMember("currency", let args?):
            guard args.count == 1, args[0].label == "code", case .string(let code) = args[0].value.unboxed else { return nil }
            return FormatStyle(kind: .currency(code: code.uppercased()), source: ".currency(code: \"\(code)\")")
        default: return nil
        }
    }

    /// `.precision(.fractionLength(2))`, `.grouping(.never)`, `.year()`, `.hour()`: a new style.
    package func formatStyleMethod(_ f: FormatStyle, _ name: String, _ args: [Argument], at node: Syntax) throws -> Value {
        var f = f
        let written = args.map { ($0.label.map { $0 + ": " } ?? "") + ($0.syntax?.trimmedDescription ?? describe($0.value)) }
        f.source += ".\(name)(\(written.joined(separator: ", ")))"
        switch (f.kind, name) {
        case (.dateTime, "year"), (.dateTime, "month"), (.dateTime, "day"), (.dateTime, "weekday"), (.dateTime, "hour"),
             (.dateTime, "minute"), (.dateTime, "second"):
            f.dateFields.insert(name)
            // A month's or a weekday's width (`.wide`, `.abbreviated`, …); `.defaultDigits` is no width at all.
            if case .implicitMember(let width, nil)? = args.first?.value.unboxed, args.count == 1,
               width == "defaultDigits" || CalendarDate.name(width: width, field: name, of: CalendarDate(timeIntervalSinceReferenceDate: 0)) != nil {
                if width != "defaultDigits" { f.dateFieldWidths[name] = width }
            } else if !args.isEmpty {
                throw unsupported(.dateFieldWidth(name), at: node)
            }
        case (.dateTime, _):
            throw unsupported(.dateFormat(name), at: node)
        case (_, "precision"):
            if case .implicitMember("integerAndFractionLength", let inner?)? = args.first?.value.unboxed {
                // `(integer: 2, fraction: 1)` or `(integerLimits: 1..., fractionLimits: 0...2)`; an
                // open end is no limit.
                guard inner.count == 2, let integer = openLengthBounds(inner[0].value), let fraction = openLengthBounds(inner[1].value) else {
                    throw error(.precisionArgument, at: node)
                }
                f.integerLength = integer.min == 0 && integer.max == 0 ? (0, nil) : integer
                f.precision = .fractionLength(min: fraction.min, max: fraction.max ?? 30)
                return .swiftUI(.formatStyle(f))
            }
            guard case .implicitMember(let kind, let inner?)? = args.first?.value.unboxed, inner.count == 1,
                  let (lo, hi) = lengthBounds(inner[0].value) else {
                throw error(.precisionArgument, at: node)
            }
            switch kind {
            case "integerLength": f.integerLength = lo == 0 && hi == 0 ? (0, nil) : (lo, hi)
            case "fractionLength": f.precision = .fractionLength(min: lo, max: hi)
            case "significantDigits": f.precision = .significantDigits(min: Swift.max(lo, 1), max: Swift.max(hi, 1))
            default: throw unsupported(.precision("\(kind)"), at: node)
            }
        case (_, "grouping"):
            guard case .implicitMember(let g, nil)? = args.first?.value.unboxed, g == "never" || g == "automatic" else {
                throw error(.groupingArgument, at: node)
            }
            f.grouping = g == "automatic"
        default:
            throw unsupported(.numberFormat(name), at: node)
        }
        return .swiftUI(.formatStyle(f))
    }

    /// `2`, `0...2` or `1...` (no upper limit).
    private func openLengthBounds(_ v: Value) -> (min: Int, max: Int?)? {
        if case .range(let lower, let upper, _) = v.unboxed, upper.isNil {
            return number(lower).flatMap { $0 >= 0 && $0 == $0.rounded() ? (Int(Swift.min($0, 30)), nil) : nil }
        }
        return lengthBounds(v).map { ($0.0, $0.1) }
    }

    /// `2` or `0...2`, at most 30 (far more digits than a Double holds).
    private func lengthBounds(_ v: Value) -> (Int, Int)? {
        func count(_ x: Value) -> Int? {
            guard let n = number(x), n >= 0, n == n.rounded() else { return nil }
            return Int(Swift.min(n, 30))
        }
        switch v.unboxed {
        case .range(let lower, let upper, let closed):
            guard let lo = count(lower), let hi = count(upper).map({ closed ? $0 : $0 - 1 }), hi >= lo else { return nil }
            return (lo, hi)
        default:
            return count(v).map { ($0, $0) }
        }
    }

    /// The style of `formatted(_:)`; without one, numbers format as `.number` and dates as `.dateTime`.
    package func formatStyleArgument(_ args: [Value], at node: some SyntaxProtocol, default name: String = "number") throws -> FormatStyle {
        guard let first = args.first else { return toFormatStyle(.implicitMember(name, nil))! }
        guard args.count == 1, let style = toFormatStyle(first) else { throw unsupported(.formatStyle, at: node) }
        return style
    }

    /// `Text(value, format: style)` and `value.formatted(style)`.
    package func format(_ value: Value, with f: FormatStyle, at node: some SyntaxProtocol) throws -> String {
        let v = value.unboxed
        if f.kind == .dateTime {
            guard let interval = dateInterval(v) else { throw error(.dateTimeFormatsDate, typeName(of: v), at: node) }
            if let styles = f.dateAndTimeStyles, let styled = try dateStyled(v, styles, at: node) { return styled }
            let date = CalendarDate(timeIntervalSinceReferenceDate: interval)
            if f.dateFields.isEmpty { return date.numericDateTime }
            guard let text = date.fields(f.dateFields, widths: f.dateFieldWidths) else { throw unsupported(.dateFields(f.source), at: node) }
            return text
        }
        switch v {
        case .int(let i): return f.format(integer: i, double: Double(i))
        case .double(let d): return f.format(integer: nil, double: d)
        default: throw error(.formatsNumber, f.source, typeName(of: v), at: node)
        }
    }
}
