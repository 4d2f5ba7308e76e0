import ViewlabModel

/// Where a `withAnimation { … }` or `withTransaction { … }` starts or ends.
public enum TransactionBoundary {
    /// The animation the closure's writes carry (`.easeIn`), or nil for `withTransaction` without
    /// one; and the transaction's `disablesAnimations`.
    case begin(animation: TransactionAnimation?, disablesAnimations: Bool)
    /// The closure returned; `completion` (`withAnimation(_:_:completion:)`) runs once the
    /// animation is over, which is after the action that started it has returned (TiS L2846).
    case end(completion: (() throws -> Void)?)
}
