import SwiftSyntax

/// `min(a, b, …)`, `max(a, b, …)` and `abs(x)` of Ints or Doubles, `Int(x)`, and the math functions of Doubles
/// (`sqrt(x)`, `pow(a, b)`, …: `Interpreter.mathFunctions1`, `mathFunctions2`) in the numeric tier,
/// as the general path's built-in functions compute them (`Interpreter.builtinFunction`): `min` keeps
/// the first value no later one is less than, `max` the first no later one is greater than (a later
/// one neither less nor equal replaces it), and `abs(Int.min)` is the general path's overflow error.
/// The call counts its step, then its arguments', in order.
extension NumericBody {
    /// The type of such a call: its arguments' (an integer literal takes the others' type); nil
    /// for a call of anything else.
    mutating func standardFunctionKind(_ c: FunctionCallExprSyntax, _ name: String) throws -> NumericKind? {
        guard isStandardNumberFunction(c, name) else { return nil }
        if isMathFunction(c, name) { return .double }
        if name == "Int" {
            // `Int(x)` is an Int; its argument's type is its own (an integer literal an Int).
            guard try self.kind(of: c.arguments.first!.expression) != .bool else { throw NumericRefusal() }
            return .int
        }
        var kind: NumericKind?
        for argument in c.arguments where kind == nil { kind = try self.kind(of: argument.expression) }
        guard kind != .bool else { throw NumericRefusal() }
        return kind ?? .int
    }

    /// Such a call's code; nil for a call of anything else.
    mutating func standardFunction(_ c: FunctionCallExprSyntax, _ name: String) throws -> Typed? {
        guard let kind = try standardFunctionKind(c, name) else { return nil }
        let node = Syntax(c)
        if name == "Int" { return (.int, try intConversion(c.arguments.first!.expression, at: node)) }
        var codes: [NumericOperand] = []
        for argument in c.arguments { codes.append(NumericOperand(run: try code(argument.expression, as: kind))) }
        if let f = Interpreter.mathFunctions1[name] {
            let x = codes[0].run
            return (kind, { i, frame in
                try i.budget.step(i, at: node)
                return f(try x(i, frame).asDouble).asWord
            })
        }
        if let f = Interpreter.mathFunctions2[name] {
            let a = codes[0].run, b = codes[1].run
            return (kind, { i, frame in
                try i.budget.step(i, at: node)
                let x = try a(i, frame), y = try b(i, frame)
                return f(x.asDouble, y.asDouble).asWord
            })
        }
        if name == "abs" {
            let operand = codes[0].run
            if kind == .double { return (kind, { i, frame in
                try i.budget.step(i, at: node)
                return Swift.abs(try operand(i, frame).asDouble).asWord
            }) }
            return (kind, { i, frame in
                try i.budget.step(i, at: node)
                let n = try operand(i, frame)
                guard n != .min else { throw Self.absOverflow(i, at: node) }
                return Swift.abs(n)
            })
        }
        let isMin = name == "min"
        return (kind, { i, frame in
            try i.budget.step(i, at: node)
            var best = try codes[0].run(i, frame)
            for code in codes.dropFirst() {
                let v = try code.run(i, frame)
                if Self.replaces(v, best, kind, isMin: isMin) { best = v }
            }
            return best
        })
    }

    /// Whether `v` replaces `best` (`Functions.swift`'s `min`/`max`).
    @inline(__always) private static func replaces(_ v: Int, _ best: Int, _ kind: NumericKind, isMin: Bool) -> Bool {
        let less = kind == .double ? v.asDouble < best.asDouble : v < best
        let equal = kind == .double ? v.asDouble == best.asDouble : v == best
        return isMin ? less : !less && !equal
    }

    /// `Int(x)`: an Int as it is; a Double truncated, or the general path's error when it is not
    /// finite or not inside Int's range (`BuiltinValues`' `Int(_:)`).
    private mutating func intConversion(_ argument: ExprSyntax, at node: Syntax) throws -> NumericCode {
        let kind = try self.kind(of: argument) ?? .int
        let operand = try code(argument, as: kind)
        if kind == .int {
            return { i, frame in
                try i.budget.step(i, at: node)
                return try operand(i, frame)
            }
        }
        return { i, frame in
            try i.budget.step(i, at: node)
            let d = try operand(i, frame).asDouble
            guard d.isFinite, d > Double(Int.min), d < Double(Int.max) else { throw i.error(.notConvertibleToInt, d, at: node) }
            return Int(d)
        }
    }

    /// `abs(Int.min)`: the general path's error, at the call (`callSite`).
    private static func absOverflow(_ i: Interpreter, at node: Syntax) -> Error {
        i.error(.overflow, at: node)
    }

    /// `min`/`max` of two or more unlabelled arguments, `abs` of one: the standard library's.
    private mutating func isStandardNumberFunction(_ c: FunctionCallExprSyntax, _ name: String) -> Bool {
        guard c.trailingClosure == nil, c.arguments.allSatisfy({ $0.label == nil }), local(name) == nil, array(name) == nil,
              namesStandardFunction(name), numeric.selfType == nil || !interpreter.declaredMethodNames.contains(name) else { return false }
        switch name {
        case "min", "max": return c.arguments.count >= 2
        case "abs", "Int": return c.arguments.count == 1
        default: return isMathFunction(c, name)
        }
    }

    /// `sqrt(x)`, `pow(a, b)`: a math function of Doubles with its number of arguments.
    private func isMathFunction(_ c: FunctionCallExprSyntax, _ name: String) -> Bool {
        (Interpreter.mathFunctions1[name] != nil && c.arguments.count == 1) || (Interpreter.mathFunctions2[name] != nil && c.arguments.count == 2)
    }
}
