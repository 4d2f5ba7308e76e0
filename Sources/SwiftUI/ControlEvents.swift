import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// What the controls do with the events of the update cycle (cli-contract.md `update`): a Button
/// runs its action, a Toggle flips its binding, a Stepper steps its binding within its range, a
/// TextField sets its text and a Picker its selection. The closures run later, when the event comes.
extension Interpreter {
    /// Runs a control's or a gesture's action closure.
    func runAction(_ action: Callable, at node: Syntax) throws {
        budget.restartClock()
        _ = try call(action, [], at: node)
    }

    /// Writes through a control's binding (`$flag`, `$model.name`); `.constant` ignores the write.
    func write(_ value: Value, to binding: Value, at node: Syntax) throws {
        guard case .binding(let b) = binding else {
            throw error(.notABinding, at: node)
        }
        budget.restartClock()
        try b.set(value)
    }

    /// What a binding holds now, read as the control (or the stack, the list) reads it itself: the
    /// view that made the control does not depend on it.
    func untracked(_ binding: Value) -> Value { withContext({ $0.readTracker = nil }) { binding.unboxed } }

    func toggle(_ binding: Value, at node: Syntax) throws {
        guard case .bool(let on) = binding.unboxed else {
            throw error(.toggleNeedsBoolBinding, at: node)
        }
        try write(.bool(!on), to: binding, at: node)
    }

    /// A control's value as its chrome draws it, 0...1: a Bool is 0 or 1, a number its place in
    /// `range` (0...1 without one). Read without recording a dependency: the control reads its
    /// binding itself, so the view that made it does not depend on the value.
    func fraction(of value: Value, in range: Value?) -> Double? {
        let current = untracked(value)
        if case .bool(let on) = current { return on ? 1 : 0 }
        guard let x = number(current) else { return nil }
        var bounds = (lower: 0.0, upper: 1.0)
        if case .range(let l, let u, _)? = range?.unboxed, let a = number(l), let b = number(u) { bounds = (a, b) }
        guard bounds.upper > bounds.lower else { return 0 }
        return Swift.min(1, Swift.max(0, (x - bounds.lower) / (bounds.upper - bounds.lower)))
    }

    /// A Stepper with `onIncrement`/`onDecrement` runs them; one with `value:` adds or subtracts its
    /// `step` (1 by default), kept inside its `in:` range, as SwiftUI's Stepper does.
    func stepperBehavior(value: Value?, range: Value?, step: Value?, onIncrement: Callable?, onDecrement: Callable?,
                         at node: Syntax) -> ControlBehavior {
        func stepping(_ sign: Int, _ closure: Callable?) -> (() throws -> Void)? {
            if let closure { return { [unowned self] in try self.runAction(closure, at: node) } }
            guard let value else { return nil }
            return { [unowned self] in
                let next = self.stepped(value.unboxed, by: step?.unboxed ?? .int(1), sign: sign, within: range?.unboxed)
                if !sameValue(next, value.unboxed) { try self.write(next, to: value, at: node) }
            }
        }
        return ControlBehavior(increment: stepping(1, onIncrement), decrement: stepping(-1, onDecrement))
    }

    private func stepped(_ current: Value, by step: Value, sign: Int, within range: Value?) -> Value {
        var bounds: (lower: Double?, upper: Double?) = (nil, nil)
        if case .range(let lower, let upper, _)? = range { bounds = (number(lower), number(upper)) }
        if case .int(let c) = current, case .int(let s) = step {
            var next = c &+ sign &* s
            if let lower = bounds.lower { next = Swift.max(next, Int(lower)) }
            if let upper = bounds.upper { next = Swift.min(next, Int(upper)) }
            return .int(next)
        }
        guard let c = number(current), let s = number(step) else { return current }
        var next = c + Double(sign) * s
        if let lower = bounds.lower { next = Swift.max(next, lower) }
        if let upper = bounds.upper { next = Swift.min(next, upper) }
        return .double(next)
    }

    /// A Picker selects among the options of its content that have a `.tag`. `pick` names one by a
    /// Swift literal matched against the tags (`2`, `"Kitchen"`, `.kitchen`) or by its label's text in quotes.
    func pickerBehavior(selection: Value, options tagged: [(view: ViewValue, tag: (description: String, value: (any LearnerValue)?)?)],
                        at node: Syntax) -> ControlBehavior {
        var options: [(label: String, tag: String, value: Value)] = []
        for option in tagged {
            guard let (tag, value) = option.tag else { continue }
            options.append((option.view.texts.joined(separator: " "), tag, value as? Value ?? .string(tag)))
        }
        return ControlBehavior(pick: { [unowned self] written in
            let literal = written.trimmingCharacters(in: .whitespaces)
            let unquoted = literal.count >= 2 && literal.hasPrefix("\"") && literal.hasSuffix("\"") ? String(literal.dropFirst().dropLast()) : nil
            let caseName = literal.hasPrefix(".") ? String(literal.dropFirst()) : nil
            let match = options.first { $0.tag == (unquoted ?? caseName ?? literal) } ?? unquoted.flatMap { text in options.first { $0.label == text } }
            guard let match else { return false }
            try self.write(match.value, to: selection, at: node)
            return true
        }, options: options.map { $0.label.isEmpty ? $0.tag : $0.label })
    }
}
