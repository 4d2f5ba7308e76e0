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
