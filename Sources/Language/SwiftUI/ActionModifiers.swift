import SwiftSyntax
import ViewlabModel

/// `onTapGesture`, `onAppear`, `onDisappear`, `onChange`, `task` and `animation(_:value:)`: what the
/// update cycle runs or watches (update-cycle-research.md §2.7). Building the modifier only keeps them.
extension Interpreter {
    func viewAction(_ name: String, _ r: inout ArgumentReader, at node: Syntax) throws -> ViewAction {
        switch name {
        case "onTapGesture":
            _ = r.take("count")
            let action = try requiredClosure(&r, "perform", name, at: node)
            return .tap { [unowned self] in try self.runAction(action, at: node) }
        case "onAppear", "onDisappear":
            let action = try requiredClosure(&r, "perform", name, at: node)
            let run: () throws -> Void = { [unowned self] in try self.runAction(action, at: node) }
            return name == "onAppear" ? .appear(run) : .disappear(run)
        case "animation":
            // `.animation(.spring, value: v)`: the changes below animate when `v` changes. The deprecated form
            // without `value:` animates every change.
            let animation = r.take(nil).map(animationText) ?? "nil"
            return .implicitAnimation(value: r.take("value").map(watched), animation: animation)
        case "onPreferenceChange":
            return try preferenceChangeAction(&r, at: node)
        case "task":
            let id = r.take("id").map(watched)
            _ = r.take("priority")
            let action = try requiredClosure(&r, "action", name, at: node)
            return .task(id: id) { [unowned self] in try self.runAction(action, at: node) }
        default:
            guard let value = r.take("of") else { throw error(.onChangeValue, at: node) }
            let initial = r.take("initial").map { if case .bool(true) = $0.unboxed { true } else { false } } ?? false
            // The deprecated `onChange(of:perform:)` takes a function as well as a closure (TiS L3503).
            guard let action = r.closure("action") ?? r.closure("perform") else { throw error(.actionNeedsClosure, name, at: node) }
            let parameters = action.declaredFunction.map(parameterCount) ?? 0
            return .change(ValueChangeAction(watched: watched(value), initial: initial, callsPreviousAction: parameters == 1) { [unowned self] old, new in
                self.budget.restartClock()
                let values = [old.value as? Value ?? .void, new.value as? Value ?? .void]
                _ = try self.call(action, values.suffix(parameters).map { Argument(label: nil, value: $0) }, at: node)
            })
        }
    }

    /// The arguments a function takes: its parameters, or as many as the `$0`, `$1` a closure
    /// without a signature uses (`{ print($0) }` is the one-parameter `perform:` form).
    private func parameterCount(_ f: UserFunction) -> Int {
        guard f.usesAnonymousParameters, let closure = f.declaration.as(ClosureExprSyntax.self) else { return f.parameters.count }
        let finder = AnonymousParameters(viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        return finder.count
    }

    private func requiredClosure(_ r: inout ArgumentReader, _ label: String, _ name: String, at node: Syntax) throws -> Callable {
        guard let closure = r.closure(label) else { throw error(.actionNeedsClosure, name, at: node) }
        return closure
    }

    /// A watched value compares with Swift's `==`.
    func watched(_ value: Value) -> WatchedValue {
        let v = value.unboxed
        return WatchedValue(value: v, typeName: typeName(of: v)) { other in (other as? Value).map { valuesEqual(v, $0) } ?? false }
    }
}

/// The highest `$n` a closure's own statements use (not those of closures inside it), plus one.
private final class AnonymousParameters: SyntaxVisitor {
    var count = 0

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if case .dollarIdentifier(let name) = token.tokenKind, let n = Int(name.dropFirst()) { count = max(count, n + 1) }
        return .visitChildren
    }
}
