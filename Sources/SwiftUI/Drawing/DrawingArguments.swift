import Foundation
import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// Reads the arguments of a drawing call (`Path`'s methods and initializers, `StrokeStyle`,
/// `inset(by:)`) by label, each as the type SwiftUI declares it, and when one is missing or of
/// another type says what the call takes, as Swift's type checker would refuse it. A label the call
/// does not have is refused by `ArgumentReader` with its "did you mean".
struct DrawingArguments {
    private var reader: ArgumentReader
    /// The call as the message names it: `addLine`, `Path`.
    var call: String { reader.name }
    /// What it takes, as Swift spells its parameters: `to: CGPoint`.
    let signature: String
    private var node: Syntax { reader.node }
    private var interpreter: Interpreter { reader.interpreter }

    init(_ call: String, _ args: [Argument], takes signature: String, at node: Syntax, _ interpreter: Interpreter) {
        reader = ArgumentReader(call, args, at: node, interpreter)
        self.signature = signature
    }

    /// The diagnostic for arguments of the wrong type or number; for a label the call does not
    /// have, `ArgumentReader`'s, which names it.
    func failure() -> Diagnostic {
        var labels = ArgumentReader(call, reader.args, at: node, interpreter)
        for parameter in signature.split(separator: ",") {
            let label = parameter.split(separator: ":").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            _ = labels.take(label.hasPrefix("_ ") ? nil : label)
        }
        do { try labels.finish() } catch let d as Diagnostic { return d } catch {}
        return interpreter.error(.drawingArguments, call, signature, at: node)
    }

    mutating func value(_ label: String?) -> Value? { reader.take(label) }

    /// A closure argument: the trailing one, or the one with this label.
    mutating func closure(_ label: String) -> Callable? { reader.closure(label) }

    mutating func point(_ label: String?) throws -> Point { try geometry(label) }

    mutating func rect(_ label: String?) throws -> Rect { try geometry(label) }

    mutating func size(_ label: String?) throws -> Size { try geometry(label) }

    /// A point, rectangle or size: the value as it is first, by the type's own conversion (specialized
    /// here, where `interpreter.geometry`, generic across modules, asks the runtime for the type's
    /// Optional at every call: a drawing loop reads a rectangle per shape), then as an implicit member.
    private mutating func geometry<T: Interpreted>(_ label: String?) throws -> T {
        guard let v = reader.take(label), let t = T(interpreted: v) ?? interpreter.geometry(v, as: T.self, at: node) else { throw failure() }
        return t
    }

    mutating func path(_ label: String?) throws -> PathValue {
        guard let v = reader.take(label), let p = PathValue(interpreted: v) else { throw failure() }
        return p
    }

    /// A number; `fallback` when the argument is absent (the parameter's default value).
    mutating func number(_ label: String?, default fallback: Double? = nil) throws -> Double {
        guard let v = reader.take(label) else {
            guard let fallback else { throw failure() }
            return fallback
        }
        guard let d = interpreter.toDouble(v) else { throw failure() }
        return d
    }

    mutating func angle(_ label: String?) throws -> Angle {
        guard let v = reader.take(label), let a = interpreter.toAngle(v) else { throw failure() }
        return a
    }

    mutating func bool(_ label: String?, default fallback: Bool) throws -> Bool {
        guard let v = reader.take(label) else { return fallback }
        guard case .bool(let b) = v.unboxed else { throw failure() }
        return b
    }

    /// An array of points (`addLines`) or of rectangles (`addRects`).
    mutating func list<T: Interpreted>(_ label: String?, of type: T.Type) throws -> [T] {
        guard case .array(let items)? = reader.take(label)?.unboxed else { throw failure() }
        return try items.map { item in
            guard let t = interpreter.geometry(item, as: T.self, at: node) else { throw failure() }
            return t
        }
    }

    /// Fails on an argument not taken (a label the call does not have).
    func finish() throws { try reader.finish() }
}
