// Thinking in SwiftUI L2692–2712 (golden cases 18–20): `.animation(_:body:)` animates only the
// modifiers in its closure: the rotation turns, the opacity outside jumps, and a frame in the
// closure, applied at the view, does not animate.
// event: tap "Toggle"
struct ContentView: View {
    @State private var flag = false
    var body: some View {
        VStack {
            Button("Toggle") { flag.toggle() }
            Text("Hello World")
                .opacity(flag ? 1 : 0)
                .animation(.linear(duration: 0.2)) {
                    $0.rotationEffect(flag ? .zero : .degrees(90))
                }
            Color.blue
                .animation(.linear(duration: 0.2)) {
                    $0.frame(width: flag ? 60 : 20, height: 10)
                }
        }
    }
}
