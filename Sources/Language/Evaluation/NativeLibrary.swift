import SwiftSyntax
import ViewlabModel

/// The SwiftUI vocabulary as the evaluator asks for it: what SwiftUI's names are, and what the layer
/// above (ViewlabSwiftUI) builds when learner code names a view, a modifier, a drawing value or a
/// layout, reads one of their members or calls one of their methods. A session gives its interpreter
/// one when it starts (jlox's habit: the natives are given to the interpreter, which knows none of
/// them); the evaluator itself holds no SwiftUI knowledge.
package protocol NativeLibrary: AnyObject {
    // MARK: Names
    /// A real SwiftUI type: one viewlab builds, or one of the names it refuses as not supported yet.
    func isSwiftUIType(_ name: String) -> Bool
    func isView(_ name: String) -> Bool
    func isModifier(_ name: String) -> Bool
    /// `HStackLayout`, `AnyLayout` and the other layouts a value can hold.
    func isLayout(_ name: String) -> Bool
    /// The views and modifiers viewlab builds, for completion and "did you mean".
    var viewNames: [String] { get }
    var modifierNames: [String] { get }
    /// `Path`'s members, and those of them and of `GraphicsContext`'s that change the value in place.
    var pathMemberNames: [String] { get }
    var pathMutatingMethods: Set<String> { get }
    var graphicsContextMutatingMethods: Set<String> { get }
    /// SwiftUI's newer form of a name that viewlab runs (`navigationTitle` for `navigationBarTitle`).
    func alternative(to name: String) -> String?
    /// How a number literal argument of a SwiftUI call is typed.
    func numberHint(_ call: String, _ label: String?) -> Hint
    /// SwiftUI's, UIKit's and Foundation's public API as Apple declares it: asked only on an error's path.
    var api: any RealAPI { get }
    /// The frameworks' types viewlab writes in Swift (UIKit, SpriteKit, gestures, navigation).
    var preludes: [Prelude] { get }

    // MARK: Building
    func constructView(_ i: Interpreter, _ name: String, _ args: [Argument], at node: Syntax) throws -> Value?
    func constructDrawingValue(_ i: Interpreter, _ name: String, _ args: [Argument], at node: Syntax) throws -> Value?
    func constructKeyframe(_ i: Interpreter, _ name: String, _ args: [Argument], at node: Syntax) throws -> Value?
    func constructLayout(_ i: Interpreter, _ name: String, _ args: [Argument], at node: Syntax) throws -> Value?
    /// A learner's `Layout` called with content: the container it lays out.
    func learnerLayoutContainer(_ i: Interpreter, _ type: TypeDeclaration, _ args: [Argument], at node: Syntax) throws -> Value
    func layoutValue(_ i: Interpreter, _ value: Value, at node: Syntax) throws -> LayoutValue?
    func layoutContainer(_ i: Interpreter, _ layout: LayoutValue, _ content: Callable, at node: Syntax) throws -> Value
    /// A view builder's statements as one view.
    func buildView(_ i: Interpreter, _ items: CodeBlockItemListSyntax, in scope: Scope, at node: some SyntaxProtocol) throws -> ViewValue
    func applyModifier(_ i: Interpreter, _ name: String, to view: ViewValue, _ args: [Argument], at node: Syntax) throws -> ViewValue
    /// `SKShader(source:)`'s GLSL, compiled where it is written so that its errors point there.
    func checkShader(_ i: Interpreter, _ shader: Value, _ pending: [Interpreter.PendingArgument], at node: Syntax) throws
    /// `ImageRenderer(content:).uiImage?.size`: the view laid out.
    func renderedSize(_ i: Interpreter, _ args: [Argument]) throws -> Value
    func transition(_ i: Interpreter, _ value: Value) -> TransitionSpec?

    // MARK: Members
    func staticMember(_ i: Interpreter, _ type: String, _ name: String, _ args: [Argument]?, at node: Syntax) throws -> Value?
    func staticNames(_ i: Interpreter, _ type: String) -> [String]
    /// An implicit member where the declared type is a SwiftUI type: `let c: Color = .red`.
    func implicitMember(_ i: Interpreter, _ member: String, _ args: [Argument]?, as type: String, at node: some SyntaxProtocol) throws -> Value?
    func property(_ i: Interpreter, _ value: SwiftUIValue, _ name: String, at node: some SyntaxProtocol) throws -> Value?
    func method(_ i: Interpreter, _ value: SwiftUIValue, _ name: String, _ args: [Argument], at node: Syntax) throws -> Value?
    /// A method that may change the value it is called on: `path.addLine(to:)`, `context.fill(…)`, a `ViewSpacing`'s `formUnion`.
    func mutatingMethod(_ i: Interpreter, _ name: String, on target: inout Value, _ args: [Argument], at node: Syntax) throws -> Value?
    func modifyGraphicsContext(_ i: Interpreter, _ context: inout GraphicsContextValue, _ name: String, at node: some SyntaxProtocol,
                               _ body: (inout Value) throws -> Void) throws
    func dimensionsSubscript(_ i: Interpreter, _ d: ViewDimensions, _ key: Value, at node: some SyntaxProtocol) throws -> Value
    /// `shape.path(in: rect)`.
    func shapePath(_ i: Interpreter, _ shape: ShapeValue, _ args: [Argument], at node: Syntax) throws -> Value
    /// A shape's `path(in: rect)` with the rectangle already made.
    func shapePath(_ i: Interpreter, _ shape: ShapeValue, in rect: Rect) throws -> Value
    /// A `Path` used as a view, and a learner's `Shape`'s path.
    func pathView(_ i: Interpreter, _ path: PathValue) -> ViewValue
    func learnerPath(_ i: Interpreter, of instance: Instance) -> ((Rect) throws -> PathValue)?
}

/// SwiftUI's, UIKit's and Foundation's public API, as Apple's interfaces declare it (Scripts/swiftui-api).
package protocol RealAPI {
    func isType(_ name: String) -> Bool
    func hasMember(_ name: String, of owner: String) -> Bool
    func accepts(_ name: String, _ arguments: [(label: String?, isTrailingClosure: Bool)], owner: String?) -> Bool
    func overloads(of name: String, owner: String?) -> [String]
    func memberNames(of owner: String) -> [String]
}

extension RealAPI {
    func accepts(_ name: String, _ arguments: [(label: String?, isTrailingClosure: Bool)]) -> Bool { accepts(name, arguments, owner: nil) }
}
