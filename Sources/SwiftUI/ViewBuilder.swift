import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

extension Interpreter {
    /// Evaluates statements as `@ViewBuilder` does (*Thinking in SwiftUI* L97–234, *Pro SwiftUI*
    /// L516–700): no view is `EmptyView`, one view is itself, several are a `TupleView`; `if` is an
    /// `Optional`, `if/else` and `switch` are `_ConditionalContent` trees; `let` declarations are
    /// allowed; loops and bare non-view expressions are errors, as the Swift compiler says.
    func buildView(_ block: BuilderBlock, in scope: Scope, at node: some SyntaxProtocol) throws -> ViewValue {
        // A closure with a `return` is not transformed by the builder (SE-0289): it runs as a
        // function's body, and the view it returns is the content (`#Preview { @State var n = 3;
        // return Counter(n: $n) }`, the preview idiom before `@Previewable`).
        if block.returns {
            guard case .returned(let value) = try executeBlock(block.items, in: scope) else { return .empty }
            return try viewValue(of: value, at: node)
        }
        var components: [ViewValue] = []
        for (item, step) in block.steps {
            try budget.step(self, at: item)
            switch step {
            case .declaration(let decl): try declare(decl, in: scope)
            case .ifChain(let ifExpr): components.append(try buildIf(ifExpr, in: scope))
            case .switchOver(let switchExpr): components.append(try buildSwitch(switchExpr, in: scope))
            case .view(let expr, let isOptionalChain): components.append(try buildExpression(expr, isOptionalChain: isOptionalChain, in: scope))
            case .loop(let stmt): throw error(.builderControlFlow, at: stmt, notes: [note(.useForEach)])
            case .notAllowed(let stmt): throw error(.builderStatement, at: stmt)
            }
        }
        switch components.count {
        case 0: return .empty
        case 1: return components[0]
        default: return .tuple(components)
        }
    }

    private func buildExpression(_ expr: ExprSyntax, isOptionalChain: Bool, in scope: Scope) throws -> ViewValue {
        let value = try evaluate(expr, in: scope)
        // `image?.resizable()`: an optional chain is an Optional view (`Optional: View`), which
        // shows nothing when it is nil.
        if isOptionalChain {
            if value.unboxed.isNil {
                return .optional(try untakenShape(of: expr) { try viewValue(of: evaluate(expr, in: scope), at: expr) }, isPresent: false)
            }
            return .optional(try viewValue(of: value, at: expr), isPresent: !isShapeMode)
        }
        if case .void = value {
            throw error(.builderNotAView, at: expr,
                        notes: [note(.letUnderscore, expr.trimmedDescription)])
        }
        return try viewValue(of: value, at: expr)
    }

    /// One branch of an `if` chain: its conditions (nil for a final `else`) and its body.
    private struct Branch {
        var conditions: ConditionElementListSyntax?
        var body: CodeBlockSyntax
    }

    private func buildIf(_ node: IfExprSyntax, in scope: Scope) throws -> ViewValue {
        var branches: [Branch] = []
        var hasElse = false
        var current: IfExprSyntax? = node
        while let c = current {
            branches.append(Branch(conditions: c.conditions, body: c.body))
            switch c.elseBody {
            case .ifExpr(let next): current = next
            case .codeBlock(let block): branches.append(Branch(conditions: nil, body: block)); hasElse = true; current = nil
            case nil: current = nil
            }
        }
        let availability = node.conditions.contains { if case .availability = $0.condition { true } else { false } }
        var active: Int?
        var views: [ViewValue] = []
        for (i, branch) in branches.enumerated() {
            let branchScope = Scope(parent: scope)
            var taken = false
            if active == nil && !isShapeMode {
                taken = try branch.conditions.map { try evaluateConditions($0, binding: branchScope) } ?? true
            }
            if taken {
                active = i
                views.append(try library.buildView(self, branch.body.statements, in: branchScope, at: branch.body))
            } else {
                views.append(try untakenShape(of: branch.body) {
                    if let conditions = branch.conditions { try bindConditionNames(conditions, in: branchScope) }
                    return try library.buildView(self, branch.body.statements, in: branchScope, at: branch.body)
                })
            }
        }
        if availability {
            // `buildLimitedAvailability` erases the new-OS branch to AnyView.
            views[0] = .anyView(views[0])
        }
        if !hasElse {
            let chain = branches.count == 1 ? views[0] : balancedConditional(views, active: active)
            return .optional(chain, isPresent: active != nil && !isShapeMode)
        }
        return balancedConditional(views, active: isShapeMode ? 0 : active)
    }

    private func buildSwitch(_ node: SwitchExprSyntax, in scope: Scope) throws -> ViewValue {
        let subject = isShapeMode ? Value.unknown("switch") : try evaluate(node.subject, in: scope)
        let matched = isShapeMode ? nil : try matchSwitchCase(node, subject: subject, in: scope)
        var views: [ViewValue] = []
        var active: Int?
        for (i, element) in node.cases.enumerated() {
            guard case .switchCase(let c) = element else { throw unsupported(.ifConfigInSwitch, at: element) }
            if let (matchedCase, caseScope) = matched, matchedCase.id == c.id {
                active = i
                views.append(try library.buildView(self, c.statements, in: caseScope, at: c))
            } else {
                let caseScope = Scope(parent: scope)
                views.append(try untakenShape(of: c) {
                    if case .case(let label) = c.label {
                        for item in label.caseItems { bindPatternNames(Syntax(item.pattern), in: caseScope) }
                    }
                    return try library.buildView(self, c.statements, in: caseScope, at: c)
                })
            }
        }
        return balancedConditional(views, active: active)
    }

    /// The static shape of a branch not taken (its type, and the diagram's grey branch): built once
    /// per branch in shape mode, where every value reads as unknown, so it depends on the code alone
    /// and later body runs reuse it (issue 9: an untaken branch is not run on every update).
    /// A branch not taken is not run by SwiftUI, so what would fail if it ran (`items[0]` under
    /// `if items.isEmpty { … } else { … }`, a force unwrap, a division by zero, a view viewlab lacks)
    /// is no error: its shape is then an EmptyView, only its type name missing from `--types`. A
    /// budget still stops it.
    private func untakenShape(of branch: some SyntaxProtocol, _ build: () throws -> ViewValue) throws -> ViewValue {
        if let shape = untakenBranchShapes[branch.id] { return shape }
        let shape = try shapeOfCodeNotRun(build)
        untakenBranchShapes[branch.id] = shape
        return shape
    }

    /// A static shape built from code that does not run so (a branch not taken, a GeometryReader's
    /// content for a zero size): what fails only there is no error, and the shape is an EmptyView.
    func shapeOfCodeNotRun(_ build: () throws -> ViewValue) throws -> ViewValue {
        do {
            return try inShapeMode(build)
        } catch let diagnostic as Diagnostic where !diagnostic.id.hasSuffix("Budget") && diagnostic.id != Message.interrupted.id {
            return .empty
        }
    }

    /// N branches become a balanced tree of `_ConditionalContent`, pairing neighbours level by level,
    /// as the compiler's result-builder transform does: 3 → ((A,B),C), 4 → ((A,B),(C,D)),
    /// 5 → (((A,B),(C,D)),E) (*Pro SwiftUI* L683–700).
    private func balancedConditional(_ views: [ViewValue], active: Int?) -> ViewValue {
        var level: [(view: ViewValue, contains: Set<Int>)] = views.enumerated().map { ($1, [$0]) }
        while level.count > 1 {
            var next: [(ViewValue, Set<Int>)] = []
            var i = 0
            while i < level.count {
                if i + 1 < level.count {
                    let (a, b) = (level[i], level[i + 1])
                    // Inside an inactive subtree the flag is moot; it points at the first branch.
                    let isFirst = active.map { !b.contains.contains($0) } ?? true
                    next.append((.conditional(first: a.view, second: b.view, isFirst: isFirst), a.contains.union(b.contains)))
                    i += 2
                } else {
                    next.append(level[i]); i += 1
                }
            }
            level = next.map { (view: $0.0, contains: $0.1) }
        }
        return level[0].view
    }

    /// Names bound by the conditions of a branch not taken, as unknown values.
    private func bindConditionNames(_ conditions: ConditionElementListSyntax, in scope: Scope) throws {
        for element in conditions {
            switch element.condition {
            case .optionalBinding(let b) where b.pattern.is(TuplePatternSyntax.self):
                for token in b.pattern.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
                    scope.declare(token.text, .unknown(token.text))
                }
            case .optionalBinding(let b): scope.declare(b.pattern.trimmedDescription, .unknown(b.pattern.trimmedDescription))
            case .matchingPattern(let m): bindPatternNames(Syntax(m.pattern), in: scope)
            default: continue
            }
        }
    }

    private func bindPatternNames(_ node: Syntax, in scope: Scope) {
        if let id = node.as(IdentifierPatternSyntax.self) { scope.declare(id.identifier.text, .unknown(id.identifier.text)); return }
        if let binding = node.as(ValueBindingPatternSyntax.self) {
            for token in binding.pattern.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
                scope.declare(token.text, .unknown(token.text))
            }
            return
        }
        for child in node.children(viewMode: .sourceAccurate) { bindPatternNames(child, in: scope) }
    }
}

extension TokenKind {
    var isIdentifier: Bool { if case .identifier = self { true } else { false } }
}
