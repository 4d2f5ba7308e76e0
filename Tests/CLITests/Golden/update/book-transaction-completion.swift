// Thinking in SwiftUI L2852–2893 (golden case 26): a completion added in a plain `.transaction`
// closure fires only the first time; with `.transaction(value:)` it fires on every toggle. The
// circle's opacity animates (L2909–2918).
// event: tap "Animate!"
// event: tap "Animate!"
// event: tap "Animate!"
struct ContentView: View {
    @State private var flag = false
    var body: some View {
        VStack {
            Button("Animate!") { flag.toggle() }
            Circle()
                .opacity(flag ? 1 : 0.5)
                .frame(width: 50, height: 50)
                .animation(.linear(duration: 0.2), value: flag)
                .transaction { $0.addAnimationCompletion { print("plain: done") } }
                .transaction(value: flag) { $0.addAnimationCompletion { print("with value: done") } }
        }
    }
}
