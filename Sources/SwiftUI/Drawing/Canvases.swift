import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// `Canvas { context, size in … }` (*Pro SwiftUI* L3079–3082): a view that fills its proposal as a
/// Rectangle does and whose picture its closure draws. The closure runs when the picture is drawn,
/// not when the view is built, and again each time (the drawing engine calls `ShapeValue.canvas`
/// with the canvas's size), as SwiftUI runs a Canvas's renderer whenever it draws it.
extension Interpreter {
    /// `Canvas(opaque:colorMode:rendersAsynchronously:renderer:)` and `Canvas(…renderer:symbols:)`.
    /// The first three arguments change how SwiftUI rasterizes the canvas, which viewlab does not
    /// model: they are accepted and ignored. The type is `Canvas<EmptyView>`, or with `symbols:`
    /// `Canvas<…the symbols' type…>` (Apple's documentation: `Canvas<Symbols> where Symbols: View`).
    func canvas(_ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> ViewValue {
        for label in ["opaque", "colorMode", "rendersAsynchronously"] { _ = r.take(label) }
        guard let renderer = r.closure("renderer") else { throw error(.canvasRenderer, at: node) }
        var symbolsView: ViewValue?
        if let f = r.closure("symbols") { symbolsView = try viewValue(of: call(f, [], at: node, asBuilder: true), at: node) }
        var shape = ShapeValue(kind: .custom(name: "Canvas", sizeThatFits: nil), typeName: "Canvas<\(symbolsView?.typeName ?? "EmptyView")>",
                               label: callLabel("Canvas", args))
        let symbols = symbolsView.map(canvasSymbols) ?? []
        // A canvas a TimelineView's content builds draws at the timeline's time (TimelineViews.swift).
        let seconds = secondsSinceStart
        // Through the handle: the drawing engine may draw after the session's run has ended; a canvas
        // drawn then draws nothing.
        shape.canvas = { [handle] size in
            guard let interpreter = handle.interpreter else { return [] }
            return try interpreter.drawCanvas(renderer, size: size, symbols: symbols, atSeconds: seconds, at: node)
        }
        return .shape(shape)
    }

    /// Runs a canvas's closure with a fresh context (no opacity change, the normal blend mode, no
    /// transform, clip or filter) and the canvas's size, and returns what it drew. The context is
    /// passed as `inout`, as SwiftUI's `renderer: (inout GraphicsContext, CGSize) -> Void` takes it,
    /// so `context.opacity = 0.5` in the closure changes it. Each run has the time budget afresh, as
    /// a learner's `path(in:)` has.
    func drawCanvas(_ renderer: Callable, size: Size, symbols: [CanvasSymbol], atSeconds seconds: Double, at node: Syntax) throws -> [CanvasCommand] {
        budget.restartClock()
        let saved = secondsSinceStart
        secondsSinceStart = seconds
        defer { secondsSinceStart = saved }
        let recording = CanvasRecording(symbols: symbols)
        let context = Ref(.swiftUI(.graphicsContext(GraphicsContextValue(state: CanvasState(), canvas: recording))))
        _ = try call(renderer, [Argument(label: nil, value: .box(context)), Argument(label: nil, value: size.interpreted)], at: node)
        return recording.commands
    }
}
