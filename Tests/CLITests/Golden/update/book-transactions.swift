// Thinking in SwiftUI L2786–2840 (environment-animation.md golden cases 22, 24, 25): a `.transaction`
// modifier that sets an animation animates every change below it; one that sets nil makes its
// subtree snap inside withAnimation; with disablesAnimations an implicit animation does not
// override the transaction's slow animation.
// event: tap "Plain"
// event: tap "Slow"
struct ContentView: View {
    @State private var flag = false
    var body: some View {
        VStack {
            Button("Plain") { flag.toggle() }
            Button("Slow") {
                var t = Transaction(animation: .linear(duration: 2))
                t.disablesAnimations = true
                withTransaction(t) { flag.toggle() }
            }
            Color.blue
                .frame(width: flag ? 60 : 20, height: 10)
                .transaction { $0.animation = .linear(duration: 0.2) }
            Color.red
                .frame(width: flag ? 60 : 20, height: 10)
                .transaction { $0.animation = nil }
            Color.green
                .frame(width: flag ? 60 : 20, height: 10)
                .animation(.linear(duration: 0.1), value: flag)
        }
    }
}
