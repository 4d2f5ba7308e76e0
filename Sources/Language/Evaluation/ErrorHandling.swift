import SwiftSyntax
import ViewlabModel

/// An error the learner's code threw (`throw MyError.tooBig`). It unwinds the interpreter's own Swift
/// calls up to the nearest `do`/`catch`, `try?` or `try!`; one that gets out of the program ends it as
/// Swift's runtime does ("Error raised at top level").
package struct ThrownError: Error, @unchecked Sendable {
    package var value: Value
    /// The `throw` statement.
    package let thrownAt: Syntax
    /// The last `try` it passed through: in the function it is leaving, or at the top level.
    package var tryAt: Syntax?
    /// Describes the error only when it is shown.
    package unowned let interpreter: Interpreter

    /// What Swift prints when a script's top-level code throws (`Swift/ErrorType.swift:254: Fatal
    /// error: Error raised at top level: main.MyError.tooBig`, checked with swiftc 6.3), pointing at
    /// the top-level `try` it escaped from.
    package var raisedAtTopLevel: Diagnostic {
        var notes: [Bilingual] = []
        if tryAt != nil {
            let origin = interpreter.location(of: thrownAt).position
            notes.append(interpreter.note(.thrownAt, origin.line, origin.column))
        }
        notes.append(interpreter.note(.catchIt))
        return interpreter.error(.uncaughtError, interpreter.reflecting(value), at: tryAt ?? thrownAt, notes: notes)
    }
}

extension Interpreter {
    package func executeThrow(_ node: ThrowStmtSyntax, in scope: Scope) throws -> Completion {
        let value = try evaluate(node.expression, in: scope).unboxed
        if isShapeMode { return .normal }
        guard conformsToError(value) else {
            throw error(.notAnError, typeName(of: value), at: node.expression,
                        notes: [note(.declareAnError)])
        }
        throw ThrownError(value: value, thrownAt: Syntax(node), interpreter: self)
    }

    /// `do { … } catch … { … }`: the first clause whose pattern matches handles the error; a plain
    /// `catch` binds it as `error`. An error no clause matches goes on to the enclosing code.
    package func executeDo(_ node: DoStmtSyntax, in scope: Scope) throws -> Completion {
        do {
            return try executeBlock(node.body.statements, in: Scope(parent: scope))
        } catch let thrown as ThrownError {
            for clause in node.catchClauses {
                let clauseScope = Scope(parent: scope)
                if try catches(clause, thrown.value, binding: clauseScope, in: scope) {
                    return try executeBlock(clause.body.statements, in: clauseScope)
                }
            }
            throw thrown
        }
    }

    private func catches(_ clause: CatchClauseSyntax, _ value: Value, binding: Scope, in scope: Scope) throws -> Bool {
        if clause.catchItems.isEmpty {
            binding.declare("error", value, constant: true)
            return true
        }
        for item in clause.catchItems {
            if let pattern = item.pattern {
                guard try match(pattern: pattern, value: value, binding: binding, in: scope) else { continue }
            } else {
                binding.declare("error", value, constant: true)
            }
            if let w = item.whereClause, !(try truth(evaluate(w.condition, in: binding), at: w.condition)) { continue }
            return true
        }
        return false
    }

    /// `try`, `try?` (an error becomes nil) and `try!` (an error stops the program, as Swift's runtime
    /// does: "'try!' expression unexpectedly raised an error: main.MyError.tooBig", checked with swiftc 6.3).
    package func evaluateTry(_ node: TryExprSyntax, in scope: Scope, hint: Hint) throws -> Value {
        do {
            return try evaluate(node.expression, in: scope, hint: hint)
        } catch var thrown as ThrownError {
            switch node.questionOrExclamationMark?.text {
            case "?": return .nilValue
            case "!":
                throw error(.tryBangRaised, reflecting(thrown.value), at: node)
            default:
                thrown.tryAt = Syntax(node)
                throw thrown
            }
        }
    }

    /// An error leaving a call, checked as the Swift compiler checks the program before it runs: a
    /// function not declared `throws` (or `rethrows`) cannot let one out, and a call that throws must be
    /// marked with `try`. Returns the error to throw on.
    package func propagate(_ thrown: ThrownError, leaving function: UserFunction?, at call: Syntax) -> Error {
        if let function, !declaresThrows(function.declaration) {
            if let tryAt = thrown.tryAt {
                return error(.unhandledError, at: tryAt,
                             notes: [note(.notDeclaredThrowsNote)])
            }
            return error(.notDeclaredThrows, at: thrown.thrownAt)
        }
        if call.is(ExprSyntax.self), !isMarkedWithTry(call) {
            return error(.callNotMarkedTry, at: call)
        }
        return thrown
    }

    /// Functions and initializers say whether they throw; closures are inferred to when they do.
    private func declaresThrows(_ declaration: Syntax) -> Bool {
        if let f = declaration.as(FunctionDeclSyntax.self) { return f.signature.effectSpecifiers?.throwsClause != nil }
        if let i = declaration.as(InitializerDeclSyntax.self) { return i.signature.effectSpecifiers?.throwsClause != nil }
        return true
    }

    /// Whether a `try` covers the expression: it covers everything to its right in the statement.
    private func isMarkedWithTry(_ node: Syntax) -> Bool {
        var current = node.parent
        while let n = current, !n.is(CodeBlockItemSyntax.self), !n.is(ClosureExprSyntax.self) {
            if n.is(TryExprSyntax.self) { return true }
            current = n.parent
        }
        return false
    }

    /// Whether a value can be thrown: its type conforms to `Error`, directly or through a protocol
    /// that refines it (`LocalizedError`, or the learner's own `protocol AppError: Error`).
    package func conformsToError(_ value: Value) -> Bool {
        let name: String
        switch value.unboxed {
        case .instance(let i): name = i.typeName
        case .object(let o): name = o.typeName
        case .enumCase(let c): name = c.typeName
        default: return false
        }
        var seen: Set<String> = []
        func refinesError(_ protocols: [String]) -> Bool {
            protocols.contains { p in
                if ["Error", "LocalizedError", "CustomNSError", "RecoverableError"].contains(p) { return true }
                guard seen.insert(p).inserted, let declaration = types[p]?.declaration?.as(ProtocolDeclSyntax.self) else { return false }
                return refinesError((declaration.inheritanceClause?.inheritedTypes ?? []).map { $0.type.trimmedDescription })
            }
        }
        return refinesError(Array(types[name]?.conformances ?? []))
    }

    /// `String(reflecting:)`, which Swift's fatal errors print: the learner's types qualified with the
    /// module's name (`main.MyError.tooSmall(-7)`, `main.Other(code: 5)`).
    package func reflecting(_ value: Value) -> String {
        switch value.unboxed {
        case .enumCase(let c) where types[c.typeName] != nil:
            let associated = c.associated.map { ($0.label.map { $0 + ": " } ?? "") + reflecting($0.value) }
            return "main.\(c.typeName).\(c.name)" + (associated.isEmpty ? "" : "(" + associated.joined(separator: ", ") + ")")
        case .instance(let i) where types[i.typeName] != nil:
            let fields = i.order.map { "\($0): \(reflecting(i.fields[$0]!.unboxedForRead))" }
            return "main.\(typeName(of: value.unboxed))(" + fields.joined(separator: ", ") + ")"
        case .object(let o): return "main." + o.typeName
        case .array(let items): return "[" + items.map(reflecting).joined(separator: ", ") + "]"
        default: return describe(value, quoted: true)
        }
    }
}
