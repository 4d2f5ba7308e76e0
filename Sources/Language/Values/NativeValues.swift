import SwiftSyntax
import ViewlabModel

/// A learner's `Layout` used as a container: `FlowLayout { … }` calls the layout as a function
/// (`Layout.callAsFunction`), and the layout engine calls its `sizeThatFits` and `placeSubviews`
/// back, with proxies for the subviews (spec pro-swiftui-4-6.md §2.1–2.2, advanced-layout.md §2.2).
public struct LayoutSubviewProxy {
    package let subviews: any LayoutSubviewsAccess
    package let index: Int
    package init(subviews: any LayoutSubviewsAccess, index: Int) { self.subviews = subviews; self.index = index }
}

/// A layout used as a value: a built-in one (`HStackLayout(spacing: 4)`), `AnyLayout`, or an
/// instance of a learner's `Layout`. Calling it with a closure lays out the views the closure
/// builds (`Layout.callAsFunction`). `AnyLayout` erases the type, so switching between layouts
/// keeps one container in one place and its children's identity (spec pro-swiftui-4-6.md §2.3 R17).
public struct LayoutValue {
    package let kind: ContainerKind
    package let typeName: String
    /// As the diagram shows it: `HStackLayout(spacing: 4)`, `AnyLayout(FlowLayout)`.
    package let label: String
    package init(kind: ContainerKind, typeName: String, label: String) { self.kind = kind; self.typeName = typeName; self.label = label }
}

/// SwiftUI's `GraphicsContext` as learner code holds it: a struct whose drawing state (opacity,
/// blend mode, transform, clips, filters) is copied with it, so `var inner = context;
/// inner.opacity = 0.5` leaves `context` as it was, while every copy draws into the same canvas
/// (Apple's documentation of `GraphicsContext`: "a copy of the context … shares the drawing
/// destination"; *Pro SwiftUI* L3117–3129 changes `ctx.opacity` per particle).
public struct GraphicsContextValue {
    /// What this copy draws with.
    package var state: CanvasState
    /// Where every copy draws.
    package let canvas: CanvasRecording
    package init(state: CanvasState, canvas: CanvasRecording) { self.state = state; self.canvas = canvas }
}

/// One of a Canvas's `symbols:` views, by its id (*Pro SwiftUI* L3321–3325, L3353–3378): the value
/// of its `.tag(_:)`, or the id of the `ForEach` element that made it. `context.resolve(Text(…))`
/// and `resolve(Image(…))` give one too, of SwiftUI's `ResolvedText`/`ResolvedImage` type, which
/// draws as the Text or Image it holds.
public struct CanvasSymbol {
    /// The id as `print` shows it, so that `resolveSymbol(id: particle.id)` finds it.
    package let id: String
    package let view: ViewValue
    package var typeName = "GraphicsContext.ResolvedSymbol"
    package init(id: String, view: ViewValue, typeName: String = "GraphicsContext.ResolvedSymbol") {
        self.id = id; self.view = view; self.typeName = typeName
    }

    package var isResolvedView: Bool { typeName != "GraphicsContext.ResolvedSymbol" }
}

/// What one run of a Canvas's closure draws, in order, and the symbols it can resolve: shared by
/// every copy of its context, as the canvas's layer is.
package final class CanvasRecording {
    package var commands: [CanvasCommand] = []
    package let symbols: [CanvasSymbol]
    package init(symbols: [CanvasSymbol]) { self.symbols = symbols }
}
