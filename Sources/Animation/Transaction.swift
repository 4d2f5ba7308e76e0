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

/// Walks the steps from the root to one attribute, recording why the final animation is what it is.
public struct TransactionResolution: Sendable {
    public var transaction: Transaction
    /// One line per step: what it did and why.
    public var log: [String]

    /// - Parameter leafOwned: the attribute belongs to an out-of-place modifier (`.frame`,
    ///   `.offset`, `.foregroundColor`), applied at the leaf; `.animation(_:body:)` does not
    ///   animate those (§3.1 step 5, L2712).
    public init(_ steps: [TransactionStep], leafOwned: Bool = false) {
        var t = Transaction()
        var log: [String] = []
        func name(_ a: Animation?) -> String { a.map(\.spelling) ?? "nil" }
        for step in steps {
            switch step {
            case .withAnimation(let a):
                t.animation = a
                log.append("withAnimation(\(name(a))): the root transaction animates with \(name(a))")
            case .withTransaction(let root):
                t = root
                log.append("withTransaction: animation \(name(root.animation)), disablesAnimations \(root.disablesAnimations)")
            case .animation(let a, let changed):
                if !changed {
                    log.append(".animation(\(name(a)), value:): value unchanged, transaction passes through (\(name(t.animation)))")
                } else if t.disablesAnimations {
                    log.append(".animation(\(name(a)), value:): disablesAnimations is set, keeps \(name(t.animation)) (L2821)")
                } else {
                    t.animation = a
                    log.append(".animation(\(name(a)), value:): value changed, implicit beats explicit (L2819) → \(name(a))")
                }
            case .animationBody(let a):
                if leafOwned {
                    log.append(".animation(\(name(a))) { … }: the attribute is applied at the leaf, not inside the closure (L2712)")
                } else if t.disablesAnimations {
                    log.append(".animation(\(name(a))) { … }: disablesAnimations is set, keeps \(name(t.animation))")
                } else {
                    t.animation = a
                    log.append(".animation(\(name(a))) { … }: applies on any change inside the closure (L2711) → \(name(a))")
                }
            case .transaction(let label, let changed, let body):
                if changed {
                    body(&t)
                    log.append(".transaction \(label) → animation \(name(t.animation)), disablesAnimations \(t.disablesAnimations)")
                } else {
                    log.append(".transaction(value:) \(label): value unchanged, not run (L2887)")
                }
            }
        }
        transaction = t
        self.log = log
    }
}
