/// A transaction as a `.transaction` modifier's closure sees and changes it (TiS L2786–2897,
/// environment-animation.md §3.3–3.4): the animation as written (nil: none), whether implicit
/// animations may override it, and the completions the closure added.
public struct TransactionState {
    public var animation: TransactionAnimation?
    public var disablesAnimations: Bool
    public var completions: [() throws -> Void] = []
    public init(animation: TransactionAnimation?, disablesAnimations: Bool) {
        self.animation = animation; self.disablesAnimations = disablesAnimations
    }
}

/// `.transaction { $0.animation = .default }` and `.transaction(value: flag) { … }`: the learner's
/// closure, run by the update cycle on the transactions that pass through (with `value:`, only
/// when the value changed). What it made of each pass's transaction is kept by the pass's serial
/// number, for the animation tables of that pass.
public final class TransactionAction {
    public let value: WatchedValue?
    public let apply: (TransactionState) throws -> TransactionState
    public private(set) var results: [Int: TransactionState] = [:]
    public init(value: WatchedValue?, apply: @escaping (TransactionState) throws -> TransactionState) {
        self.value = value; self.apply = apply
    }

    /// Runs the closure on the transaction of pass `serial`, and keeps what it made.
    public func run(_ transaction: TransactionState, inPass serial: Int) throws -> TransactionState {
        let result = try apply(transaction)
        results[serial] = result
        return result
    }

    /// The written form the update report names it by.
    public var written: String { value == nil ? ".transaction" : ".transaction(value:)" }
}
