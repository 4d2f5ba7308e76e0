import SwiftSyntax
import ViewlabModel
import ViewlabShading

/// Runs learner code. One interpreter is one program (a file, or a REPL session): declarations
/// accumulate, top-level statements run in order.
public final class Interpreter {
    /// Warnings collected while running (e.g. a misspelled modifier the book uses).
    public private(set) var warnings: [Diagnostic] = []
    /// `#Preview` blocks in order: their optional name and body.
    package var previews: [(name: String?, body: ClosureExprSyntax)] = []
    /// Image sizes registered with `#image("header", width: 100, height: 30)`.
    public private(set) var imageSizes: [String: Size] = [:]
    /// Set while building one frame of an animation: `Animatable` views and modifiers take their
    /// `animatableData` from it.
    public var animatableFrames: AnimatableFrames?

    package let globals = Scope(parent: nil)
    package let types = TypeTable()
    /// The names that a type declared inside another shares with a different type (two views' own
    /// `enum Constants`, a nested `Badge` beside a view `Badge`): each nested type is also filed under
    /// its path (`Card.Constants`), and a bare name in its outer type's code means it
    /// (`resolvedTypeName`). Empty in most programs, so other names are not looked up twice.
    package var sharedTypeNames: Set<String> = []
    /// Classes declared before the class they inherit from, by that name (Declarations.swift).
    package var subclassesAwaiting: [String: [(ClassDeclSyntax, Scope)]] = [:]
    public let budget: Budget
    /// The SwiftUI vocabulary: what the evaluator asks when code names a view, a modifier or a
    /// drawing value (NativeLibrary.swift).
    package let library: any NativeLibrary
    /// Above zero while evaluating the static shape of a branch not taken: no output, no failures.
    package var shapeDepth = 0
    package var customAlignments: [String: CustomAlignmentID] = [:]
    /// Whether any type has declared a subscript (no prelude does): until one has, an array's or a
    /// dictionary's subscript is its own, without asking six protocols and types for one at every read.
    package var declaresSubscripts = false
    /// The name of every method and static method any type has declared (the preludes' included):
    /// a bare call whose name is none of them (`Double(n)`, `CGPoint(x:y:)`) need not ask each
    /// enclosing `self`'s type for one, two hashed lookups a scope.
    package var declaredMethodNames: Set<String> = []
    /// The name of every stored property any type has declared: a bare call's name that is none of
    /// them is no closure a `self` holds (`ConstructionSite`).
    package var declaredStoredNames: Set<String> = []
    /// Writes that skip property observers while an observer or an initializer runs (PropertyObservers.swift).
    package var directWrites: [DirectWrite] = []
    /// The target an assignment is writing, while it writes (`assigning(to:_:)`, Assignment.swift).
    package var assignmentTarget: SyntaxIdentifier?
    /// Objects released whose `deinit` is still to run (Deinitializers.swift).
    package let released = ReleasedObjects()
    /// The views whose initializers are running, innermost last: an `@Environment` property they
    /// read there is not installed yet (EnvironmentValues.swift).
    package var viewsInInitializer: [TypeDeclaration] = []
    /// Each untaken builder branch's static shape, by its syntax (ViewBuilder.swift); a new
    /// declaration can change what a shape names, so declaring anything empties it.
    package var untakenBranchShapes: [SyntaxIdentifier: ViewValue] = [:]
    package var uuidCounter = 0
    /// Seconds after the session's start that `Date.now` reads: 0, except while a TimelineView's
    /// content, or a Canvas it holds, runs at a later time (`render --at`, TimelineViews.swift).
    package var secondsSinceStart = 0.0
    /// Lays a view out and gives its size: what `ImageRenderer` needs while a body runs. The layout
    /// engine is above this layer, so the Runtime installs it (`Session.measuringViews`); without it
    /// an image has no size.
    public var measureView: ((ViewValue, ProposedViewSize) throws -> Size)?
    /// SpriteKit's clock when a `SpriteView` is drawn: `u_time`, the seconds `render --at` asks for.
    package var spriteKitSeconds = 0.0
    /// The learner's type aliases of types viewlab has no declaration for: tuples, functions,
    /// collections. A new one can change what a declared type's shape is (`declaredShapes`).
    package var typeAliases: [String: TypeSyntax] = [:] { didSet { declaredShapes.aliases = typeAliases } }
    /// Compiled GLSL by its source (SKShaders.swift).
    package var shaderPrograms: [String: ShaderProgram] = [:]
    /// Where each shader's source was written, for its errors (SKShaders.swift).
    package var shaderSites: [String: Syntax] = [:]
    /// The state of `Double.random(in:)`'s generator, the same at every session's start (RandomNumbers.swift).
    package var randomState: UInt64 = 2023
    /// The call being made, for the messages of built-ins.
    package var currentNode = Syntax(MissingExprSyntax())
    private var files: [SyntaxIdentifier: (name: String, converter: SourceLocationConverter)] = [:]
    /// The source text of nodes whose text the run uses (type annotations, argument labels in tree
    /// labels), rendered once per node rather than at every evaluation.
    private var sourceTexts: [SyntaxIdentifier: String] = [:]
    /// Each syntax node's lowered code, made on first use (Lowering/).
    package let lowering = LoweringCache()
    /// Whether global functions of numbers run in the numeric tier (`NumericCompiler`); off, the
    /// tests compare the two paths' outputs and steps.
    package var usesNumericTier = true
    package let numericStack = NumericStack()
    /// What writes need to know of each declared type (WrittenValues.swift).
    package let declaredShapes = DeclaredShapes()

    /// Who records reads, whether bodies wait for the runtime, where `print` goes, who hears
    /// transactions: set for a stretch of work with `withContext` (EvaluationContext.swift).
    public private(set) var context: EvaluationContext
    /// `_printChanges()`'s reasons for each body running, innermost last; nil for a first render
    /// outside the update cycle, whose reasons are worked out only if `_printChanges` asks.
    package var changeReasons: [[String]?] = []
    /// Initial values evaluated when a node is created rather than when the struct is (InterpretedView.makeStorage).
    package var deferredInitialValues: [ObjectIdentifier: DeferredInitialValue] = [:]
    /// `@State var model = Model()`: false evaluates the initial value on every init, as through iOS 26;
    /// true evaluates it once per node, as the `@State` macro does from Xcode 27 (update-cycle-research.md §3.3).
    public var evaluatesStateLazily = false
    /// For closures that may run after the interpreter is freed (a canvas drawn after the run).
    package let handle = InterpreterHandle()

    package init(library: any NativeLibrary, budget: Budget = Budget(), output: @escaping (String) -> Void = { print($0, terminator: "") }) {
        self.library = library
        self.budget = budget
        context = EvaluationContext(output: output)
        handle.interpreter = self
        installPrelude()
    }

    deinit { handle.interpreter = nil }

    /// Runs `body` in the context `change` makes of the current one, and restores it after: the
    /// one way the context changes.
    public func withContext<T>(_ change: (inout EvaluationContext) -> Void, _ body: () throws -> T) rethrows -> T {
        let saved = context
        change(&context)
        defer { context = saved }
        return try body()
    }

    // MARK: Locations and errors

    package func register(_ tree: SourceFileSyntax, name: String) {
        register(tree, name: name, converter: SourceLocationConverter(fileName: name, tree: tree))
    }

    /// A tree whose converter is already made (a prelude's, made once per process).
    package func register(_ tree: SourceFileSyntax, name: String, converter: SourceLocationConverter) {
        files[tree.id] = (name, converter)
    }

    package func location(of node: some SyntaxProtocol) -> (file: String, position: SourcePosition) {
        let root = node.root
        guard let entry = files[root.id] else { return ("<input>", SourcePosition(line: 1, column: 1)) }
        let loc = node.startLocation(converter: entry.converter)
        return (entry.name, SourcePosition(line: loc.line, column: loc.column))
    }

    package func error(_ message: String, at node: some SyntaxProtocol, id: String = "viewlab.runtime.error",
               notes: [String] = []) -> Diagnostic {
        error(message, at: node, id: id, deferredNotes: { notes })
    }

    /// An error whose notes are computed only if it is shown (see `didYouMean`).
    package func error(_ message: String, at node: some SyntaxProtocol, id: String = "viewlab.runtime.error",
               deferredNotes: @escaping @Sendable () -> [String]) -> Diagnostic {
        let where_ = location(of: node)
        return Diagnostic(id: id, message: message, file: where_.file, position: where_.position, deferredNotes: deferredNotes)
    }

    /// An error from the catalogue: `error(.indexOutOfRange, i, items.count, at: node)`; its notes
    /// from the catalogue too (`note(.useForEach)`).
    package func error(_ message: Message, _ values: Any..., at node: some SyntaxProtocol, notes: [Bilingual] = []) -> Diagnostic {
        catalogued(message, values, at: node, deferredNotes: { notes })
    }

    /// An error from the catalogue whose notes are computed only if it is shown (see `didYouMean`).
    package func error(_ message: Message, _ values: Any..., at node: some SyntaxProtocol,
               deferredNotes: @escaping @Sendable () -> [Bilingual]) -> Diagnostic {
        catalogued(message, values, at: node, deferredNotes: deferredNotes)
    }

    package func catalogued(_ message: Message, _ values: [Any], at node: some SyntaxProtocol,
                            deferredNotes: @escaping @Sendable () -> [Bilingual]) -> Diagnostic {
        let text = message.filled(with: values)
        var d = error(text.en, at: node, id: message.id)
        d.chinese = text.zh
        d.setNotes(deferredNotes)
        return d
    }

    /// A note from the catalogue, in both languages.
    package func note(_ message: Message, _ values: Any...) -> Bilingual { message.filled(with: values) }

    package func unsupported(_ construct: UnsupportedConstruct, at node: some SyntaxProtocol) -> Diagnostic {
        error(.unsupportedConstruct, construct.phrase, at: node)
    }

    /// A real type of SwiftUI's (or UIKit's, Foundation's) that viewlab does not run yet, with what to
    /// use instead where SwiftUI has a form viewlab runs.
    package func unsupportedType(_ name: String, at node: some SyntaxProtocol) -> Diagnostic {
        error(.unsupportedConstruct, UnsupportedConstruct.api("'\(name)'").phrase, at: node,
              notes: library.alternative(to: name).map { [note(.useInstead, $0)] } ?? [])
    }

    /// Whether a capitalised name that nothing in scope declares is an API viewlab lacks rather
    /// than a mistake: a real type it knows of, or a name close to none the code declares
    /// (`CIFilter`, `NSAttributedString`; `Contentview` is a misspelling of `ContentView`).
    package func namesMissingAPI(_ name: String, in scope: Scope) -> Bool {
        library.isSwiftUIType(name) || suggestion(for: name, among: visibleNames(in: scope)) == nil
    }

    /// What `namesMissingAPI` says of the name: viewlab does not support it yet, and, for a name
    /// that is no real type it knows of, that a type of the learner's of that name is not declared.
    package func missingAPI(_ name: String, at node: some SyntaxProtocol) -> Diagnostic {
        if library.isSwiftUIType(name) { return unsupportedType(name, at: node) }
        return error(.unsupportedConstruct, UnsupportedConstruct.api("'\(name)'").phrase, at: node, notes: [note(.typeNotDeclared, name)])
    }

    package func warn(_ message: String, at node: some SyntaxProtocol, id: String, notes: [String] = []) {
        guard shapeDepth == 0 else { return }
        let where_ = location(of: node)
        warnings.append(Diagnostic(id: id, severity: .warning, message: message, file: where_.file, position: where_.position, notes: notes))
    }

    /// A warning from the catalogue: `warn(.invalidFrame, label, value, at: node)`.
    package func warn(_ message: Message, _ values: Any..., at node: some SyntaxProtocol, notes: [Bilingual] = []) {
        guard shapeDepth == 0 else { return }
        let text = message.filled(with: values)
        let where_ = location(of: node)
        var d = Diagnostic(id: message.id, severity: .warning, message: text.en, file: where_.file, position: where_.position)
        d.chinese = text.zh
        d.setNotes { notes }
        warnings.append(d)
    }

    package func emit(_ text: String) { if shapeDepth == 0 { context.output(text) } }

    /// `node.trimmedDescription`, remembered: rendering a syntax node's text walks its tokens.
    package func sourceText(_ node: some SyntaxProtocol) -> String {
        if let text = sourceTexts[node.id] { return text }
        let text = node.trimmedDescription
        sourceTexts[node.id] = text
        return text
    }

    /// An argument's source text as one line, for the labels of diagrams and traces: an argument
    /// written across lines (`LinearGradient(colors: [.white, .clear],⏎ startPoint: .top, …)`) would
    /// break their columns.
    package func labelText(_ node: some SyntaxProtocol) -> String {
        let text = sourceText(node)
        // Bytes, not Foundation's `contains`, which searches through NSString for every modifier built.
        guard text.utf8.contains(UInt8(ascii: "\n")) else { return text }
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    package func registerImage(_ name: String, size: Size) { imageSizes[name] = size }

    /// Evaluates in shape mode: the static structure of code that does not run.
    package func inShapeMode<T>(_ body: () throws -> T) rethrows -> T {
        shapeDepth += 1
        defer { shapeDepth -= 1 }
        return try body()
    }
    package var isShapeMode: Bool { shapeDepth > 0 }
}

/// How a statement finished.
package enum Completion {
    case normal
    case breakLoop(String?)
    case continueLoop(String?)
    case returned(Value)
    /// `fallthrough`: the next case of the `switch` runs (`executeSwitch`).
    case fellThrough
}
