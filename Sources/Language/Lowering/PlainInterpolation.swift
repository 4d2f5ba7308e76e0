import SwiftSyntax

/// `"k\(i % 100)"`, `"\(name): \(score)"`: a string literal whose interpolations are one value each,
/// with no Optional to show and no format, run from arrays of plain parts: the general form's
/// parts (`Interpreter.lowerString`) are an enum whose every case carries arrays and syntax,
/// which a loop over them retains and releases at each part. The text and the budget's check are
/// the general form's: each value described as `print` would, the string checked before it grows.
struct PlainInterpolation {
    enum Part {
        case text(String)
        case value(ExpressionCode, ExpressionSegmentSyntax)
    }

    /// The text before the first value.
    private let leading: String
    /// Each value's code, and the text after it.
    private let values: [ExpressionCode]
    private let following: [String]
    /// Where each value is written, for the budget's message (read only when it stops the string).
    private let segments: [ExpressionSegmentSyntax]

    /// Not in source: the UTF-8 bytes a Swift small string holds without an allocation on 64-bit
    /// platforms; longer text is appended to, not copied again for each number.
    private static let smallText = 15

    /// nil when a part is not plain (`nil` in `parts`).
    init?(_ parts: [Part?]) {
        var leading = "", values: [ExpressionCode] = [], following: [String] = [], segments: [ExpressionSegmentSyntax] = []
        for part in parts {
            switch part {
            case .text(let t)?:
                if following.isEmpty { leading += t } else { following[following.count - 1] += t }
            case .value(let code, let segment)?:
                values.append(code); following.append(""); segments.append(segment)
            case nil:
                return nil
            }
        }
        self.leading = leading; self.values = values; self.following = following; self.segments = segments
    }

    func run(_ i: Interpreter, _ scope: Scope) throws -> Value {
        var out = leading
        for k in values.indices {
            let value = try values[k].run(i, scope)
            // An Int after text a small string holds: the two made as one string (an Int describes
            // itself as its digits), with no string of its own.
            if case .int(let n) = value, out.utf8.count <= Self.smallText {
                let joined = n.decimalText(after: out)
                try check(joined.utf8.count, i, at: k)
                out = joined
            } else {
                let text = i.describe(value)
                try check(out.utf8.count + text.utf8.count, i, at: k)
                out += text
            }
            // Most values end the literal or come before another (`"k\(i)"`): nothing to append.
            if !following[k].isEmpty { out += following[k] }
        }
        return .string(out)
    }

    /// The string budget's check before the text grows to `length` bytes at value `k`.
    @inline(__always) private func check(_ length: Int, _ i: Interpreter, at k: Int) throws {
        if !i.budget.allows(bytes: length) { try i.budget.string(i, bytes: length, at: segments[k]) }
    }
}
