/// Where a `withAnimation { … }` or `withTransaction { … }` starts or ends.
public enum TransactionBoundary {
    /// The animation the closure's writes carry, as written (`.easeIn`), or nil for `withTransaction`
    /// without one; and the transaction's `disablesAnimations`.
    case begin(animation: String?, disablesAnimations: Bool)
    case end
}
