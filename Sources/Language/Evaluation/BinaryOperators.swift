import Foundation
import SwiftSyntax
import ViewlabModel

/// `a + b`, `a < b`, `a ?? b`: the built-in operators on numbers, strings and collections, and
/// the learner's own `static func +`.
extension Interpreter {
    package func binary(_ op: String, _ lhs: Value, _ rhs: Value, at node: some SyntaxProtocol) throws -> Value {
        let a = lhs.unboxed, b = rhs.unboxed
        if case .unknown = a { return a }
        if case .unknown = b { return b }
        switch op {
        case "==", "!=":
            let same = try equal(try implicitMember(a, of: b, at: node), try implicitMember(b, of: a, at: node), at: node)
            return .bool(op == "==" ? same : !same)
        case "===": if case .object(let x) = a, case .object(let y) = b { return .bool(x === y) }; return .bool(false)
        case "!==": if case .object(let x) = a, case .object(let y) = b { return .bool(x !== y) }; return .bool(true)
        case "...", "..<":
            // Numbers, strings, and enum cases such as `DynamicTypeSize.small ... .large`.
            guard number(a) != nil || { switch a { case .string, .enumCase, .implicitMember: true; default: false } }() else {
                // `start...end` of Dates is Foundation's (a `Text` of it, `formatted()`): viewlab's gap.
                if typeName(of: a) == "Date" { throw unsupported(.api("'\(op == "..." ? "ClosedRange" : "Range")<Date>'"), at: node) }
                throw error(.cannotFormRange, typeName(of: a), at: node)
            }
            if op == "..<", case .int(let lo) = a, case .int(let hi) = b, hi < lo {
                throw error(.badRange, "\(lo)..<\(hi)", at: node)
            }
            if op == "...", case .int(let lo) = a, case .int(let hi) = b, hi < lo {
                throw error(.badRange, "\(lo)...\(hi)", at: node)
            }
            return .range(lower: a, upper: b, closed: op == "...")
        default: break
        }
        switch (a, b) {
        case (.int(let x), .int(let y)):
            return try integerOperation(op, x, y, at: node)
        case (.int, .double), (.double, .int), (.double, .double):
            let x = number(a)!, y = number(b)!
            switch op {
            case "+": return .double(x + y)
            case "-": return .double(x - y)
            case "*": return .double(x * y)
            case "/": return .double(x / y)
            case "%": throw error(.doubleRemainder, at: node)
            case "<": return .bool(x < y)
            case ">": return .bool(x > y)
            case "<=": return .bool(x <= y)
            case ">=": return .bool(x >= y)
            default: break
            }
        case (.string(let x), .string(let y)):
            switch op {
            case "+":
                try budget.string(self, bytes: x.utf8.count + y.utf8.count, at: node)
                return .string(x + y)
            case "<": return .bool(x < y)
            case ">": return .bool(x > y)
            case "<=": return .bool(x <= y)
            case ">=": return .bool(x >= y)
            default: break
            }
        case (.array(let x), .array(let y)) where op == "+":
            try budget.elements(self, x.count + y.count, of: .array, at: node)
            return .array(x + y)
        case (.view(.text(let x)), .view(.text(let y))) where op == "+":
            try budget.string(self, bytes: x.content.utf8.count + y.content.utf8.count, at: node)
            return .view(.text(x + y))
        case (.swiftUI(.angle(let x)), .swiftUI(.angle(let y))):
            if op == "+" { return .swiftUI(.angle(Angle(radians: x.radians + y.radians))) }
            if op == "-" { return .swiftUI(.angle(Angle(radians: x.radians - y.radians))) }
        // SwiftUI's `Angle * Double`, `Double * Angle` and `Angle / Double`.
        case (.swiftUI(.angle(let x)), _) where number(b) != nil && (op == "*" || op == "/"):
            return .swiftUI(.angle(Angle(radians: op == "*" ? x.radians * number(b)! : x.radians / number(b)!)))
        case (_, .swiftUI(.angle(let y))) where number(a) != nil && op == "*":
            return .swiftUI(.angle(Angle(radians: number(a)! * y.radians)))
        // `turn + .degrees(5)`, `.zero - turn`: an implicit member beside an Angle is an Angle.
        case (.swiftUI(.angle), .implicitMember), (.implicitMember, .swiftUI(.angle)):
            if op == "+" || op == "-", let x = toAngle(a), let y = toAngle(b) { return try binary(op, .swiftUI(.angle(x)), .swiftUI(.angle(y)), at: node) }
        case (.implicitMember(let name, let args), _) where ["degrees", "radians"].contains(name) && number(b) != nil:
            // `.degrees(90) / 2` where an Angle is expected.
            if let angle = try library.implicitMember(self, name, args, as: "Angle", at: node) { return try binary(op, angle, b, at: node) }
        case (.bool(let x), .bool(let y)):
            if op == "&" { return .bool(x && y) }
            if op == "|" { return .bool(x || y) }
        case (.tuple(let x), .tuple(let y)) where x.count == y.count && ["<", ">", "<=", ">="].contains(op):
            // Tuples of comparable values compare element by element, the first difference deciding
            // (the standard library's `<` for tuples of up to six elements, SE-0283's predecessor).
            for (l, r) in zip(x, y) where !valuesEqual(l.value, r.value) {
                return try binary(op.hasPrefix("<") ? "<" : ">", l.value, r.value, at: node)
            }
            return .bool(op.hasSuffix("="))
        default: break
        }
        // `2 * .pi * f`: an implicit member beside a number is Double's (`.pi`, `.infinity`), as
        // Swift's type inference makes it.
        // `.max / 2` beside an Int is Int's.
        if case .implicitMember(let name, nil) = a, case .int = b, let v = Self.intConstant(name) { return try binary(op, .int(v), b, at: node) }
        if case .implicitMember(let name, nil) = b, case .int = a, let v = Self.intConstant(name) { return try binary(op, a, .int(v), at: node) }
        if case .implicitMember(let name, nil) = a, number(b) != nil, let v = doubleConstant(name) { return try binary(op, .double(v), b, at: node) }
        if case .implicitMember(let name, nil) = b, number(a) != nil, let v = doubleConstant(name) { return try binary(op, a, .double(v), at: node) }
        if let v = try userOperator(op, a, b, at: node) { return v }
        if let (x, y) = synthesizedOrder(a, b), ["<", ">", "<=", ">="].contains(op) { return try integerOperation(op, x, y, at: node) }
        if case .implicitMember(let name, let args) = a, let type = onlyTypeWith(static: name, called: args != nil, operator: op) {
            // `deadline: .now() + 2`: the one declared type that has both `now` and `+`, as Swift infers it.
            let resolved = try args.map { try callStaticEvaluated(type, name, $0, at: Syntax(node)) }
                ?? staticMember(of: type, name, at: node, hint: .none, allowMissing: false)!
            return try binary(op, resolved, b, at: node)
        }
        throw error(.binaryOperatorTypes, op, typeName(of: a), typeName(of: b), at: node)
    }

    private func onlyTypeWith(static name: String, called: Bool, operator op: String) -> String? {
        let candidates = types.values.filter { type in
            let member = called ? type.staticMethods[name] != nil : type.staticStored[name] != nil || type.staticComputed[name] != nil
            return member && type.staticMethods[op] != nil
        }
        // A typealias files a type under a second name.
        let names = Set(candidates.map(\.name))
        return names.count == 1 ? names.first : nil
    }

    /// `color == .blue` beside a value of a declared struct, class or enum: that type's static member,
    /// as Swift infers it from the other operand.
    private func implicitMember(_ value: Value, of other: Value, at node: some SyntaxProtocol) throws -> Value {
        guard case .implicitMember(let name, let args) = value, let typeName = declaredTypeName(of: other) else { return value }
        // `config == .init(count: 2)`: the other side's type made with the arguments.
        if args != nil { return (try? coerce(value, toTypeNamed: typeName, at: node)) ?? value }
        return try staticMember(of: typeName, name, at: node, hint: .none, allowMissing: true) ?? value
    }

    private static func intConstant(_ name: String) -> Int? {
        switch name {
        case "max": Int.max
        case "min": Int.min
        default: nil
        }
    }

    /// An enum declared `Comparable` without a `<` of its own and without raw values compares its
    /// cases in the order they are declared (SE-0266); the two cases' places, or nil.
    private func synthesizedOrder(_ a: Value, _ b: Value) -> (Int, Int)? {
        let typeName: String
        switch (a, b) {
        case (.enumCase(let x), _): typeName = x.typeName
        case (_, .enumCase(let y)): typeName = y.typeName
        default: return nil
        }
        guard let type = types[typeName], type.kind == .enumeration, type.conforms(to: "Comparable") else { return nil }
        func place(_ v: Value) -> Int? {
            switch v {
            case .enumCase(let c) where c.typeName == typeName: type.cases.firstIndex { $0.name == c.name }
            case .implicitMember(let name, _): type.cases.firstIndex { $0.name == name }
            default: nil
            }
        }
        guard let x = place(a), let y = place(b) else { return nil }
        return (x, y)
    }

    private func integerOperation(_ op: String, _ x: Int, _ y: Int, at node: some SyntaxProtocol) throws -> Value {
        func checked(_ r: (partialValue: Int, overflow: Bool)) throws -> Value {
            if r.overflow { throw error(.overflow, at: node) }
            return .int(r.partialValue)
        }
        switch op {
        case "+": return try checked(x.addingReportingOverflow(y))
        case "-": return try checked(x.subtractingReportingOverflow(y))
        case "*": return try checked(x.multipliedReportingOverflow(by: y))
        case "/", "%":
            if y == 0 { throw error(.divisionByZero, at: node) }
            return try checked(op == "/" ? x.dividedReportingOverflow(by: y) : x.remainderReportingOverflow(dividingBy: y))
        case "<": return .bool(x < y)
        case ">": return .bool(x > y)
        case "<=": return .bool(x <= y)
        case ">=": return .bool(x >= y)
        // The overflow operators wrap around instead of trapping (The Swift Programming Language, "Overflow Operators").
        case "&+": return .int(x &+ y)
        case "&-": return .int(x &- y)
        case "&*": return .int(x &* y)
        case "&": return .int(x & y)
        case "|": return .int(x | y)
        case "^": return .int(x ^ y)
        case "<<": return .int(y >= 0 && y < 64 ? x << y : 0)
        case ">>": return .int(y >= 0 && y < 64 ? x >> y : (x < 0 ? -1 : 0))
        default:
            // `2 ** 10` with the learner's `infix operator **` and `func ** (Int, Int) -> Int`.
            if let v = try userOperator(op, .int(x), .int(y), at: node) { return v }
            throw error(.binaryOperatorInts, op, at: node)
        }
    }

    /// Operators a learner's type declares as `static func + (…)`, and `<` from `Comparable`.
    private func userOperator(_ op: String, _ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Value? {
        // `.large < size`: the implicit member takes the other operand's type.
        let t = if case .implicitMember = a { typeName(of: b) } else { typeName(of: a) }
        // `func + (lhs: Box, rhs: Int) -> Box` at the top of the file: the one whose operands' types are these.
        if let f = globals.functions(named: op).first(where: { operandsFit($0, a, b) }) {
            return try call(f, [Argument(label: nil, value: a), Argument(label: nil, value: b)], at: Syntax(node))
        }
        guard let type = types[t] else { return nil }
        // A type may declare `-` twice: infix with two operands and prefix with one.
        if let f = type.staticMethods[op]?.first(where: { $0.userFunction.map { $0.parameters.count == 2 } ?? true }) {
            return try call(f, [Argument(label: nil, value: a), Argument(label: nil, value: b)], at: Syntax(node), selfType: t)
        }
        if [">", "<=", ">="].contains(op), let less = type.staticMethods["<"]?.first {
            func lt(_ x: Value, _ y: Value) throws -> Bool {
                try truth(call(less, [Argument(label: nil, value: x), Argument(label: nil, value: y)], at: Syntax(node), selfType: t), at: node)
            }
            switch op {
            case ">": return .bool(try lt(b, a))
            case "<=": return .bool(!(try lt(b, a)))
            default: return .bool(!(try lt(a, b)))
            }
        }
        return nil
    }

    /// Whether a learner's operator function takes these operands: two parameters whose declared
    /// types are the operands' (a parameter of a type viewlab cannot name fits any operand).
    private func operandsFit(_ f: Callable, _ a: Value, _ b: Value) -> Bool {
        guard let parameters = f.userFunction?.parameters, parameters.count == 2 else { return false }
        return zip(parameters, [a, b]).allSatisfy { parameter, value in
            guard let type = parameter.type else { return true }
            let written = sourceText(type)
            return written == typeName(of: value) || (floatingPointTypeNames.contains(written) && value.unboxed.isDouble)
        }
    }

    /// A prefix operator a learner's type declares: `static prefix func - (v: Vec) -> Vec`.
    package func userPrefixOperator(_ op: String, _ v: Value, at node: some SyntaxProtocol) throws -> Value? {
        let t = typeName(of: v)
        guard let f = types[t]?.staticMethods[op]?.first(where: { $0.userFunction?.parameters.count == 1 }) else { return nil }
        return try call(f, [Argument(label: nil, value: v)], at: Syntax(node), selfType: t)
    }
}
