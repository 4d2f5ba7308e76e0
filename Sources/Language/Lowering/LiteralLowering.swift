import Foundation
import SwiftSyntax

extension Interpreter {
    /// An integer literal, read once. Where the context expects a Double (`.frame(width: 100)`) it is one.
    package func lowerInteger(_ e: IntegerLiteralExprSyntax, hint: Hint) -> LoweredNode {
        guard let v = Self.parseInteger(e.literal.text) else {
            return .code { i, _ in throw i.error(.integerLiteralOverflow, e.literal.text, at: e) }
        }
        return .constant(hint == .double ? .double(Double(v)) : .int(v))
    }

    package func lowerFloat(_ e: FloatLiteralExprSyntax) -> LoweredNode {
        guard let v = Self.parseFloat(e.literal.text) else {
            return .code { i, _ in throw i.error(.unreadableNumber, e.literal.text, at: e) }
        }
        return .constant(.double(v))
    }

    /// A string literal: its text segments unescaped once, its interpolations lowered.
    package func lowerString(_ e: StringLiteralExprSyntax) -> LoweredNode {
        enum Part {
            case text(String)
            /// `written`: the one expression's site, when it may read an Optional (`Interpreter.mayReadOptional`).
            case interpolation([ExpressionCode], ExpressionSegmentSyntax, written: OptionalSite?)
            case styled(ExpressionCode, ExpressionCode, label: String, ExpressionSegmentSyntax)
        }
        let isRaw = e.openingPounds != nil
        let parts: [Part] = e.segments.map { segment in
            switch segment {
            case .stringSegment(let s):
                return .text(isRaw ? s.content.text : Self.unescape(s.content.text))
            case .expressionSegment(let s):
                // `"\(price, format: .currency(code: "USD"))"`, `"\(speed, specifier: "%.1f")"`: SwiftUI's
                // LocalizedStringKey interpolations, as a Text shows them; `"\(age, default: "?")"`: Swift's.
                let expressions = Array(s.expressions)
                if expressions.count == 2, let label = expressions[1].label?.text, label == "format" || label == "specifier" || label == "default" {
                    return .styled(ExpressionCode(run: lowered(expressions[0].expression, hint: .none)),
                                   ExpressionCode(run: lowered(expressions[1].expression, hint: .none)), label: label, s)
                }
                let written = expressions.count == 1 && expressions[0].label == nil && Self.mayReadOptional(expressions[0].expression)
                    ? OptionalSite(expressions[0].expression) : nil
                return .interpolation(expressions.map { ExpressionCode(run: lowered($0.expression, hint: .none)) }, s, written: written)
            }
        }
        if parts.allSatisfy({ if case .text = $0 { true } else { false } }) {
            return .constant(.string(parts.map { if case .text(let t) = $0 { t } else { "" } }.joined()))
        }
        if let plain = PlainInterpolation(parts.map { part in
            switch part {
            case .text(let t): .text(t)
            case .interpolation(let expressions, let segment, nil) where expressions.count == 1: .value(expressions[0], segment)
            default: nil
            }
        }) {
            return .code(plain.run)
        }
        return .code { i, scope in
            var out = ""
            for part in parts {
                switch part {
                case .text(let t): out += t
                case .interpolation(let expressions, let segment, let written):
                    var text = ""
                    for expression in expressions {
                        let value = try expression.run(i, scope)
                        text += written?.shownText(value, i, in: scope) ?? i.describe(value)
                    }
                    try i.budget.string(i, bytes: out.utf8.count + text.utf8.count, at: segment)
                    out += text
                case .styled(let value, let style, let label, let segment):
                    let v = try value.run(i, scope), s = try style.run(i, scope)
                    if label == "default" {
                        // `"\(age, default: "unknown")"` (SE-0477, Swift 6.2): the value, or the text when nil.
                        out += v.unboxed.isNil ? i.describe(s) : i.describe(v)
                    } else if label == "specifier", case .string(let specifier) = s.unboxed {
                        out += try i.formatted(specifier, [v], at: Syntax(segment))
                    } else if label == "format", let f = i.toFormatStyle(s) {
                        out += try i.format(v, with: f, at: segment)
                    } else {
                        out += i.describe(v) + i.describe(s)
                    }
                    try i.budget.string(i, bytes: out.utf8.count, at: segment)
                }
            }
            return .string(out)
        }
    }

    /// A floating-point literal's value (`1_000.5`, `1e-3`).
    package static func parseFloat(_ text: String) -> Double? {
        Double(text.replacingOccurrences(of: "_", with: ""))
    }

    package static func parseInteger(_ text: String) -> Int? {
        let t = text.replacingOccurrences(of: "_", with: "")
        if t.hasPrefix("0x") { return Int(t.dropFirst(2), radix: 16) }
        if t.hasPrefix("0b") { return Int(t.dropFirst(2), radix: 2) }
        if t.hasPrefix("0o") { return Int(t.dropFirst(2), radix: 8) }
        return Int(t)
    }

    /// The escapes of a string literal's text: `\n`, `\t`, `\u{…}`, a line continuation.
    package static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var out = ""
        var chars = Array(text)[...]
        while let c = chars.popFirst() {
            guard c == "\\", let next = chars.popFirst() else { out.append(c); continue }
            switch next {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "u":
                if chars.first == "{", let close = chars.firstIndex(of: "}") {
                    let hex = String(chars[chars.index(after: chars.startIndex)..<close])
                    if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) { out.unicodeScalars.append(scalar) }
                    chars = chars[chars.index(after: close)...]
                }
            case "\n": while chars.first == " " || chars.first == "\t" { chars.removeFirst() }
            default: out.append(next)
            }
        }
        return out
    }
}
