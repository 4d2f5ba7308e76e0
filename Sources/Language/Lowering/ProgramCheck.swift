import SwiftSyntax

/// The check before a program runs (*Crafting Interpreters* ch. 11: programs are checked before
/// they run). It lowers every statement and expression, so that each construct viewlab does not run
/// is reported, one diagnostic each, before the first statement runs: the lowering records them
/// (`loweredUnsupported`), so the check and the evaluator cannot disagree on what is supported. A
/// declaration in a code block is checked as `declare` takes it.
///
/// Operators, attributes and the expressions of patterns are left out: viewlab reads them as they are written
/// (`@Environment(\.font)`, `case .loaded(let value)`), never as code to run. APIs viewlab lacks
/// (`Task`, a modifier) are found where they are called, since a name's meaning depends on what ran.
private final class ProgramCheck: SyntaxAnyVisitor {
    let interpreter: Interpreter
    var declarations: [Diagnostic] = []

    init(_ interpreter: Interpreter) {
        self.interpreter = interpreter
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if node.is(AttributeSyntax.self) || node.is(ExpressionPatternSyntax.self) { return .skipChildren }
        if let expr = node.as(ExprSyntax.self) {
            // An operator (`+`, `=`) is an expression node, but only its operation is lowered.
            if let operation = node.parent?.as(InfixOperatorExprSyntax.self), operation.operator.id == node.id { return .visitChildren }
            _ = interpreter.lowered(expr, hint: .none)
        } else if let stmt = node.as(StmtSyntax.self) {
            _ = interpreter.loweredStatement(stmt)
        } else if let item = node.as(CodeBlockItemSyntax.self), case .decl(let decl) = item.item,
                  let construct = interpreter.unsupportedDeclaration(decl) {
            declarations.append(interpreter.unsupported(construct, at: decl))
        }
        return .visitChildren
    }
}

extension Interpreter {
    /// Every construct in `tree` that viewlab does not run, in source order.
    package func unsupportedConstructs(in tree: SourceFileSyntax) -> [Diagnostic] {
        lowering.unsupported = []
        defer { lowering.unsupported = [] }
        let check = ProgramCheck(self)
        check.walk(tree)
        return (lowering.unsupported + check.declarations).sorted {
            ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column)
        }
    }

    /// Lowered code for a construct viewlab does not run: its diagnostic is made now, recorded for
    /// the check before running, and thrown should the code run anyway.
    package func loweredUnsupported<Result>(_ construct: UnsupportedConstruct, at node: some SyntaxProtocol) -> (Interpreter, Scope) throws -> Result {
        let diagnostic = unsupported(construct, at: node)
        lowering.unsupported.append(diagnostic)
        return { _, _ in throw diagnostic }
    }
}
