import Testing
@testable import ViewlabAnimation

/// Transactions (environment-animation.md §3.1, §3.3; goldens 16–25).
struct TransactionTests {
    let slow = Animation.linear(duration: 2)
    let standard = Animation.default(on: .ios17)

    @Test func implicitBeatsExplicitGolden23() {
        let r = TransactionResolution([.withAnimation(slow), .animation(standard, valueChanged: true)])
        #expect(r.transaction.animation == standard)
        #expect(r.log.last?.contains("implicit beats explicit") == true)
    }

    @Test func withTransactionAndBindingAnimationAreWithAnimationGolden21And22() {
        let explicit = TransactionResolution([.withAnimation(standard)]).transaction
        #expect(TransactionResolution([.withTransaction(Transaction(animation: standard))]).transaction == explicit)
        #expect(TransactionResolution([.bindingAnimation(standard)]).transaction == explicit)
        // `.transaction { $0.animation = .default }` animates every change, even without withAnimation.
        #expect(TransactionResolution([.transaction(label: "{ $0.animation = .default }") { $0.animation = .default(on: .ios17) }]).transaction == explicit)
    }

    @Test func disablesAnimationsKeepsExplicitGolden24() {
        let r = TransactionResolution([.withTransaction(Transaction(animation: slow, disablesAnimations: true)), .animation(standard, valueChanged: true)])
        #expect(r.transaction.animation == slow)
    }

    @Test func unchangedValuePassesThrough() {
        #expect(TransactionResolution([.withAnimation(slow), .animation(standard, valueChanged: false)]).transaction.animation == slow)
        #expect(TransactionResolution([.animation(standard, valueChanged: false)]).transaction.animation == nil)
    }

    @Test func transactionNilSnapsGolden25() {
        let r = TransactionResolution([.withAnimation(slow), .transaction(label: "{ $0.animation = nil }") { $0.animation = nil }])
        #expect(r.transaction.animation == nil)
    }

    @Test func transactionValueGate() {
        let skipped = TransactionResolution([.transaction(label: "{ $0.animation = .default }", valueChanged: false) { $0.animation = .default(on: .ios17) }])
        #expect(skipped.transaction.animation == nil)
    }

    @Test func animationBodyGolden18And20() {
        // Rotation inside the closure animates; opacity outside it does not; .frame inside it doesn't either.
        let rotation = TransactionResolution([.animationBody(standard)])
        let frame = TransactionResolution([.animationBody(standard)], leafOwned: true)
        #expect(rotation.transaction.animation == standard)
        #expect(frame.transaction.animation == nil)
        #expect(TransactionResolution([]).transaction.animation == nil)
    }
}
