/// # ViewlabLayout: SwiftUI's layout algorithm, step by step
///
/// Lays out a `ViewValue` the way SwiftUI does (spec layout.md §2, from *Thinking in SwiftUI*
/// ch. 4, B1279–2189, and the frame/fixedSize article): the parent proposes a size, the child
/// chooses its own, the parent places it (B1281–1299). Every proposal, report and placement is
/// recorded with the rule that produced it, so `explain` can show why a view has its size.
///
/// - `Core/`: the tree of layout nodes (one per view and modifier), the `LayoutAlgorithm`
///   protocol every view's rule implements, the `LayoutContext` that caches and traces each
///   answer, and the result (`LayoutResult`, frames in root coordinates).
/// - `Text/`: the deterministic text metric model of spec §5 ("Favorite" 51×17).
/// - `Leaves/`, `Modifiers/`, `Containers/`: the rules, one per file, each citing its book lines.
///
/// Entry points: `LayoutEngine.layout(_:in:options:)`, `LayoutEngine.sweep(_:proposals:options:)`,
/// or a reusable `LayoutTree`. Defaults follow spec §7 (spacing 8, padding 16, Spacer 8, Divider
/// 1) and the binding decisions of §8 (placement re-proposes; ∞ never becomes NaN).
///
/// Status: every rule of spec §2 except Grid and ViewThatFits' `in:` probing beyond its axes
/// (deferred past v1, spec §7), preferences, anchors and the learner's `Layout` protocol (a later
/// issue; `LayoutAlgorithm` is the seam where it plugs in).
public enum ViewlabLayout {}
