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
