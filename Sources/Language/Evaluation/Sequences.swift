import SwiftSyntax

extension Interpreter {
    /// A range with more elements than the step budget allows can never be walked to its end.
    package func checkRangeSpan(_ lo: Int, _ hi: Int, closed: Bool, at node: some SyntaxProtocol) throws {
        // Ranges reaching Int.min or Int.max must not overflow while being counted.
        if closed ? hi < lo : hi <= lo { return }
        let (span, overflow) = hi.subtractingReportingOverflow(lo)
        if overflow || span > budget.maxSteps {
            throw error(.rangeTooLong, at: node)
        }
    }

    /// The elements a `for` loop or `ForEach` walks.
    package func elements(of value: Value, at node: some SyntaxProtocol) throws -> [Value] {
        switch value.unboxed {
        case .array(let items): return items
        case .range(let lower, let upper, let closed):
            if lower.isNil { throw error(.notASequence, typeName(of: value), at: node) }
            if upper.isNil { throw unsupported(.endlessRangeIteration, at: node) }
            guard case .int(let lo) = lower, case .int(let hi) = upper else {
                throw error(.nonIntRange, at: node)
            }
            try checkRangeSpan(lo, hi, closed: closed, at: node)
            if closed ? hi < lo : hi <= lo { return [] }
            try budget.elements(self, hi - lo + (closed ? 1 : 0), of: .array, at: node)
            return (closed ? Array(lo...hi) : Array(lo..<hi)).map { .int($0) }
        case .dictionary(let d):
            return zip(d.keys, d.values).map { .tuple([TupleElement(label: "key", value: $0), TupleElement(label: "value", value: $1)]) }
        case .string(let s):
            try budget.elements(self, s.count, of: .array, at: node)
            return s.map { .string(String($0)) }
        case .unknown(let s): return [.unknown(s + "[…]")]
        case .instance(let i) where types[i.typeName]?.methods["makeIterator"] != nil:
            return try iterated(value, i.typeName, at: node)
        default: throw error(.notASequence, typeName(of: value), at: node)
        }
    }

    /// A `Sequence` of the learner's (or a prelude's, `IndexSet`): its `makeIterator()`, then the
    /// iterator's `next()` until it returns nil, each element a step of the budget.
    private func iterated(_ sequence: Value, _ type: String, at node: some SyntaxProtocol) throws -> [Value] {
        guard let make = types[type]?.methods["makeIterator"]?.first else { throw error(.notASequence, type, at: node) }
        let iterator = try call(make, [], at: Syntax(node), selfRef: Ref(sequence), selfType: type)
        if case .array(let items) = iterator.unboxed { return items }
        guard case .instance(let it) = iterator.unboxed, let next = types[it.typeName]?.methods["next"]?.first else {
            throw error(.notASequence, type, at: node)
        }
        let state = Ref(iterator)
        var out: [Value] = []
        while true {
            try budget.step(self, at: node)
            let element = try call(next, [], at: Syntax(node), selfRef: state, selfType: it.typeName)
            if element.unboxed.isNil { return out }
            out.append(element)
        }
    }
}
