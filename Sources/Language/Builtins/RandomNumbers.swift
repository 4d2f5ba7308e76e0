import SwiftSyntax

/// `Double.random(in:)`, `CGFloat.random(in:)` and `Int.random(in:)` (and the sized integers'), and
/// Darwin's `arc4random()` and `arc4random_uniform(_:)` (the core prelude) (*Pro SwiftUI* L3143–3149,
/// L3177–3186 spread particles with them). Swift's are random on every run; viewlab's come from a
/// generator with a fixed seed, so that a program prints and draws the same each time it runs, while
/// successive calls still differ (particles spread out instead of piling up on one value).
/// `Bool.random()` stays `true` (SwiftUIValues.swift), as before.
extension Interpreter {
    /// The number a `random(in:)` call on `type` gives; nil when it is not one.
    package func randomNumber(_ type: String, _ args: [Argument]?, at node: Syntax) throws -> Value? {
        guard let args else {
            // `Double.random` used as a function value.
            return .function(Callable(name: "random", kind: .builtin { [unowned self] args in
                try self.randomNumber(type, args, at: self.currentNode) ?? .void
            }))
        }
        guard args.count == 1, args[0].label == "in", case .range(let lower, let upper, let closed) = args[0].value.unboxed else {
            throw error(.drawingArguments, "\(type).random", "in range: ClosedRange<\(type)>", at: node)
        }
        let unit = Double(nextRandomBits() >> 11) / Double(1 << 53)  // in 0..<1
        if type == "Int", case .int(let lo) = lower.unboxed, case .int(let hi) = upper.unboxed {
            let top = closed ? hi : hi - 1
            guard top >= lo else { throw error(.badRange, "\(lo)\(closed ? "..." : "..<")\(hi)", at: node) }
            return .int(lo + Int(unit * Double(top - lo + 1)))
        }
        guard type != "Int", let lo = number(lower), let hi = number(upper), hi >= lo else {
            throw error(.drawingArguments, "\(type).random", "in range: ClosedRange<\(type)>", at: node)
        }
        return .double(lo + unit * (hi - lo))
    }

    /// SplitMix64 (Steele, Lea and Flood, 2014): small, fast, and good enough for pictures.
    private func nextRandomBits() -> UInt64 {
        randomState &+= 0x9E37_79B9_7F4A_7C15
        var z = randomState
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
