// Thinking in SwiftUI L3060–3078 (golden case 31): a transition built from a modifier animates what
// the modifier's body applies: MyOpacity(value: 0) ↔ MyOpacity(value: 1) fades the rectangle out,
// then in, as .opacity does.
// event: tap "Toggle"
// event: tap "Toggle"
struct MyOpacity: ViewModifier {
    var value: Double
    func body(content: Content) -> some View {
        content.opacity(value)
    }
}


extension AnyTransition {
    static let myOpacity = AnyTransition.modifier(
        active: MyOpacity(value: 0),
        identity: MyOpacity(value: 1)
    )
}

struct ContentView: View {
    @State private var flag = true

    var body: some View {
        VStack {
            Button("Toggle") {
                withAnimation { flag.toggle() }
            }
            if flag {
                Rectangle()
                    .frame(width: 100, height: 100)
                    .transition(.myOpacity)
            }
        }
    }
}
