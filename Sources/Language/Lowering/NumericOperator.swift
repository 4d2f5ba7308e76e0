/// The arithmetic and comparison operators, classified once when lowered. `apply` is the fast path
/// for two Ints or two Doubles; it answers nil for every other case (other types, overflow, division
/// by zero), which `Interpreter.binary` handles and reports.
package enum NumericOperator: String {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case less = "<", greater = ">", lessOrEqual = "<=", greaterOrEqual = ">="
    case equal = "==", notEqual = "!="

    /// Each operand's case is matched on its own: a switch over the pair would copy both values.
    @inline(__always) package func apply(_ a: Value, _ b: Value) -> Value? {
        if case .int(let x) = a, case .int(let y) = b { return apply(x, y) }
        if case .double(let x) = a, case .double(let y) = b { return apply(x, y) }
        return nil
    }

    private func apply(_ x: Int, _ y: Int) -> Value? {
        let r: (partialValue: Int, overflow: Bool)
        switch self {
        case .add: r = x.addingReportingOverflow(y)
        case .subtract: r = x.subtractingReportingOverflow(y)
        case .multiply: r = x.multipliedReportingOverflow(by: y)
        case .divide: if y == 0 { return nil }; r = x.dividedReportingOverflow(by: y)
        case .remainder: if y == 0 { return nil }; r = x.remainderReportingOverflow(dividingBy: y)
        case .less: return .bool(x < y)
        case .greater: return .bool(x > y)
        case .lessOrEqual: return .bool(x <= y)
        case .greaterOrEqual: return .bool(x >= y)
        case .equal: return .bool(x == y)
        case .notEqual: return .bool(x != y)
        }
        return r.overflow ? nil : .int(r.partialValue)
    }

    private func apply(_ x: Double, _ y: Double) -> Value? {
        switch self {
        case .add: .double(x + y)
        case .subtract: .double(x - y)
        case .multiply: .double(x * y)
        case .divide: .double(x / y)
        case .remainder: nil
        case .less: .bool(x < y)
        case .greater: .bool(x > y)
        case .lessOrEqual: .bool(x <= y)
        case .greaterOrEqual: .bool(x >= y)
        case .equal: .bool(x == y)
        case .notEqual: .bool(x != y)
        }
    }
}
