/// Where a `withAnimation { … }` or `withTransaction { … }` starts or ends.
public enum TransactionBoundary {
    /// The animation the closure's writes carry, as written (`.easeIn`), or nil for `withTransaction`
    /// without one.
    case begin(animation: String?)
    case end
}
