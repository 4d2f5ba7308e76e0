import ViewlabModel

/// Parses one keyframe track as the command line gives it, in SwiftUI's spelling or a short one:
///
///     offset: CubicKeyframe(-30, duration: 0.25) CubicKeyframe(30, duration: 0.5) cubic(0, duration: 0.25)
///
/// `name:` is optional (tracks are numbered otherwise); keyframes are `LinearKeyframe`,
/// `CubicKeyframe`, `SpringKeyframe` (with the default `Spring()`) and `MoveKeyframe`, or
/// `linear`/`cubic`/`spring`/`move`; `MoveKeyframe` takes no duration (it jumps, then the next
/// keyframe starts), so a lone move holds for 0 s. Errors carry a caret like `CurveParser`'s.
public enum KeyframeParser {
    static let kinds = ["LinearKeyframe": "linear", "CubicKeyframe": "cubic", "SpringKeyframe": "spring", "MoveKeyframe": "move",
                        "linear": "linear", "cubic": "cubic", "spring": "spring", "move": "move"]

    public static func parse(_ text: String, defaultName: String) throws(CurveParseError) -> KeyframeTrack {
        var scanner = Scanner(text: text)
        var name = defaultName
        var lookahead = scanner
        let word = lookahead.word()
        if !word.isEmpty, kinds[word] == nil, lookahead.take(":") { name = word; scanner = lookahead }
        var keyframes: [Keyframe] = []
        scanner.skipSpace()
        while !scanner.atEnd {
            _ = scanner.take(".")
            let call = try scanner.call()
            guard let kind = kinds[call.name] else {
                throw scanner.error(.unknownKeyframe, call.name, CurveParser.suggestion(call.name, kinds.keys.sorted(), spell: { $0 }), at: call.offset)
            }
            if kind == "move" {
                let a = try call.bind([[.init(nil)]], scanner)
                keyframes.append(.move(try a.finite(0), duration: 0))
            } else {
                let a = try call.bind([[.init(nil), .init("duration")]], scanner)
                let value = try a.finite(0), duration = try a.nonNegative("duration")
                keyframes.append(kind == "linear" ? .linear(value, duration: duration) : kind == "cubic" ? .cubic(value, duration: duration) : .spring(value, duration: duration))
            }
            scanner.skipSpace()
        }
        guard !keyframes.isEmpty else { throw scanner.error(.trackNeedsKeyframe) }
        return KeyframeTrack(name, keyframes)
    }
}
