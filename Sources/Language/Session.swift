import Foundation
import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import ViewlabModel

/// A program being run: a file, or the inputs of a REPL session. Declarations accumulate across
/// inputs; each input runs its top-level statements in order.
public final class Session {
    public let interpreter: Interpreter
    /// Every source loaded, by file name, for rendering diagnostics with their line.
    public private(set) var sources: [String: SourceFile] = [:]
    /// Top-level expression values that are views, in order.
    private var topLevelViewValues: [(Value, Syntax)] = []
    /// The view the REPL showed last: the top-level view expression or the `#Preview` of the latest
    /// input that made one (their positions in `topLevelViewValues` and `interpreter.previews`).
    private var shownView: ShownView?
    private enum ShownView { case topLevel(Int), preview(Int) }
    private var declaresContentView = false
    /// The last `struct X: PreviewProvider` declared: its `previews` is a root view, as a `#Preview` is.
    private var previewProvider: String?
    /// What the last input's final expression evaluated to, when it is not a view or `()`:
    /// `Array<Int> = [2, 4, 6]`, as a REPL echoes a result.
    public private(set) var lastResult: String?
    private var inputCount = 0

    /// A session whose interpreter asks `library` for the SwiftUI vocabulary (ViewlabSwiftUI's
    /// `Session(budget:output:)` gives it SwiftUI's).
    package init(library: any NativeLibrary, budget: Budget, output: @escaping (String) -> Void) {
        interpreter = Interpreter(library: library, budget: budget, output: output)
    }

    /// Parses Swift source with SwiftParser, resolves `#if` (ConditionalCompilation.swift), folds
    /// operators, and returns the syntax errors that SwiftParserDiagnostics finds (the parser itself
    /// never fails: it recovers).
    /// Parsed as Xcode parses an app: in Swift 5 mode, where `@available (iOS 16, *)` with a space is
    /// a warning, not the error Swift 6 makes of it.
    private static func parsedInSwift5Mode(_ source: String) -> SourceFileSyntax {
        var parser = Parser(source, swiftVersion: .v5)
        return SourceFileSyntax.parse(from: &parser)
    }

    public static func parse(_ source: String, fileName: String) -> (SourceFileSyntax, [Diagnostic]) {
        CorePreludeThread.join()
        if let trap = ParserTraps.diagnostic(for: source, fileName: fileName) { return (Parser.parse(source: ""), [trap]) }
        var tree = parsedInSwift5Mode(source)
        let converter = SourceLocationConverter(fileName: fileName, tree: tree)
        func convert(_ d: SwiftDiagnostics.Diagnostic, id: String) -> Diagnostic {
            let loc = d.location(converter: converter)
            var diagnostic = Diagnostic(id: id, severity: d.diagMessage.severity == .error ? .error : .warning,
                                        message: d.message, file: fileName, position: SourcePosition(line: loc.line, column: loc.column))
            diagnostic.chinese = SyntaxMessageTranslation.chinese(d.message)
            let notes = d.fixIts.map { Message.syntaxFixIt.filled(with: [SyntaxMessageTranslation.bilingual($0.message.message)]) }
                + d.notes.map { SyntaxMessageTranslation.bilingual($0.message) }
            diagnostic.setNotes { notes }
            return diagnostic
        }
        var diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree).map { convert($0, id: "viewlab.syntax.error") }
        if diagnostics.allSatisfy({ $0.severity != .error }), let resolved = ConditionalCompilation.resolve(tree, source: source) {
            // The resolved text keeps every line and column, so locations still point into `source`.
            diagnostics += resolved.diagnostics.map { convert($0, id: "viewlab.syntax.conditionalCompilation") }
            tree = parsedInSwift5Mode(resolved.text)
        }
        var foldErrors: [Diagnostic] = []
        // The file's own operators (`infix operator <>: AdditionPrecedence`, declared only at file
        // scope) fold as the standard ones do; most files declare none, and the tree is not walked.
        var operators = OperatorTable.standardOperators
        if tree.statements.contains(where: { $0.item.is(OperatorDeclSyntax.self) || $0.item.is(PrecedenceGroupDeclSyntax.self) }) {
            operators.addSourceFile(tree) { _ in }
        }
        let folded = operators.foldAll(tree) { error in
            // `a <> b` with no `<>` declared: Swift's message, at the use.
            if case .missingOperator(let name, let use) = error {
                let loc = use.startLocation(converter: converter)
                foldErrors.append(.session(.unknownOperator, name, file: fileName, position: SourcePosition(line: loc.line, column: loc.column)))
                return
            }
            // `a == b == c`: swift-syntax's words for it (Swift's), where it is.
            let loc = error.asDiagnostic.node.startLocation(converter: converter)
            foldErrors.append(Diagnostic(id: "viewlab.syntax.operators", message: error.message, file: fileName,
                                         position: SourcePosition(line: loc.line, column: loc.column)))
        }.as(SourceFileSyntax.self) ?? tree
        diagnostics += foldErrors
        return (EscapedNames.unescaped(folded, source: source), diagnostics.filter { $0.severity == .error })
    }

    /// Runs a source text. Syntax errors stop it before anything runs; a runtime error stops it at
    /// that statement, keeping what ran before (declarations stay declared).
    public func run(_ source: String, fileName: String) throws {
        sources[fileName] = SourceFile(name: fileName, text: source)
        let (tree, errors) = Session.parse(source, fileName: fileName)
        if let first = errors.first { throw DiagnosticList(diagnostics: errors, primary: first) }
        interpreter.register(tree, name: fileName)
        try Session.onLargeStack { [self] in
            try checkBeforeRunning(tree)
            interpreter.budget.reset()
            try execute(tree)
        }
    }

    /// Runs one REPL input like `run`, and returns the view it ended with (its last top-level view
    /// expression, else its last `#Preview`), which the REPL makes the current view; nil when the
    /// input produced no view.
    public func runInput(_ source: String, fileName: String) throws -> ViewValue? {
        let views = topLevelViewValues.count, previews = interpreter.previews.count
        lastResult = nil
        try run(source, fileName: fileName)
        return try Session.onLargeStack { [self] in
            interpreter.budget.reset()
            if topLevelViewValues.count > views { shownView = .topLevel(topLevelViewValues.count - 1) }
            else if interpreter.previews.count > previews { shownView = .preview(interpreter.previews.count - 1) }
            else { return nil }
            return try currentView()
        }
    }

    /// The REPL's current view, built again: the one its latest view-making input showed, whether a
    /// view expression or a `#Preview` (the REPL's events, `:tap`, act on it); before any, the root
    /// view as a file's is chosen.
    public func currentView() throws -> ViewValue {
        switch shownView {
        case .topLevel(let i)?:
            let (value, node) = topLevelViewValues[i]
            return try interpreter.viewValue(of: value, at: node)
        case .preview(let i)?:
            return try previewView(interpreter.previews[i].body)
        case nil:
            return try rootView()
        }
    }

    /// Stops a program that uses a construct viewlab does not run before any of it runs, naming each.
    /// Lowering recurses as deep as the code nests, so this runs on the large stack too.
    private func checkBeforeRunning(_ tree: SourceFileSyntax) throws {
        let unsupported = interpreter.unsupportedConstructs(in: tree)
        if let first = unsupported.first { throw DiagnosticList(diagnostics: unsupported, primary: first) }
    }

    private func execute(_ tree: SourceFileSyntax) throws {
        let scope = interpreter.globals
        // Types and functions at the top of a file are visible throughout it, as in a Swift script.
        for item in tree.statements {
            guard case .decl(let decl) = item.item, !decl.is(VariableDeclSyntax.self), !decl.is(MacroExpansionDeclSyntax.self) else { continue }
            try interpreter.declare(decl, in: scope)
            if let s = decl.as(StructDeclSyntax.self), s.name.text == "ContentView",
               s.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "View" }) == true {
                declaresContentView = true
            }
            if let s = decl.as(StructDeclSyntax.self),
               s.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "PreviewProvider" }) == true {
                previewProvider = s.name.text
            }
        }
        // A `defer` at the top of the file runs when its code ends (or `return`s), the last reached
        // first, as a Swift script's does; not after a runtime error, which ends a program on a device.
        var deferred: [DeferStmtSyntax] = []
        // What the statement before released runs its `deinit` before the next one starts.
        statements: for item in tree.statements {
            if !interpreter.released.pending.isEmpty { try interpreter.runDeinitializers() }
            switch item.item {
            case .decl(let decl):
                if decl.is(VariableDeclSyntax.self) || decl.is(MacroExpansionDeclSyntax.self) { _ = try interpreter.execute(item, in: scope) }
            case .stmt(let stmt):
                if let d = stmt.as(DeferStmtSyntax.self) { deferred.append(d); continue }
                try interpreter.budget.step(interpreter, at: stmt)
                switch try interpreter.execute(stmt, in: scope) {
                case .normal: continue
                case .returned: break statements
                case .breakLoop, .continueLoop, .fellThrough: throw interpreter.error(.breakAtTopLevel, at: stmt)
                }
            case .expr(let expr):
                try interpreter.budget.step(interpreter, at: expr)
                if let ifExpr = expr.as(IfExprSyntax.self) { _ = try interpreter.executeIf(ifExpr, in: scope); continue }
                if let switchExpr = expr.as(SwitchExprSyntax.self) { _ = try interpreter.executeSwitch(switchExpr, in: scope); continue }
                let value = try interpreter.evaluate(expr, in: scope)
                if interpreter.isViewValue(value) {
                    topLevelViewValues.append((value, Syntax(expr)))
                } else if case .void = value {
                    lastResult = nil
                } else {
                    let shown = value.unboxedForRead
                    lastResult = "\(interpreter.typeName(of: shown)) = \(interpreter.describe(shown, quoted: true))"
                }
            }
        }
        for d in deferred.reversed() { _ = try interpreter.loweredBlock(d.body.statements)(interpreter, Scope(parent: scope)) }
        if !interpreter.released.pending.isEmpty { try interpreter.runDeinitializers() }
    }

    /// The root view, as `cli-contract.md` chooses it: the last `#Preview` (or the one named), else
    /// `ContentView()` when declared, else the last top-level expression that is a view.
    public func rootView(preview name: String? = nil) throws -> ViewValue {
        try Session.onLargeStack { [self] in
            let i = interpreter
            i.budget.reset()
            if let name {
                guard let p = i.previews.last(where: { $0.name == name }) else {
                    throw Diagnostic.session(.noPreviewNamed, name, file: sources.keys.first ?? "<input>",
                                     position: SourcePosition(line: 1, column: 1),
                                     notes: i.previews.compactMap(\.name).isEmpty ? [] : [i.note(.previewsAre, i.previews.compactMap(\.name).joined(separator: ", "))])
                }
                return try previewView(p.body)
            }
            if let p = i.previews.last { return try previewView(p.body) }
            if declaresContentView, let type = i.types["ContentView"] {
                // The app's window shows ContentView as the app makes it (`.environmentObject(store)`).
                if let app = try appContent(), app.rootTypeName == "ContentView" { return app }
                // Not in the contract's list: a ContentView that cannot be made alone (it takes
                // arguments, or reads an environment object the app gives it) shows as its
                // `PreviewProvider` shows it, which gives it what it needs.
                if !isMadeAlone(type), let previews = try providedPreview() { return previews }
                return try i.viewValue(of: i.construct(type, [], at: Syntax(type.declaration!)), at: type.declaration!)
            }
            if let (value, node) = topLevelViewValues.last { return try i.viewValue(of: value, at: node) }
            // Not in the contract's list (cli-contract.md "Input files"), so it comes after it: a file
            // whose only root is a pre-iOS 17 `PreviewProvider` (TiS L2600–L2612) still has one.
            if let previews = try providedPreview() { return previews }
            // Also after the contract's list: a file that is an app (`@main struct MyApp: App`) shows its window.
            if let app = try appContent() { return app }
            throw Diagnostic.session(.noRootView,
                             file: sources.keys.sorted().last ?? "<input>", position: SourcePosition(line: 1, column: 1))
        }
    }

    /// The `previews` of the file's pre-iOS 17 `PreviewProvider`; nil without one.
    private func providedPreview() throws -> ViewValue? {
        let i = interpreter
        guard let provider = previewProvider, let type = i.types[provider], type.staticComputed["previews"] != nil,
              let previews = try i.staticMember(of: provider, "previews", at: type.declaration!, hint: .none, allowMissing: false) else { return nil }
        return try i.viewValue(of: previews, at: type.declaration!)
    }

    /// Whether `ContentView()` makes the view as an app would: no argument needed, no environment object read.
    private func isMadeAlone(_ type: TypeDeclaration) -> Bool {
        if type.stored.contains(where: { $0.wrapper == "EnvironmentObject" }) { return false }
        if type.initializers.isEmpty { return interpreter.constructionPlan(of: type).memberwise.allSatisfy { !$0.needsArgument } }
        return type.initializers.contains { $0.userFunction?.parameters.allSatisfy { !$0.needsArgument } ?? false }
    }

    /// The content of the window of the app the file declares (`struct MyApp: App` with a
    /// `WindowGroup { … }` body), made as the app makes it; nil without one.
    private func appContent() throws -> ViewValue? {
        let i = interpreter
        guard let app = i.types.values.first(where: { $0.conforms(to: "App") && $0.computed["body"] != nil && $0.kind == .structure }),
              let declaration = app.declaration else { return nil }
        // No render-tree node owns the app's `@StateObject`s: they are made with the app, once.
        let instance = try i.withContext({ $0.defersBodies = false }) { try i.construct(app, [], at: declaration) }
        let scene = try i.member(of: instance, "body", at: declaration, selfRef: nil, hint: .none)
        let view = try i.viewValue(of: scene, at: declaration)
        if case .container(let c) = view, c.label.hasPrefix("WindowGroup") { return c.content }
        return view
    }

    private func previewView(_ body: ClosureExprSyntax) throws -> ViewValue {
        let scope = Scope(parent: interpreter.globals)
        return try interpreter.library.buildView(interpreter, body.statements, in: scope, at: body)
    }

    /// Evaluates one expression in the session (`:type EXPR`).
    public func evaluateExpression(_ source: String, fileName: String) throws -> (typeName: String, view: ViewValue?) {
        sources[fileName] = SourceFile(name: fileName, text: source)
        let (tree, errors) = Session.parse(source, fileName: fileName)
        if let first = errors.first { throw DiagnosticList(diagnostics: errors, primary: first) }
        interpreter.register(tree, name: fileName)
        return try Session.onLargeStack { [self] in
            try checkBeforeRunning(tree)
            interpreter.budget.reset()
            guard let item = tree.statements.first, case .expr(let expr) = item.item, tree.statements.count == 1 else {
                throw interpreter.error(.expectedOneExpression, at: tree)
            }
            let value = try interpreter.evaluate(expr, in: interpreter.globals)
            if interpreter.isViewValue(value) {
                let view = try interpreter.viewValue(of: value, at: expr)
                return (view.typeName, view)
            }
            return (interpreter.typeName(of: value.unboxedForRead), nil)
        }
    }

    /// The animation a top-level constant or variable holds (`let curve: Animation = .snappy`), as
    /// the learner's code built it; nil when the name holds something else.
    public func animation(named name: String) -> AnimationExpression? {
        interpreter.globals.variables[name].flatMap { interpreter.toAnimation($0.readValue) }
    }

    /// The language diagnostics are shown in (cli-contract.md "Languages").
    public var language: DisplayLanguage = .en

    /// Renders a diagnostic with its source line and caret, in the session's language.
    public func render(_ diagnostic: Diagnostic, color: Bool = false) -> String {
        let source = sources[diagnostic.file] ?? SourceFile(name: diagnostic.file, text: "")
        return source.render(diagnostic, color: color, language: language)
    }

    /// Learner code (also when the layout engine calls back into it) runs on a thread with a 512 MiB stack: deep but bounded recursion in the
    /// interpreter must end in the depth-budget diagnostic, never in a stack overflow. An error the code
    /// threw and did not catch ends here, as in a Swift script. Where no such thread can be made (a
    /// data-size limit, `ulimit -d`, below the stack's size), the code runs on the calling thread,
    /// whose stack the depth check then measures: shallower recursion, still a diagnostic.
    public static func onLargeStack<T>(_ body: @escaping () throws -> T) throws -> T {
        let box = ResultBox<T>(body)
        if !LargeStackThread.run({ _ = Budget.noteStackLimit(stackSize: Budget.largeStackSize); box.run() }) {
            // A quarter kept back: the check runs every 128 calls, and this stack may be 8 MiB.
            let previous = Budget.noteStackLimit(stackSize: LargeStackThread.currentStackRoom() * 3 / 4)
            box.run()
            Budget.restoreStackLimit(previous)
        }
        do { return try box.result!.get() } catch let thrown as ThrownError { throw thrown.raisedAtTopLevel }
    }
}

private final class ResultBox<T>: @unchecked Sendable {
    let body: () throws -> T
    var result: Result<T, Error>?
    init(_ body: @escaping () throws -> T) { self.body = body }
    func run() { result = Result { try body() } }
}

/// Several diagnostics from one input (all the syntax errors of a file).
public struct DiagnosticList: Error {
    public var diagnostics: [Diagnostic]
    public var primary: Diagnostic
}

extension Diagnostic {
    /// A session's diagnostic from the catalogue (no root view, an animated state, an input the
    /// parser cannot take), with the values for `%1`, `%2`, ….
    package static func session(_ message: Message, _ values: Any..., file: String, position: SourcePosition,
                        notes: [Bilingual] = []) -> Diagnostic {
        let text = message.filled(with: values)
        var d = Diagnostic(id: message.id, message: text.en, file: file, position: position)
        d.chinese = text.zh
        d.setNotes { notes }
        return d
    }
}
