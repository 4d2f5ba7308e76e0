import ViewlabModel

extension Interpreter {
    /// The animation a learner's expression describes: `.spring(response: 0.4)`,
    /// `Animation.easeIn(duration: 1).delay(0.2)`. nil when an argument is not a number or a Bool
    /// (the value is then carried by name, as before it was typed).
    /// The animation a value gives a transaction: nil for `nil`; one viewlab cannot read as a curve
    /// (an animation of the learner's own type) by how it prints.
    package func transactionAnimation(_ v: Value) -> TransactionAnimation? {
        if let expression = toAnimation(v) { return .expression(expression) }
        let value = v.unboxed
        return value.isNil ? nil : .unreadable(describe(value))
    }

    /// What `withAnimation` or `withTransaction` animates with: an animation, or a `Transaction`'s
    /// animation (nil when it has none) and `disablesAnimations`.
    package func transaction(_ v: Value) -> TransactionState {
        guard case .instance(let t) = v.unboxed, t.typeName == "Transaction" else {
            return TransactionState(animation: transactionAnimation(v), disablesAnimations: false)
        }
        let animation = t.fields["animation"].flatMap(transactionAnimation)
        let disables = if case .bool(true)? = t.fields["disablesAnimations"]?.unboxed { true } else { false }
        return TransactionState(animation: animation, disablesAnimations: disables)
    }

    package func toAnimation(_ v: Value) -> AnimationExpression? {
        switch v.unboxed {
        case .implicitMember(let name, let args) where types["Animation"]?.hasStatic(name) == true: learnerAnimation(name, args)
        case .swiftUI(.animation(let a)): a
        case .implicitMember(let name, let args): animationCall(name, args).map { AnimationExpression(calls: [$0]) }
        default: nil
        }
    }

    /// An animation the learner declared (`extension Animation { static var edgeBounce: Animation { … } }`,
    /// Pro SwiftUI L1196–1226): the one it returns.
    private func learnerAnimation(_ name: String, _ args: [Argument]?) -> AnimationExpression? {
        let value: Value?
        if let args { value = try? callStaticEvaluated("Animation", name, args, at: currentNode) }
        else { value = try? staticMember(of: "Animation", name, at: currentNode, hint: .none, allowMissing: true) }
        return value.flatMap(toAnimation)
    }

    /// One call of an animation expression, its arguments evaluated to literals.
    package func animationCall(_ name: String, _ args: [Argument]?) -> AnimationExpression.Call? {
        guard let args else { return AnimationExpression.Call(name: name) }
        var literals: [AnimationExpression.Argument] = []
        for a in args {
            let literal: AnimationExpression.Literal
            switch a.value.unboxed {
            case .int(let i): literal = .number(Double(i))
            case .double(let d): literal = .number(d)
            case .bool(let b): literal = .bool(b)
            default: return nil
            }
            literals.append(AnimationExpression.Argument(label: a.label, value: literal))
        }
        return AnimationExpression.Call(name: name, arguments: literals)
    }
}
