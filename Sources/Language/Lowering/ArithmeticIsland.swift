import SwiftSyntax

/// `i % 50 == 49`, `total + 2 * n`, `(x - left) / 2`: arithmetic of one or two names and literals
/// (with a comparison at its root) run in one go when every name holds an Int, or every name a
/// Double, rather than one closure and one `Value` a node. The general path's code stays beside it and
/// runs whenever the island does not answer: a name that is not a local variable (a member of
/// `self`, a global function), a value of another type, an overflow or a division by zero (whose
/// errors the general path reports), a step that `Budget.step` would check at. Names are read
/// without effects, so running the general path after the island read them changes nothing.
///
/// The result is the general path's: with Int names the expression's integer literals are Ints
/// (the island is not made in a Double context, which would make them Doubles); with Double names
/// every literal is a Double, as the general path's hints make them (`Interpreter.lowerInfix`), and
/// an expression with `%`, which Swift has not for Doubles, is left to the general path. The steps
/// counted are the general path's: one a node (an operator, a name, a literal, parentheses).
package final class ArithmeticIsland {
    /// A node of the expression, in an array whose last node is the root: a literal (an integer
    /// literal has both forms), a name (0 or 1: which of the two read), an operator on two nodes
    /// before it. Plain data, so that walking it retains nothing.
    private struct Node {
        enum Kind { case literal, name, apply }
        let kind: Kind
        var op = NumericOperator.add
        /// An operator's operands; a name's place (0 or 1).
        var left: Int32 = 0, right: Int32 = 0
        /// A literal as an Int (an integer literal's), and as a Double's word.
        var int = 0, double = 0
    }

    /// `i % 10` and `i % 50 == 49`, the forms a loop most often computes: with an Int name they run
    /// from their operators and literals, with no walk of the nodes (`int(_:_:_:)` walks any other
    /// form, to the same result).
    private enum IntForm {
        case nodes
        /// The first name, an operator, an integer literal.
        case one(NumericOperator, Int)
        /// That, then a second operator and integer literal.
        case two(NumericOperator, Int, NumericOperator, Int)

        init(_ nodes: [Node]) {
            let startsWithName = nodes.count > 2 && nodes[0].kind == .name && nodes[0].left == 0 && nodes[1].kind == .literal
            if startsWithName && nodes.count == 3 {
                self = .one(nodes[2].op, nodes[1].int)
            } else if startsWithName && nodes.count == 5, nodes[3].kind == .literal, nodes[4].left == 2, nodes[4].right == 3 {
                self = .two(nodes[2].op, nodes[1].int, nodes[4].op, nodes[3].int)
            } else {
                self = .nodes
            }
        }
    }

    /// Not in source: most arithmetic in a loop reads one or two names (`i % 7`, `x * scale + 1`);
    /// with no buffer to fill, they are read into two words.
    private static let maximumNames = 2

    private let nodes: UnsafeMutableBufferPointer<Node>
    private let intForm: IntForm
    private let first: String, firstSlot = LocalSlot()
    private let second: String?, secondSlot = LocalSlot()
    private let steps: Int
    /// Whether Int names may run here: no floating-point literal, no Double context.
    private let takesInts: Bool
    /// Whether Double names may run here: no `%`.
    private let takesDoubles: Bool
    package let isComparison: Bool
    /// Set when a name held a value of another type than Int or Double, or the two mixed: the site
    /// then goes straight to the general path (a site's types do not change in Swift).
    @exclusivity(unchecked) private var gaveUp = false

    /// The island for `e`, or nil when it is not arithmetic of names and literals with one or two names.
    package init?(_ e: ExprSyntax, hint: Hint) {
        var nodes: [Node] = [], names: [String] = [], steps = 0, takesInts = hint == .none, takesDoubles = true
        /// The node of `expr` appended, its place; nil when the expression cannot run here.
        func add(_ expr: ExprSyntax, atRoot: Bool) -> Int? {
            steps += 1
            switch expr.as(ExprSyntaxEnum.self) {
            case .integerLiteralExpr(let l):
                guard let n = Interpreter.parseInteger(l.literal.text) else { return nil }
                nodes.append(Node(kind: .literal, int: n, double: Double(n).asWord))
            case .floatLiteralExpr(let l):
                guard let x = Interpreter.parseFloat(l.literal.text) else { return nil }
                takesInts = false
                nodes.append(Node(kind: .literal, double: x.asWord))
            case .declReferenceExpr(let r):
                let name = r.baseName.text
                // `$0` is a closure's parameter like any other name (`Interpreter.lowerName`); `$count` a projection.
                let isAnonymousParameter = name.hasPrefix("$") && name.count > 1 && name.dropFirst().allSatisfy(\.isNumber)
                guard r.argumentNames == nil, name != "self", name != "Self", !name.hasPrefix("$") || isAnonymousParameter,
                      !name.hasPrefix("_") else { return nil }
                if !names.contains(name) { names.append(name) }
                guard let k = names.firstIndex(of: name), k < Self.maximumNames else { return nil }
                nodes.append(Node(kind: .name, left: Int32(k)))
            case .tupleExpr(let t) where t.elements.count == 1 && t.elements.first!.label == nil:
                return add(t.elements.first!.expression, atRoot: false)
            case .infixOperatorExpr(let infix):
                guard let text = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
                      let op = NumericOperator(rawValue: text), atRoot || !op.isComparison,
                      let left = add(infix.leftOperand, atRoot: false), let right = add(infix.rightOperand, atRoot: false) else { return nil }
                if op == .remainder { takesDoubles = false }
                nodes.append(Node(kind: .apply, op: op, left: Int32(left), right: Int32(right)))
            default:
                return nil
            }
            return nodes.count - 1
        }
        guard add(e, atRoot: true) != nil, let root = nodes.last, root.kind == .apply, !names.isEmpty, takesInts || takesDoubles else { return nil }
        self.nodes = .allocate(capacity: nodes.count)
        _ = self.nodes.initialize(from: nodes)
        intForm = IntForm(nodes)
        first = names[0]
        second = names.count > 1 ? names[1] : nil
        self.steps = steps
        self.takesInts = takesInts
        self.takesDoubles = takesDoubles
        isComparison = root.op.isComparison
    }

    deinit { nodes.deallocate() }

    /// The expression's value, its steps counted; nil when the general path is to run it.
    @inline(__always) package func value(_ i: Interpreter, _ scope: Scope) -> Value? {
        guard let (word, isDouble) = word(i, scope) else { return nil }
        if isComparison { return .bool(word != 0) }
        return isDouble ? .double(word.asDouble) : .int(word)
    }

    /// A comparison's truth, its steps counted; nil when the general path is to run it.
    @inline(__always) package func truth(_ i: Interpreter, _ scope: Scope) -> Bool? {
        word(i, scope).map { $0.word != 0 }
    }

    /// The result as a word of the numeric tier (`NumericKind`), and whether it is a Double's.
    private func word(_ i: Interpreter, _ scope: Scope) -> (word: Int, isDouble: Bool)? {
        guard !gaveUp, i.usesNumericTier, let a = firstSlot.readNumber(first, from: scope) else { return nil }
        var x = 0, y = 0, isDouble = false
        switch a {
        case .int(let n) where takesInts: x = n
        case .double(let d) where takesDoubles: x = d.asWord; isDouble = true
        // A branch's shape worked out without its values: nothing to learn about the site.
        case .unknown: return nil
        default: gaveUp = true; return nil
        }
        if let second {
            guard let b = secondSlot.readNumber(second, from: scope) else { return nil }
            switch b {
            case .int(let n) where !isDouble: y = n
            case .double(let d) where isDouble: y = d.asWord
            case .unknown: return nil
            default: gaveUp = true; return nil
            }
        }
        guard i.budget.tookQuickly(steps) else { return nil }
        let root = nodes.count - 1
        guard let result = isDouble ? double(root, x, y) : int(x, y) else {
            i.budget.giveBack(steps)
            return nil
        }
        return (result, isDouble)
    }

    /// The expression's value with Int names `x` and `y`: nil on an overflow or a division by zero.
    @inline(__always) private func int(_ x: Int, _ y: Int) -> Int? {
        switch intForm {
        case .one(let op, let literal): op.word(x, literal)
        case .two(let first, let a, let second, let b): first.word(x, a).flatMap { second.word($0, b) }
        case .nodes: int(nodes.count - 1, x, y)
        }
    }

    /// Node `k` of Int names `x` and `y`: nil on an overflow or a division by zero. A leaf operand
    /// is read here rather than by a call of its own.
    private func int(_ k: Int, _ x: Int, _ y: Int) -> Int? {
        let node = nodes[k]
        guard node.kind == .apply else { return node.kind == .name ? (node.left == 0 ? x : y) : node.int }
        @inline(__always) func operand(_ k: Int32) -> Int? {
            let leaf = nodes[Int(k)]
            switch leaf.kind {
            case .literal: return leaf.int
            case .name: return leaf.left == 0 ? x : y
            case .apply: return int(Int(k), x, y)
            }
        }
        guard let a = operand(node.left), let b = operand(node.right) else { return nil }
        return node.op.word(a, b)
    }

    /// Node `k` of Double names (their words `x` and `y`), as a word.
    private func double(_ k: Int, _ x: Int, _ y: Int) -> Int {
        let node = nodes[k]
        guard node.kind == .apply else { return node.kind == .name ? (node.left == 0 ? x : y) : node.double }
        @inline(__always) func operand(_ k: Int32) -> Int {
            let leaf = nodes[Int(k)]
            switch leaf.kind {
            case .literal: return leaf.double
            case .name: return leaf.left == 0 ? x : y
            case .apply: return double(Int(k), x, y)
            }
        }
        return node.op.word(operand(node.left).asDouble, operand(node.right).asDouble)
    }
}
