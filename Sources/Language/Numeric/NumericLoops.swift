import SwiftSyntax

/// The loops of the numeric tier: `while`, `for name in a..<b` (or `a...b`) over Ints and `for name
/// in array`, with no `where` or label. Each iteration counts a step before its condition or its body, as
/// `Interpreter.lowerWhile` and `lowerFor` count it; the statement counts one when it is counted
/// here (a `NumericLoop`'s was counted by the general path).
extension NumericBody {
    mutating func whileLoop(_ w: WhileStmtSyntax, counting item: CodeBlockItemSyntax?) throws -> NumericStatement {
        let condition = try conditions(w.conditions)
        let body = try loopBody(w.body.statements)
        return { i, frame in
            if let item { try i.budget.step(i, at: item) }
            while true {
                try i.budget.step(i, at: w)
                guard try condition(i, frame) != 0 else { return .normal }
                if let exit = Self.exit(try body(i, frame)) { return exit }
            }
        }
    }

    mutating func forLoop(_ f: ForStmtSyntax, counting item: CodeBlockItemSyntax?) throws -> NumericStatement {
        guard f.tryKeyword == nil, f.awaitKeyword == nil, f.caseKeyword == nil, f.whereClause == nil, f.typeAnnotation == nil else {
            throw NumericRefusal()
        }
        if isArray(f.sequence) { return try forEachElement(f, counting: item) }
        guard let range = f.sequence.as(InfixOperatorExprSyntax.self),
              let text = range.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, text == "..<" || text == "..." else {
            throw NumericRefusal()
        }
        let closed = text == "..."
        let lower = try code(range.leftOperand, as: .int), upper = try code(range.rightOperand, as: .int)
        let sequence = f.sequence
        openBlock()
        defer { closeBlock() }
        let slot = try loopVariable(f, kind: .int)
        let body = try loopBody(f.body.statements)
        return { i, frame in
            if let item { try i.budget.step(i, at: item) }
            try i.budget.step(i, at: sequence)
            let lo = try lower(i, frame), hi = try upper(i, frame)
            // The range made as the general path makes it, which reports bounds in the wrong order.
            _ = try i.binary(text, .int(lo), .int(hi), at: range)
            try i.checkRangeSpan(lo, hi, closed: closed, at: sequence)
            if closed ? hi < lo : hi <= lo { return .normal }
            for n in lo...(closed ? hi : hi - 1) {
                try i.budget.step(i, at: f)
                if let slot { frame[slot] = n }
                if let exit = Self.exit(try body(i, frame)) { return exit }
            }
            return .normal
        }
    }

    /// `for value in values`: the array as it is when the loop starts (a write to it in the body
    /// changes what later reads see, not what the loop walks), a step each element, as `lowerFor` counts.
    private mutating func forEachElement(_ f: ForStmtSyntax, counting item: CodeBlockItemSyntax?) throws -> NumericStatement {
        let sequence = try arrayCode(f.sequence, element: nil)
        let kind = sequence.element, items = sequence.code
        openBlock()
        defer { closeBlock() }
        let slot = try loopVariable(f, kind: kind)
        let body = try loopBody(f.body.statements)
        return { i, frame in
            if let item { try i.budget.step(i, at: item) }
            for value in try items(i, frame) {
                try i.budget.step(i, at: f)
                if let slot { frame[slot] = kind.word(of: value.unboxed) ?? 0 }
                if let exit = Self.exit(try body(i, frame)) { return exit }
            }
            return .normal
        }
    }

    /// The slot of a loop's variable, in the loop's block; nil for `_`.
    private mutating func loopVariable(_ f: ForStmtSyntax, kind: NumericKind) throws -> Int? {
        if let name = f.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { return declare(name, kind: kind, isVariable: false) }
        guard f.pattern.is(WildcardPatternSyntax.self) else { throw NumericRefusal() }
        return nil
    }

    private mutating func loopBody(_ items: CodeBlockItemListSyntax) throws -> NumericStatement {
        loopDepth += 1
        defer { loopDepth -= 1 }
        return try statements(items)
    }

    /// How an iteration's flow ends the loop: `break` ends it normally, `return` returns; nil goes on.
    @inline(__always) private static func exit(_ flow: NumericFlow) -> NumericFlow? {
        switch flow {
        case .normal, .continued: nil
        case .broke: .normal
        case .returned: flow
        }
    }
}
