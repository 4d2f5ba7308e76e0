import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// `onTapGesture`, `onAppear`, `onDisappear`, `onChange`, `task` and `animation(_:value:)`: what the
/// update cycle runs or watches (update-cycle-research.md §2.7). Building the modifier only keeps them.
extension Interpreter {
    func viewAction(_ name: String, _ r: inout ArgumentReader, at node: Syntax) throws -> ViewAction {
        switch name {
        case "onTapGesture":
            let count = r.take("count").flatMap(toDouble).map { Int($0) } ?? 1
            _ = r.take("coordinateSpace")
            let action = try requiredClosure(&r, "perform", name, at: node)
            // iOS 17's `onTapGesture(count:coordinateSpace:perform:)` hands its closure the location.
            let takesLocation = action.declaredFunction.map(parameterCount) == 1
            let perform: (GestureValue) throws -> Void = { [unowned self] value in
                self.budget.restartClock()
                guard case .tap(let location?) = value, takesLocation else { _ = try self.call(action, [], at: node); return }
                _ = try self.call(action, [Argument(label: nil, value: location.interpreted)], at: node)
            }
            return .gesture(Gesture(kind: .tap(count: count, spatial: true), name: name, endedCallbacks: ["perform"], ended: perform), .normal)
        case "onLongPressGesture":
            // Apple's documentation: a minimum duration of 0.5 s and a maximum distance of 10 points.
            // `pressing` hears true when the finger goes down and false when the touch is over.
            let minimum = r.take("minimumDuration").flatMap(toDouble) ?? 0.5
            let distance = r.take("maximumDistance").flatMap(toDouble) ?? 10
            let pressing = r.labelledClosure("pressing") ?? r.labelledClosure("onPressingChanged")
            let action = try requiredClosure(&r, "perform", name, at: node)
            let press: (GestureValue) throws -> Void = { [unowned self] value in
                guard let pressing, case .press(let isPressing) = value else { return }
                self.budget.restartClock()
                _ = try self.call(pressing, [Argument(label: nil, value: .bool(isPressing))], at: node)
            }
            return .gesture(Gesture(kind: .longPress(minimumDuration: minimum, maximumDistance: distance), name: name,
                                    changedCallbacks: pressing == nil ? [] : ["pressing"], changed: press,
                                    endedCallbacks: ["perform"], ended: { [unowned self] _ in try self.runAction(action, at: node) },
                                    finishedCallbacks: pressing == nil ? [] : ["pressing"], finished: pressing == nil ? nil : press), .normal)
        case "onAppear", "onDisappear":
            let action = try requiredClosure(&r, "perform", name, at: node)
            let run: () throws -> Void = { [unowned self] in try self.runAction(action, at: node) }
            return name == "onAppear" ? .appear(run) : .disappear(run)
        case "animation":
            // `.animation(.spring, value: v)`: the changes below animate when `v` changes. The deprecated form
            // without `value:` animates every change.
            let animation = r.take(nil).flatMap(transactionAnimation)
            return .implicitAnimation(value: r.take("value").map(watched), animation: animation)
        case "onPreferenceChange":
            return try preferenceChangeAction(&r, at: node)
        case "transaction":
            return .transaction(try transactionAction(&r, at: node))
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

    /// `.transaction { t in t.animation = .default }`, `.transaction(value: flag) { … }` (TiS
    /// L2801–2897): the closure gets the pass's transaction `inout`, as a `Transaction`, and what it
    /// leaves there is the transaction below.
    private func transactionAction(_ r: inout ArgumentReader, at node: Syntax) throws -> TransactionAction {
        let value = r.take("value").map(watched)
        guard let transform = r.unlabelledClosure() ?? r.closure("body") else { throw error(.actionNeedsClosure, "transaction", at: node) }
        return TransactionAction(value: value) { [unowned self] incoming in
            self.budget.restartClock()
            let animation = incoming.animation.map(self.animationValue) ?? .nilValue
            guard let type = self.types["Transaction"], case .instance(var t) = try self.construct(type, [], at: node) else { return incoming }
            t.set("animation", animation)
            t.set("disablesAnimations", .bool(incoming.disablesAnimations))
            let storage = Ref(.instance(t))
            let binding = Value.binding(BindingValue(get: { storage.value }, set: { storage.value = $0 }))
            _ = try self.call(transform, [Argument(label: nil, value: binding, isInout: true)], at: node)
            var out = self.transaction(storage.value)
            if case .instance(let t) = storage.value, case .array(let added)? = t.fields["_completions"] {
                out.completions = added.compactMap { v in
                    guard case .function(let f) = v else { return nil }
                    return { [unowned self] in _ = try self.call(f, [], at: node) }
                }
            }
            return out
        }
    }

    /// An animation the runtime carries, as the learner's value again: one viewlab cannot read is
    /// an `Animation` known by how it prints.
    private func animationValue(_ animation: TransactionAnimation) -> Value {
        switch animation {
        case .expression(let e): .swiftUI(.animation(e))
        case .unreadable(let text): .swiftUI(.named(type: "Animation", description: text))
        }
    }

    /// The arguments a function takes: its parameters, or as many as the `$0`, `$1` a closure
    /// without a signature uses (`{ print($0) }` is the one-parameter `perform:` form).
    private func parameterCount(_ f: UserFunction) -> Int {
        guard f.usesAnonymousParameters else { return f.parameters.count }
        return closureArity(f.declaration) ?? 0
    }

    private func requiredClosure(_ r: inout ArgumentReader, _ label: String, _ name: String, at node: Syntax) throws -> Callable {
        guard let closure = r.closure(label) else { throw error(.actionNeedsClosure, name, at: node) }
        return closure
    }

    /// A watched value compares with Swift's `==`.
    func watched(_ value: Value) -> WatchedValue {
        let v = value.unboxed
        return WatchedValue(value: v, typeName: typeName(of: v))
    }
}
