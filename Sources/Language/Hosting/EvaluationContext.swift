import ViewlabModel

/// How the interpreter runs code for the one who asked: who records what it reads, whether the
/// custom views it builds wait for the runtime, where `print` goes, and who hears a transaction
/// begin and end. The update cycle sets it for a stretch of work with `Interpreter.withContext`,
/// which restores the previous one after; the interpreter only reads it (design review §8.2: one
/// context in place of four flags, each flipped and restored at its own site).
public struct EvaluationContext {
    /// Records the reads of the body running, which become its dependencies.
    public var readTracker: ReadTracker?
    /// Custom views built while this is set keep their struct for the runtime instead of running
    /// `body` (`CustomViewValue.source`).
    public var defersBodies = false
    /// Where `print` writes.
    public var output: (String) -> Void
    /// Called when `withAnimation`/`withTransaction` begins and ends, so the update cycle can run
    /// the writes before it and inside it as separate transactions (research §2.2, `nestedStateUpdate`).
    public var transactionBoundary: ((TransactionBoundary) throws -> Void)?
    /// `ScrollViewProxy.scrollTo(id, anchor:)`: the update cycle scrolls to the view with that id
    /// (as `print` shows it) once the action has run.
    public var scrollTo: ((_ id: String, _ anchor: UnitPoint?) -> Void)?

    public init(output: @escaping (String) -> Void) { self.output = output }
}
