import ViewlabModel

/// Where a `withAnimation { … }` or `withTransaction { … }` starts or ends.
public enum TransactionBoundary {
    /// The animation the closure's writes carry (`.easeIn`), or nil for `withTransaction` without
    /// one; and the transaction's `disablesAnimations`.
    case begin(animation: TransactionAnimation?, disablesAnimations: Bool)
    case end
}
