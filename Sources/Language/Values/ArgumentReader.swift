import SwiftSyntax

/// Reads the arguments of a SwiftUI call by label and reports labels SwiftUI does not have, with a
/// "did you mean" for near misses (`widht:` → `width:`).
package struct ArgumentReader {
    package let name: String
    package let args: [Argument]
    private var used = ArgumentPositions()
    /// The labels asked for, in order: only an error reads them.
    private var known = AskedLabels()
    package let node: Syntax
    package unowned let interpreter: Interpreter

    package init(_ name: String, _ args: [Argument], at node: Syntax, _ interpreter: Interpreter) {
        self.name = name; self.args = args; self.node = node; self.interpreter = interpreter
    }

    /// The argument with this label (nil for an unlabeled one, taken in order).
    package mutating func take(_ label: String?) -> Value? {
        ask(label ?? "_")
        // By index: each argument is compared where it is, not copied whole.
        for i in args.indices where !used.contains(i) && args[i].label == label && !(label == nil && args[i].isTrailingClosure) {
            used.insert(i)
            return args[i].value
        }
        return nil
    }

    /// The content closure: the trailing closure, or the one labelled `content:`.
    package mutating func closure(_ label: String = "content") -> Callable? {
        ask(label)
        for (i, a) in args.enumerated() where !used.contains(i) && (a.label == label || (a.isTrailingClosure && a.label == nil)) {
            if case .function(let f) = a.value { used.insert(i); return f }
        }
        return nil
    }

    /// A closure whose parameter has no label (`.transaction(_:)`, `.overlayPreferenceValue(_:_:)`):
    /// the trailing closure, or one passed in the parentheses (`.transaction({ $0.animation = nil })`).
    package mutating func unlabelledClosure() -> Callable? {
        ask("_")
        for (i, a) in args.enumerated() where !used.contains(i) && a.label == nil {
            if case .function(let f) = a.value { used.insert(i); return f }
        }
        return nil
    }

    /// A closure passed under this label only (`onIncrement:`), never the unlabelled trailing one,
    /// which is the content or the label (`Stepper { label } onIncrement: { … }`).
    package mutating func labelledClosure(_ label: String) -> Callable? {
        ask(label)
        for (i, a) in args.enumerated() where !used.contains(i) && a.label == label {
            if case .function(let f) = a.value { used.insert(i); return f }
        }
        return nil
    }

    /// Accepts every argument as written, for modifiers whose arguments viewlab does not interpret.
    package mutating func takeAll() { for i in args.indices { used.insert(i) } }

    private mutating func ask(_ label: String) { known.append(label) }

    /// Fails on any argument not taken.
    package func finish() throws {
        guard let (_, extra) = args.enumerated().first(where: { !used.contains($0.offset) }) else { return }
        let label = extra.label ?? "_"
        // Labels SwiftUI takes in a form viewlab does not read yet: the learner's call is valid.
        let written = args.map { (label: $0.label, isTrailingClosure: $0.isTrailingClosure) }
        let owner: String? = name.first?.isUppercase == true ? nil : "View"
        if interpreter.library.api.accepts(name, written, owner: owner) {
            let call = owner == nil ? name : "." + name
            throw interpreter.unsupported(.api("'\(call)(\(selector(args.map(\.label))))'"), at: node)
        }
        let candidates = known.all.filter { $0 != "_" }
        // SwiftUI's own forms of the call, when it has any.
        let forms = interpreter.library.api.overloads(of: name, owner: owner)
        let realForms = forms.isEmpty ? nil : ["SwiftUI's forms: " + forms.prefix(6).joined(separator: ", ")]
        let hint = extra.label.flatMap { suggestion(for: $0, among: candidates) }
        throw interpreter.error(
            "incorrect argument label in call to '\(name)' (have '\(label):')", at: extra.syntax ?? node,
            id: "viewlab.language.argumentLabels",
            notes: hint.map { ["did you mean '\($0):'?"] } ?? realForms ?? (candidates.isEmpty ? [] : ["'\(name)' takes: " + candidates.map { $0 + ":" }.joined(separator: " ")]))
    }
}

/// The labels a reader was asked for, which only an error's "did you mean" reads: the first four
/// kept in place, so that reading a call's arguments allocates nothing for them.
private struct AskedLabels {
    private var first: (String?, String?, String?, String?)
    private var more: [String] = []

    mutating func append(_ label: String) {
        if first.0 == nil { first.0 = label } else if first.1 == nil { first.1 = label }
        else if first.2 == nil { first.2 = label } else if first.3 == nil { first.3 = label } else { more.append(label) }
    }

    var all: [String] { [first.0, first.1, first.2, first.3].compactMap { $0 } + more }
}

/// Which arguments a reader took: a bit each for the first 64 (a call has a handful), so that
/// reading a view's arguments allocates no set.
private struct ArgumentPositions {
    private var bits: UInt64 = 0
    private var beyond: Set<Int> = []

    func contains(_ i: Int) -> Bool { i < 64 ? bits & (1 << UInt64(i)) != 0 : beyond.contains(i) }

    mutating func insert(_ i: Int) {
        if i < 64 { bits |= 1 << UInt64(i) } else { beyond.insert(i) }
    }
}

extension Interpreter {
    /// The arguments as written, for the diagram: `.padding(10)`, `.frame(width: 50)`.
    package func argumentText(_ args: [Argument]) -> String {
        args.map { a in
            let text = a.syntax.map(labelText) ?? describe(a.value)
            return (a.label.map { $0 + ": " } ?? "") + text
        }.joined(separator: ", ")
    }
}
