import Testing
@testable import ViewlabLanguage

/// Programs made at random from what the numeric tier compiles (number and Bool variables,
/// arithmetic with literals of both types, comparisons, `?:`, `if`, `guard`, `for`, `while`,
/// `break`, `continue`, calls, arrays read and written at loop indices, `for` over an array or a
/// stride, `min`, `max`, `abs`, `Int(x)`, math functions): each must print the same, stop with the
/// same message and count the same steps with the tier as without it. Most of them are compiled
/// (counted), some not (a program may assign to a parameter, which Swift refuses and the tier
/// leaves to the general path).
struct NumericTierFuzzTests {
    /// A linear congruential generator: the same programs on every machine.
    struct RNG {
        var s: UInt64
        mutating func next(_ n: Int) -> Int {
            s = s &* 6364136223846793005 &+ 1442695040888963407
            return Int((s >> 33) % UInt64(n))
        }
    }

    private func intExpr(_ r: inout RNG, _ vars: [String], _ d: Int) -> String {
        if d <= 0 || r.next(3) == 0 {
            let ks = vars.filter { $0.hasPrefix("k") }
            if !ks.isEmpty && r.next(3) == 0 { return ["xs[\(ks[r.next(ks.count)])]", "xs.count"][r.next(2)] }
            if !vars.isEmpty && r.next(2) == 0 { return vars[r.next(vars.count)] }
            return [String(r.next(20)), "-\(r.next(5))", "(\(r.next(9)))"][r.next(3)]
        }
        switch r.next(7) {
        case 6:
            switch r.next(4) {
            case 0: return "abs(\(intExpr(&r, vars, d-1)))"
            case 1: return "Int(\(dblExpr(&r, ["x"], vars, d-1)))"
            default: return "\(["min","max"][r.next(2)])(\(intExpr(&r, vars, d-1)), \(intExpr(&r, vars, d-1)))"
            }
        case 0: return "(\(intExpr(&r, vars, d-1)) \(["+","-","*"][r.next(3)]) \(intExpr(&r, vars, d-1)))"
        case 1: return "\(intExpr(&r, vars, d-1)) \(["+","-","*","/","%"][r.next(5)]) \(intExpr(&r, vars, d-1))"
        case 2: return "(\(boolExpr(&r, vars, [], d-1)) ? \(intExpr(&r, vars, d-1)) : \(intExpr(&r, vars, d-1)))"
        case 3: return "-\(intExpr(&r, vars, 0))"
        case 4: return "h(\(intExpr(&r, vars, d-1)))"
        default: return "\(intExpr(&r, vars, d-1)) + \(intExpr(&r, vars, d-1)) * \(intExpr(&r, vars, d-1))"
        }
    }
    private func dblExpr(_ r: inout RNG, _ vars: [String], _ ivars: [String], _ d: Int) -> String {
        if d <= 0 || r.next(3) == 0 {
            let ks = ivars.filter { $0.hasPrefix("k") }
            if !ks.isEmpty && r.next(3) == 0 { return "ys[\(ks[r.next(ks.count)])]" }
            if !vars.isEmpty && r.next(2) == 0 { return vars[r.next(vars.count)] }
            return ["\(r.next(9)).5", "\(r.next(9))", "Double(\(ivars.isEmpty ? "2" : ivars[r.next(ivars.count)]))"][r.next(3)]
        }
        switch r.next(5) {
        case 4:
            if r.next(3) == 0 { return "\(["sqrt","floor","exp"][r.next(3)])(\(dblExpr(&r, vars, ivars, d-1)))" }
            return "\(["min","max"][r.next(2)])(\(dblExpr(&r, vars, ivars, d-1)), \(r.next(2) == 0 ? "1" : dblExpr(&r, vars, ivars, 0)))"
        case 0: return "(\(dblExpr(&r, vars, ivars, d-1)) \(["+","-","*","/"][r.next(4)]) \(dblExpr(&r, vars, ivars, d-1)))"
        case 1: return "\(dblExpr(&r, vars, ivars, d-1)) * 2 + 1 / 4"
        case 2: return "-\(dblExpr(&r, vars, ivars, 0))"
        default: return "(\(boolExpr(&r, ivars, vars, d-1)) ? \(dblExpr(&r, vars, ivars, d-1)) : 1)"
        }
    }
    private func boolExpr(_ r: inout RNG, _ ivars: [String], _ dvars: [String], _ d: Int) -> String {
        switch r.next(5) {
        case 0: return "\(intExpr(&r, ivars, d-1)) \(["<",">","<=",">=","==","!="][r.next(6)]) \(intExpr(&r, ivars, d-1))"
        case 1 where d > 0: return "(\(boolExpr(&r, ivars, dvars, d-1)) \(["&&","||"][r.next(2)]) \(boolExpr(&r, ivars, dvars, d-1)))"
        case 2 where d > 0: return "!(\(boolExpr(&r, ivars, dvars, d-1)))"
        case 3 where !dvars.isEmpty: return "\(dvars[r.next(dvars.count)]) < \(r.next(5)).5"
        default: return ["true", "false", "\(intExpr(&r, ivars, 0)) == 0"][r.next(3)]
        }
    }
    /// Statements; `returns` is false in a top-level loop, where a `guard` leaves with `break`.
    private func body(_ r: inout RNG, _ ivars: inout [String], _ dvars: inout [String], _ depth: Int, _ indent: String, inLoop: Bool,
                      returns: Bool = true, counter: inout Int) -> [String] {
        var lines: [String] = []
        for _ in 0..<(1 + r.next(4)) {
            counter += 1
            let ks = ivars.filter { $0.hasPrefix("k") }
            switch r.next(9) {
            case 8 where !ks.isEmpty:
                let k = ks[r.next(ks.count)]
                lines.append(r.next(2) == 0
                    ? "\(indent)xs[\(k)] \(["+=","-=","*=","="][r.next(4)]) \(intExpr(&r, ivars, 2))"
                    : "\(indent)ys[\(k)] \(["+=","-=","*=","/=","="][r.next(5)]) \(dblExpr(&r, dvars, ivars, 2))")
            case 0: let n = "i\(counter)"; lines.append("\(indent)var \(n) = \(intExpr(&r, ivars, 2))"); ivars.append(n)
            case 1: let n = "d\(counter)"; lines.append("\(indent)var \(n) = \(dblExpr(&r, dvars, ivars, 2))"); dvars.append(n)
            case 2 where ivars.contains(where: { $0.hasPrefix("i") }):
                let own = ivars.filter { $0.hasPrefix("i") }
                lines.append("\(indent)\(own[r.next(own.count)]) \(["+=","-=","*=","="][r.next(4)]) \(intExpr(&r, ivars, 2))")
            case 3 where dvars.contains(where: { $0.hasPrefix("d") }):
                let own = dvars.filter { $0.hasPrefix("d") }
                lines.append("\(indent)\(own[r.next(own.count)]) \(["+=","-=","*=","/=","="][r.next(5)]) \(dblExpr(&r, dvars, ivars, 2))")
            case 4 where depth > 0:
                var iv = ivars, dv = dvars
                lines.append("\(indent)if \(boolExpr(&r, ivars, dvars, 2)) {")
                lines += body(&r, &iv, &dv, depth - 1, indent + "    ", inLoop: inLoop, returns: returns, counter: &counter)
                if r.next(2) == 0 {
                    var iv2 = ivars, dv2 = dvars
                    lines.append("\(indent)} else {")
                    lines += body(&r, &iv2, &dv2, depth - 1, indent + "    ", inLoop: inLoop, returns: returns, counter: &counter)
                }
                lines.append("\(indent)}")
            case 5 where depth > 0:
                var iv = ivars, dv = dvars
                let overElements = r.next(4) == 0
                let k = overElements ? "e\(counter)" : "k\(counter)"
                let strided = !overElements && r.next(4) == 0
                lines.append(overElements ? "\(indent)for \(k) in xs {"
                             : strided ? "\(indent)for \(k) in stride(from: \(r.next(3)), \(["to","through"][r.next(2)]): \(r.next(6)), by: \(1 + r.next(2))) {"
                             : "\(indent)for \(k) in \(r.next(3))\(["..<","..."][r.next(2)])\(r.next(6)) {")
                iv.append(k)
                lines += body(&r, &iv, &dv, depth - 1, indent + "    ", inLoop: true, returns: returns, counter: &counter)
                lines.append("\(indent)}")
            case 6 where inLoop: lines.append("\(indent)if \(boolExpr(&r, ivars, dvars, 1)) { \(["break","continue"][r.next(2)]) }")
            case 7 where depth > 0:
                let c = "w\(counter)"
                lines.append("\(indent)var \(c) = 0")
                lines.append("\(indent)while \(c) < \(r.next(5)) {")
                lines.append("\(indent)    \(c) += 1")
                var iv = ivars + [c], dv = dvars
                lines += body(&r, &iv, &dv, depth - 1, indent + "    ", inLoop: true, returns: returns, counter: &counter)
                lines.append("\(indent)}")
                ivars.append(c)
            default:
                lines.append("\(indent)guard \(boolExpr(&r, ivars, dvars, 1)) else { \(returns ? "return \(intExpr(&r, ivars, 1))" : "break") }")
            }
        }
        return lines
    }

    private func program(seed: UInt64) -> String {
        var r = RNG(s: seed)
        var counter = 0
        var iv = ["a", "b"], dv = ["x"]
        let lines = body(&r, &iv, &dv, 3, "    ", inLoop: false, counter: &counter)
        return """
        func h(_ v: Int) -> Int { v % 7 + 1 }
        func f(_ a: Int, _ b: Int, _ x: Double, _ xs0: [Int], _ ys0: [Double]) -> Int {
            var xs = xs0
            var ys = ys0 + [Double](repeating: 0.5, count: 2)
        \(lines.joined(separator: "\n"))
            return \(intExpr(&r, iv, 2))
        }
        func g(_ a: Int, _ x: Double) -> Double { \(dblExpr(&r, ["x"], ["a"], 3)) }
        for a in 0..<4 { print(f(a, 3 - a, Double(a) * 0.5, [3, 1, 4, 1, 5, 9], [2.5, 0.5, 1, 8]), g(a, 1.5)) }
        """
    }

    /// The same statements in a loop at the top level (`NumericLoop`): the variables it writes are
    /// the program's, printed after it, with a string it appends to and a dictionary it counts in.
    private func topLevelProgram(seed: UInt64) -> String {
        var r = RNG(s: seed)
        var counter = 0
        var iv = ["i0", "i1"], dv = ["d0"]
        let lines = body(&r, &iv, &dv, 3, "    ", inLoop: true, returns: false, counter: &counter)
        return """
        func h(_ v: Int) -> Int { v % 7 + 1 }
        var i0 = 3
        var i1 = -1
        var d0 = 0.5
        var xs = [3, 1, 4, 1, 5, 9]
        var ys = [2.5, 0.5, 1, 8, 0.5, 0.5]
        var text = ""
        var tally: [String: Int] = [:]
        for rep in 0..<3 {
            text += String(i0 % 10)
            tally["t\\(i1 % 3)", default: rep] += i0 % 5
        \(lines.joined(separator: "\n"))
            i0 += rep
            if i1 > 0 { text += "+" } else { text += String(d0) }
        }
        print(i0, i1, d0, xs, ys, text, tally)
        """
    }

    @Test func randomTopLevelLoopsRunAsOnTheGeneralPath() {
        var compiled = 0
        for seed in 1...150 as ClosedRange<UInt64> {
            let source = topLevelProgram(seed: seed)
            let tier = runWithTier(source, tier: true), general = runWithTier(source, tier: false)
            if tier.session.interpreter.numericStack.loopsRun > 0 { compiled += 1 }
            if tier.error?.contains("stopped after") == true && general.error?.contains("stopped after") == true { continue }
            #expect(tier.output == general.output, "seed \(seed)")
            #expect(tier.error == general.error, "seed \(seed)")
            #expect(tier.session.interpreter.budget.steps == general.session.interpreter.budget.steps, "seed \(seed)")
        }
        #expect(compiled > 100, "\(compiled)")
    }

    @Test func randomProgramsRunAsOnTheGeneralPath() {
        var compiled = 0
        for seed in 1...150 as ClosedRange<UInt64> {
            let source = program(seed: seed)
            let tier = runWithTier(source, tier: true), general = runWithTier(source, tier: false)
            if isCompiled("f", in: tier.session) { compiled += 1 }
            // A program that runs out of time stops wherever the clock says: not compared.
            if tier.error?.contains("stopped after") == true && general.error?.contains("stopped after") == true { continue }
            #expect(tier.output == general.output, "seed \(seed)")
            #expect(tier.error == general.error, "seed \(seed)")
            #expect(tier.session.interpreter.budget.steps == general.session.interpreter.budget.steps, "seed \(seed)")
        }
        #expect(compiled > 100)
    }
}
