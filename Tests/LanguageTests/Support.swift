import Testing
import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabLayout
import ViewlabModel

/// Runs a program and returns what it printed, or the first diagnostic's rendering.
func run(_ source: String, file: String = "test.swift", budget: Budget = Budget()) -> (output: String, error: Diagnostic?) {
    var printed = ""
    let session = Session(budget: budget, output: { printed += $0 })
    // `ImageRenderer` measures its view with the layout engine, as the Runtime installs it.
    session.interpreter.measureView = { view, proposal in try LayoutTree(view).layout(in: proposal).root.frame.size }
    do {
        try session.run(source, fileName: file)
        return (printed, nil)
    } catch let list as DiagnosticList {
        return (printed, list.primary)
    } catch let d as Diagnostic {
        return (printed, d)
    } catch {
        Issue.record("unexpected error \(error)")
        return (printed, nil)
    }
}

/// A run with the numeric tier (`NumericCompiler`) on or off: what it printed, its first
/// diagnostic as text, and the session, for the steps it counted and the forms it compiled.
func runWithTier(_ source: String, tier: Bool, limits: Budget.Limits = .standard) -> (output: String, error: String?, session: Session) {
    var printed = ""
    let budget = Budget(limits)
    // Tests run side by side in one process, whose memory is not this run's alone: with a small
    // memory budget the resident-memory backstop (four times it) could stop the run for another
    // test's memory. The backstop is tested in a process of its own (BudgetCLITests).
    budget.watchesResidentMemory = false
    let session = Session(budget: budget, output: { printed += $0 })
    session.interpreter.usesNumericTier = tier
    do {
        try session.run(source, fileName: "tier.swift")
        return (printed, nil, session)
    } catch let list as DiagnosticList {
        return (printed, list.primary.description, session)
    } catch let d as Diagnostic {
        return (printed, d.description, session)
    } catch {
        Issue.record("unexpected error \(error)")
        return (printed, nil, session)
    }
}

/// A run with the numeric tier, after checking it is the general path's: the same output, the same
/// diagnostic and the same steps counted.
func sameWithTier(_ source: String, limits: Budget.Limits = .standard,
                  sourceLocation: SourceLocation = #_sourceLocation) -> (output: String, error: String?, session: Session) {
    let tier = runWithTier(source, tier: true, limits: limits), general = runWithTier(source, tier: false, limits: limits)
    #expect(tier.output == general.output, sourceLocation: sourceLocation)
    #expect(tier.error == general.error, sourceLocation: sourceLocation)
    #expect(tier.session.interpreter.budget.steps == general.session.interpreter.budget.steps, sourceLocation: sourceLocation)
    return tier
}

/// Whether the global function `name` has a numeric form in `session`.
func isCompiled(_ name: String, in session: Session) -> Bool {
    guard case .user(let u)? = session.interpreter.globals.functions(named: name).first?.kind, case .compiled = u.numeric else { return false }
    return true
}

/// The root view of a program, chosen as the CLI chooses it.
func root(_ source: String) throws -> ViewValue {
    let session = Session(output: { _ in })
    try session.run(source, fileName: "test.swift")
    return try session.rootView()
}

/// SwiftUI's type name of one view expression.
func typeName(_ expression: String, declarations: String = "") throws -> String {
    let session = Session(output: { _ in })
    if !declarations.isEmpty { try session.run(declarations, fileName: "decls.swift") }
    return try session.evaluateExpression(expression, fileName: "expr.swift").typeName
}
