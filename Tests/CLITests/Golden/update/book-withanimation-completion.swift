// Thinking in SwiftUI L2846: withAnimation's completion runs once the animated change is made;
// withTransaction animates with its Transaction's animation (L2779).
// event: tap "Animate!"
// event: tap "Transact"
struct ContentView: View {
    @State private var flag = false
    @State private var wide = false
    var body: some View {
        VStack {
            Button("Animate!") {
                withAnimation(.linear(duration: 0.2)) { flag.toggle() } completion: { print("Done!", flag) }
            }
            Button("Transact") {
                withTransaction(Transaction(animation: .linear(duration: 0.2))) { wide.toggle() }
            }
            Color.blue.frame(width: flag ? 40 : 20, height: 10)
            Color.red.frame(width: wide ? 40 : 20, height: 10)
        }
    }
}
