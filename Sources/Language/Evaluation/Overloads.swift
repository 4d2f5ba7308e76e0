import SwiftSyntax

extension Interpreter {
    /// Among the learner's functions of one name, the one a call's arguments fit, as Swift chooses an
    /// overload: by argument labels and count (defaulted parameters may be left out, a trailing
    /// closure fills a parameter without its label), and a closure literal by its parameter count
    /// (`run { n in … }` is the `(Int) -> Void` one). When none fits, the first: its own error then
    /// says what is missing.
    package func overload(_ candidates: [Callable], for pending: [PendingArgument]) -> Callable? {
        guard candidates.count > 1 else { return candidates.first }
        return fitting(candidates, pending) ?? candidates.first
    }

    /// The same for arguments already evaluated (a static call made from a value).
    package func overload(_ candidates: [Callable], for args: [Argument]) -> Callable? {
        guard candidates.count > 1 else { return candidates.first }
        let shapes = args.map { ArgumentShape(label: $0.label, isTrailingClosure: $0.isTrailingClosure, syntax: $0.syntax) }
        return candidates.first { fits($0, shapes) } ?? candidates.first
    }

    /// The first candidate the arguments fit, or nil.
    package func fitting(_ candidates: [Callable], _ pending: [PendingArgument]) -> Callable? {
        // Most calls of a SwiftUI modifier have no learner method of its name to fit.
        guard !candidates.isEmpty else { return nil }
        let shapes = pending.map { ArgumentShape(label: $0.label, isTrailingClosure: $0.isTrailingClosure, syntax: $0.syntax) }
        return candidates.first { fits($0, shapes) }
    }

    /// What overload choice reads of an argument.
    private struct ArgumentShape {
        let label: String?
        let isTrailingClosure: Bool
        let syntax: Syntax?
    }

    private func fits(_ callable: Callable, _ args: [ArgumentShape]) -> Bool {
        guard let f = callable.declaredFunction else { return true }
        var next = 0
        for p in f.parameters {
            if next < args.count, args[next].isTrailingClosure || args[next].label == p.label {
                let closureTaken = args[next].isTrailingClosure && !isFunctionType(p.type) && p.defaultValue != nil
                if !closureTaken {
                    if let syntax = args[next].syntax, let given = closureArity(syntax), let wanted = functionArity(p.type), given != wanted { return false }
                    // A closure never goes to a key path parameter, nor a key path to a closure's
                    // (`sorted(by: \.count)` of the learner's beside the standard library's `sorted(by:)`).
                    if let syntax = args[next].syntax, isKeyPathType(p.type) ? syntax.is(ClosureExprSyntax.self) : (isFunctionType(p.type) && syntax.is(KeyPathExprSyntax.self)) {
                        return false
                    }
                    next += 1
                    // A variadic parameter takes the unlabelled arguments after its first.
                    while p.isVariadic, next < args.count, args[next].label == nil, !args[next].isTrailingClosure { next += 1 }
                    continue
                }
            }
            if p.defaultValue == nil && !p.isVariadic { return false }
        }
        return next == args.count
    }

    private func isFunctionType(_ type: TypeSyntax?) -> Bool { functionArity(type) != nil }

    private func isKeyPathType(_ type: TypeSyntax?) -> Bool {
        guard let text = type?.trimmedDescription else { return false }
        return ["KeyPath<", "WritableKeyPath<", "ReferenceWritableKeyPath<", "PartialKeyPath<"].contains { text.hasPrefix($0) }
    }

    /// The parameter count of a function type (`@escaping (Int) -> Void` takes 1).
    private func functionArity(_ type: TypeSyntax?) -> Int? {
        guard var type else { return nil }
        if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        return type.as(FunctionTypeSyntax.self)?.parameters.count
    }

    /// How many parameters a closure literal takes: its signature's, or as many as the `$0`, `$1` it uses.
    package func closureArity(_ syntax: Syntax) -> Int? {
        guard let closure = syntax.as(ClosureExprSyntax.self) else { return nil }
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: return list.count
        case .parameterClause(let clause)?: return clause.parameters.count
        case nil:
            let finder = AnonymousParameters(viewMode: .sourceAccurate)
            finder.walk(closure.statements)
            return finder.count
        }
    }
}

/// The highest `$n` a closure's own statements use (not those of closures inside it), plus one.
package final class AnonymousParameters: SyntaxVisitor {
    package var count = 0

    package override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    package override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if case .dollarIdentifier(let name) = token.tokenKind, let n = Int(name.dropFirst()) { count = max(count, n + 1) }
        return .visitChildren
    }
}
