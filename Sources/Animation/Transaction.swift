/// The context of one state change as it flows down the view tree (environment-animation.md §3.1,
/// §3.3; *Thinking in SwiftUI* L2773–L2842): which animation applies and whether implicit
/// animations may override it.
public struct Transaction: Equatable, Sendable {
    public var animation: Animation?
    public var disablesAnimations: Bool

    public init(animation: Animation? = nil, disablesAnimations: Bool = false) {
        self.animation = animation; self.disablesAnimations = disablesAnimations
    }
}

/// Something on the path from the state change to an animatable attribute that can change the
/// transaction, as data, so that the resolution can be printed step by step.
public enum TransactionStep: Sendable {
    /// `withAnimation(a) { … }` (a nil animation too); `withAnimation { }` passes `.default` (L2639).
    case withAnimation(Animation?)
    /// `withTransaction(t) { … }`.
    case withTransaction(Transaction)
    /// `.animation(a, value: v)`; `valueChanged` says whether `v` differs from the last update.
    case animation(Animation?, valueChanged: Bool)
    /// `.animation(a) { content in … }` (iOS 17), seen by an attribute set inside the closure.
    case animationBody(Animation?)
    /// `.transaction { t in … }` (every update) or `.transaction(value:) { … }` (`valueChanged`
    /// false skips it, L2887–L2893); `label` names the closure in the log.
    case transaction(label: String, valueChanged: Bool = true, body: @Sendable (inout Transaction) -> Void)

    /// `$flag.animation(a)`: the binding's setter runs inside `withAnimation(a)` (L2733–L2755).
    public static func bindingAnimation(_ animation: Animation?) -> TransactionStep { .withAnimation(animation) }
}
