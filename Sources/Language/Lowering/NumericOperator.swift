/// The arithmetic and comparison operators, classified once when lowered. `apply` is the fast path
/// for two Ints or two Doubles; it answers nil for every other case (other types, overflow, division
/// by zero), which `Interpreter.binary` handles and reports.
package enum NumericOperator: String {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case less = "<", greater = ">", lessOrEqual = "<=", greaterOrEqual = ">="
    case equal = "==", notEqual = "!="

    /// Each operand's case is matched on its own: a switch over the pair would copy both values.
    @inline(__always) package func apply(_ a: Value, _ b: Value) -> Value? {
        if case .int(let x) = a, case .int(let y) = b {
            return word(x, y).map { isComparison ? .bool($0 != 0) : .int($0) }
        }
        // Swift has no `%` for floating point (`truncatingRemainder`): `Interpreter.binary` says so.
        if case .double(let x) = a, case .double(let y) = b, self != .remainder {
            let w = word(x, y)
            return isComparison ? .bool(w != 0) : .double(w.asDouble)
        }
        return nil
    }

    package var isComparison: Bool {
        switch self {
        case .add, .subtract, .multiply, .divide, .remainder: false
        case .less, .greater, .lessOrEqual, .greaterOrEqual, .equal, .notEqual: true
        }
    }

    /// `x op y` for two Ints as a word of the numeric tier (`NumericKind`): an Int, or a
    /// comparison's Bool as 1 or 0; nil on overflow or division by zero.
    @inline(__always) package func word(_ x: Int, _ y: Int) -> Int? {
        let r: (partialValue: Int, overflow: Bool)
        switch self {
        case .add: r = x.addingReportingOverflow(y)
        case .subtract: r = x.subtractingReportingOverflow(y)
        case .multiply: r = x.multipliedReportingOverflow(by: y)
        case .divide: if y == 0 { return nil }; r = x.dividedReportingOverflow(by: y)
        case .remainder: if y == 0 { return nil }; r = x.remainderReportingOverflow(dividingBy: y)
        case .less: return x < y ? 1 : 0
        case .greater: return x > y ? 1 : 0
        case .lessOrEqual: return x <= y ? 1 : 0
        case .greaterOrEqual: return x >= y ? 1 : 0
        case .equal: return x == y ? 1 : 0
        case .notEqual: return x != y ? 1 : 0
        }
        return r.overflow ? nil : r.partialValue
    }

    /// `x op y` for two Doubles as a word: a Double's bits, or a comparison's Bool as 1 or 0.
    @inline(__always) package func word(_ x: Double, _ y: Double) -> Int {
        switch self {
        case .add: (x + y).asWord
        case .subtract: (x - y).asWord
        case .multiply: (x * y).asWord
        case .divide: (x / y).asWord
        case .remainder: x.truncatingRemainder(dividingBy: y).asWord
        case .less: x < y ? 1 : 0
        case .greater: x > y ? 1 : 0
        case .lessOrEqual: x <= y ? 1 : 0
        case .greaterOrEqual: x >= y ? 1 : 0
        case .equal: x == y ? 1 : 0
        case .notEqual: x != y ? 1 : 0
        }
    }
}
