import Foundation
import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// The SwiftUI vocabulary given to a session's interpreter: each question the evaluator asks,
/// answered by the catalogue and by the code that builds views, modifiers and drawing values.
public final class SwiftUILibrary: NativeLibrary {
    public init() {}

    // MARK: Names
    package func isSwiftUIType(_ name: String) -> Bool { SwiftUICatalog.isSwiftUIType(name) }
    package func isView(_ name: String) -> Bool { SwiftUICatalog.views[name] != nil }
    package func isModifier(_ name: String) -> Bool { SwiftUICatalog.modifiers[name] != nil }
    package func isLayout(_ name: String) -> Bool { Interpreter.builtinLayoutNames.contains(name) }
    package var viewNames: [String] { builtinViewNames }
    package var modifierNames: [String] { builtinModifierNames }
    package var pathMemberNames: [String] { Interpreter.pathMemberNames }
    package var pathMutatingMethods: Set<String> { Interpreter.pathMutatingMethods }
    package var graphicsContextMutatingMethods: Set<String> { Interpreter.graphicsContextMutatingMethods }
    package func alternative(to name: String) -> String? { SwiftUICatalog.alternatives[name] }
    package func numberHint(_ call: String, _ label: String?) -> Hint { SwiftUICatalog.numberHint(call, label) }
    package var api: any RealAPI { SwiftUIAPI.shared }
    package var preludes: [Prelude] { frameworkPreludes }

    // MARK: Building
    package func constructView(_ i: Interpreter, _ name: String, _ args: [Argument], at node: Syntax) throws -> Value? {
        try i.constructView(name, args, at: node)
    }
    package func constructDrawingValue(_ i: Interpreter, _ name: String, _ args: [Argument], at node: Syntax) throws -> Value? {
        try i.constructDrawingValue(name, args, at: node)
    }
    package func constructKeyframe(_ i: Interpreter, _ name: String, _ args: [Argument], at node: Syntax) throws -> Value? {
        try i.constructKeyframe(name, args, at: node)
    }
    package func constructLayout(_ i: Interpreter, _ name: String, _ args: [Argument], at node: Syntax) throws -> Value? {
        try i.constructLayout(name, args, at: node)
    }
    package func learnerLayoutContainer(_ i: Interpreter, _ type: TypeDeclaration, _ args: [Argument], at node: Syntax) throws -> Value {
        try i.learnerLayoutContainer(type, args, at: node)
    }
    package func layoutValue(_ i: Interpreter, _ value: Value, at node: Syntax) throws -> LayoutValue? {
        try i.layoutValue(value, at: node)
    }
    package func layoutContainer(_ i: Interpreter, _ layout: LayoutValue, _ content: Callable, at node: Syntax) throws -> Value {
        try i.layoutContainer(layout, content, at: node)
    }
    package func buildView(_ i: Interpreter, _ items: CodeBlockItemListSyntax, in scope: Scope, at node: some SyntaxProtocol) throws -> ViewValue {
        try i.buildView(builderBlock(items), in: scope, at: node)
    }
    /// Each `@ViewBuilder` block's statements as the builder runs them, by the block's syntax.
    private var builderBlocks: [SyntaxIdentifier: BuilderBlock] = [:]
    private func builderBlock(_ items: CodeBlockItemListSyntax) -> BuilderBlock {
        if let block = builderBlocks[items.id] { return block }
        let block = BuilderBlock(items)
        builderBlocks[items.id] = block
        return block
    }
    package func applyModifier(_ i: Interpreter, _ name: String, to view: ViewValue, _ args: [Argument], at node: Syntax) throws -> ViewValue {
        try i.applyModifier(name, to: view, args, at: node)
    }
    package func checkShader(_ i: Interpreter, _ shader: Value, _ pending: [Interpreter.PendingArgument], at node: Syntax) throws {
        try i.checkShader(shader, pending, at: node)
    }
    package func renderedSize(_ i: Interpreter, _ args: [Argument]) throws -> Value { try i.renderedSize(args) }
    package func transition(_ i: Interpreter, _ value: Value) -> TransitionSpec? { i.toTransition(value) }

    // MARK: Members
    package func staticMember(_ i: Interpreter, _ type: String, _ name: String, _ args: [Argument]?, at node: Syntax) throws -> Value? {
        try i.staticSwiftUIMember(type, name, args, at: node)
    }
    package func staticNames(_ i: Interpreter, _ type: String) -> [String] { i.swiftUIStaticNames(type) }
    package func implicitMember(_ i: Interpreter, _ member: String, _ args: [Argument]?, as type: String, at node: some SyntaxProtocol) throws -> Value? {
        try i.resolveSwiftUIImplicit(member, args, as: type, at: node)
    }
    package func property(_ i: Interpreter, _ value: SwiftUIValue, _ name: String, at node: some SyntaxProtocol) throws -> Value? {
        try i.drawingProperty(value, name, at: node) ?? i.swiftUIProperty(value, name)
    }
    package func method(_ i: Interpreter, _ value: SwiftUIValue, _ name: String, _ args: [Argument], at node: Syntax) throws -> Value? {
        try i.swiftUIMethod(value, name, args, at: node)
    }
    package func mutatingMethod(_ i: Interpreter, _ name: String, on target: inout Value, _ args: [Argument], at node: Syntax) throws -> Value? {
        switch target.unboxed {
        case .swiftUI(.viewSpacing(let spacing)): try i.viewSpacingMethod(spacing, name, args, target: &target, at: node)
        case .swiftUI(.path): try i.pathMethod(name, on: &target, args, at: node)
        case .swiftUI(.graphicsContext): try i.graphicsContextMethod(name, on: &target, args, at: node)
        default: nil
        }
    }
    package func modifyGraphicsContext(_ i: Interpreter, _ context: inout GraphicsContextValue, _ name: String, at node: some SyntaxProtocol,
                                       _ body: (inout Value) throws -> Void) throws {
        try i.modifyGraphicsContext(&context, name, at: node, body)
    }
    package func dimensionsSubscript(_ i: Interpreter, _ d: ViewDimensions, _ key: Value, at node: some SyntaxProtocol) throws -> Value {
        try i.dimensionsSubscript(d, key, at: node)
    }
    package func shapePath(_ i: Interpreter, _ shape: ShapeValue, _ args: [Argument], at node: Syntax) throws -> Value {
        try i.shapePath(shape, args, at: node)
    }
    package func shapePath(_ i: Interpreter, _ shape: ShapeValue, in rect: Rect) throws -> Value { try i.shapePath(shape, in: rect) }
    package func pathView(_ i: Interpreter, _ path: PathValue) -> ViewValue { i.pathView(path) }
    package func learnerPath(_ i: Interpreter, of instance: Instance) -> ((Rect) throws -> PathValue)? { i.learnerPath(of: instance) }
}

extension SwiftUIAPI: RealAPI {}

extension SwiftUILibrary {
    /// Parses the prelude every session declares on a thread of its own (`CorePreludeThread`): the
    /// first session, made on the main thread after the command line is read, then finds it made. The
    /// others are parsed when code first names one of their types.
    public static func preparePreludesInBackground() {
        CorePreludeThread.start()
    }
}

/// UIKit's, SpriteKit's, the gestures' and navigation's types as viewlab writes them (Preludes/),
/// parsed once per process.
private let frameworkPreludes = [
    Prelude(uiKitPreludeSource, name: "<uikit>"), Prelude(spriteKitPreludeSource, name: "<spritekit>"),
    Prelude(gesturePreludeSource, name: "<gestures>"), Prelude(navigationPreludeSource, name: "<navigation>"),
    Prelude(listEditingPreludeSource, name: "<list-editing>"), Prelude(legacyAlertPreludeSource, name: "<legacy-alert>"),
]
