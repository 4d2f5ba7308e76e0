import SwiftSyntax

/// Writes to a `GraphicsContext`'s own properties (`ctx.opacity = 0.5`, `ctx.blendMode = …`), which
/// SwiftUI's catalogue carries out (GraphicsContexts.swift) on the context taken out of its place.
extension Interpreter {
    /// A write to a property of the graphics context a drawing closure's box holds (FieldTarget's
    /// `ctx.opacity = …` for every shape of a Canvas replay): no observers or declared type to look for.
    package func modifyField(_ name: String, ofContextIn box: Ref, at node: some SyntaxProtocol, _ body: (inout Value) throws -> Void) throws {
        if try !modifyContext(name, in: &box.value, at: node, body) { try modifyField(name, inValueOf: box, at: node, body) }
    }

    /// The context's property changed, with the context taken out of `container` for the write so
    /// that its state is not copied; false, with nothing changed, when `container` holds no context.
    func modifyContext(_ name: String, in container: inout Value, at node: some SyntaxProtocol,
                       _ body: (inout Value) throws -> Void) throws -> Bool {
        guard case .swiftUI(.graphicsContext(var context)) = container else { return false }
        container = .void
        defer { container = .swiftUI(.graphicsContext(context)) }
        try library.modifyGraphicsContext(self, &context, name, at: node, body)
        return true
    }
}
